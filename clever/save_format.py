"""Writing a save (docs/save-format.md): the set-up, the digests, the JSON
text.  clever/save.py reads saves back, which builds games; this half only
reads a game's fields, so the game module can use it to write itself
(`Game.to_json`) and no module imports one that imports it back.

The formats and digests are described in clever/save.py.
"""

from __future__ import annotations

import hashlib
import json

FORMAT = "clever-game"
VERSION = 4   # the newest version read; a game from no position is written as 3
PLAIN = 3


def _hash(doc: dict) -> str:
    text = json.dumps(doc, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def digest(game) -> str:
    """The digest of a version-2 save: the actions and the position, not the
    set-up.  Frozen: version-2 saves and every game code's check use it."""
    return _hash({"actions": game.history, "position": game.public_position()})


def setup(game) -> dict:
    """The set-up as a save writes it (the fields the game is made from)."""
    return {"variant": game.variant.name, "options": sorted(game.variant.options),
            "players": game.players,
            "first": None if game.first_drawn else game.first,  # null: drawn from the seed
            "seed": game.seed}


def full_digest(game) -> str:
    """The digest of a version-3 save: the set-up, the actions and the position."""
    return _hash({"setup": setup(game), "actions": game.history,
                  "position": game.public_position()})


def start_digest(game, start: dict) -> str:
    """The digest of a version-4 save: version 3's, plus the position the
    game started from, in its dict form."""
    return _hash({"setup": setup(game), "start": start, "actions": game.history,
                  "position": game.public_position()})


def to_json(game) -> str:
    """The save of `game` as JSON text."""
    start = getattr(game, "position", None)  # a Position: the game was started from it
    if start is None:
        return json.dumps({"format": FORMAT, "version": PLAIN, **setup(game),
                           "actions": game.history, "digest": full_digest(game)})
    start = start.to_dict()
    return json.dumps({"format": FORMAT, "version": VERSION, **setup(game), "position": start,
                       "actions": game.history, "digest": start_digest(game, start)})
