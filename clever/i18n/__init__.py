"""Texts for players in English, German and French.

The English text *is* the key (as with gettext): code writes players' words in
English, and the catalogs (modules `<package>.<lang>_<domain>`, data only) map
each English text to its translation. A catalog lives with the code that writes
its texts: the engine's here, the web's with the web code, which adds its domains
with `register` when it is imported (the engine never imports the web).

- A fixed text: write it as a literal and translate it where it is shown,
  `tr("Roll the dice", lang)`; in data tables mark it with `N_("Yellow")` so the
  key check (tests/clever/i18n/test_i18n_keys.py) finds it.
- A text with parts: `Msg("{name} takes the {die}.", name=..., die=Msg("blue die"))`.
  A `Msg` *is* its English rendering (a `str`), so code and tests that read it as
  English keep working; `tr(msg, lang)` renders it in another language, its
  `Msg` parameters translated too, plain `str` parameters (player names) kept.
- A count: `plural(n, "{n} cross", "{n} crosses")`; a catalog gives its forms as a
  pair (one, other), chosen by the language's own rule (French: 0 and 1 are "one").

The engine stays language-free: it returns `Msg`s, the views call `tr`. A text
with no translation yet is shown in English (the key check and the browser's
visible-text scan are what keep that from happening).
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterable

# our languages, each named in its own language (the switcher shows these)
LANGS = {"en": "English", "de": "Deutsch", "fr": "Français"}
DEFAULT = "en"
# one catalog module per language and domain, so that work on one part of the
# product never edits another part's catalog; each domain -> the package that
# holds its modules. The engine's own, here:
#   engine: clever/ (rules, explanations, log, titles, counter, history,
#           the variants' names, rules sections and sheet notes)
#   rules:  the rules demos (clever/demos), the lessons and the variants' rules
#           in short: the engine writes these texts, so they are the engine's
#   <game or kind>: a game's own texts, or an area kind's (e.g. de_twice.py):
#           every `<lang>_<domain>` module here is a domain of the engine's
# and the web's (web/cleverweb/texts, added by `register` when cleverweb is imported):
#   game:   the game page's screens, menus, sheet labels, replays...
#   pages:  the other pages (counter, history, statistics, rules, demos, lesson)
#           and the static text of every web/*.html
DOMAINS: dict[str, str] = {
    m.name.split("_", 1)[1]: __name__
    for m in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name)
    if m.name.split("_", 1)[0] in LANGS}
STORAGE_KEY = "clever.lang"  # localStorage: the language a player chose

_catalogs: dict[str, dict[str, str | tuple[str, str]]] = {}


def register(domain: str, package: str) -> None:
    """Add `domain`'s catalogs, the modules `<package>.<lang>_<domain>`, to every
    language's: how code outside the engine brings its own texts' translations
    without the engine importing it. Catalogs already read are read again."""
    DOMAINS[domain] = package
    _catalogs.clear()


class Msg(str):
    """A text for a player: an English template and its parameters. Its value as a
    `str` is the English text; `tr` renders it in another language."""

    key: str
    params: dict
    one: str | None

    def __new__(cls, key: str, /, *, _one: str | None = None, **params):
        self = super().__new__(cls, _fill(_english(key, _one, params), params, DEFAULT))
        self.key = key
        self.params = params
        self.one = _one
        return self

    def __reduce__(self):  # copies and pickles stay Msgs
        return (_rebuild, (self.key, self.one, self.params))


def _rebuild(key, one, params):
    return Msg(key, _one=one, **params)


def plural(n: int, one: str, other: str, /, **params) -> Msg:
    """A text about a count `n` (given to the templates as {n})."""
    return Msg(other, _one=one, n=n, **params)


def N_(text: str) -> str:  # noqa: N802 - the gettext name translators know
    """Mark a literal as a player's text (for the key check); returns it unchanged."""
    return text


def plural_form(lang: str, n) -> int:
    """0 for the "one" form, 1 for "other"."""
    if not isinstance(n, int):
        return 1
    if lang == "fr":
        return 0 if n in (0, 1) else 1
    return 0 if n == 1 else 1


def catalog(lang: str) -> dict[str, str | tuple[str, str]]:
    """Every translation into `lang`, all domains merged (English: empty)."""
    if lang not in _catalogs:
        merged: dict[str, str | tuple[str, str]] = {}
        if lang in LANGS and lang != DEFAULT:
            for domain, package in DOMAINS.items():
                try:
                    module = importlib.import_module(f"{package}.{lang}_{domain}")
                except ModuleNotFoundError:
                    continue
                merged.update(module.TEXTS)
        _catalogs[lang] = merged
    return _catalogs[lang]


def tr(text, lang: str) -> str:
    """`text` (a `Msg`, a plain `str`, or None) in `lang`; English when no
    translation is known."""
    if text is None:
        return ""
    if not isinstance(text, str):  # e.g. a log Event: it reads as its Msg
        text = str(text)
    if lang == DEFAULT or lang not in LANGS:
        return str(text)
    found = catalog(lang).get(text.key if isinstance(text, Msg) else text)
    if not isinstance(text, Msg):
        if isinstance(found, tuple):
            found = found[1]
        return text if found is None else found
    if found is None:  # untranslated: its English, with its parts translated
        found = _english(text.key, text.one, text.params)
    elif isinstance(found, tuple):
        found = found[plural_form(lang, text.params.get("n"))]
    return _fill(found, text.params, lang)


def _english(key: str, one: str | None, params: dict) -> str:
    """The English template: the "one" form of a count of 1, else the key."""
    return one if one is not None and plural_form(DEFAULT, params.get("n")) == 0 else key


def _fill(template: str, params: dict, lang: str) -> str:
    if not params:
        return template
    if lang == DEFAULT:  # a Msg's value is its English text already (each roll
        return template.format_map(params)  # makes a dozen: keep this quick)
    return template.format_map({k: tr(v, lang) if isinstance(v, Msg) else v
                                 for k, v in params.items()})


def pick_lang(stored: str | None, preferred: Iterable[str] = ()) -> str:
    """The language to show: the one the player chose on this device, else the
    browser's first language we have (its main part: "de-AT" is German), else English."""
    if isinstance(stored, str) and stored in LANGS:
        return stored
    for tag in preferred:
        main = str(tag).split("-")[0].lower()
        if main in LANGS:
            return main
    return DEFAULT
