"""A hand-built evaluation of a Clever 4Ever score sheet: the points it holds
plus what its progress is likely to be worth by the end of the game.

value = sum of the area projections
        + foxes (held, and in reach) x the lowest projected area
        + bonuses in reach (the boxes, lines and parts that give them)
        + actions held (each of the sheet's action tracks, by its weight)

`left` is the number of dice the player will still enter
(common.entries_left).  Every box, line or part not reached yet is counted
with weight rho**k, k = the entries still needed to reach it and
rho = left / (left + h), one h per area kind: so what is close counts
almost fully, what is far counts little, and at the end of the game
(left == 0) every such weight is 0 and the value is exactly the score.

The areas are read through their data (clever/variants/clever_4ever.py, as
the area objects hold it) and their interface (`score`, `foxes`, marks);
the evaluation never plays a rule: what an action does comes from the
engine (the bots apply it to a copy).  Each area's part is its kind's
(kinds/rows.py, coords.py, parts.py, triangles.py, effects.py), so another
sheet made of these kinds is valued the same way.  The weights in PARAMS
are the only hand-set (and tuned) part.
"""

from __future__ import annotations

from operator import attrgetter

from .evaluation import KindsEvaluator

# an action -> the Sheet property saying how many of it the player holds
HELD = {"reroll": "rerolls_left", "plus1": "plus1_left", "polish": "polish_left",
        "return": "returns_left"}

PARAMS = {
    # how hard a box / line / part is to reach: rho = left / (left + h)
    "h_rows": 14.0, "h_coords": 8.0, "h_parts": 10.0, "h_triangles": 14.0, "h_effects": 4.0,
    # yellow: mean value of a future entry in a row that counts plus / minus
    "avg_plus": 4.6, "avg_minus": 2.2,
    # green: mean value of a future entry; pink: extra points per future box
    "avg_green": 4.0, "pink_extra": 1.5,
    # pink: share of future boxes written with a value that takes the bonus
    "pink_bonus": 0.5,
    # grey: extra entries a part costs per box above 3 (a big part needs a high die)
    "grey_size": 0.25,
    # bonuses and actions ("any": a "?" bonus, the black ? too)
    "any": 16.0, "reroll": 3.0, "plus1": 12.0, "polish": 1.5, "fox": 0.8,
    # actions held are only worth something while there are dice to come
    "act_h": 3.0,
}


class Evaluator4(KindsEvaluator):
    """Value of one player's Clever 4Ever sheet given how many entries are left."""

    def __init__(self, variant, params: dict | None = None, defaults: dict = PARAMS):
        super().__init__(variant, defaults, params)
        self.value_cache: dict = {}
        # the action tracks of this game's sheet: how many of each are held,
        # and each one's weight (a game's PARAMS names each of its actions)
        actions = tuple(variant.action_tracks())
        held = attrgetter(*(HELD[a] for a in actions))
        self.actions_held = held if len(actions) > 1 else lambda sheet: (held(sheet),)
        self.action_weights = tuple(self.p[a] for a in actions)

    # --- bonuses ---------------------------------------------------------
    # the bots place each bonus by its own value plus that of the bonuses
    # still queued (queued_value), not by searching the chain it starts
    greedy_bonuses = True

    def bonus_value(self, bonus) -> float:
        """A bonus's worth apart from foxes (those count at the lowest area)."""
        kind = bonus[0]
        if kind in ("any", "black"):
            return self.p["any"]
        if kind == "fox":
            return 0.0  # a fox is on the sheet (area.foxes) before it is announced
        return self.p.get(kind, 0.0)

    def queued_value(self, game, player: int) -> float:
        """The worth of `player`'s bonuses waiting in the game's queue."""
        return sum(self.bonus_value(b) for who, b in game.bonus_queue if who == player)

    # --- the whole sheet -----------------------------------------------------
    def value(self, sheet, left: int) -> float:
        """Projected final score; exactly the score when no entry is left.
        Cached by everything it reads; every call counts as an evaluation."""
        self.evaluations += 1
        if left <= 0:
            return float(sheet.total())
        marks = sheet.marks
        actions = self.actions_held(sheet)
        track_foxes = sheet.track_foxes()  # a full track's end fox (none in 4Ever)
        key = (tuple(marks.values()), actions, track_foxes, left)
        v = self.value_cache.get(key)
        if v is not None:
            return v
        p = self.p
        total = 0.0
        low = 1e9
        reach = 0.0
        held = track_foxes
        for name in self.order:
            score, bonus, foxes, have = self.area_part(name, marks[name], left)
            total += score + bonus
            reach += foxes
            held += have
            if score < low:
                low = score
        act = left / (left + p["act_h"])
        v = self.corrected(total + (held + p["fox"] * reach) * low
                           + act * sum(n * w for n, w in zip(actions, self.action_weights,
                                                             strict=True)),
                           sheet, left, held)
        if len(self.value_cache) > 200000:
            self.value_cache.clear()
        self.value_cache[key] = v
        return v
