"""Actions: small immutable values with a stable text form.

    roll [F F ...]                roll the dice in the cup; faces given = real dice
    reroll [F F ...]              spend a reroll action (faces as for roll)
    forfeit | pass | done
    use DIE AREA BOX [polish N]   enter a die (active choice or passive pick);
                                  N = polish steps on a platter die (+2, -1)
    plus1 DIE AREA BOX [polish N] enter a die again with a +1 action
    return DIE                    take a die from the silver platter back into
                                  the cup before the next roll (Twice as Clever)
    bonus AREA BOX [VALUE]        place a bonus (VALUE, 1 to 12, for a "?" bonus
                                  where the box does not say it)
    platter [F F ...]             one phone per player: the dice on another
                                  player's silver platter (0: not on it)
    fields [F F ...]              ... and the dice off it (clever/own_sheet.py)

BOX is "r2c3" in a grid, "3" on a track, "l3"/"u3" for a green triangle
(Clever 4Ever), and a grey part by its first box.  Given faces (F) list the
values of the dice being rolled, in the order of the variant's dice: this is
how real dice at a table, or a rules demo's scripted roll, enter the game.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from .errors import IllegalAction
from .i18n import Msg

SIMPLE = ("forfeit", "pass", "done")
ROLLS = ("roll", "reroll")
TABLE = ("platter", "fields")  # one phone per player (clever/own_sheet.py)
WITH_DIE = ("use", "plus1")
FACE_TEXT = "123456"


class Action(NamedTuple):
    kind: str
    die: str | None = None
    area: str | None = None
    box: str | None = None
    value: int | None = None     # bonus: the value chosen for a "?" bonus
    polish: int = 0              # use / plus1: polish steps spent (Clever 4Ever)
    faces: tuple | None = None   # roll / reroll: the faces given from outside

    def __str__(self) -> str:
        kind = self.kind
        if kind in WITH_DIE:
            text = f"{kind} {self.die} {self.area} {self.box}"
            return f"{text} polish {self.polish:+d}" if self.polish else text
        if kind == "return":
            return f"return {self.die}"
        if kind == "bonus":
            text = f"bonus {self.area} {self.box}"
            return text if self.value is None else f"{text} {self.value}"
        if kind in ROLLS + TABLE and self.faces:
            return f"{kind} " + " ".join(map(str, self.faces))
        return kind

    @staticmethod
    def parse(text: str) -> Action:
        """Parse the text form; raises IllegalAction on text that is not an action."""
        if not isinstance(text, str):
            raise IllegalAction(Msg("an action must be text, not {type}",
                                    type=type(text).__name__))
        words = text.split()
        n = len(words)
        head = words[0] if words else ""
        if n == 1 and head in SIMPLE + ROLLS + TABLE:
            return Action(head)
        if head in TABLE and all(len(w) == 1 and w in "0" + FACE_TEXT for w in words[1:]):
            return Action(head, faces=tuple(int(w) for w in words[1:]))
        if head in ROLLS and all(len(w) == 1 and w in FACE_TEXT for w in words[1:]):
            return Action(head, faces=tuple(int(w) for w in words[1:]))
        if head in WITH_DIE and n == 4:
            return Action(head, words[1], words[2], words[3])
        if head in WITH_DIE and n == 6 and words[4] == "polish" and _signed(words[5]):
            return Action(head, words[1], words[2], words[3], polish=int(words[5]))
        if head == "return" and n == 2:
            return Action("return", words[1])
        if head == "bonus" and n == 3:
            return Action("bonus", None, words[1], words[2])
        if head == "bonus" and n == 4 and _BONUS_VALUE.fullmatch(words[3]):
            return Action("bonus", None, words[1], words[2], int(words[3]))
        raise IllegalAction(Msg(
            "'{text}' is not an action; expected e.g. 'roll', 'use green green 3', "
            "'plus1 white yellow r1c2', 'bonus blue r2c3', 'pass' or 'done'", text=text))


# '+2' or '-1': a non-zero number of polish steps with its sign, in ASCII
# digits (str.isdigit() also takes '²', which int() then refuses)
_SIGNED = re.compile(r"[+-][1-9][0-9]{0,2}")


# the value a "?" bonus chooses: a face, or a sum of two dice (Twice as
# Clever's blue ? writes 2 to 12)
_BONUS_VALUE = re.compile(r"[1-9]|1[0-2]")


def _signed(word: str) -> bool:
    return _SIGNED.fullmatch(word) is not None


def well_formed(a: Action) -> Action | None:
    """`a` with its faces as a tuple when each field has the type its text form
    needs (texts, whole numbers, not True/False), else None: an Action built
    by hand with a list or a number as its area is no action."""
    if type(a.kind) is not str or not all(x is None or type(x) is str
                                          for x in (a.die, a.area, a.box)):
        return None
    if not (a.value is None or type(a.value) is int) or type(a.polish) is not int:
        return None
    if a.faces is None or type(a.faces) is tuple and all(type(f) is int for f in a.faces):
        return a
    if type(a.faces) is list and all(type(f) is int for f in a.faces):
        return a._replace(faces=tuple(a.faces))
    return None


def parse_action(text: str) -> Action:
    return Action.parse(text)
