"""Versioned JSON saves: players, seed and the list of actions, plus a digest
of the resulting position so a tampered save is caught.  Loading replays the
actions through the rules, so a save can never smuggle in an illegal state."""

from __future__ import annotations

import hashlib
import json

from .errors import IllegalAction, InvalidSave
from .game import Game, player_names
from .variants import KNOWN

FORMAT = "clever-game"
VERSION = 1


def digest(game: Game) -> str:
    return hashlib.sha256(repr(game.state_key()).encode()).hexdigest()[:16]


def to_json(game: Game) -> str:
    return json.dumps({
        "format": FORMAT,
        "version": VERSION,
        "variant": game.variant.name,
        "players": game.players,
        "seed": game.seed,
        "actions": game.history,
        "digest": digest(game),
    })


def load_game(text) -> Game:
    if isinstance(text, bytes):
        try:
            text = text.decode()
        except UnicodeDecodeError as e:
            raise InvalidSave("the save is not text") from e
    if not isinstance(text, str):
        raise InvalidSave(f"a save must be JSON text, not {type(text).__name__}")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as e:
        raise InvalidSave(f"the save is not valid JSON (it may be cut short): {e}") from e
    if not isinstance(data, dict):
        raise InvalidSave("the save is not a JSON object")
    if data.get("format") != FORMAT:
        raise InvalidSave("this is not a saved game of this app")
    version = data.get("version")
    if type(version) is not int:
        raise InvalidSave("the save has no version number")
    if version > VERSION:
        raise InvalidSave(f"the save comes from a newer version of the game (format "
                          f"{version}, this one reads up to {VERSION}); update the app")
    if version < 1:
        raise InvalidSave(f"unknown save version {version}")
    variant = data.get("variant")
    if variant not in KNOWN:
        raise InvalidSave(f"the save is for an unknown game {variant!r}")
    try:
        players = player_names(data.get("players"))
    except ValueError as e:
        raise InvalidSave(f"the save's player list is missing or wrong: {e}") from e
    seed = data.get("seed")
    if type(seed) is not int:
        raise InvalidSave("the save has no valid seed")
    actions = data.get("actions")
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise InvalidSave("the save's action list is missing or wrong")
    try:
        game = Game(players, seed, variant)
    except ValueError as e:
        raise InvalidSave(f"the save's game cannot be set up: {e}") from e
    for i, a in enumerate(actions):
        try:
            game.apply(a)
        except IllegalAction as e:
            raise InvalidSave(f"action {i + 1} ('{a}') of the save is not legal: {e}") from e
    if "digest" in data and data["digest"] != digest(game):
        raise InvalidSave("the save was changed after it was written (its check does not match)")
    return game
