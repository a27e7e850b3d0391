"""Computer players.  A bot is any object with `choose(game, rng) -> Action`
returning one of game.legal_actions() for the pending decision (the seat
deciding is game.pending.player).  Search bots also have
`rank(game) -> [(action, value)]`, best first (coach() exposes it), and
`think(game)`, the same ranking as a generator that yields between slices of
bounded work (coach_think())."""

from __future__ import annotations

from ..i18n import Msg
from .coach import coach, coach_think, regret
from .expert import ExpertBot
from .heuristic import BeginnerBot, SkilledBot
from .master import MasterBot
from .random_bot import RandomBot

BOTS = {"random": RandomBot, "beginner": BeginnerBot, "skilled": SkilledBot,
        "expert": ExpertBot, "master": MasterBot}

# the levels offered to players, weakest first
LEVELS = ("beginner", "skilled", "expert", "master")


def make_bot(name: str, variant: str = "pretty-clever"):
    """A bot by level name, for a game its variant says it has bots for
    (the variant data's BOTS: the levels whose evaluations were built for it)."""
    if name not in BOTS:
        raise ValueError(Msg("unknown bot {name}; known: {known}", name=repr(name),
                             known=", ".join(sorted(BOTS))))
    from ..variants import get_variant
    offered = get_variant(variant).bots
    if name not in offered:
        raise ValueError(Msg("no {name} bot for {game} yet; it has: {offered}", name=name,
                             game=variant, offered=", ".join(offered)))
    return BOTS[name]()


__all__ = ["BOTS", "LEVELS", "coach", "coach_think", "make_bot", "regret"]
