"""The baseline: any legal action, uniformly at random."""

from __future__ import annotations


class RandomBot:
    name = "random"

    def choose(self, game, rng):
        return rng.choice(game.legal_actions())
