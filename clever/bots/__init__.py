"""Computer players.  A bot is any object with `choose(game, rng) -> Action`
returning one of game.legal_actions() for the pending decision (the seat
deciding is game.pending.player).  Search bots also have
`rank(game) -> [(action, value)]`, best first (coach() exposes it), and
`think(game)`, the same ranking as a generator that yields between slices of
bounded work (coach_think())."""

from __future__ import annotations

from .coach import coach, coach_think, regret
from .levels import BOTS, LEVELS, make_bot

__all__ = ["BOTS", "LEVELS", "coach", "coach_think", "make_bot", "regret"]
