"""The history of finished games: a versioned record per game, checked on the
way in, and its JSON and CSV forms for export and import.

A record (format version 1) is plain data:

    {"v": 1, "id": "...", "finished": "2026-12-01T02:22:29Z",
     "source": "app" | "counter" | "table", "variant": "pretty-clever",
     "players": [{"name": "Ann", "areas": {"yellow": 30, ...}, "foxes": 2,
                  "fox_value": 22, "total": 214}, ...],
     "winners": [0], "title": "Hats off to you!" | None,
     "options": ["same_dice"], "table_players": 3}

The last two fields came later and are optional (a record without them, as
every record stored before them, is a game with no table options and every
sheet kept): "options" names the game's table options (sorted, e.g.
"same_dice", 4Ever's "white_as_blue"); "table_players" marks a table game
played with one phone per player (table option "own_sheet"): a game of that
many players of which the record holds only the phone owner's sheet. Such a
record is no solo game: no title and no winner (the others' scores are on
their phones).

`validate()` re-scores every record (area points, foxes at the weakest area,
the tie-break, the solo title), so an edited or damaged file is caught, not
believed. Imports never raise for a bad record: they return what they kept
and, for each record skipped, where it was and why; only a file that is no
history at all (not text, far too long or too deeply nested, not JSON, no
column line) raises, and only HistoryError.
"""

from __future__ import annotations

import csv
import io
import json
import re

from . import safe_json
from .counter import area_word, game_title
from .i18n import N_, Msg
from .variants import FAMILY_OPTIONS, KNOWN, get_variant, names

VERSION = 1
FORMAT = "clever-history"
SOURCES = {"app": N_("played in the app"), "counter": N_("counted"),
           "table": N_("played with real dice")}
_STAMP = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$")
MAX_ID = 80


class HistoryError(ValueError):
    """A file that is not a history at all (nothing in it is taken)."""


def _is_int(x) -> bool:
    return type(x) is int


def validate(record) -> dict:
    """The record itself if it is a well-formed, consistent record of this
    version; raises ValueError saying what is wrong otherwise."""
    if not isinstance(record, dict):
        raise ValueError(Msg("a game must be a set of named fields"))
    if record.get("v") != VERSION:
        raise ValueError(Msg("unknown record version {found} (this app reads {version})",
                             found=repr(record.get("v")), version=VERSION))
    missing = [k for k in ("id", "finished", "source", "variant", "players", "winners", "title")
               if k not in record]
    if missing:
        raise ValueError(Msg("missing {fields}", fields=", ".join(missing)))
    ident = record["id"]
    if not isinstance(ident, str) or not 0 < len(ident) <= MAX_ID:
        raise ValueError(Msg("the game's id must be a short text"))
    if not isinstance(record["finished"], str) or not _STAMP.match(record["finished"]):
        raise ValueError(Msg("the date {date} is not a UTC time like {example}",
                             date=repr(record["finished"]), example="2026-12-01T20:15:00Z"))
    # a list or an object here is no name (and cannot be looked up: unhashable)
    if not isinstance(record["source"], str) or record["source"] not in SOURCES:
        raise ValueError(Msg("unknown source {source}", source=repr(record["source"])))
    if not isinstance(record["variant"], str) or record["variant"] not in KNOWN:
        raise ValueError(Msg("unknown game {game}", game=repr(record["variant"])))
    v = get_variant(record["variant"])
    _check_options(record, v)
    table = _check_table(record)
    players = record["players"]
    if not isinstance(players, list) or not 1 <= len(players) <= 4:
        raise ValueError(Msg("a game has 1 to 4 players"))
    if table and len(players) != 1:
        raise ValueError(Msg("a game played with one phone per player keeps one sheet only"))
    keys = []
    for seat, p in enumerate(players, 1):
        if not isinstance(p, dict) or not isinstance(p.get("name"), str) or \
                not p["name"].strip():
            raise ValueError(Msg("player {seat} has no name", seat=seat))
        name = p["name"]
        areas = p.get("areas")
        if not isinstance(areas, dict) or set(areas) != set(v.area_order) or \
                not all(_is_int(areas[a]) for a in v.area_order):
            raise ValueError(Msg("{name}: the points of {areas} are needed", name=name,
                                 areas=_words(v.area_order)))
        if not all(_is_int(p.get(k)) for k in ("foxes", "fox_value", "total")) or p["foxes"] < 0:
            raise ValueError(Msg("{name}: foxes, fox value and total must be whole numbers",
                                 name=name))
        lowest = min(areas.values())
        if p["fox_value"] != lowest:
            raise ValueError(Msg("{name}: a fox is worth the weakest area ({lowest}), not {got}",
                                 name=name, lowest=lowest, got=p["fox_value"]))
        total = sum(areas.values()) + p["foxes"] * lowest
        if p["total"] != total:
            raise ValueError(Msg("{name}: the total should be {total}, not {got}", name=name,
                                 total=total, got=p["total"]))
        keys.append((total, max(areas.values())))
    winners, title = _ranking(v, keys, table)
    if record["winners"] != winners:
        raise ValueError(Msg("the winners do not match the totals"))
    if record["title"] != title:
        raise ValueError(Msg("the title should be {title}", title=repr(title)))
    return record


def table_options(variant) -> list[str]:
    """The table options of a variant (with options) a record keeps: the
    rules' options, not how the game was played (one phone per player)."""
    known = {**FAMILY_OPTIONS, **variant.data.OPTIONS}
    return sorted(o for o in variant.options if o in known)


def _check_options(record: dict, v) -> None:
    options = record.get("options", [])
    known = {**FAMILY_OPTIONS, **v.data.OPTIONS}
    if not isinstance(options, list) or not all(isinstance(o, str) for o in options):
        raise ValueError(Msg("the table options must be a list of option names"))
    for o in options:
        if o not in known:
            raise ValueError(Msg("{option} is not a table option of {game}", option=repr(o),
                                 game=game_title(v)))
    if options != sorted(set(options)):
        raise ValueError(Msg("the table options must be named once each, in order"))


def _check_table(record: dict) -> int | None:
    """The number of players of a one-phone-per-player table game, or None."""
    if "table_players" not in record or record["table_players"] is None:
        return None
    n = record["table_players"]
    if not _is_int(n) or not 2 <= n <= 4:
        raise ValueError(Msg("a table game with one phone per player has 2 to 4 players, "
                             "not {found}", found=repr(n)))
    if record["source"] != "table":
        raise ValueError(Msg("only a game played with real dice can keep one player's sheet"))
    return n


def _ranking(v, keys: list[tuple], table: int | None) -> tuple[list[int], object]:
    """(winners, solo title) of the players' (total, best area) keys: none of
    either for one sheet of a table game (the others' scores are elsewhere)."""
    if table:
        return [], None
    best = max(keys)
    winners = [i for i, k in enumerate(keys) if k == best]
    return winners, (v.solo_title(keys[0][0]) if len(keys) == 1 else None)


def is_solo(record: dict) -> bool:
    """A game of one player (not one sheet of a table game)."""
    return len(record["players"]) == 1 and not record.get("table_players")


def table_size(record: dict) -> int:
    """How many played the game (a table game's other sheets included)."""
    return record.get("table_players") or len(record["players"])


def _words(keys) -> Msg:
    """"yellow, blue, green" with each name in the reader's language."""
    words = [area_word(k) for k in keys]
    text = Msg("{first}", first=words[0])
    for word in words[1:]:
        text = Msg("{first}, {next}", first=text, next=word)
    return text


def make_record(ident: str, finished: str, source: str, variant: str, rows: list[dict],
                options=(), table_players: int | None = None) -> dict:
    """A record from score rows as Game.scores() and count_scores() give them
    (each with "player", the area points, "foxes"); options: the game's table
    options; table_players: the players of a one-phone-per-player game whose
    rows are the owner's sheet only."""
    v = get_variant(variant)
    players = []
    keys = []
    for r in rows:
        areas = {a: r[a] for a in v.area_order}
        lowest = min(areas.values())
        total = sum(areas.values()) + r["foxes"] * lowest
        players.append({"name": r["player"], "areas": areas, "foxes": r["foxes"],
                        "fox_value": lowest, "total": total})
        keys.append((total, max(areas.values())))
    winners, title = _ranking(v, keys, table_players)
    record = {"v": VERSION, "id": ident, "finished": finished, "source": source,
              "variant": v.name, "players": players, "winners": winners, "title": title,
              "options": sorted(set(options))}
    if table_players:
        record["table_players"] = table_players
    return validate(record)


def newest_first(records: list[dict]) -> list[dict]:
    return sorted(records, key=lambda r: (r["finished"], r["id"]), reverse=True)


def merge(kept: list[dict], incoming: list[dict]) -> tuple[list[dict], int]:
    """kept plus the incoming records it does not hold yet (by id), newest
    first, and how many were new."""
    known = {r["id"] for r in kept}
    new = []
    for r in incoming:
        if r["id"] not in known:
            known.add(r["id"])
            new.append(r)
    return newest_first(list(kept) + new), len(new)


# ----------------------------------------------------------------------
# JSON

def to_json(records: list[dict]) -> str:
    return json.dumps({"format": FORMAT, "version": VERSION,
                       "games": newest_first(records)}, indent=1, ensure_ascii=False) + "\n"


def _file_text(text) -> str:
    """The file's text (bytes read as UTF-8, a spreadsheet's byte order mark
    dropped); HistoryError for what is no text or far too long to be ours."""
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise HistoryError(Msg("this file is not text (or not in UTF-8)")) from None
    if not isinstance(text, str):
        raise HistoryError(Msg("this file is not text (or not in UTF-8)"))
    if len(text) > safe_json.MAX_CHARS:
        raise HistoryError(Msg("this file is too long to be a history of games ({size} "
                               "characters; at most {limit})", size=len(text),
                               limit=safe_json.MAX_CHARS))
    return text.removeprefix("\ufeff")


def from_json(text: str) -> tuple[list[dict], list[str]]:
    """(records kept, newest first; one line per record skipped, saying why).
    Raises HistoryError when the text is not a history file at all."""
    text = _file_text(text)
    # nesting is measured before parsing: deep JSON overflows the stack (in
    # the browser a crash no except can catch)
    why = safe_json.too_big(text)
    if why is not None:
        raise HistoryError(Msg("this file is not readable as JSON ({error})", error=why))
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as e:
        raise HistoryError(Msg("this file is not readable as JSON ({error})", error=str(e))) \
            from None
    if not isinstance(data, dict) or data.get("format") != FORMAT or \
            not isinstance(data.get("games"), list):
        raise HistoryError(Msg("this file is not a history of games from this app"))
    if data.get("version") != VERSION:
        raise HistoryError(Msg("this history has version {found}; this app reads version "
                               "{version}", found=repr(data.get("version")), version=VERSION))
    return _keep(data["games"], lambda n, why: Msg("game {n} skipped: {reason}", n=n,
                                                   reason=why))


def _keep(items, where) -> tuple[list[dict], list[str]]:
    kept, skipped, seen = [], [], set()
    for n, item in enumerate(items, 1):
        try:
            if isinstance(item, ValueError):  # a CSV game that could not be read
                raise item
            record = validate(item)
        except ValueError as e:
            skipped.append(where(n, e.args[0] if e.args else str(e)))
            continue
        if record["id"] in seen:
            skipped.append(where(n, Msg("the same game appears twice")))
            continue
        seen.add(record["id"])
        kept.append(record)
    return newest_first(kept), skipped


# ----------------------------------------------------------------------
# CSV: one row per player of each game, for a spreadsheet


def _every_area() -> tuple[str, ...]:
    """Every game's areas, one column each (a game leaves the others' empty),
    in the order the games came (their numbers in game codes): a game that
    brings a new area adds its column after the others', and the files
    written before it still import (their rows read as _upgraded says)."""
    return tuple(dict.fromkeys(a for name in names() for a in get_variant(name).areas))


AREAS = _every_area()


def _columns(areas, *last) -> tuple[str, ...]:
    return ("game_id", "finished", "source", "game", "seat", "player", *areas,
            "foxes", "fox_value", "total", "winner", "title", *last)


OLD_COLUMNS = _columns(AREAS[:7])  # before the table options were kept
# options: the table options separated by spaces; table_players: see the module doc
SILVERLESS_COLUMNS = _columns(AREAS[:7], "options", "table_players")  # before Twice as Clever
CSV_COLUMNS = _columns(AREAS, "options", "table_players")

# A text cell starting with one of these a spreadsheet runs as a formula (a
# player named "=HYPERLINK(...)"): it is written with a "'" in front, which
# spreadsheets show as text (OWASP's advice). A text that already starts with
# "'"s and then such a character gets one more, so the import takes exactly
# one off wherever one was added and every name comes back as it was.
_FORMULA = re.compile(r"'*[=+\-@\t\r]")


def _text_out(text: str) -> str:
    return "'" + text if _FORMULA.match(text) else text


def _text_in(cell: str) -> str:
    return cell[1:] if cell.startswith("'") and _FORMULA.match(cell, 1) else cell


def to_csv(records: list[dict]) -> str:
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\r\n")
    w.writerow(CSV_COLUMNS)
    for r in newest_first(records):
        for seat, p in enumerate(r["players"]):
            w.writerow([_text_out(r["id"]), r["finished"], r["source"], r["variant"], seat + 1,
                        _text_out(p["name"]), *(p["areas"].get(a, "") for a in AREAS),
                        p["foxes"], p["fox_value"], p["total"],
                        "yes" if seat in r["winners"] else "no", _text_out(r["title"] or ""),
                        " ".join(r.get("options", [])), r.get("table_players") or ""])
    return out.getvalue()


def _csv_rows(text: str) -> list[tuple[int, list[str] | None]]:
    """(line number, cells) per row; cells None for a row the csv module
    cannot read (a cell over its size limit). newline="" lets it take bare
    CR line ends, and a CR inside a cell, as it takes CR LF."""
    reader = csv.reader(io.StringIO(text, newline=""))
    rows, done = [], 0
    while True:
        try:
            row = next(reader)
        except StopIteration:
            return rows
        except csv.Error:
            if reader.line_num == done:  # nothing more was read: stop, never spin
                return rows
            row = None
        rows.append((done + 1, row))
        done = reader.line_num


def from_csv(text: str) -> tuple[list[dict], list[str]]:
    """As from_json, from to_csv's text (rows of one game must be together)."""
    rows = _csv_rows(_file_text(text))
    head = tuple(c.strip() for c in rows[0][1]) if rows and rows[0][1] is not None else ()
    if head in _EARLIER:     # a file exported before some columns came
        rows = [(line, _upgraded(row, _EARLIER[head])) for line, row in rows]
    elif head != CSV_COLUMNS:
        raise HistoryError(Msg("this file is not a history of games from this app "
                               "(its first line must name the columns)"))
    games: list[tuple[int, list | None]] = []   # (first line number, rows or None)
    for line, row in rows[1:]:
        if row is None:
            games.append((line, None))
            continue
        if not any(c.strip() for c in row):
            continue
        if games and games[-1][1] is not None and games[-1][1][0][0] == row[0]:
            games[-1][1].append(row)
        else:
            games.append((line, [row]))
    items, lines = [], []
    for line, group in games:
        lines.append(line)
        if group is None:
            items.append(ValueError(Msg("the line cannot be read (a cell in it is far too "
                                        "long)")))
            continue
        try:
            items.append(_record_from_rows(group))
        except ValueError as e:
            items.append(e)
    return _keep(items, lambda n, why: Msg("the game on line {line} skipped: {reason}",
                                           line=lines[n - 1], reason=why))


# an earlier header -> the earlier forms its rows may have (a row already in
# a later form is read as it is)
_EARLIER = {OLD_COLUMNS: (OLD_COLUMNS, SILVERLESS_COLUMNS), SILVERLESS_COLUMNS:
            (SILVERLESS_COLUMNS,)}


def _upgraded(row: list[str] | None, forms) -> list[str] | None:
    """A row of an earlier form in today's columns, the new ones empty."""
    for form in forms:
        if row is not None and len(row) == len(form):
            cells = dict(zip(form, row, strict=True))
            return [cells.get(c, "") for c in CSV_COLUMNS]
    return row


def _record_from_rows(group: list[list[str]]) -> dict:
    if any(len(row) != len(CSV_COLUMNS) for row in group):
        raise ValueError(Msg("a line has not {n} columns", n=len(CSV_COLUMNS)))
    first = dict(zip(CSV_COLUMNS, group[0], strict=True))
    if first["game"] not in KNOWN:
        raise ValueError(Msg("unknown game {game}", game=repr(first["game"])))
    v = get_variant(first["game"])

    def number(text: str, what) -> int:
        try:
            return int(text)
        except ValueError:
            raise ValueError(Msg("{what} {text} is not a whole number", what=what,
                                 text=repr(text))) from None

    players, winners = [], []
    for seat, row in enumerate(group):
        cells = dict(zip(CSV_COLUMNS, row, strict=True))
        if number(cells["seat"], Msg("seat")) != seat + 1:
            raise ValueError(Msg("the players' seats are not 1, 2, ... in order"))
        players.append({"name": _text_in(cells["player"]),
                        "areas": {a: number(cells[a], area_word(a)) for a in v.area_order},
                        "foxes": number(cells["foxes"], area_word("foxes")),
                        "fox_value": number(cells["fox_value"], Msg("fox value")),
                        "total": number(cells["total"], Msg("total"))})
        if cells["winner"] == "yes":
            winners.append(seat)
    record = {"v": VERSION, "id": _text_in(first["game_id"]), "finished": first["finished"],
              "source": first["source"], "variant": first["game"], "players": players,
              "winners": winners, "title": _text_in(first["title"]) or None,
              "options": first["options"].split()}
    if first["table_players"].strip():
        record["table_players"] = number(first["table_players"], Msg("players at the table"))
    return record


def parse_file(text: str) -> tuple[list[dict], list[str]]:
    """An exported file, JSON or CSV by its content (the name may have changed).
    Raises only HistoryError, for a file that is no history at all."""
    text = _file_text(text)
    return from_json(text) if text.lstrip().startswith("{") else from_csv(text)
