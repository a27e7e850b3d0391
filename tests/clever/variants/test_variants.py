"""A game's Variant built afresh from its data module, and the refusals of an
unknown game or bad table options as whole sentences.

get_variant caches one Variant per game and options for the whole process, so
a test that plays games never builds one again: these build their own
(the mutation run of clever/variants/ found what only they see).
"""

from importlib import import_module

import pytest

from clever.variants import Variant, check_options, get_variant

PC = import_module("clever.variants.pretty_clever")
C4 = import_module("clever.variants.clever_4ever")


def test_a_variant_names_its_game_and_its_computer_levels():
    pc, c4 = Variant(PC), Variant(C4)
    assert (pc.title, c4.title) == ("That's Pretty Clever", "Clever 4Ever")
    for v in (pc, c4):
        assert v.bots == ("random", "beginner", "skilled", "expert", "master")


def test_the_table_options_offered_with_their_texts():
    pc, c4 = Variant(PC), Variant(C4)
    assert list(pc.option_texts) == ["same_dice"]
    assert list(c4.option_texts) == ["same_dice", "white_as_blue", "upper_waits"]
    name, text = c4.option_texts["upper_waits"]
    assert name and text  # a name and an explanation for the new-game screen


def test_each_die_goes_to_its_own_area_and_the_white_one_almost_anywhere():
    assert Variant(PC).die_areas == (
        ("yellow", "blue", "green", "orange", "purple"),
        ("yellow",), ("blue",), ("green",), ("orange",), ("purple",))
    # ruling C1: white stands for blue only with the table option
    assert Variant(C4).die_areas[0] == ("yellow", "grey", "green", "pink")
    assert Variant(C4, frozenset({"white_as_blue"})).die_areas[0] \
        == ("yellow", "blue", "grey", "green", "pink")


def test_a_total_below_every_solo_floor_gets_the_lowest_title():
    """4Ever's yellow middle row counts against you: a total can be negative."""
    c4 = Variant(C4)
    assert c4.solo_title(-3) == "Let's talk about something else"
    assert c4.solo_title(180) == "Just bad luck"
    assert Variant(PC).solo_title(-1) == "Try harder!"


@pytest.mark.parametrize("options", ["upper_waits", 5, {"upper_waits": True}])
def test_table_options_that_are_not_a_list_are_refused(options):
    with pytest.raises(ValueError) as refused:
        check_options("clever-4ever", options)
    assert str(refused.value) == "table options must be a list of option names"


def test_an_unknown_table_option_is_refused_with_the_game_s_options():
    with pytest.raises(ValueError) as refused:
        check_options("clever-4ever", ["nope"])
    assert str(refused.value) == ("'nope' is not a table option of clever-4ever "
                                  "(options: same_dice, own_sheet, white_as_blue, upper_waits)")


def test_an_unknown_game_is_refused_with_the_games_there_are():
    with pytest.raises(ValueError) as refused:
        get_variant("clever-5ever")
    assert str(refused.value) == \
        ("unknown game variant 'clever-5ever'; known: clever-4ever, pretty-clever, "
         "twice-as-clever")


@pytest.mark.parametrize("good", [("upper_waits",), ["upper_waits"],
                                  frozenset({"upper_waits"})])
def test_a_game_asked_for_again_is_the_same_and_a_bad_option_still_refused(good):
    # a second ask is answered from the cache, in whatever form the options came
    assert get_variant("clever-4ever", good) is get_variant("clever-4ever", ["upper_waits"])
    assert get_variant("clever-4ever", good).options == frozenset({"upper_waits"})
    for bad in [("nope",), ("upper_waits", "nope"), (["upper_waits"],), "upper_waits"]:
        with pytest.raises(ValueError):
            get_variant("clever-4ever", bad)
    with pytest.raises(ValueError):
        get_variant(["clever-4ever"], good)
