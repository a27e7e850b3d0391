"""The page's language taken from storage (localStorage `clever.lang`) only
when it is one of ours: a stored name every object answers to ("constructor",
"__proto__", "toString"), a wrong case, or something that is not a text at
all, is ignored, and the browser's languages decide, as when nothing is stored."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from clever.i18n import LANGS, STORAGE_KEY, pick_lang

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))

ODD = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "", " de",
       "DE", "de-DE", "english", "null"]


class Storage(dict):
    def getItem(self, key):  # noqa: N802 - localStorage's name
        return self.get(key)


@pytest.fixture
def lang():
    from cleverweb import lang
    yield lang
    lang.set_current("en")


@pytest.mark.parametrize("stored", ODD)
def test_an_odd_stored_value_leaves_the_choice_to_the_browser(stored):
    assert pick_lang(stored, ["fr-FR", "de"]) == "fr"
    assert pick_lang(stored, ["constructor", "es"]) == "en"


@pytest.mark.parametrize("stored", ODD)
def test_the_page_takes_the_browsers_language_over_an_odd_stored_value(lang, stored):
    assert lang.start(Storage({STORAGE_KEY: stored}), ["de-AT"]) == "de"
    assert lang.current == "de"
    assert lang.start(Storage({STORAGE_KEY: stored}), ["__proto__"]) == "en"


@pytest.mark.parametrize("stored", [["de"], {"de": 1}, 3, b"de"])
def test_a_stored_value_that_is_no_text_is_ignored(lang, stored):
    assert lang.start(Storage({STORAGE_KEY: stored}), ["fr"]) == "fr"


@pytest.mark.parametrize("code", sorted(LANGS))
def test_each_language_of_ours_is_taken_from_storage(lang, code):
    assert lang.start(Storage({STORAGE_KEY: code}), ["xx"]) == code
    assert lang.set_current("constructor") == "en"


def test_pick_lang_ignores_a_stored_value_that_is_no_text():
    from clever.i18n import pick_lang

    for stored in ([], {}, ["de"], 1, None, b"de"):
        assert pick_lang(stored, ["fr-CH"]) == "fr"
