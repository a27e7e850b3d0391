"""The bot levels by name, and make_bot."""

from __future__ import annotations

from ..i18n import Msg
from ..variants import get_variant
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
    offered = get_variant(variant).bots
    if name not in offered:
        raise ValueError(Msg("no {name} bot for {game} yet; it has: {offered}", name=name,
                             game=variant, offered=", ".join(offered)))
    return BOTS[name]()
