"""A hand-built evaluation of a Twice as Clever score sheet: the points it
holds plus what its progress is likely to be worth by the end of the game,
as evaluate_4ever.py does for Clever 4Ever.

value = sum of the area projections
        + foxes (held, and in reach) x the lowest projected area
        + bonuses in reach (the cells, lines and boxes that give them)
        + actions held (rerolls, +1, returns)

Each area's part is its kind's (kinds/number_rows.py, circles.py,
falling.py, pairs.py, gated.py), read through the area objects' data and
their interface; `left` is the number of dice the player will still enter
(common.entries_left), and at the end of the game (left == 0) the value is
exactly the score.  The weights in PARAMS are the only hand-set (and tuned)
part; the kinds' own weights (their WEIGHTS / PARAMS) hold where PARAMS
does not set them.
"""

from __future__ import annotations

from .evaluate_4ever import Evaluator4

PARAMS = {
    # the share of the entries left each area is expected to get (silver's
    # counts the chain's marks too, which cost no entry)
    "share_silver": 0.4, "share_yellow": 0.3, "share_blue": 0.15,
    "share_green": 0.22, "share_pink": 0.28,
    # a track's bonus beyond its share: rho = left / (left + 2 h_track)
    "h_track": 4.0,
    # bonuses and actions ("any": a "?" bonus, the black ? too)
    "any": 5.0, "reroll": 3.0, "plus1": 11.0, "return": 3.0, "fox": 0.8,
    # actions held are only worth something while there are dice to come
    "act_h": 3.0,
}


class EvaluatorTwice(Evaluator4):
    """Value of one player's Twice as Clever sheet given how many entries are
    left.  Its bonuses are valued as Clever 4Ever's (Evaluator4: a "?" by one
    weight, each placed greedily with the bonuses still queued valued, since
    a silver "?" may complete a column whose "?" completes a line...)."""

    def __init__(self, variant, params: dict | None = None):
        super().__init__(variant, params, PARAMS)
