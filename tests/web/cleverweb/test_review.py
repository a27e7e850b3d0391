"""The after-game review (web/cleverweb/review.py and its markup) under CPython:
the replay of a finished game asks the coach at each of a seat's decisions."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))

from cleverweb import screens  # noqa: E402
from cleverweb.review import Review, reviewable  # noqa: E402
from cleverweb.session import COMPUTER, Seat, Session, action_text  # noqa: E402

import clever  # noqa: E402
from clever.bots import coach  # noqa: E402

SEED = 4242


def coach_game(seed: int = SEED, bad_at: int | None = None):
    """A solo game played by the coach's suggestions; at the `bad_at`-th decision
    with a choice (0-based) the coach's worst-ranked action is played instead.
    Returns (game, {action number: (played, regret)} of the bad decision)."""
    g = clever.new_game(["Ann"], seed=seed)
    choices = 0
    bad = {}
    while not g.is_over:
        acts = g.legal_actions()
        if len(acts) == 1:
            g.apply(acts[0])
            continue
        ranking = coach(g)
        action, value = ranking[0]
        if choices == bad_at:
            action, worst = ranking[-1]
            bad[len(g.history) + 1] = (action_text(action, g, face=True), value - worst)
        choices += 1
        g.apply(action)
    return g, bad


@pytest.fixture(scope="module")
def perfect():
    game, _ = coach_game()
    return game, Review(clever, game, 0).run()


def test_a_game_played_by_the_suggestions_has_no_regret(perfect):
    game, review = perfect
    assert review.finished and review.total == len(review.decisions) > 20
    assert review.total_regret == 0
    assert review.matched == review.total
    assert all(d.same and d.played == d.suggested for d in review.decisions)
    assert review.costly() == []
    html = screens.review_html(review)
    assert 'data-total-regret="0.0"' in html
    assert f"{review.total} of {review.total}" in html
    assert "No decision cost points" in html and "<ol" not in html


def test_a_bad_choice_shows_its_cost_at_that_decision(perfect):
    game, bad = coach_game(bad_at=5)
    [(number, (played, cost))] = bad.items()
    assert cost > 0.5
    review = Review(clever, game, 0).run()
    [d] = [d for d in review.decisions if d.number == number]
    assert d.played == played and not d.matched and not d.same
    assert d.regret == pytest.approx(cost)
    # every other decision followed the coach: the bad one is the whole cost
    assert review.matched == review.total - 1
    assert review.total_regret == pytest.approx(cost)
    assert review.costly() == [d]
    # what the player reads
    html = screens.review_html(review)
    assert f'data-total-regret="{cost:.1f}"' in html
    assert f"{review.total - 1} of {review.total}</span> decisions matched" in html
    item = html.split('<ol id="review-list"', 1)[1]
    assert f"Round {d.round}, {d.turn}, action {number}:" in item
    assert f"You: {played}; suggested: {d.suggested}" in item.replace("&#x27;", "'")
    assert f"(\u2212{cost:.1f} points)" in item
    assert '<h4 id="review-list-title">' in html


def test_decisions_without_a_choice_are_skipped_and_steps_go_one_by_one(perfect):
    game, _ = perfect
    review = Review(clever, game, 0, level="skilled")
    replay = clever.new_game(["Ann"], seed=SEED)
    expected = []
    for i, a in enumerate(game.history):
        if len(replay.legal_actions()) > 1:
            expected.append(i + 1)
        replay.apply(a)
    assert review.total == len(expected) < len(game.history)
    for n in range(1, review.total + 1):
        assert review.step()
        assert review.done == n and review.decisions[-1].number == expected[n - 1]
        assert review.finished == (n == review.total)
    assert not review.step()
    assert not any(d.played == "roll" for d in review.decisions)


def test_only_people_are_reviewed_never_computer_seats():
    s = Session.new(clever, [Seat("Ann"), Seat("Robo", COMPUTER, "beginner")], seed=77)
    assert reviewable(s) == []    # not before the game is over
    while not s.over:
        if s.computer_to_move():
            assert s.bot_step().ok
        else:
            assert s.act(s.game.legal_actions()[-1]).ok
    assert reviewable(s) == [0]
    html = screens.scoreboard_html(s)
    assert 'id="btn-review-0"' in html and "btn-review-1" not in html
    assert "Review my decisions" in html
    assert 'role="status"' in html and '<h3 id="review-title">' in html
    review = Review(clever, s.game, 0, level="skilled").run()
    assert review.total > 10
    assert all(s.game.actors[d.number - 1] == 0 for d in review.decisions)
    # with two people, each gets a button with their name
    s.seats[1] = Seat("Robo")
    html = screens.scoreboard_html(s)
    assert "Review Ann&#x27;s decisions" in html and "Review Robo&#x27;s decisions" in html


def test_review_markup_while_running_and_for_another_game(perfect):
    game, _ = perfect
    review = Review(clever, game, 0, level="skilled")
    review.step()
    html = screens.review_html(review)
    assert f"Reviewing 2 of {review.total}\u2026" in html
    assert f'<progress id="review-bar" max="{review.total}" value="1"' in html
    assert 'id="btn-review-stop"' in html
    s = Session(clever, game, [Seat("Ann")])
    assert 'data-state="running"' in screens.scoreboard_html(s, review)
    other = Session.new(clever, [Seat("Ann")], seed=SEED)   # same dice, other choices
    while not other.over:
        other.act(other.game.legal_actions()[-1])
    assert 'data-state="none"' in screens.scoreboard_html(other, review)


def test_review_of_a_missing_seat_is_refused(perfect):
    game, _ = perfect
    with pytest.raises(ValueError):
        Review(clever, game, 1)


def test_review_in_slices_gives_the_same_decisions_as_whole_steps(perfect):
    # the page reviews slice by slice (a few per browser task); the result
    # must be exactly the decision-by-decision review, and a real search
    # takes several slices per decision
    game, whole = perfect
    sliced = Review(clever, game, 0)
    slices = 0
    while not sliced.slice():
        slices += 1
    assert sliced.finished and sliced.total == whole.total > 0
    assert sliced.decisions == whole.decisions
    assert slices > 2 * sliced.total


def test_a_4ever_game_with_a_table_option_is_reviewed_by_its_master():
    # Clever 4Ever's coach is its master; the review replays the game with its
    # table options and its first player, or the moves would not fit
    g = clever.new_game(["Ann", "Bob"], seed=77, variant="clever-4ever",
                        options=["white_as_blue"], first=1)
    while not g.is_over:
        g.apply(coach(g, level="master")[0][0])
    assert g.first == 1 and "white_as_blue" in g.variant.options
    for seat in (0, 1):
        review = Review(clever, g, seat).run()
        assert review.level == "master" and review.total > 20
        assert review.total_regret == 0 and review.matched == review.total
