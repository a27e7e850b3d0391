"""The history of finished games: a versioned record per game, checked on the
way in, and its JSON and CSV forms for export and import.

A record (format version 1) is plain data:

    {"v": 1, "id": "...", "finished": "2026-12-01T02:22:29Z",
     "source": "app" | "counter" | "table", "variant": "pretty-clever",
     "players": [{"name": "Ann", "areas": {"yellow": 30, ...}, "foxes": 2,
                  "fox_value": 22, "total": 214}, ...],
     "winners": [0], "title": "Hats off to you!" | None}

`validate()` re-scores every record (area points, foxes at the weakest area,
the tie-break, the solo title), so an edited or damaged file is caught, not
believed. Imports never raise for a bad record: they return what they kept
and, for each record skipped, where it was and why.
"""

from __future__ import annotations

import csv
import io
import json
import re

from .variants import KNOWN, get_variant

VERSION = 1
FORMAT = "clever-history"
SOURCES = {"app": "played in the app", "counter": "counted", "table": "played with real dice"}
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
        raise ValueError("a game must be a set of named fields")
    if record.get("v") != VERSION:
        raise ValueError(f"unknown record version {record.get('v')!r} (this app reads {VERSION})")
    missing = [k for k in ("id", "finished", "source", "variant", "players", "winners", "title")
               if k not in record]
    if missing:
        raise ValueError(f"missing {', '.join(missing)}")
    ident = record["id"]
    if not isinstance(ident, str) or not 0 < len(ident) <= MAX_ID:
        raise ValueError("the game's id must be a short text")
    if not isinstance(record["finished"], str) or not _STAMP.match(record["finished"]):
        raise ValueError(f"the date {record['finished']!r} is not a UTC time like "
                         "2026-12-01T20:15:00Z")
    if record["source"] not in SOURCES:
        raise ValueError(f"unknown source {record['source']!r}")
    if record["variant"] not in KNOWN:
        raise ValueError(f"unknown game {record['variant']!r}")
    v = get_variant(record["variant"])
    players = record["players"]
    if not isinstance(players, list) or not 1 <= len(players) <= 4:
        raise ValueError("a game has 1 to 4 players")
    keys = []
    for seat, p in enumerate(players, 1):
        if not isinstance(p, dict) or not isinstance(p.get("name"), str) or \
                not p["name"].strip():
            raise ValueError(f"player {seat} has no name")
        areas = p.get("areas")
        if not isinstance(areas, dict) or set(areas) != set(v.area_order) or \
                not all(_is_int(areas[a]) for a in v.area_order):
            raise ValueError(f"{p['name']}: the points of {', '.join(v.area_order)} are needed")
        if not all(_is_int(p.get(k)) for k in ("foxes", "fox_value", "total")) or p["foxes"] < 0:
            raise ValueError(f"{p['name']}: foxes, fox value and total must be whole numbers")
        lowest = min(areas.values())
        if p["fox_value"] != lowest:
            raise ValueError(f"{p['name']}: a fox is worth the weakest area ({lowest}), "
                             f"not {p['fox_value']}")
        total = sum(areas.values()) + p["foxes"] * lowest
        if p["total"] != total:
            raise ValueError(f"{p['name']}: the total should be {total}, not {p['total']}")
        keys.append((total, max(areas.values())))
    best = max(keys)
    winners = [i for i, k in enumerate(keys) if k == best]
    if record["winners"] != winners:
        raise ValueError("the winners do not match the totals")
    title = v.solo_title(keys[0][0]) if len(players) == 1 else None
    if record["title"] != title:
        raise ValueError(f"the title should be {title!r}")
    return record


def make_record(ident: str, finished: str, source: str, variant: str, rows: list[dict]) -> dict:
    """A record from score rows as Game.scores() and count_scores() give them
    (each with "player", the area points, "foxes")."""
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
    best = max(keys)
    record = {"v": VERSION, "id": ident, "finished": finished, "source": source,
              "variant": v.name, "players": players,
              "winners": [i for i, k in enumerate(keys) if k == best],
              "title": v.solo_title(keys[0][0]) if len(players) == 1 else None}
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


def from_json(text: str) -> tuple[list[dict], list[str]]:
    """(records kept, newest first; one line per record skipped, saying why).
    Raises HistoryError when the text is not a history file at all."""
    try:
        data = json.loads(text)
    except (ValueError, TypeError) as e:
        raise HistoryError(f"this file is not readable as JSON ({e})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT or \
            not isinstance(data.get("games"), list):
        raise HistoryError("this file is not a history of games from this app")
    if data.get("version") != VERSION:
        raise HistoryError(f"this history has version {data.get('version')!r}; "
                           f"this app reads version {VERSION}")
    return _keep(data["games"], lambda n: f"game {n}")


def _keep(items, where) -> tuple[list[dict], list[str]]:
    kept, skipped, seen = [], [], set()
    for n, item in enumerate(items, 1):
        try:
            if isinstance(item, ValueError):  # a CSV game that could not be read
                raise item
            record = validate(item)
        except ValueError as e:
            skipped.append(f"{where(n)} skipped: {e}")
            continue
        if record["id"] in seen:
            skipped.append(f"{where(n)} skipped: the same game appears twice")
            continue
        seen.add(record["id"])
        kept.append(record)
    return newest_first(kept), skipped


# ----------------------------------------------------------------------
# CSV: one row per player of each game, for a spreadsheet

AREAS = ("yellow", "blue", "green", "orange", "purple", "grey", "pink")
CSV_COLUMNS = ("game_id", "finished", "source", "game", "seat", "player", *AREAS,
               "foxes", "fox_value", "total", "winner", "title")


def to_csv(records: list[dict]) -> str:
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\r\n")
    w.writerow(CSV_COLUMNS)
    for r in newest_first(records):
        for seat, p in enumerate(r["players"]):
            w.writerow([r["id"], r["finished"], r["source"], r["variant"], seat + 1, p["name"],
                        *(p["areas"].get(a, "") for a in AREAS), p["foxes"], p["fox_value"],
                        p["total"], "yes" if seat in r["winners"] else "no", r["title"] or ""])
    return out.getvalue()


def from_csv(text: str) -> tuple[list[dict], list[str]]:
    """As from_json, from to_csv's text (rows of one game must be together)."""
    rows = list(csv.reader(io.StringIO(text)))
    if not rows or tuple(c.strip() for c in rows[0]) != CSV_COLUMNS:
        raise HistoryError("this file is not a history of games from this app "
                           "(its first line must name the columns)")
    games: list[tuple[int, list]] = []   # (first line number, rows)
    for line, row in enumerate(rows[1:], 2):
        if not any(c.strip() for c in row):
            continue
        if games and games[-1][1][0][0] == row[0]:
            games[-1][1].append(row)
        else:
            games.append((line, [row]))
    items, lines = [], []
    for line, group in games:
        lines.append(line)
        try:
            items.append(_record_from_rows(group))
        except ValueError as e:
            items.append(e)
    return _keep(items, lambda n: f"the game on line {lines[n - 1]}")


def _record_from_rows(group: list[list[str]]) -> dict:
    if any(len(row) != len(CSV_COLUMNS) for row in group):
        raise ValueError(f"a line has not {len(CSV_COLUMNS)} columns")
    first = dict(zip(CSV_COLUMNS, group[0], strict=True))
    if first["game"] not in KNOWN:
        raise ValueError(f"unknown game {first['game']!r}")
    v = get_variant(first["game"])

    def number(text: str, what: str) -> int:
        try:
            return int(text)
        except ValueError:
            raise ValueError(f"{what} {text!r} is not a whole number") from None

    players, winners = [], []
    for seat, row in enumerate(group):
        cells = dict(zip(CSV_COLUMNS, row, strict=True))
        if number(cells["seat"], "seat") != seat + 1:
            raise ValueError("the players' seats are not 1, 2, ... in order")
        players.append({"name": cells["player"],
                        "areas": {a: number(cells[a], a) for a in v.area_order},
                        "foxes": number(cells["foxes"], "foxes"),
                        "fox_value": number(cells["fox_value"], "fox value"),
                        "total": number(cells["total"], "total")})
        if cells["winner"] == "yes":
            winners.append(seat)
    return {"v": VERSION, "id": first["game_id"], "finished": first["finished"],
            "source": first["source"], "variant": first["game"], "players": players,
            "winners": winners, "title": first["title"] or None}


def parse_file(text: str) -> tuple[list[dict], list[str]]:
    """An exported file, JSON or CSV by its content (the name may have changed)."""
    return from_json(text) if text.lstrip().startswith("{") else from_csv(text)
