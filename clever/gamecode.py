"""Game codes: a whole game (set-up and every action) as one short, URL-safe
text, for links that carry the game (daily challenge results, replays,
play by link).

It holds what a save (`save.py`) holds: the game, its table options, the
players, who started, the seed and the actions.  Instead of JSON it packs
them into bytes, written in base64url (letters, digits, "-" and "_", so a
link needs no escaping):

    version | game | options | first | players | seed | actions | check

A game started from a position (`clever/position.py`) is written as code
version 2, which holds that position after the seed: its dict form as
compact JSON, zlib-packed, its length first.  Every other game is still
written as version 1, so the codes of those read in apps that know only
version 1, and every version-1 code still opens here.

Each action is written as its place (1, 2, ...) in the sorted texts of the
legal actions at that point, so most take one byte; an action not listed
there (a roll with given faces) is written as 0 and its text.  Decoding
replays the actions through the rules, so a code can never carry an illegal
game; the last 6 bytes, a hash of the other bytes and of the replayed game's
version-2 save digest (`save.digest`: actions and position, frozen, so codes
already shared keep opening), catch a code edited into another legal game or
damaged in transit.  Like a save's digest it is a check, not a signature:
someone who recomputes it can forge a game.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import zlib

from . import safe_json
from .errors import IllegalAction, InvalidSave
from .game import Game, player_names
from .i18n import N_, Msg
from .position import Position, position_of, start_game
from .save import digest
from .variants import by_code_number, check_options
from .words import reason, word

VERSION = 1           # a game's code when it started from no position
POSITION_VERSION = 2  # ... from a position; also the newest version read
MAX_POSITION = 3000  # bytes of a packed position (4 players late in a game: about 400)
MAX_POSITION_TEXT = 100_000  # characters of its JSON once unpacked (about 1,100)
CHECK_BYTES = 6
ALPHABET = re.compile(r"[A-Za-z0-9_-]+")
MAX_TEXT = 200  # longest name, option or literal action text a code may hold
MAX_CODE = 4000  # characters: a 4-player game takes about 260, so anything this long is junk
MAX_ACTIONS = 1000  # more than any game has (a 4-player game: about 160)


# ----------------------------------------------------------------------
# writing

def _varint(n: int) -> bytes:
    if type(n) is not int or n < 0:  # shifting a negative number right never reaches 0
        raise ValueError(f"a game code holds whole numbers from 0 up, not {n!r}")
    out = bytearray()
    while True:
        byte = n & 0x7F
        n >>= 7
        if n:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def _text(s: str) -> bytes:
    raw = s.encode()
    return _varint(len(raw)) + raw


def start_of(game: Game) -> Game:
    """A new game with the same set-up as `game`, before any action (at the
    position it started from, if any)."""
    start = position_of(game)
    if start is not None:
        return start_game(start, game.players, game.seed)
    first = None if game.first_drawn else game.first
    return Game(game.players, game.seed, game.variant.name, sorted(game.variant.options), first)


def _legal_texts(game: Game) -> list[str]:
    return sorted(str(a) for a in game.legal_actions())


def encode(game: Game) -> str:
    """The game's code (a finished game or one under way)."""
    # the game's number is its variant's, for ever (codes already shared carry it)
    start = position_of(game)
    version = VERSION if start is None else POSITION_VERSION
    out = bytearray([version, game.variant.code_number])
    options = sorted(game.variant.options)
    out += _varint(len(options))
    for o in options:
        out += _text(o)
    out.append(0 if game.first_drawn else game.first + 1)
    out += _varint(len(game.players))
    for name in game.players:
        out += _text(name)
    out += _varint(game.seed)
    if start is not None:
        packed = zlib.compress(json.dumps(start.to_dict(), separators=(",", ":")).encode(), 9)
        out += _varint(len(packed)) + packed
    out += _varint(len(game.history))
    replay = start_of(game)
    for text in game.history:
        legal = _legal_texts(replay)
        if text in legal:
            out += _varint(legal.index(text) + 1)
        else:
            out += b"\x00" + _text(text)
        replay.apply(text)
    out += _check(bytes(out), game)
    return base64.urlsafe_b64encode(bytes(out)).decode().rstrip("=")


def _check(payload: bytes, game: Game) -> bytes:
    return hashlib.sha256(payload + digest(game).encode()).digest()[:CHECK_BYTES]


# ----------------------------------------------------------------------
# reading

class _Reader:
    def __init__(self, data: bytes):
        self.data = data
        self.at = 0

    def byte(self) -> int:
        if self.at >= len(self.data):
            raise InvalidSave(Msg("the code is cut short (part of the link is missing)"))
        self.at += 1
        return self.data[self.at - 1]

    def varint(self) -> int:
        n = shift = 0
        while True:
            b = self.byte()
            n |= (b & 0x7F) << shift
            if not b & 0x80:
                return n
            shift += 7
            if shift > 63:
                raise InvalidSave(Msg("the code is damaged (a number in it is far too long)"))

    def text(self, what: str) -> str:
        """A text of the code: `what` ("option", "name" or "move") says which,
        for the message if it is damaged."""
        size = self.varint()
        if size > MAX_TEXT:
            raise InvalidSave(word(TOO_LONG[what]))
        raw = bytes(self.byte() for _ in range(size))
        try:
            return raw.decode()
        except UnicodeDecodeError as e:
            raise InvalidSave(word(NOT_TEXT[what])) from e


# a damaged text in a code, by what it holds (whole sentences, for the translations)
TOO_LONG = {"option": N_("the code is damaged (a table option in it is too long)"),
            "name": N_("the code is damaged (a player's name in it is too long)"),
            "move": N_("the code is damaged (a move in it is too long)")}
NOT_TEXT = {"option": N_("the code is damaged (a table option in it is not text)"),
            "name": N_("the code is damaged (a player's name in it is not text)"),
            "move": N_("the code is damaged (a move in it is not text)")}


def _bytes_of(code) -> bytes:
    if not isinstance(code, str):
        raise InvalidSave(Msg("a game code must be text, not {type}", type=type(code).__name__))
    code = code.strip()
    if len(code) > MAX_CODE:
        raise InvalidSave(Msg("the code is far too long to be a game ({n} characters)",
                              n=len(code)))
    if not code:
        raise InvalidSave(Msg("the link carries no game (its code is empty)"))
    if not ALPHABET.fullmatch(code):
        bad = next(c for c in code if not ALPHABET.fullmatch(c))
        raise InvalidSave(Msg("the code has a character that no game code contains ({char}); "
                              "it may have been cut or changed when it was copied",
                              char=repr(bad)))
    if len(code) % 4 == 1:
        raise InvalidSave(Msg("the code is cut short (part of the link is missing)"))
    return base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))


def decode(code) -> Game:
    """The game a code carries, replayed through the rules.  InvalidSave says
    in words what is wrong with a broken or edited code; nothing else is raised."""
    data = _bytes_of(code)
    if len(data) <= CHECK_BYTES + 2:
        raise InvalidSave(Msg("the code is cut short (part of the link is missing)"))
    payload, check = data[:-CHECK_BYTES], data[-CHECK_BYTES:]
    r = _Reader(payload)
    version = r.byte()
    if version > POSITION_VERSION:
        raise InvalidSave(Msg("the code comes from a newer version of the game (code version "
                              "{version}, this one reads up to {known}); update the app",
                              version=version, known=POSITION_VERSION))
    if version < 1:
        raise InvalidSave(Msg("the code is damaged (it has no valid version number)"))
    variant = by_code_number(r.byte())
    if variant is None:
        raise InvalidSave(Msg("the code is for a game this app does not know"))
    options = [r.text("option") for _ in range(r.varint())]
    try:
        options = sorted(check_options(variant, options))
    except ValueError as e:
        raise InvalidSave(Msg("the code's table options are wrong: {error}",
                              error=reason(e))) from e
    first = r.byte()
    count = r.varint()
    if not 1 <= count <= 4:
        raise InvalidSave(Msg("the code is damaged (it does not hold 1 to 4 players)"))
    try:
        players = player_names([r.text("name") for _ in range(count)])
    except ValueError as e:
        raise InvalidSave(Msg("the code's player list is wrong: {error}",
                              error=reason(e))) from e
    if first > count:
        raise InvalidSave(Msg("the code is damaged (it names a first player who is not "
                              "there)"))
    seed = r.varint()
    start = _position(r, variant, options, first) if version >= POSITION_VERSION else None
    try:
        game = (Game(players, seed, variant, options, None if first == 0 else first - 1)
                if start is None else start_game(start, players, seed))
    except ValueError as e:
        raise InvalidSave(Msg("the code's game cannot be set up: {error}",
                              error=reason(e))) from e
    n = r.varint()
    if n > MAX_ACTIONS:
        raise InvalidSave(Msg("the code is damaged (it claims more moves than a game has)"))
    for i in range(n):
        place = r.varint()
        if place == 0:
            text = r.text("move")
        else:
            legal = _legal_texts(game)
            if place > len(legal):
                raise InvalidSave(Msg("the code was changed or damaged: move {n} is not one "
                                      "the rules allow at that point", n=i + 1))
            text = legal[place - 1]
        try:
            game.apply(text)
        except IllegalAction as e:
            raise InvalidSave(Msg("the code was changed or damaged: move {n} ('{move}') is "
                                  "not legal: {error}", n=i + 1, move=text,
                                  error=reason(e))) from e
    if r.at != len(payload):
        raise InvalidSave(Msg("the code was changed or damaged (it has bytes no game uses)"))
    if _check(payload, game) != check:
        raise InvalidSave(Msg("the code was changed after it was made (its check does not "
                              "match)"))
    return game


def _position(r: _Reader, variant: str, options, first: int) -> Position:
    """The starting position a version-2 code holds (after its seed)."""
    size = r.varint()
    if size > MAX_POSITION:
        raise InvalidSave(Msg("the code is damaged (its starting position is far too long)"))
    packed = bytes(r.byte() for _ in range(size))
    try:
        unpacker = zlib.decompressobj()
        text = unpacker.decompress(packed, MAX_POSITION_TEXT).decode()
    except (zlib.error, UnicodeDecodeError) as e:
        raise InvalidSave(Msg("the code is damaged (its starting position cannot be "
                              "read)")) from e
    data, why = safe_json.read(text, max_chars=MAX_POSITION_TEXT)
    if why is not None or unpacker.unconsumed_tail:
        raise InvalidSave(Msg("the code is damaged (its starting position cannot be read)"))
    try:
        start = Position.from_dict(data, variant, options)
    except ValueError as e:
        raise InvalidSave(Msg("the code's starting position is wrong: {error}",
                              error=reason(e))) from e
    if first != start.first + 1:
        raise InvalidSave(Msg("the code is damaged (its starting position does not say who "
                              "started as the code does)"))
    return start


def prefix(game: Game, count: int) -> Game:
    """The game as it was after its first `count` actions (a replay's position)."""
    if not 0 <= count <= len(game.history):
        raise ValueError(f"the game has {len(game.history)} actions, not {count}")
    g = start_of(game)
    for text in game.history[:count]:
        g.apply(text)
    return g
