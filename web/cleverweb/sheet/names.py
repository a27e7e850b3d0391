"""Whose sheet: the words that tell a player's own game from another's."""

from __future__ import annotations

from clever.i18n import LANGS, Msg, tr

# the default solo name "You" in each language ("Du", "Vous"): a player's own
# game is "your game" whichever language the seat was named in
_you_names: frozenset[str] = frozenset()


def is_you(name: str) -> bool:
    global _you_names
    if name == "You":  # English: no catalog needed (an English page loads none)
        return True
    if not _you_names:
        _you_names = frozenset(tr("You", lang) for lang in LANGS)
    return name in _you_names


def whose(name: str, yours, theirs):
    """`yours` ("Your sheet") for the default solo name, else `theirs` ("Ann's sheet")."""
    return yours if is_you(name) else theirs


def sheet_label(name: str):
    """What a screen reader calls a player's sheet ("Your score sheet" for the
    default solo name: "Score sheet of You" reads wrong, and worse translated)."""
    return whose(name, Msg("Your score sheet"), Msg("Score sheet of {name}", name=name))
