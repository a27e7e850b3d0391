"""The playable game in real Chromium: solo and hot-seat games played by
clicks, resume after reload, keyboard play, refused clicks, a corrupt save,
an axe-core scan and phone/desktop screenshots (kept in e2e/artifacts/)."""

from __future__ import annotations

import json
import random

import page_helpers as ps
from page_helpers import (
    AXE,
    KEY,
    PHONE,
    axe_scan,
    data,
    play_step,
    play_to_end,
    reload,
    saved,
    shot,
    start_game,
    tab_to,
    wait_for_person,
)

import clever


def test_solo_game_by_clicks_matches_engine(play_page):
    page = play_page
    start_game(page, [("Ann", "person")], seed=2024)
    play_to_end(page)
    total = int(page.locator("#score-row-0 .total").get_attribute("data-total"))
    save = saved(page)
    game = clever.load_game(json.dumps(save["game"]))
    assert save["game"]["seed"] == 2024
    assert game.is_over
    assert game.scores()[0]["total"] == total
    assert page.locator("#solo-title").inner_text() == game.scores()[0]["title"]
    assert str(total) in page.locator("#winner").inner_text()
    shot(page, "desktop-scoreboard")
    # play again keeps the seats
    page.click("#btn-again")
    assert data(page, "screen") == "game"
    assert saved(page)["seats"] == [{"name": "Ann", "kind": "person"}]


def test_hot_seat_with_a_computer_to_the_end(play_page):
    page = play_page
    start_game(page, [("Ann", "person"), ("Robo", "computer:skilled")], seed=99)
    assert saved(page)["seats"][1] == {"name": "Robo", "kind": "computer", "level": "skilled"}
    page.click("#btn-roll")
    page.click("#btn-suggest")   # the coach's hint, in words
    page.wait_for_function(
        "document.getElementById('message').textContent.startsWith('Suggested: ')")
    page.click("#btn-fast")
    assert page.locator("#btn-fast").get_attribute("aria-pressed") == "true"
    play_to_end(page)
    rows = page.locator(".scoreboard tbody tr")
    assert rows.count() == 2
    save = saved(page)
    game = clever.load_game(json.dumps(save["game"]))
    assert game.is_over
    for i, sc in enumerate(game.scores()):
        assert page.locator(f"#score-row-{i} .total").get_attribute("data-total") \
            == str(sc["total"])
    winners = [game.players[i] for i in game.winners()]
    assert any(w in page.locator("#winner").inner_text() for w in winners)
    # every sheet can be looked at
    page.click("#tab-1")
    assert "Robo" in page.locator(".sheet-title").inner_text()


def test_hot_seat_between_two_people_passes_the_device(play_page):
    page = play_page
    start_game(page, [("Ann", "person"), ("Bea", "person")], seed=5)
    assert data(page, "screen") == "handover"
    assert "Ann" in page.locator("#handover-title").inner_text()
    page.click("#btn-handover")
    seen = []
    for _ in range(40):
        if data(page, "screen") == "handover":
            seen.append(page.locator("#handover-title").inner_text())
            if "Bea" in seen[-1]:
                break
        play_step(page)
    assert any("Bea" in t for t in seen), seen
    page.click("#btn-handover")
    assert data(page, "player") == "1"
    # Ann's sheet can be viewed, read-only, from Bea's turn
    page.click("#tab-0")
    assert "looking only" in page.locator(".sheet-title").inner_text()
    assert page.locator(".box.target").count() == 0


def test_reload_mid_turn_resumes_identical_state(play_page):
    page = play_page
    page.click("#btn-quick-solo")
    page.click("#btn-roll")
    page.locator("button.die.usable").first.click()
    selected = data(page, "selected")
    assert selected
    before = {
        "save": saved(page),
        "table": page.inner_html("#table"),
        "sheet": page.inner_html("#sheet-wrap"),
        "prompt": page.inner_text("#prompt"),
    }
    reload(page)
    assert data(page, "screen") == "game"
    assert data(page, "selected") == selected
    after = {
        "save": saved(page),
        "table": page.inner_html("#table"),
        "sheet": page.inner_html("#sheet-wrap"),
        "prompt": page.inner_text("#prompt"),
    }
    assert after == before


def dice_labels(page) -> list[str]:
    return page.eval_on_selector_all("button.die", "els => els.map(e => e.ariaLabel)")


def focused(page) -> str:
    return page.evaluate("document.activeElement ? (document.activeElement.id || "
                         "document.activeElement.tagName) : ''")


def test_full_turn_by_keyboard_only(play_page):
    page = play_page
    assert tab_to(page, "#btn-quick-solo")
    # but start with a fixed seed: with random dice a turn can end after one
    # choice (every other die lower, all to the platter), a flaky test
    assert tab_to(page, "#seed")
    page.keyboard.type("2024")
    assert tab_to(page, "#start")
    page.keyboard.press("Enter")
    assert data(page, "screen") == "game"
    used_space = False
    # the active turn, until the solo passive roll is asked for
    for _ in range(60):
        kind = data(page, "pending")
        prompt = page.inner_text("#prompt")
        if kind == "roll" and "passive" in prompt:
            break
        moves = data(page, "moves")
        if kind == "roll":
            assert tab_to(page, "#btn-roll")
            page.keyboard.press("Enter")
        elif kind == "bonus":
            assert tab_to(page, ".box.target")
            page.keyboard.press("Enter")
        elif page.locator("button.die.usable").count():
            assert tab_to(page, "button.die.usable")
            page.keyboard.press("Space" if not used_space else "Enter")
            used_space = True
            assert data(page, "selected")
            # the first highlighted box (or the confirm button) now has the focus
            assert tab_to(page, ".box.target, #btn-confirm")
            page.keyboard.press("Enter")
        else:
            assert tab_to(page, "#btn-forfeit, #btn-done, #btn-pass")
            page.keyboard.press("Enter")
        page.wait_for_function(f"document.documentElement.dataset.moves !== '{moves}'")
    else:
        raise AssertionError("the turn did not end")
    assert "passive" in page.inner_text("#prompt")
    assert len(saved(page)["game"]["actions"]) >= 4


def test_illegal_click_explains_and_changes_nothing(play_page):
    page = play_page
    page.click("#btn-quick-solo")
    page.click("#btn-roll")
    page.locator("button.die.usable").first.click()
    before = saved(page)
    sheet = page.inner_html("#sheet-wrap")
    bad = page.locator(".box.open:not(.target)").first
    bad.click(force=True)  # aria-disabled: a person can still click it
    message = page.inner_text("#message")
    assert message.strip()
    assert "cannot go" in message or "needs" in message or "box" in message
    assert saved(page) == before
    assert page.inner_html("#sheet-wrap") == sheet
    # a die that cannot be chosen is explained too, and changes nothing
    if page.locator("button.die.unusable").count():
        page.locator("button.die.unusable").first.click(force=True)
        assert page.inner_text("#message").strip()
        assert saved(page)["game"] == before["game"]


def test_corrupt_save_is_reported_and_a_new_game_offered(pages):
    page = ps.game_with(pages, {KEY: '{"format": "clever-session", oops'})
    assert data(page, "screen") == "broken"
    reason = page.inner_text("#broken-reason")
    assert "could not be loaded" in reason and "JSON" in reason
    page.click("#btn-new-after-broken")
    assert data(page, "screen") == "setup"
    kept = page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('clever.kept.v1.'))"
                         ".map(k => JSON.parse(localStorage.getItem(k)).text)")
    assert len(kept) == 1 and "oops" in kept[0]   # kept aside, listed on the history page
    page.click("#btn-quick-solo")
    assert data(page, "screen") == "game"


def finished_session_json(seed: int = 31) -> str:
    """A finished solo game in the page's save format, made with the engine."""
    game = clever.new_game(["Ann"], seed=seed)
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return json.dumps({"format": "clever-session", "version": 1,
                       "game": json.loads(game.to_json()),
                       "seats": [{"name": "Ann", "kind": "person"}],
                       "actors": None, "undo": True, "selected": None, "viewer": 0})


def test_accessibility_scan_and_screenshots(play_page, play_browser, play_site):
    assert AXE.exists(), "axe-core is a devDependency in web/package.json (npm ci)"
    page = play_page
    problems = {}
    problems["setup"] = axe_scan(page, "setup")
    shot(page, "desktop-setup")
    page.click("#btn-quick-solo")
    page.click("#btn-roll")
    page.locator("button.die.usable").first.click()
    problems["turn"] = axe_scan(page, "turn")
    shot(page, "desktop-turn")
    page.evaluate(f"localStorage.setItem('{KEY}', {json.dumps(finished_session_json())})")
    reload(page)
    assert data(page, "screen") == "over"
    problems["scoreboard"] = axe_scan(page, "scoreboard")
    assert not any(problems.values()), problems

    # phone: screenshots and no horizontal scrolling
    context = ps.warm_context(play_browser, play_site.url, viewport=PHONE, device_scale_factor=2,
                              is_mobile=True, has_touch=True, service_workers="block")
    phone = context.new_page()
    try:
        phone.goto(play_site.url)
        phone.wait_for_function("document.documentElement.dataset.ready === 'true'",
                                timeout=90_000)
        wide = "document.documentElement.scrollWidth > window.innerWidth"
        shot(phone, "phone-setup")
        assert not phone.evaluate(wide)
        phone.click("#btn-quick-solo")
        phone.click("#btn-roll")
        phone.locator("button.die.usable").first.click()
        shot(phone, "phone-turn")
        assert not phone.evaluate(wide)
        phone.evaluate(f"localStorage.setItem('{KEY}', {json.dumps(finished_session_json())})")
        phone.reload()
        phone.wait_for_function("document.documentElement.dataset.screen === 'over'",
                                timeout=90_000)
        shot(phone, "phone-scoreboard")
        assert not phone.evaluate(wide)
    finally:
        context.close()


def test_undo_takes_back_a_choice_but_not_the_dice(play_page):
    page = play_page
    page.click("#btn-quick-solo")
    page.click("#btn-roll")
    faces = dice_labels(page)
    play_step(page)  # choose a die and a box
    assert dice_labels(page) != faces
    page.click("#btn-undo")
    assert data(page, "pending") == "choose"
    assert dice_labels(page) == faces
    # honest dice: no undo button at all
    start_game(page, [("Ann", "person")], seed=3, undo=False)
    page.click("#btn-roll")
    play_step(page)
    assert page.locator("#btn-undo").count() == 0
    assert wait_for_person(page) == "game"


def test_review_of_my_decisions_after_the_game(play_page):
    import sys
    sys.path.insert(0, str(ps.ROOT / "web"))
    from cleverweb.review import Review

    page = play_page
    start_game(page, [("Ann", "person")], seed=2025)
    play_to_end(page)
    game = clever.load_game(json.dumps(saved(page)["game"]))
    expected = Review(clever, game, 0).run()   # the same review under CPython
    assert tab_to(page, "#btn-review-0")       # keyboard reachable
    assert page.locator("#btn-review-0").inner_text() == "Review my decisions"
    page.keyboard.press("Enter")
    page.wait_for_function("document.getElementById('review').dataset.state === 'done'",
                           timeout=60_000)
    summary = page.locator("#review-summary")
    total = float(summary.get_attribute("data-total-regret"))
    assert abs(total - expected.total_regret) < 0.15
    assert f"{total:.1f} points" in summary.inner_text()
    matched = page.inner_text("#review-matched")
    assert matched == f"{expected.matched} of {expected.total}"
    items = page.locator("#review-list li")
    assert items.count() == len(expected.costly())
    assert items.first.inner_text().startswith(expected.costly()[0].when)
    assert "suggested:" in items.first.inner_text()
    assert page.inner_text("#review-status").startswith("Review done")
    assert not axe_scan(page, "review")
    # leaving the scoreboard in the middle of a review stops it quietly
    page.click("#btn-review-0")
    assert page.inner_text("#review-progress").startswith("Reviewing ")
    page.click("#btn-again")
    assert data(page, "screen") == "game"
    page.click("#btn-roll")
    assert data(page, "moves") == "1"


def test_thinking_is_dropped_when_the_game_moves_on(play_page):
    """The Hint and a computer's move are worked out over many browser tasks;
    a move or leaving the table meanwhile drops them: no stale hint is shown
    and no stale move is applied."""
    page = play_page
    start_game(page, [("Ann", "person"), ("Max", "computer:master")], seed=12)
    page.click("#btn-roll")
    page.wait_for_function("document.documentElement.dataset.pending === 'choose'")
    page.click("#btn-suggest")
    play_step(page)   # a move while the hint may still be worked out
    # until the hint's work has ended: dropped, or shown before the move
    page.wait_for_function("document.documentElement.dataset.hint !== 'thinking'")
    assert not page.locator("#message").inner_text().startswith("Suggested")
    while data(page, "busy") != "true":
        play_step(page)
    moves = int(data(page, "moves"))
    page.click("#btn-menu-new")   # leave while the computer thinks (or waits for the pace)
    # its thinking and its pending move were dropped (never applied later)
    page.wait_for_function("document.documentElement.dataset.bot === 'stopped'")
    assert data(page, "screen") == "setup"
    assert len(saved(page)["game"]["actions"]) == moves
