"""The Clever family's rules engine (That's Pretty Clever, Clever 4Ever):
the public API (see docs/api.md).

    from clever import new_game, load_game, IllegalAction, InvalidSave
    game = new_game(["Ann", "Bob"], seed=7)
    while not game.is_over:
        game.apply(game.legal_actions()[0])
    print(game.scores(), game.winners())
"""

from __future__ import annotations

import random

from .actions import Action, parse_action
from .errors import IllegalAction, InvalidSave
from .event_words import describe as describe_event
from .game import EVENT_KINDS, Event, Game, Pending, player_names
from .position import Position, start_game
from .save import load_game
from .sheet import Sheet, score_sheet
from .variants import get_variant

__all__ = ["Action", "EVENT_KINDS", "Event", "Game", "IllegalAction", "InvalidSave", "Pending",
           "Position", "Sheet", "describe_event", "load_game", "new_game", "parse_action",
           "score_sheet", "get_variant", "start_game"]


def new_game(players, seed: int | None = None, variant: str = "pretty-clever",
             options=(), first: int | None = None) -> Game:
    """Start a game for 1 to 4 named players; the same seed gives the same dice.
    `options`: table options of the variant (Clever 4Ever: "white_as_blue",
    "upper_waits"); `first`: the starting seat, drawn from the seed if None (R11)."""
    names = player_names(players)
    if seed is None:
        seed = random.randrange(2**53)
    elif type(seed) is not int:
        raise ValueError("the seed must be a whole number")
    return Game(names, seed, variant, options, first)  # checks the variant and options
