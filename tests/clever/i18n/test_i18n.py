"""clever.i18n: texts with parts and counts rendered per language, the language
picked from the player's choice or the browser's."""

from __future__ import annotations

import copy
import importlib
import json
import pickle
import pkgutil
import subprocess
import sys
import types
from pathlib import Path

import pytest

from clever import i18n, new_game
from clever.i18n import Msg, catalog, pick_lang, plural, tr

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))


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


# Written against mutation testing: clever.i18n and clever.new_game where the
# mutation run found them untested: catalogs read afresh (every domain, only
# our languages, a missing domain skipped, a domain registered from outside
# the engine, the engine's own without the web), counts whose translation is
# missing or whose number is not a number, a count's text asked for as plain
# text, copies of a "one" form, and the seeds new_game draws.

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def fresh(monkeypatch):
    """No catalog read yet in this process (the cache emptied for the test)."""
    monkeypatch.setattr(i18n, "_catalogs", {})


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_a_language_s_catalog_holds_the_texts_of_every_domain(fresh, lang):
    import cleverweb  # noqa: F401  (its import registers the web's domains)

    texts = catalog(lang)
    # the engine's own, each game's or area kind's (found by name), the web's
    assert set(i18n.DOMAINS) >= {"engine", "rules", "game", "pages"}
    assert {d for d, package in i18n.DOMAINS.items() if package == "clever.i18n"} == {
        m.name.split("_", 1)[1] for m in pkgutil.iter_modules(i18n.__path__)
        if m.name.startswith("de_")}
    for domain, package in i18n.DOMAINS.items():
        module = importlib.import_module(f"{package}.{lang}_{domain}")
        key, translation = next(iter(module.TEXTS.items()))
        assert texts[key] == translation, (domain, key)
    assert catalog(lang) is texts  # read once


@pytest.fixture
def elsewhere(monkeypatch):
    """A package outside the engine with a German catalog of domain "extra"."""
    monkeypatch.setattr(i18n, "DOMAINS", dict(i18n.DOMAINS))
    package = types.ModuleType("elsewhere")
    package.__path__ = []
    module = types.ModuleType("elsewhere.de_extra")
    module.TEXTS = {"Only said elsewhere": "Nur anderswo gesagt"}
    monkeypatch.setitem(sys.modules, "elsewhere", package)
    monkeypatch.setitem(sys.modules, "elsewhere.de_extra", module)


def test_a_registered_domain_is_read_with_the_engine_s_own(fresh, elsewhere):
    from clever.i18n import de_engine

    key, translation = next(iter(de_engine.TEXTS.items()))
    assert tr("Only said elsewhere", "de") == "Only said elsewhere"
    i18n.register("extra", "elsewhere")  # after a catalog was read: read again
    assert tr("Only said elsewhere", "de") == "Nur anderswo gesagt"
    assert tr(key, "de") == translation
    assert tr("Only said elsewhere", "fr") == "Only said elsewhere"  # no French there


def test_the_engine_speaks_its_languages_without_the_web():
    """The engine never imports the web: in a process where web/ cannot be
    imported, its own texts are translated all the same."""
    code = ("import sys; from clever.i18n import DOMAINS, tr; "
            "print(tr('played with real dice', 'de'), sorted(set(DOMAINS.values())), "
            "[m for m in sys.modules if m.startswith('cleverweb')])")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, check=True, env={"PYTHONPATH": str(ROOT)})
    assert done.stdout.split("\n")[0] == "mit echten Würfeln gespielt ['clever.i18n'] []"


def test_english_and_unknown_languages_have_no_catalog(fresh):
    assert catalog("en") == {}
    assert catalog("xx") == {}


def test_a_stray_catalog_module_makes_no_language_of_ours(fresh, monkeypatch):
    """Only our languages are read: a module that looks like a catalog of
    English or of another language changes nothing."""
    for name in ("clever.i18n.en_engine", "clever.i18n.xx_engine"):
        module = types.ModuleType(name)
        module.TEXTS = {"Roll the dice": "Stray"}
        monkeypatch.setitem(sys.modules, name, module)
    assert catalog("xx") == {} and catalog("en") == {}
    assert tr("Roll the dice", "xx") == tr("Roll the dice", "en") == "Roll the dice"


def test_a_domain_a_language_lacks_leaves_its_other_domains(fresh, monkeypatch):
    monkeypatch.setattr(i18n, "DOMAINS", {"no_such_domain": "clever.i18n", **i18n.DOMAINS})
    from clever.i18n import de_engine
    key, translation = next(iter(de_engine.TEXTS.items()))
    assert catalog("de")[key] == translation




@pytest.mark.parametrize("lang", ["de", "fr"])
def test_an_untranslated_count_shows_its_english_forms(german, lang):
    """English's own rule picks the form of a text shown in English: French
    counts 0 as one, English does not."""
    apples = [tr(plural(n, "{n} apple", "{n} apples"), lang) for n in (0, 1, 2)]
    assert apples == ["0 apples", "1 apple", "2 apples"]
    assert tr(Msg("Round {n}", n=1), lang) == "Round 1"  # a number, no forms


def test_a_count_that_is_not_a_number_takes_the_other_form(german):
    many = plural("many", "{n} cross", "{n} crosses")
    assert many == "many crosses"
    assert tr(many, "de") == "many Kreuze"
    assert tr(plural(None, "{n} cross", "{n} crosses"), "de") == "None Kreuze"


def test_a_count_s_text_asked_for_as_plain_text_is_its_other_form(german):
    assert tr("{n} crosses", "de") == "{n} Kreuze"


def test_copies_keep_the_one_form(german):
    one = plural(1, "{n} cross", "{n} crosses")
    for twin in (copy.deepcopy(one), pickle.loads(pickle.dumps(one))):
        assert twin == "1 cross"
        assert tr(twin, "de") == "1 Kreuz"


def test_a_game_without_a_seed_draws_a_new_one_a_browser_number_holds():
    """Seeds go through JSON into the page's JavaScript: below 2**53 they stay
    exact. Each game draws its own."""
    seeds = [new_game(["Ann"]).seed for _ in range(64)]
    assert len(set(seeds)) == 64
    assert all(type(s) is int and 0 <= s < 2**53 for s in seeds)
    assert json.loads(json.dumps(float(seeds[0]))) == seeds[0]


@pytest.mark.parametrize("seed", ["7", 7.0, True])
def test_a_seed_that_is_not_a_whole_number_is_refused_in_words(seed):
    with pytest.raises(ValueError) as refused:
        new_game(["Ann"], seed=seed)
    assert str(refused.value) == "the seed must be a whole number"
