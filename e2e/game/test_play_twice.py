"""Twice as Clever in real Chromium: a whole seeded solo game by clicks on a
1280x800 laptop and by taps on a 375x667 phone (turned sideways for a while),
each with a return, a chain mark in silver and a skipped roll (asked once);
the table options and their explanations on the new-game form; the return and
the chain by keyboard; the total is the engine's; a game against the
strongest computer seat and two persons passing the laptop, to the end. Three
page loads."""

from __future__ import annotations

import json

import page_helpers as ps
from page_helpers import AXE, data, saved, shot, tab_to, wait_for_person

import clever

VARIANT = "twice-as-clever"
LAPTOP = {"width": 1280, "height": 800}


def axe_on(page, selectors: list[str]) -> list[dict]:
    """axe-core's serious and critical violations within `selectors` only:
    the controls and strips this game's play adds (the areas' drawings are
    scanned by their own tests)."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.evaluate(AXE.read_text(encoding="utf-8") + "\n;undefined")
    found = page.evaluate("""async (include) => {
        const r = await axe.run({include: include.map((s) => [s])},
                                {resultTypes: ['violations']});
        return r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))}));
    }""", selectors)
    return [v for v in found if v["impact"] in ("serious", "critical")]


SCANNED = ["#prompt", "#table", "#controls", ".sheet-svg"]


def no_sideways_scroll(page) -> None:
    over = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert over <= 0, f"the page scrolls sideways by {over} px"


def moved(page, moves: str) -> None:
    page.wait_for_function(f"document.documentElement.dataset.moves !== '{moves}'")


class Player:
    """Plays a solo game of Twice by clicks, the first thing offered, but for
    one return, one skipped roll and every chain mark (all counted)."""

    def __init__(self, page, keyboard: bool = False, turn_at: int | None = None):
        self.page = page
        self.keyboard = keyboard  # the first return and chain mark by keys
        self.turn_at = turn_at    # the step at which a phone is turned sideways (and back)
        self.returns = self.chain = self.skips = self.chooses = self.steps = 0
        self.handovers = 0

    def press(self, selector: str) -> None:
        """Click, or (keyboard play) Tab to the control and press Enter."""
        if self.keyboard:
            assert tab_to(self.page, selector), selector
            self.page.keyboard.press("Enter")
        else:
            ps.tap(self.page, selector)

    def step(self, state: dict | None = None) -> None:
        page = self.page
        state = state or ps.step_state(page)
        moves, kind = state["moves"], state["pending"]
        self.steps += 1
        if self.turn_at is not None and self.steps in (self.turn_at, self.turn_at + 30):
            turned = self.steps == self.turn_at
            page.set_viewport_size({"width": 667, "height": 375} if turned else ps.PHONE)
            no_sideways_scroll(page)
            if turned:
                shot(page, "twice-turned-turn")
        if kind == "roll":
            self.roll()
        elif kind == "chain":
            self.mark_chain()
        elif kind == "bonus":
            if page.locator("[id^=btn-area-]").count() and not page.locator(".box.target") \
                    .count():
                page.locator("[id^=btn-area-]").first.click()
            if page.locator("[id^=btn-value-]").count() and not page.locator(".box.target") \
                    .count():
                page.locator("[id^=btn-value-]").last.click()
            ps.tap(page, ".box.target")
        elif kind == "choose" and state["usable"]:
            self.chooses += 1
            if not self.skips and self.chooses >= 4:
                self.skip()
            else:
                self.enter_first()
        elif state["usable"]:
            self.enter_first()
        else:
            ps.click_give_up(page, kind)
        moved(page, moves)

    def enter_first(self) -> None:
        page = self.page
        ps.tap(page, "button.die.usable")
        assert data(page, "selected")
        ps.tap(page, ".box.target")

    def roll(self) -> None:
        page = self.page
        buttons = page.locator("[id^=btn-return-]")
        if not self.returns and buttons.count():
            self.first_return()
        elif page.locator("#btn-roll").count():
            ps.tap(page, "#btn-roll")
        else:  # the cup is empty: end the turn, keeping the returns
            assert page.inner_text("#btn-done") == "End turn"
            assert "no dice are left in the cup" in page.inner_text("#prompt")
            page.click("#btn-done")

    def first_return(self) -> None:
        """Return the first platter die offered, from its button; the count
        of returns left is said, and goes down."""
        page = self.page
        group = page.locator(".returns")
        head = group.locator("#returns-title").inner_text()
        left = int(head.split("(")[1].split()[0])
        button = page.locator("[id^=btn-return-]").first
        die = button.get_attribute("data-act")[len("return-"):]
        face = page.get_attribute(f"#die-{die}", "aria-label").split(", ")[1]
        assert button.inner_text().endswith(f"{die} {face}")
        assert "return a die from the silver platter" in page.inner_text("#prompt").lower()
        # the die on the table can be tapped too: it is not "cannot be used now"
        assert "cannot be used" not in page.get_attribute(f"#die-{die}", "aria-label")
        shot(page, f"twice-{page.viewport_size['width']}-return")
        page.screenshot(path=str(ps.ARTIFACTS / f"twice-{page.viewport_size['width']}"
                                 "-return-screen.png"))
        self.press(f"#btn-return-{die}")
        page.wait_for_function(f"!document.querySelector('#die-{die}')"
                               ".getAttribute('aria-label').includes('platter')")
        if page.locator("#returns-title").count():
            now = page.inner_text("#returns-title")
            assert f"({left - 1} left)" in now, now
        self.returns += 1

    def mark_chain(self) -> None:
        """Mark the first chain die in silver: the die, then its lit silver box."""
        page = self.page
        if not page.locator("button.die.usable").count():
            page.click("#btn-done")
            return
        assert "may be marked in silver too" in page.inner_text("#prompt")
        assert page.inner_text("#btn-done") == "Done: mark no more dice in silver"
        if not self.chain:
            assert not axe_on(page, SCANNED)
        keys = self.keyboard and not self.chain
        die = page.locator("button.die.usable").first.get_attribute("data-die")
        if keys:
            self.press(f"#die-{die}")
        else:
            page.click(f"#die-{die}")
        assert data(page, "selected") == die
        lit = page.locator(".box.target")
        assert lit.count() and all(
            lit.nth(i).get_attribute("data-area") == "silver" for i in range(lit.count()))
        if keys:
            assert tab_to(page, ".box.target")
            page.keyboard.press("Enter")
        else:
            lit.first.click()
        self.chain += 1

    def skip(self) -> None:
        """Skip a roll that has a usable die: the first press only asks."""
        page = self.page
        moves = data(page, "moves")
        assert page.inner_text("#btn-forfeit") == "Skip this roll"
        self.press("#btn-forfeit")
        page.wait_for_selector("#btn-skip-keep")
        assert data(page, "moves") == moves  # nothing lost yet
        assert "Skip this roll?" in page.inner_text("#message")
        assert page.inner_text("#btn-forfeit") == "Yes, skip this roll"
        assert not axe_on(page, SCANNED)
        if self.keyboard:  # the focus stays on the button, now "Yes, skip this roll"
            assert page.evaluate("document.activeElement.id") == "btn-forfeit"
            page.keyboard.press("Enter")
        else:
            page.click("#btn-forfeit")
        self.skips += 1

    def play(self, limit: int = 400) -> None:
        while (state := ps.step_state(self.page))["screen"] != "over":
            if state["screen"] == "handover":  # hot-seat: the next person takes the device
                self.handovers += 1
                ps.tap(self.page, "#btn-handover")
                continue
            self.step(state)
            assert self.steps < limit, "the game did not end"


def check_the_end(page, player: Player) -> clever.Game:
    """The scoreboard's total is the engine's; the game had a return, a chain
    mark and a skipped roll."""
    game = clever.load_game(json.dumps(saved(page)["game"]))
    assert game.is_over and game.variant.name == VARIANT
    total = int(page.locator("#score-row-0 .total").get_attribute("data-total"))
    assert total == game.scores()[0]["total"]
    kinds = [(e.kind, getattr(e, "action", None)) for e in game.log]
    assert ("action_used", "return") in kinds
    assert ("die_entered", "chain") in kinds
    assert ("roll_skipped", None) in kinds
    assert player.returns == 1 and player.skips == 1 and player.chain >= 1
    heads = page.inner_text("#scoreboard thead")
    for area in ("Silver", "Yellow", "Blue", "Green", "Pink"):
        assert area in heads
    return game


def test_twice_solo_game_on_a_laptop_by_clicks_and_keys(pages):
    page = pages.open(viewport=LAPTOP)
    if data(page, "screen") != "setup":
        ps.menu(page, "#btn-menu-new")
    page.click(f"#variant-{VARIANT}")
    # the two table options, each with its explanation, shown for Twice only
    options = clever.variants.get_variant(VARIANT).option_texts
    box = page.locator(f"#table-options-{VARIANT}")
    assert box.is_visible()
    for option, (label, what) in options.items():
        assert page.inner_text(f"label[for=opt-{VARIANT}-{option}]") == label
        assert page.inner_text(f"#opt-{VARIANT}-{option}-what") == what
        assert page.get_attribute(f"#opt-{VARIANT}-{option}", "aria-describedby") \
            == f"opt-{VARIANT}-{option}-what"
    ps.start_game(page, [("Ann", "person")], seed=46, variant=VARIANT)
    assert data(page, "variant") == VARIANT
    # the sheet: five areas and the return track beside reroll and +1
    for area in ("silver", "yellow", "blue", "green", "pink"):
        assert page.locator(f".sheet-svg .a-{area}").count() == 1
    assert page.locator(".sheet-svg .track-return").get_attribute("aria-label") \
        .startswith("Returns: 0 earned, 0 used, 0 left")
    sheet = page.locator(".sheet-svg").bounding_box()
    assert sheet["x"] + sheet["width"] <= LAPTOP["width"]
    player = Player(page, keyboard=True)
    # the first return (round 3 gives one at the latest), chain mark and skip by keys
    while not (player.returns and player.skips):
        assert wait_for_person(page) == "game"
        if data(page, "pending") == "roll" and page.locator("[id^=btn-return-]").count():
            shot(page, "twice-laptop-turn")
            assert not axe_on(page, SCANNED)
        player.step()
    assert player.chain
    player.keyboard = False
    player.play()
    check_the_end(page, player)
    shot(page, "twice-laptop-scoreboard")


def test_twice_solo_game_on_a_phone_by_taps_turned_and_upright(pages):
    page = pages.open(viewport="phone")
    ps.start_game(page, [("Ann", "person")], seed=7, variant=VARIANT)
    no_sideways_scroll(page)
    sheet = page.locator(".sheet-svg").bounding_box()
    assert sheet["width"] <= ps.PHONE["width"]
    shot(page, "twice-phone-turn")
    player = Player(page, turn_at=60)
    player.play()
    no_sideways_scroll(page)
    check_the_end(page, player)
    shot(page, "twice-phone-scoreboard")


def test_twice_hot_seat_with_a_computer_seat_to_the_end(pages):
    """Two persons passing the laptop, and the strongest computer seat."""
    page = pages.open(viewport=LAPTOP)
    level = clever.variants.get_variant(VARIANT).bots[-1]
    ps.start_game(page, [("Ann", "person"), ("Bea", "person"), ("Max", f"computer:{level}")],
                  seed=5, variant=VARIANT)
    assert data(page, "screen") == "handover"
    page.click("#btn-handover")
    ps.menu(page, "#btn-fast")  # no pause before each computer move
    assert page.get_attribute("#btn-fast", "aria-pressed") == "true"
    player = Player(page)
    player.skips = 1  # no skip asked for here: the hand-overs and computer turns are the point
    player.play()
    game = clever.load_game(json.dumps(saved(page)["game"]))
    assert game.is_over and len(game.players) == 3 and game.n_rounds == 5
    assert player.handovers >= 10
    for i, score in enumerate(game.scores()):
        assert int(page.locator(f"#score-row-{i} .total").get_attribute("data-total")) \
            == score["total"]
    # the computer took its own turns, returns and chain marks included where it chose
    assert any(e.kind == "die_entered" and e.name == "Max" for e in game.log)
