"""Pieces of the engine's texts for players: the engine returns
`Msg`s (clever/i18n), the views translate them.

Names that come from a variant's data (die and area colours, row and shade
names, titles) are marked there with `N_`; `word()` makes such a name a `Msg`
so that a view translates it inside the sentence it is part of.
"""

from __future__ import annotations

from .i18n import Msg

# Msg under another name: its text is marked for translation where it is
# written (N_ in the data), so the key check does not look for a literal here
word = Msg


def listing(items) -> Msg:
    """'blue 3, white 5, green 2' as one Msg whose parts stay translatable."""
    items = list(items)
    out = items[-1]
    for item in reversed(items[:-1]):
        out = Msg("{first}, {rest}", first=item, rest=out)
    return out


def die_face(die: str, face: int) -> Msg:
    """A die showing a face: 'blue 3'."""
    return Msg("{die} {face}", die=word(die), face=face)


def reason(exc: BaseException) -> str:
    """An error's message, kept a Msg when it is one (so that a message built
    around it stays translatable)."""
    if len(exc.args) == 1 and isinstance(exc.args[0], str):
        return exc.args[0]
    return str(exc)
