"""Where the page's Python runs: in the page itself, or in a Web Worker.

index.html runs Python in a Web Worker when the page is cross-origin isolated
(web/python-worker.js decides), so Pyodide's boot and a computer seat's
thinking never hold up the page; elsewhere it runs in the page. The
glue is the same code either way: `pyscript.document` and `pyscript.window` are
the page's, reached synchronously from the worker. What differs is here:

- JavaScript objects made for the page are built with this thread's own
  `Object.fromEntries` (`js_object`);
- timers and posted tasks use this thread's own `setTimeout` and
  `MessageChannel` (`js`), so the worker's thinking does not go through the page;
- an event handler in the worker runs after the page's event has been
  dispatched, too late to cancel its default action: web/page-ops.js cancels,
  in the page, those the game takes over (submitting the game's forms, the key
  presses of on_key), in both modes; and the game's handlers get a description
  of the event made in the page (page_event.py), not the event itself, whose
  every property would be a round trip.
"""

from __future__ import annotations

import js
from pyodide.ffi import create_proxy, to_js


def js_object(value: dict):
    """A plain JavaScript object with `value`'s items."""
    return to_js(value, dict_converter=js.Object.fromEntries)


def listen(element, kind: str, handler):
    """element.addEventListener(kind, handler); returns the proxy, which must be
    kept alive as long as the listener."""
    proxy = create_proxy(handler)
    element.addEventListener(kind, proxy)
    return proxy
