"""Every Playwright action on a page waits, before it returns, until the page's
Python has handled the events it caused.

The game's Python may run in a Web Worker (web/python-worker.js). Its event
handlers then run after the event has been dispatched, so right after
`page.click(...)` the page has not changed yet. The page counts the events
still being handled in <html data-python-busy>; `install()` makes each input
action (click, tap, fill, press, select_option, ..., also through
page.keyboard, page.mouse and page.touchscreen) wait for it to be back to 0;
a new viewport size (set_viewport_size) waits for the frames that report it.
Where Python runs in the page the attribute is absent and nothing waits.
"""

from __future__ import annotations

import contextlib
import functools

SETTLED = "(document.documentElement.dataset.pythonBusy || '0') === '0'"
TIMEOUT_MS = 60_000

ACTIONS = {
    "Page": ("click", "dblclick", "tap", "fill", "press", "type", "check", "uncheck",
             "set_checked", "select_option", "dispatch_event", "focus"),
    "Locator": ("click", "dblclick", "tap", "fill", "press", "type", "press_sequentially",
                "check", "uncheck", "set_checked", "select_option", "dispatch_event",
                "focus"),
    "ElementHandle": ("click", "dblclick", "tap", "fill", "press", "type", "check",
                      "uncheck", "set_checked", "select_option", "dispatch_event", "focus"),
    "Keyboard": ("press", "type", "down", "up", "insert_text"),
    "Mouse": ("click", "dblclick", "down", "up"),
    "Touchscreen": ("tap",),
}
DEVICES = ("keyboard", "mouse", "touchscreen")
_installed = False


def settle(page) -> None:
    """Wait until the page's Python has handled what was done to the page."""
    if page is None or page.is_closed() or getattr(page, "_settle_held", False):
        return
    # where Python runs in the page nothing can be pending: no wait (and no
    # poll for a frame) after each action; a page's mode is read once
    mode = getattr(page, "_python_mode", None)
    if mode is None:
        try:
            mode = page.evaluate("document.documentElement.dataset.python || ''")
        except Exception:
            return
        if mode in ("page", "worker"):
            page._python_mode = mode
    if mode != "worker":
        return
    try:
        page.wait_for_function(SETTLED, timeout=TIMEOUT_MS)
    except Exception as exc:  # the action left the page (a navigation, a closed tab)
        if "Timeout" in type(exc).__name__:
            raise
        # the page being replaced by a navigation ends the wait as well


@contextlib.contextmanager
def together(page):
    """Inputs made inside go out back to back, as a person's double tap does
    (the browser counts a second tap as part of a double tap only when it comes
    soon enough), and the page is settled once at the end."""
    page._settle_held = True
    try:
        yield
    finally:
        page._settle_held = False
    settle(page)


def _page_of(obj):
    if type(obj).__name__ == "Page":
        return obj
    if type(obj).__name__ == "ElementHandle":
        frame = obj.owner_frame()
        return frame.page if frame is not None else None
    return getattr(obj, "page", None) or getattr(obj, "_settle_page", None)


def _waiting(method):
    @functools.wraps(method)
    def action(self, *args, **kwargs):
        result = method(self, *args, **kwargs)
        settle(_page_of(self))
        return result
    return action


FRAMES = "new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))"


def _resizing(method):
    """A new viewport size reaches the page's media-query listeners (the sheet's
    columns) at its next frame: wait for two, then for Python."""
    @functools.wraps(method)
    def resize(self, *args, **kwargs):
        result = method(self, *args, **kwargs)
        if getattr(self, "_python_mode", "worker") == "worker":  # worker, or not known yet
            try:
                self.evaluate(FRAMES)
            except Exception:
                pass
            settle(self)
        return result
    return resize


def install() -> None:
    """Patch Playwright's sync API once per process (idempotent)."""
    global _installed
    if _installed:
        return
    from playwright.sync_api import _generated as api

    for cls_name, names in ACTIONS.items():
        cls = getattr(api, cls_name)
        for name in names:
            setattr(cls, name, _waiting(getattr(cls, name)))
    api.Page.set_viewport_size = _resizing(api.Page.set_viewport_size)
    for device in DEVICES:  # page.keyboard knows no page: tell it which
        prop = getattr(api.Page, device)

        def getter(page, _prop=prop):
            obj = _prop.fget(page)
            obj._settle_page = page
            return obj
        setattr(api.Page, device, property(getter))
    _installed = True
