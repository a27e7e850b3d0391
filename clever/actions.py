"""Actions: small immutable values with a stable text form.

    roll | reroll | forfeit | pass | done
    use DIE AREA BOX      enter a die (active choice or passive pick)
    plus1 DIE AREA BOX    enter a die again with a +1 action
    bonus AREA BOX        place a bonus X or number (and round 4's black X / 6)

BOX is "r2c3" in a grid area and the box number 1..11 in a track area.
"""

from __future__ import annotations

from typing import NamedTuple

from .errors import IllegalAction

SIMPLE = ("roll", "reroll", "forfeit", "pass", "done")
WITH_DIE = ("use", "plus1")


class Action(NamedTuple):
    kind: str
    die: str | None = None
    area: str | None = None
    box: str | None = None

    def __str__(self) -> str:
        if self.kind in WITH_DIE:
            return f"{self.kind} {self.die} {self.area} {self.box}"
        if self.kind == "bonus":
            return f"bonus {self.area} {self.box}"
        return self.kind

    @staticmethod
    def parse(text: str) -> Action:
        """Parse the text form; raises IllegalAction on text that is not an action."""
        if not isinstance(text, str):
            raise IllegalAction(f"an action must be text, not {type(text).__name__}")
        words = text.split()
        if len(words) == 1 and words[0] in SIMPLE:
            return Action(words[0])
        if len(words) == 4 and words[0] in WITH_DIE:
            return Action(words[0], words[1], words[2], words[3])
        if len(words) == 3 and words[0] == "bonus":
            return Action("bonus", None, words[1], words[2])
        raise IllegalAction(
            f"'{text}' is not an action; expected e.g. 'roll', 'use green green 3', "
            "'plus1 white yellow r1c2', 'bonus blue r2c3', 'pass' or 'done'")


def parse_action(text: str) -> Action:
    return Action.parse(text)
