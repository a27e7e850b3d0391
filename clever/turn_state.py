"""The small values the turn flow (clever/game.py) shares with its
one-phone-per-player hooks (clever/own_sheet.py): where a die lies, and who
must decide what.  A module of their own, so that neither of the two imports
the other back."""

from __future__ import annotations

from typing import NamedTuple

# Where a die lies.
CUP, ROLLED, FIELD, PLATTER, ASIDE = range(5)
WHERE_NAMES = ("cup", "rolled", "field", "platter", "aside")


class Pending(NamedTuple):
    """Who must decide, and what kind of decision: roll, choose, pick, extra, bonus.
    For a bonus decision `bonus` is the bonus being placed, e.g. ("x", "blue")."""
    player: int
    kind: str
    bonus: tuple | None = None
