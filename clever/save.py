"""Versioned JSON saves: the game's set-up (variant, table options, players,
seed, first player) and its list of actions, plus a digest.  Loading replays
the actions through the rules, so a save can never smuggle in an illegal
state; the digest then catches a save whose actions were edited into another
legal game (by hand, or damaged in storage).  It is a plain hash, not a
signature: it does not stop someone who recomputes it.

Version 4 is version 3 plus the position a game was started from
(`clever/position.py`, the "position" field, covered by the digest); it is
written only for such a game, so every other save stays readable by apps
that read up to version 3.  Version 3 hashes the whole save: the set-up (game, table options,
players, who started, seed), the action texts and `Game.public_position()`,
all as the API shows them, so changing the engine's insides never makes a
stored game refuse to load, and a save whose names, options, starter or seed
were edited is caught as well as one whose actions were.  Older saves still
load, each checked with its own version's digest: version 2 hashed the
actions and the position only (`digest`, which game codes also use), version
1 (before the Clever family redesign) an internal tuple (`_v1_digest`,
frozen).
"""

from __future__ import annotations

import hashlib
import json

from . import safe_json
from .errors import IllegalAction, InvalidSave
from .game import Game, player_names
from .i18n import Msg
from .position import Position, start_game
from .save_format import (  # the writing half, kept apart so that Game can write itself
    FORMAT,
    PLAIN,
    VERSION,
    digest,
    full_digest,
    setup,
    start_digest,
    to_json,
)
from .variants import KNOWN, check_options
from .words import reason

# the writing half lives in save_format; its names stay importable from here
__all__ = ["FORMAT", "PLAIN", "VERSION", "digest", "full_digest", "load_game", "setup",
           "start_digest", "to_json"]


def _v1_digest(game: Game) -> str:
    """The digest of a version-1 save: the repr of the engine's state tuple as
    it was then.  Frozen: it must never change (tests/fixtures/saves_v1.json)."""
    p = game.pending
    pending = None if p is None else _V1Pending(p.player, p.kind, p.bonus)
    key = (game.node, pending, game.round, game.active, game.choices,
           game.solo_passive, game.picker, tuple(game.faces), tuple(game.where),
           tuple(game.fields), tuple(game.to_pick), tuple(map(frozenset, game.plus1_dice)),
           tuple(game.bonus_queue), game.rng.state,
           tuple((tuple(sorted(s.marks.items(), key=lambda kv: kv[0])), s.rerolls,
                  s.rerolls_used, s.plus1, s.plus1_used) for s in game.sheets))
    return hashlib.sha256(repr(key).encode()).hexdigest()[:16]


class _V1Pending(tuple):
    """Reproduces the repr of version 1's Pending named tuple."""

    def __new__(cls, player, kind, bonus):
        return super().__new__(cls, (player, kind, bonus))

    def __repr__(self) -> str:
        return f"Pending(player={self[0]!r}, kind={self[1]!r}, bonus={self[2]!r})"


def load_game(text) -> Game:
    """A game from its save; InvalidSave says what is wrong with a bad one."""
    data = _read_json(text)
    version = data.get("version")
    if type(version) is not int:
        raise InvalidSave(Msg("the save has no version number"))
    if version > VERSION:
        raise InvalidSave(Msg("the save comes from a newer version of the game (format "
                              "{version}, this one reads up to {known}); update the app",
                              version=version, known=VERSION))
    if version < 1:
        raise InvalidSave(Msg("unknown save version {version}", version=version))
    variant = data.get("variant")
    if not isinstance(variant, str) or variant not in KNOWN:  # a list: unhashable
        raise InvalidSave(Msg("the save is for an unknown game {game}", game=repr(variant)))
    try:
        players = player_names(data.get("players"))
    except ValueError as e:
        raise InvalidSave(Msg("the save's player list is missing or wrong: {error}",
                              error=reason(e))) from e
    seed = data.get("seed")
    if type(seed) is not int or seed < 0:
        raise InvalidSave(Msg("the save has no valid seed"))
    actions = data.get("actions")
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise InvalidSave(Msg("the save's action list is missing or wrong"))
    if version == 1:
        options, first = (), 0  # version 1: no table options, seat 0 always started
    else:
        options, first = data.get("options"), data.get("first")
        try:
            options = check_options(variant, options)
        except ValueError as e:
            raise InvalidSave(Msg("the save's table options are wrong: {error}",
                                  error=reason(e))) from e
        if first is not None and (type(first) is not int or not 0 <= first < len(players)):
            raise InvalidSave(Msg("the save does not say validly who started"))
    if "digest" not in data:
        raise InvalidSave(Msg("the save has no digest (its check value): it was cut or edited"))
    start = data.get("position") if version >= 4 else None
    if start is not None:
        try:
            start = Position.from_dict(start, variant, options)
        except ValueError as e:
            raise InvalidSave(Msg("the save's starting position is wrong: {error}",
                                  error=reason(e))) from e
        if start.first != (0 if first is None else first):
            raise InvalidSave(Msg("the save's starting position does not say who started as "
                                  "the save does"))
    try:
        game = (Game(players, seed, variant, options, first) if start is None
                else start_game(start, players, seed))
    except ValueError as e:
        raise InvalidSave(Msg("the save's game cannot be set up: {error}",
                              error=reason(e))) from e
    for i, a in enumerate(actions):
        try:
            game.apply(a)
        except IllegalAction as e:
            raise InvalidSave(Msg("action {n} ('{action}') of the save is not legal: {error}",
                                  n=i + 1, action=a, error=reason(e))) from e
    if start is not None:
        expected = start_digest(game, start.to_dict())
    else:
        expected = {1: _v1_digest, 2: digest}.get(version, full_digest)(game)
    if data["digest"] != expected:
        raise InvalidSave(Msg("the save was changed after it was written (its check does not "
                              "match)"))
    return game


def _read_json(text) -> dict:
    if isinstance(text, bytes):
        try:
            text = text.decode()
        except UnicodeDecodeError as e:
            raise InvalidSave(Msg("the save is not text")) from e
    if not isinstance(text, str):
        raise InvalidSave(Msg("a save must be JSON text, not {type}", type=type(text).__name__))
    # measured before parsing: deep JSON overflows the stack (in the browser a
    # crash no except can catch)
    why = safe_json.too_big(text)
    if why is not None:
        raise InvalidSave(Msg("the save cannot be read: {reason}", reason=why))
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as e:
        raise InvalidSave(Msg("the save is not valid JSON (it may be cut short): {error}",
                              error=str(e))) from e
    if not isinstance(data, dict):
        raise InvalidSave(Msg("the save is not a JSON object"))
    if data.get("format") != FORMAT:
        raise InvalidSave(Msg("this is not a saved game of this app"))
    return data
