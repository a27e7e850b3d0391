"""The coach: a bot's ranking of the legal actions of the pending decision.

    from clever.bots import coach
    for action, value in coach(game)[:3]:
        print(action, round(value, 1))

`value` is the bot's estimate of the deciding player's final score after the
action (its sheet evaluation), so differences between entries are in points:
the UI can show "suggested: use green green 5 (+12.3)" and, after the game,
how many points each decision was from the suggestion.  The first entry is
always the action that bot plays in that position.
"""

from __future__ import annotations

from ..actions import Action
from ..i18n import Msg
from .heuristic import finish
from .levels import make_bot

TOP = "master"  # the strongest level shipped so far

_bots: dict = {}


def _bot(level: str):
    if level not in _bots:
        _bots[level] = make_bot(level)
    return _bots[level]


def coach(game, level: str = TOP) -> list:
    """[(action, value)] for game.pending, best first ([] when the game is over)."""
    return finish(coach_think(game, level))


def coach_think(game, level: str = TOP):
    """coach() as a generator (the bot's think()): the caller may pause at
    each yield, e.g. one browser task per slice; the ranking is its return
    value.  Two may be interleaved: each counts only its own work against
    the bot's budget (ExpertBot.pause), so each gets the same ranking."""
    if game.is_over:
        return []
    bot = _bot(level)
    if not hasattr(bot, "think"):
        raise ValueError(Msg("the {level} bot cannot rank actions", level=repr(level)))
    return (yield from bot.think(game))


def regret(game, action, level: str = TOP) -> float:
    """How many points `action` is below the coach's suggestion (0 for the
    suggestion itself).  Call it before applying the action."""
    ranking = coach(game, level)
    values = dict(ranking)
    if action not in values:
        action = Action.parse(action) if isinstance(action, str) else action
    return ranking[0][1] - values[action]
