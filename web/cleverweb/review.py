"""The after-game review: how far each decision of one seat was from the
coach's suggestion.

Pure Python (no DOM), importable by CPython. The finished game's action log is
replayed from the start on a fresh engine game; at every decision of the seat
that had more than one legal action, the coach (`clever.bots.coach`) ranks the
legal actions and the review records what was played, what was suggested and
how many points (the coach's estimate of the final score) the choice was
below the suggestion. The work is done one decision per `step()`, so the page
can give the browser control between steps.
"""

from __future__ import annotations

from dataclasses import dataclass

from clever.gamecode import start_of
from clever.i18n import Msg

from .session import action_text, coach_level, game_key
from .sheet import whose

TOP = 10      # the costly decisions shown, largest first
SAME = 0.05   # a choice this close to the suggestion was worth the same


@dataclass(frozen=True)
class Decision:
    """One reviewed decision, as plain data."""
    number: int        # 1-based position of the action in the game's log
    round: int
    turn: str          # "active turn", "passive turn", "Bob's turn"
    played: str        # the action played, in words (session.action_text)
    suggested: str     # the coach's suggestion, in words
    regret: float      # points below the suggestion (0 for the suggestion itself)
    same: bool         # the suggestion itself was played

    @property
    def matched(self) -> bool:
        """The suggestion, or a choice worth the same to the coach."""
        return self.same or self.regret < SAME

    @property
    def when(self) -> str:
        return Msg("Round {n}, {turn}", n=self.round, turn=self.turn)


def turn_words(game) -> str:
    if game.n == 1:
        return Msg("passive turn") if game.solo_passive else Msg("active turn")
    name = game.players[game.active]
    return whose(name, Msg("your turn"), Msg("{name}'s turn", name=name))


class Review:
    """Walk one seat's decisions of a finished (or unfinished) game.

        r = Review(clever, game, seat=0)
        while r.step():
            pass                # or: one step per browser task
        r.total_regret, r.matched, r.costly()
    """

    def __init__(self, clever, game, seat: int, level: str | None = None):
        if not 0 <= seat < game.n:
            raise ValueError(f"there is no seat {seat} in this game")
        self.clever = clever
        self.seat = seat
        self.name = game.players[seat]
        self.level = level or coach_level(game)
        self.actions = list(game.history)
        self.key = game_key(game)
        self._game = game
        self.points = self._decision_points()
        self.replay = start_of(game)
        self.applied = 0   # actions of the log applied to `replay`
        self.decisions: list[Decision] = []
        self._thinking = None  # the coach_think() generator of the decision under way

    def _decision_points(self) -> list[int]:
        """Indexes in the log of the seat's decisions with a real choice (a
        quick replay without the coach)."""
        g = start_of(self._game)
        out = []
        for i, a in enumerate(self.actions):
            if g.pending.player == self.seat and len(g.legal_actions()) > 1:
                out.append(i)
            g.apply(a)
        return out

    # --- progress ---------------------------------------------------------
    @property
    def total(self) -> int:
        """How many decisions the review covers."""
        return len(self.points)

    @property
    def done(self) -> int:
        return len(self.decisions)

    @property
    def finished(self) -> bool:
        return self.done >= self.total

    def _next_position(self):
        """The replay brought to the next decision to review."""
        target = self.points[self.done]
        g = self.replay
        while self.applied < target:
            g.apply(self.actions[self.applied])
            self.applied += 1
        return g

    def _record(self, ranking) -> None:
        """Note the decision at the replay's position against the coach's
        ranking, then play it."""
        g = self.replay
        target = self.points[self.done]
        played = self.clever.Action.parse(self.actions[target])
        best, best_value = ranking[0]
        values = dict(ranking)
        self.decisions.append(Decision(
            number=target + 1, round=g.round, turn=turn_words(g),
            played=action_text(played, g, face=True),
            suggested=action_text(best, g, face=True),
            regret=max(0.0, best_value - values[played]), same=played == best))
        g.apply(played)
        self.applied += 1

    def step(self) -> bool:
        """Review the next decision; False when there was none left."""
        if self.finished:
            return False
        done = self.done
        while self.done == done:
            self.slice()
        return True

    def slice(self) -> bool:
        """One slice of the coach's thinking (the page runs a few per browser
        task, so a long decision does not hold the page); True once the
        review is finished.  Gives the same decisions as step()."""
        if self.finished:
            return True
        if self._thinking is None:
            from clever.bots import coach_think
            self._thinking = coach_think(self._next_position(), level=self.level)
        try:
            next(self._thinking)
        except StopIteration as stop:
            self._thinking = None
            self._record(stop.value)
        return self.finished

    def run(self) -> Review:
        """The whole review at once (CPython, tests)."""
        while self.step():
            pass
        return self

    # --- results ----------------------------------------------------------
    @property
    def total_regret(self) -> float:
        return sum(d.regret for d in self.decisions)

    @property
    def matched(self) -> int:
        return sum(d.matched for d in self.decisions)

    def costly(self, top: int = TOP) -> list[Decision]:
        """The decisions that cost points, largest first (then in game order)."""
        lost = [d for d in self.decisions if not d.matched]
        lost.sort(key=lambda d: (-d.regret, d.number))
        return lost[:top]


def reviewable(session) -> list[int]:
    """The seats whose decisions can be reviewed: people's, once the game is over."""
    if getattr(session.game, "own_sheet", False):  # one phone per player: my sheet only
        return [0] if session.over else []
    return session.persons if session.over else []
