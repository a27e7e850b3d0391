"""Computer players.  A bot is any object with `choose(game, rng) -> Action`
returning one of game.legal_actions() for the pending decision."""

from __future__ import annotations

from .random_bot import RandomBot

BOTS = {"random": RandomBot}


def make_bot(name: str):
    if name not in BOTS:
        raise ValueError(f"unknown bot {name!r}; known: {', '.join(sorted(BOTS))}")
    return BOTS[name]()
