"""Twice as Clever's daily challenge under CPython (web/cleverweb/daily.py):
its seed per date (frozen: a day's dice never change), the same first roll
for everyone on a date and another the next day, a daily game recognised as
such, its best and streak kept apart from the other games', the result card
and link, and the menu offering it."""

from __future__ import annotations

import random
import sys
from html import unescape
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))

from cleverweb import daily  # noqa: E402

import clever  # noqa: E402
from clever import gamecode  # noqa: E402

TWICE = "twice-as-clever"
DAY = "2026-12-01"


def daily_game(day: str = DAY, game: str = TWICE):
    return clever.new_game([daily.PLAYER], seed=daily.daily_seed(day, game), variant=game,
                           options=daily.OPTIONS)


def first_roll(day: str, game: str = TWICE) -> list[tuple[str, int]]:
    g = daily_game(day, game)
    g.apply("roll")
    return [(d["die"], d["face"]) for d in g.dice()]


def test_twice_has_a_challenge_and_its_seed_per_date_is_frozen():
    assert TWICE in daily.games()
    # the seed of a date is for ever: the players of that day met these dice
    assert daily.daily_seed(DAY, TWICE) == 4834093187954470
    assert daily.daily_seed("2026-12-02", TWICE) == 8010374808363139
    assert len({daily.daily_seed(DAY, g) for g in daily.games()}) == len(daily.games())


def test_one_date_gives_everyone_one_roll_and_the_next_day_another():
    assert first_roll(DAY) == first_roll(DAY)
    assert [die for die, _ in first_roll(DAY)] == ["white", "yellow", "blue", "green", "pink",
                                                  "silver"]
    days = [f"2026-12-{d:02d}" for d in range(1, 11)]
    assert len({tuple(first_roll(d)) for d in days}) == len(days)
    assert first_roll(DAY) != first_roll(DAY, "clever-4ever")


def test_a_twice_daily_game_is_twices_challenge_only():
    seed = daily.daily_seed(DAY, TWICE)
    rec = {**daily.read_record(None), "current": {"day": DAY, "seed": seed, "game": TWICE}}
    assert daily.daily_of(rec, daily_game()) == DAY
    # the same seed in another game, or without the same dice, is no challenge
    assert daily.daily_of(rec, clever.new_game([daily.PLAYER], seed=seed,
                                               options=daily.OPTIONS)) is None
    assert daily.daily_of(rec, clever.new_game([daily.PLAYER], seed=seed,
                                               variant=TWICE)) is None


def test_best_and_streak_are_twices_own():
    rec = daily.read_record(None)
    rec = daily.record_score(rec, "2026-11-30", 180, TWICE)
    rec = daily.record_score(rec, DAY, 210, TWICE)
    rec = daily.record_score(rec, DAY, 190, TWICE)  # a lower score keeps the best
    rec = daily.record_score(rec, DAY, 150)
    assert daily.best_of(rec, DAY, TWICE) == 210 and daily.best_of(rec, DAY) == 150
    assert daily.streak(rec, DAY, TWICE) == 2 and daily.streak(rec, DAY) == 1
    again = daily.read_record(__import__("json").dumps(rec))
    assert again == rec


def test_a_finished_twice_daily_game_shares_its_card_and_link():
    g = daily_game()
    rng = random.Random(1)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    url = daily.link("http://x/", gamecode.encode(g), DAY)
    code, day = daily.read_link(url.split("#", 1)[1])
    back = gamecode.decode(code)
    assert day == DAY and back.variant.name == TWICE and back.scores() == g.scores()
    assert back.variant.options == frozenset(daily.OPTIONS)
    text = daily.card_text(g, url, DAY, g.scores()[0]["total"], 1)
    assert text.startswith("Twice as Clever: daily challenge of 2026-12-01 (UTC)")
    assert "Silver" in text.splitlines()[2] and "Pink" in text.splitlines()[2]


def test_the_menu_offers_twices_challenge():
    rec = daily.record_score(daily.read_record(None), DAY, 222, TWICE)
    html = unescape(daily.choice_html(rec, DAY))
    assert 'data-act="daily-twice-as-clever"' in html
    assert "Play today's Twice as Clever challenge" in html
    assert "Today's best: 222. Streak: 1 day." in html
    back = unescape(daily.choice_html(rec, DAY, under_way=TWICE))
    assert "Back to today's Twice as Clever challenge" in back
