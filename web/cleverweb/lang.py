"""The page's language: chosen once at start-up, from what the player
picked on this device (localStorage `clever.i18n.STORAGE_KEY`) or else the
browser's languages; `_()` translates a player's text into it.

No `js` import here: `start` is given the storage and the browser's language list,
so the views that use `_` stay testable in CPython (where the language is English
unless a test sets another)."""

from __future__ import annotations

from clever.i18n import DEFAULT, LANGS, STORAGE_KEY, pick_lang, tr

current = DEFAULT


def _(text) -> str:
    """`text` (a literal, or an engine `Msg`) in the page's language."""
    return tr(text, current)


def set_current(lang: str) -> str:
    global current
    current = lang if lang in LANGS else DEFAULT
    return current


def start(storage, languages) -> str:
    """Pick the language for this page from `storage` (localStorage or None) and
    the browser's `languages` (navigator.languages); returns it."""
    stored = None
    try:
        stored = storage.getItem(STORAGE_KEY) if storage is not None else None
    except Exception:  # blocked storage: the browser's choice still applies
        stored = None
    if not isinstance(stored, str):  # only a text can name a language
        stored = None
    return set_current(pick_lang(stored, [str(x) for x in (languages or [])]))


def start_page(window) -> str:
    """`start` for a page: from the browser's `window` (its localStorage, which a
    sandbox or blocked storage may refuse to hand out, and navigator.languages)."""
    try:
        storage = window.localStorage
    except Exception:  # blocked storage: the browser's languages still decide
        storage = None
    return start(storage, window.navigator.languages)
