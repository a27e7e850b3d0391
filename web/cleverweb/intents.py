"""What a click or a key press on the game page asks for, as typed data.

The markup names its controls in data attributes (`data-act="reroll"`,
`data-die`, `data-area` and `data-box`, `data-seat`; the browser tests click
on them). `decode` reads those once, here, into an intent: the page's
controller (app.py) hands each intent to its handler through one table, and
the session (session.py) takes the game's own intents, so no name is parsed
twice. Pure Python (no DOM), tested under CPython.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True)
class Intent:
    # A control that moves where another was a moment ago ("Reroll" appears
    # where "Roll the dice" was): the second click of a double click or double
    # tap must not spend what appears there, so these take no such click.
    spending: ClassVar[bool] = False


# ----------------------------------------------------------------------
# the game's own choices (the session decides what they do)

@dataclass(frozen=True)
class PickDie(Intent):
    die: str


@dataclass(frozen=True)
class MarkBox(Intent):
    area: str
    box: str


@dataclass(frozen=True)
class Plain(Intent):
    """roll, reroll, forfeit, pass, done: an engine action with no arguments."""
    kind: str

    @property
    def spending(self) -> bool:  # type: ignore[override]
        return self.kind != "roll"


@dataclass(frozen=True)
class Confirm(Intent):
    """Take the one place the selected die (or the bonus) can go."""
    spending: ClassVar[bool] = True


@dataclass(frozen=True)
class Suggest(Intent):
    pass


@dataclass(frozen=True)
class Polish(Intent):
    step: int  # +1 or -1


@dataclass(frozen=True)
class ChooseValue(Intent):
    value: int


@dataclass(frozen=True)
class ChooseArea(Intent):
    area: str  # "back": choose again


@dataclass(frozen=True)
class ReturnDie(Intent):
    """A return action spent on a platter die, which goes back to the cup."""
    die: str
    spending: ClassVar[bool] = True


@dataclass(frozen=True)
class KeepRoll(Intent):
    """"Skip this roll?" answered no: the roll stays to be used."""


@dataclass(frozen=True)
class TapFace(Intent):
    """A real die's value tapped in (a face out of 1..6 is refused in words)."""
    die: str
    face: int


@dataclass(frozen=True)
class EnterDice(Intent):
    pass


@dataclass(frozen=True)
class CancelDice(Intent):
    pass


@dataclass(frozen=True)
class Unknown(Intent):
    """A control this version does not know (refused in words, never raised)."""
    name: str


# ----------------------------------------------------------------------
# the page's own (app.py)

@dataclass(frozen=True)
class ViewSeat(Intent):
    seat: int


@dataclass(frozen=True)
class Undo(Intent):
    pass


@dataclass(frozen=True)
class Deselect(Intent):
    pass


@dataclass(frozen=True)
class Handover(Intent):
    pass


@dataclass(frozen=True)
class ToggleFast(Intent):
    pass


@dataclass(frozen=True)
class ToggleLog(Intent):
    pass


@dataclass(frozen=True)
class Rules(Intent):
    open: bool


@dataclass(frozen=True)
class OpenScreen(Intent):
    """A screen of the page: "setup" (the new-game form), "game" (back to the
    game in progress), "daily" (the daily challenge's choice)."""
    name: str


@dataclass(frozen=True)
class CloseDaily(Intent):
    pass


@dataclass(frozen=True)
class PlayDaily(Intent):
    game: str


@dataclass(frozen=True)
class QuickSolo(Intent):
    pass


@dataclass(frozen=True)
class AnswerConfirm(Intent):
    """The "end this game?" dialog: yes, or keep the game."""
    yes: bool


@dataclass(frozen=True)
class Again(Intent):
    pass


@dataclass(frozen=True)
class LoadOther(Intent):
    pass


@dataclass(frozen=True)
class NewAfterBroken(Intent):
    pass


@dataclass(frozen=True)
class Review(Intent):
    seat: int


@dataclass(frozen=True)
class StopReview(Intent):
    pass


@dataclass(frozen=True)
class Share(Intent):
    """copy-card, copy-link, share (the result card), copy-send, share-send
    (a play-by-link game's link for the next player)."""
    what: str


@dataclass(frozen=True)
class Join(Intent):
    watch: bool


@dataclass(frozen=True)
class ReplayOwn(Intent):
    pass


@dataclass(frozen=True)
class ReplayMove(Intent):
    to: str  # first, back, next, last


@dataclass(frozen=True)
class ReplaySeat(Intent):
    seat: int


@dataclass(frozen=True)
class ReplayClose(Intent):
    pass


@dataclass(frozen=True)
class ReplayPlay(Intent):
    pass


@dataclass(frozen=True)
class ReplayCoach(Intent):
    pass


# a control's data-act -> its intent, for the names that carry nothing else
NAMED: dict[str, Intent] = {
    **{kind: Plain(kind) for kind in ("roll", "reroll", "forfeit", "pass", "done")},
    "confirm": Confirm(),
    "skip-keep": KeepRoll(),
    "suggest": Suggest(),
    "polish-up": Polish(1),
    "polish-down": Polish(-1),
    "enter-dice": EnterDice(),
    "cancel-dice": CancelDice(),
    "undo": Undo(),
    "deselect": Deselect(),
    "handover": Handover(),
    "fast": ToggleFast(),
    "log": ToggleLog(),
    "rules": Rules(True),
    "rules-close": Rules(False),
    "menu-new": OpenScreen("setup"),
    "new": OpenScreen("setup"),
    "back-to-game": OpenScreen("game"),
    "daily": OpenScreen("daily"),
    "daily-close": CloseDaily(),
    "quick-solo": QuickSolo(),
    "confirm-new-yes": AnswerConfirm(True),
    "confirm-new-keep": AnswerConfirm(False),
    "again": Again(),
    "load-other": LoadOther(),
    "new-after-broken": NewAfterBroken(),
    "review-stop": StopReview(),
    **{what: Share(what) for what in ("copy-card", "copy-link", "share", "copy-send",
                                      "share-send")},
    "join": Join(False),
    "join-watch": Join(True),
    "replay-own": ReplayOwn(),
    **{f"replay-{to}": ReplayMove(to) for to in ("first", "back", "next", "last")},
    "replay-close": ReplayClose(),
    "replay-play": ReplayPlay(),
    "replay-coach": ReplayCoach(),
}


def _number(text: str) -> int | None:
    return int(text) if text.isdigit() else None


def from_act(act: str, games=()) -> Intent:
    """The intent of a control's `data-act`; `games`: the daily challenge's
    games (daily-<game>)."""
    if act in NAMED:
        return NAMED[act]
    head, _sep, rest = act.partition("-")
    if head == "face" and rest:
        die, _sep, face = rest.rpartition("-")
        # not a value: refused by the range check, in the same words as a 7
        return TapFace(die, int(face) if face.isdigit() else -1)
    if head == "return" and rest:
        return ReturnDie(rest)
    if head == "value" and _number(rest) is not None:
        return ChooseValue(int(rest))
    if head == "area" and rest:
        return ChooseArea(rest)
    if head == "review" and _number(rest) is not None:
        return Review(int(rest))
    if head == "daily" and rest in games:
        return PlayDaily(rest)
    if act.startswith("replay-seat-") and _number(act[12:]) is not None:
        return ReplaySeat(int(act[12:]))
    return Unknown(act)


def decode(data, games=()) -> Intent | None:
    """The intent of a clicked element, from its data attributes (a mapping
    of act, die, area, box, seat); None when it carries none."""
    act, die, area, seat = (data.get(k) for k in ("act", "die", "area", "seat"))
    if act:
        return from_act(act, games)
    if die:
        return PickDie(die)
    if area:
        return MarkBox(area, data.get("box") or "")
    if seat and _number(seat) is not None:
        return ViewSeat(int(seat))
    return None


_NAMES = {intent: act for act, intent in NAMED.items()}


def name_of(intent: Intent) -> str:
    """The control's name in the markup (data-act), for a refusal's words."""
    if isinstance(intent, Unknown):
        return intent.name
    return _NAMES.get(intent, type(intent).__name__)
