"""Playing on a phone, upright (375x667) and turned (667x375), by touch, in
English, German and French: every box a chosen die can go in can be tapped,
never under the dice panel. Turned, the panel (339-367 px high in a 375 px
window) left a strip of 36 px of the sheet, so in a Clever 4Ever pick none of
a die's boxes could be tapped at any scroll position; upright, a tapped die's
boxes lay a screen further down with nothing to bring them up, and the pink
box of a black "?" stayed under the panel's controls at every position. At
the end of a game the result comes into view instead of the sheet where the
last move was made (it stayed 655 px above)."""

from __future__ import annotations

import page_helpers as ps
import pytest
from page_helpers import PHONE, data, start_game
from test_play_4ever import game_until
from test_play_4ever import session_json as session_4ever

import clever

TURNED = {"width": 667, "height": 375}
PHONES = {"upright": PHONE, "turned": TURNED}
LANGS = ("en", "de", "fr")

# Where a box is tapped: a grey part at one of its cells (an L-shaped part's
# middle may be outside it), a green triangle inside its half of the square
# (the square's middle is on the line it shares with the other), any other
# box at its middle. After the box has been scrolled to the middle of the
# window (`scroll`), or where the page put it: [id, what is drawn at that spot
# is the box itself, x, y].
SPOTS = """([scroll]) => [...document.querySelectorAll('#sheet-body .box.target')].map((box) => {
    const spot = box.querySelector('rect[data-cell]') || box.querySelector('.bg') || box;
    if (scroll) spot.scrollIntoView({block: 'center'});
    const r = spot.getBoundingClientRect();
    let fx = .5, fy = .5;
    if (box.classList.contains('tri')) {
        const lower = (box.dataset.box || '').startsWith('l');
        fx = lower ? .25 : .75; fy = lower ? .75 : .25;
    }
    const x = r.left + r.width * fx, y = r.top + r.height * fy;
    const inside = x >= 0 && x <= innerWidth && y >= 0 && y <= innerHeight;
    const hit = inside ? document.elementFromPoint(x, y) : null;
    return [box.id, !!hit && box.contains(hit), Math.round(x), Math.round(y)];
})"""

# an element (by selector) can be tapped where it is now: on screen, and what
# is drawn at its middle is the element
REACHED = """(sel) => { const el = document.querySelector(sel);
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    if (x < 0 || x > innerWidth || y < 0 || y > innerHeight) return false;
    return el.contains(document.elementFromPoint(x, y)); }"""

# every button of the panel, scrolled to (within the panel, if it scrolls on its
# own): [id, tappable there, width, height]
PANEL_BUTTONS = """() => [...document.querySelectorAll('#play .side button')]
    .filter((b) => b.getClientRects().length > 0).map((b) => {
        b.scrollIntoView({block: 'nearest'});
        const r = b.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return [b.id, b.contains(hit), Math.round(r.width), Math.round(r.height)]; })"""

# the smallest text the panel shows: [text, px]
SMALL_TEXT = """(least) => [...document.querySelectorAll('#play .side *')]
    .filter((el) => el.getClientRects().length > 0 && [...el.childNodes].some(
        (n) => n.nodeType === 3 && n.textContent.trim()))
    .map((el) => [el.textContent.trim().slice(0, 30), parseFloat(getComputedStyle(el).fontSize)])
    .filter(([, px]) => px < least)"""


@pytest.fixture(params=sorted(PHONES))
def phone(request, pages):
    """A phone held upright or turned, by touch, on the site, the game not
    opened yet: each test opens it with what it stores first (load)."""
    viewport = PHONES[request.param]
    page = pages.open(None, viewport=viewport, touch=True)
    page.viewport = viewport
    return page


def load(page, game, lang: str) -> None:
    """The game `game` on the page, in the language `lang` (opened, or
    opened again)."""
    page.evaluate("([k, v, lang]) => { localStorage.setItem(k, v);"
                  " localStorage.setItem('clever.lang', lang); }",
                  [ps.KEY, session_4ever(game), lang])
    ps.open_game(page, page.site)
    assert data(page, "screen") == "game"


def polish_pick():
    """A Clever 4Ever pick from the platter with polish to spend, and the
    platter's die that fits the most boxes."""
    def wanted(g):
        return g.pending.kind == "pick" and any(a.polish for a in g.legal_actions())

    def grey_first(g, acts):  # the grey start box gives a polish
        return next((a for a in acts if str(a) == "use grey grey r1c1"), acts[0])
    game = next(g for s in range(1, 200) if (g := game_until(s, wanted, grey_first)))
    acts = [a for a in game.legal_actions() if a.die and not a.polish]
    fits = {d: len({(a.area, a.box) for a in acts if a.die == d}) for d in {a.die for a in acts}}
    return game, max(sorted(fits), key=fits.get)


def check_targets(page, what: str) -> None:
    """The boxes lit up: one at least in sight where the page put them, each
    one tappable once scrolled to, never under the panel."""
    where = page.evaluate(SPOTS, [False])
    assert where, f"{what}: no box lit up"
    assert any(hit for _id, hit, _t, _b in where), f"{what}: none in sight: {where}"
    for ident, hit, x, y in page.evaluate(SPOTS, [True]):
        assert hit, f"{what}: {ident} under the panel at ({x}, {y})"


def check_panel(page, what: str) -> None:
    """Every control of the panel can be tapped (scrolled to), 24 px or more
    each way; its text 11 px or more; nothing wider than the screen."""
    buttons = page.evaluate(PANEL_BUTTONS)
    assert len(buttons) >= 3, (what, buttons)
    for ident, hit, w, h in buttons:
        assert hit and w >= 24 and h >= 24, (what, ident, hit, w, h)
    assert page.evaluate(SMALL_TEXT, 11) == [], what
    assert page.evaluate("document.documentElement.scrollWidth") <= page.viewport["width"], what


def tap_target(page) -> None:
    """Tap the last lit-up box where SPOTS says, once in the window's middle
    (the last one scrolled to)."""
    moves = data(page, "moves")
    ident, hit, x, y = page.evaluate(SPOTS, [True])[-1]
    assert hit, ident
    page.touchscreen.tap(x, y)
    page.wait_for_function(f"document.documentElement.dataset.moves !== '{moves}'")


def size(page) -> str:
    return f"{page.viewport['width']}x{page.viewport['height']}"


def test_a_platter_dies_boxes_can_be_tapped(phone):
    """A Clever 4Ever pick with polish: the white 4 fits six boxes (a grey part
    among them). Tapped, it stays in sight and so does one of its boxes at
    least; each box can be tapped, never under the panel, and so can polish,
    put back and pass."""
    page = phone
    game, die = polish_pick()
    for lang in LANGS:
        what = f"{size(page)} {lang}"
        load(page, game, lang)
        page.tap(f"#die-{die}")
        page.wait_for_function(f"document.documentElement.dataset.selected === '{die}'")
        assert page.locator(".box.target").count() >= 2, what
        assert page.evaluate(REACHED, f"#die-{die}"), what
        check_targets(page, what)
        check_panel(page, what)
        tap_target(page)


def test_the_box_of_a_black_question_bonus_can_be_tapped(phone):
    """Round 4's black "?" in Clever 4Ever: with its area (pink) and its value
    chosen among the panel's many buttons, pink's box is in sight and can be
    tapped (it stayed under the panel's controls: only "Enter" reached it)."""
    page = phone
    game = next(g for s in range(1, 200) if (g := game_until(
        s, lambda g: g.pending.kind == "bonus" and g.pending.bonus == ("black",))))
    value = min(a.value for a in game.legal_actions() if a.area == "pink")
    for lang in LANGS:
        what = f"{size(page)} {lang}"
        load(page, game, lang)
        page.tap("#btn-area-pink")
        page.tap(f"#btn-value-{value}")
        page.wait_for_function("document.querySelectorAll('.box.target').length === 1")
        check_targets(page, what)
        check_panel(page, what)
        tap_target(page)


def nearly_over(seed: int, left: int = 3):
    """A solo game of That's Pretty Clever `left` decisions from its end (the
    engine's first choice each time)."""
    game = clever.new_game(["Ann"], seed=seed)
    while not game.is_over:
        game.apply(game.legal_actions()[0])
    total = len(game.history)
    game = clever.new_game(["Ann"], seed=seed)
    for _ in range(total - left):
        game.apply(game.legal_actions()[0])
    return game


def test_the_result_comes_into_view_when_the_game_ends(phone):
    """The last moves made far down the sheet: when the game ends, the winner
    and the score table are in the window (they stayed a screen above)."""
    page = phone
    load(page, nearly_over(seed=12), "en")
    for _ in range(20):
        if ps.wait_for_person(page) == "over":
            break
        page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
        ps.play_step(page)
    assert data(page, "screen") == "over"
    for sel in ("#over-title", "#winner"):
        assert page.evaluate(REACHED, sel), (size(page), sel)
    top = page.locator("#scoreboard").bounding_box()["y"]
    assert 0 <= top < page.viewport["height"], (size(page), top)


def test_every_die_of_a_roll_shows_its_boxes(phone):
    """That's Pretty Clever's first roll: each die tapped in turn shows its
    boxes (up to seven, over several areas), one at least in sight and each
    one tappable, never under the panel; the die goes back with a tap."""
    page = phone
    page.evaluate("localStorage.setItem('clever.lang', 'en')")
    ps.open_game(page, page.site)
    start_game(page, [("Ann", "person")], seed=5, variant="pretty-clever")
    page.tap("#btn-roll")
    page.wait_for_function("document.documentElement.dataset.pending !== 'roll'")
    dice = page.eval_on_selector_all("button.die.usable", "els => els.map(e => e.id)")
    assert len(dice) >= 4, dice
    seen = 0
    for ident in dice:
        what = f"{size(page)} {ident}"
        page.tap(f"#{ident}")
        page.wait_for_function("document.documentElement.dataset.selected !== ''")
        assert page.evaluate(REACHED, f"#{ident}"), what
        check_targets(page, what)
        seen += page.locator(".box.target").count()
        page.tap("#btn-deselect")
        page.wait_for_function("document.documentElement.dataset.selected === ''")
    assert seen >= 10, seen


def test_boxes_stay_tappable_when_the_phone_is_turned(pages):
    """A die chosen with the phone upright, then the phone turned sideways and
    back: its boxes can still be tapped, each one scrolled to, in both
    positions (the room kept for the panel above the sheet goes with it)."""
    page = pages.open(None, viewport=PHONE, touch=True)
    game, die = polish_pick()
    load(page, game, "en")
    page.tap(f"#die-{die}")
    page.wait_for_function(f"document.documentElement.dataset.selected === '{die}'")
    for viewport in (TURNED, PHONE):
        page.set_viewport_size(viewport)
        page.wait_for_timeout(100)   # the page takes in the new size
        for ident, hit, x, y in page.evaluate(SPOTS, [True]):
            assert hit, (viewport, ident, x, y)
