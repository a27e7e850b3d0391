"""The daily challenge, shared links and replays under CPython
(web/cleverweb/daily.py, web/cleverweb/replay.py)."""

from __future__ import annotations

import random
import sys
from html import unescape
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))

from cleverweb import daily, screens  # noqa: E402
from cleverweb.replay import Replay, link_error_html, replay_html  # noqa: E402

import clever  # noqa: E402
from clever import gamecode  # noqa: E402


def finished(seed=77, players=("You",), variant="pretty-clever"):
    g = clever.new_game(list(players), seed=seed, variant=variant)
    rnd = random.Random(seed)
    while not g.is_over:
        g.apply(rnd.choice(g.legal_actions()))
    return g


def first_roll(day: str, variant: str = daily.VARIANT) -> list[int]:
    g = clever.new_game([daily.PLAYER], seed=daily.daily_seed(day, variant), variant=variant,
                        options=daily.OPTIONS)
    g.apply("roll")
    return [d["face"] for d in g.dice()]


def test_the_date_gives_the_dice():
    assert daily.daily_seed("2026-12-01") == daily.daily_seed("2026-12-01")
    assert first_roll("2026-12-01") == first_roll("2026-12-01")
    days = [f"2026-12-{d:02d}" for d in range(1, 11)]
    assert len({tuple(first_roll(d)) for d in days}) == len(days)  # a new roll each day
    assert 0 <= daily.daily_seed("2026-12-01") < 2 ** 53
    # frozen: every version of the app must give a day the same dice
    assert daily.daily_seed("2026-12-01") == 8021037597781611


def test_streak_counts_days_in_a_row_up_to_today_or_yesterday():
    rec = daily.read_record(None)
    for day, score in (("2026-11-28", 150), ("2026-11-29", 170), ("2026-11-30", 160)):
        rec = daily.record_score(rec, day, score)
    assert daily.streak(rec, "2026-11-30") == 3
    assert daily.streak(rec, "2026-12-01") == 3   # today not played yet: still alive
    assert daily.streak(rec, "2026-12-02") == 0   # a day missed
    rec = daily.record_score(rec, "2026-11-30", 120)
    assert daily.best_of(rec, "2026-11-30") == 160      # the best stays
    rec = daily.record_score(rec, "2026-11-30", 190)
    assert daily.best_of(rec, "2026-11-30") == 190


@pytest.mark.parametrize("text", [None, "", "{", "[]", '{"best": 3}',
                                  '{"best": {"x": 1, "2026-01-01": "9"}, "current": 5}'])
def test_a_damaged_record_reads_as_empty(text):
    rec = daily.read_record(text)
    assert rec == {"best": {g: {} for g in daily.GAMES}, "current": None}


def test_a_record_survives_storage():
    import json
    rec = daily.record_score(daily.read_record(None), "2026-12-01", 180)
    rec = {**rec, "current": {"day": "2026-12-01", "seed": daily.daily_seed("2026-12-01"),
                              "game": daily.VARIANT}}
    assert daily.read_record(json.dumps(rec)) == rec


def test_links_carry_the_code_and_the_day():
    url = daily.link("http://x/index.html#old", "AbC-_9", "2026-12-01")
    assert url == "http://x/index.html#daily=2026-12-01&g=AbC-_9"
    assert daily.read_link("#daily=2026-12-01&g=AbC-_9") == ("AbC-_9", "2026-12-01")
    assert daily.read_link("#g=xyz") == ("xyz", None)
    assert daily.read_link("#daily=nonsense&g=xyz") == ("xyz", None)
    assert daily.read_link("") == (None, None)
    assert daily.read_link(None) == (None, None)


def test_the_result_card_says_score_streak_and_link():
    g = finished(seed=daily.daily_seed("2026-12-01"))
    text = daily.card_text(g, "http://x/#g=C", "2026-12-01", 200, 3)
    total = g.scores()[0]["total"]
    assert f"{total} points" in text and "2026-12-01" in text
    assert "Streak: 3 days" in text and "http://x/#g=C" in text
    assert "r1c" not in text  # players' words, no engine box ids
    html = daily.card_html(text, "http://x/#g=C", "2026-12-01", can_share=False)
    assert 'id="btn-share"' not in html and 'id="btn-copy-link"' in html
    assert 'id="btn-share"' in daily.card_html(text, "u", None, can_share=True)


def test_a_daily_game_is_the_one_started_as_such_and_keeps_its_day():
    day = "2026-12-01"
    g = clever.new_game([daily.PLAYER], seed=daily.daily_seed(day), options=daily.OPTIONS)
    assert daily.daily_of(daily.read_record(None), g) is None  # not started as the daily
    rec = {**daily.read_record(None), "current": {"day": day, "seed": g.seed,
                                                  "game": daily.VARIANT}}
    assert daily.daily_of(rec, g) == day  # finished after midnight: still that day's
    # the day's seed without "same dice for everyone" is not the challenge
    assert daily.daily_of(rec, clever.new_game([daily.PLAYER], seed=g.seed)) is None
    other = clever.new_game([daily.PLAYER], seed=5)
    assert daily.daily_of(rec, other) is None
    two = clever.new_game(["A", "B"], seed=g.seed)
    assert daily.daily_of(rec, two) is None
    rec = daily.record_score(rec, day, 150)
    assert daily.daily_intro(rec, day, day).startswith(
        "Daily challenge of 2026-12-01 (UTC). Today's best: 150. Streak: 1 day.")
    assert "That day's best: 150" in daily.daily_intro(rec, day, "2026-12-02")


def test_replay_back_and_forward_match_the_engine():
    g = finished()
    r = Replay(clever, g)
    assert r.end == len(g.history) and r.round_starts[1] == 0
    assert sorted(r.round_starts) == list(range(1, g.n_rounds + 1))
    r.go(r.end)
    assert r.position().scores() == g.scores()
    for at in (r.end - 1, 5, 0):
        r.go(at)
        fresh = gamecode.prefix(g, at)
        assert r.position().public_position() == fresh.public_position()
    r.go(r.round_starts[3])
    assert r.round_now() == 3 and r.position().round == 3
    r.go(-4)
    assert r.at == 0


def test_replay_markup_is_in_players_words():
    g = finished()
    r = Replay(clever, g, "link")
    r.go(4)
    html = replay_html(r, can_play=True)
    assert "move 4 of" in html and "btn-replay-play" in html and "Round 1" in html
    assert "You: " in html
    r.go(0)
    assert 'id="btn-replay-back" class="" data-act="replay-back" disabled' in replay_html(r, True)
    assert "could not be opened" in link_error_html("the code is cut short")


def test_the_coach_judges_a_decision_and_says_when_it_cannot(monkeypatch):
    g = finished(seed=3)
    r = Replay(clever, g)
    r.go(2)  # move 2: the first choice of a die
    view = r.coach_view()
    assert view.startswith(("The coach agrees", "The coach would have played"))
    r.go(1)  # the first roll: no choice
    assert "only one possible" in r.coach_view()
    g4 = finished(seed=3, variant="clever-4ever")
    r4 = Replay(clever, g4)
    r4.go(2)  # 4Ever's coach is its master
    assert r4.coach_view().startswith(("The coach agrees", "The coach would have played"))
    assert "replay-no-coach" not in replay_html(r4, False)
    # a game with no search level to judge with says so
    monkeypatch.setattr(g4.variant, "bots", ("random", "beginner"))
    assert "not available" in r4.coach_view()
    assert "replay-no-coach" in replay_html(r4, False)


def test_the_scoreboard_offers_the_card_and_the_replay():
    from cleverweb.session import PERSON, Seat, Session
    g = finished()
    s = Session(clever, g, [Seat("You", PERSON)])
    html = screens.scoreboard_html(s, None, '<section id="result-card"></section>')
    assert 'id="result-card"' in html and 'data-act="replay-own"' in html
    bar = screens.toolbar_html(s, "over", badge="Daily challenge of 2026-12-01 (UTC).")
    assert 'data-act="daily"' in bar and "Daily challenge of 2026-12-01" in bar


# ----------------------------------------------------------------------
# one challenge a day for each game

FOUR = "clever-4ever"


def test_each_game_has_its_own_challenge_each_day():
    assert daily.GAMES == ("pretty-clever", FOUR, "twice-as-clever")
    day = "2026-12-01"
    assert daily.daily_seed(day, FOUR) != daily.daily_seed(day)  # not the same seed
    assert daily.daily_seed(day) == 8021037597781611  # Pretty Clever's days keep their dice
    assert first_roll(day, FOUR) == first_roll(day, FOUR)  # the same for everyone
    days = [f"2026-12-{d:02d}" for d in range(1, 11)]
    assert len({tuple(first_roll(d, FOUR)) for d in days}) == len(days)
    assert 0 <= daily.daily_seed(day, FOUR) < 2 ** 53


def test_best_and_streak_are_kept_per_game():
    rec = daily.read_record(None)
    rec = daily.record_score(rec, "2026-11-30", 150)
    rec = daily.record_score(rec, "2026-12-01", 160)
    rec = daily.record_score(rec, "2026-12-01", 90, FOUR)
    assert daily.best_of(rec, "2026-12-01") == 160 and daily.best_of(rec, "2026-12-01", FOUR) == 90
    assert daily.streak(rec, "2026-12-01") == 2 and daily.streak(rec, "2026-12-01", FOUR) == 1
    assert daily.best_of(rec, "2026-11-30", FOUR) is None
    assert "Today's best: 90. Streak: 1 day." in daily.daily_intro(rec, "2026-12-01",
                                                                   "2026-12-01", FOUR)
    assert "Today's best: 160. Streak: 2 days." in daily.daily_intro(rec, "2026-12-01",
                                                                     "2026-12-01")


def test_an_old_record_reads_as_pretty_clevers():
    import json
    old = json.dumps({"best": {"2026-11-29": 140, "2026-11-30": 170},
                      "current": {"day": "2026-11-30", "seed": daily.daily_seed("2026-11-30")}})
    rec = daily.read_record(old)
    assert rec["best"] == {"pretty-clever": {"2026-11-29": 140, "2026-11-30": 170}, FOUR: {},
                           "twice-as-clever": {}}
    assert rec["current"]["game"] == "pretty-clever"
    assert daily.streak(rec, "2026-11-30") == 2 and daily.streak(rec, "2026-11-30", FOUR) == 0
    g = clever.new_game([daily.PLAYER], seed=daily.daily_seed("2026-11-30"),
                        options=daily.OPTIONS)
    assert daily.daily_of(rec, g) == "2026-11-30"  # the game under way stays the challenge
    # written back in the new form, it reads the same
    assert daily.read_record(json.dumps(rec)) == rec
    # a record naming an unknown game is no challenge, never a crash
    odd = json.dumps({"best": {"ghost": {"2026-11-30": 3}},
                      "current": {"day": "2026-11-30", "seed": 1, "game": "ghost"}})
    assert daily.read_record(odd) == daily.read_record(None)


def test_a_4ever_daily_game_is_4evers_challenge_only():
    day = "2026-12-01"
    seed = daily.daily_seed(day, FOUR)
    rec = {**daily.read_record(None), "current": {"day": day, "seed": seed, "game": FOUR}}
    g = clever.new_game([daily.PLAYER], seed=seed, variant=FOUR, options=daily.OPTIONS)
    assert daily.daily_of(rec, g) == day
    # Pretty Clever on 4Ever's seed, or 4Ever on Pretty Clever's, is no challenge
    assert daily.daily_of(rec, clever.new_game([daily.PLAYER], seed=seed,
                                               options=daily.OPTIONS)) is None
    pc = {**rec, "current": {"day": day, "seed": daily.daily_seed(day), "game": "pretty-clever"}}
    assert daily.daily_of(pc, clever.new_game([daily.PLAYER], seed=daily.daily_seed(day),
                                              variant=FOUR, options=daily.OPTIONS)) is None


def test_a_4ever_daily_card_and_link_name_the_game():
    day = "2026-12-01"
    g = finished(seed=daily.daily_seed(day, FOUR), variant=FOUR)
    url = daily.link("http://x/", gamecode.encode(g), day)
    code, got_day = daily.read_link(url.split("#", 1)[1])
    assert got_day == day and gamecode.decode(code).variant.name == FOUR
    text = daily.card_text(g, url, day, 88, 1)
    assert text.startswith("Clever 4Ever: daily challenge of 2026-12-01 (UTC)")
    assert "My best today: 88. Streak: 1 day." in text


def test_the_menu_offers_both_games_challenges():
    rec = daily.record_score(daily.read_record(None), "2026-12-01", 77, FOUR)
    html = unescape(daily.choice_html(rec, "2026-12-01", back="Back"))
    assert 'data-act="daily-pretty-clever"' in html and 'data-act="daily-clever-4ever"' in html
    assert "Play today's That's Pretty Clever challenge" in html
    assert "Play today's Clever 4Ever challenge" in html
    assert "Today's best: 77. Streak: 1 day." in html  # 4Ever's line
    assert "Not finished yet. Streak: 0 days." in html  # Pretty Clever's
    assert 'id="btn-daily-close"' in html
    back = unescape(daily.choice_html(rec, "2026-12-01", under_way=FOUR))
    assert "Back to today's Clever 4Ever challenge" in back
    assert 'id="btn-daily-close"' not in back


def test_the_menu_in_german_and_french():
    from cleverweb import lang
    rec = daily.read_record(None)
    try:
        for code in ("de", "fr"):
            lang.set_current(code)
            html = unescape(daily.choice_html(rec, "2026-12-01", back="Back"))
            assert "Play today" not in html and "Daily challenges" not in html
            assert "Heutige Aufgabe von Clever hoch vier spielen" in html if code == "de" \
                else "Jouer le défi du jour de Clever 4Ever" in html
        lang.set_current("de")  # the card names the game in the player's language
        g = finished(seed=daily.daily_seed("2026-12-01", FOUR), variant=FOUR)
        assert daily.card_text(g, "u", "2026-12-01", 1, 1).startswith(
            "Clever hoch vier: Tagesaufgabe vom 2026-12-01 (UTC)")
    finally:
        lang.set_current("en")


def test_a_daily_game_offers_no_hint_and_the_coach_says_why():
    from cleverweb.session import Seat, Session

    s = Session(clever, clever.new_game(["You"], seed=daily.daily_seed("2026-12-01",
                                                                      "pretty-clever")),
                [Seat("You")])
    s.game.apply("roll")
    assert 'id="btn-suggest"' in screens.controls_html(s)
    s.no_hints = True
    assert 'id="btn-suggest"' not in screens.controls_html(s)
    assert "No hints in the daily challenge" in s.suggestion()
    assert s.suggested() is None
