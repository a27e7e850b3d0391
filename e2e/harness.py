"""The browser tests' shared pages: booted once per module, reset per test.

A test used to open a fresh browser context, seed it with Python's memory
snapshot and boot the game in it. `Pages` keeps one warm context and page per
kind of page a module asks for (viewport, touch, language, date, where Python
runs) and hands it to the next test reset: the page goes to a page of the
site's origin where no Python runs (so nothing of the last test's game can
still write), its local and session storage are emptied (Cache Storage keeps
the snapshot), what the test wants stored is stored, and the page asked for is
opened and waited for. The app offers no way to mount itself again without a
boot, so each test still boots Python once, from the snapshot, in a context
whose HTTP cache already holds the runtime: as quick as a reload, and quicker
than a fresh warm context (docs/testing.md has the figures).

Tests of the first visit (boot, the snapshot, offline, updates, the worker
itself) keep contexts of their own (`browser.new_context`).

`BOOTS` counts the documents of the site loaded by any page of the run (each
page of the site boots Python, in the page or in its worker); conftest.py
prints the total at the end of the run.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from urllib.parse import urlsplit

import warm_start
from browser import READY_TIMEOUT_MS

LAPTOP = {"width": 1280, "height": 860}
PHONE = {"width": 375, "height": 667}
TURNED = {"width": 667, "height": 375}  # a phone turned sideways
NARROW = {"width": 320, "height": 568}  # the narrowest phones in use
VIEWPORTS = {"laptop": LAPTOP, "phone": PHONE, "turned": TURNED, "narrow": NARROW}
LOCALES = {"en": "en-GB", "de": "de-DE", "fr": "fr-FR"}  # a language, or a locale as it is

# documents of the site that boot no Python: the warm start's seed page
QUIET_PATHS = ("/" + warm_start.SEED_PAGE,)
BOOTS = {"count": 0, "retried": 0, "why": [], "profiles": 0}
# what boot.js says on the console when the page tries its start again
RETRY_NOTE = "The page starts its engine again after:"


def count_boots(context) -> None:
    """Count each document of a local site that `context` loads (a top page or
    a frame's), but the seed page: each one boots Python; and each boot the
    page itself tried again (boot.js), a test's on purpose or one that failed."""
    def on_request(request):
        if request.resource_type != "document" or not request.is_navigation_request():
            return
        parts = urlsplit(request.url)
        if parts.hostname == "127.0.0.1" and parts.path not in QUIET_PATHS:
            BOOTS["count"] += 1

    def on_console(message):
        if message.type == "warning" and message.text.startswith(RETRY_NOTE):
            BOOTS["retried"] += 1
            BOOTS["why"].append(message.text[len(RETRY_NOTE):].strip()[:160])
    context.on("request", on_request)
    context.on("console", on_console)


def install_boot_counter() -> None:
    """Make every context the tests open count its boots (idempotent)."""
    from playwright.sync_api import _generated as api

    if getattr(api.Browser, "_counting_boots", False):
        return
    new_context = api.Browser.new_context
    new_page = api.Browser.new_page

    def counted_context(self, *args, **kwargs):
        context = new_context(self, *args, **kwargs)
        BOOTS["profiles"] += 1
        count_boots(context)
        return context

    def counted_page(self, *args, **kwargs):
        page = new_page(self, *args, **kwargs)
        BOOTS["profiles"] += 1  # (a page of its own profile)
        count_boots(page.context)
        return page

    api.Browser.new_context = counted_context
    api.Browser.new_page = counted_page
    api.Browser._counting_boots = True


def error_text(error) -> str:
    """A page error with where it was thrown (its stack), for the failure's report."""
    return getattr(error, "stack", None) or str(error)


@dataclass(frozen=True)
class Kind:
    """What a shared page is: its context's options, fixed at its creation.
    Not its size: each test's is set on the page before it loads, so a
    module's laptop, desktop and window-size tests share one profile (a new
    profile costs more than a reset: an empty HTTP cache, Pyodide's
    WebAssembly compiled anew)."""
    touch: bool = False
    locale: str = "en-GB"
    day: str | None = None   # the date the page's clock says (window.cleverToday)
    timezone: str | None = None
    isolated: bool = True    # False: the site with no isolation headers, Python in the page
    profile: str = ""        # another name: another person's device of the same kind


@dataclass
class Shared:
    context: object
    page: object
    errors: list = field(default_factory=list)
    crashed: bool = False  # its renderer died: the next test gets a new profile


# the profiles kept open at once: each holds a booted Python, and a module
# with many kinds (languages, dates, phones) would otherwise keep them all
KEPT = 3

# the page's "ready" read through a selector, not a script: some pages' policy
# allows no script the test evaluates as a string
READY = "html[data-ready='true'], html[data-ready='error']"


class Pages:
    """The booted pages of one test module (see the module's docstring)."""

    def __init__(self, browser, site, page_site=None):
        self.browser = browser
        self.site = site
        self.page_site = page_site  # the same files with no isolation headers
        self.shared: dict[Kind, Shared] = {}
        self.watched: list[list[str]] = []  # the errors of the pages the test opened

    def kind(self, viewport="laptop", lang=None, day=None, timezone=None, touch=None,
             isolated=True, profile="") -> Kind:
        if touch is None:  # phones are touched, laptops clicked
            touch = isinstance(viewport, str) and viewport in ("phone", "turned", "narrow")
        return Kind(touch, LOCALES.get(lang, lang or "en-GB"), day, timezone, isolated, profile)

    @staticmethod
    def size(viewport="laptop", **_) -> tuple[int, int]:
        size = VIEWPORTS[viewport] if isinstance(viewport, str) else viewport
        return size["width"], size["height"]

    def url(self, kind: Kind) -> str:
        return (self.site if kind.isolated else self.page_site).url

    def _context(self, kind: Kind, size: tuple[int, int]) -> Shared:
        shared = self.shared.pop(kind, None)
        if shared is not None and not shared.page.is_closed() and not shared.crashed:
            self.shared[kind] = shared  # the last used, last
            return shared
        if shared is not None:  # the test closed it, or its renderer crashed
            self._close(shared)
        while len(self.shared) >= KEPT:  # the least lately used goes
            self._close(self.shared.pop(next(iter(self.shared))))
        width, height = size
        options = dict(viewport={"width": width, "height": height}, reduced_motion="reduce",
                       service_workers="block", locale=kind.locale, accept_downloads=True)
        if kind.touch:
            options.update(has_touch=True, is_mobile=True)
        if kind.timezone:
            options["timezone_id"] = kind.timezone
        context = warm_start.warm(self.browser.new_context(**options), self.url(kind))
        context.set_default_timeout(30_000)
        if kind.day:
            context.add_init_script(f"window.cleverToday = {kind.day!r};")
        page = context.new_page()
        shared = Shared(context, page)
        page.on("pageerror", lambda e: shared.errors.append(error_text(e)))
        page.on("crash", lambda _: setattr(shared, "crashed", True))
        self.shared[kind] = shared
        return shared

    def open(self, path: str | None = "", *, stored: dict | None = None, wait: bool = True,
             **kind) -> object:
        """The page `path` of the site (the game by default) on a shared page
        of that kind, as a fresh profile with `stored` (key: text) in its
        local storage has it; booted and ready unless `wait` is false. With
        `path` None the page stays on the site's origin with nothing booted,
        for the test to go where it likes."""
        key = self.kind(**kind)
        width, height = self.size(**kind)
        shared = self._context(key, (width, height))
        page, context = shared.page, shared.context
        for other in context.pages:  # a second tab the last test opened
            if other is not page:
                other.close()
        context.set_offline(False)
        context.unroute_all()
        page.unroute_all()
        if page.viewport_size != {"width": width, "height": height}:
            page.set_viewport_size({"width": width, "height": height})
        page.emulate_media(reduced_motion="reduce")
        url = self.url(key)
        page.goto(url + warm_start.SEED_PAGE)  # no Python runs here to write anything
        page.evaluate("""(stored) => {
            localStorage.clear();
            sessionStorage.clear();
            for (const [k, v] of Object.entries(stored)) localStorage.setItem(k, v);
        }""", stored or {})
        if not any(errors is shared.errors for errors in self.watched):
            shared.errors.clear()  # the last test's, checked then: this test's from now
            self.watched.append(shared.errors)
        page.errors = shared.errors
        page.site = url
        if path is None:
            return page
        page.goto(url + path)
        if wait:
            wait_booted(page)
        return page

    def tab(self, **kind) -> object:
        """A new tab, on nothing yet, in the shared profile of that kind: its
        caches warm and its storage cleared as open() leaves them, for a test
        that adds init scripts or routes of its own before it goes to a page
        (they go with the tab, which the next open() closes). Its errors
        count as the test's."""
        page = self.open(None, **kind)
        shared = self.shared[self.kind(**kind)]
        tab = page.context.new_page()
        # a renderer that died under the tab takes the profile with it: a
        # rerun of the test gets a new one, not the same trouble again
        tab.on("crash", lambda _: setattr(shared, "crashed", True))
        width, height = self.size(**kind)
        tab.set_viewport_size({"width": width, "height": height})
        tab.emulate_media(reduced_motion="reduce")
        tab.errors, tab.site = page.errors, page.site
        tab.on("pageerror", lambda e: tab.errors.append(error_text(e)))
        return tab

    def errors(self) -> list[str]:
        """The page errors of the test under way, on every page it opened;
        the count starts again for the next test."""
        seen = [error for errors in self.watched for error in errors]
        self.watched = []
        return seen

    def _close(self, shared: Shared) -> None:
        try:
            shared.context.close()
        except Exception:  # a context the test closed already
            pass

    def close(self) -> None:
        for shared in self.shared.values():
            self._close(shared)
        self.shared.clear()


def wait_booted(page, timeout: int = READY_TIMEOUT_MS) -> None:
    """Until the page is ready for input; its own words if its boot failed."""
    page.wait_for_selector(READY, state="attached", timeout=timeout)
    if page.get_attribute("html", "data-ready") != "true":
        status = page.locator("#status")
        said = status.inner_text() if status.count() else ""
        raise AssertionError(f"the page did not become ready: {said!r}")
