"""Clever 4Ever in real Chromium: a seeded solo game played by clicks (its
total is the engine's), a table option chosen on the new-game screen and
shown on the scoreboard, a grey part crossed from any of its cells, polish on
a platter die, a "?" bonus, reload mid-turn, one turn by keyboard, an axe-core
scan and a 375 px phone."""

from __future__ import annotations

import json
import sys

import page_helpers as ps
from page_helpers import (
    KEY,
    PHONE,
    axe_scan,
    click_give_up,
    data,
    menu,
    reload,
    saved,
    shot,
    tab_to,
)

import clever

VARIANT = "clever-4ever"


def start_4ever(page, seats=(("Ann", "person"),), seed=None, options=()):
    """Fill in the new-game screen for Clever 4Ever and start."""
    ps.start_game(page, list(seats), seed=seed, variant=VARIANT, options=options)


def click_box(box) -> None:
    """Click a box of the sheet inside its shape: a green triangle's bounding
    box has its centre on the diagonal it shares with the other triangle."""
    classes = (box.get_attribute("class") or "").split()
    if "part" in classes:  # a grey part: one of its cells (the part may be L-shaped)
        box.locator("rect[data-cell]").last.click()
    elif "tri" in classes:
        r = box.bounding_box()
        lower = box.get_attribute("data-box").startswith("l")
        box.click(position={"x": r["width"] * (.25 if lower else .75),
                            "y": r["height"] * (.75 if lower else .25)})
    else:
        box.click()


def choose_bonus(page) -> None:
    """A "?" bonus: the area (round 4), the value, then a highlighted box."""
    if page.locator("[id^=btn-area-]").count() and not page.locator(".box.target").count():
        page.locator("[id^=btn-area-]").first.click()
    if page.locator("[id^=btn-value-]").count() and not page.locator(".box.target").count():
        page.locator("[id^=btn-value-]").last.click()
    click_box(page.locator(".box.target").first)


def play_step(page, state: dict | None = None) -> None:
    """One decision by clicks, the first thing the page offers."""
    state = state or ps.step_state(page)
    if state["screen"] == "handover":
        ps.tap(page, "#btn-handover")
        return
    moves, kind = state["moves"], state["pending"]
    if kind == "roll":
        ps.tap(page, "#btn-roll")
    elif kind == "bonus":
        choose_bonus(page)
    elif state["usable"]:
        ps.tap(page, "button.die.usable")
        assert data(page, "selected")
        for _ in range(6):  # a die that fits only once polished
            if page.locator(".box.target").count():
                break
            page.click("#btn-polish-up" if page.locator("#btn-polish-up:not([aria-disabled])")
                       .count() else "#btn-polish-down")
        click_box(page.locator(".box.target").first)
    else:
        click_give_up(page, kind)
    page.wait_for_function(f"document.documentElement.dataset.moves !== '{moves}'")


def session_json(game, selected=None) -> str:
    return json.dumps({"format": "clever-session", "version": 1,
                       "game": json.loads(game.to_json()),
                       "seats": [{"name": n, "kind": "person"} for n in game.players],
                       "undo": True, "selected": selected, "viewer": 0})


def load_session(page, game) -> None:
    page.evaluate(f"localStorage.setItem('{KEY}', {json.dumps(session_json(game))})")
    reload(page)


def game_until(seed, want, first=lambda g, acts: acts[0], limit=2000):
    """A 4Ever solo game played by the engine (first legal action, or `first`)
    until `want(game)`; None if it never comes."""
    g = clever.new_game(["Ann"], seed=seed, variant=VARIANT)
    for _ in range(limit):
        if g.is_over:
            return None
        if want(g):
            return g
        g.apply(first(g, g.legal_actions()))
    return None


def test_4ever_solo_game_by_clicks_with_a_table_option(play_page):
    page = play_page
    start_4ever(page, seed=404, options=["white_as_blue"])
    assert data(page, "variant") == VARIANT
    assert saved(page)["game"]["options"] == ["white_as_blue"]
    ps.play_to_end(page, 600, step=play_step)
    save = saved(page)
    game = clever.load_game(json.dumps(save["game"]))
    assert game.is_over and game.variant.name == VARIANT
    total = int(page.locator("#score-row-0 .total").get_attribute("data-total"))
    assert total == game.scores()[0]["total"]
    assert page.locator("#solo-title").inner_text() == game.scores()[0]["title"]
    line = page.inner_text("#game-options")
    assert "Clever 4Ever" in line and "White may stand in for blue" in line
    heads = page.inner_text("#scoreboard thead")
    for area in ("Yellow", "Blue", "Grey", "Green", "Pink"):
        assert area in heads
    # the review of decisions, by 4Ever's master: what CPython's review says
    sys.path.insert(0, str(ps.ROOT / "web"))
    from cleverweb.review import Review
    expected = Review(clever, game, 0).run()
    page.click("#btn-review-0")
    page.wait_for_function("document.getElementById('review').dataset.state === 'done'",
                           timeout=120_000)
    assert page.inner_text("#review-matched") == f"{expected.matched} of {expected.total}"
    total = float(page.locator("#review-summary").get_attribute("data-total-regret"))
    assert abs(total - expected.total_regret) < 0.15 and expected.total > 20
    menu(page, "#btn-log")
    assert "White may stand in for blue" in page.inner_text("#log-body")
    shot(page, "4ever-desktop-scoreboard")
    # the choices are remembered for the next new game
    page.click("#btn-new")
    assert page.is_checked(f"#variant-{VARIANT}")
    assert page.is_checked("#opt-clever-4ever-white_as_blue")
    assert not page.is_checked("#opt-clever-4ever-upper_waits")


def test_header_and_title_name_the_game_being_played(play_page):
    page = play_page
    base = "That's Pretty Clever"
    assert page.inner_text("header.top h1") == base and page.title() == base
    start_4ever(page, seed=5)
    assert page.inner_text("header.top h1") == "Clever 4Ever" and page.title() == "Clever 4Ever"
    reload(page)  # a resumed 4Ever game is named too
    assert page.inner_text("header.top h1") == "Clever 4Ever" and page.title() == "Clever 4Ever"
    # the new-game screen during a 4Ever game still names it; a base game renames the page
    menu(page, "#btn-menu-new")
    assert page.inner_text("header.top h1") == "Clever 4Ever"
    page.click("#variant-pretty-clever")
    page.click("#start")
    page.wait_for_function("document.documentElement.dataset.screen !== 'setup'")
    assert data(page, "variant") == "pretty-clever"
    assert page.inner_text("header.top h1") == base and page.title() == base


def rules_text(page) -> str:
    menu(page, "#btn-rules")
    page.wait_for_function("document.getElementById('rules-dialog').open")
    text = page.inner_text("#rules-dialog")
    page.click("#rules-close")
    page.wait_for_function("!document.getElementById('rules-dialog').open")
    return text


def test_the_rules_dialog_sums_up_the_game_being_played(play_page):
    page = play_page
    start_4ever(page, seed=5)
    text = rules_text(page)
    assert "Clever 4Ever" in text and "Grey (Gr)" in text and "Pink (P)" in text
    assert "Orange" not in text and "blue + white" not in text
    menu(page, "#btn-menu-new")            # another game: the dialog follows it
    page.click("#variant-pretty-clever")
    page.click("#start")
    page.wait_for_function("document.documentElement.dataset.screen !== 'setup'")
    text = rules_text(page)
    assert "Orange (O)" in text and "Grey" not in text


def test_grey_part_crossed_from_any_of_its_cells(play_page):
    page = play_page

    def grey_start(g):
        return g.pending.kind == "choose" and any(
            str(a) == "use grey grey r2c1" for a in g.legal_actions())
    seed = next(s for s in range(1, 200) if game_until(s, grey_start, limit=3))
    start_4ever(page, seed=seed)
    page.click("#btn-roll")
    page.click("#die-grey")
    # r4c1 is the last cell of the start part named by its first cell, r2c1
    cell = page.locator('#box-grey-r2c1 rect[data-cell="r4c1"]')
    assert "target" in page.get_attribute("#box-grey-r2c1", "class")
    cell.click()
    page.wait_for_function("document.documentElement.dataset.moves === '2'")
    assert saved(page)["game"]["actions"][-1] == "use grey grey r2c1"
    label = page.get_attribute("#box-grey-r2c1", "aria-label")
    assert "crossed" in label and "r2c1" not in label


def test_polish_on_a_platter_die(pages):
    def polish_pick(g):
        return g.pending.kind == "pick" and any(a.polish for a in g.legal_actions())

    def grey_first(g, acts):  # the grey start box r1c1 gives a polish
        return next((a for a in acts if str(a) == "use grey grey r1c1"), acts[0])
    game = next(g for s in range(1, 200) if (g := game_until(s, polish_pick, grey_first)))
    page = ps.game_with(pages, {KEY: session_json(game)})
    assert data(page, "pending") == "pick"
    die = next(a.die for a in game.legal_actions() if a.polish)
    steps = sorted({a.polish for a in game.legal_actions() if a.die == die})
    page.click(f"#die-{die}")
    state = page.inner_text("#polish-state")
    assert "polish left" in state
    want = steps[-1] if steps[-1] > 0 else steps[0]
    page.click("#btn-polish-up" if want > 0 else "#btn-polish-down")
    assert data(page, "polish") == str(1 if want > 0 else -1)
    assert "rolled" in page.inner_text("#polish-state")
    target = page.locator(".box.target").first
    box = target.get_attribute("data-box")
    area = target.get_attribute("data-area")
    click_box(target)
    page.wait_for_function(f"document.documentElement.dataset.moves !== '{len(game.history)}'")
    last = saved(page)["game"]["actions"][len(game.history)]
    assert last.startswith(f"use {die} {area} ") and f"polish {want / abs(want):+.0f}" in last
    assert box in last or area == "grey"


def test_question_bonus_value_then_box(pages):
    def any_bonus(g):
        p = g.pending
        return p.kind == "bonus" and p.bonus[0] == "any" and any(
            a.value for a in g.legal_actions())
    game = next(g for s in range(1, 200) if (g := game_until(s, any_bonus)))
    page = ps.game_with(pages, {KEY: session_json(game)})
    assert data(page, "pending") == "bonus"
    assert page.locator(".box.target").count() == 0
    assert "choose the value" in page.inner_text("#prompt")
    values = sorted({a.value for a in game.legal_actions()})
    # a box clicked before the value is explained, and changes nothing
    area = game.pending.bonus[1]
    page.locator(f'.box[data-area="{area}"].open').first.click(force=True)
    assert "value" in page.inner_text("#message")
    page.click(f"#btn-value-{values[-1]}")
    assert page.get_attribute(f"#btn-value-{values[-1]}", "aria-pressed") == "true"
    click_box(page.locator(".box.target").first)
    page.wait_for_function(f"document.documentElement.dataset.moves !== '{len(game.history)}'")
    last = saved(page)["game"]["actions"][len(game.history)]
    assert last.startswith(f"bonus {area} ") and last.endswith(f" {values[-1]}")


def test_reload_mid_turn_resumes_exactly(play_page):
    page = play_page
    start_4ever(page, seed=77)
    page.click("#btn-roll")
    page.locator("button.die.usable").first.click()
    assert data(page, "selected")

    def state():
        return {"save": saved(page), "table": page.inner_html("#table"),
                "sheet": page.inner_html("#sheet-wrap"), "prompt": page.inner_text("#prompt"),
                "controls": page.inner_html("#controls")}
    before = state()
    reload(page)
    assert data(page, "screen") == "game" and data(page, "variant") == VARIANT
    assert state() == before


def test_one_turn_by_keyboard(play_page):
    page = play_page
    start_4ever(page, seed=2024)
    for _ in range(60):
        kind = data(page, "pending")
        if kind == "roll" and "passive" in page.inner_text("#prompt"):
            break
        moves = data(page, "moves")
        if kind == "roll":
            assert tab_to(page, "#btn-roll")
            page.keyboard.press("Enter")
        elif kind == "bonus":
            if page.locator("[id^=btn-area-]").count():
                assert tab_to(page, "[id^=btn-area-]")
                page.keyboard.press("Enter")
            if page.locator("[id^=btn-value-]").count():
                assert tab_to(page, "[id^=btn-value-]")
                page.keyboard.press("Enter")
            assert tab_to(page, ".box.target")
            page.keyboard.press("Enter")
        elif page.locator("button.die.usable").count():
            assert tab_to(page, "button.die.usable")
            page.keyboard.press("Enter")
            assert data(page, "selected")
            assert tab_to(page, ".box.target, #btn-confirm")
            page.keyboard.press("Enter")
        else:
            assert tab_to(page, "#btn-forfeit, #btn-done, #btn-pass")
            page.keyboard.press("Enter")
        page.wait_for_function(f"document.documentElement.dataset.moves !== '{moves}'")
    else:
        raise AssertionError("the turn did not end")
    assert len(saved(page)["game"]["actions"]) >= 4


def finished_4ever(seed=31):
    import random
    game = clever.new_game(["Ann"], seed=seed, variant=VARIANT, options=["upper_waits"])
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


TAP = """() => [...document.querySelectorAll('.box, button')].filter(e => {
    const r = e.getBoundingClientRect();
    return r.width > 0 && (r.width < 24 || r.height < 24);
}).map(e => e.id || e.outerHTML.slice(0, 80))"""
WIDE = "document.documentElement.scrollWidth > window.innerWidth"


def test_accessibility_and_phone(play_page, play_browser, play_site):
    page = play_page
    page.click(f"#variant-{VARIANT}")
    problems = {"setup": axe_scan(page, "4ever-setup")}
    start_4ever(page, seed=5)
    page.click("#btn-roll")
    page.locator("button.die.usable").first.click()
    problems["turn"] = axe_scan(page, "4ever-turn")
    shot(page, "4ever-desktop-turn")
    load_session(page, finished_4ever())
    assert data(page, "screen") == "over"
    problems["scoreboard"] = axe_scan(page, "4ever-scoreboard")
    assert not any(problems.values()), problems

    context = ps.warm_context(play_browser, play_site.url, viewport=PHONE, device_scale_factor=2,
                              is_mobile=True, has_touch=True, service_workers="block")
    phone = context.new_page()
    try:
        phone.goto(play_site.url)
        ps.open_game(phone)
        phone.click(f"#variant-{VARIANT}")
        assert not phone.evaluate(WIDE)
        phone.click("#btn-quick-solo")
        assert data(phone, "variant") == VARIANT
        phone.click("#btn-roll")
        phone.locator("button.die.usable").first.click()
        shot(phone, "4ever-phone-turn")
        assert not phone.evaluate(WIDE)
        small = phone.evaluate(TAP)
        assert not small, small
        assert phone.locator(".box").count() >= 100
        phone.evaluate(f"localStorage.setItem('{KEY}', "
                       f"{json.dumps(session_json(finished_4ever()))})")
        phone.reload()
        phone.wait_for_function("document.documentElement.dataset.screen === 'over'",
                                timeout=90_000)
        shot(phone, "4ever-phone-scoreboard")
        assert not phone.evaluate(WIDE)
    finally:
        context.close()


def test_black_question_area_then_value_then_box(pages):
    game = next(g for s in range(1, 200) if (g := game_until(
        s, lambda g: g.pending.kind == "bonus" and g.pending.bonus == ("black",))))
    page = ps.game_with(pages, {KEY: session_json(game)})
    assert "choose the area" in page.inner_text("#prompt")
    assert page.locator(".box.target").count() == 0
    page.click("#btn-area-pink")
    assert page.get_attribute("#btn-area-pink", "aria-pressed") == "true"
    values = sorted({a.value for a in game.legal_actions() if a.area == "pink"})
    page.click(f"#btn-value-{values[0]}")
    assert page.locator(".box.target").count() == 1
    page.click("#btn-confirm")
    page.wait_for_function(f"document.documentElement.dataset.moves !== '{len(game.history)}'")
    last = saved(page)["game"]["actions"][len(game.history)]
    assert last.startswith("bonus pink ") and last.endswith(f" {values[0]}")


def test_hot_seat_hand_over_and_undo(play_page):
    page = play_page
    start_4ever(page, seats=[("Ann", "person"), ("Bea", "person")], seed=8)
    assert data(page, "screen") == "handover"
    assert "Ann" in page.inner_text("#handover-title")
    page.click("#btn-handover")
    page.click("#btn-roll")
    faces = page.eval_on_selector_all("button.die", "els => els.map(e => e.ariaLabel)")
    play_step(page)
    page.click("#btn-undo")
    assert data(page, "pending") == "choose"
    assert page.eval_on_selector_all("button.die", "els => els.map(e => e.ariaLabel)") == faces
    assert "Clever 4Ever" in page.inner_text(".sheet-title")


def test_a_game_against_the_master_to_the_end(play_page):
    """Ann (by clicks) against Max, 4Ever's Master: every one of Max's
    decisions is the master's own choice in that position (replayed under
    CPython), and the scoreboard shows the engine's totals."""
    from clever.bots import make_bot
    page = play_page
    start_4ever(page, (("Ann", "person"), ("Max", "computer:master")), seed=33)
    seat = saved(page)["seats"][1]
    assert (seat["name"], seat["kind"], seat.get("level")) == ("Max", "computer", "master")
    # the pause before each of Max's moves shows nothing this test checks
    page.click("#btn-fast")
    ps.play_to_end(page, 800, step=play_step)
    game = clever.load_game(json.dumps(saved(page)["game"]))
    assert game.is_over and game.variant.name == VARIANT
    replay = clever.new_game(["Ann", "Max"], seed=33, variant=VARIANT, first=game.first)
    master = make_bot("master", VARIANT)
    decided = 0
    for action in game.history:
        if replay.pending.player == 1:
            assert action == str(master.choose(replay, None)), replay.describe_pending()
            decided += 1
        replay.apply(action)
    assert decided > 20
    for seat in (0, 1):
        shown = page.locator(f"#score-row-{seat} .total").get_attribute("data-total")
        assert int(shown) == game.scores()[seat]["total"]
