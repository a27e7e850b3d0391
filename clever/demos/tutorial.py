"""Learn by playing: the first rounds of a solo game with scripted dice, each
step saying what to do and why.

Data (STEPS) and a small pure runner (Lesson). The lesson is a real game: the
player's clicks become engine actions; a roll gets the step's scripted dice
(the explicit chance input `roll F F ...`); a legal move other than the step's
is not taken (the step says why it asks for its move); an illegal move gets the
engine's own explanation. After the last step the game simply goes on, with
the game's seeded dice.
"""

from __future__ import annotations

from ..actions import Action
from ..game import Game
from ..i18n import Msg

LESSON_ID = "learn"
GAME = "pretty-clever"
SEED = 16

# do: the step's action (a roll with its dice); say: what to do and why (a Msg:
# the views show it in the page's language, also inside another text).
STEPS = (
    {"do": "roll 2 4 5 1 3 6",
     "say": Msg("Your turn: roll all six dice. (Round 1 also gave you a reroll action.)")},
    {"do": "use yellow yellow r3c4",
     "say": Msg("Take the yellow 4 and cross a yellow 4. Watch the dice lower than 4: they go to "
                "the silver platter.")},
    {"do": "roll 3 6",
     "say": Msg("The white 2, green 1 and orange 3 went to the silver platter. Roll the two dice "
                "left: blue and purple.")},
    {"do": "use blue blue r2c1",
     "say": Msg("Take the blue 3. Blue counts blue + white, and the white 2 still counts from the "
                "platter: cross the 5.")},
    {"do": "roll 6",
     "say": Msg("The purple die is higher, so it stayed with you. Roll it for your third choice.")},
    {"do": "use purple purple 1",
     "say": Msg("Take the purple 6 into purple's first box. That was your third choice: your turn "
                "is over.")},
    {"do": "roll 1 2 4 3 5 6",
     "say": Msg("Playing alone, the passive turn comes next: roll all six dice; the three lowest "
                "go on the silver platter.")},
    {"do": "use green green 1",
     "say": Msg("Take one of the three platter dice: the green 3 fits green's first box (it needs "
                "1 or more).")},
    {"do": "roll 5 3 1 6 2 4",
     "say": Msg("Round 2 starts and gives you a +1 action. Roll all six dice.")},
    {"do": "use green green 2",
     "say": Msg("Take the green 6 into green's second box. Every other die is lower, so all of "
                "them go to the platter and your choices end early.")},
    {"do": "plus1 white yellow r2c4",
     "say": Msg("Your +1 action enters any die again at the end of your turn: take the white 5 "
                "as yellow and cross a yellow 5.")},
)
DONE = Msg("You know the basics! Play on from here: roll for your passive turn, or start a "
           "normal game whenever you like.")


class Lesson:
    """The lesson's game and the step it is at (None once it is over)."""

    def __init__(self):
        self.game = Game(["You"], SEED, GAME, first=0)
        self.at = 0

    @property
    def step(self) -> dict | None:
        return STEPS[self.at] if self.at < len(STEPS) else None

    @property
    def over(self) -> bool:
        return self.step is None

    def wanted(self) -> Action | None:
        """The action the step asks for (None once the lesson is over)."""
        return Action.parse(self.step["do"]) if self.step else None

    def vet(self, action: Action) -> tuple[Action | None, str]:
        """What to apply for the player's `action`: (the action, "") when it is
        the step's (a plain roll gets the step's dice), else (None, why not).
        A move the rules refuse gets the engine's own words."""
        want = self.wanted()
        if want is None:
            return action, ""
        if action == want or (action.kind == "roll" and want.kind == "roll"
                              and action.faces is None):
            return want, ""
        if action.faces is None and action not in self.game.legal_actions():
            return None, self.game.explain_illegal(action)
        return None, Msg("In this lesson, do this step's move: {say}", say=self.step["say"])

    def applied(self) -> None:
        """The step's action was applied: on to the next step."""
        if self.step is not None:
            self.at += 1
