"""Browser glue for That's Pretty Clever.

`view` holds pure helpers (engine state -> plain text and data) that CPython
can import and test; `main` is the PyScript entry point that touches the DOM.
The glue keeps no rule logic: everything legal comes from `clever`.
"""

from clever.i18n import register

from .texts import DOMAINS as _TEXT_DOMAINS

# The web's own texts are translated by its own catalogs (cleverweb/texts):
# the engine finds them through this registration, never by importing the web.
for _domain in _TEXT_DOMAINS:
    register(_domain, f"{__name__}.texts")
