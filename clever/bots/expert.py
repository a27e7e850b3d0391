"""Expert: Monte-Carlo look-ahead to the end of the current turn, on the
value network (net.py).

For the pending decision, the network first ranks every legal action one
step ahead; the best few (and the reroll, when there is one) are
then each played on to the end of the player's turn many times, over the
same imagined dice for every candidate (common random numbers), with the
one-step policy making the later choices of the turn.  The candidate with
the best mean evaluation at the end of the turn is played.

In Clever 4Ever (lazy_chains, games/clever_4ever.py) the imagined turns
choose each action by its value with the bonuses it brings still queued
(the evaluation's worth of a queued bonus) and place only the chosen
action's bonuses: trying every placement of a "?" chain for every action
was most of the work.

So, unlike the skilled bot, it sees what a choice does to the rest of the
turn: how many dice stay in the cup, what the next rolls are likely to
offer, when a reroll pays.  Its work is bounded by a budget of sheet
evaluations (not time), so its move is fixed by the position and seed.
The master (master.py) is the same search on a bigger network (master_net)
with a bigger budget, which it extends while its best two candidates are
too close to tell apart (decided()).
"""

from __future__ import annotations

from ..rng import Rng
from .common import lookahead, mix, sampling_seed
from .heuristic import DONE, REROLL, SkilledBot, marks_first, roll_now
from .net import NetEvaluator


class ExpertBot(SkilledBot):
    name = "expert"
    salt = 4
    candidates = 5        # actions (besides the reroll) looked at beyond one step
    margin = 25.0         # ... only those within this many points of the best
    min_samples = 4
    max_samples = 24
    budget = 150          # sheet evaluations per decision (after the one-step ranking);
    #                       below the cost of the first 4 samples, so those decide
    extend = 0            # up to this many more evaluations while the best two are close
    close = 1.0           # ... closer than this many standard errors
    lazy_chains = False   # imagined turns: choose each action by its value with its
    #                       bonuses still queued (the evaluation's bonus_value), then
    #                       place only the chosen one's bonuses (see play_out)
    exact_turns = True    # imagine a turn that rolls no die once (False: as often as
    #                       the others; same ranking, only slower: for the tests)

    weights = "expert_net"  # the value network's weights module (net.py)

    def make_evaluator(self, variant):
        return NetEvaluator(variant, weights=self.weights)

    def segment(self, g):
        return (g.round, g.active, g.solo_passive)

    def play_out(self, g, player: int, segment):
        """Play the rest of the turn with the one-step policy; the game at its end."""
        while g.pending is not None and g.pending.player == player \
                and self.segment(g) == segment:
            acts = g.legal_actions()
            if len(acts) == 1:
                if acts[0] == REROLL:
                    break
                g.apply(acts[0])
                continue
            kind = g.pending.kind
            if kind == "roll":  # returns on offer: the imagined turn keeps them
                roll_now(g)
                continue
            if kind == "chain":  # every mark is made (T3), the best first
                acts.remove(DONE)
            lazy = self.lazy_chains and self.greedy
            best = None
            for a in acts:
                if a.kind == "reroll":
                    continue
                if lazy:
                    h = lookahead(g)
                    h.apply(a)
                    if h.pending is not None and h.pending.kind == "chain":
                        h = self.place_bonuses(h, player)  # a silver pick: with its marks
                    v = self.sheet_value(h, player)
                else:
                    v, h = self.outcome(g, a, player, None)
                if best is None or v > best[0]:
                    best = (v, h)
            g = self.place_bonuses(best[1], player) if lazy else best[1]
        return g

    def decided(self, sampled, seen, fixed, n) -> bool:
        """Whether the best two candidates so far are told apart: their paired
        difference over the same imagined dice is above `close` standard
        errors, or the same in every sample (then more samples change
        nothing).  Without `extend` every search counts as decided."""
        if not self.extend:
            return True

        def sample(a, i):
            return fixed[a] if a in fixed else seen[a][i]

        def mean(a):
            return fixed[a] if a in fixed else sum(seen[a]) / n

        lead = sorted(sampled + [a for a in fixed if a not in seen], key=mean)[-2:]
        if len(lead) < 2:
            return True
        second, best = lead
        d = [sample(best, i) - sample(second, i) for i in range(n)]
        m = sum(d) / n
        sd = (sum((x - m) ** 2 for x in d) / (n - 1)) ** 0.5
        return sd == 0 or m > self.close * sd / n ** 0.5

    def pause(self):
        """One yield of think(); returns the evaluations done meanwhile by
        another caller of this bot, which do not count towards the budget."""
        before = self.evaluator.evaluations
        yield
        return self.evaluator.evaluations - before

    def think(self, game):
        """The search as a generator (see OneStepBot.think).  It yields after
        each action's one-step value and after each candidate's imagined turn,
        so one slice is at most one action's outcome or one rollout (a few
        hundred evaluations); rank() runs it to the end at once."""
        self.setup(game)
        acts = game.legal_actions()
        player = game.pending.player
        if len(acts) == 1:
            return [(acts[0], self.sheet_value(game, player))]
        seed = sampling_seed(game, self.salt)
        one = []
        # the copy after each action and its bonuses, with the work it took,
        # where no die was rolled on the way: each imagined turn of that
        # candidate starts from it (its own dice), as if it had been redone
        after = {}
        for a in acts:  # action_values(game, acts, ...), one action per slice
            if a.kind != "reroll":
                before = self.evaluator.evaluations
                v, g = self.outcome(game, a, player, seed)
                one.append((a, v))
                if g.rng.state == Rng(seed).state:
                    after[a] = (g, self.evaluator.evaluations - before)
            yield
        one.sort(key=lambda av: -av[1])
        top = [a for a, v in one[: self.candidates] if v >= one[0][1] - self.margin]
        if REROLL in acts:
            top.append(REROLL)
        if len(top) <= 1:
            if game.pending.kind == "chain":
                one = sorted(marks_first(one), key=lambda av: -av[1])
            return one
        segment = self.segment(game)
        start = self.evaluator.evaluations
        # candidates whose turn ends at once are valued exactly, without samples
        fixed = {}
        for a in top:
            if a == REROLL:
                continue
            g = lookahead(game, seed)
            g.apply(a)
            if g.pending is None or g.pending.player != player \
                    or self.segment(g) != segment:
                fixed[a] = dict(one)[a]
        sampled = [a for a in top if a not in fixed]
        n = 0
        exact = {}  # candidate -> the work of its one imagined turn
        seen = {a: [] for a in sampled}  # each sweep's value, per candidate
        while sampled and n < self.max_samples:
            s = mix(seed, n)
            for a in sampled:
                if a in exact:
                    # counted as if imagined again, so the budget ends the
                    # sampling where it would have: only the time is saved
                    start -= exact[a]
                    continue
                before = self.evaluator.evaluations
                if a in after:
                    # the same copy the outcome would make again (no die rolled
                    # yet), with this sample's dice; its work counted as redone
                    g = lookahead(after[a][0], s)
                    start -= after[a][1]
                elif a == REROLL:
                    g = lookahead(game, s)
                    g.apply(a)
                else:
                    v0, g = self.outcome(lookahead(game, s), a, player, None)
                end = self.play_out(g, player, segment)
                v = self.sheet_value(end, player)
                if self.exact_turns and end.rng.state == Rng(s).state:
                    # no die was rolled on the way (a pick, +1 on dice already
                    # out): every sample plays the same turn, so this one is exact
                    fixed[a] = v
                    exact[a] = self.evaluator.evaluations - before
                seen[a].append(v)
                start += yield from self.pause()
            n += 1
            if all(a in exact for a in sampled):
                break  # nothing random left to sample
            spent = self.evaluator.evaluations - start
            if n >= self.min_samples and spent > self.budget and (
                    spent > self.budget + self.extend or self.decided(sampled, seen, fixed, n)):
                break
        values = dict(one)
        for a in top:
            values[a] = fixed[a] if a in fixed else sum(seen[a]) / len(seen[a])
        # actions not looked at beyond one step rank below every candidate
        floor = min(values[a] for a in top)
        ranked = [(a, values[a]) for a in top]
        ranked += [(a, min(v, floor - 1e-6)) for a, v in one if a not in top]
        if game.pending.kind == "chain":
            ranked = marks_first(ranked)
        ranked.sort(key=lambda av: -av[1])
        return ranked
