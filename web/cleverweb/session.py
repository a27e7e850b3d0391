"""One game at the table: the engine game plus who sits where, the die the
person deciding has selected, hot-seat hand-over, undo and computer seats.

Pure Python (no DOM), importable by CPython. Nothing here decides what is
legal: every choice offered is read from `game.legal_actions()`, every change
goes through `game.apply()`, and a refused click shows `IllegalAction`'s own
message.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass

from clever import safe_json
from clever.i18n import N_, Msg

from . import intents as do
from .lang import _
from .outcome import Outcome
from .own_sheet import OwnSheet
from .sheet import whose
from .words import colour

PERSON, COMPUTER = "person", "computer"
SESSION_FORMAT = "clever-session"
SESSION_VERSION = 1
# The bot levels offered, weakest first: clever.bots.LEVELS, written out here
# so the first screen can be drawn without importing the bots (a test keeps
# the two in step).
LEVEL_NAMES = {"beginner": N_("Beginner"), "skilled": N_("Skilled"), "expert": N_("Expert"),
               "master": N_("Master")}
# Levels a game may have that are not on the ladder (a game whose levels are
# still to come offers the random player instead).
OTHER_BOTS = {"random": N_("Random (any legal move)")}
BOT_NAMES = {**OTHER_BOTS, **LEVEL_NAMES}
DIE_KINDS = ("use", "plus1")
DEFAULT_VARIANT = "pretty-clever"


def levels_of(variant) -> list[str]:
    """The computer levels the new-game screen offers for a game, weakest first:
    the ladder's levels the game has bots for, else whatever bots it has."""
    ladder = [lvl for lvl in LEVEL_NAMES if lvl in variant.bots]
    return ladder or [b for b in variant.bots if b in BOT_NAMES]


# The levels the coach (Hint, review, replay) may speak with, strongest first:
# search levels, which rank every legal action.
COACH_LEVELS = ("master", "expert")


def coach_level(game) -> str | None:
    """The level the coach advises with in this game: the strongest search level
    the game has."""
    return next((lvl for lvl in COACH_LEVELS if lvl in game.variant.bots), None)


def has_coach(game) -> bool:
    """Can the coach (Hint, review) advise in this game?"""
    return coach_level(game) is not None


NO_COACH = N_("not available for this game yet")


class SaveError(Exception):
    """A saved session that cannot be read; the message says why, in words."""


@dataclass
class Seat:
    name: str
    kind: str = PERSON
    level: str = ""   # a computer seat's bot level ("" = the strongest)

    def to_dict(self) -> dict:
        d = {"name": self.name, "kind": self.kind}
        if self.kind == COMPUTER and self.level:
            d["level"] = self.level
        return d


def strongest_bot() -> str:
    """The top of the bot ladder (LEVEL_NAMES is weakest first)."""
    return list(LEVEL_NAMES)[-1]


def action_text(action, game=None, face: bool = False) -> str:
    """An action in words for buttons (its engine text is for the log).
    `face`: name the die by its face too ("the green 5"), for a review after
    the dice are gone from the table."""
    where = f"{action.area} {action.box}"
    if game is not None and action.area in getattr(game.variant, "areas", {}):
        area = game.variant.areas[action.area]
        box = area.parse_box(action.box)
        if box is not None:
            where = area.describe_box(box)
    if action.kind in DIE_KINDS:
        index = game.die_index(action.die) if face and game is not None else None
        what = (Msg("{colour} {face}", colour=colour(action.die), face=game.faces[index])
                if index is not None else Msg("{die} die", die=colour(action.die)))
        parts = {"what": what, "where": where}
        polish = getattr(action, "polish", 0)
        if polish:
            parts["by"] = f"{polish:+d}"
            if action.kind == "plus1":
                return Msg("the {what} in {where} with a +1 action polished by {by}", **parts)
            return Msg("the {what} in {where} polished by {by}", **parts)
        if action.kind == "plus1":
            return Msg("the {what} in {where} with a +1 action", **parts)
        return Msg("the {what} in {where}", **parts)
    if action.kind == "return":
        index = game.die_index(action.die) if face and game is not None else None
        if index is not None:
            return Msg("return the {colour} {face} from the silver platter to the cup",
                       colour=colour(action.die), face=game.faces[index])
        return Msg("return the {die} die from the silver platter to the cup",
                   die=colour(action.die))
    if action.kind == "bonus":
        if getattr(action, "value", None) is not None:
            return Msg("the bonus {value} in {where}", value=action.value, where=where)
        return Msg("the bonus in {where}", where=where)
    return plain_action_words(action.kind, game)


def plain_action_words(kind: str, game=None) -> str:
    """A plain action (roll, reroll, forfeit, pass, done) in players' words."""
    p = game.pending if game is not None else None
    if kind == "forfeit" and p is not None and usable_roll(game):
        return Msg("skip this roll (enter none of its dice)")
    if kind == "done" and p is not None and p.kind == "chain":
        return Msg("mark no more dice in silver")
    if kind == "done" and p is not None and p.kind == "roll" and any(
            a.kind == "done" for a in game.legal_actions()):
        return Msg("end your turn (no dice left to roll)")
    if kind == "done":
        own_turn = p is not None and p.player == game.active and not game.solo_passive
        return Msg("finish your turn (no more +1 actions)") if own_turn else \
            Msg("finish (no more +1 actions)")
    return PLAIN_WORDS.get(kind, kind)


PLAIN_WORDS = {
    "roll": Msg("roll the dice"),
    "reroll": Msg("use a reroll (roll these dice again)"),
    "forfeit": Msg("give up this roll: no die can be used"),
    "pass": Msg("pass (take no die)"),
}


def usable_roll(game) -> bool:
    """Does the roll on the table have a die the player could enter (so giving
    it up is a choice, ruling T9, not a roll lost)?"""
    return game.pending.kind == "choose" and any(
        a.kind in DIE_KINDS for a in game.legal_actions())


def options_words(game) -> str:
    """The table options of a game in words: "" for a game that has none."""
    texts = game.variant.option_texts
    if not texts:
        return ""
    on = [texts[o][0] for o in texts if o in game.options]
    if not on:
        return _("Table options: none (the standard rules).")
    # in the page's language: each option's name is the engine's own text
    return _(Msg("Table options: {options}.", options="; ".join(_(o) for o in on)))


def game_key(game) -> tuple:
    """What tells one position of one game from another (review, thinking)."""
    return (game.seed, tuple(game.players), tuple(game.history))


def _on_table(dice) -> bool:
    """Is any die out of the cup (rolled, on a field, the platter, aside)?"""
    return any(d["where"] != "cup" for d in dice)


class Thinking:
    """A bot's thinking spread over steps: each step() runs one slice of a
    think() generator (clever.bots), so the page can run one per browser task
    and stay responsive.  It belongs to the position it started on: once the
    session has moved on (an action, an undo, a new game) it is stale and its
    result must be dropped."""

    def __init__(self, session, work):
        self.session = session
        self.key = game_key(session.game)
        self.work = work
        self.done = False
        self.result = None

    def stale(self, session) -> bool:
        return session is not self.session or game_key(session.game) != self.key

    def step(self) -> bool:
        """Run one slice; True once the thinking is done (see `result`).  A
        stale thinking stops at once, with no result (it must not read a game
        that has changed under it)."""
        if not self.done and self.stale(self.session):
            self.cancel()
            self.done = True
        if not self.done:
            try:
                next(self.work)
            except StopIteration as stop:
                self.done, self.result = True, stop.value
        return self.done

    def finish(self):
        """All the remaining slices at once (CPython, tests); the result."""
        while not self.step():
            pass
        return self.result

    def cancel(self) -> None:
        self.work.close()


class Session:
    # a daily challenge: its best score must be the player's own, so the coach
    # gives no hints (the page sets it; the review after the game stays)
    no_hints = False

    def __init__(self, clever, game, seats: list[Seat], undo: bool = True,
                 selected: str | None = None,
                 viewer: int | None = None, fast: bool = False, by_link: bool = False,
                 real_dice: bool = False, own_sheet: OwnSheet | None = None):
        self.clever = clever
        self.game = game
        self.seats = seats
        self.undo_enabled = undo
        self.selected = selected
        self.viewer = viewer          # the person holding the device (hot-seat)
        self.viewing: int | None = None  # another sheet being looked at
        self.fast = fast
        # play by link: each person on their own device; this device plays `viewer`
        # only, and the game travels between devices as a link (cleverweb/bylink.py)
        self.by_link = by_link
        self._bots: dict = {}
        self._suggested = None   # (game_key, action): the last hint, while it fits
        # the dice as they were before the last action, when that action cleared
        # the table (the end of a turn): (dice, action, seat), shown until the next one
        self.last_turn: tuple | None = None
        self.polish = 0                   # polish steps on the selected platter die
        self.bonus_area: str | None = None  # round 4's black ?: the area chosen
        self.bonus_value: int | None = None  # a "?" bonus: the value chosen
        # "skip this roll" pressed once on a roll with a usable die: the next
        # press skips it (a usable roll is never lost by one slip)
        self.skip_asked = False
        # real dice, rolled at the table: their values are
        # tapped in (`entering` the roll or reroll under way, `tapped` die -> face)
        # and given to the engine as `roll F F ...` / `reroll F ...`
        self.real_dice = real_dice
        self.entering: str | None = None
        self.tapped: dict[str, int] = {}
        # one phone per player (own_sheet.py): this phone is seat 0's
        self.own_sheet = own_sheet
        if own_sheet is not None and viewer is None:
            self.viewer = 0
        self._check_selection()

    @property
    def actors(self) -> list[int]:
        """The seat that took each action of the game (kept by the engine)."""
        return self.game.actors

    # --- set-up ---------------------------------------------------------
    @classmethod
    def new(cls, clever, seats: list[Seat], seed: int | None = None, undo: bool = True,
            fast: bool = False, variant: str = DEFAULT_VARIANT, options=(),
            real_dice: bool = False, first: int | None = None) -> Session:
        game = clever.new_game([s.name for s in seats], seed=seed, variant=variant,
                               options=sorted(options), first=first)
        return cls(clever, game, seats, undo=undo, fast=fast, real_dice=real_dice,
                   own_sheet=OwnSheet.of(game))

    def again(self) -> Session:
        """Same seats, game, table options and settings, fresh dice."""
        return Session.new(self.clever, [Seat(s.name, s.kind, s.level) for s in self.seats],
                           None, self.undo_enabled, self.fast, self.game.variant.name,
                           self.game.options, self.real_dice,
                           self.game.first if self.own_sheet is not None else None)

    def options_text(self) -> str:
        """The table options in play, in words (for the scoreboard and the log)."""
        return options_words(self.game)

    # --- questions ------------------------------------------------------
    @property
    def pending(self):
        return self.game.pending

    @property
    def over(self) -> bool:
        return self.game.pending is None

    def is_computer(self, seat: int) -> bool:
        return self.seats[seat].kind == COMPUTER

    @property
    def persons(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == PERSON]

    def decider(self) -> int | None:
        """The person who must decide now (None: game over or a computer's move)."""
        p = self.pending
        if p is None or self.is_computer(p.player):
            return None
        if self.by_link and p.player != self.viewer:
            return None  # another device's part
        return p.player

    def computer_to_move(self) -> bool:
        p = self.pending
        return p is not None and self.is_computer(p.player)

    def handover_needed(self) -> bool:
        """The device must go to another person before they can see their choice."""
        d = self.decider()
        return d is not None and len(self.persons) > 1 and d != self.viewer and not self.by_link

    def accept_handover(self) -> None:
        self.viewer = self.decider()
        self.viewing = None

    def shown_seat(self) -> int:
        if self.viewing is not None:
            return self.viewing
        p = self.pending
        if p is not None:
            return p.player
        return self.viewer if self.viewer is not None else 0

    def legal(self) -> list:
        return self.game.legal_actions()

    def usable_dice(self) -> list[str]:
        """Dice the person deciding may select now (in table order): before a
        roll, the platter dice a return may take back to the cup."""
        if self.decider() is None:
            return []
        names = {a.die for a in self.legal() if a.kind in DIE_KINDS or a.kind == "return"}
        return [d for d in self.game.variant.dice if d in names]

    # --- the return (Twice as Clever) and skipping a roll ------------------
    def returnable(self) -> list[str]:
        """The platter dice a return action may take back to the cup now (in
        table order); [] when no return may be used."""
        if self.decider() is None:
            return []
        names = {a.die for a in self.legal() if a.kind == "return"}
        return [d for d in self.game.variant.dice if d in names]

    def returns_left(self) -> int:
        p = self.pending
        return self.game.sheets[p.player].returns_left if p is not None else 0

    def return_die(self, die: str) -> Outcome:
        """Spend a return on the platter die `die` (the engine says why not)."""
        return self.act(self.clever.Action("return", die))

    def skip_roll_asks(self) -> bool:
        """Would giving up this roll lose a die that could be entered (so the
        page asks first)?"""
        return self.simple("forfeit") and usable_roll(self.game)

    def skip_roll(self) -> Outcome:
        """Give up the roll; where one of its dice could be entered, the first
        press only asks."""
        if self.skip_roll_asks() and not self.skip_asked:
            self.skip_asked = True
            return Outcome(True, Msg("Skip this roll? It counts as one of your three choices "
                                     "and none of its dice is entered. Press \"Yes, skip "
                                     "this roll\" to skip it, or choose a die."))
        return self.act(self.clever.Action("forfeit"))

    def keep_roll(self) -> Outcome:
        self.skip_asked = False
        return Outcome(True)

    def targets(self) -> list[tuple[str, str]]:
        """(area, box label) pairs to light up: the bonus targets, or the boxes
        the selected die may go to."""
        p = self.pending
        if p is None or self.decider() is None or self.viewing not in (None, p.player):
            return []
        return [(a.area, a.box) for a in self._choices()]

    def _choices(self) -> list:
        """The legal actions the boxes now lit stand for: the bonus's (of the
        area and value chosen), or the selected die's (with the polish chosen)."""
        p = self.pending
        if p is None or self.decider() is None:
            return []
        if p.kind == "bonus":
            if self.bonus_areas() and self.bonus_area is None:
                return []
            acts = self.bonus_actions()
            if self.bonus_values() and self.bonus_value is None:
                return []
            return [a for a in acts if a.value is None or a.value == self.bonus_value]
        if self.selected is None:
            return []
        return [a for a in self.legal() if a.kind in DIE_KINDS and a.die == self.selected
                and (a.polish or 0) == self.polish]

    # --- "?" bonuses: area (round 4's black ?), then value, then box -----
    def bonus_actions(self) -> list:
        """The legal bonus actions, of the chosen area where one must be chosen."""
        acts = [a for a in self.legal() if a.kind == "bonus"]
        if self.bonus_area is not None and self.bonus_areas():
            acts = [a for a in acts if a.area == self.bonus_area]
        return acts

    def bonus_areas(self) -> list[str]:
        """The areas to choose from first (a black ? that may go in several areas
        with a value to choose); [] when the boxes alone say it all."""
        p = self.pending
        if p is None or p.kind != "bonus" or self.decider() is None:
            return []
        acts = [a for a in self.legal() if a.kind == "bonus"]
        if not any(a.value is not None for a in acts):
            return []
        areas = {a.area for a in acts}
        return [a for a in self.game.variant.area_order if a in areas] if len(areas) > 1 \
            else []

    def bonus_values(self) -> list[int]:
        """The values a "?" bonus may write now (in the chosen area); [] when
        the box alone says what is written."""
        p = self.pending
        if p is None or p.kind != "bonus" or (self.bonus_areas() and self.bonus_area is None):
            return []
        return sorted({a.value for a in self.bonus_actions() if a.value is not None})

    # --- polish -----------------------------------------------------------
    def polish_steps(self) -> list[int]:
        """The polish the selected die may take now (0 included), from the legal actions."""
        if self.selected is None or self.decider() is None:
            return []
        steps = {a.polish or 0 for a in self.legal()
                 if a.kind in DIE_KINDS and a.die == self.selected}
        return sorted(steps | {0}) if steps != {0} else []

    def polished_face(self) -> int | None:
        if self.selected is None:
            return None
        face = next(d["face"] for d in self.game.dice() if d["die"] == self.selected)
        return face + self.polish

    def single_choice(self):
        """The one action a confirm button can take: the selected die (or the
        bonus) has exactly one place to go."""
        p = self.pending
        if p is None or self.decider() is None:
            return None
        if p.kind != "bonus" and self.selected is None:
            return None
        if p.kind == "roll":  # a platter die chosen before a roll: its return
            return next((a for a in self.legal()
                         if a.kind == "return" and a.die == self.selected), None)
        acts = self._choices()
        return acts[0] if len(acts) == 1 else None

    def simple(self, kind: str) -> bool:
        """Is the plain action `kind` (roll, reroll, forfeit, pass, done) legal now?"""
        return self.decider() is not None and any(a.kind == kind for a in self.legal())

    # --- clicks ---------------------------------------------------------
    def select(self, die: str) -> Outcome:
        self.skip_asked = False
        who = self.decider()
        if who is None:
            return self._not_yours()
        if self.viewing not in (None, who):
            return Outcome(False, Msg("This is {name}'s sheet; go back to {who}'s sheet to "
                                      "play.", name=self.game.players[self.viewing],
                                      who=self.game.players[who]))
        if self.selected == die:
            self.selected = None
            self.polish = 0
            return Outcome(message=Msg("The {die} die is no longer selected.", die=colour(die)))
        if die in self.usable_dice():
            self.selected = die
            self.polish = 0
            return Outcome()
        return Outcome(False, self.why_die(die))

    def why_die(self, die: str) -> str:
        """Why a die cannot be selected now, in the engine's words."""
        g = self.game
        name = g.players[self.pending.player]
        return g.explain_die(die) or whose(
            name, Msg("The {die} die cannot be entered on your sheet now.", die=colour(die)),
            Msg("The {die} die cannot be entered on {name}'s sheet now.", die=colour(die),
                name=name))

    def click_box(self, area: str, box: str) -> Outcome:
        self.skip_asked = False
        who = self.decider()
        p = self.pending
        if who is None:
            return self._not_yours()
        if self.viewing not in (None, who):
            return Outcome(False, Msg("This is {name}'s sheet; it is {who} who decides now.",
                                      name=self.game.players[self.viewing],
                                      who=self.game.players[who]))
        Action = self.clever.Action
        box = self.box_of(area, box)
        if p.kind == "bonus":
            fits = [a for a in self._choices() if (a.area, a.box) == (area, box)]
            if fits:
                return self.act(fits[0])
            waiting = (self.bonus_areas() and self.bonus_area is None) or \
                (self.bonus_values() and self.bonus_value is None)
            if waiting:
                # a box tapped before its area or value was chosen: the tap chooses
                # what it can (the box's area), and takes the move when only one fits
                there = [a for a in self.legal() if a.kind == "bonus"
                         and (a.area, a.box) == (area, box)]
                if len(there) == 1:
                    return self.act(there[0])
                if there:
                    if area in self.bonus_areas():
                        self.bonus_area = area
                    return Outcome(True, Msg("Now choose the value to write in {box} (1 to "
                                             "6, the value buttons by the dice), then tap "
                                             "the box again.",
                                             box=self.box_words(area, box)))
                if self.bonus_areas() and self.bonus_area is None:
                    return Outcome(False, Msg("The bonus cannot go in {box}. Choose its area "
                                              "first (the area buttons by the dice).",
                                              box=self.box_words(area, box)))
                return Outcome(False, Msg("The bonus cannot go in {box}. Choose the value to "
                                          "write first (1 to 6, the value buttons by the "
                                          "dice).", box=self.box_words(area, box)))
            return self.act(Action("bonus", None, area, box, self.bonus_value))
        if p.kind == "roll":
            return Outcome(False, Msg("Roll the dice first: {what}.",
                                      what=self.game.describe_pending()))
        if self.selected is None:
            fits = [a for a in self.legal() if a.kind in DIE_KINDS and not a.polish
                    and (a.area, a.box) == (area, box)]
            if len(fits) == 1:
                return self.act(fits[0])
            if fits:
                dice = sorted({a.die for a in fits})
                if len(dice) > 1:
                    return Outcome(False, Msg("Choose a die first: the {dice} or the {last} die "
                                              "could go here.", dice=" or the ".join(dice[:-1]),
                                              last=colour(dice[-1])) if len(dice) > 2 else
                                   Msg("Choose a die first: the {dice} or the {last} die could "
                                       "go here.", dice=colour(dice[0]), last=colour(dice[1])))
                return Outcome(False, Msg("Choose a die first: the {die} die could go here.",
                                          die=colour(dice[0])))
            if not self.usable_dice():
                return Outcome(False, Msg("No die can be entered now. {what}", what=self.hint()))
            return Outcome(False, Msg("No die can go in {box} now. Choose a die first: the "
                                      "boxes where it can go light up.",
                                      box=self.box_words(area, box)))
        kind = "plus1" if p.kind == "extra" else "use"
        fits = [a for a in self._choices() if (a.area, a.box) == (area, box)]
        if fits:
            return self.act(fits[0])
        return self.act(Action(kind, self.selected, area, box, polish=self.polish))

    def box_words(self, area: str, box: str) -> str:
        """A box in players' words ("the yellow top row, box 2"), never its engine id."""
        a = self.game.variant.areas.get(area)
        number = a.parse_box(box) if a is not None else None
        return a.describe_box(number) if number is not None else \
            Msg("that {area} box", area=colour(area))

    def box_of(self, area: str, box: str) -> str:
        """The engine's name of the box clicked: a grey cell names its part."""
        a = self.game.variant.areas.get(area)
        part_at = getattr(a, "part_at", None)
        if part_at is not None:
            part = part_at(box)
            if part is not None:
                return a.box_label(part)
        return box

    def press(self, intent: do.Intent) -> Outcome:
        """A control of the game pressed (intents.py), for the person deciding."""
        if self.decider() is None:
            return self._not_yours()
        if intent != do.Plain("forfeit"):
            self.skip_asked = False
        if isinstance(intent, do.Confirm):
            action = self.single_choice()
            if action is None:
                return Outcome(False, Msg("Choose a die and a box first."))
            return self.act(action)
        if self.own_sheet is not None and self.own_sheet.asks(self):
            return self.own_sheet.press(self, intent)
        if self.real_dice and (isinstance(intent, (do.EnterDice, do.CancelDice, do.TapFace))
                               or intent in (do.Plain("roll"), do.Plain("reroll"))):
            return self.enter_dice(intent)
        handler = PRESSES.get(type(intent))
        if handler is None:
            return Outcome(False, Msg("Unknown control {name}.", name=repr(do.name_of(intent))))
        return handler(self, intent)

    # --- real dice -------------------------------------------------------
    def dice_to_enter(self) -> list[str]:
        """The dice whose values the roll being entered needs, in order."""
        return self.game.rolling_dice() if self.entering else []

    def enter_dice(self, intent: do.Intent) -> Outcome:
        """Roll / Reroll opens the entry of the real dice' values; a TapFace
        taps one; EnterDice gives the roll to the engine (which checks it)."""
        if isinstance(intent, do.Plain):
            name = intent.kind
            if not self.simple(name):
                return self.act(self.clever.Action(name))  # the engine says why not
            self.entering = name
            self.tapped = {}
            self.selected = None
            return Outcome(True, Msg("Roll the real dice, then tap the value each die shows."))
        if isinstance(intent, do.CancelDice):
            self.entering = None
            self.tapped = {}
            return Outcome(True)
        if self.entering is None:
            return Outcome(False, Msg("Press Roll the dice first."))
        wanted = self.dice_to_enter()
        if isinstance(intent, do.TapFace):
            die = intent.die
            if die not in wanted or not 1 <= intent.face <= 6:
                return Outcome(False, Msg("The {die} die is not being rolled now.",
                                          die=colour(die)))
            self.tapped[die] = intent.face
            return Outcome(True)
        missing = [d for d in wanted if d not in self.tapped]
        if len(missing) == 1:
            return Outcome(False, Msg("Tap the value of the {die} die first.",
                                      die=colour(missing[0])))
        if missing:
            return Outcome(False, Msg("Tap the values of the {dice} and {last} dice first.",
                                      dice=", ".join(_(colour(d)) for d in missing[:-1]),
                                      last=colour(missing[-1])))
        kind = self.entering
        return self.act(self.clever.Action(kind, faces=tuple(self.tapped[d] for d in wanted)))

    def step_polish(self, step: int) -> Outcome:
        steps = self.polish_steps()
        if not steps:
            return Outcome(False, Msg("Polish works only on a die taken from the silver "
                                      "platter, with polish left on your sheet."))
        ahead = [s for s in steps if (s - self.polish) * step > 0]
        want = min(ahead, key=lambda s: abs(s - self.polish)) if ahead else self.polish + step
        if want not in steps:
            face = self.polished_face()
            left = self.game.sheets[self.pending.player].polish_left
            if abs(want) > left:
                why = Msg("you have only {n} polish", n=left)
            elif face + step < 1 or face + step > 6:
                why = Msg("a die goes from 1 to 6 (1 and 6 are not next to each other)")
            else:
                why = Msg("a {n} could not be entered anywhere", n=face + step)
            return Outcome(False, Msg("The {die} die cannot show {n}: {why}.",
                                      die=colour(self.selected), n=face + step, why=why))
        self.polish = want
        return Outcome(True, changed=False)

    def choose_value(self, value: int) -> Outcome:
        values = self.bonus_values()
        if value not in values:
            return Outcome(False, Msg("A {n} cannot be written for this bonus now.", n=value))
        self.bonus_value = value
        return Outcome(True)

    def choose_area(self, area: str) -> Outcome:
        if area == "back":
            self.bonus_area = self.bonus_value = None
            return Outcome(True)
        if area not in self.bonus_areas():
            return Outcome(False, Msg("The bonus cannot go in {area} now.", area=colour(area)))
        self.bonus_area = area
        self.bonus_value = None
        return Outcome(True)

    def act(self, action) -> Outcome:
        """Apply one action for the player who must decide (a person or a bot)."""
        p = self.pending
        if p is None:
            return Outcome(False, Msg("The game is over."))
        g = self.game
        before = g.dice()
        choices, active, passive = g.choices, g.active, g.solo_passive
        try:
            events = g.apply(action)
        except self.clever.IllegalAction as exc:
            # the engine's Msg itself, which the page translates (str() is its English)
            return Outcome(False, exc.args[0] if exc.args else str(exc))
        self.selected = None
        self.viewing = None
        self.polish = 0
        self.bonus_area = self.bonus_value = None
        self.skip_asked = False
        self.entering = None
        self.tapped = {}
        rolled = ()
        if action.kind in ("roll", "reroll"):
            rolled = tuple(d["die"] for d in g.dice()
                           if d["where"] in ("rolled", "platter", "aside"))
        cleared = _on_table(before) and not _on_table(g.dice())
        self.last_turn = (before, action, p.player) if cleared else None
        message = ""
        if action.kind == "use" and p.kind == "choose":
            message = self._turn_end_words(p.player, choices, active, passive, cleared)
        elif p.kind == "chain" and (g.pending is None or g.pending.kind != "chain"):
            # the chain's last mark ends the choice it followed
            message = self._turn_end_words(p.player, choices - 1, active, passive, cleared)
        return Outcome(True, message, list(events), rolled, True)

    def _turn_end_words(self, who: int, choices: int, active: int, passive: bool,
                        cleared: bool) -> str:
        """Why the rolling stopped after a choice, read off the game: no dice
        left in the cup before the last choice, or that was the last choice."""
        g = self.game
        nxt = g.pending
        # a roll is still to come in this turn (after a bonus or the silver chain
        # is placed, too): dice in the cup, or a roll with a return to spend first
        cup = any(d["where"] == "cup" for d in g.dice())
        goes_on = (nxt is not None and g.active == active and g.solo_passive == passive
                   and g.choices < g.variant.choices_per_turn
                   and (cup or (nxt.kind == "roll" and nxt.player == active)))
        if goes_on:
            return ""
        person = not self.is_computer(who)
        name = g.players[who]
        if choices + 1 < g.variant.choices_per_turn:
            if nxt is not None and nxt.kind == "extra" and nxt.player == who:
                if person:
                    return Msg("No dice are left to roll. You may still use a +1 action.")
                return Msg("No dice are left to roll. {name} may still use a +1 action.",
                           name=name)
            if person:
                return Msg("No dice are left to roll, so your turn is over.")
            return whose(name, Msg("No dice are left to roll, so your turn is over."),
                         Msg("No dice are left to roll, so {name}'s turn is over.", name=name))
        if cleared:
            if person:
                return Msg("That was your last choice: your turn is over.")
            return whose(name, Msg("That was your last choice: your turn is over."),
                         Msg("That was {name}'s last choice: {name}'s turn is over.",
                             name=name))
        return ""

    # --- the hint's die and box ----------------------------------------
    def suggested(self):
        """The action the last hint suggested, while the game is where it was."""
        if self._suggested is None or self.decider() is None:
            return None
        key, action = self._suggested
        return action if key == game_key(self.game) else None

    def suggestion(self) -> str:
        """The coach's advice for the decision at hand, in words."""
        return self.suggestion_thinking().finish()

    def suggestion_thinking(self) -> Thinking:
        """suggestion() in slices: its result is the advice, in words."""
        return Thinking(self, self._suggest())

    def _suggest(self):
        if self.no_hints:
            return Msg("No hints in the daily challenge: the day's best score is your own.")
        if not has_coach(self.game):
            return Msg("Hints are not available for this game yet.")
        from clever.bots import coach_think
        ranking = yield from coach_think(self.game, level=coach_level(self.game))
        if not ranking:
            return Msg("There is nothing to decide.")
        best, value = ranking[0]
        self._suggested = (game_key(self.game), best)
        what = {"action": action_text(best, self.game), "score": f"{value:.0f}"}
        if len(ranking) > 1:
            return Msg("Suggested: {action} (+{more} points over the next best choice); "
                       "expected final score about {score}.",
                       more=f"{value - ranking[1][1]:.1f}", **what)
        return Msg("Suggested: {action}; expected final score about {score}.", **what)

    def hint(self) -> str:
        p = self.pending
        if p is None:
            return Msg("The game is over.")
        return Msg("{what}.", what=self.game.describe_pending())

    def _not_yours(self) -> Outcome:
        p = self.pending
        if p is None:
            return Outcome(False, Msg("The game is over."))
        if self.by_link:
            return Outcome(False, Msg("It is {name}'s part now, on their own device: send them "
                                      "the link.", name=self.game.players[p.player]))
        return Outcome(False, Msg("It is {name} (computer) who plays now.",
                                  name=self.game.players[p.player]))

    def _check_selection(self) -> None:
        if self.selected is not None and self.selected not in self.usable_dice():
            self.selected = None

    # --- undo -----------------------------------------------------------
    def undo_steps(self) -> int:
        """How many actions one undo takes back: the last own decision of the
        person deciding now, with the rolls that followed it (0: none)."""
        who = self.decider()
        if not self.undo_enabled or who is None or self.handover_needed():
            return 0
        hist = self.game.history
        n = 0
        for i in range(len(hist) - 1, -1, -1):
            if self.actors[i] != who:
                return 0
            n += 1
            if hist[i] != "roll":
                return n
        return 0

    def undo(self) -> Outcome:
        n = self.undo_steps()
        if not n:
            if not self.undo_enabled:
                return Outcome(False, Msg("Undo is switched off (honest dice)."))
            return Outcome(False, Msg("There is no decision of yours to take back."))
        self.game.rewind(len(self.game.history) - n)
        self.entering = None
        self.tapped = {}
        self.selected = None
        self.polish = 0
        self.bonus_area = self.bonus_value = None
        self.skip_asked = False
        self.last_turn = None
        self.viewing = None
        return Outcome(True, Msg("Your last decision was taken back."), changed=True)

    # --- computer seats -------------------------------------------------
    def bot_name(self) -> str:
        """The level of the computer seat that must decide now."""
        p = self.pending
        level = self.seats[p.player].level if p is not None else ""
        levels = levels_of(self.game.variant)
        return level if level in levels else levels[-1]

    def bot_step(self) -> Outcome:
        """Let the computer seat that must decide take one action."""
        if not self.computer_to_move():
            return Outcome(False, Msg("No computer seat is to move."))
        thinking = self.bot_thinking()
        thinking.finish()
        return self.play_thought(thinking)

    def bot_thinking(self) -> Thinking:
        """The computer seat's decision in slices (call only when
        computer_to_move()); play_thought() applies it once done."""
        return Thinking(self, self._bot_decide())

    def _bot_decide(self):
        name = self.bot_name()
        if name not in self._bots:
            from clever.bots import make_bot
            self._bots[name] = make_bot(name)
        bot, g = self._bots[name], self.game
        if hasattr(bot, "think"):  # the levels: the first of the ranking is choose()'s move
            ranking = yield from bot.think(g)
            return ranking[0][0]
        return bot.choose(g, random.Random(f"{g.seed}/{len(g.history)}"))

    def play_thought(self, thinking: Thinking) -> Outcome:
        """Apply a finished bot_thinking(), unless the game has moved on."""
        if not thinking.done or thinking.stale(self) or not self.computer_to_move():
            return Outcome(False, Msg("The computer player's move no longer fits the game."))
        return self.act(thinking.result)

    # --- saving ---------------------------------------------------------
    def to_json(self) -> str:
        return json.dumps({
            "format": SESSION_FORMAT, "version": SESSION_VERSION,
            "game": json.loads(self.game.to_json()),
            "seats": [s.to_dict() for s in self.seats],
            "undo": self.undo_enabled,
            "selected": self.selected, "viewer": self.viewer, "fast": self.fast,
            **({"by_link": True} if self.by_link else {}),
            **({"real_dice": True} if self.real_dice else {}),
            **({"tapped": self.tapped} if self.tapped else {}),
            **({"polish": self.polish} if self.polish else {}),
            **({"bonus_area": self.bonus_area} if self.bonus_area else {}),
            **({"bonus_value": self.bonus_value} if self.bonus_value else {}),
        })

    @classmethod
    def read_saved(cls, clever, text) -> tuple[Session | None, str | None]:
        """(the session, None) from a stored text, else (None, why not in
        words). Never raises: a save that anything may have changed must not
        stop the page, whatever goes wrong while it is replayed."""
        _data, problem = safe_json.read(text)  # depth first: deep JSON kills Pyodide
        if problem is not None:
            return None, problem
        try:
            return cls.from_json(clever, text), None
        except SaveError as exc:
            return None, exc.args[0] if exc.args else str(exc)
        except Exception as exc:  # noqa: BLE001 - the promise is: never raises
            return None, Msg("its moves could not be replayed ({error})",
                             error=type(exc).__name__)

    @classmethod
    def from_json(cls, clever, text: str) -> Session:
        """Read a saved session; raises SaveError saying what is wrong."""
        try:
            data = json.loads(text)
        except (ValueError, TypeError, RecursionError) as exc:
            raise SaveError(Msg("it is not valid JSON ({error})", error=str(exc))) from exc
        if not isinstance(data, dict) or data.get("format") != SESSION_FORMAT:
            raise SaveError(Msg("it is not a saved game of this app"))
        if type(data.get("version")) is not int or data["version"] > SESSION_VERSION:
            raise SaveError(Msg("it comes from a newer version of this app"))
        seats = data.get("seats")
        if (not isinstance(seats, list) or not 1 <= len(seats) <= 4
                or not all(isinstance(s, dict) and isinstance(s.get("name"), str)
                           and s.get("kind") in (PERSON, COMPUTER) for s in seats)):
            raise SaveError(Msg("its list of seats is missing or wrong"))
        try:
            game = clever.load_game(json.dumps(data.get("game")))
        except clever.InvalidSave as exc:
            raise SaveError(exc.args[0] if exc.args else str(exc)) from exc
        if len(seats) != len(game.players):
            raise SaveError(Msg("its seats do not match the game's players"))
        selected = data.get("selected")
        if selected is not None and selected not in game.variant.dice:
            selected = None
        viewer = data.get("viewer")
        if not (type(viewer) is int and 0 <= viewer < len(seats)):
            viewer = None
        session = cls(clever, game, [Seat(s["name"], s["kind"], s.get("level", "")
                                          if isinstance(s.get("level"), str)
                                          and s.get("level") in BOT_NAMES else "")
                                     for s in seats],
                      undo=bool(data.get("undo", True)), selected=selected,
                      viewer=viewer, fast=bool(data.get("fast", False)),
                      by_link=data.get("by_link") is True and viewer is not None,
                      real_dice=data.get("real_dice") is True, own_sheet=OwnSheet.of(game))
        # the choices under way, kept only while they are still legal
        if session.own_sheet is not None:
            session.own_sheet.restore(session, data.get("tapped"))
        polish = data.get("polish", 0)
        if type(polish) is int and polish in session.polish_steps():
            session.polish = polish
        area = data.get("bonus_area")
        if area in session.bonus_areas():
            session.bonus_area = area
        value = data.get("bonus_value")
        if value in session.bonus_values():
            session.bonus_value = value
        return session


# what a control of the game does, by its intent (Confirm and the dice entries
# are dealt with first, in Session.press; a die or a box clicked goes to
# select() and click_box(), whose refusals say more)
PRESSES = {
    do.Plain: lambda s, i: s.skip_roll() if i.kind == "forfeit" else
    s.act(s.clever.Action(i.kind)),
    do.ReturnDie: lambda s, i: s.return_die(i.die),
    do.KeepRoll: lambda s, i: s.keep_roll(),
    do.Suggest: lambda s, i: Outcome(True, s.suggestion()),
    do.Polish: lambda s, i: s.step_polish(i.step),
    do.ChooseValue: lambda s, i: s.choose_value(i.value),
    do.ChooseArea: lambda s, i: s.choose_area(i.area),
}
