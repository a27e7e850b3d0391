"""How the game feels in real Chromium: a double click on "Roll the
dice" never spends a reroll, "New solo game" asks before it ends a game in
progress, the keyboard focus goes on to the next control, the hint reads as a
hint and points at its die and box, the end of a turn is shown and explained,
the rules can be closed from where they open, a tap on a lit box is shown
taken in the next frame, before the game's redraw. And under CI the play tests
fail, never skip, when Chromium is missing."""

from __future__ import annotations

import contextlib
import json
import os
import random
import re
import subprocess
import sys

import page_helpers as ps
import settle
from page_helpers import KEY, PHONE, data, menu, play_step, saved, start_game

import clever

NEXT_CONTROL = ("#btn-roll, button.die.usable, .box.target, #btn-confirm, #btn-forfeit, "
                "#btn-done, #btn-pass")


def count_presses(page) -> None:
    """Count the presses the page receives (window.presses: pointer releases),
    so a test can check that a second press reached the page before it checks
    what it did. Not clicks: where the first press has already been answered,
    the button under the second is gone, and the browser sends no click."""
    page.evaluate("window.presses = 0; addEventListener('pointerup', "
                  "() => { window.presses += 1; }, true)")


def focus_matches(page, selector: str) -> bool:
    return page.evaluate(f"!!document.activeElement && "
                         f"document.activeElement.matches({json.dumps(selector)})")


def session_json(game, seats=None) -> str:
    return json.dumps({"format": "clever-session", "version": 1,
                       "game": json.loads(game.to_json()),
                       "seats": seats or [{"name": "Ann", "kind": "person"}],
                       "undo": True, "selected": None, "viewer": 0})


# ----------------------------------------------------------------------
# 1. a double click on "Roll the dice" rolls once

def test_double_click_on_roll_does_not_spend_the_reroll(play_page):
    page = play_page
    start_game(page, [("Ann", "person")], seed=2024)
    assert data(page, "pending") == "roll"
    count_presses(page)
    page.dblclick("#btn-roll")                     # settled: both presses handled
    assert page.evaluate("window.presses") == 2
    assert data(page, "moves") == "1"
    assert saved(page)["game"]["actions"] == ["roll"]
    assert page.inner_text("#btn-reroll") == "Reroll (1 left)"


def test_double_tap_on_roll_does_not_spend_the_reroll(pages):
    page = pages.open(viewport=PHONE, touch=True)
    ps.open_game(page)
    start_game(page, [("Ann", "person")], seed=2024)
    box = page.locator("#btn-roll").bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    count_presses(page)
    with settle.together(page):  # a double tap: no wait for the worker between
        page.touchscreen.tap(x, y)
        page.touchscreen.tap(x, y)
    assert page.evaluate("window.presses") == 2
    assert data(page, "moves") == "1"
    assert saved(page)["game"]["actions"] == ["roll"]


# ----------------------------------------------------------------------
# 2. "New solo game" in the header asks before it ends a game in progress

def test_new_solo_game_asks_before_ending_a_hot_seat_game(play_page):
    page = play_page
    start_game(page, [("Ann", "person"), ("Bea", "person")], seed=5)
    page.click("#btn-handover")
    page.click("#btn-roll")
    before = saved(page)
    page.click("#new-game")
    dialog = page.locator("#confirm-new")
    assert dialog.is_visible()
    assert "Ann" in dialog.inner_text() and "Bea" in dialog.inner_text()
    # keeping the game changes nothing
    page.get_by_role("button", name="Keep playing").click()
    assert not dialog.is_visible()
    assert data(page, "screen") == "game" and data(page, "moves") == "1"
    assert saved(page) == before
    # Escape keeps it too
    page.click("#new-game")
    assert dialog.is_visible()
    page.keyboard.press("Escape")
    assert not dialog.is_visible()
    assert saved(page) == before
    # and confirming starts the solo game
    page.click("#new-game")
    page.get_by_role("button", name="End it and start a solo game").click()
    assert data(page, "screen") == "game" and data(page, "moves") == "0"
    assert saved(page)["seats"] == [{"name": "You", "kind": "person"}]


def test_new_game_menu_offers_a_way_back_to_the_game(play_page):
    page = play_page
    page.click("#btn-quick-solo")
    page.click("#btn-roll")
    before = saved(page)
    menu(page, "#btn-menu-new")
    assert data(page, "screen") == "setup"
    page.click("#btn-back-to-game")
    assert data(page, "screen") == "game" and data(page, "moves") == "1"
    assert saved(page) == before


# ----------------------------------------------------------------------
# 6. the keyboard focus goes on to the next control

def test_focus_moves_on_after_entering_a_die_with_enter(play_page):
    page = play_page
    start_game(page, [("Ann", "person")], seed=2024)
    page.focus("#btn-roll")
    page.keyboard.press("Enter")
    page.wait_for_function("document.documentElement.dataset.moves === '1'")
    assert focus_matches(page, "button.die.usable")
    page.keyboard.press("Enter")
    assert data(page, "selected")
    assert focus_matches(page, ".box.target, #btn-confirm")
    page.keyboard.press("Enter")
    page.wait_for_function("document.documentElement.dataset.moves === '2'")
    assert focus_matches(page, NEXT_CONTROL), page.evaluate(
        "document.activeElement.tagName + '#' + document.activeElement.id")
    # and one more Enter carries on from there
    if data(page, "pending") == "roll":
        page.keyboard.press("Enter")
        page.wait_for_function("document.documentElement.dataset.moves === '3'")


# ----------------------------------------------------------------------
# 7. players' words; the hint reads as a hint and shows its die and box

def test_seat_names_and_points_in_players_words(play_page):
    page = play_page
    start_game(page, [("You", "person"), ("Computer", "computer:beginner")], seed=7)
    ps.wait_for_person(page)
    assert "Computer (computer)" not in page.inner_text("#tab-1")
    sheet = page.locator("#sheet-body").text_content()
    assert " pts" not in sheet
    assert "0 points" in sheet


def test_hint_is_not_shown_as_an_error_and_marks_its_die_and_box(play_page):
    page = play_page
    start_game(page, [("Ann", "person")], seed=2024)
    page.click("#btn-roll")
    page.locator("button.die.usable").first.click()
    page.locator(".box.open:not(.target)").first.click(force=True)   # refused
    error = page.eval_on_selector("#message", "e => getComputedStyle(e).color")
    page.click("#btn-deselect")
    page.click("#btn-suggest")
    page.wait_for_function(
        "document.getElementById('message').textContent.startsWith('Suggested: ')")
    style = page.eval_on_selector("#message", "e => getComputedStyle(e).color")
    assert style != error
    # the suggested die and box are marked on the table and the sheet, not only in words
    die = page.locator("#table button.die.suggested")
    assert die.count() == 1
    assert "suggested" in die.get_attribute("aria-label")
    assert page.locator("#sheet-body .box.suggested").count() == 1
    # and the mark goes away with the next move
    play_step(page)
    assert page.locator(".suggested").count() == 0


def no_die_position(seed: int = 1):
    """A solo game at a roll none of whose dice can be entered (engine play)."""
    rng = random.Random(seed)
    for attempt in range(200):
        game = clever.new_game(["Ann"], seed=seed * 1000 + attempt)
        while not game.is_over:
            p = game.pending
            legal = game.legal_actions()
            if p.kind == "choose" and not any(a.kind == "use" for a in legal):
                return game
            game.apply(rng.choice(legal))
    raise AssertionError("no such position found")


def test_hint_to_give_up_a_roll_is_in_words(pages):
    page = ps.game_with(pages, {KEY: session_json(no_die_position())})
    assert data(page, "pending") == "choose"
    page.click("#btn-suggest")
    page.wait_for_function(
        "document.getElementById('message').textContent.startsWith('Suggested: ')")
    text = page.inner_text("#message")
    assert not re.match(r"Suggested: (forfeit|reroll)\b", text), text
    assert re.match(r"Suggested: (give up this roll|use a reroll)", text), text


# ----------------------------------------------------------------------
# 9. the rules close from where they open; the end of a turn is shown and said

def test_rules_have_a_close_button_in_view(play_page):
    page = play_page
    menu(page, "#btn-rules")
    close = page.locator("#rules-dialog").get_by_role("button", name=re.compile("^Close"))
    assert close.first.is_visible()
    assert close.first.evaluate(
        "e => { const r = e.getBoundingClientRect();"
        " return r.top >= 0 && r.bottom <= window.innerHeight; }")
    close.first.click()
    assert not page.locator("#rules-dialog").is_visible()


def six_first_seed():
    """A seed whose first roll has one 6, which can be entered."""
    for seed in range(1, 1000):
        game = clever.new_game(["Ann"], seed=seed)
        game.apply("roll")
        sixes = [d["die"] for d in game.dice() if d["face"] == 6]
        if len(sixes) == 1 and any(a.kind == "use" and a.die == sixes[0]
                                   for a in game.legal_actions()):
            return seed, sixes[0]
    raise AssertionError("no seed found")


def test_taking_a_six_first_says_why_the_turn_ended(play_page):
    page = play_page
    seed, die = six_first_seed()
    start_game(page, [("Ann", "person")], seed=seed)
    page.click("#btn-roll")
    page.click(f"#die-{die}")
    if page.locator("#btn-confirm").count():
        page.click("#btn-confirm")
    else:
        page.locator(".box.target").first.click()
    page.wait_for_function("document.documentElement.dataset.moves === '2'")
    message = page.inner_text("#message").lower()
    assert "no dice" in message and "roll" in message, message
    # the 6 is still on show, with its number, until the next step
    assert page.locator(f"#table [aria-label^='{die} die, 6']").count() == 1


def test_dice_stay_shown_after_the_third_choice(play_page):
    page = play_page
    start_game(page, [("Ann", "person")], seed=2024)
    last = None
    for _ in range(20):
        if data(page, "pending") == "roll" and "passive" in page.inner_text("#prompt"):
            break
        if data(page, "pending") == "choose" and page.locator("button.die.usable").count():
            label = page.locator("button.die.usable").first.get_attribute("aria-label")
            last = label.split(", ")[:2]    # e.g. ["green die", "5"]
        play_step(page)
    else:
        raise AssertionError("the turn did not end")
    assert last is not None
    shown = page.eval_on_selector_all("#table [aria-label]", "els => els.map(e => e.ariaLabel)")
    assert any(t.startswith(", ".join(last)) for t in shown), (last, shown)
    # the next step (the passive roll) clears them
    page.click("#btn-roll")
    assert not page.locator("#table .last-turn").count()


# ----------------------------------------------------------------------
# CI never passes by skipping the play tests

def test_play_tests_fail_under_ci_without_chromium(tmp_path):
    module = ps.ROOT / "e2e" / "game" / "test_play.py"
    test = f"{module}::test_reload_mid_turn_resumes_identical_state"
    env = dict(os.environ, CHROMIUM=str(tmp_path / "no-chromium"))

    def run(ci: str | None):
        e = dict(env)
        e.pop("CI", None)
        if ci is not None:
            e["CI"] = ci
        # one process (-n 0): xdist's workers would only add their start-up
        return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                               "-n", "0", test], cwd=ps.ROOT, env=e, capture_output=True,
                              text=True, timeout=300)

    under_ci = run("true")
    assert under_ci.returncode != 0, under_ci.stdout
    assert "no Chromium" in under_ci.stdout
    local = run(None)
    assert local.returncode == 0 and "1 skipped" in local.stdout, local.stdout


# ----------------------------------------------------------------------
# 3. Phone: after "Start game" (pressed low on the form) the rolled dice are
#    in view, not hidden under the sticky prompt bar

def test_rolled_dice_are_visible_after_starting_on_a_phone(pages):
    page = pages.open(viewport=PHONE, touch=True)
    ps.open_game(page)
    start_game(page, [("Ann", "person")], seed=7)   # Start is pressed low on the form
    page.click("#btn-roll")
    page.wait_for_function("document.documentElement.dataset.moves === '1'")
    bar = page.locator("#prompt").bounding_box()   # the sticky prompt above the dice
    viewport_h = page.viewport_size["height"]
    dice = page.locator("button.die")
    assert dice.count() == 6
    for i in range(6):
        box = dice.nth(i).bounding_box()
        # wholly below the sticky prompt and above the bottom of the screen
        assert box["y"] >= bar["y"] + bar["height"] - 1, (i, box, bar)
        assert box["y"] + box["height"] <= viewport_h, (i, box, viewport_h)


# ----------------------------------------------------------------------
# A tap on a lit box is answered in the next frame, before the game's redraw

# Keeps the game from hearing the page's clicks and keys (stopped on their way
# to #play, where its handlers listen) and holds the page's count of the
# events Python is still handling (python-worker.js counts each listener's
# promise) until `hearAgain()`: as while a Web Worker works on a tap, what
# the page shows meanwhile is its own answer.
DEAF = """() => {
  let letGo;
  const held = new Promise((resolve) => { letGo = resolve; });
  const stop = (event) => { event.stopPropagation(); return held; };
  const play = document.getElementById('play');
  for (const kind of ['click', 'keydown']) play.addEventListener(kind, stop, true);
  window.hearAgain = () => {
    for (const kind of ['click', 'keydown']) play.removeEventListener(kind, stop, true);
    letGo();
  };
}"""

# what the next painted frame shows of the sheet's lit boxes: each one's id,
# whether it is the one taken, and its outline's width and dashes
NEXT_FRAME = """() => new Promise((resolve) => requestAnimationFrame(() => resolve(
  [...document.querySelectorAll('#sheet-body .box.target')].map((box) => {
    const bg = getComputedStyle(box.querySelector('.bg'));
    return [box.id, box.classList.contains('tapped'), bg.strokeWidth, bg.strokeDasharray];
  }))))"""


def lit_boxes(page, seed: int = 5) -> list[str]:
    """A solo game at its first choice, a die picked: the ids of its lit boxes."""
    start_game(page, [("Ann", "person")], seed=seed)
    page.click("#btn-roll")
    page.wait_for_function("document.documentElement.dataset.pending === 'choose'")
    page.locator("button.die.usable").first.click()
    page.wait_for_function("document.documentElement.dataset.selected !== ''")
    return page.eval_on_selector_all("#sheet-body .box.target", "els => els.map(e => e.id)")


@contextlib.contextmanager
def deaf(page):
    """The game deaf to the page's clicks and keys, and Python counted busy
    (DEAF), until the block ends; the inputs meanwhile do not wait for Python
    (settle.py), which is not told of them."""
    page.evaluate(DEAF)
    page._settle_held = True
    try:
        yield
    finally:
        page._settle_held = False
        page.evaluate("window.hearAgain()")
        settle.settle(page)


def test_a_tap_on_a_lit_box_shows_it_taken_in_the_next_frame(play_page):
    page = play_page
    boxes = lit_boxes(page)
    assert len(boxes) >= 2, boxes
    moves = data(page, "moves")
    with deaf(page):
        page.click(f"#{boxes[0]}")
        frame = page.evaluate(NEXT_FRAME)
        taken = [b for b in frame if b[1]]
        assert [b[0] for b in taken] == [boxes[0]], frame
        # not by colour alone: the box taken is ringed solid and wide, the
        # other lit boxes lose their dashed ring
        assert taken[0][2] == "4px" and taken[0][3] == "none", taken
        assert all(b[2] == "1.2px" and b[3] == "none" for b in frame if not b[1]), frame
        # a second tap before the game answers is the game's to answer
        page.click(f"#{boxes[1]}")
        assert [b[0] for b in page.evaluate(NEXT_FRAME) if b[1]] == [boxes[0]]
        assert data(page, "moves") == moves  # the page decided nothing itself
    # Python done without a redraw: the page's answer goes, the boxes light again
    page.wait_for_function("!document.querySelector('.sheet-svg .tapped, .sheet-svg.answering')")
    assert all(b[3] != "none" for b in page.evaluate(NEXT_FRAME))
    # heard, the tap enters the die; the redraw leaves nothing taken behind
    page.click(f"#{boxes[0]}")
    page.wait_for_function(f"document.documentElement.dataset.moves !== '{moves}'")
    assert page.locator(".sheet-svg .tapped, .sheet-svg.answering").count() == 0
    assert not page.errors, page.errors


def test_enter_on_a_lit_box_is_answered_as_a_tap_is(play_page):
    page = play_page
    boxes = lit_boxes(page, seed=9)
    with deaf(page):
        page.focus(f"#{boxes[-1]}")
        page.keyboard.press("Enter")
        assert [b[0] for b in page.evaluate(NEXT_FRAME) if b[1]] == [boxes[-1]]
    page.wait_for_function("!document.querySelector('.sheet-svg .tapped')")
    assert not page.errors, page.errors
