"""The family's turn flow as an explicit decision process.

At every moment `pending` says who must decide what, `legal_actions()` lists
every legal choice, and `apply()` performs one of them (or raises
IllegalAction and changes nothing).  Automatic steps (round bonuses, dice to
the platter, a bonus X on a track, ...) happen inside apply.  The dice come
from a seeded generator in the state, or are given with the roll action
(chance as an input), so (seed, actions) replays a game.

This module knows no colour and no sheet: a die's areas and how its value is
read, the round bonuses, the action tracks (reroll, +1, polish, return), the
round-4 bonus and the optional rules (the silver chain, skipping a roll) come
from the variant (clever/variants/), and every question
about a box goes to its area kind (clever/areas/base.py).

Flow of one turn (`node` names the step the game is at; internal, never saved):
  turn_start -> roll -> choose [-> chain] -> roll -> choose ... (at most 3 choices;
  before a roll after a choice, return actions may take platter dice back)
  -> active_extra (+1 actions) -> for each passive player in seat order:
  pick -> passive_extra -> turn_end.  Solo: the passive turn is
  solo_roll -> pick -> passive_extra.  Bonus choices interrupt any step.
"""

from __future__ import annotations

from typing import NamedTuple

from . import own_sheet, save_format
from .action_cache import DONE, FORFEIT, PASS, REROLL, ROLL, TEXTS, for_variant
from .actions import Action, well_formed
from .errors import IllegalAction
from .event_words import KINDS, bonus_text, describe
from .i18n import N_, Msg, plural
from .rng import Rng, draw_after, mix
from .sheet import Sheet
from .turn_state import ASIDE, CUP, FIELD, PLATTER, ROLLED, WHERE_NAMES, Pending
from .variants import ACTIONS, Variant, get_variant
from .words import die_face, listing, word

# Salt for drawing the first player (R11): a stream apart from the dice, so
# the dice of a seed are the same whoever starts.
FIRST_SALT = 0x5EED_F1257

# what the pending player is asked to do (describe_pending), by kind of decision
PENDING_TEXT = {
    "roll": N_("{name}: roll the dice"),
    "choose": N_("{name}: choose a die"),
    "pick": N_("{name}: take a die from the silver platter (or pass)"),
    "extra": N_("{name}: use a +1 action (or finish the turn)"),
    "bonus": N_("{name}: place a bonus"),
    "chain": N_("{name}: mark the dice sent to the silver platter in silver (or finish)"),
    # one phone per player (clever/own_sheet.py)
    "platter": N_("{name}: tap in the dice on the active player's silver platter"),
    "fields": N_("{name}: tap in the dice on the active player's die fields"),
}


# the dice at each place (a tuple per place, CUP first) by the places of the
# dice in die order; filled as layouts come up (at most 5 ** dice of them)
_BY_PLACE: dict[tuple, tuple] = {}

# the decisions without a bonus, by kind and seat, made once (the turn flow
# asks for one at every step)
_WAIT = {kind: tuple(Pending(seat, kind) for seat in range(4))
         for kind in ("roll", "choose", "extra", "pick", "chain")}


class Event(NamedTuple):
    """One thing that happened, as data: its kind (EVENT_KINDS) and the fields
    that kind sets.  Its words are built only when asked for (`text`,
    `str(event)`, clever.event_words.describe), never during play, so a
    search copy runs the same code as a real game at no cost for prose."""
    player: int | None           # whose log line: the seat concerned, None for the table's
    kind: str                    # "die_entered", "bonus_placed", "fox", ... (EVENT_KINDS)
    seat: int | None = None      # the seat it is about (a table's line too: whose turn)
    name: str = ""               # that seat's player name
    area: str | None = None      # the area of the box entered, placed or marked
    box: str | None = None       # the box, as actions write it ("r2c4", "5")
    value: object = None         # what was written, the round, the roll lost, ...
    die: str | None = None       # the die entered
    face: int | None = None      # its face as rolled (before any polish)
    polish: int = 0              # the polish spent on it (its value moved by this)
    action: str | None = None    # the action gained, lost or used ("reroll", "plus1", ...)
    bonus: tuple | None = None   # the bonus gained, placed or lost, e.g. ("x", "blue")
    dice: tuple = ()             # ((die, face), ...): dice rolled or moved
    cause: Event | None = None   # the event that gave this one (a chain: mark -> bonus -> ...)
    variant: tuple = ()          # (variant name, options): what naming its box needs
    mark: str | None = None      # how a box was marked where a kind marks in steps ("circled")

    @property
    def text(self) -> Msg:
        """The event in words (English; the views translate it with `tr`)."""
        return describe(self)

    def __str__(self) -> str:
        return describe(self)


EVENT_KINDS = KINDS
_new = tuple.__new__


def player_names(players) -> list[str]:
    """1 to 4 non-empty names, stripped; raises ValueError saying what is wrong."""
    if isinstance(players, str) or not isinstance(players, (list, tuple)):
        raise ValueError(Msg("players must be a list of 1 to 4 names"))
    if not 1 <= len(players) <= 4:
        raise ValueError(Msg("the game is for 1 to 4 players, not {n}", n=len(players)))
    if not all(isinstance(p, str) and p.strip() for p in players):
        raise ValueError(Msg("every player needs a name"))
    return [p.strip() for p in players]


def draw_first(seed: int, n: int) -> int:
    """The seat drawn to start (ruling R11); seat 0 in a solo game."""
    return Rng(seed ^ FIRST_SALT).next() % n if n > 1 else 0


class Game:
    def __init__(self, players: list[str], seed: int, variant: str = "pretty-clever",
                 options=(), first: int | None = None):
        # a negative seed would never end as a game code's number (gamecode.py)
        if type(seed) is not int or seed < 0:
            raise ValueError(Msg("the seed must be a whole number, 0 or more"))
        self.variant: Variant = get_variant(variant, options)
        self.players = list(players)
        self.seed = seed
        self.n = len(players)
        self.n_rounds = self.variant.rounds_by_players[self.n]
        self.first_drawn = first is None  # R11: drawn from the seed, or named at set-up
        if first is None:
            first = draw_first(seed, self.n)
        if type(first) is not int or not 0 <= first < self.n:
            raise ValueError(Msg("the first player must be a seat from 0 to {last}",
                                 last=self.n - 1))
        self.first = first
        self.rng = Rng(seed)
        # "same dice for everyone" (a family table option): each roll's dice are
        # drawn from a generator keyed on the turn and the roll, not from the one
        # running stream, so earlier choices do not change later dice
        self.same_dice = "same_dice" in self.variant.options
        # one phone per player: only seat 0's sheet is kept here (clever/own_sheet.py)
        self.own_sheet = own_sheet.applies(self)
        if self.own_sheet:
            own_sheet.check_players(self.n)
        self.dice_key = seed
        self.rerolled = 0                # rerolls since the last choice (the key's last part)
        self.sheets = [Sheet(self.variant) for _ in players]
        ndice = len(self.variant.dice)
        self.faces = [0] * ndice
        self.where = [CUP] * ndice
        self.fields: list[int] = []      # dice on the active player's die fields, in order
        self.round = 1
        self.active = first
        self.solo_passive = False        # solo: the passive half of the round
        self.choices = 0                 # choices made (or forfeited) this turn
        self.to_pick: list[int] = []     # passive players still to pick, seat order
        self.plus1_dice: list[set] = [set() for _ in players]  # dice used via +1 this turn
        self.bonus_queue: list[tuple[int, tuple]] = []         # (player, bonus) to resolve
        self.bonus_causes: list[Event | None] = []  # the event that gave each queued bonus
        # the silver chain: dice of this pick still to be offered, and the
        # bonuses of its marks, held until the chain is done (ruling T4)
        self.chain: list[int] = []
        self.chain_bonuses: list[tuple[int, tuple]] = []
        self.chain_causes: list[Event | None] = []
        self.node = "round_start"
        self.pending: Pending | None = None
        self.wild = self.variant.dice.index(self.variant.wild)
        self.picker = 0                  # the passive player picking now
        self.history: list[str] = []
        self.actors: list[int] = []      # the seat that took each action of history
        self.log: list[Event] = []
        self._events: list[Event] = []
        self._legal: list[Action] | None = None
        self._vkey = (self.variant.name, self.variant.options)  # what an event's words need
        self._die_at = {name: d for d, name in enumerate(self.variant.dice)}
        self._acts = for_variant(self.variant)  # the actions it lists, made once per variant
        self._labels = self._acts.labels
        self._boxes = self._acts.boxes
        self._run()
        self.log.extend(self._events)

    @property
    def options(self) -> frozenset:
        """The table options this game is played with (Clever 4Ever)."""
        return self.variant.options

    # ------------------------------------------------------------------
    # queries
    @property
    def is_over(self) -> bool:
        return self.pending is None

    def die_index(self, name: str) -> int | None:
        return self._die_at.get(name) if isinstance(name, str) else None

    def dice(self) -> list[dict]:
        """The six dice as the table shows them."""
        return [{"die": d, "face": self.faces[i], "where": WHERE_NAMES[self.where[i]],
                 "field": self.fields.index(i) if i in self.fields else None,
                 "plus1_used": [p for p in range(self.n) if i in self.plus1_dice[p]]}
                for i, d in enumerate(self.variant.dice)]

    def value_for(self, die: int, area: str, polish: int = 0):
        """What a die means in an area: its face (moved by polish), or what the
        area reads from two dice (a blue+white sum, a blue/white coordinate
        pair), the taken die's part moved by polish."""
        rule = self.variant.reads[area]
        if rule is None:
            return self.faces[die] + polish
        how, a, b = rule
        fa = self.faces[a] + (polish if die == a else 0)
        fb = self.faces[b] + (polish if die == b else 0)
        return fa + fb if how == "sum" else (fa, fb)

    def die_targets(self, player: int, die: int, polish: int = 0) -> list[tuple[str, int]]:
        """Every (area, box) where `player` could enter `die` now."""
        marks = self.sheets[player].marks
        areas = self.variant.areas
        reads = self.variant.reads
        faces = self.faces
        if not faces[die]:  # a die never entered (one phone per player) is never usable
            return []
        face = faces[die] + polish
        out = []
        for area in self.variant.die_areas[die]:
            rule = reads[area]
            if rule is None:
                value = face
            elif faces[rule[1]] and faces[rule[2]]:  # both dice it reads were entered
                value = self.value_for(die, area, polish)
            else:
                continue
            for box in areas[area].targets(marks[area], value):
                out.append((area, box))
        return out

    def polish_steps(self, player: int, die: int) -> list[int]:
        """Polish amounts `player` could spend on `die` now: only on a die of
        the silver platter, within the polish held, no wrap between 1 and 6."""
        left = self.sheets[player].polish_left
        if left <= 0 or self.where[die] != PLATTER:
            return []
        face = self.faces[die]
        return [p for p in range(-left, left + 1) if p and 1 <= face + p <= 6]

    def die_options(self, player: int, die: int) -> list[tuple[str, int, int]]:
        """Every (area, box, polish) for entering `die`, polish included."""
        out = [(area, box, 0) for area, box in self.die_targets(player, die)]
        for p in self.polish_steps(player, die):
            out += [(area, box, p) for area, box in self.die_targets(player, die, p)]
        return out

    def usable(self, player: int, die: int) -> bool:
        """Could `player` enter `die` anywhere now (polish included)?  Asked
        for every die at every pick and end of turn: it stops at the first box."""
        faces = self.faces
        face = faces[die]
        if not face:
            return False
        sheet = self.sheets[player]
        marks = sheet.marks
        for area, rule, targets, _ in self._acts.plan["use"][die]:
            if rule is None:
                value = face
            else:  # value_for() written out
                fa, fb = faces[rule[1]], faces[rule[2]]
                if not (fa and fb):  # both dice it reads must have been entered
                    continue
                value = fa + fb if rule[0] == "sum" else (fa, fb)
            if targets(marks[area], value):
                return True
        if sheet.polish <= sheet.polish_used:  # polish_steps() would be empty
            return False
        return any(self.die_targets(player, die, p) for p in self.polish_steps(player, die))

    def _die_actions(self, kind: str, player: int, dice) -> list[Action]:
        """The `kind` actions ("use", "plus1") entering each of `dice`: die by
        die, unpolished first.  die_targets() written out, with the actions
        taken from the variant's tables (clever/action_cache.py): listing the
        legal actions is the largest part of a game's time."""
        out: list[Action] = []
        append = out.append
        plan = self._acts.plan[kind]
        faces, where = self.faces, self.where
        sheet = self.sheets[player]
        marks = sheet.marks
        left = sheet.polish - sheet.polish_used  # polish held
        for d in dice:
            face = faces[d]
            if not face:  # a die never entered (one phone per player) is never usable
                continue
            for area, rule, targets, acts in plan[d]:
                if rule is None:
                    value = face
                else:  # value_for() written out
                    fa, fb = faces[rule[1]], faces[rule[2]]
                    if not (fa and fb):  # both dice it reads must have been entered
                        continue
                    value = fa + fb if rule[0] == "sum" else (fa, fb)
                for box in targets(marks[area], value):
                    append(acts[box])
            if left > 0 and where[d] == PLATTER:
                # polish_steps() and die_targets() written out
                for p in range(-left, left + 1):
                    if not p or not 1 <= face + p <= 6:
                        continue
                    for area, rule, targets, acts in plan[d]:
                        if rule is None:
                            value = face + p
                        else:
                            fa, fb = faces[rule[1]], faces[rule[2]]
                            if not (fa and fb):
                                continue
                            if d == rule[1]:  # the polished die's part of the value moves
                                fa += p
                            if d == rule[2]:
                                fb += p
                            value = fa + fb if rule[0] == "sum" else (fa, fb)
                        for box in targets(marks[area], value):
                            append(acts[box, p])
        return out

    def _dice_at(self, where: int) -> list[int]:
        """The dice lying at `where` (CUP, ROLLED, ...), in die order."""
        return list(self._by_place()[where])

    def _by_place(self) -> tuple[tuple[int, ...], ...]:
        """The dice at each place, in die order, looked up (the turn flow asks
        at almost every step) in a table filled on first use of each layout."""
        key = tuple(self.where)
        got = _BY_PLACE.get(key)
        if got is None:
            got = _BY_PLACE[key] = tuple(tuple(d for d, w in enumerate(key) if w == place)
                                         for place in range(len(WHERE_NAMES)))
        return got

    def pick_sources(self, player: int) -> tuple[list[int], bool]:
        """Dice a passive player may take, and whether that is the fallback.
        A platter die counts as usable with the polish the player holds (C9)."""
        main = list(self._by_place()[PLATTER])
        for d in main:
            if self.usable(player, d):
                return main, False
        return (self._dice_at(ASIDE) if self.solo_passive else list(self.fields)), True

    def roll_count(self) -> int | None:
        """How many faces a roll given from outside must list now (None: no roll)."""
        p = self.pending
        if p is None or p.kind not in ("roll", "choose") or (p.kind == "choose"
                                                              and self.solo_passive):
            return None
        if p.kind == "choose":
            return len(self._dice_at(ROLLED))
        return len(self.faces) if self.node == "solo_roll_wait" else len(self._dice_at(CUP))

    def rolling_dice(self) -> list[str]:
        """The dice a roll given from outside lists faces for, in the order it
        lists them (`roll_count()` of them; empty when no roll is possible):
        a reroll rolls the dice just rolled, a roll the dice in the cup."""
        if self.roll_count() is None:
            return []
        if self.pending.kind == "choose":
            dice = self._dice_at(ROLLED)
        elif self.node == "solo_roll_wait":
            dice = range(len(self.faces))
        else:
            dice = self._dice_at(CUP)
        return [self.variant.dice[d] for d in dice]

    def legal_actions(self) -> list[Action]:
        """Every legal decision.  A roll may also carry faces given from outside
        (`roll 3 5 1 6 2 4`): chance, not a decision, so those are not listed."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return list(legal)

    def _compute_legal(self) -> list[Action]:
        p = self.pending
        if p is None:
            return []
        if p.kind == "roll":
            if self.node == "roll" and self._may_return(p.player):
                acts = [self._acts.returns[d]
                        for d in (_BY_PLACE.get(tuple(self.where)) or self._by_place())[PLATTER]]
                return acts + [ROLL if CUP in self.where else DONE]
            return [ROLL]
        if p.kind == "chain":
            return self._chain_actions(p.player) + [DONE]
        if p.kind in own_sheet.KINDS:
            return [Action(p.kind)]
        if p.kind == "choose":
            acts = self._die_actions("use", p.player,
                                     (_BY_PLACE.get(tuple(self.where)) or self._by_place())[ROLLED])
            if not acts or self.variant.may_skip_roll:
                acts.append(FORFEIT)
            sheet = self.sheets[p.player]
            if sheet.rerolls > sheet.rerolls_used:  # a reroll left
                acts.append(REROLL)
            return acts
        if p.kind == "pick":
            sources, _ = self.pick_sources(p.player)
            return self._die_actions("use", p.player, sources) + [PASS]
        if p.kind == "extra":
            return self._extra_actions(p.player) + [DONE]
        if p.kind == "bonus":
            acts = self._acts.bonus
            return [acts[area][box, value]
                    for area, box, value in self.bonus_targets(p.player, p.bonus)]
        raise AssertionError(p.kind)

    def _is_legal(self, a: Action) -> bool:
        """Is `a` among legal_actions()?  Die actions are checked directly,
        without listing every action (bots apply many actions in search)."""
        p = self.pending
        if a.kind in own_sheet.KINDS:
            return own_sheet.is_legal(self, a)
        if a.faces is not None:
            return (p is not None and a.kind == ("reroll" if p.kind == "choose" else "roll")
                    and Action(a.kind) in self.legal_actions()
                    and len(a.faces) == self.roll_count()
                    and all(type(f) is int and 1 <= f <= 6 for f in a.faces))
        if self._legal is not None or p is None or a.kind not in ("use", "plus1") or (
                p.kind == "chain"):
            return a in self.legal_actions()
        if (a.kind == "plus1") != (p.kind == "extra") or p.kind not in ("choose", "pick",
                                                                         "extra"):
            return False
        if a.value is not None or a.faces is not None or type(a.polish) is not int:
            return False
        d = self.die_index(a.die) if isinstance(a.die, str) else None
        area = self.variant.areas.get(a.area) if isinstance(a.area, str) else None
        if d is None or area is None or not isinstance(a.box, str):
            return False
        if p.kind == "choose":
            if self.where[d] != ROLLED:
                return False
        elif p.kind == "pick":
            if d not in self.pick_sources(p.player)[0]:
                return False
        elif self.sheets[p.player].plus1_left <= 0 or d in self.plus1_dice[p.player]:
            return False
        if a.polish and a.polish not in self.polish_steps(p.player, d):
            return False
        box = area.parse_box(a.box)
        return (box is not None and area.box_label(box) == a.box
                and (a.area, box) in self.die_targets(p.player, d, a.polish))

    def _has_extra(self, player: int) -> bool:
        """Whether `player` has a +1 action to take: _extra_actions() is not
        empty, found without listing them (asked after every step that ends
        an active turn or a pick; the bots' look-ahead makes it often)."""
        if self.sheets[player].plus1_left <= 0:
            return False
        used = self.plus1_dice[player]
        return any(self.usable(player, d) for d in range(len(self.faces)) if d not in used)

    def _extra_actions(self, player: int) -> list[Action]:
        if self.sheets[player].plus1_left <= 0:
            return []
        used = self.plus1_dice[player]
        return self._die_actions("plus1", player,
                                 [d for d in range(len(self.faces)) if d not in used])

    def _may_return(self, player: int) -> bool:
        """May the active player return a platter die to the cup now (ruling
        T6: after a choice, before the next roll, a further choice still to
        come, a return action held, a die on the platter)?"""
        sheet = self.sheets[player]
        return (sheet.returns > sheet.returns_used and not self.solo_passive
                and self.choices < self.variant.choices_per_turn and PLATTER in self.where)

    def _chain_actions(self, player: int) -> list[Action]:
        """The chain's marks still open: each die this pick sent to the
        platter, in the chain area's box for its colour and face (T1-T5)."""
        name = self.variant.chain_area
        area, marks = self.variant.areas[name], self.sheets[player].marks[name]
        acts, dice, faces = self._acts.chain, self.variant.dice, self.faces
        return [acts[d][box] for d in self.chain
                for box in area.chain_targets(marks, dice[d], faces[d])]

    def bonus_targets(self, player: int, bonus: tuple) -> list[tuple[str, int, int | None]]:
        """Where a bonus may go: (area, box, value) triples, value being the
        number a "?" bonus chooses (None where nothing is chosen); empty means
        the bonus is lost.  Round 4's black bonus may go in any area, as the
        variant's BLACK_BONUS says for that area."""
        marks = self.sheets[player].marks
        areas = self.variant.areas
        if bonus[0] == "black":
            choices = self.variant.black_bonus.items()
        elif bonus[0] in ("x", "num", "any"):
            choices = ((bonus[1], bonus),)
        else:
            return []
        return [(area, box, value) for area, b in choices
                for box, value in areas[area].bonus_targets(marks[area], b)]

    def bonus_words(self, bonus: tuple, article: bool = True) -> Msg:
        return bonus_text(bonus, article, self.variant.black_text)

    def describe_pending(self) -> Msg:
        p = self.pending
        if p is None:
            return Msg("The game is over.")
        name = self.players[p.player]
        if p.kind == "bonus":
            return Msg("{name}: place the bonus {bonus}", name=name,
                       bonus=self.bonus_words(p.bonus))
        if p.kind == "roll" and self.solo_passive:
            return Msg("{name}: roll for the passive turn", name=name)
        return word(PENDING_TEXT[p.kind], name=name)

    def _now(self) -> Msg:
        """'Now Ann: choose a die.' (what a refusal ends with)."""
        return Msg("Now {pending}.", pending=self.describe_pending())

    def _area_word(self, area) -> str:
        """An area's name for a player: translatable when the sheet has it,
        else the text as typed."""
        return word(area) if area in self.variant.areas else str(area)

    # ------------------------------------------------------------------
    # applying actions
    def apply(self, action: Action | str, player: int | None = None) -> list[Event]:
        """Perform a legal action.  `player`, when given, is the seat claiming
        the action: a seat that is not the one to decide is refused."""
        # One of the very objects legal_actions() gave for this position (a
        # bot's choice: the common case) is well formed and legal with nothing
        # to check, and its text is known (clever/action_cache.py).
        # The search is list.index() (equality, in C), then an identity check:
        # an equal action that is not the listed object (polish False for 0,
        # a plain tuple) goes through the checks like any other.
        legal = self._legal
        text = None
        if player is None and legal is not None:
            try:
                found = legal[legal.index(action)]
            except ValueError:
                found = None
            if found is action:
                text = TEXTS.get(action)
            else:
                action = self._checked(action, player)
        else:
            action = self._checked(action, player)
        self._events = events = []
        self._legal = None
        actor = self.pending.player
        self._perform(action)
        self._run()
        self.history.append(text or str(action))
        self.actors.append(actor)
        self.log.extend(events)
        return events

    def _checked(self, action, player: int | None) -> Action:
        """`action` (an Action or its text) when it is legal for `player`;
        else IllegalAction saying why, nothing changed."""
        if isinstance(action, str):
            action = Action.parse(action)
        checked = well_formed(action) if isinstance(action, Action) else None
        if checked is None:
            raise IllegalAction(Msg("not an action: {action}", action=repr(action)))
        action = checked
        # a seat is an int: True or 1.0 would otherwise pass as seat 1
        if player is not None and self.pending is not None and (
                type(player) is not int or player != self.pending.player):
            who = self.players[player] if type(player) is int and 0 <= player < self.n \
                else Msg("seat {seat}", seat=repr(player))
            raise IllegalAction(Msg("It is not {name}'s decision. {now}", name=who,
                                    now=self._now()))
        if not self._is_legal(action):
            raise IllegalAction(self.explain_illegal(action))
        return action

    def _event(self, kind: str, seat: int | None, player: int | None = -1, *, area=None,
               box=None, value=None, die=None, face=None, polish=0, action=None, bonus=None,
               dice=(), cause=None) -> Event:
        """Record what happened (as data: no words are built here).  `player`:
        whose log line it is when not the seat's own (None: the whole table's,
        as whose turn it is or the platter)."""
        # the Event's fields in order, without its keyword constructor (a few
        # dozen events a game: their cost shows in the bots' searches)
        e = _new(Event, (seat if player == -1 else player, kind, seat,
                         "" if seat is None else self.players[seat], area, box, value, die,
                         face, polish, action, bonus, dice, cause, self._vkey, None))
        self._events.append(e)
        return e

    def _perform(self, a: Action) -> None:
        p = self.pending
        who = p.player
        kind = a.kind
        # the kinds in order of how often a game takes them
        if kind == "roll":
            if self.node == "solo_roll_wait":
                self._roll_solo_passive(a.faces)
            else:
                self._roll((_BY_PLACE.get(tuple(self.where)) or self._by_place())[CUP], a.faces)
                self.node = "choose"
        elif kind == "use" and p.kind == "choose":
            d = self._die_at[a.die]  # a legal action names a die
            faces, where = self.faces, self.where
            face = faces[d]
            chain = a.area == self.variant.chain_area
            self._enter(who, d, a)
            if chain:
                self._hold_bonuses()
            where[d] = FIELD
            self.fields.append(d)
            self.choices += 1
            self.rerolled = 0
            lower, kept = [], []
            for i in (_BY_PLACE.get(tuple(where)) or self._by_place())[ROLLED]:
                if faces[i] < face:
                    where[i] = PLATTER
                    lower.append(i)
                else:
                    where[i] = CUP
                    kept.append(i)
            if lower:  # _event() written out
                names = self.variant.dice
                self._events.append(_new(Event, (
                    None, "to_platter", who, self.players[who], None, None, None, None, None, 0,
                    None, None, tuple([(names[i], faces[i]) for i in lower]), None,
                    self._vkey, None)))
            self.node = "roll"
            if chain:  # the dice this pick sends to the platter may follow it (T1)
                last = self.choices >= self.variant.choices_per_turn
                self.chain = lower + kept if last and self.variant.chain_leftovers else lower
                self.node = "chain"
        elif kind == "use" and p.kind == "chain":
            d = self._die_at[a.die]
            self.chain.remove(d)
            self._enter(who, d, a, "chain")
            self._hold_bonuses()
        elif kind == "use":  # passive pick
            self._enter(who, self._die_at[a.die], a)
            self.node = "passive_extra"
        elif kind == "pass":
            self._event("pass", who)
            self.node = "passive_extra"
        elif kind == "plus1":
            d = self._die_at[a.die]
            self.sheets[who].plus1_used += 1
            self.plus1_dice[who].add(d)
            self._enter(who, d, a, "plus1")
            # stay in the same extra step: more +1 may follow
        elif kind == "done":
            if p.kind == "chain":  # the chain's other marks are skipped (T3)
                self.chain = []
            elif p.kind == "roll":  # no die left to roll, no return wanted: the turn ends
                self.node = "active_extra"
            else:
                self.node = "passive_extra_done" if self.node == "passive_extra" else "extra_done"
        elif kind == "return":
            d = self._die_at[a.die]
            self.sheets[who].returns_used += 1
            self.where[d] = CUP
            self._event("action_used", who, action="return", die=a.die, face=self.faces[d])
        elif kind == "reroll":
            self.sheets[who].rerolls_used += 1
            self.rerolled += 1
            used = self._event("action_used", who, action="reroll")
            self._roll(self._dice_at(ROLLED), a.faces, used)
        elif kind == "forfeit":
            rolled = self._dice_at(ROLLED)
            # a roll with a usable die declined (ruling T9), or one that had none
            skipped = any(self.usable(who, d) for d in rolled)
            self.choices += 1
            self.rerolled = 0
            for d in rolled:
                self.where[d] = CUP
            self._event("roll_skipped" if skipped else "forfeit", who, value=self.choices)
            self.node = "roll"
        elif kind in own_sheet.KINDS:
            own_sheet.perform(self, a)
        elif kind == "bonus":
            self.pending = None
            self.bonus_queue.pop(0)
            cause = self.bonus_causes.pop(0)
            self._place_bonus(who, p.bonus, a.area,
                              self._boxes[a.area][a.box], a.value, cause)

    def _key_dice(self) -> None:
        """Same-dice games: restart the generator from this roll's key (the
        solo passive roll's key leaves out how the active half went)."""
        step = (-1, 0) if self.solo_passive else (self.choices, self.rerolled)
        self.rng = Rng(mix(self.dice_key, self.round, self.active, *step))

    def _roll(self, dice: list[int], given: tuple | None = None,
              reroll: Event | None = None) -> None:
        if self.same_dice and not given:
            # one value per die of the game, in die order: a die shows the same
            # face whichever other dice are still in the cup
            self._key_dice()
            drawn = [self.rng.die() for _ in self.faces]
            given = tuple(drawn[d] for d in dice)
        faces, where, names = self.faces, self.where, self.variant.dice
        got = given or self.rng.dice(len(dice))
        rolled = []
        for i, d in enumerate(dice):
            faces[d] = f = got[i]
            where[d] = ROLLED
            rolled.append((names[d], f))
        # _event() written out (a roll or reroll is a third of a game's events)
        seat = self.active
        self._events.append(_new(Event, (
            seat, "roll" if reroll is None else "reroll", seat, self.players[seat], None, None,
            None, None, None, 0, None, None, tuple(rolled), reroll, self._vkey, None)))

    def _faces(self, dice) -> tuple:
        """((die, face), ...): the dice with their faces, as an event lists them."""
        names, faces = self.variant.dice, self.faces
        return tuple([(names[d], faces[d]) for d in dice])

    def _roll_solo_passive(self, given: tuple | None = None) -> None:
        n = len(self.faces)
        if self.same_dice:
            self._key_dice()  # also keys the tie-break draw below
        faces, where = self.faces, self.where
        faces[:] = given[:n] if given else self.rng.dice(n)
        # the lowest go to the platter; equal faces are ordered by a seeded
        # draw (one per die, in die order), worked out only for the faces
        # that tie where the platter is cut: the other draws decide nothing
        tie_state = self.rng.skip(n)
        size = self.variant.solo_platter_size
        order = sorted(range(n), key=faces.__getitem__)
        low = order[:size]
        if size < n and faces[order[size - 1]] == faces[order[size]]:
            cut = faces[order[size]]
            tied = [d for d in order if faces[d] == cut]
            tied.sort(key=lambda d: draw_after(tie_state, d + 1))
            low = [d for d in low if faces[d] < cut]
            low += tied[:size - len(low)]
        where[:] = [ASIDE] * n
        for d in low:
            where[d] = PLATTER
        self.picker = 0
        self.node = "pick_offer"
        self._event("passive_roll", 0, dice=self._faces(range(n)), value=self._faces(sorted(low)))

    def _enter(self, who: int, d: int, a: Action, how: str | None = None) -> None:
        """Enter die `d` as `a` says; `how`: "plus1" or "chain" when entered
        by a +1 action or by the silver chain."""
        # _event() and _mark() written out: a die is entered at every other step
        _, die, area, label, _, polish, _ = a
        box = self._boxes[area][label]
        value = self.faces[d] + polish if self.variant.reads[area] is None else \
            self.value_for(d, area, polish)
        sheet = self.sheets[who]
        if polish:
            sheet.polish_used += abs(polish)
        marks = sheet.marks
        kind = self.variant.areas[area]
        e = _new(Event, (who, "die_entered", who, self.players[who], area, label, value, die,
                         self.faces[d], polish, how, None, (), None, self._vkey,
                         kind.entry_mark(marks[area], box) if kind.marks_in_steps else None))
        self._events.append(e)
        marks[area], bonuses = kind.mark(marks[area], box, value)
        if bonuses:
            # resolve the chain before anything queued earlier (ruling R6)
            self.bonus_queue[0:0] = [(who, b) for b in bonuses]
            self.bonus_causes[0:0] = [e] * len(bonuses)

    def _hold_bonuses(self) -> None:
        """Move the bonuses the last mark queued (at the front, R6) aside
        until the chain is done: the pick's own mark, then the chain's marks,
        then their bonuses one after another (ruling T4).  A choice is made
        with nothing queued, so all that is queued now is that mark's."""
        if self.bonus_queue:
            self.chain_bonuses += self.bonus_queue
            self.chain_causes += self.bonus_causes
            self.bonus_queue, self.bonus_causes = [], []

    def _mark(self, who: int, area: str, box: int, value, cause: Event) -> None:
        sheet = self.sheets[who]
        sheet.marks[area], bonuses = self.variant.areas[area].mark(sheet.marks[area], box, value)
        if bonuses:
            # resolve the chain before anything queued earlier (ruling R6)
            self.bonus_queue[0:0] = [(who, b) for b in bonuses]
            self.bonus_causes[0:0] = [cause] * len(bonuses)

    def _place_bonus(self, who: int, bonus: tuple, area: str, box: int,
                     chosen: int | None, cause: Event | None) -> None:
        a = self.variant.areas[area]
        written = self.variant.black_bonus[area] if bonus[0] == "black" else bonus
        value = a.bonus_value(written, chosen)
        e = self._event("bonus_placed", who, area=area, box=a.box_label(box), value=value,
                        bonus=bonus, cause=cause)
        self._mark(who, area, box, value, e)

    # ------------------------------------------------------------------
    # automatic steps
    def _resolve_bonuses(self) -> bool:
        """Resolve queued bonuses; True when one waits for a player's choice."""
        queue, causes = self.bonus_queue, self.bonus_causes
        while queue:
            who, bonus = queue[0]
            kind = bonus[0]
            if kind in ACTIONS:
                queue.pop(0)
                cause = causes.pop(0)
                got = self.sheets[who].gain(kind)
                if got is False:
                    self._event("action_lost", who, action=kind, bonus=bonus, cause=cause)
                    continue
                e = self._event("action_gained", who, action=kind, bonus=bonus, cause=cause)
                if got:  # the track's last space carries a bonus
                    queue.insert(0, (who, got))
                    causes.insert(0, e)
                continue
            if kind == "fox":
                queue.pop(0)
                self._event("fox", who, bonus=bonus, cause=causes.pop(0))
                continue
            targets = self.bonus_targets(who, bonus)
            if not targets:
                queue.pop(0)
                self._event("bonus_lost", who, bonus=bonus, cause=causes.pop(0))
                continue
            if kind == "num" or (kind == "x" and self.variant.areas[bonus[1]].auto_x
                                 and len(targets) == 1):
                queue.pop(0)
                area, box, _ = targets[0]
                e = self._event("bonus_gained", who, bonus=bonus, cause=causes.pop(0))
                self._place_bonus(who, bonus, area, box, None, e)
                continue
            self.pending = Pending(who, "bonus", bonus)
            return True
        return False

    def _run(self) -> None:
        """Advance through automatic steps until someone must decide: the
        bonuses queued first, then the step of the node the game is at
        (_STEPS), which says whether it stopped for a decision."""
        self.pending = None
        steps = _STEPS
        while not (self.bonus_queue and self._resolve_bonuses()):
            if steps[self.node](self):
                return

    # The steps of _run, one per node: each moves the game on and returns True
    # when someone must decide (or the game is over).  A step that queues no
    # bonus goes straight on to the next node's step (no bonus can be
    # waiting there), which spares the loop a pass at most steps of a turn;
    # it sets `node` only where the game may stop there (a decision, a bonus
    # to place): a step it goes on to that always moves further sets its own.
    def _step_roll(self) -> bool:
        cup = (_BY_PLACE.get(tuple(self.where)) or self._by_place())[CUP]
        if cup and self.choices < self.variant.choices_per_turn:
            self.pending = _WAIT["roll"][self.active]
            return True
        if not cup and self._may_return(self.active):
            # nothing left to roll, but a returned die would be (T6)
            self.pending = _WAIT["roll"][self.active]
            return True
        if cup:
            for d in cup:
                self.where[d] = PLATTER
            self._event("to_platter", self.active, None, dice=self._faces(cup))
        self.node = "active_extra"
        return self._step_active_extra()

    def _step_choose(self) -> bool:
        self.pending = _WAIT["choose"][self.active]
        return True

    def _step_chain(self) -> bool:
        if self.chain and self._chain_actions(self.active):
            self.pending = _WAIT["chain"][self.active]
            return True
        # the chain is done: the marks' bonuses in the order made (T4, R6)
        self.chain = []
        self.bonus_queue[0:0] = self.chain_bonuses
        self.bonus_causes[0:0] = self.chain_causes
        self.chain_bonuses, self.chain_causes = [], []
        self.node = "roll"
        return False

    def _step_active_extra(self) -> bool:
        if self._has_extra(self.active):
            self.pending = _WAIT["extra"][self.active]
            return True
        return self._step_extra_done()

    def _step_extra_done(self) -> bool:
        if self.n == 1:
            return self._step_solo_roll()
        # one phone per player: the others pick on their own phones
        self.to_pick = [(self.active + i) % self.n for i in range(1, self.n)
                        if not self.own_sheet]
        return self._step_pick_next()

    def _step_solo_roll(self) -> bool:
        self.solo_passive = True
        self.plus1_dice = [set()]
        self.where = [CUP] * len(self.faces)
        self.fields = []
        self.to_pick = []
        self.node = "solo_roll_wait"
        return self._step_solo_roll_wait()

    def _step_solo_roll_wait(self) -> bool:
        self.pending = _WAIT["roll"][0]
        return True

    def _step_pick_next(self) -> bool:
        if not self.to_pick:
            return self._step_turn_end()
        self.picker = self.to_pick.pop(0)
        return self._step_pick_offer()

    def _step_pick_offer(self) -> bool:
        who = self.picker
        sources, fallback = self.pick_sources(who)
        # the platter's dice were found usable, or else the fallback's asked
        if not fallback or any(self.usable(who, d) for d in sources):
            self.node = "pick_wait"
            return self._step_pick_wait()
        self._event("no_die", who)
        self.node = "passive_extra"
        return self._step_passive_extra()

    def _step_pick_wait(self) -> bool:
        self.pending = _WAIT["pick"][self.picker]
        return True

    def _step_passive_extra(self) -> bool:
        if self._has_extra(self.picker):
            self.pending = _WAIT["extra"][self.picker]
            return True
        return self._step_passive_extra_done()

    def _step_passive_extra_done(self) -> bool:
        return self._step_pick_next()

    def _step_round_start(self) -> bool:
        start = self._event("round_start", None, value=self.round)  # the table's line
        bonus = self.variant.round_bonus[self.round - 1]
        if bonus:
            kept = range(self.sheets_kept())
            self.bonus_queue.extend((p, bonus) for p in kept)
            self.bonus_causes.extend(start for _ in kept)
        self.node = "turn_start"
        return False  # the round's bonuses come first

    def _step_turn_start(self) -> bool:
        self.where = [CUP] * len(self.faces)
        self.fields = []
        self.choices = 0
        self.rerolled = 0
        self.solo_passive = False
        self.plus1_dice = [set() for _ in range(self.n)]
        if self.round == 1 and self.active == self.first and self.n > 1:
            self._event("first_player", self.first, None,
                        value="drawn" if self.first_drawn else "chosen")
        self._event("turn", self.active, None)
        self.node = "platter_wait" if own_sheet.remote_turn(self) else "roll"
        return _STEPS[self.node](self)

    def _step_turn_end(self) -> bool:
        self.active = (self.active + 1) % self.n
        if self.active != self.first:
            return self._step_turn_start()
        self.round += 1
        if self.round > self.n_rounds:
            self.round = self.n_rounds
            self.node = "game_over"
            self._event("game_end", None)  # the table's line
            return self._step_game_over()
        return self._step_round_start()

    def _step_game_over(self) -> bool:
        return True

    def turn_order(self) -> list[int]:
        """The seats in the order they are active in a round."""
        return [(self.first + k) % self.n for k in range(self.n)]

    # ------------------------------------------------------------------
    # explaining a refused action in a player's words
    def explain_illegal(self, a: Action) -> Msg:
        p = self.pending
        if p is None:
            return Msg("The game is over: no more actions can be taken.")
        who = self.players[p.player]
        now = self._now()
        k = a.kind
        if k in own_sheet.KINDS or p.kind in own_sheet.KINDS:
            return own_sheet.explain(self, a) or Msg("'{action}' is not possible now. {now}",
                                                     action=str(a), now=now)
        if a.faces is not None:
            return self._explain_given_roll(a, now)
        if k == "reroll":
            if p.kind != "choose" or self.solo_passive:
                return Msg("Only the active player may reroll, right after a roll. {now}",
                           now=now)
            return Msg("{name} has no reroll action left.", name=who)
        if k == "return":
            return self._explain_return(p, a, who, now)
        # a plain action not on offer now (a forfeit while choosing: why, below)
        if (k == "bonus" and p.kind != "bonus") or (
                k in ("roll", "forfeit", "pass", "done") and Action(k) not in self.legal_actions()
                and (k, p.kind) != ("forfeit", "choose")):
            return Msg("'{action}' is not possible now. {now}", action=str(a), now=now)
        if k == "forfeit":
            return Msg("A roll may only be given up when none of its dice can be used.")
        if k == "bonus":
            return self._explain_bonus(p, a, now)
        if k in ("use", "plus1"):
            return self._explain_die_action(p, a, who, now)
        return Msg("'{action}' is not possible now. {now}", action=str(a), now=now)

    def _explain_return(self, p: Pending, a: Action, who: str, now: Msg) -> Msg:
        if not self.variant.tracks["return"][0]:
            return Msg("This game has no return action.")
        if p.kind != "roll" or self.node != "roll" or self.solo_passive or not self.choices:
            return Msg("A return is used by the active player after a choice, before the next "
                       "roll. {now}", now=now)
        if self.sheets[p.player].returns_left <= 0:
            return Msg("{name} has no return action left.", name=who)
        if self.choices >= self.variant.choices_per_turn:
            return Msg("After the third choice no die can be returned.")
        d = self.die_index(a.die) if a.die else None
        if d is None:
            return Msg("There is no {die} die.", die=str(a.die))
        return Msg("Only a die on the silver platter can be returned; the {die} die is "
                   "{where}.", die=word(a.die), where=self._where_text(d))

    def _explain_given_roll(self, a: Action, now: Msg) -> Msg:
        want = self.roll_count()
        expected = "reroll" if self.pending.kind == "choose" else "roll"
        if a.kind != expected or Action(a.kind) not in self.legal_actions():
            return Msg("'{action}' is not possible now. {now}", action=a.kind, now=now)
        dice = (self._dice_at(ROLLED) if a.kind == "reroll" else
                range(len(self.faces)) if self.node == "solo_roll_wait" else self._dice_at(CUP))
        names = listing(word(self.variant.dice[d]) for d in dice)
        return Msg("This roll needs {n} faces from 1 to 6, one per die rolled ({dice}), "
                   "not {given}.", n=want, dice=names, given=len(a.faces))

    def _explain_bonus(self, p: Pending, a: Action, now: Msg) -> Msg:
        what = self.bonus_words(p.bonus)
        area = self.variant.areas.get(a.area)
        box = area.parse_box(a.box) if area is not None and a.box else None
        if area is not None and box is not None:
            options = [(b, v) for ar, b, v in self.bonus_targets(p.player, p.bonus)
                       if ar == a.area]
            if any(b == box for b, _ in options):
                if a.value is None:
                    return Msg("The bonus {bonus} needs a value from 1 to 6 for that box.",
                               bonus=what)
                if all(v is None for b, v in options if b == box):
                    return Msg("The bonus {bonus} in {box} takes no value of its own: leave "
                               "the value out.", bonus=what, box=area.describe_box(box))
                why = area.why_not(self.sheets[p.player].marks[a.area], box, a.value)
                return Msg("{value} cannot go in {box} (bonus {bonus}): {why}", value=a.value,
                           box=area.describe_box(box), bonus=what, why=why)
        if area is not None and box is not None:  # a box of another area: named in words
            return Msg("The bonus {bonus} cannot go in {box}. {now}", bonus=what,
                       box=area.describe_box(box), now=now)
        return Msg("The bonus {bonus} cannot go in {area} {box}. {now}", bonus=what,
                   area=self._area_word(a.area), box=str(a.box), now=now)

    def _explain_die_action(self, p: Pending, a: Action, who: str, now: Msg) -> Msg:
        k = a.kind
        d = self.die_index(a.die) if a.die else None
        if d is None:
            return Msg("There is no {die} die.", die=str(a.die))
        if a.area not in self.variant.areas:
            return Msg("There is no {area} area on the sheet.", area=str(a.area))
        die = word(a.die)
        if k == "plus1":
            if p.kind != "extra":
                return Msg("A +1 action is used at the end of one's turn. {now}", now=now)
            if self.sheets[p.player].plus1_left <= 0:
                return Msg("{name} has no +1 action left.", name=who)
            if d in self.plus1_dice[p.player]:
                return Msg("The {die} die was already used with a +1 this turn.", die=die)
        elif p.kind == "chain":
            if d not in self.chain:
                return Msg("Only the dice this choice sent to the silver platter may be marked "
                           "in silver now; the {die} die is not one of them.", die=die)
            area = self.variant.areas[self.variant.chain_area]
            if a.area != area.name:
                return Msg("These dice may be marked only in {area}.", area=word(area.name))
            marks, face = self.sheets[p.player].marks[area.name], self.faces[d]
            if not area.chain_targets(marks, a.die, face):
                return Msg("The {shown} has no free box in {area}.",
                           shown=die_face(a.die, face), area=word(area.name))
            box = area.parse_box(a.box or "")
            if box is None:
                return Msg("{area} has no box {box}.", area=word(a.area), box=str(a.box))
            # the chain's own rule of rows, not the die's colour (T2)
            return Msg("{value} cannot go in {box}: {why}", value=face,
                       box=area.describe_box(box),
                       why=area.chain_why_not(marks, box, a.die, face))
        else:
            if p.kind not in ("choose", "pick"):
                return Msg("No die can be taken now. {now}", now=now)
            if p.kind == "choose" and self.where[d] != ROLLED:
                return Msg("The {die} die is not among the dice just rolled (it is {where}).",
                           die=die, where=self._where_text(d))
            if p.kind == "pick":
                sources, fallback = self.pick_sources(p.player)
                if d not in sources:
                    return self._explain_pick_source(who, a.die, d, fallback)
        if not self.faces[d]:  # one phone per player: a die never tapped in
            return own_sheet.not_tapped(a.die)
        if a.area not in self.variant.die_areas[d]:
            return self._explain_colour(d, a.area)
        if a.polish:
            why = self._explain_polish(p.player, d, a.polish)
            if why:
                return why
        area = self.variant.areas[a.area]
        box = area.parse_box(a.box or "")
        if box is None:
            return Msg("{area} has no box {box}.", area=word(a.area), box=str(a.box))
        value = self.value_for(d, a.area, a.polish)
        why = area.why_not(self.sheets[p.player].marks[a.area], box, value)
        return Msg("{value} cannot go in {box}: {why}", value=area.value_text(value),
                   box=area.describe_box(box), why=why)

    def _explain_colour(self, d: int, area: str) -> Msg:
        die = self.variant.dice[d]
        allowed = self.variant.die_areas[d]
        if d == self.wild:
            return Msg("The {die} die may stand in for {areas}, but not for {area} (a table "
                       "option can allow it).", die=word(die),
                       areas=listing(word(a) for a in allowed), area=word(area))
        return Msg("The {die} die can only be entered in {area}.", die=word(die), area=word(die))

    def _explain_polish(self, player: int, d: int, steps: int) -> Msg | None:
        left = self.sheets[player].polish_left
        die = word(self.variant.dice[d])
        if self.where[d] != PLATTER:
            return Msg("Polish can only change a die taken from the silver platter; the {die} "
                       "die is {where}.", die=die, where=self._where_text(d))
        if abs(steps) > left:
            return Msg("{name} has {left} polish, not {steps}.", name=self.players[player],
                       left=left, steps=abs(steps))
        if not 1 <= self.faces[d] + steps <= 6:
            return Msg("Polish cannot take the {die} {face} to {to}: 1 and 6 are not next to "
                       "each other.", die=die, face=self.faces[d], to=self.faces[d] + steps)
        return None

    def _explain_pick_source(self, who: str, die: str, d: int, fallback: bool) -> Msg:
        if fallback:
            if self.solo_passive:
                return Msg("None of the silver platter dice can be used, so {name} may take "
                           "one of the other three dice instead.", name=who)
            return Msg("None of the silver platter dice can be used, so {name} may take a die "
                       "from the active player's die fields instead.", name=who)
        return Msg("{name} must take a die from the silver platter (the {die} die is {where}).",
                   name=who, die=word(die), where=self._where_text(d))

    def explain_die(self, die: str) -> Msg | None:
        """None if the pending player can use `die` now; otherwise why not,
        in words (for a click on a die that cannot be taken)."""
        p = self.pending
        if p is None:
            return Msg("The game is over.")
        d = self.die_index(die)
        if d is None:
            return Msg("There is no {die} die.", die=str(die))
        who = self.players[p.player]
        if p.kind == "roll":
            if self._acts.returns[d] in self.legal_actions():
                return None  # a return may take it back to the cup
            return Msg("Roll the dice first. {now}", now=self._now())
        if p.kind == "chain":
            if any(a.die == die for a in self.legal_actions()):
                return None
            if d not in self.chain:
                return Msg("Only the dice this choice sent to the silver platter may be marked "
                           "in silver now; the {die} die is not one of them.", die=word(die))
            return Msg("The {shown} has no free box in {area}.",
                       shown=die_face(die, self.faces[d]), area=word(self.variant.chain_area))
        if p.kind == "bonus":
            return Msg("First place the bonus {bonus} on the sheet.",
                       bonus=self.bonus_words(p.bonus))
        if p.kind == "choose" and self.where[d] != ROLLED:
            return Msg("The {die} die is not among the dice just rolled (it is {where}).",
                       die=word(die), where=self._where_text(d))
        if p.kind == "pick":
            sources, fallback = self.pick_sources(p.player)
            if d not in sources:
                return self._explain_pick_source(who, die, d, fallback)
        if p.kind == "extra":
            if self.sheets[p.player].plus1_left <= 0:
                return Msg("{name} has no +1 action left.", name=who)
            if d in self.plus1_dice[p.player]:
                return Msg("The {die} die was already used with a +1 this turn.", die=word(die))
        if self.usable(p.player, d):
            return None
        if not self.faces[d]:  # one phone per player: a die never tapped in
            return own_sheet.not_tapped(die)
        shown = die_face(die, self.faces[d])
        for area in self.variant.die_areas[d]:
            if self.variant.reads[area] is not None:
                a = self.variant.areas[area]
                shown = Msg("{shown} ({area}: {value})", shown=shown, area=word(area),
                            value=a.value_text(self.value_for(d, area)))
        return Msg("The {shown} cannot be entered anywhere on {name}'s sheet now.",
                   shown=shown, name=who)

    def _where_text(self, d: int) -> Msg:
        return word({CUP: N_("not rolled"), ROLLED: N_("just rolled"),
                     FIELD: N_("on a die field"), PLATTER: N_("on the silver platter"),
                     ASIDE: N_("not on the platter")}[self.where[d]])

    # ------------------------------------------------------------------
    # results
    def sheets_kept(self) -> int:
        """How many sheets this game keeps and scores: seats 0 to this minus one
        (one phone per player: seat 0's only)."""
        return 1 if self.own_sheet else self.n

    def scores(self) -> list[dict]:
        out = []
        for i, sheet in enumerate(self.sheets[:self.sheets_kept()]):
            s = sheet.score()
            s["player"] = self.players[i]
            s["title"] = self.variant.solo_title(s["total"]) if self.n == 1 else None  # a Msg
            out.append(s)
        return out

    def winners(self) -> list[int]:
        """Seats with the highest total; ties go to the best single area,
        and a tie on that too is a shared victory."""
        if self.own_sheet:  # the others' scores are on their own phones: no ranking here
            return []
        scores = self.scores()
        areas = self.variant.area_order
        key = [(s["total"], max(s[a] for a in areas)) for s in scores]
        best = max(key)
        return [i for i, k in enumerate(key) if k == best]

    def result_text(self) -> Msg:
        """Who won, in words (ties broken as winners() says); a solo game's
        total.  The same words as the game page's end screen."""
        scores = self.scores()
        win = self.winners()
        names = [self.players[i] for i in win]
        if self.n == 1:
            return plural(scores[0]["total"], "{name} scored {n} point.",
                          "{name} scored {n} points.", name=names[0])
        best = max(s["total"] for s in scores)
        top = max(scores[win[0]][a] for a in self.variant.area_order)
        if len(win) > 1:
            together = names[-1]
            for name in reversed(names[:-1]):
                together = Msg("{first} and {rest}", first=name, rest=together)
            return Msg("Shared victory: {names} with {n} points each (and the same best area, "
                       "{top}).", names=together, n=best, top=top)
        if sum(s["total"] == best for s in scores) > 1:
            return Msg("{name} wins: tied on {n} points, broken by the best single area "
                       "({top} points).", name=names[0], n=best, top=top)
        return Msg("{name} wins with {n} points.", name=names[0], n=best)

    # ------------------------------------------------------------------
    # copies, undo, replay
    def clone(self, keep_log: bool = True) -> Game:
        """An independent copy.  Bots searching ahead pass keep_log=False:
        the copy then starts with an empty log and history (no undo/save)."""
        g = Game.__new__(Game)
        g.__dict__.update(self.__dict__)
        g.rng = Rng(self.rng.state)
        g.sheets = [s.copy() for s in self.sheets]
        g.faces = list(self.faces)
        g.where = list(self.where)
        g.fields = list(self.fields)
        g.to_pick = list(self.to_pick)
        g.plus1_dice = [set(s) for s in self.plus1_dice]
        g.bonus_queue = list(self.bonus_queue)
        g.bonus_causes = list(self.bonus_causes)
        g.chain = list(self.chain)
        g.chain_bonuses = list(self.chain_bonuses)
        g.chain_causes = list(self.chain_causes)
        g.history = list(self.history) if keep_log else []
        g.actors = list(self.actors) if keep_log else []
        g.log = list(self.log) if keep_log else []
        g._events = []
        return g

    def to_json(self) -> str:
        """The versioned save (see docs/save-format.md)."""
        return save_format.to_json(self)

    @classmethod
    def replay(cls, players, seed, actions, variant="pretty-clever", options=(),
               first=None) -> Game:
        g = cls(players, seed, variant, options, first)
        for a in actions:
            g.apply(a)
        return g

    def undo(self) -> bool:
        """Go back one decision; the dice of rolls already seen stay the same
        (the generator replays identically).  False when there is nothing to undo."""
        if not self.history:
            return False
        self.rewind(len(self.history) - 1)
        return True

    def rewind(self, n: int) -> None:
        """Go back to the position after the first `n` actions (replayed from
        the seed, so every die comes out as before)."""
        if type(n) is not int or not 0 <= n <= len(self.history):
            raise ValueError(f"cannot rewind to {n!r} actions; the game has "
                             f"{len(self.history)}")
        prev = Game.replay(self.players, self.seed, self.history[:n], self.variant.name,
                           self.variant.options, None if self.first_drawn else self.first)
        self.__dict__.update(prev.__dict__)

    def state_key(self) -> tuple:
        """Everything that defines the position (for equality checks in tests
        and bots; never saved: saves use public_position())."""
        return (self.node, self.pending, self.round, self.active, self.first, self.choices,
                self.solo_passive, self.picker, tuple(self.faces), tuple(self.where),
                tuple(self.fields), tuple(self.to_pick), tuple(map(frozenset, self.plus1_dice)),
                tuple(self.bonus_queue), self.rng.state, tuple(self.chain),
                tuple(self.chain_bonuses),
                tuple((tuple(sorted(s.marks.items(), key=lambda kv: kv[0])), s.rerolls,
                       s.rerolls_used, s.plus1, s.plus1_used, s.polish, s.polish_used,
                       s.returns, s.returns_used)
                      for s in self.sheets))

    def public_position(self) -> dict:
        """The position as players see it, in the API's own words (no internal
        step names): what a save's digest covers, with the action texts."""
        p = self.pending
        return {
            "round": self.round, "active": self.active,
            "pending": None if p is None else [p.player, p.kind,
                                               list(p.bonus) if p.bonus else None],
            "dice": [[d["face"], d["where"], d["field"], d["plus1_used"]] for d in self.dice()],
            "sheets": [s.to_dict() for s in self.sheets],
        }

    def start_at(self, sheets: list[Sheet], round_no: int, active: int,
                 bonuses: list[tuple[int, tuple]], dice=None, picker: int | None = None) -> None:
        """Put a game just set up (no action taken) at a position, then run on
        to its first decision.  clever/position.py checks that the rules can
        reach the position; this only sets it.  `bonuses`: (seat, bonus)
        waiting to be resolved, in order; `dice`: None (the active player's
        turn begins) or (faces, where names, field order): dice rolled ->
        the active player chooses, dice in the cup -> rolls again, else a
        passive player (`picker`; solo: the passive half) takes a die."""
        self.sheets = [s.copy() for s in sheets]
        self.round, self.active = round_no, active
        self.bonus_queue = list(bonuses)
        self.bonus_causes = [None] * len(self.bonus_queue)  # no event gave them here
        self.plus1_dice = [set() for _ in range(self.n)]
        self.solo_passive, self.to_pick, self.choices, self.rerolled = False, [], 0, 0
        self.node = "turn_start"
        if dice is not None:
            faces, where, fields = dice
            self.faces = list(faces)
            self.where = [WHERE_NAMES.index(w) for w in where]
            self.fields = list(fields)
            self.choices = len(self.fields)
            if ROLLED in self.where:
                self.node = "choose"
            elif CUP in self.where:
                self.node = "roll"
            elif self.n == 1:
                self.solo_passive, self.picker, self.node = True, 0, "pick_offer"
            else:
                order = [(active + i) % self.n for i in range(1, self.n)]
                self.picker = picker
                self.to_pick = order[order.index(picker) + 1:]
                self.node = "pick_offer"
        self.history, self.actors, self.log = [], [], []
        self._events, self._legal = [], None
        self._run()
        self.log.extend(self._events)


# The step of each node (Game._run); one phone per player's nodes are run by
# clever/own_sheet.py.
_STEPS = {name[len("_step_"):]: f for name, f in vars(Game).items() if name.startswith("_step_")}
_STEPS.update((node, own_sheet.step) for node in own_sheet.NODES)
