"""The daily challenge, shared links and replays in real Chromium: the same
first roll for two fresh profiles on one date and another roll on another
date; a finished daily game's link replays to the same final score in a fresh
profile offline; an edited link is refused in words; the replay's back,
forward and round jump show the engine's positions; axe-core finds nothing
serious; a 375 px phone needs no sideways scrolling; each game of the
family offers its own challenge."""

from __future__ import annotations

import json
import re
import sys

import page_helpers as ps
from browser import wait_controlled
from page_helpers import DESKTOP, KEY, PHONE, ROOT, axe_scan, data, open_game, play_to_end, saved

import clever
from clever import gamecode

sys.path.insert(0, str(ROOT / "web"))
from cleverweb.daily import daily_seed  # noqa: E402

DAY = "2026-12-01"
FOUR = "clever-4ever"


def fresh_page(browser, url, day=DAY, workers="block"):
    """A new profile of its own (empty storage) whose clock says `day` (UTC):
    for a test that needs the service worker; the others take `pages`."""
    context = ps.warm_context(browser, url, viewport=DESKTOP, reduced_motion="reduce",
                              service_workers=workers)
    context.add_init_script(f"window.cleverToday = '{day}';")
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    open_game(page, url)
    return page


def close(page):
    errors = page.errors
    page.context.close()
    assert not errors, errors


def on_day(pages, path="", day=DAY, **kind):
    """The game (or `path`) on a shared page whose clock says `day` (UTC)."""
    page = pages.open(path, day=day, wait=False, **kind)
    open_game(page)
    return page


def daily_first_roll(page, game="pretty-clever") -> list[str]:
    ps.menu(page, "#btn-daily")  # the menu's choice: one challenge per game
    page.wait_for_function("document.documentElement.dataset.screen === 'daily'")
    page.click(f"#btn-daily-{game}")
    if data(page, "moves") != "0":  # a game in progress: asked first
        assert "End it and play the daily challenge" in page.inner_text("#confirm-new")
        page.click("#btn-confirm-new-yes")
    page.wait_for_function("document.documentElement.dataset.pending === 'roll'")
    page.click("#btn-roll")
    page.wait_for_function("document.documentElement.dataset.moves === '1'")
    return page.eval_on_selector_all("#table .die", "els => els.map(e => e.ariaLabel)")


def first_roll(day: str, game: str) -> list[tuple[str, int]]:
    """The first roll of `day`'s challenge of `game` as the engine rolls it,
    (die, face): the same for everyone on that date, since the seed is the
    date's (tests/web/cleverweb/test_daily_dice.py checks that another date rolls
    other dice)."""
    g = clever.new_game(["You"], seed=daily_seed(day, game), variant=game,
                        options=["same_dice"])
    g.apply("roll")
    return [(d["die"], d["face"]) for d in g.dice()]


def same_dice(shown: list[str], want: list[tuple[str, int]]) -> None:
    """The dice's labels ("grey die, marked Gr, 6, just rolled") say `want`."""
    said = sorted((label.split(" die")[0], int(re.search(r", ([1-6])(,|$)", label).group(1)))
                  for label in shown)
    assert said == sorted(want), (said, want)


def test_the_daily_challenge_gives_the_dates_roll(pages):
    """The page rolls the date's dice, the engine's for the date's seed; a
    solo game under way is not replaced unasked."""
    day = "2026-12-02"
    page = on_day(pages, day=day)
    page.click("#new-game")
    page.click("#btn-roll")
    page.wait_for_function("document.documentElement.dataset.moves === '1'")
    rolled = daily_first_roll(page)  # asks before replacing the game under way
    same_dice(rolled, first_roll(day, "pretty-clever"))
    assert f"Daily challenge of {day} (UTC)" in page.inner_text("#daily-badge")
    # the day's best is the player's own: no Hint in a daily game
    assert page.locator("#btn-suggest").count() == 0
    assert saved(page)["game"]["seed"] == daily_seed(day)


def replay_points(page) -> str:
    return re.search(r"Points now: You (\d+)", page.inner_text("#replay-where")).group(1)


def replay_dice(page) -> list[str]:
    return page.eval_on_selector_all(".replay .table .die", "els => els.map(e => e.ariaLabel)")


def engine_dice(game) -> list[str]:
    """The dice of an engine position, as the replay's labels start."""
    return [f"{d['die']} die, {d['face']}" if d["where"] != "cup" else f"{d['die']} die"
            for d in game.dice()]


def check_position(page, game, at: int) -> None:
    page.wait_for_function(f"document.documentElement.dataset.replayAt === '{at}'")
    position = gamecode.prefix(game, at)
    assert replay_points(page) == str(position.scores()[0]["total"])
    shown = replay_dice(page)
    for want in engine_dice(position):
        assert any(label.startswith(want) for label in shown), (want, shown)


def test_daily_result_link_replay_and_an_edited_link(pages, play_browser, play_site):
    page = on_day(pages)
    ps.menu(page, "#btn-daily")
    page.click("#btn-daily-pretty-clever")
    play_to_end(page)
    total = int(page.get_attribute("#score-row-0 .total", "data-total"))
    badge = page.inner_text("#daily-badge")
    assert f"Today's best: {total}." in badge and "Streak: 1 day" in badge
    card = page.inner_text("#card-text")
    link = page.input_value("#card-link")
    assert f"{total} points" in card and link in card and f"#daily={DAY}&g=" in link
    assert axe_scan(page, "daily-over") == []
    page.set_viewport_size(PHONE)  # the card's long link wraps: no sideways scrolling
    assert page.evaluate("document.scrollingElement.scrollWidth") <= PHONE["width"]
    page.set_viewport_size(DESKTOP)
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.click("#btn-copy-link")
    page.wait_for_function("document.getElementById('card-status').textContent === "
                           "'Link copied.'")
    assert page.evaluate("navigator.clipboard.readText()") == link
    page.click("#btn-copy-card")
    page.wait_for_function("document.getElementById('card-status').textContent === "
                           "'Result copied.'")
    assert page.evaluate("navigator.clipboard.readText()") == card
    code = link.split("&g=", 1)[1]
    game = gamecode.decode(code)
    assert game.scores()[0]["total"] == total and game.seed == saved(page)["game"]["seed"]

    # the replay of one's own game: forward, back, a round jump, the coach on request
    page.click("#btn-replay-own")
    check_position(page, game, 0)
    for at in range(1, 6):
        page.click("#btn-replay-next")
        check_position(page, game, at)
    page.click("#btn-replay-back")
    check_position(page, game, 4)
    starts = round_starts(game)
    page.select_option("#replay-round", str(starts[3]))
    check_position(page, game, starts[3])
    page.focus("#btn-replay-next")  # the buttons work from the keyboard too
    page.keyboard.press("Enter")
    check_position(page, game, starts[3] + 1)
    page.keyboard.press("ArrowRight")  # and the arrow keys step
    check_position(page, game, starts[3] + 2)
    page.keyboard.press("ArrowLeft")
    check_position(page, game, starts[3] + 1)
    page.click("#btn-replay-last")
    check_position(page, game, len(game.history))
    page.click("#btn-replay-coach")
    page.wait_for_function("/coach (agrees|would|could not)|only one possible/"
                           ".test(document.getElementById('replay-coach-view').textContent)")
    page.click("#btn-replay-back")  # the coach's words belong to that move only
    check_position(page, game, len(game.history) - 1)
    assert page.inner_text("#replay-coach-view") == ""
    assert axe_scan(page, "replay") == []
    page.set_viewport_size(PHONE)
    assert page.evaluate("document.scrollingElement.scrollWidth") <= PHONE["width"]
    page.set_viewport_size(DESKTOP)
    page.click("#btn-replay-close")
    page.wait_for_function("document.documentElement.dataset.screen === 'over'")

    # an edited link is refused in words; the game saved here is untouched
    before = saved(page)
    i = len(code) // 2
    edited = code[:i] + ("A" if code[i] != "A" else "B") + code[i + 1:]
    page.goto(link.replace(code, edited))
    open_game(page)
    page.wait_for_function("document.documentElement.dataset.screen === 'link-error'")
    assert "refused: the code" in page.inner_text("#link-reason")
    assert axe_scan(page, "link-error") == []
    page.click("#btn-replay-close")
    page.wait_for_function("document.documentElement.dataset.screen === 'over'")
    assert saved(page) == before
    assert "#" not in page.url  # a reload shows this browser's game, not the link again

    # a fresh profile, offline after one visit: the link replays to the same score
    other = fresh_page(play_browser, play_site.url, workers="allow")
    wait_controlled(other)
    other.context.set_offline(True)
    other.goto("about:blank")
    other.goto(link)
    open_game(other)
    other.wait_for_function("document.documentElement.dataset.screen === 'replay'")
    assert f"final score: {total}." in other.inner_text(".replay .game-line")
    other.click("#btn-replay-last")
    check_position(other, game, len(game.history))
    # "play this seed": today's challenge, on this device
    other.click("#btn-replay-play")
    other.wait_for_function("document.documentElement.dataset.screen === 'game'")
    assert saved(other)["game"]["seed"] == game.seed
    assert "Daily challenge of" in other.inner_text("#daily-badge")
    close(other)


def round_starts(game) -> dict[int, int]:
    g = gamecode.start_of(game)
    starts = {1: 0}
    for i, a in enumerate(game.history):
        g.apply(a)
        if g.round not in starts and not g.is_over:
            starts[g.round] = i + 1
    return starts


def test_a_link_to_a_game_of_clever_4ever_replays_with_its_coach(pages):
    g = clever.new_game(["Ann", "Bob"], seed=9, variant="clever-4ever")
    while not g.is_over:
        g.apply(g.legal_actions()[0])
    page = on_day(pages, f"#g={gamecode.encode(g)}")
    page.wait_for_function("document.documentElement.dataset.screen === 'replay'")
    assert page.inner_text("header.top h1") == "Clever 4Ever"  # the game on show
    assert page.locator("#replay-no-coach").count() == 0  # 4Ever's master coaches
    page.click("#btn-replay-last")
    page.wait_for_function(f"document.documentElement.dataset.replayAt === '{len(g.history)}'")
    page.click("#btn-replay-coach")
    page.wait_for_function("/coach (agrees|would)|only one possible/"
                           ".test(document.getElementById('replay-coach-view').textContent)")
    where = page.inner_text("#replay-where")
    for s in g.scores():
        assert f"{s['player']} {s['total']}" in where
    page.click("#replay-tab-1")
    assert page.get_attribute("#replay-tab-1", "aria-pressed") == "true"
    assert "Bob's sheet" in page.inner_text(".replay .sheet-title")


def test_clever_4evers_daily_challenge_is_its_own(pages):
    """4Ever's challenge: the date's first roll, its own seed, not Pretty
    Clever's; the menu shows both games' challenges, keyboard-usable and
    clean for axe, also on a phone."""
    page = on_day(pages)
    ps.menu(page, "#btn-daily")
    page.wait_for_function("document.documentElement.dataset.screen === 'daily'")
    text = page.inner_text("#screen")
    assert "Play today's That's Pretty Clever challenge" in text
    assert "Play today's Clever 4Ever challenge" in text
    assert page.evaluate("document.activeElement.id") == "daily-title"
    assert axe_scan(page, "daily-choice") == []
    page.set_viewport_size(PHONE)
    assert page.evaluate("document.scrollingElement.scrollWidth") <= PHONE["width"]
    page.set_viewport_size(DESKTOP)
    page.focus("#btn-daily-close")  # the way back works from the keyboard
    page.keyboard.press("Enter")
    page.wait_for_function("document.documentElement.dataset.screen !== 'daily'")
    rolled = daily_first_roll(page, FOUR)
    same_dice(rolled, first_roll(DAY, FOUR))
    assert data(page, "variant") == "clever-4ever"
    assert f"Daily challenge of {DAY} (UTC)" in page.inner_text("#daily-badge")
    assert saved(page)["game"]["seed"] == daily_seed(DAY, FOUR)


def finished_daily_4ever(day: str):
    """Today's 4Ever challenge played to the end by the engine (random choices)."""
    import random
    g = clever.new_game(["You"], seed=daily_seed(day, FOUR), variant=FOUR,
                        options=["same_dice"])
    rng = random.Random(5)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    return g


def test_the_day_best_is_kept_per_game_and_an_old_record_is_pretty_clevers(pages):
    """A record from before 4Ever had a challenge counts as Pretty Clever's;
    a finished 4Ever challenge counts for 4Ever only; its link opens 4Ever's
    replay, whose "play this seed" is today's 4Ever challenge again."""
    g = finished_daily_4ever(DAY)
    session = json.dumps({"format": "clever-session", "version": 1,
                          "game": json.loads(g.to_json()),
                          "seats": [{"name": "You", "kind": "person"}],
                          "undo": True, "selected": None, "viewer": 0})
    record = json.dumps({"best": {"2026-11-30": 151},  # the old form: Pretty Clever's days
                         "current": {"day": DAY, "seed": g.seed, "game": FOUR}})
    page = on_day(pages, stored={"clever.daily.v1": record, KEY: session})
    page.wait_for_function("document.documentElement.dataset.screen === 'over'")
    total = g.scores()[0]["total"]
    assert f"Today's best: {total}. Streak: 1 day." in page.inner_text("#daily-badge")
    link = page.input_value("#card-link")
    assert f"#daily={DAY}&g=" in link and "Clever 4Ever" in page.inner_text("#card-text")
    ps.menu(page, "#btn-daily")
    assert f"Today's best: {total}. Streak: 1 day." in page.inner_text(
        "#daily-line-clever-4ever")
    # Pretty Clever's streak from the old record: yesterday's, still alive
    assert "Not finished yet. Streak: 1 day." in page.inner_text("#daily-line-pretty-clever")
    page.goto(link)
    open_game(page)
    page.wait_for_function("document.documentElement.dataset.screen === 'replay'")
    assert "Clever 4Ever" in page.inner_text(".replay .game-line")
    page.click("#btn-replay-play")
    page.wait_for_function("document.documentElement.dataset.screen === 'game'")
    assert data(page, "variant") == "clever-4ever"
    assert saved(page)["game"]["seed"] == g.seed
    assert "Daily challenge of" in page.inner_text("#daily-badge")


def test_the_daily_menu_in_german_and_french(pages):
    """The choice of the day's challenges has no English left, and axe finds
    nothing serious, in German and in French."""
    from i18n_support import english_left, html_lang
    for locale, code, name in (("de-DE", "de", "Clever hoch vier"),
                               ("fr-FR", "fr", "Clever 4Ever")):
        page = on_day(pages, viewport=PHONE, touch=False, lang=locale)
        ps.menu(page, "#btn-daily")
        page.wait_for_function("document.documentElement.dataset.screen === 'daily'")
        assert html_lang(page) == code
        assert name in page.inner_text("#btn-daily-clever-4ever")
        assert english_left(page) == []
        assert axe_scan(page, f"daily-choice-{code}") == []
        assert page.evaluate("document.scrollingElement.scrollWidth") <= PHONE["width"]
        page.click("#btn-daily-clever-4ever")
        page.wait_for_function("document.documentElement.dataset.pending === 'roll'")
        assert data(page, "variant") == FOUR


def test_a_4ever_replay_on_a_laptop_shows_its_sheet_large_and_its_dice_beside(pages):
    """A 4Ever daily link opened its sheet in the narrow column (about 270 px)
    with the dice table taking the wide one."""
    g = clever.new_game(["Ann"], seed=9, variant="clever-4ever")
    while not g.is_over:
        g.apply(g.legal_actions()[0])
    page = on_day(pages, f"#g={gamecode.encode(g)}")
    page.set_viewport_size({"width": 1280, "height": 800})
    page.wait_for_function("document.documentElement.dataset.screen === 'replay'")
    sheet = page.locator(".replay .sheet-svg").bounding_box()
    table = page.locator(".replay .table").bounding_box()
    assert table["x"] > sheet["x"] and sheet["width"] > table["width"]
    assert 500 <= sheet["height"] <= 800  # the whole sheet in the window, as in a game


TWICE = "twice-as-clever"


def test_twice_as_clevers_daily_challenge_is_offered_and_started(pages):
    """The menu offers Twice's challenge beside the others, with its own
    streak (yesterday's Twice best, stored before the one page load); it
    starts a solo game of Twice on the date's seed with the date's first
    roll, without the Hint."""
    record = json.dumps({"best": {"twice-as-clever": {"2026-11-30": 251}}, "current": None})
    page = on_day(pages, stored={"clever.daily.v1": record})
    ps.menu(page, "#btn-daily")
    page.wait_for_function("document.documentElement.dataset.screen === 'daily'")
    assert "Play today's Twice as Clever challenge" in page.inner_text(f"#btn-daily-{TWICE}")
    assert "Not finished yet. Streak: 1 day." in page.inner_text(f"#daily-line-{TWICE}")
    assert "Streak: 0 days." in page.inner_text("#daily-line-pretty-clever")
    page.focus("#btn-daily-close")
    page.keyboard.press("Enter")
    page.wait_for_function("document.documentElement.dataset.screen !== 'daily'")
    rolled = daily_first_roll(page, TWICE)
    same_dice(rolled, first_roll(DAY, TWICE))
    assert any(label.startswith("silver die") for label in rolled)
    assert data(page, "variant") == TWICE
    assert f"Daily challenge of {DAY} (UTC)" in page.inner_text("#daily-badge")
    assert page.locator("#btn-suggest").count() == 0
    assert saved(page)["game"]["seed"] == daily_seed(DAY, TWICE)
