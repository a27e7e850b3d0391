"""A hand-built evaluation of a Clever 4Ever score sheet: the points it holds
plus what its progress is likely to be worth by the end of the game.

value = sum of the area projections
        + foxes (held, and in reach) x the lowest projected area
        + bonuses in reach (the boxes, lines and parts that give them)
        + actions held (rerolls, +1, polish)

`left` is the number of dice the player will still enter
(common.entries_left).  Every box, line or part not reached yet is counted
with weight rho**k, k = the entries still needed to reach it and
rho = left / (left + h), one h per area kind: so what is close counts
almost fully, what is far counts little, and at the end of the game
(left == 0) every such weight is 0 and the value is exactly the score.

The areas are read through their data (clever/variants/clever_4ever.py, as
the area objects hold it) and their interface (`score`, `foxes`, marks);
the evaluation never plays a rule: what an action does comes from the
engine (the bots apply it to a copy).  One method per area kind (rows,
coords, parts, triangles, effects), so another sheet made of these kinds
is valued the same way.  The weights in PARAMS are the only hand-set (and
tuned) part.
"""

from __future__ import annotations

FOX = ("fox",)

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


class Evaluator4:
    """Value of one player's Clever 4Ever sheet given how many entries are left."""

    def __init__(self, variant, params: dict | None = None):
        self.p = dict(PARAMS)
        if params:
            self.p.update(params)
        self.variant = variant
        self.areas = variant.areas
        self.order = variant.area_order
        self.evaluations = 0  # work counter (the search bots' budget counts these)
        self.cache: dict = {}
        self.value_cache: dict = {}
        self.prep = {}
        for name in self.order:
            area = self.areas[name]
            prep = getattr(self, "prep_" + area.kind, None)
            self.prep[name] = prep(area) if prep else None

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

    # --- per-kind precomputation ------------------------------------------
    def prep_coords(self, area):
        groups = []  # (mask, points, bonus)
        for r, m in enumerate(area.row_masks):
            if area.row_bonus[r]:
                groups.append((m, 0, area.row_bonus[r]))
        for c, m in enumerate(area.col_masks):
            groups.append((m, area.col_points[c], None))
        if area.diagonal_bonus:
            groups.append((area.diagonal_mask, 0, area.diagonal_bonus))
        if area.anti_points:
            groups.append((area.anti_mask, area.anti_points, None))
        return groups

    def prep_parts(self, area):
        cols = []
        for c, cm in enumerate(area.col_masks):
            parts = sum(1 << i for i in range(area.size) if area.part_cells_mask[i] & cm)
            cols.append((parts, area.col_points[c]))
        return cols

    # --- per-kind projections: (points, other bonuses in reach, foxes in reach)
    def proj_rows(self, area, m, left):
        p = self.p
        rho = left / (left + p["h_rows"])
        score = float(area.score(m))
        bonus = foxes = 0.0
        n = area.n_cols
        reach = []  # per row: how far it can still go
        for r, row in enumerate(m):
            k = len(row)
            if area.rules[r] == "rising":
                top = k + min(n - k, 6 - row[-1]) if row else n
            else:
                top = n
            reach.append(top)
            per = p["avg_plus"] if area.rules[r] == "positive" else \
                -p["avg_minus"] if area.rules[r] == "negative" else 0.0
            w = 1.0
            for c in range(k, top):
                w *= rho
                score += per * w
                b = area.box_bonus[r][c]
                if b == FOX:
                    foxes += w
                elif b:
                    bonus += w * self.bonus_value(b)
        for c in range(min(len(row) for row in m), n):
            if all(c < t for t in reach):
                need = sum(max(0, c + 1 - len(row)) for row in m)
                score += area.col_points[c] * rho ** need
        return score, bonus, foxes

    def proj_coords(self, area, m, left):
        rho = left / (left + self.p["h_coords"])
        score = float(area.score(m))
        bonus = foxes = 0.0
        t = area.threshold
        for mask, points, b in self.prep[area.name]:
            have = (m & mask).bit_count()
            if have >= t:
                continue
            w = rho ** (t - have)
            score += points * w
            if b == FOX:
                foxes += w
            elif b:
                bonus += w * self.bonus_value(b)
        return score, bonus, foxes

    def proj_parts(self, area, m, left):
        p = self.p
        rho = left / (left + p["h_parts"])
        score = float(area.score(m))
        bonus = foxes = 0.0
        # entries needed to reach each part: a walk from the crossed ones
        cost = [1.0 + p["grey_size"] * max(0, s - 3) for s in area.part_size]
        dist = {}
        frontier = area.reachable(m)
        d = 0
        seen = m
        while frontier:
            for i in range(area.size):
                if frontier >> i & 1:
                    dist[i] = d
            seen |= frontier
            nxt = 0
            for i in dist:
                if dist[i] == d:
                    nxt |= area.adjacent[i]
            frontier = nxt & ~seen
            d += 1
        for i, dd in dist.items():
            w = rho ** (dd + cost[i])
            for b in area.part_bonuses[i]:
                if b == FOX:
                    foxes += w
                else:
                    bonus += w * self.bonus_value(b)
        for parts, points in self.prep[area.name]:
            missing = parts & ~m
            if not missing:
                continue
            need = 0.0
            near = 99
            for i in range(area.size):
                if missing >> i & 1:
                    need += cost[i]
                    near = min(near, dist.get(i, 99))
            if near < 99:
                score += points * rho ** (need + near)
        if area.shade_fox:
            for mask in area.shade_parts.values():
                missing = mask & ~m
                if missing:
                    need = sum(cost[i] for i in range(area.size) if missing >> i & 1)
                    foxes += rho ** need
        return score, bonus, foxes

    def proj_triangles(self, area, m, left):
        p = self.p
        rho = left / (left + p["h_triangles"])
        e = p["avg_green"]
        lower, upper = m
        a, b = len(lower), len(upper)
        score = float(area.score(m))
        bonus = foxes = 0.0
        for i in range(min(a, b), area.fields):
            mult = area.multiplier[i]
            need_lo = max(0, i + 1 - a)
            need_up = max(0, i + 1 - b)
            lo = lower[i] if i < a else e
            up = upper[i] if i < b else e
            score += (lo + up) * mult * rho ** (need_lo + need_up)
            if need_lo:
                bb = area.bonus[i]
                w = rho ** need_lo
                if bb == FOX:
                    foxes += w
                elif bb:
                    bonus += w * self.bonus_value(bb)
        return score, bonus, foxes

    def proj_effects(self, area, m, left):
        p = self.p
        rho = left / (left + p["h_effects"])
        score = float(area.score(m))
        bonus = foxes = 0.0
        k = len(m)
        w = 1.0
        for j in range(k, area.size):
            w *= rho
            score += (area.points[j] - (area.points[j - 1] if j else 0)
                      + p["pink_extra"]) * w
            b = area.bonus[j]
            if b == FOX:
                foxes += w * p["pink_bonus"]
            elif b:
                bonus += w * p["pink_bonus"] * self.bonus_value(b)
        return score, bonus, foxes

    # --- the whole sheet -----------------------------------------------------
    def area_part(self, name: str, m, left: int):
        key = (name, m, left)
        hit = self.cache.get(key)
        if hit is None:
            area = self.areas[name]
            score, bonus, foxes = getattr(self, "proj_" + area.kind)(area, m, left)
            hit = (score, bonus, foxes, area.foxes(m))
            if len(self.cache) > 200000:
                self.cache.clear()
            self.cache[key] = hit
        return hit

    def value(self, sheet, left: int) -> float:
        """Projected final score; exactly the score when no entry is left.
        Cached by everything it reads; every call counts as an evaluation."""
        self.evaluations += 1
        if left <= 0:
            return float(sheet.total())
        marks = sheet.marks
        key = (tuple(marks.values()), sheet.rerolls_left, sheet.plus1_left,
               sheet.polish_left, left)
        v = self.value_cache.get(key)
        if v is not None:
            return v
        p = self.p
        total = 0.0
        low = 1e9
        reach = 0.0
        held = 0
        for name in self.order:
            score, bonus, foxes, have = self.area_part(name, marks[name], left)
            total += score + bonus
            reach += foxes
            held += have
            if score < low:
                low = score
        act = left / (left + p["act_h"])
        v = self.corrected(total + (held + p["fox"] * reach) * low
                           + act * (sheet.rerolls_left * p["reroll"]
                                    + sheet.plus1_left * p["plus1"]
                                    + sheet.polish_left * p["polish"]), sheet, left, held)
        if len(self.value_cache) > 200000:
            self.value_cache.clear()
        self.value_cache[key] = v
        return v


    def corrected(self, value: float, sheet, left: int, foxes: int) -> float:
        """Hook for a learned evaluation (learned_4ever.py) to correct the
        value of a sheet still in play (`foxes` = foxes held); none here."""
        return value


class BeginnerEvaluator4:
    """A beginner's reading of a 4Ever sheet: the points it has now (foxes at
    the lowest area), a half-filled green field counted as if its other half
    matched it, two points per die still to enter and a few per action held.
    Nothing about what the boxes ahead give; no reroll."""

    PER_ENTRY = 2.0
    ACTION = 2.0
    greedy_bonuses = True  # each bonus placed for the points it brings now

    def queued_value(self, game, player: int) -> float:
        return 0.0

    def __init__(self, variant):
        self.variant = variant
        self.evaluations = 0

    def value(self, sheet, left: int) -> float:
        self.evaluations += 1
        if left <= 0:
            return float(sheet.total())
        parts = []
        for name, area in self.variant.areas.items():
            m = sheet.marks[name]
            s = area.score(m)
            if area.kind == "triangles":
                lower, upper = m
                longer = lower if len(lower) > len(upper) else upper
                s += 2 * sum(v * mult for v, mult in zip(longer[min(len(lower), len(upper)):],
                                                         area.multiplier[min(len(lower),
                                                                             len(upper)):],
                                                         strict=False))
            parts.append(s)
        return (sum(parts) + sheet.fox_count() * min(parts) + self.PER_ENTRY * left
                + self.ACTION * (sheet.rerolls_left + sheet.plus1_left + sheet.polish_left))


def evaluator(level: str, variant):
    """The evaluation a bot level plays Clever 4Ever on."""
    if level == "beginner":
        return BeginnerEvaluator4(variant)
    if level == "master":
        from .learned_4ever import LearnedEvaluator4  # (it builds on Evaluator4)
        return LearnedEvaluator4(variant)
    return Evaluator4(variant)
