"""The game page itself, as the game's controller (app.py) reaches it.

This is the only module of the game page that touches the DOM, the
browser's history, storage, clipboard and timers: everything else is pure
Python (views draw markup from state, the session plays, autosave.py keeps,
scheduler.py slices), tested under CPython. With Python in a Web Worker each
reach into the page is a round trip (thread.py, page_ops.py), so a redraw
reads the page once and sends all its changes in one call (`read`, `send`).
"""

from __future__ import annotations

import json

import js as here  # this thread's own globals: the page's, or the worker's (thread.py)
from pyodide.ffi import create_once_callable, create_proxy

try:
    from pyodide.ffi import jsnull
except ImportError:  # older Pyodide: JavaScript null arrives as None
    jsnull = None
from pyscript import document, window

from . import page_ops
from .form_fields import FormFields
from .page_event import Element, PageEvent
from .thread import js_object, listen


def js(value):
    """None for JavaScript null (jsnull) or None, else the value."""
    return None if value is None or value is jsnull else value


def attr(el, name: str) -> str | None:
    """An attribute's text, or None (JavaScript null arrives as jsnull, not None)."""
    value = el.getAttribute(name) if hasattr(el, "getAttribute") else None
    return value if isinstance(value, str) else None


class Page:
    def __init__(self):
        self.dom = window.cleverDom  # web/page-ops.js
        self.root = document.documentElement
        self.channel = None      # MessageChannel for post()
        self.posted = []         # callbacks posted, in order
        self.proxies = []        # kept alive as long as their listeners
        self.ignore_pops = 0     # history.back() calls of our own still to come

    # ------------------------------------------------------------------
    # set-up and events
    def start(self, box: str, keys: list[str]) -> dict:
        """What the start needs to know, read in one call (cleverDom.start)."""
        return json.loads(str(self.dom.start(box, json.dumps(keys))))

    def mount(self, markup: str):
        return self.dom.mount(markup)

    def listen(self, handlers):
        """Each (target, kind, handler[, hit]): the handler of that event of the
        element with that id, of "window", or of "media:<query>", in one call.
        A handler gets the event as a PageEvent (page_event.py), its `hit` the
        target's closest element matching the selector `hit`."""
        proxies = [create_proxy(lambda text, _h=h[2]: _h(PageEvent.from_json(text)))
                   for h in handlers]
        self.proxies.extend(proxies)
        self.dom.listen(json.dumps([[h[0], h[1], h[3] if len(h) > 3 else ""]
                                    for h in handlers]), *proxies)

    # ------------------------------------------------------------------
    # this thread's tasks and timers (scheduler.py runs its jobs with them)
    def post(self, callback):
        """Run `callback` in a browser task of its own, as soon as the page has
        had its turn (a MessageChannel message: the browser holds chained
        setTimeout(0) calls back, which would slow a bot's thinking down)."""
        if self.channel is None:
            self.channel = here.MessageChannel.new()  # this thread's own
            self.proxies.append(listen(self.channel.port1, "message",
                                       lambda ev: self.posted.pop(0)()))
            self.channel.port1.start()
        self.posted.append(callback)
        self.channel.port2.postMessage(None)

    @staticmethod
    def set_timer(callback, ms):
        return here.setTimeout(create_once_callable(callback), ms)

    @staticmethod
    def clear_timer(handle):
        here.clearTimeout(handle)

    # ------------------------------------------------------------------
    # redraws
    def read(self, wide_query: str) -> page_ops.PageState:
        return page_ops.read(self.dom, wide_query)

    def send(self, ops: page_ops.Ops) -> list[str]:
        """Make the changes in one call; the ids not found in the page."""
        return ops.send(self.dom)

    def by_id(self, ident):
        return js(document.getElementById(ident))

    def set_html(self, ident: str, markup: str) -> bool:
        el = self.by_id(ident)
        if el is not None:
            el.innerHTML = markup
        return el is not None

    def set_hidden(self, ident: str, hidden: bool) -> None:
        self.by_id(ident).hidden = hidden

    def scroll_into_view(self, ident: str) -> None:
        self.by_id(ident).scrollIntoView()

    @staticmethod
    def scroll_top() -> None:
        window.scrollTo(0, 0)

    def mark(self, **values: str) -> None:
        """<html data-...> marks the browser tests and benchmarks wait on
        (data-bot, data-hint...). Signals, never the game's state: one that
        fails (a reach into the page from the worker answered wrongly, on a
        loaded machine) is dropped, and never stops the move or hint it marks."""
        for name, value in values.items():
            try:
                setattr(self.root.dataset, name, value)
            except Exception:  # noqa: BLE001 - a signal only
                pass

    def focus_within(self, selector: str) -> bool:
        """Is the focus nowhere in particular, or inside `selector`?"""
        active = js(document.activeElement)
        return active is None or active.tagName == "BODY" or \
            js(active.closest(selector)) is not None

    # ------------------------------------------------------------------
    # forms
    def form(self, ident: str) -> FormFields | None:
        """The fields of the form `ident`, read in one call (None: not shown)."""
        return FormFields.from_json(self.dom.form(ident))

    def set_field(self, ident: str, prop: str, value) -> Element | None:
        """Set a field's property (a choice made before the engine was ready);
        the field as a change event describes it (None: not in the page)."""
        el = self.by_id(ident)
        if el is None:
            return None
        setattr(el, prop, value)
        # a select or a text field has no `checked` (reading it raises)
        return Element(ident, str(el.tagName), attr(el, "name") or "",
                       str(getattr(el, "value", "")), bool(getattr(el, "checked", False)))

    def focus(self, ident: str) -> None:
        el = self.by_id(ident)
        if el is not None:
            el.focus()

    # ------------------------------------------------------------------
    # dialogs and Back: one history entry per open dialog or new-game form,
    # so Back closes it instead of leaving the site
    def show_dialog(self, ident: str, markup: str | None = None) -> None:
        dialog = self.by_id(ident)
        if markup is not None:
            dialog.innerHTML = markup
        dialog.showModal()
        self.push_entry(ident)

    def close_dialog(self, ident: str) -> None:
        self.by_id(ident).close()

    def close_open_dialog(self, idents) -> bool:
        """Close the first of these dialogs that is open; False if none was."""
        for ident in idents:
            dialog = self.by_id(ident)
            if dialog is not None and dialog.open:
                dialog.close()
                return True
        return False

    def set_link(self, ident: str, href: str, text: str) -> None:
        link = self.by_id(ident)
        link.href, link.textContent = href, text

    @staticmethod
    def push_entry(kind: str) -> None:
        window.history.pushState(js_object({"clever": kind}), "")

    def drop_entry(self, kind: str) -> None:
        """The step `kind` was ended by a click: take its history entry back too."""
        state = window.history.state
        if state is not None and getattr(state, "clever", None) == kind:
            self.ignore_pops += 1
            window.history.back()

    def own_pop(self) -> bool:
        """Was this popstate one of our own history.back() calls?"""
        if self.ignore_pops:
            self.ignore_pops -= 1
            return True
        return False

    # ------------------------------------------------------------------
    # the address, the date, sharing
    @staticmethod
    def storage():
        """The page's localStorage (raises where it is switched off)."""
        return window.localStorage

    @staticmethod
    def open_history():
        """The finished games' history in this browser (history_store.py)."""
        from . import history_store
        return history_store.open_store(window)

    @staticmethod
    def today(valid) -> str:
        """Today's UTC date (YYYY-MM-DD); a test may set `window.cleverToday`
        (taken when `valid(it)`)."""
        given = js(getattr(window, "cleverToday", None))
        if valid(given):
            return given
        return str(window.Date.new().toISOString())[:10]

    @staticmethod
    def address() -> str:
        return str(window.location.href).split("#", 1)[0]

    @staticmethod
    def fragment() -> str:
        return js(window.location.hash)

    @staticmethod
    def clear_fragment() -> None:
        """Take the #fragment out of the address (no history entry)."""
        if str(window.location.hash):
            window.history.replaceState(jsnull, "", str(window.location.pathname)
                                        + str(window.location.search))

    @staticmethod
    def can_share() -> bool:
        return js(getattr(window.navigator, "share", None)) is not None

    def share_fields(self, text_id: str, link_id: str) -> tuple[str, str] | None:
        """The text and the link of a result card or a link's box."""
        text_el, link_el = self.by_id(text_id), self.by_id(link_id)
        if text_el is None or link_el is None:
            return None
        return text_el.textContent, link_el.value

    @staticmethod
    def system_share(title: str, text: str) -> None:
        """Hand a text to the system's share sheet (a cancelled share is no error)."""
        data = js_object({"title": title, "text": text})
        window.navigator.share(data).catch(create_once_callable(lambda _e: None))

    @staticmethod
    def copy(words: str, done, failed) -> None:
        """Put `words` on the clipboard: then `done()`, or `failed()` if refused."""
        window.navigator.clipboard.writeText(words).then(
            create_once_callable(lambda _r: done()), create_once_callable(lambda _e: failed()))

    def set_text(self, ident: str, text: str) -> None:
        el = self.by_id(ident)
        if el is not None:
            el.textContent = text

    def select(self, ident: str) -> None:
        el = self.by_id(ident)
        if el is not None:
            el.select()
