"""The new-game form's logic under CPython (cleverweb/setup_form.py): the form
as screens.setup_html draws it, filled in, reads as a typed set-up or as a
refusal in the players' words; the set-up starts its Session; choosing
another game redraws the seats' "played by" choices and keeps what was typed;
the choices made on the early form reach the real one, the game first."""

from __future__ import annotations

import sys
from html.parser import HTMLParser
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))

from cleverweb import screens  # noqa: E402
from cleverweb import setup_form as form  # noqa: E402
from cleverweb.form_fields import Field, FormFields  # noqa: E402
from cleverweb.page_event import Element  # noqa: E402
from cleverweb.session import COMPUTER, PERSON, Seat  # noqa: E402

import clever  # noqa: E402


class Fields(HTMLParser):
    """The form's fields as cleverDom.form reads them: id, name, type, value,
    checked (a select's value is its selected option's, else its first)."""

    def __init__(self):
        super().__init__()
        self.rows: list[list] = []
        self.select: list | None = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "input":
            kind = a.get("type", "text")
            value = a.get("value") or ("on" if kind == "checkbox" else "")
            self.rows.append([a.get("id", ""), a.get("name", ""), kind, value,
                              "checked" in a])
        elif tag == "select":
            self.select = [a.get("id", ""), a.get("name", ""), "select-one", None, False]
            self.rows.append(self.select)
        elif tag == "option" and self.select is not None:
            if self.select[3] is None or "selected" in a:
                self.select[3] = a.get("value", "")

    def handle_endtag(self, tag):
        if tag == "select":
            self.select = None


def filled(html: str | None = None, **changes) -> FormFields:
    """The drawn form with fields changed by id (seat_name_0="Ann"): a text is
    typed in, True or False ticks or unticks, a radio button's id picks it."""
    parser = Fields()
    parser.feed(html if html is not None else screens.setup_html())
    rows = {row[0].replace("-", "_"): row for row in parser.rows}
    for key, value in changes.items():
        row = rows[key]
        if row[2] == "radio":
            for other in parser.rows:
                if other[1] == row[1] and other[2] == "radio":
                    other[4] = other is row
        elif isinstance(value, bool):
            row[4] = value
        else:
            row[3] = value
    return FormFields([Field(i, n, t, v or "", c) for i, n, t, v, c in parser.rows])


def test_the_form_as_first_drawn_is_a_solo_game_of_the_base_game():
    setup, error = form.read(filled())
    assert error == ""
    assert setup == form.Setup((Seat("You", PERSON),), None, True, "pretty-clever", ())


def test_the_seats_the_game_its_options_and_the_seed_are_read():
    setup, error = form.read(filled(
        count_2=True, variant_clever_4ever=True, opt_clever_4ever_upper_waits=True,
        opt_pretty_clever_same_dice=True,  # another game's option: not this game's
        seat_name_0=" Ann ", seat_kind_1="computer:skilled", seed="42", opt_undo=False))
    assert error == ""
    assert setup.seats == (Seat("Ann", PERSON), Seat("Computer", COMPUTER, "skilled"))
    assert (setup.variant, setup.options, setup.seed, setup.undo) == (
        "clever-4ever", ("upper_waits",), 42, False)
    assert setup.first is None and not setup.by_link and not setup.real_dice


def test_a_form_that_cannot_start_is_refused_in_words():
    refusals = {
        "Seat 2 needs a name.": dict(count_2=True, seat_name_1="  "),
        "Two seats are called Ann: give each its own name.":
            dict(count_2=True, seat_name_0="Ann", seat_name_1="Ann"),
        "The seed must be a whole number (digits only), or left empty.": dict(seed="²"),
        "Play by link needs 2 to 4 players.": dict(opt_bylink=True),
        "In a game played by link every seat is a person on their own device.":
            dict(count_2=True, seat_kind_1="computer:master", opt_bylink=True),
        "With real dice every seat is a person at the table: choose a person for each "
        "seat, or untick Play with real dice.":
            dict(count_2=True, seat_kind_1="computer:master", opt_real=True),
        "Play by link deals the dice from the link: untick Play with real dice or Play "
        "by link.": dict(count_2=True, seat_kind_1="person", opt_real=True, opt_bylink=True),
        "One phone per player is for 2 to 4 players: choose how many sit at the table.":
            dict(opt_real=True, real_phone=True),
    }
    for words, changes in refusals.items():
        assert form.read(filled(**changes)) == (None, words), changes


def test_a_game_by_link_plays_without_undo_and_shows_the_first_seat():
    setup, _error = form.read(filled(count_2=True, seat_kind_1="person", opt_bylink=True))
    assert setup.by_link and setup.undo and not setup.plays_undo
    s = setup.session(clever)
    assert s.by_link and s.viewer == 0 and not s.undo_enabled


def test_one_phone_per_player_names_the_empty_seats_and_takes_who_starts():
    html = screens.setup_html()
    setup, error = form.read(filled(html, count_3=True, seat_name_1="", seat_kind_1="person",
                                    opt_real=True, real_phone=True, first_seat="2"))
    assert error == ""
    assert [x.name for x in setup.seats] == ["You", "Player 2", "Player 3"]
    assert setup.real_dice and setup.first == 2 and "own_sheet" in setup.options
    assert form.read(filled(html, count_2=True, seat_kind_1="person", opt_real=True,
                            real_phone=True, first_seat="3")) == (
        None, "Who starts must be one of the 2 players.")


def test_the_only_person_at_the_table_sees_their_own_sheet():
    setup, _error = form.read(filled(count_2=True, seat_name_0="Ann",
                                     seat_kind_0="computer:master", seat_kind_1="person"))
    s = setup.session(clever, fast=True)
    assert s.viewer == 1 and s.fast and s.undo_enabled
    assert s.game.variant.name == "pretty-clever" and s.game.players == ["Ann", "Computer"]


def test_play_solo_now_takes_the_game_and_undo_ticked_but_not_the_seats():
    setup = form.solo(filled(count_2=True, seat_name_0="Ann", variant_clever_4ever=True,
                             opt_clever_4ever_same_dice=True, opt_undo=False))
    assert setup == form.Setup((Seat("You", PERSON),), None, False, "clever-4ever",
                               ("same_dice",))


def ops_of(el, fields=None):
    asked = []

    def read():
        asked.append(True)
        return fields

    return form.changed(el, read).ops, asked


def test_choosing_another_game_keeps_the_names_count_and_chosen_players():
    fields = filled(count_3=True, seat_name_0="Ann", seat_kind_1="computer:skilled")
    ops, asked = ops_of(Element("variant-clever-4ever", "INPUT", "variant", "clever-4ever",
                                True), fields)
    assert asked == [True]
    assert ["hidden", "table-options-pretty-clever", True] in ops
    assert ["hidden", "table-options-clever-4ever", False] in ops
    kinds = {op[1]: op[2] for op in ops if op[0] == "html"}
    assert kinds["seat-kind-1"] == screens.kind_options_html("clever-4ever", "computer:skilled")
    assert set(kinds) == {f"seat-kind-{i}" for i in range(screens.MAX_SEATS)}
    # what was typed and the count are not redrawn
    assert not [op for op in ops if "seat-name" in op[1] or "count" in op[1]]


def test_a_change_that_needs_no_seats_does_not_read_the_form():
    ops, asked = ops_of(Element("count-3", "INPUT", "count", "3", True))
    assert asked == []
    assert ops == [["hidden", f"seat-row-{i}", i >= 3] for i in range(screens.MAX_SEATS)]
    assert ops_of(Element("opt-real", "INPUT", "real", "on", True)) == (
        [["hidden", "real-how", False]], [])
    assert ops_of(Element("seat-name-0", "INPUT", "seat-name-0", "Ann")) == ([], [])


def test_the_early_choices_reach_the_form_the_game_first():
    early = form.Early.from_page({
        "record": {"start": True},
        "fields": [["count-2", "checked", True], ["seat-name-0", "value", "Ann"],
                   ["variant-clever-4ever", "checked", True]],
        "focus": "seat-name-0"})
    assert early.record == {"start": True} and early.focus == "seat-name-0"
    assert [f[0] for f in early.in_order()] == ["variant-clever-4ever", "count-2",
                                                "seat-name-0"]
    radio = Element("count-2", "INPUT", "count", "2", True)
    assert form.redraws(radio, "count-2", True)
    assert not form.redraws(radio, "count-2", False)  # a radio button let go of
    assert form.redraws(Element("opt-real", "INPUT", "real"), "opt-real", True)
    assert not form.redraws(Element("seat-name-0", "INPUT", "seat-name-0"), "seat-name-0",
                            "Ann")
    assert not form.redraws(None, "gone", True)  # not on the real form


def test_no_early_form_means_no_record():
    early = form.Early.from_page({"record": None, "fields": [], "focus": ""})
    assert early.record is None and early.in_order() == []
