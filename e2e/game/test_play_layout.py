"""The game's layout in real Chromium: on a laptop
screen (1280x800) every box a selected die can go in is in the window without
scrolling, for both games; on a phone the dice are never under the sticky
prompt, also scrolled down the sheet, and a long name never pushes them off a
narrow phone; nothing moves during a turn; the final scoreboard shows all its
columns on a phone; no engine box id in the text."""

from __future__ import annotations

import json
import random
import re

import page_helpers as ps
import pytest
from page_helpers import NARROW, PHONE, data, menu, play_step, start_game
from test_play_feel import session_json

import clever

LAPTOP = {"width": 1280, "height": 800}
TURNED = {"width": 667, "height": 375}  # a phone turned sideways: the sheet beside the dice
GAMES = ("pretty-clever", "clever-4ever")


def new_page(pages, viewport, touch=False):
    """The module's shared page of that size, reset, on the game, ready."""
    page = pages.open(viewport=viewport, touch=touch, wait=False)
    ps.open_game(page)
    return page


def start(page, variant: str, seats=(("Ann", "person"),), seed: int = 5) -> None:
    if data(page, "screen") != "setup":
        menu(page, "#btn-menu-new")
    page.click(f"#variant-{variant}")
    start_game(page, list(seats), seed=seed)


def targets_outside(page) -> list:
    """The lit-up boxes not wholly inside the window."""
    return page.eval_on_selector_all(".box.target", """els => els.map(e => {
        const r = e.getBoundingClientRect();
        return [e.id, Math.round(r.top), Math.round(r.bottom)]; })
        .filter(([id, top, bottom]) => top < 0 || bottom > window.innerHeight)""")


# ----------------------------------------------------------------------
# 4. a laptop screen: every target of every die in the window, in both games

def test_every_target_of_a_selected_die_is_in_a_laptop_window(pages):
    page = new_page(pages, LAPTOP)
    for variant in GAMES:
        start(page, variant)
        seen = 0
        for _ in range(3):   # three rolls: the dice and their targets vary
            page.click("#btn-roll")
            page.wait_for_function("document.documentElement.dataset.pending !== 'roll'")
            dice = page.locator("button.die.usable")
            for i in range(dice.count()):
                dice.nth(i).click()
                assert data(page, "selected")
                seen += page.locator(".box.target").count()
                assert not targets_outside(page), (variant, i, targets_outside(page))
                assert page.evaluate("scrollY") == 0
                page.click("#btn-deselect")
            if page.locator("button.die.usable").count():
                play_step(page)
            else:
                ps.click_give_up(page, data(page, "pending"))
            # on to the next roll of the turn (or the next turn)
            while data(page, "pending") not in ("roll", "none"):
                play_step(page)
        assert seen > 10, variant
        # the roll button and the prompt are in the window too
        assert page.locator("#btn-roll").evaluate(
            "e => e.getBoundingClientRect().bottom <= window.innerHeight")


def test_targets_in_a_laptop_window_also_below_the_seat_tabs(pages):
    """A hot-seat game puts the seats' tabs above the sheet: it still fits."""
    page = new_page(pages, LAPTOP)
    start(page, "clever-4ever", seats=(("Ann", "person"), ("Bea", "person")), seed=8)
    page.click("#btn-handover")
    assert page.locator("#tab-1").is_visible()
    page.click("#btn-roll")
    page.wait_for_function("document.documentElement.dataset.moves === '1'")
    dice = page.locator("button.die.usable")
    assert dice.count()
    for i in range(dice.count()):
        dice.nth(i).click()
        assert page.locator(".box.target").count()
        assert not targets_outside(page), (i, targets_outside(page))
        page.click("#btn-deselect")


# ----------------------------------------------------------------------
# 3. a phone: the dice stay in view, below the prompt, however far the sheet
#    is scrolled

def test_a_long_name_leaves_the_platters_dice_on_a_narrow_phone(pages):
    """A zone named for a player ("MaximilianAlexander's die fields") widened
    the dice table past a 320 px phone: during the other player's pick the
    silver platter's dice lay off the screen's right edge, out of a tap's reach."""
    names = ["MaximilianAlexander", "Bartholomäus Müller"]
    game = clever.new_game(names, seed=6, variant="clever-4ever")
    while game.pending.kind != "pick":
        game.apply(game.legal_actions()[0])
    saved = json.loads(session_json(game, [{"name": n, "kind": "person"} for n in names]))
    saved["viewer"] = game.pending.player  # the picking player holds the device
    page = ps.game_with(pages, {ps.KEY: json.dumps(saved)}, viewport=NARROW, touch=True)
    assert (data(page, "screen"), data(page, "pending")) == ("game", "pick")
    assert page.evaluate("document.documentElement.scrollWidth") <= NARROW["width"]
    dice = page.eval_on_selector_all("button.die.usable", """els => els.map(d => {
        d.scrollIntoView({block: 'center'});
        const r = d.getBoundingClientRect();
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return [d.id, Math.round(r.left), Math.round(r.right), d.contains(hit)]; })""")
    assert dice, "no die to pick"
    for ident, left, right, reached in dice:
        assert 0 <= left and right <= NARROW["width"] and reached, (ident, left, right)


def test_dice_are_never_under_the_prompt_on_a_phone(pages):
    page = new_page(pages, PHONE, touch=True)
    start(page, "clever-4ever")
    page.click("#btn-roll")
    page.wait_for_function("document.documentElement.dataset.moves === '1'")
    height = page.evaluate("document.documentElement.scrollHeight")
    for y in (0, 300, 900, height):
        page.evaluate(f"window.scrollTo(0, {y})")
        page.wait_for_function(f"Math.abs(scrollY - Math.min({y}, "
                               "document.documentElement.scrollHeight - innerHeight)) < 2")
        prompt = page.locator("#prompt").bounding_box()
        assert prompt["y"] >= -1, (y, prompt)
        for i in range(6):
            box = page.locator("button.die").nth(i).bounding_box()
            # on screen, and what is drawn at its centre is the die itself
            assert box["y"] >= prompt["y"] + prompt["height"] - 1, (y, i, box)
            assert box["y"] + box["height"] <= PHONE["height"], (y, i, box)
            assert page.evaluate(
                f"""(() => {{ const b = document.querySelectorAll('button.die')[{i}];
                const r = b.getBoundingClientRect();
                const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
                return b.contains(hit); }})()"""), (y, i)
    # and a die can be chosen from down there: its box is lit up on the sheet
    page.locator("button.die.usable").first.click()
    assert page.locator(".box.target").count()


# ----------------------------------------------------------------------
# 8. nothing moves during a turn: the sheet and the dice zones stay put
#    through messages, selections and rolls

SPOTS = ("#sheet-svg", "#table .z-rolled", "#table .z-fields", "#table .z-platter")


def spots(page) -> dict:
    out = {}
    for sel in SPOTS:
        box = page.locator(sel).bounding_box()
        out[sel] = (round(box["x"]), round(box["y"]), round(box["width"]))
    return out


def test_nothing_moves_during_a_turn(pages):
    page = new_page(pages, LAPTOP)
    for variant in GAMES:
        start(page, variant, seed=11)
        first = spots(page)
        page.click("#btn-roll")
        page.wait_for_function("document.documentElement.dataset.moves === '1'")
        seen = [spots(page)]
        die = page.locator("button.die.usable").first
        die.click()
        # a refused click writes a message
        page.locator(".box.open:not(.target)").first.click(force=True)
        page.wait_for_function("document.getElementById('message').textContent !== ''")
        seen.append(spots(page))
        page.click("#btn-deselect")
        seen.append(spots(page))
        for _ in range(2):
            play_step(page)
            seen.append(spots(page))
        for now in seen:
            for sel in SPOTS:
                dx = abs(now[sel][0] - first[sel][0])
                dy = abs(now[sel][1] - first[sel][1])
                assert dx <= 4 and dy <= 4, (variant, sel, first[sel], now[sel])


# ----------------------------------------------------------------------
# 9. no permanent "Ready." in the header once the game can be played

def test_no_ready_word_left_in_the_header(play_page):
    page = play_page
    status = page.locator("#status")
    assert "Ready" not in (status.inner_text() if status.is_visible() else "")


# ----------------------------------------------------------------------
# 7. no engine box id (r1c4, l1, u1...) in any text a player sees

BOX_ID = re.compile(r"\b(r\d+c\d+|[lu]\d+)\b")


def test_no_engine_box_ids_in_visible_text(pages):
    page = new_page(pages, LAPTOP)
    texts = []
    for variant in GAMES:
        start(page, variant, seed=3)
        for _ in range(12 if variant == "pretty-clever" else 3):
            if data(page, "pending") == "choose" and \
                    page.locator("button.die.usable").count():
                page.locator("button.die.usable").first.click()
                # a refused click names the box
                page.locator(".box.open:not(.target)").first.click(force=True)
                texts.append(page.inner_text("#play"))
                page.click("#btn-deselect")
                if page.locator("#btn-suggest").count():   # the hint names its box
                    page.click("#btn-suggest")
                    page.wait_for_function("document.getElementById('message')"
                                           ".textContent.startsWith('Suggested: ')")
                    texts.append(page.inner_text("#play"))
            play_step(page)
            texts.append(page.inner_text("#play"))
        if not page.locator("#log-panel").is_visible():
            menu(page, "#btn-log")
        texts.append(page.inner_text("#play"))
    for text in texts:
        assert not BOX_ID.search(text), BOX_ID.search(text).group(0)


# ----------------------------------------------------------------------
# 5. a phone: the final scoreboard shows every column, in legible text

# the longest name a seat takes (20 letters, no space to break at)
NAMES = ("Ann", "Bea", "Cy", "MaximilianAlexander")


def finished(variant: str, seed: int = 31):
    game = clever.new_game(list(NAMES), seed=seed, variant=variant)
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_scoreboard_shows_every_column_on_a_phone(pages):
    """Every column on screen, a 20-letter name included (it pushed the totals
    out of sight): on a 375 px phone and on the 360 px of most Android phones."""
    for variant in GAMES:
        seats = [{"name": n, "kind": "person"} for n in NAMES]
        text = session_json(finished(variant), seats)
        page = ps.game_with(pages, {ps.KEY: text}, viewport=PHONE, touch=True)
        assert data(page, "screen") == "over"
        for width in (PHONE["width"], 360):
            page.set_viewport_size({"width": width, "height": PHONE["height"]})
            scoreboard_fits(page, variant, width)
        page.set_viewport_size(PHONE)


def scoreboard_fits(page, variant: str, width: int) -> None:
    table = page.locator("#scoreboard")
    wrap = table.evaluate("t => [t.scrollWidth, t.parentElement.clientWidth]")
    assert wrap[0] <= wrap[1], (variant, width, wrap)   # nothing scrolled out of sight
    # every cell on screen, in text of at least 11 px
    cells = table.evaluate("""t => [...t.querySelectorAll('th, td')].map(c => {
        const r = c.getBoundingClientRect();
        return [c.innerText, r.left, r.right, parseFloat(getComputedStyle(c).fontSize)];
        })""")
    for text_, left, right, size in cells:
        assert left >= 0 and right <= width, (variant, width, text_, left, right)
        assert size >= 11, (variant, text_, size)
    # the columns still say what they are to a screen reader
    header = table.locator("thead").text_content()
    assert "Purple" in header or "Pink" in header
    assert "Foxes" in header and "Total" in header
    assert "MaximilianAlexander" in table.text_content()


@pytest.mark.parametrize("phone", [PHONE, TURNED], ids=["upright", "turned"])
def test_figures_inside_boxes_are_legible_on_a_phone(pages, phone):
    """Green's thresholds and orange's x2/x3 at 11 px or more, inside their box."""
    page = new_page(pages, phone, touch=True)
    start(page, "pretty-clever")
    sizes = page.eval_on_selector_all("#sheet-body .thr, #sheet-body .mult", """els =>
        els.map(e => {
          const size = parseFloat(getComputedStyle(e).fontSize) * e.getScreenCTM().a;
          const t = e.getBoundingClientRect();
          const b = e.closest('.box').querySelector('.bg').getBoundingClientRect();
          const inside = t.left >= b.left - 1 && t.right <= b.right + 1
            && t.top >= b.top - 1 && t.bottom <= b.bottom + 1;
          return [e.textContent, size, inside]; })""")
    assert len(sizes) >= 11 + 4          # green's 11 thresholds, orange's x2 x2 x2 x3
    for text, size, inside in sizes:
        assert size >= 11, (text, size)
        assert inside, text


@pytest.mark.parametrize("phone", [PHONE, TURNED], ids=["upright", "turned"])
def test_every_box_is_a_finger_wide_on_a_phone(pages, phone):
    """Every open box of both sheets is at least 24 px wide and high (purple's
    were 23 px)."""
    page = new_page(pages, phone, touch=True)
    for variant in GAMES:
        start(page, variant)
        small = page.eval_on_selector_all("#sheet-body .box.open .bg", """els =>
            els.map(e => { const r = e.getBoundingClientRect();
              return [e.closest('.box').id, r.width, r.height]; })
            .filter(([id, w, h]) => w < 24 || h < 24)""")
        assert not small, (variant, small[:5])
