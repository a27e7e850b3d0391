"""The game page with its engine held back, and the layout shifts it makes:
what the boot, shift and language tests share. `hold` keeps the engine's
archive (py/clever.zip) from arriving until `release`, so a test sees the
page as drawn before Python; SHIFTS, added as an init script, records every
layout shift from the first frame, and `jumps` lists the moves a player
would see."""

from __future__ import annotations

from page_helpers import open_game

ENGINE = "**/py/clever.zip"
# every layout shift's moved elements, from the page's first frame (PerformanceObserver)
SHIFTS = """window.moved = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    for (const s of entry.sources) {
      window.moved.push({node: s.node ? (s.node.id || s.node.nodeName) : "?",
        dx: s.currentRect.x - s.previousRect.x, dy: s.currentRect.y - s.previousRect.y});
    }
  }
}).observe({type: "layout-shift", buffered: true});"""


def jumps(page) -> list[dict]:
    """The elements that moved by more than 4 px in a layout shift so far (a count of
    shifts, not a time: the page is slow or fast, the count is the same)."""
    return page.evaluate("window.moved.filter(m => Math.max(Math.abs(m.dx), Math.abs(m.dy)) > 4)")


def hold(page) -> list:
    """Hold the engine (py/clever.zip) back: its requests collect in the list."""
    held = []
    page.route(ENGINE, lambda route: held.append(route))
    return held


def release(page, held) -> None:
    """Let the engine through once the page has asked for it: until then the
    page cannot have started anything on its own."""
    for _ in range(600):
        if held:
            break
        page.wait_for_timeout(50)
    assert held, "the page never asked for the engine"
    assert page.evaluate("document.documentElement.dataset.ready") is None
    for route in held:
        route.continue_()
    page.unroute(ENGINE)
    open_game(page)
    assert not page.errors, page.errors
