"""The baseline: any legal action, uniformly at random."""

from __future__ import annotations


class RandomBot:
    name = "random"

    def choose(self, game, rng):
        # rng.choice(legal) written out (the bot runs at every step of the
        # engine's benchmark, where the extra call showed): choice() draws
        # this same index, so the games are the same.  An empty list goes to
        # choice(), which refuses it; _randbelow(0) would never return.
        legal = game.legal_actions()
        if not legal:
            return rng.choice(legal)
        return legal[rng._randbelow(len(legal))]
