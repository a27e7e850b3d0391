"""One phone per player in Chromium at 375 px: "Play with real dice"
then "One phone per player" on the new-game screen. My own turn is tapped in
as with any real dice; on the other player's turn I tap in the dice on their
silver platter (a value, or "not on the platter", per die), then pick. A wrong
platter is refused in the engine's words; undo takes back a mis-tapped
platter; a reload in the middle of the entry keeps the taps; only my sheet is
shown; axe-core finds nothing serious."""

from __future__ import annotations

import json
import random
import sys

import page_helpers as ps
from page_helpers import KEY, PHONE, ROOT, axe_scan, data, menu, play_step, reload, saved, shot
from test_table_mode_page import tap_roll

import clever
from clever import Action

sys.path.insert(0, str(ROOT / "web"))
from cleverweb.session import PERSON, Seat, Session  # noqa: E402

DICE = ("white", "yellow", "blue", "green", "orange", "purple")


def start_phone_game(page, names=("You", "Bob"), first=0, seed=3) -> None:
    if data(page, "screen") != "setup":
        menu(page, "#btn-menu-new")
    page.click(f"#count-{len(names)}")
    for i, name in enumerate(names):
        page.fill(f"#seat-name-{i}", name)
    page.fill("#seed", str(seed))
    assert page.locator("#real-how").is_hidden()
    page.check("#opt-real")
    page.locator("#real-phone").check()                # shown once real dice are ticked
    page.select_option("#first-seat", str(first))
    shot(page, "table-phone-setup")
    page.click("#start")
    page.wait_for_function("document.documentElement.dataset.screen === 'game'")


def tap_platter(page, faces: dict) -> None:
    """Tap each die's value on the other player's platter (0: not on it)."""
    for die, face in faces.items():
        page.click(f"#btn-face-{die}-{face}")


def press_done(page) -> None:
    moves = data(page, "moves")
    page.click("#btn-enter-dice")
    page.wait_for_function(f"document.documentElement.dataset.moves !== '{moves}'")


def test_one_phone_per_player_my_turn_then_the_other_players_platter(play_page):
    page = play_page
    page.set_viewport_size(PHONE)
    start_phone_game(page)
    assert data(page, "pending") == "roll" and data(page, "player") == "0"
    assert page.locator(".seat-tabs").count() == 0        # the others' sheets are not here
    assert page.inner_text(".sheet-title").startswith("Your sheet")
    # my turn: a roll tapped in, a mis-tap taken back
    tap_roll(page, dict(zip(DICE, (3, 5, 1, 6, 2, 1), strict=True)))
    page.click("#btn-undo")
    page.wait_for_function("document.documentElement.dataset.moves === '0'")
    rng = random.Random(4)
    for _ in range(40):                                   # my turn, to Bob's platter
        if data(page, "pending") == "platter":
            break
        if data(page, "pending") == "roll":
            tap_roll(page, {d: rng.randint(1, 6) for d in DICE})
        else:
            play_step(page)
    assert data(page, "pending") == "platter" and data(page, "player") == "0"
    assert page.inner_text("#prompt").startswith("Bob's turn: tap in the dice Bob left on "
                                                 "the silver platter")
    rows = page.locator(".platter-entry .face-row")
    assert rows.count() == 6
    assert rows.first.inner_text().startswith("White (W)")   # colour name and letter
    assert not axe_scan(page, "table-phone-platter")
    shot(page, "table-phone-platter")
    page.set_viewport_size({"width": 1280, "height": 800})   # and on a wide screen
    shot(page, "table-phone-platter-wide")
    assert page.evaluate("document.documentElement.scrollWidth") <= 1280
    box = page.locator("#btn-enter-dice").bounding_box()
    assert box["x"] + box["width"] <= 1280
    page.set_viewport_size(PHONE)
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    # two dice on the platter only: refused in words, nothing changes
    moves = data(page, "moves")
    tap_platter(page, {"white": 4, "yellow": 2, "blue": 0, "green": 0, "orange": 0,
                       "purple": 0})
    page.click("#btn-enter-dice")
    page.wait_for_function("document.documentElement.dataset.refused === '1'")
    assert page.inner_text("#message").startswith("At least 3 dice lie on the silver platter")
    assert data(page, "moves") == moves and data(page, "pending") == "platter"
    # a reload in the middle of the entry keeps the taps
    tap_platter(page, {"green": 5})
    reload(page)
    assert data(page, "pending") == "platter"
    assert page.get_attribute("#btn-face-green-5", "aria-pressed") == "true"
    assert page.inner_text("#btn-face-green-5").startswith("✓")   # not colour alone
    assert page.get_attribute("#btn-face-white-4", "aria-pressed") == "true"
    # a mis-tapped platter, entered, then taken back
    tap_platter(page, {"blue": 6, "orange": 1, "purple": 2})
    press_done(page)
    assert saved(page)["game"]["actions"][-1] == "platter 4 2 6 5 1 2"
    page.click("#btn-undo")
    page.wait_for_function("document.documentElement.dataset.pending === 'platter'")
    assert data(page, "moves") == moves
    tap_platter(page, {"white": 4, "yellow": 2, "blue": 0, "green": 5, "orange": 0,
                       "purple": 3})
    press_done(page)
    actions = saved(page)["game"]["actions"]
    assert "platter 4 2 0 5 0 3" in actions[-2:]
    # white (on the platter) counts in blue with the blue die: its value is asked for
    assert data(page, "pending") == "fields"
    assert page.inner_text("#prompt").startswith("Bob's turn: now tap in the dice on Bob's "
                                                 "die fields")
    rows = page.locator(".platter-entry .face-row")
    assert [r.get_attribute("aria-label") for r in rows.all()] == ["Blue die", "Orange die"]
    assert page.locator("#btn-face-blue-0").count() == 0      # a die field holds a die
    tap_platter(page, {"blue": 3})
    page.click("#btn-enter-dice")
    page.wait_for_function("document.documentElement.dataset.refused === '1'")  # reloaded
    assert page.inner_text("#message") == "Tap a value for every die first (missing: orange)."
    tap_platter(page, {"orange": 4})
    press_done(page)
    assert saved(page)["game"]["actions"][-1] == "fields 3 4"
    # my pick as the passive player, from Bob's platter
    shot(page, "table-phone-pick")
    assert data(page, "pending") == "pick"
    assert page.locator("button.die.usable").count()
    moves = data(page, "moves")
    page.locator("button.die.usable").first.click()
    page.locator(".box.target").first.click()
    page.wait_for_function(f"document.documentElement.dataset.moves !== '{moves}'")
    assert saved(page)["game"]["actions"][-1].startswith("use ")
    while data(page, "pending") in ("extra", "bonus"):
        play_step(page)
    assert data(page, "pending") == "roll" and data(page, "player") == "0"   # my turn again
    assert saved(page)["game"]["options"] == ["own_sheet"]


def test_one_phone_chosen_before_the_engine_is_ready(play_browser, play_site):
    from test_play_boot import held_page, release
    page, held = held_page(play_browser, play_site.url, PHONE)
    page.click("#count-3")
    page.check("#opt-real")
    assert page.locator("#real-phone").is_visible()    # the choice shows at once
    page.locator("#real-phone").check()
    page.fill("#seat-name-1", "Bob")
    page.fill("#seat-name-2", "")                      # a name is optional
    page.select_option("#first-seat", "1")
    release(page, held)
    assert page.locator("#real-how").is_visible() and page.is_checked("#real-phone")
    page.click("#start")
    page.wait_for_function("document.documentElement.dataset.screen === 'game'")
    game = saved(page)["game"]
    assert game["options"] == ["own_sheet"] and game["first"] == 1
    assert game["players"] == ["You", "Bob", "Player 3"]
    assert data(page, "pending") == "platter"          # Bob starts: his platter first
    page.context.close()


def last_decision(seed: int):
    """A one-phone game (You, Bob) played at random up to a decision whose
    button (pass, or end the +1s) ends the game; None if this seed missed it."""
    g = clever.new_game(["You", "Bob"], seed=seed, options=["own_sheet"], first=0)
    rng = random.Random(seed)
    while not g.is_over:
        for kind in ("pass", "done"):
            if Action(kind) in g.legal_actions():
                after = g.clone()
                after.apply(kind)
                if after.is_over:
                    return g, kind
        g.apply(rng.choice(g.legal_actions()))
    return None


def test_a_finished_game_shows_my_score_only_and_goes_to_the_history(pages):
    game, kind = next(x for x in map(last_decision, range(50)) if x is not None)
    session = Session(clever, game, [Seat("You", PERSON), Seat("Bob", PERSON)],
                      real_dice=True)
    page = ps.game_with(pages, {KEY: session.to_json()}, viewport=PHONE)
    page.click(f"#btn-{kind}")
    page.wait_for_function("document.documentElement.dataset.screen === 'over'")
    total = game.scores()[0]["total"]
    assert page.inner_text("#winner") == (f"You scored {total} points. The other players' "
                                          "scores are on their own phones.")
    assert page.locator("#scoreboard tbody tr").count() == 1
    assert page.locator(".won").count() == 0                # no ranking
    history = json.loads(page.evaluate("localStorage.getItem('clever.history.v1')"))
    records = history["games"]
    assert [(r["source"], [p["name"] for p in r["players"]], r["players"][0]["total"])
            for r in records] == [("table", ["You"], total)]
    assert records[0]["table_players"] == 2 and records[0]["title"] is None   # not solo
    assert not axe_scan(page, "table-phone-over")
