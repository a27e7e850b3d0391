"""The public API takes values built by hand as well as texts: an Action
whose parts are not texts and whole numbers, a seat that is True or 1.0, a
game or table options given as a list or a dict are refused in words
(IllegalAction, ValueError), never with TypeError or AttributeError, and the
game is left as it was."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clever import Action, IllegalAction, new_game, score_sheet
from clever.counter import area_points, count_scores, counter_fields
from clever.variants import get_variant


def at_a_choice(players=("Ann",), variant="pretty-clever"):
    g = new_game(list(players), seed=3, variant=variant)
    g.apply("roll")
    return g


ODD = [1, 2.5, None, [], ["yellow"], {"a": 1}, (1,), b"yellow", True]


FIELDS = ["kind", "die", "area", "box", "value", "polish", "faces"]
# every field set to every odd value, except where that is the legal action itself
CASES = [(f, v) for f in FIELDS for v in ODD if not (f in ("value", "faces") and v is None)]


@pytest.mark.parametrize(("field", "odd"), CASES, ids=repr)
def test_an_action_with_a_part_of_the_wrong_type_is_refused_in_words(field, odd):
    g = at_a_choice()
    legal = next(a for a in g.legal_actions() if a.kind == "use")
    before = g.state_key()
    with pytest.raises(IllegalAction) as info:
        g.apply(legal._replace(**{field: odd}))
    assert str(info.value)
    assert g.state_key() == before and g.history == ["roll"]


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_any_hand_built_action_is_applied_or_refused_in_words(data):
    g = at_a_choice(("Ann", "Bob"), data.draw(st.sampled_from(["pretty-clever",
                                                                "clever-4ever"])))
    words = st.sampled_from(["use", "plus1", "bonus", "roll", "reroll", "pass", "done",
                             "forfeit", "platter", "fields", "white", "yellow", "blue", "green",
                             "r1c2", "1", "l1", "", "²"])
    anything = st.one_of(st.none(), words, st.integers(-3, 9), st.booleans(), st.floats(),
                         st.lists(st.integers(0, 7), max_size=7), st.text(max_size=5),
                         st.tuples(st.integers(0, 7)), st.dictionaries(st.text(max_size=2),
                                                                      st.integers()))
    action = Action(*(data.draw(anything) for _ in range(7)))
    before = g.state_key()
    try:
        g.apply(action)
    except IllegalAction as e:
        assert str(e)
        assert g.state_key() == before


@pytest.mark.parametrize("seat", [True, 1.0, "1", [1]], ids=repr)
def test_a_seat_is_a_whole_number_not_true_or_one_point_oh(seat):
    g = new_game(["Ann", "Bob"], seed=1, first=1)
    with pytest.raises(IllegalAction, match=r"^It is not seat .*'s decision\. Now Bob: "):
        g.apply("roll", player=seat)
    assert g.history == []
    g.apply("roll", player=1)
    assert g.history == ["roll"]


@pytest.mark.parametrize("variant", [["pretty-clever"], {"a": 1}, None, 5])
def test_a_game_named_by_something_that_is_no_text_is_refused_in_words(variant):
    for call in (lambda: counter_fields(variant), lambda: score_sheet({}, variant),
                 lambda: area_points({}, variant), lambda: get_variant(variant),
                 lambda: count_scores([("Ann", {})], variant),
                 lambda: new_game(["Ann"], seed=1, variant=variant)):
        with pytest.raises(ValueError, match="^unknown game variant "):
            call()


@pytest.mark.parametrize("options", [[["same_dice"]], [{"a": 1}], [None], [3]], ids=repr)
def test_table_options_that_are_no_names_are_refused_in_words(options):
    for call in (lambda: counter_fields("pretty-clever", options),
                 lambda: score_sheet({}, "pretty-clever", options),
                 lambda: new_game(["Ann"], seed=1, options=options)):
        with pytest.raises(ValueError, match=r"is not a table option of pretty-clever"):
            call()


def test_a_list_of_faces_rolls_as_its_tuple_does():
    g = new_game(["Ann"], seed=1)
    g.apply(Action("roll", faces=[1, 2, 3, 4, 5, 6]))
    assert g.history == ["roll 1 2 3 4 5 6"]
