"""What the browser tests do in the game's pages (the fixtures are in
conftest.py): open and wait for a page, fill in the new-game form, play a
step or a whole game, read the page's data attributes, scan with axe-core,
keep a screenshot. Everything they do in the page is a click or a key press;
they only *read* the DOM (data attributes set by cleverweb/app.py) to decide
what to click next.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import harness  # noqa: E402
import settle  # noqa: E402
import warm_start  # noqa: E402
from browser import READY_OR_ERROR, READY_TIMEOUT_MS, Site, SiteHandler  # noqa: E402,F401

try:  # every action waits for the page's Python to have handled it (settle.py)
    settle.install()
except ImportError:  # no playwright: the browser tests fail or skip on their own
    pass

ARTIFACTS = ROOT / "e2e" / "artifacts"
AXE = ROOT / "web" / "node_modules" / "axe-core" / "axe.min.js"
KEY = "clever.session.v1"
READY_MS = READY_TIMEOUT_MS
PHONE, NARROW, DESKTOP = harness.PHONE, harness.NARROW, harness.LAPTOP
error_text = harness.error_text


def warm_context(browser, url: str, **options):
    """A new browser context (Playwright's `options`) as a returning player's
    browser is for the site at `url`: empty storage but for the memory
    snapshot of Python, so its pages boot from it instead of from nothing
    (warm_start.py). The tests of a first visit open theirs with
    browser.new_context."""
    return warm_start.warm(browser.new_context(**options), url)


# what a boot that did not get ready had done, for the failure's report: the
# page's data attributes, its performance marks (how far the boot got) and
# what its status line says (a boot that failed says why there)
BOOT_STATE = """() => ({data: {...document.documentElement.dataset},
    marks: performance.getEntriesByType('mark').map((m) => [m.name, Math.round(m.startTime)]),
    status: (document.getElementById('status') || {}).innerText})"""


def open_game(page, url=None):
    """Open (or, with no url, wait for) the game until it is ready for input.
    A boot that fails or hangs fails the test with what the page said: its
    state, and the errors and console errors seen meanwhile."""
    seen: list[str] = []
    on_error = lambda e: seen.append(f"pageerror: {error_text(e)}")  # noqa: E731
    on_console = lambda m: seen.append(f"console: {m.text}") if m.type == "error" else None  # noqa: E731
    page.on("pageerror", on_error)
    page.on("console", on_console)
    try:
        if url is not None:
            page.goto(url)
        try:
            page.wait_for_function(READY_OR_ERROR, timeout=READY_MS)
            ready = page.evaluate("document.documentElement.dataset.ready") == "true"
        except Exception as exc:
            if "Timeout" not in type(exc).__name__:
                raise
            ready = False
        if not ready:
            try:
                state = page.evaluate(BOOT_STATE)
            except Exception as why:
                state = f"(unreadable: {why})"
            raise AssertionError(f"the game did not get ready (limit {READY_MS} ms): "
                                 f"{state}; seen meanwhile: {seen}")
    finally:
        page.remove_listener("pageerror", on_error)
        page.remove_listener("console", on_console)
    page.wait_for_function("!!document.documentElement.dataset.screen")


def reload(page):
    page.reload()
    open_game(page)


def game_with(pages, stored: dict, **kind):
    """The game on a shared page of that kind, booted with `stored` (key:
    text) already in its local storage, as a player's device that holds them
    opens it: one page load, where opening the game first and then storing
    and reloading made two."""
    page = pages.open(wait=False, stored=stored, **kind)
    open_game(page)
    return page


def data(page, name: str) -> str:
    return page.evaluate(f"document.documentElement.dataset.{name} || ''")


def saved(page) -> dict | None:
    text = page.evaluate(f"localStorage.getItem('{KEY}')")
    return json.loads(text) if text else None


def shot(page, name: str) -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


def menu(page, selector: str) -> None:
    """Click the game menu's item `selector` (#btn-rules, "text=History"...):
    on a window under the two-column width the items are folded under "Menu",
    which is opened first, as a player does."""
    item = page.locator(f"{selector} >> visible=true")
    if not item.count():
        page.locator(".toolbar-summary >> visible=true").first.click()
    item.first.click()


def start_game(page, seats: list[tuple[str, str]], seed: int | None = None,
               undo: bool = True, variant: str | None = None, options=()) -> None:
    """Fill in the new-game screen and start (seats: (name, 'person' or
    'computer:LEVEL'), LEVEL one of beginner, skilled, expert, master;
    variant: the game's name, e.g. 'clever-4ever', None for the one shown;
    options: that game's table options to tick)."""
    if data(page, "screen") != "setup":
        menu(page, "#btn-menu-new")
    if variant is not None:
        page.click(f"#variant-{variant}")
    for option in options:
        page.check(f"#opt-{variant}-{option}")
    page.click(f"#count-{len(seats)}")
    for i, (name, kind) in enumerate(seats):
        page.fill(f"#seat-name-{i}", name)
        page.select_option(f"#seat-kind-{i}", kind)
    if seed is not None:
        page.fill("#seed", str(seed))
    if not undo:
        page.uncheck("#opt-undo")
    page.click("#start")
    page.wait_for_function("document.documentElement.dataset.screen !== 'setup'")


def wait_for_person(page, timeout=120_000) -> str:
    """Wait while a computer seat plays; returns the screen then shown."""
    page.wait_for_function(
        "(() => { const d = document.documentElement.dataset;"
        " return d.screen !== 'game' || d.busy !== 'true'; })()", timeout=timeout)
    return data(page, "screen")


# What a step of play reads before it decides what to click, in one round
# trip: the screen, the decision pending, the moves made so far, and how many
# usable dice there are.
STEP_STATE = """() => { const d = document.documentElement.dataset;
    return {screen: d.screen || '', busy: d.busy === 'true', moves: d.moves || '',
            pending: d.pending || '',
            usable: document.querySelectorAll('button.die.usable').length}; }"""


def step_state(page) -> dict:
    """The page as a step of play reads it, once no computer seat is playing."""
    state = page.evaluate(STEP_STATE)
    if state["screen"] == "game" and state["busy"]:
        wait_for_person(page)
        state = page.evaluate(STEP_STATE)
    return state


# Where a tap on the first element matching a selector lands: its centre,
# scrolled into the window first where it is not wholly in it, or why no
# tap can go there (none, disabled, another element over it).
TAP_POINT = """(selector) => {
    const el = document.querySelector(selector);
    if (!el) return 'missing';
    if (el.disabled || el.closest('[aria-disabled="true"]')) return 'disabled';
    let r = el.getBoundingClientRect();
    if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) {
        el.scrollIntoView({block: 'center', inline: 'center'});
        r = el.getBoundingClientRect();
    }
    if (!r.width || !r.height) return 'hidden';
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    const hit = document.elementFromPoint(x, y);
    return hit && (hit === el || el.contains(hit)) ? [x, y] : 'covered';
}"""


def tap(page, selector: str) -> None:
    """Click the first element matching `selector` with the mouse, as
    page.click does, in fewer round trips: the element is found, brought
    into the window and checked to be the one under the pointer in one call.
    Where it is not there yet, disabled, hidden or covered, page.click does
    it instead, with its waits and its own words if it cannot."""
    point = page.evaluate(TAP_POINT, selector)
    if isinstance(point, list):
        page.mouse.click(*point)
    else:
        page.locator(selector).first.click()


def play_step(page, state: dict | None = None) -> None:
    """Take one decision by clicking, the way a person would: the first thing
    the page offers (a highlighted bonus box, a usable die then its first box,
    the roll button, or give up / pass / end turn). `state`: step_state() as
    just read, if the caller has it."""
    state = state or step_state(page)
    screen = state["screen"]
    if screen == "handover":
        tap(page, "#btn-handover")
        return
    assert screen == "game", screen
    moves, kind = state["moves"], state["pending"]
    if kind == "roll":
        tap(page, "#btn-roll")
    elif kind == "bonus":
        tap(page, ".box.target")
    elif state["usable"]:
        tap(page, "button.die.usable")
        assert data(page, "selected")
        tap(page, ".box.target")
    else:
        click_give_up(page, kind)
    page.wait_for_function(f"document.documentElement.dataset.moves !== '{moves}'")


GIVE_UP = ("#btn-forfeit", "#btn-pass", "#btn-done")


def click_give_up(page, kind: str) -> None:
    """Give up the roll, pass, or end the turn: whichever the page offers."""
    ident = page.evaluate("(ids) => ids.find((id) => document.querySelector(id)) || ''",
                          list(GIVE_UP))
    assert ident, f"nothing to click for {kind}"
    tap(page, ident)


def tab_to(page, selector: str, limit: int = 150) -> bool:
    """Press Tab until an element matching `selector` has the focus."""
    for _ in range(limit):
        if page.evaluate(f"!!document.activeElement && "
                         f"document.activeElement.matches({json.dumps(selector)})"):
            return True
        page.keyboard.press("Tab")
    return False


def play_to_end(page, limit: int = 600, step=None) -> int:
    """Play until the game is over, a step at a time (`step(page, state)`,
    play_step by default); the number of steps taken."""
    step = step or play_step
    steps = 0
    while (state := step_state(page))["screen"] != "over":
        step(page, state)
        steps += 1
        assert steps < limit, "the game did not end"
    return steps


def axe_scan(page, label: str) -> list[dict]:
    """Run axe-core in the page; return the serious and critical violations."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        # evaluated by the test's driver, not added as a <script>: the pages'
        # policy allows no inline script, and the tests keep that policy on
        page.evaluate(AXE.read_text(encoding="utf-8") + "\n;undefined")
    result = page.evaluate("""async () => {
        const r = await axe.run(document, {resultTypes: ['violations']});
        return r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))}));
    }""")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / f"axe-{label}.json").write_text(json.dumps(result, indent=2))
    return [v for v in result if v["impact"] in ("serious", "critical")]
