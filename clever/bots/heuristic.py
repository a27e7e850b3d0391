"""One-step bots: try every legal action on a copy of the game and keep the
one whose resulting sheet evaluates best.

Beginner ("greedy"): a naive reading of the sheet (points now, areas counted
a little further on, two points per die still to enter) -- it grabs points
and never rerolls.

Skilled: the learned evaluation (learned.py: the hand-built one of
evaluate.py corrected by tables fitted to self-play), bonus placements
chosen by the same evaluation, and a reroll taken when the average best
result over a few imagined rerolls beats the best choice now.  Where a game
offers a return before a roll (Twice as Clever), each return and the plain
roll are valued the same way, by the best choice over a few imagined rolls
after them, so a return is spent only where the die it brings back is
worth more than the return kept.

Every level marks every silver chain mark it can (ruling T3: a mark never
harms): finishing the chain ranks below each mark still open.
"""

from __future__ import annotations

from ..actions import Action
from .beginner import BeginnerEvaluator
from .common import entries_left, lookahead, sampling_seed
from .evaluate import Evaluator
from .games import evaluator_for, search_for
from .learned import LearnedEvaluator

REROLL = Action("reroll")
ROLL = Action("roll")
DONE = Action("done")


def marks_first(ranked):
    """A chain's ranking with `done` (skip the marks left) below every mark."""
    marks = [v for a, v in ranked if a != DONE]
    if not marks:
        return ranked
    floor = min(marks) - 1e-6
    return [(a, min(v, floor) if a == DONE else v) for a, v in ranked]


def roll_now(g):
    """Roll what is in the cup (or end the turn when the cup is empty): the
    plain choice at a moment before a roll where returns are on offer."""
    g.apply(ROLL if ROLL in g.legal_actions() else DONE)


def finish(thinking):
    """Run a bot's think() generator to the end; its result (the ranking)."""
    while True:
        try:
            next(thinking)
        except StopIteration as done:
            return done.value


class OneStepBot:
    """Base: rank(game) -> [(action, value)] best first; choose() plays the first."""

    name = "onestep"
    salt = 1

    def __init__(self):
        self.evaluator = None
        self.greedy = False  # place bonuses one at a time (the evaluation says so)
        self.tuned = {}      # search settings of the game played (games: its SEARCH)

    def setup(self, game):
        if self.evaluator is None or self.evaluator.variant is not game.variant:
            self.evaluator = evaluator_for(self, game.variant)
            self.greedy = getattr(self.evaluator, "greedy_bonuses", False)
            for name in self.tuned:  # back to the class's own settings
                del self.__dict__[name]
            self.tuned = search_for(self, game.variant)
            self.__dict__.update(self.tuned)

    def make_evaluator(self, variant):
        return Evaluator(variant)

    def sheet_value(self, game, player: int) -> float:
        value = self.evaluator.value(game.sheets[player], entries_left(game, player))
        if self.greedy:
            # the player's bonuses still queued (not on the sheet yet)
            value += self.evaluator.queued_value(game, player)
        return value

    # --- one action, followed by the player's own bonus placements -----------
    def outcome(self, game, action, player: int, seed: int | None):
        """Apply `action` to a copy; place the player's bonuses that follow
        (best by the evaluation) and return (value, copy).  The copy's dice
        come from `seed` (None: keep those of `game`, itself a copy)."""
        g = lookahead(game, seed)
        g.apply(action)
        g = self.place_bonuses(g, player)
        return self.sheet_value(g, player), g

    def place_bonuses(self, g, player: int):
        """Place `player`'s bonuses now pending in `g` (a copy), each the best
        by the evaluation, and make the marks of a silver chain; the copy
        after the last one."""
        # An evaluation that values the bonuses still queued places each bonus
        # by its own value (greedy_bonuses: Clever 4Ever, whose chains of "?"
        # bonuses are too long to search); else each placement is valued with
        # the best placements of the bonuses it brings.
        # A silver chain (Twice as Clever) is played out the same way, every
        # mark made (T3), so a pick into silver is valued with its chain.
        greedy = self.greedy
        while g.pending is not None and g.pending.kind in ("bonus", "chain") \
                and g.pending.player == player:
            best = None
            acts = g.legal_actions()
            if g.pending.kind == "chain":
                acts = acts[:-1] or acts  # (done comes last)
            for a in acts:
                if greedy:
                    h = lookahead(g)
                    h.apply(a)
                    v = self.sheet_value(h, player)
                else:
                    v, h = self.outcome(g, a, player, None)
                if best is None or v > best[0]:
                    best = (v, h)
            g = best[1]
        return g

    def action_values(self, game, actions, player: int, seed: int):
        out = []
        for a in actions:
            if a.kind == "reroll":
                continue
            v, _ = self.outcome(game, a, player, seed)
            out.append((a, v))
        return out

    def rank(self, game) -> list[tuple[Action, float]]:
        return finish(self.think(game))

    def think(self, game):
        """rank() as a generator, for callers that spread the work over several
        browser tasks: each `yield` is a point where the caller may pause (the
        work between two is bounded), and the ranking is the return value
        (StopIteration.value).  Running it to the end is exactly rank()."""
        self.setup(game)
        acts = game.legal_actions()
        player = game.pending.player
        if len(acts) == 1:
            return [(acts[0], self.sheet_value(game, player))]
        seed = sampling_seed(game, self.salt)
        if game.pending.kind == "roll":  # returns on offer before the roll
            ranked = self.roll_values(game, acts, player, seed)
        else:
            ranked = self.action_values(game, acts, player, seed)
        if REROLL in acts:
            yield  # the choices now are valued; the imagined rerolls follow
            ranked.append((REROLL, self.reroll_value(game, player, seed, ranked)))
        if game.pending.kind == "chain":
            ranked = marks_first(ranked)
        ranked.sort(key=lambda av: -av[1])
        return ranked

    def roll_values(self, game, acts, player: int, seed: int):
        """[(action, value)] of the returns on offer and the plain roll (or
        ending the turn when the cup is empty)."""
        return self.action_values(game, acts, player, seed)

    def reroll_value(self, game, player, seed, ranked) -> float:
        return float("-inf")

    def choose(self, game, rng=None) -> Action:
        return self.rank(game)[0][0]


class BeginnerBot(OneStepBot):
    name = "beginner"
    salt = 2

    def make_evaluator(self, variant):
        return BeginnerEvaluator(variant)


class SkilledBot(OneStepBot):
    """The learned evaluation plus a sampled look at rerolling."""

    name = "skilled"
    salt = 3
    reroll_samples = 6

    def make_evaluator(self, variant):
        return LearnedEvaluator(variant)

    def reroll_value(self, game, player, seed, ranked) -> float:
        total = 0.0
        for k in range(self.reroll_samples):
            g = lookahead(game, seed + 7919 * (k + 1))
            g.apply(REROLL)
            acts = [a for a in g.legal_actions() if a.kind != "reroll"]
            vals = self.action_values(g, acts, player, seed)
            total += max(v for _, v in vals)
        return total / self.reroll_samples

    def roll_values(self, game, acts, player, seed):
        """Each return (and then the roll) and the plain roll valued by the
        mean best choice over the same imagined rolls; ending the turn with
        the cup empty by its own outcome."""
        out = []
        for a in acts:
            if a == DONE:
                out.append((a, self.outcome(game, a, player, seed)[0]))
                continue
            total = 0.0
            for k in range(self.reroll_samples):
                g = lookahead(game, seed + 7919 * (k + 1))
                g.apply(a)
                if g.pending is not None and g.pending.kind == "roll" \
                        and g.pending.player == player:
                    roll_now(g)  # after a return: no second one imagined
                p = g.pending
                if p is not None and p.kind == "choose" and p.player == player:
                    acts2 = [b for b in g.legal_actions() if b.kind != "reroll"]
                    total += max(v for _, v in self.action_values(g, acts2, player, seed))
                else:
                    total += self.sheet_value(self.place_bonuses(g, player), player)
            out.append((a, total / self.reroll_samples))
        return out
