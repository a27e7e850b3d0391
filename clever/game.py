"""The game as an explicit decision process.

At every moment `pending` says who must decide what, `legal_actions()` lists
every legal choice, and `apply()` performs one of them (or raises
IllegalAction and changes nothing).  Automatic steps (round bonuses, dice to
the platter, bonus X in a track, ...) happen inside apply.  The dice come
from a seeded generator in the state, so (seed, actions) replays a game.

Flow of one turn (`node` names the step the game is at):
  turn_start -> roll -> choose -> roll -> choose ... (at most 3 choices)
  -> active_extra (+1 actions) -> for each passive player in seat order:
  pick -> passive_extra -> turn_end.  Solo: the passive turn is
  solo_roll -> pick -> passive_extra.  Bonus choices interrupt any step.
"""

from __future__ import annotations

from typing import NamedTuple

from .actions import Action
from .errors import IllegalAction
from .rng import Rng
from .sheet import Sheet
from .variants import Variant, get_variant

# Where a die lies.
CUP, ROLLED, FIELD, PLATTER, ASIDE = range(5)
WHERE_NAMES = ("cup", "rolled", "field", "platter", "aside")

KIND_TEXT = {
    "roll": "roll the dice",
    "choose": "choose a die",
    "pick": "take a die from the silver platter (or pass)",
    "extra": "use a +1 action (or finish the turn)",
    "bonus": "place a bonus",
}


class Pending(NamedTuple):
    """Who must decide, and what kind of decision: roll, choose, pick, extra, bonus.
    For a bonus decision `bonus` is the bonus being placed, e.g. ("x", "blue")."""
    player: int
    kind: str
    bonus: tuple | None = None


class Event(NamedTuple):
    player: int | None
    text: str

    def __str__(self) -> str:
        return self.text


def player_names(players) -> list[str]:
    """1 to 4 non-empty names, stripped; raises ValueError saying what is wrong."""
    if isinstance(players, str) or not isinstance(players, (list, tuple)):
        raise ValueError("players must be a list of 1 to 4 names")
    if not 1 <= len(players) <= 4:
        raise ValueError(f"the game is for 1 to 4 players, not {len(players)}")
    if not all(isinstance(p, str) and p.strip() for p in players):
        raise ValueError("every player needs a name")
    return [p.strip() for p in players]


def bonus_text(bonus: tuple, article: bool = True) -> str:
    """A bonus in words: 'blue X', 'purple 6', 'a reroll' (or 'reroll'), ..."""
    kind = bonus[0]
    if kind == "x":
        return f"{bonus[1]} X"
    if kind == "num":
        return f"{bonus[1]} {bonus[2]}"
    if kind == "black":
        return "black X or black 6"
    word = {"reroll": "reroll", "plus1": "+1", "fox": "fox"}[kind]
    return f"a {word}" if article else word


class Game:
    def __init__(self, players: list[str], seed: int, variant: str = "pretty-clever"):
        self.variant: Variant = get_variant(variant)
        self.players = list(players)
        self.seed = seed
        self.n = len(players)
        self.n_rounds = self.variant.rounds_by_players[self.n]
        self.rng = Rng(seed)
        self.sheets = [Sheet(self.variant) for _ in players]
        ndice = len(self.variant.dice)
        self.faces = [0] * ndice
        self.where = [CUP] * ndice
        self.fields: list[int] = []      # dice on the active player's die fields, in order
        self.round = 1
        self.active = 0
        self.solo_passive = False        # solo: the passive half of the round
        self.choices = 0                 # choices made (or forfeited) this turn
        self.to_pick: list[int] = []     # passive players still to pick, seat order
        self.plus1_dice: list[set] = [set() for _ in players]  # dice used via +1 this turn
        self.bonus_queue: list[tuple[int, tuple]] = []         # (player, bonus) to resolve
        self.node = "round_start"
        self.pending: Pending | None = None
        self.wild = self.variant.dice.index(self.variant.wild)
        self.blue = self.variant.dice.index("blue")
        self.picker = 0                  # the passive player picking now
        self.history: list[str] = []
        self.actors: list[int] = []      # the seat that took each action of history
        self.log: list[Event] = []
        self._events: list[Event] = []
        self._legal: list[Action] | None = None
        self.quiet = False               # search copies skip writing event text
        self._run()
        self.log.extend(self._events)

    # ------------------------------------------------------------------
    # queries
    @property
    def is_over(self) -> bool:
        return self.pending is None

    def die_index(self, name: str) -> int | None:
        try:
            return self.variant.dice.index(name)
        except ValueError:
            return None

    def dice(self) -> list[dict]:
        """The six dice as the table shows them."""
        return [{"die": d, "face": self.faces[i], "where": WHERE_NAMES[self.where[i]],
                 "field": self.fields.index(i) if i in self.fields else None,
                 "plus1_used": [p for p in range(self.n) if i in self.plus1_dice[p]]}
                for i, d in enumerate(self.variant.dice)]

    def value_for(self, die: int, area: str) -> int:
        """The number a die means in an area: blue is always blue + white."""
        if self.variant.areas[area].value_rule == "blue+white":
            return self.faces[self.blue] + self.faces[self.wild]
        return self.faces[die]

    def die_targets(self, player: int, die: int) -> list[tuple[str, int]]:
        """Every (area, box) where `player` could enter `die` now."""
        sheet = self.sheets[player]
        name = self.variant.dice[die]
        colours = self.variant.area_order if die == self.wild else (name,)
        out = []
        for area in colours:
            a = self.variant.areas[area]
            value = self.value_for(die, area)
            for box in a.targets(sheet.marks[area], value):
                out.append((area, box))
        return out

    def _die_actions(self, kind: str, player: int, dice) -> list[Action]:
        out = []
        names = self.variant.dice
        areas = self.variant.areas
        for d in dice:
            for area, box in self.die_targets(player, d):
                out.append(Action(kind, names[d], area, areas[area].box_label(box)))
        return out

    def _dice_at(self, where: int) -> list[int]:
        return [i for i, w in enumerate(self.where) if w == where]

    def pick_sources(self, player: int) -> tuple[list[int], bool]:
        """Dice a passive player may take, and whether that is the fallback."""
        main = self._dice_at(PLATTER)
        if any(self.die_targets(player, d) for d in main):
            return main, False
        return (self._dice_at(ASIDE) if self.solo_passive else list(self.fields)), True

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def _compute_legal(self) -> list[Action]:
        p = self.pending
        if p is None:
            return []
        if p.kind == "roll":
            return [Action("roll")]
        if p.kind == "choose":
            acts = self._die_actions("use", p.player, self._dice_at(ROLLED))
            if not acts:
                acts = [Action("forfeit")]
            if self.sheets[p.player].rerolls_left > 0:
                acts.append(Action("reroll"))
            return acts
        if p.kind == "pick":
            sources, _ = self.pick_sources(p.player)
            return self._die_actions("use", p.player, sources) + [Action("pass")]
        if p.kind == "extra":
            return self._extra_actions(p.player) + [Action("done")]
        if p.kind == "bonus":
            return [Action("bonus", None, area, self.variant.areas[area].box_label(box))
                    for area, box in self.bonus_targets(p.player, p.bonus)]
        raise AssertionError(p.kind)

    def _is_legal(self, a: Action) -> bool:
        """Is `a` among legal_actions()?  Die actions are checked directly,
        without listing every action (bots apply many actions in search)."""
        p = self.pending
        if self._legal is not None or p is None or a.kind not in ("use", "plus1"):
            return a in self.legal_actions()
        if (a.kind == "plus1") != (p.kind == "extra") or p.kind not in ("choose", "pick",
                                                                         "extra"):
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
        box = area.parse_box(a.box)
        return (box is not None and area.box_label(box) == a.box
                and (a.area, box) in self.die_targets(p.player, d))

    def _extra_actions(self, player: int) -> list[Action]:
        if self.sheets[player].plus1_left <= 0:
            return []
        used = self.plus1_dice[player]
        return self._die_actions("plus1", player,
                                 [d for d in range(len(self.faces)) if d not in used])

    def bonus_targets(self, player: int, bonus: tuple) -> list[tuple[str, int]]:
        """Where a bonus may go: (area, box) pairs; empty means it is lost."""
        marks = self.sheets[player].marks
        areas = self.variant.areas
        if bonus[0] == "x":
            return [(bonus[1], b) for b in areas[bonus[1]].x_targets(marks[bonus[1]])]
        if bonus[0] == "num":
            a = areas[bonus[1]]
            return [(bonus[1], b) for b in a.number_targets(marks[bonus[1]], bonus[2])]
        if bonus[0] == "black":  # round 4: black X in yellow/blue/green or black 6
            out = []
            for area in ("yellow", "blue", "green"):
                out += [(area, b) for b in areas[area].x_targets(marks[area])]
            for area in ("orange", "purple"):
                out += [(area, b) for b in areas[area].number_targets(marks[area], 6)]
            return out
        return []

    def describe_pending(self) -> str:
        p = self.pending
        if p is None:
            return "The game is over."
        if p.kind == "bonus":
            return f"{self.players[p.player]}: place the bonus {bonus_text(p.bonus)}"
        if p.kind == "roll" and self.solo_passive:
            return f"{self.players[p.player]}: roll for the passive turn"
        return f"{self.players[p.player]}: {KIND_TEXT[p.kind]}"

    # ------------------------------------------------------------------
    # applying actions
    def apply(self, action: Action | str, player: int | None = None) -> list[Event]:
        """Perform a legal action.  `player`, when given, is the seat claiming
        the action: a seat that is not the one to decide is refused."""
        if isinstance(action, str):
            action = Action.parse(action)
        if not isinstance(action, Action):
            raise IllegalAction(f"not an action: {action!r}")
        if player is not None and self.pending is not None and player != self.pending.player:
            who = self.players[player] if type(player) is int and 0 <= player < self.n \
                else f"seat {player!r}"
            raise IllegalAction(f"It is not {who}'s decision. Now {self.describe_pending()}.")
        if not self._is_legal(action):
            raise IllegalAction(self.explain_illegal(action))
        self._events = []
        self._legal = None
        actor = self.pending.player
        self._perform(action)
        self._run()
        self.history.append(str(action))
        self.actors.append(actor)
        self.log.extend(self._events)
        return self._events

    def _say(self, player: int | None, text: str) -> None:
        if not self.quiet:
            self._events.append(Event(player, text))

    def _perform(self, a: Action) -> None:
        p = self.pending
        who = p.player
        name = self.players[who]
        kind = a.kind
        if kind == "roll":
            if self.node == "solo_roll_wait":
                self._roll_solo_passive()
            else:
                self._roll(self._dice_at(CUP))
                self.node = "choose"
        elif kind == "reroll":
            self.sheets[who].rerolls_used += 1
            self._say(who, f"{name} used a reroll action.")
            self._roll(self._dice_at(ROLLED))
        elif kind == "forfeit":
            self.choices += 1
            for d in self._dice_at(ROLLED):
                self.where[d] = CUP
            self._say(who, f"{name} could not use any die: roll {self.choices} is lost.")
            self.node = "roll"
        elif kind == "use" and p.kind == "choose":
            d = self.die_index(a.die)
            face = self.faces[d]
            self._enter(who, d, a.area, a.box, "")
            self.where[d] = FIELD
            self.fields.append(d)
            self.choices += 1
            lower = [i for i in self._dice_at(ROLLED) if self.faces[i] < face]
            for i in self._dice_at(ROLLED):
                self.where[i] = PLATTER if self.faces[i] < face else CUP
            if lower and not self.quiet:
                self._say(None, "To the silver platter: " + ", ".join(
                    f"{self.variant.dice[i]} {self.faces[i]}" for i in lower) + ".")
            self.node = "roll"
        elif kind == "use":  # passive pick
            self._enter(who, self.die_index(a.die), a.area, a.box, "")
            self.node = "passive_extra"
        elif kind == "pass":
            self._say(who, f"{name} passed.")
            self.node = "passive_extra"
        elif kind == "plus1":
            d = self.die_index(a.die)
            self.sheets[who].plus1_used += 1
            self.plus1_dice[who].add(d)
            self._enter(who, d, a.area, a.box, " with a +1 action")
            # stay in the same extra step: more +1 may follow
        elif kind == "done":
            self.node = "passive_extra_done" if self.node == "passive_extra" else "extra_done"
        elif kind == "bonus":
            self.pending = None
            self.bonus_queue.pop(0)
            self._place_bonus(who, p.bonus, a.area, self.variant.areas[a.area].parse_box(a.box))

    def _roll(self, dice: list[int]) -> None:
        for d in dice:
            self.faces[d] = self.rng.die()
            self.where[d] = ROLLED
        if self.quiet:
            return
        who = self.active
        self._say(who, f"{self.players[who]} rolled " + ", ".join(
            f"{self.variant.dice[d]} {self.faces[d]}" for d in dice) + ".")

    def _roll_solo_passive(self) -> None:
        n = len(self.faces)
        for d in range(n):
            self.faces[d] = self.rng.die()
        # the lowest go to the platter; equal faces are ordered by a seeded draw
        order = sorted(range(n), key=lambda d: (self.faces[d], self.rng.next()))
        low = order[: self.variant.solo_platter_size]
        for d in range(n):
            self.where[d] = PLATTER if d in low else ASIDE
        self.picker = 0
        self.node = "pick_offer"
        if self.quiet:
            return
        self._say(0, "Passive roll: " + ", ".join(
            f"{self.variant.dice[d]} {self.faces[d]}" for d in range(n))
            + "; on the silver platter: " + ", ".join(
            f"{self.variant.dice[d]} {self.faces[d]}" for d in sorted(low)) + ".")

    def _enter(self, who: int, d: int, area: str, box_label: str, how: str) -> None:
        a = self.variant.areas[area]
        box = a.parse_box(box_label)
        value = self.value_for(d, area)
        if not self.quiet:
            self._describe_entry(who, d, a, box, value, how)
        self._mark(who, area, box, value)

    def _describe_entry(self, who, d, a, box, value, how) -> None:
        area = a.name
        die = self.variant.dice[d]
        as_colour = f" as {area}" if die != area else ""
        shown = f"{die} {self.faces[d]}" if area != "blue" else f"{die} (blue+white = {value})"
        self._say(who, f"{self.players[who]} entered the {shown}{as_colour} "
                       f"in {a.describe_box(box)}{how}.")

    def _mark(self, who: int, area: str, box: int, value: int) -> None:
        a = self.variant.areas[area]
        sheet = self.sheets[who]
        if a.kind == "grid":
            sheet.marks[area], bonuses = a.mark(sheet.marks[area], box)
        else:
            sheet.marks[area], bonuses = a.mark(sheet.marks[area], box, value)
        if bonuses:
            # resolve the chain before anything queued earlier (ruling R6)
            self.bonus_queue[0:0] = [(who, b) for b in bonuses]

    def _place_bonus(self, who: int, bonus: tuple, area: str, box: int) -> None:
        a = self.variant.areas[area]
        name = self.players[who]
        if bonus[0] == "num":
            value = bonus[2]
        elif bonus[0] == "black" and a.kind == "track" and area != "green":
            value = 6
        else:
            value = 0  # a plain X
        what = f"a {value}" if value else "an X"
        if bonus[0] == "black":
            what = f"a black {'6' if value else 'X'}"
        self._say(who, f"{name} wrote {what} in {a.describe_box(box)} (bonus).")
        self._mark(who, area, box, value)

    # ------------------------------------------------------------------
    # automatic steps
    def _resolve_bonuses(self) -> bool:
        """Resolve queued bonuses; True when one waits for a player's choice."""
        while self.bonus_queue:
            who, bonus = self.bonus_queue[0]
            sheet = self.sheets[who]
            name = self.players[who]
            kind = bonus[0]
            if kind in ("reroll", "plus1"):
                self.bonus_queue.pop(0)
                if kind == "reroll" and sheet.rerolls < self.variant.track_length:
                    sheet.rerolls += 1
                elif kind == "plus1" and sheet.plus1 < self.variant.track_length:
                    sheet.plus1 += 1
                self._say(who, f"{name} gained {bonus_text(bonus)} action.")
                continue
            if kind == "fox":
                self.bonus_queue.pop(0)
                self._say(who, f"{name} gained a fox.")
                continue
            targets = self.bonus_targets(who, bonus)
            if not targets:
                self.bonus_queue.pop(0)
                self._say(who, f"{name} lost the bonus {bonus_text(bonus)}: nowhere to put it.")
                continue
            if kind in ("num",) or (kind == "x" and len(targets) == 1
                                    and self.variant.areas[bonus[1]].kind == "track"):
                self.bonus_queue.pop(0)
                area, box = targets[0]
                self._say(who, f"Bonus for {name}: {bonus_text(bonus)}.")
                self._place_bonus(who, bonus, area, box)
                continue
            self.pending = Pending(who, "bonus", bonus)
            return True
        return False

    def _run(self) -> None:
        """Advance through automatic steps until someone must decide."""
        self.pending = None
        while True:
            if self.bonus_queue and self._resolve_bonuses():
                return
            node = self.node
            if node == "round_start":
                self._say(None, f"Round {self.round} begins.")
                bonus = self.variant.round_bonus[self.round - 1]
                if bonus:
                    self.bonus_queue.extend((p, bonus) for p in range(self.n))
                self.node = "turn_start"
            elif node == "turn_start":
                self.where = [CUP] * len(self.faces)
                self.fields = []
                self.choices = 0
                self.solo_passive = False
                self.plus1_dice = [set() for _ in range(self.n)]
                self._say(None, f"{self.players[self.active]}'s turn.")
                self.node = "roll"
            elif node == "roll":
                cup = self._dice_at(CUP)
                if self.choices >= self.variant.choices_per_turn or not cup:
                    for d in cup:
                        self.where[d] = PLATTER
                    if cup:
                        self._say(None, "To the silver platter: " + ", ".join(
                            f"{self.variant.dice[d]} {self.faces[d]}" for d in cup) + ".")
                    self.node = "active_extra"
                else:
                    self.pending = Pending(self.active, "roll")
                    return
            elif node == "choose":
                self.pending = Pending(self.active, "choose")
                return
            elif node == "active_extra":
                if self._extra_actions(self.active):
                    self.pending = Pending(self.active, "extra")
                    return
                self.node = "extra_done"
            elif node == "extra_done":
                if self.n == 1:
                    self.node = "solo_roll"
                else:
                    self.to_pick = [(self.active + i) % self.n for i in range(1, self.n)]
                    self.node = "pick_next"
            elif node == "solo_roll":
                self.solo_passive = True
                self.plus1_dice = [set()]
                self.where = [CUP] * len(self.faces)
                self.fields = []
                self.to_pick = []
                self.node = "solo_roll_wait"
            elif node == "solo_roll_wait":
                self.pending = Pending(0, "roll")
                return
            elif node == "pick_next":
                if not self.to_pick:
                    self.node = "turn_end"
                    continue
                self.picker = self.to_pick.pop(0)
                self.node = "pick_offer"
            elif node == "pick_offer":
                who = self.picker
                sources, _ = self.pick_sources(who)
                if any(self.die_targets(who, d) for d in sources):
                    self.node = "pick_wait"
                else:
                    self._say(who, f"{self.players[who]} can use no die and passes.")
                    self.node = "passive_extra"
            elif node == "pick_wait":
                self.pending = Pending(self.picker, "pick")
                return
            elif node == "passive_extra":
                who = self.picker
                if self._extra_actions(who):
                    self.pending = Pending(who, "extra")
                    return
                self.node = "passive_extra_done"
            elif node == "passive_extra_done":
                self.node = "pick_next"
            elif node == "turn_end":
                self.active += 1
                if self.active >= self.n:
                    self.active = 0
                    self.round += 1
                    if self.round > self.n_rounds:
                        self.round = self.n_rounds
                        self.node = "game_over"
                        self._say(None, "The game is over.")
                        return
                    self.node = "round_start"
                else:
                    self.node = "turn_start"
            elif node == "game_over":
                return
            else:
                raise AssertionError(node)

    # ------------------------------------------------------------------
    # explaining a refused action in a player's words
    def explain_illegal(self, a: Action) -> str:
        p = self.pending
        if p is None:
            return "The game is over: no more actions can be taken."
        who = self.players[p.player]
        now = f"Now {self.describe_pending()}."
        k = a.kind
        if k == "reroll":
            if p.kind != "choose" or self.solo_passive:
                return f"Only the active player may reroll, right after a roll. {now}"
            return f"{who} has no reroll action left."
        if k in ("roll", "forfeit", "pass", "done", "bonus") and k != {
                "roll": "roll", "choose": "forfeit", "pick": "pass", "extra": "done",
                "bonus": "bonus"}[p.kind]:
            return f"'{a}' is not possible now. {now}"
        if k == "forfeit":
            return "A roll may only be given up when none of its dice can be used."
        if k == "bonus":
            return (f"The bonus {bonus_text(p.bonus)} cannot go in {a.area} {a.box}. "
                    f"{now}")
        if k in ("use", "plus1"):
            d = self.die_index(a.die) if a.die else None
            if d is None:
                return f"There is no {a.die} die."
            if a.area not in self.variant.areas:
                return f"There is no {a.area} area on the sheet."
            if k == "plus1":
                if p.kind != "extra":
                    return f"A +1 action is used at the end of one's turn. {now}"
                if self.sheets[p.player].plus1_left <= 0:
                    return f"{who} has no +1 action left."
                if d in self.plus1_dice[p.player]:
                    return f"The {a.die} die was already used with a +1 this turn."
            else:
                if p.kind not in ("choose", "pick"):
                    return f"No die can be taken now. {now}"
                if p.kind == "choose" and self.where[d] != ROLLED:
                    return (f"The {a.die} die is not among the dice just rolled "
                            f"(it is {self._where_text(d)}).")
                if p.kind == "pick":
                    sources, fallback = self.pick_sources(p.player)
                    if d not in sources:
                        if fallback:
                            return (f"None of the silver platter dice can be used, so "
                                    f"{who} may take a die from the active player's "
                                    "die fields instead.")
                        return (f"{who} must take a die from the silver platter "
                                f"(the {a.die} die is {self._where_text(d)}).")
            colour = self.variant.dice[d]
            if d != self.wild and a.area != colour:
                return f"The {a.die} die can only be entered in {colour}."
            area = self.variant.areas[a.area]
            box = area.parse_box(a.box or "")
            value = self.value_for(d, a.area)
            if box is None:
                return f"{a.area} has no box {a.box}."
            why = self._why_not(p.player, a.area, box, value)
            return f"{value} cannot go in {area.describe_box(box)}: {why}"
        return f"'{a}' is not possible now. {now}"

    def explain_die(self, die: str) -> str | None:
        """None if the pending player can use `die` now; otherwise why not,
        in words (for a click on a die that cannot be taken)."""
        p = self.pending
        if p is None:
            return "The game is over."
        d = self.die_index(die)
        if d is None:
            return f"There is no {die} die."
        who = self.players[p.player]
        if p.kind == "roll":
            return f"Roll the dice first. Now {self.describe_pending()}."
        if p.kind == "bonus":
            return f"First place the bonus {bonus_text(p.bonus)} on the sheet."
        if p.kind == "choose" and self.where[d] != ROLLED:
            return f"The {die} die is not among the dice just rolled (it is {self._where_text(d)})."
        if p.kind == "pick":
            sources, fallback = self.pick_sources(p.player)
            if d not in sources:
                if fallback:
                    return (f"None of the silver platter dice can be used, so {who} may take "
                            "a die from the active player's die fields instead.")
                return (f"{who} must take a die from the silver platter "
                        f"(the {die} die is {self._where_text(d)}).")
        if p.kind == "extra":
            if self.sheets[p.player].plus1_left <= 0:
                return f"{who} has no +1 action left."
            if d in self.plus1_dice[p.player]:
                return f"The {die} die was already used with a +1 this turn."
        if self.die_targets(p.player, d):
            return None
        shown = f"{die} {self.faces[d]}"
        if d == self.blue or d == self.wild:
            shown += f" (blue + white = {self.faces[self.blue] + self.faces[self.wild]})"
        return f"The {shown} cannot be entered anywhere on {who}'s sheet now."

    def _where_text(self, d: int) -> str:
        return {CUP: "not rolled", ROLLED: "just rolled", FIELD: "on a die field",
                PLATTER: "on the silver platter", ASIDE: "not on the platter"}[self.where[d]]

    def _why_not(self, player: int, area_name: str, box: int, value: int) -> str:
        area = self.variant.areas[area_name]
        marks = self.sheets[player].marks[area_name]
        if area.kind == "grid":
            if marks >> box & 1:
                return "that box is already crossed."
            return f"the box shows {area.numbers[box]}, the value is {value}."
        nxt = area.next_box(marks)
        if nxt is None:
            return "the area is full."
        if box != nxt:
            return f"boxes are filled left to right; the next one is box {nxt + 1}."
        if area.minimum is not None:
            return f"it needs {area.minimum[box]} or more."
        return f"it must be higher than the previous {marks[-1]} (anything may follow a 6)."

    # ------------------------------------------------------------------
    # results
    def scores(self) -> list[dict]:
        out = []
        for i, sheet in enumerate(self.sheets):
            s = sheet.score()
            s["player"] = self.players[i]
            s["title"] = self.variant.solo_title(s["total"]) if self.n == 1 else None
            out.append(s)
        return out

    def winners(self) -> list[int]:
        """Seats with the highest total; ties go to the best single area,
        and a tie on that too is a shared victory."""
        scores = self.scores()
        areas = self.variant.area_order
        key = [(s["total"], max(s[a] for a in areas)) for s in scores]
        best = max(key)
        return [i for i, k in enumerate(key) if k == best]

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
        g.quiet = self.quiet or not keep_log
        g.history = list(self.history) if keep_log else []
        g.actors = list(self.actors) if keep_log else []
        g.log = list(self.log) if keep_log else []
        g._events = []
        return g

    def to_json(self) -> str:
        """The versioned save (see docs/save-format.md)."""
        from .save import to_json  # save imports this module
        return to_json(self)

    @classmethod
    def replay(cls, players, seed, actions, variant="pretty-clever") -> Game:
        g = cls(players, seed, variant)
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
        prev = Game.replay(self.players, self.seed, self.history[:n], self.variant.name)
        self.__dict__.update(prev.__dict__)

    def state_key(self) -> tuple:
        """Everything that defines the position (for equality checks and saves)."""
        return (self.node, self.pending, self.round, self.active, self.choices,
                self.solo_passive, self.picker, tuple(self.faces), tuple(self.where),
                tuple(self.fields), tuple(self.to_pick), tuple(map(frozenset, self.plus1_dice)),
                tuple(self.bonus_queue), self.rng.state,
                tuple((tuple(sorted(s.marks.items(), key=lambda kv: kv[0])), s.rerolls,
                       s.rerolls_used, s.plus1, s.plus1_used) for s in self.sheets))
