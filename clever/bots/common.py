"""Helpers shared by the bots: how much of the game is left for a player,
looking one action ahead on a copy of the game, and deterministic sampling.

Nothing here knows a rule: every consequence of an action (bonuses, dice to
the platter, the next decision) comes from the engine via clone() + apply().
"""

from __future__ import annotations

from ..rng import Rng, mix  # noqa: F401 - mix: the bots' hash, imported from here

FOX = ("fox",)  # the fox bonus (counted at the lowest area, not by its own worth)

# The nodes of a turn at which a passive player's pick of that turn is still to come.
_PICK_DONE = ("passive_extra_done", "turn_end", "game_over")
_ACTIVE_STEPS = ("turn_start", "roll", "choose", "active_extra", "extra_done")


def entries_left(game, player: int) -> int:
    """About how many more dice `player` will enter this game (not counting
    +1 actions and bonuses): every remaining active choice and passive pick."""
    if game.is_over:
        return 0
    n = game.n
    choices = game.variant.choices_per_turn
    per_round = choices + max(1, n - 1)
    left = (game.n_rounds - game.round) * per_round
    if game.node == "round_start":
        return left + per_round
    # A turn about to begin (a round's bonus waiting to be placed): the turn's
    # counters still hold the last turn's (solo_passive, choices, dice), so it
    # is counted from its start.
    fresh = game.node == "turn_start"
    cup = game.where.count(0)  # dice still in the cup (CUP == 0)
    if n == 1:
        if fresh:
            return left + choices + 1
        if game.solo_passive:
            return left + (1 if game.node in ("solo_roll_wait", "pick_offer", "pick_wait")
                           else 0)
        if game.node in _ACTIVE_STEPS:
            rolled = game.where.count(1)
            if game.node == "choose":
                cup += rolled
            return left + min(choices - game.choices, cup) + 1
        return left + 1
    order = game.turn_order()
    for seat in order[order.index(game.active):]:
        if seat == player:
            if seat == game.active and game.node in _ACTIVE_STEPS:
                if fresh:
                    left += choices
                    continue
                rolled = game.where.count(1)
                if game.node == "choose":
                    cup += rolled
                left += min(choices - game.choices, cup)
            elif seat != game.active:
                left += choices
        elif seat == game.active:
            if game.node in _ACTIVE_STEPS or game.node == "pick_next":
                left += 1 if (game.node in _ACTIVE_STEPS or player in game.to_pick) else 0
            elif game.node in ("pick_offer", "pick_wait"):
                left += 1 if (game.picker == player or player in game.to_pick) else 0
            elif game.node not in _PICK_DONE and player in game.to_pick:
                left += 1
        else:
            left += 1
    return left


def sampling_seed(game, salt: int) -> int:
    """A seed for a bot's private dice, fixed by the position.  It is derived
    from the dice generator's state but passed through a hash, so the bot's
    imagined rolls are unrelated to the real ones still to come."""
    return mix(game.rng.state, salt, game.round, game.active, game.choices,
               len(game.bonus_queue), game.sheets[game.pending.player].plus1_used
               if game.pending else 0)


def lookahead(game, seed: int | None = None):
    """A cheap copy of the game.  With a seed its future dice come from that
    seed: a bot's search must start that way, never from the real generator
    (it must not see the dice to come).  Without one the copy keeps the dice
    generator of `game` (a copy already made by the search)."""
    g = game.clone(keep_log=False)
    if seed is not None:
        g.rng = Rng(seed)
        g.dice_key = seed  # "same dice" games key each roll on it: a new key, new dice
    return g


def interp(scale, x: float) -> float:
    """A count scale read at a fractional count (linear between the counts)."""
    top = len(scale) - 1
    if x >= top:
        return float(scale[top])
    i = int(x)
    return scale[i] + (scale[i + 1] - scale[i]) * (x - i)


def scale_ahead(scale, count: int, ahead: int) -> float:
    """A count scale read `ahead` boxes further on, less its value at `ahead`
    (the beginners' reading of a scale)."""
    top = len(scale) - 1
    return scale[min(top, count + ahead)] - scale[ahead]
