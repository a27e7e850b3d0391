"""Every player's text the code asks to translate has its German and French, with
the same placeholders. The list of keys comes from the code itself
(tools/i18n_keys.py), so a new text without a translation fails here. The
catalogs are in two places, the engine's (clever/i18n) and the web's
(web/cleverweb/texts): each text is found in one of them, the engine's texts in
the engine's."""

from __future__ import annotations

import importlib
import importlib.util
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))

import cleverweb.texts  # noqa: E402  (importing cleverweb registers its catalogs)

from clever.i18n import DOMAINS, LANGS, catalog  # noqa: E402

spec = importlib.util.spec_from_file_location(
    "i18n_keys", Path(__file__).resolve().parents[3] / "tools" / "i18n_keys.py")
i18n_keys = importlib.util.module_from_spec(spec)
sys.modules["i18n_keys"] = i18n_keys  # its dataclass looks itself up there
spec.loader.exec_module(i18n_keys)

KEYS, PROBLEMS = i18n_keys.scan()
OTHER = [lang for lang in LANGS if lang != "en"]
WEB_DOMAINS = cleverweb.texts.DOMAINS
ENGINE_DOMAINS = [d for d in DOMAINS if d not in WEB_DOMAINS]


def test_every_text_to_translate_is_written_as_a_literal():
    assert PROBLEMS == []


@pytest.mark.parametrize("lang", OTHER)
def test_every_text_has_a_translation(lang):
    gaps = [f"{k.where}: {k.text!r}" for k in i18n_keys.missing(lang, KEYS)]
    assert gaps == [], f"{len(gaps)} texts without {LANGS[lang]}:\n" + "\n".join(gaps[:40])


@pytest.mark.parametrize("lang", OTHER)
def test_translations_keep_the_placeholders_and_count_forms(lang):
    wrong = []
    for text, found in catalog(lang).items():
        key = KEYS.get(text)
        forms = found if isinstance(found, tuple) else (found,)
        if key is not None and key.plural != isinstance(found, tuple):
            wrong.append(f"{text!r}: {'a pair (one, other)' if key.plural else 'one text'} "
                         "expected")
        for form in forms:
            if not isinstance(form, str) or not form.strip():
                wrong.append(f"{text!r}: empty")
            elif i18n_keys.placeholders(form) - i18n_keys.placeholders(text):
                wrong.append(f"{text!r} -> {form!r}: a placeholder the English lacks")
        if not isinstance(found, tuple) and (
                i18n_keys.placeholders(text) - i18n_keys.placeholders(found)):
            wrong.append(f"{text!r} -> {found!r}: a placeholder lost")
    assert wrong == []


@pytest.mark.parametrize("lang", OTHER)
def test_a_text_in_two_domains_reads_the_same(lang):
    """The catalogs are merged with the English as the key, so two domains giving
    one English text two translations would show whichever loaded last."""
    first: dict[str, tuple[str, object]] = {}
    clashes = []
    for domain in DOMAINS:
        for text, found in _texts_of(lang, [domain]).items():
            if text in first and first[text][1] != found:
                clashes.append(f"{text!r}: {first[text]} vs {(domain, found)}")
            first.setdefault(text, (domain, found))
    assert clashes == []


ENGINE_KEYS, _ = i18n_keys.scan((i18n_keys.ROOT / "clever",))
WEB_KEYS, _ = i18n_keys.scan((i18n_keys.ROOT / "web" / "cleverweb",))


def _texts_of(lang, domains):
    texts = {}
    for domain in domains:
        texts.update(importlib.import_module(f"{DOMAINS[domain]}.{lang}_{domain}").TEXTS)
    return texts


@pytest.mark.parametrize("lang", OTHER)
def test_the_engine_s_texts_are_in_the_engine_s_own_catalogs(lang):
    """The engine speaks every language without the web's catalogs: each text
    written in clever/ is translated by the engine's domains."""
    own = _texts_of(lang, ENGINE_DOMAINS)
    gaps = [f"{k.where}: {k.text!r}" for k in ENGINE_KEYS.values() if k.text not in own]
    assert gaps == [], f"{len(gaps)} engine texts in other catalogs:\n" + "\n".join(gaps[:40])


@pytest.mark.parametrize("lang", OTHER)
def test_no_text_is_kept_in_both_the_engine_s_and_the_web_s_catalogs(lang):
    """A text the engine writes is translated once, by the engine's catalog; the
    web's pages show it from there."""
    engine = _texts_of(lang, ENGINE_DOMAINS)
    web = _texts_of(lang, WEB_DOMAINS)
    assert sorted(k for k in engine if k in web) == []
