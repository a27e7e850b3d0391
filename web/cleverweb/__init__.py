"""Browser glue for That's Pretty Clever.

`view` holds pure helpers (engine state -> plain text and data) that CPython
can import and test; `main` is the PyScript entry point that touches the DOM.
The glue keeps no rule logic: everything legal comes from `clever`.
"""
