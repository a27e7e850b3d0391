"""Learn by playing: the first three rounds of a solo game with scripted dice,
each step saying what to do and why. Each game has its lesson, as data, in
clever/demos/lessons/ (found by the game's name); this is the small pure
runner (Lesson) they share.

The lesson is a real game: the
player's clicks become engine actions; a roll or a reroll gets the step's
scripted dice (the explicit chance input `roll F F ...`); a legal move other
than the step's is not taken (the step says why it asks for its move); an
illegal move gets the engine's own explanation. After the last step the game simply goes on, with
the game's seeded dice.
"""

from __future__ import annotations

from ..actions import ROLLS, Action
from ..game import Game
from ..i18n import Msg
from . import lessons

# The base game's lesson, learn.html's own when the address names none.
BASE = lessons.for_game("pretty-clever")
LESSON_ID, GAME, SEED, STEPS, DONE = BASE.LESSON_ID, BASE.GAME, BASE.SEED, BASE.STEPS, BASE.DONE
LESSON_IDS = lessons.ids()


class Lesson:
    """The lesson's game and the step it is at (None once it is over)."""

    def __init__(self, lesson_id: str = LESSON_ID):
        self.data = lessons.by_id(lesson_id)  # KeyError: no such lesson
        self.id = self.data.LESSON_ID
        self.steps = self.data.STEPS
        self.done_text = self.data.DONE
        self.game = Game(["You"], self.data.SEED, self.data.GAME, first=0)
        self.at = 0

    @property
    def step(self) -> dict | None:
        return self.steps[self.at] if self.at < len(self.steps) else None

    @property
    def over(self) -> bool:
        return self.step is None

    def wanted(self) -> Action | None:
        """The action the step asks for (None once the lesson is over)."""
        return Action.parse(self.step["do"]) if self.step else None

    def vet(self, action: Action) -> tuple[Action | None, str]:
        """What to apply for the player's `action`: (the action, "") when it is
        the step's (a plain roll or reroll gets the step's dice), else (None, why not).
        A move the rules refuse gets the engine's own words."""
        want = self.wanted()
        if want is None:
            return action, ""
        if action == want or (action.kind == want.kind and want.kind in ROLLS
                              and action.faces is None):
            return want, ""
        if action.faces is None and action not in self.game.legal_actions():
            return None, self.game.explain_illegal(action)
        return None, Msg("In this lesson, do this step's move: {say}", say=self.step["say"])

    def applied(self) -> None:
        """The step's action was applied: on to the next step."""
        if self.step is not None:
            self.at += 1
