"""Table mode in Chromium: "Play with real dice" on the new-game screen. The
active player taps in the values of the real dice (and again after each
roll), then plays on the sheet; the passive player picks from the platter of
entered dice; a bonus chain follows from entered dice; an incomplete entry is
refused in words; undo takes back a mis-tapped roll; axe-core; 375 px."""

from __future__ import annotations

import random
import sys

import page_helpers as ps
from page_helpers import (
    KEY,
    PHONE,
    ROOT,
    axe_scan,
    data,
    menu,
    open_game,
    play_step,
    saved,
    wait_for_person,
)

import clever
from clever import Action

sys.path.insert(0, str(ROOT / "web"))
from cleverweb.session import PERSON, Seat, Session  # noqa: E402

DICE = ("white", "yellow", "blue", "green", "orange", "purple")


def start_real(page, names=("Ann", "Bob"), seed=3) -> None:
    if data(page, "screen") != "setup":
        menu(page, "#btn-menu-new")
    page.click(f"#count-{len(names)}")
    for i, name in enumerate(names):
        page.fill(f"#seat-name-{i}", name)
        page.select_option(f"#seat-kind-{i}", "person")
    page.fill("#seed", str(seed))
    page.check("#opt-real")
    page.click("#start")
    page.wait_for_function("document.documentElement.dataset.screen !== 'setup'")


def tap_roll(page, faces: dict) -> None:
    """Press Roll (or Reroll), tap each die's value, enter them."""
    moves = data(page, "moves")
    page.click("#btn-roll" if data(page, "pending") == "roll" else "#btn-reroll")
    page.wait_for_function("document.documentElement.dataset.entering !== ''")
    for row in page.locator(".face-row").all():
        die = row.get_attribute("aria-label").split()[0]
        row.locator(f"#btn-face-{die}-{faces[die]}").click()
    page.click("#btn-enter-dice")
    page.wait_for_function(f"document.documentElement.dataset.moves !== '{moves}'")


def shown_face(page, die: str) -> str:
    return page.get_attribute(f"#die-{die}", "aria-label")


def test_a_turn_with_real_dice_then_a_passive_pick(play_page):
    page = play_page
    start_real(page)
    if wait_for_person(page) == "handover":
        page.click("#btn-handover")
    assert "tap in the values" in page.inner_text("#btn-roll")
    active = data(page, "player")
    page.click("#btn-roll")
    page.wait_for_function("document.documentElement.dataset.entering === 'roll'")
    assert page.locator(".face-row").count() == 6
    page.click("#btn-face-white-3")
    page.click("#btn-enter-dice")                         # five dice still untapped: refused
    page.wait_for_function("document.documentElement.dataset.refused === '1'")
    assert page.inner_text("#message") == ("Tap the values of the yellow, blue, green, orange "
                                           "and purple dice first.")
    assert data(page, "moves") == "0"
    page.click("#btn-cancel-dice")
    tap_roll(page, dict(zip(DICE, (3, 5, 1, 6, 2, 1), strict=True)))  # purple: a mis-tap
    assert shown_face(page, "purple").startswith("purple die, 1,")
    page.click("#btn-undo")                                # take the mis-tapped roll back
    page.wait_for_function("document.documentElement.dataset.moves === '0'")
    assert data(page, "pending") == "roll"
    faces = dict(zip(DICE, (3, 5, 1, 6, 2, 4), strict=True))
    tap_roll(page, faces)
    assert [shown_face(page, d).split(", ")[1] for d in DICE] == \
        [str(f) for f in faces.values()]
    assert saved(page)["game"]["actions"] == ["roll 3 5 1 6 2 4"]
    assert saved(page)["real_dice"] is True
    rng = random.Random(5)
    for _ in range(60):                           # the active turn, to the other's pick
        screen = wait_for_person(page)
        if screen == "game" and data(page, "pending") == "pick":
            break
        if screen == "game" and data(page, "pending") == "roll":
            tap_roll(page, {d: rng.randint(1, 6) for d in DICE})
        else:
            play_step(page)
    assert data(page, "pending") == "pick" and data(page, "player") != active
    rolls = [h for h in saved(page)["game"]["actions"] if h.startswith(("roll", "reroll"))]
    assert all(len(h.split()) > 1 for h in rolls), "every roll was tapped in"
    moves = data(page, "moves")
    page.locator("button.die.usable").first.click()        # a platter die for the passive
    page.locator(".box.target").first.click()
    page.wait_for_function(f"document.documentElement.dataset.moves !== '{moves}'")
    assert saved(page)["game"]["actions"][-1].startswith("use ")


def chain_position():
    """A two-player game (entered rolls) where Bob is about to roll: with
    faces found here, his white die in orange box 5 gives a yellow X that
    completes a yellow row, which gives a blue X (a chain)."""
    rng = random.Random(1)
    g = clever.new_game(["Ann", "Bob"], seed=1)
    while True:
        p = g.pending
        if p.kind == "roll" and p.player == g.active and not g.solo_passive:
            for _ in range(30):
                faces = tuple(rng.randint(1, 6) for _ in range(g.roll_count()))
                after = g.clone()
                after.apply(Action("roll", faces=faces))
                for a in after.legal_actions():
                    if a.kind != "use":
                        continue
                    used = after.clone()
                    used.apply(a)
                    if used.pending and used.pending.kind == "bonus":
                        for b in used.legal_actions():
                            chained = used.clone()
                            chained.apply(b)
                            if chained.pending and chained.pending.kind == "bonus":
                                return g, dict(zip(g.rolling_dice(), faces, strict=True)), a, b
        if p.kind == "roll":
            g.apply(Action("roll", faces=tuple(rng.randint(1, 6)
                                               for _ in range(g.roll_count()))))
        else:
            g.apply(rng.choice([a for a in g.legal_actions() if a.kind != "reroll"]))


def test_a_bonus_chain_follows_from_entered_dice(pages):
    game, faces, use, bonus = chain_position()
    session = Session(clever, game, [Seat("Ann", PERSON), Seat("Bob", PERSON)],
                      real_dice=True)
    page = ps.game_with(pages, {KEY: session.to_json()})
    if wait_for_person(page) == "handover":
        page.click("#btn-handover")
    tap_roll(page, faces)
    page.click(f"#die-{use.die}")
    page.click(f"#box-{use.area}-{use.box}")
    page.wait_for_function("document.documentElement.dataset.pending === 'bonus'")
    page.click(f"#box-{bonus.area}-{bonus.box}")
    history = saved(page)["game"]["actions"]
    assert history[-2:] == [str(use), str(bonus)]
    assert data(page, "pending") == "bonus"                 # the chain: a second bonus
    moves = data(page, "moves")
    page.locator(".box.target").first.click()
    page.wait_for_function(f"document.documentElement.dataset.moves !== '{moves}'")
    assert saved(page)["game"]["actions"][-1].startswith("bonus ")


def test_the_dice_entry_is_accessible_and_fits_a_phone(play_page):
    page = play_page
    start_real(page, names=("Ann",))
    page.set_viewport_size(PHONE)
    tap_roll(page, dict(zip(DICE, (1, 2, 3, 4, 5, 6), strict=True)))
    page.click("#btn-reroll")                               # round 1 gives a reroll
    page.wait_for_function("document.documentElement.dataset.entering === 'reroll'")
    page.click("#btn-face-blue-6")
    assert page.get_attribute("#btn-face-blue-6", "aria-pressed") == "true"
    assert page.inner_text("#btn-face-blue-6").startswith("✓")   # not colour alone
    assert not axe_scan(page, "table-mode-entry")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    for face in range(1, 7):
        box = page.locator(f"#btn-face-purple-{face}").bounding_box()
        assert box["width"] >= 40 and box["x"] + box["width"] <= PHONE["width"]
    open_game(page)


IN_WINDOW = """(id) => { const r = document.getElementById(id).getBoundingClientRect();
    return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight + 1; }"""


def test_a_refusal_is_brought_into_the_window_on_a_laptop(play_page):
    """An incomplete real-dice entry and a wrong seed were refused far below
    the window (y=804, y=1077 at 1280x800): nothing seemed to happen."""
    page = play_page
    if data(page, "screen") != "setup":
        menu(page, "#btn-menu-new")
    page.fill("#seed", "12ab")
    page.evaluate("window.scrollTo(0, 0)")
    page.click("#start")
    page.wait_for_function("document.getElementById('setup-error').textContent !== ''")
    page.wait_for_function(IN_WINDOW, arg="setup-error")
    page.fill("#seed", "")
    start_real(page)
    if wait_for_person(page) == "handover":
        page.click("#btn-handover")
    page.click("#btn-roll")
    page.wait_for_function("document.documentElement.dataset.entering === 'roll'")
    page.evaluate("window.scrollTo(0, 0)")
    page.click("#btn-enter-dice")                          # no die tapped: refused
    page.wait_for_function("document.documentElement.dataset.refused === '1'")
    page.wait_for_function(IN_WINDOW, arg="message")
