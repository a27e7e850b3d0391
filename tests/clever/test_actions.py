"""A box is named one way only: the ASCII spelling the game writes ("3",
"r2c3", "l4"). Any other spelling of it (a leading zero, a sign, another
script's digits such as "١" or "０", a superscript "²") is no move: `apply`
refuses it in words with IllegalAction, and a save or a game code holding it
is refused with InvalidSave, never with IndexError or ValueError from deep
inside the rules."""

from __future__ import annotations

import base64
import json

import pytest

from clever import IllegalAction, InvalidSave, gamecode, load_game, new_game, parse_action
from clever.areas.base import box_number
from clever.variants import get_variant

VARIANTS = ("pretty-clever", "clever-4ever")


def digit_forms(d: str) -> list[str]:
    """Other characters Python's isdigit() or int() take for the digit d."""
    n = int(d)
    supers = "⁰¹²³⁴⁵⁶⁷⁸⁹"
    return [chr(0xFF10 + n), chr(0x0660 + n), chr(0x0966 + n), supers[n], chr(0x1D7CE + n)]


def respellings(label: str) -> set[str]:
    out = set()
    for i, c in enumerate(label):
        if c.isdigit():
            for other in digit_forms(c):
                out.add(label[:i] + other + label[i + 1:])
            if i == 0 or not label[i - 1].isdigit():
                out |= {label[:i] + "0" + label[i:], label[:i] + "00" + label[i:],
                        label[:i] + "+" + label[i:], label[:i] + "-" + label[i:]}
    out |= {label.upper(), label + "_0", label + ".0", "\u00b2" + label, label + "²"}
    out.discard(label)
    return out


def all_labels(area) -> list[str]:
    candidates = [str(n) for n in range(1, 40)]
    candidates += [f"r{r}c{c}" for r in range(1, 10) for c in range(1, 10)]
    candidates += [f"{h}{n}" for h in "lu" for n in range(1, 15)]
    return [t for t in candidates if area.parse_box(t) is not None]


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_box_reads_back_from_its_own_spelling_only(variant):
    v = get_variant(variant)
    for area in v.areas.values():
        labels = all_labels(area)
        assert labels, area.name
        for label in labels:
            assert area.box_label(area.parse_box(label)) == label
            for other in respellings(label):
                assert area.parse_box(other) is None, (area.name, other)


@pytest.mark.parametrize("thing", [None, 3, ["1"], b"1", "", "1 ", "٣", "²", "01", "1000"])
def test_a_box_number_is_ascii_digits_without_a_leading_zero(thing):
    assert box_number(thing) is None


def test_box_numbers_as_the_game_writes_them():
    assert [box_number(t) for t in ("1", "9", "10", "12")] == [1, 9, 10, 12]


def at_a_choice(variant: str):
    g = new_game(["Ann"], seed=3, variant=variant)
    g.apply("roll")
    assert g.pending.kind == "choose"
    return g


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_other_spelling_of_a_box_is_refused_in_words(variant):
    g = at_a_choice(variant)
    before = g.state_key()
    v = g.variant
    count = 0
    for area in v.areas.values():
        for label in all_labels(area):
            for other in sorted(respellings(label)):
                for text in (f"use {area.name} {area.name} {other}",
                             f"use {v.dice[-1]} {area.name} {other}",
                             f"bonus {area.name} {other}"):
                    with pytest.raises(IllegalAction) as info:
                        g.apply(text)
                    assert str(info.value).strip(), text
                    count += 1
    assert g.state_key() == before and g.history == ["roll"]
    assert count > 1000


@pytest.mark.parametrize("text", ["use white yellow r1c2 polish +²", "use white yellow r1c2 "
                                  "polish +01", "use white yellow r1c2 polish ２",
                                  "use white yellow r1c2 polish +" + "9" * 5000,
                                  "bonus blue r2c3 ٣", "roll ١ 2 3 4 5 6"])
def test_odd_numbers_elsewhere_in_an_action_are_no_action(text):
    with pytest.raises(IllegalAction):
        parse_action(text)


def test_canonical_polish_still_reads():
    assert parse_action("use pink pink 1 polish +2").polish == 2
    assert parse_action("use pink pink 1 polish -1").polish == -1


def a_save_with(variant: str, wrong: str) -> str:
    g = at_a_choice(variant)
    data = json.loads(g.to_json())
    data["actions"].append(wrong)
    return json.dumps(data)


@pytest.mark.parametrize("variant,wrong", [
    ("pretty-clever", "use purple purple 01"), ("pretty-clever", "use purple purple ١"),
    ("pretty-clever", "use purple purple ００１"), ("pretty-clever", "use purple purple ²"),
    ("pretty-clever", "use yellow yellow r²c1"), ("clever-4ever", "use green green l²"),
    ("clever-4ever", "use blue blue r²c1"), ("clever-4ever", "use pink pink 0１"),
])
def test_a_save_or_a_code_with_another_spelling_is_refused_as_such(variant, wrong):
    with pytest.raises(InvalidSave, match=r"^action 2 \('.*'\) of the save is not legal: "):
        load_game(a_save_with(variant, wrong))
    raw = wrong.encode()
    number = get_variant(variant).code_number
    payload = bytes([1, number, 0, 0, 1, 3]) + b"Ann" + bytes([3, 2, 1, 0, len(raw)]) + raw
    code = base64.urlsafe_b64encode(payload + bytes(6)).decode().rstrip("=")
    with pytest.raises(InvalidSave, match=r"^the code was changed or damaged: move 2 "):
        gamecode.decode(code)


# Written against mutation testing: action texts that are not what they
# should be, refused in words.


@pytest.mark.parametrize("word", ["X3", "x1", "*2", "3", "+0", "-", "+a"])
def test_polish_steps_must_be_signed_numbers(word):
    with pytest.raises(IllegalAction) as bad:
        parse_action(f"use white yellow r1c2 polish {word}")
    assert "is not an action; expected e.g." in str(bad.value)


@pytest.mark.parametrize("word, steps", [("+2", 2), ("-1", -1), ("+12", 12)])
def test_polish_steps_with_their_sign(word, steps):
    assert parse_action(f"use white yellow r1c2 polish {word}").polish == steps


@pytest.mark.parametrize("value, kind", [(5, "int"), (None, "NoneType"), (["roll"], "list")])
def test_an_action_that_is_not_text_is_refused_naming_what_it_is(value, kind):
    with pytest.raises(IllegalAction) as bad:
        parse_action(value)
    assert str(bad.value) == f"an action must be text, not {kind}"


@pytest.mark.parametrize("text", ["platter X 1 2", "platter 1 X", "fields X 2", "fields 0 7",
                                  "platter 12"])
def test_a_paper_sheet_phone_action_with_a_face_that_is_no_die_is_refused(text):
    # (a phone beside a paper sheet types the platter's and the fields' dice)
    with pytest.raises(IllegalAction) as bad:
        parse_action(text)
    assert "is not an action; expected e.g." in str(bad.value)


def test_the_faces_of_a_paper_sheet_phone_action():
    assert parse_action("platter 0 3 6").faces == (0, 3, 6)
    assert parse_action("fields 1 2").faces == (1, 2)


@pytest.mark.parametrize("text,value", [("bonus blue 3 2", 2), ("bonus blue 3 12", 12),
                                        ("bonus pink 4 6", 6)])
def test_a_question_mark_bonus_names_a_face_or_a_sum_of_two_dice(text, value):
    # Twice as Clever's blue ? writes a sum from 2 to 12 in the next box
    a = parse_action(text)
    assert a.value == value and str(a) == text


@pytest.mark.parametrize("text", ["bonus blue 3 13", "bonus blue 3 0", "bonus blue 3 07",
                                  "bonus blue 3 +8"])
def test_a_bonus_value_beyond_twelve_or_misspelt_is_no_action(text):
    with pytest.raises(IllegalAction, match="is not an action"):
        parse_action(text)


def test_the_return_action_reads_and_writes_back():
    a = parse_action("return silver")
    assert (a.kind, a.die) == ("return", "silver") and str(a) == "return silver"
    with pytest.raises(IllegalAction, match="is not an action"):
        parse_action("return")
