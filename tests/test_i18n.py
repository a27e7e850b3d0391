"""clever.i18n: texts with parts and counts rendered per language, the language
picked from the player's choice or the browser's."""

from __future__ import annotations

import copy
import pickle
import sys
from pathlib import Path

import pytest

from clever import i18n
from clever.i18n import Msg, pick_lang, plural, tr

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))


@pytest.fixture
def german(monkeypatch):
    texts = {
        "{name} takes the {die}.": "{name} nimmt den {die}.",
        "blue die": "blauen Würfel",
        "{n} crosses": ("{n} Kreuz", "{n} Kreuze"),
        "Roll the dice": "Würfeln",
        "{n} rerolls left": ("{n} Neuwurf übrig", "{n} Neuwürfe übrig"),
    }
    monkeypatch.setitem(i18n._catalogs, "de", texts)
    monkeypatch.setitem(i18n._catalogs, "fr", {
        "{n} rerolls left": ("{n} relance restante", "{n} relances restantes")})
    return texts


def test_a_msg_reads_as_its_english_text():
    msg = Msg("{name} takes the {die}.", name="Ann", die=Msg("blue die"))
    assert msg == "Ann takes the blue die." and isinstance(msg, str)
    assert f"{msg} Next." == "Ann takes the blue die. Next."


def test_a_msg_is_translated_with_its_parts_and_names_kept(german):
    msg = Msg("{name} takes the {die}.", name="Ann", die=Msg("blue die"))
    assert tr(msg, "de") == "Ann nimmt den blauen Würfel."
    assert tr(msg, "en") == "Ann takes the blue die."
    assert tr("Roll the dice", "de") == "Würfeln"


def test_a_name_that_is_also_a_text_is_not_translated(german):
    assert tr(Msg("{name} takes the {die}.", name="Roll the dice", die=Msg("blue die")),
              "de") == "Roll the dice nimmt den blauen Würfel."


def test_counts_take_each_language_s_form(german):
    assert [str(plural(n, "{n} cross", "{n} crosses")) for n in (0, 1, 2)] == [
        "0 crosses", "1 cross", "2 crosses"]
    assert [tr(plural(n, "{n} cross", "{n} crosses"), "de") for n in (0, 1, 2)] == [
        "0 Kreuze", "1 Kreuz", "2 Kreuze"]
    # French counts 0 as singular, German does not
    left = [plural(n, "{n} reroll left", "{n} rerolls left") for n in (0, 1, 3)]
    assert [tr(m, "fr") for m in left] == [
        "0 relance restante", "1 relance restante", "3 relances restantes"]
    assert [tr(m, "de") for m in left] == ["0 Neuwürfe übrig", "1 Neuwurf übrig",
                                           "3 Neuwürfe übrig"]


def test_an_untranslated_text_shows_its_english_with_translated_parts(german):
    msg = Msg("The {die} is gone.", die=Msg("blue die"))
    assert tr(msg, "de") == "The blauen Würfel is gone."
    assert tr("Not in any catalog", "fr") == "Not in any catalog"
    assert tr(None, "de") == ""


def test_an_unknown_language_shows_english(german):
    assert tr("Roll the dice", "xx") == "Roll the dice"


def test_a_msg_survives_copies_and_pickles(german):
    msg = plural(2, "{n} cross", "{n} crosses")
    for twin in (copy.deepcopy(msg), pickle.loads(pickle.dumps(msg))):
        assert isinstance(twin, Msg) and twin == "2 crosses"
        assert tr(twin, "de") == "2 Kreuze"


def test_the_language_is_the_players_choice_else_the_browsers_else_english():
    assert pick_lang("fr", ["de-DE", "en"]) == "fr"
    assert pick_lang(None, ["es-ES", "de-AT", "fr"]) == "de"
    assert pick_lang("xx", ["FR-ca"]) == "fr"
    assert pick_lang(None, ["es", "it"]) == "en"
    assert pick_lang(None, []) == "en"


def test_the_web_language_comes_from_storage_then_the_browser():
    from cleverweb import lang

    class Storage(dict):
        def getItem(self, key):  # noqa: N802 - localStorage's name
            return self.get(key)

    class Blocked:
        def getItem(self, key):  # noqa: N802
            raise RuntimeError("SecurityError")

    try:
        assert lang.start(Storage({i18n.STORAGE_KEY: "de"}), ["fr"]) == "de"
        assert lang.start(Storage(), ["fr-FR"]) == "fr" and lang.current == "fr"
        assert lang.start(Blocked(), ["de"]) == "de"
        assert lang.start(None, None) == "en"
    finally:
        lang.set_current("en")


def test_an_object_that_reads_as_a_msg_is_translated(german):
    from clever.game import Event

    german["{name} passed."] = "{name} passt."
    line = Event(0, "pass", 0, "Ann")  # a log line: its words are built when shown
    assert tr(line, "de") == "Ann passt."
    assert tr(line, "en") == "Ann passed."


def test_a_page_whose_storage_is_refused_takes_the_browsers_language():
    from types import SimpleNamespace

    from cleverweb import lang

    class Sandboxed:  # window.localStorage itself throws in some sandboxes
        navigator = SimpleNamespace(languages=["fr-CH"])

        @property
        def localStorage(self):  # noqa: N802 - the browser's name
            raise RuntimeError("SecurityError")

    try:
        assert lang.start_page(Sandboxed()) == "fr"
    finally:
        lang.set_current("en")
