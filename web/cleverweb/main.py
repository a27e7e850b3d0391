"""PyScript entry point: runs in the browser under Pyodide.

Imports the engine lazily, so a missing or broken engine gives a clear message
instead of a dead page, then hands the page to the playable game
(`cleverweb.app`), enables the header's "New solo game" and sets
<html data-ready="true">.

Each step leaves a performance mark ("clever:main", "clever:import",
"clever:glue", "clever:app"), so a profile of the start-up shows where its time
goes: in the timeline of the thread Python runs in (with Python in a Web
Worker, the worker's: a mark made on the page from there is a round trip that
may wait for the page's next frame). "clever:ready" is the page's own, made
with <html data-ready="true"> (page-ops.js).
"""

import js
from pyodide.ffi import create_once_callable
from pyscript import document, window

from cleverweb import view

root = document.documentElement
mark = js.performance.mark  # this thread's timeline (see above)
mark("clever:main")


def later(step, *args):
    """Run `step` in a browser task of its own: the boot's Python part as three
    short tasks (engine import, page code import, first render) instead of one
    long one, so a click or a paint can come in between. (In a Web
    Worker, see thread.py, the page is free meanwhile anyway.)"""
    js.setTimeout(create_once_callable(lambda: step(*args)), 0)


def start_language():
    """The page's language before anything is drawn: the player's
    choice on this device, else the browser's; <html lang> follows."""
    from cleverweb import lang

    root.lang = lang.start_page(window)


def start():
    try:
        import clever

        start_language()
        mark("clever:import")
    except Exception as exc:  # a missing or broken engine must say so in words
        window.cleverFail(view.engine_error_message(exc))
        return
    later(load_glue, clever)


def load_glue(clever):
    try:
        from cleverweb import app

        mark("clever:glue")
    except Exception as exc:
        window.cleverFail(view.engine_error_message(exc))
        return
    later(show, clever, app)


def show(clever, app):
    try:  # the playable game (cleverweb/app.py) takes over the page
        app.start(clever)
        mark("clever:app")
    except Exception as exc:
        window.cleverFail(view.engine_error_message(exc))
        return
    import json

    from cleverweb.lang import _

    # in one call (page-ops.js, which also marks "clever:ready"): in a Web
    # Worker each reach into the page is a round trip
    window.cleverDom.apply(json.dumps([["ready", _("Ready.")]]))


start()
