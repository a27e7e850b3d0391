"""The score counter (clever/counter.py) as a player of the paper game meets it:
the whole text of each refusal (in English and in German, where the area and
the game are named in the reader's language), the part of it the page shows
beside the row, the limits themselves accepted, the default game and the
table options checked.  Written against mutation testing."""

import pytest

from clever.counter import EntryError, area_points, count_scores, counter_fields
from clever.i18n import tr

PC, EVER = "pretty-clever", "clever-4ever"


def refusal(players, variant=PC, options=()):
    with pytest.raises(ValueError) as e:
        count_scores(players, variant, options)
    return e.value.args[0]


def test_each_refusal_is_the_whole_sentence_naming_the_player_and_the_area():
    assert refusal([("Ann", {"blue": 12})]) == \
        "Ann: blue: 12 crosses is impossible; it must be from 0 to 11"
    assert refusal([("Ann", {}), ("Bob", {"yellow": "30"})]) == \
        "Bob: yellow: enter a whole number, not '30'"
    assert refusal([("Ann", {"foxes": 6})]) == \
        "Ann: foxes: 6 foxes is impossible; it must be from 0 to 5"
    assert refusal([("Ann", {"orange": 97})]) == \
        "Ann: orange: 97 points is impossible; it must be from 0 to 96"
    assert refusal([("Ann", {"yellow": 12})]) == \
        "Ann: yellow: no sheet scores exactly 12 points there"
    assert refusal([("Ann", [30, 7])]) == "Ann: the entries must be given per area"


def test_unknown_areas_are_all_named_with_the_game():
    assert refusal([("Ann", {"pink": 3, "grey": 1})]) == \
        "Ann: That's Pretty Clever has no area named grey, pink"
    assert refusal([("Ann", {"orange": 3})], EVER) == \
        "Ann: Clever 4Ever has no area named orange"


def test_refusals_in_german_name_the_area_and_the_game_in_german():
    assert tr(refusal([("Ann", {"yellow": "3"})]), "de") == \
        "Ann: Gelb: gib eine ganze Zahl ein, nicht '3'"
    assert tr(refusal([("Ann", {"pink": 3})]), "de") == \
        "Ann: Ganz schön clever hat keinen Bereich namens pink"


def test_a_refused_entry_says_which_row_and_the_reason_alone():
    """The counter page checks each row alone and shows the reason beside it."""
    with pytest.raises(EntryError) as e:
        area_points({"blue": 12})
    assert e.value.key == "blue"
    assert e.value.reason == "12 crosses is impossible; it must be from 0 to 11"
    assert e.value.args[0] == "blue: 12 crosses is impossible; it must be from 0 to 11"


def test_the_highest_possible_entries_are_accepted():
    best = {"yellow": 60, "blue": 11, "green": 11, "orange": 96, "purple": 66, "foxes": 5}
    pts = area_points(best)
    assert pts == {"yellow": 60, "blue": 56, "green": 66, "orange": 96, "purple": 66,
                   "foxes": 5}
    ann = count_scores([("Ann", best)])["players"][0]
    assert ann["total"] == 60 + 56 + 66 + 96 + 66 + 5 * 56


def test_the_default_game_is_thats_pretty_clever():
    assert counter_fields() == counter_fields(PC)
    assert [f["key"] for f in counter_fields()][:2] == ["yellow", "blue"]
    assert area_points({"blue": 3}) == area_points({"blue": 3}, PC)


def test_the_foxes_are_asked_as_a_count_in_both_games():
    for variant in (PC, EVER):
        foxes = counter_fields(variant)[-1]
        assert foxes == {"key": "foxes", "entry": "count", "min": 0,
                         "max": 5 if variant == PC else 7}


@pytest.mark.parametrize("call", [
    lambda: counter_fields(PC, ["no_such_option"]),
    lambda: area_points({}, PC, ["no_such_option"]),
    lambda: count_scores([("Ann", {})], PC, ["no_such_option"]),
    lambda: count_scores([("Ann", {})], EVER, ["same_dice", "upper_wait"]),
])
def test_an_unknown_table_option_is_refused(call):
    with pytest.raises(ValueError, match="is not a table option of"):
        call()


def test_known_table_options_count_the_same():
    entries = {"yellow": 20, "blue": 25, "grey": 55, "green": 42, "pink": 32, "foxes": 1}
    plain = count_scores([("Ann", entries)], EVER)
    assert count_scores([("Ann", entries)], EVER, ["white_as_blue", "upper_waits"]) == plain


@pytest.mark.parametrize("players", [
    {"Ann": {}}.items(),          # pairs, but not a list
    [("Ann", {}, {})],            # a triple
    [("Ann",)],
    ["Ab"],                       # two characters are no (name, entries) pair
])
def test_players_that_are_not_a_list_of_pairs_are_refused_in_words(players):
    assert refusal(players) == "players must be a list of (name, entries) pairs"
