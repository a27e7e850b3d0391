"""The history of finished games kept in the browser (localStorage, one key
named for the record version). No DOM and no `js` import: the storage is
passed in (window.localStorage in the page, a dict-backed fake in tests).

Every change writes the whole new list in one setItem, and the list in memory
changes only once that write succeeded: a full or blocked storage is reported
in words and the history stays as it was (localStorage writes are atomic, so
what was stored is still there).

Nothing stored is dropped: a stored history that cannot be read at all, and
single games in it that cannot be read, are set aside (store.py: kept entries,
listed on the history page) before the next write, which then starts from the
games that could be read.
"""

from __future__ import annotations

import hashlib
import json
import secrets
from datetime import UTC, datetime

from clever import safe_json
from clever.history import FORMAT, VERSION, from_json, merge, newest_first, to_json, validate
from clever.i18n import Msg

from . import store as kept_store

KEY = "clever.history.v1"


class StoreError(Exception):
    """Something a player should read: why the history could not be changed
    (args[0] a Msg, shown through `_()`)."""


def why_not_written(exc: BaseException) -> Msg:
    text = str(exc)
    if "quota" in text.lower() or "QuotaExceeded" in type(exc).__name__:
        return Msg("the browser's storage for this site is full, so this game was not added "
                   "to the history (delete old games or export and clear them)")
    return Msg("this browser does not let the site store anything (private mode or blocked "
               "storage?), so the history cannot be kept")


class HistoryStore:
    def __init__(self, storage):
        self.storage = storage
        self.records: list[dict] = []
        self.problem = ""   # why the stored history could not be read, if it could not (a Msg)
        self.damaged = False  # the stored text is no history: set aside before a write
        self.text = None      # the stored text, as read
        self.unreadable: list = []  # stored games that could not be read, as they are

    def load(self) -> list[dict]:
        """Read the stored history; never raises. What cannot be read is
        reported (self.problem) and kept as it is until the next write sets it
        aside, so nothing is overwritten blindly."""
        self.problem = ""
        self.damaged = False
        self.unreadable = []
        self.records = []
        self.text, problem = kept_store.get_text(self.storage, KEY)
        if problem is not None:  # blocked storage: SecurityError
            self.problem = Msg("{why}, so the history cannot be kept", why=problem)
            return self.records
        if not self.text:
            return self.records
        # depth and size first: json.loads of a deeply nested text kills Pyodide
        data, problem = safe_json.read(self.text)
        if problem is None:
            try:
                kept, skipped = from_json(self.text)
            except Exception as exc:  # noqa: BLE001 - HistoryError, or anything odd
                problem = exc.args[0] if exc.args else type(exc).__name__
        if problem is not None:
            self.problem = Msg("the stored history could not be read ({reason})",
                               reason=problem)
            self.damaged = True
            return self.records
        if skipped:
            self.problem = Msg("some stored games could not be read: {games}",
                               games=_joined(skipped))
            self.unreadable = _unreadable(data.get("games"))
        self.records = kept
        return self.records

    def set_aside(self) -> None:
        """Put what could not be read into kept entries (store.py), so a write
        may start from the games that could be read. Raises StoreError, having
        changed nothing stored, when it cannot be kept."""
        if self.damaged:
            problem = kept_store.keep_aside(self.storage, "history", "unreadable", self.text,
                                            str(self.problem))[1]
            if problem is not None:
                raise StoreError(Msg("{why}, so the unreadable history could not be set "
                                     "aside", why=problem))
            self.damaged = False
        if self.unreadable:
            text = history_text(self.unreadable)
            problem = kept_store.keep_aside(self.storage, "history-games", "unreadable", text,
                                            str(self.problem))[1]
            if problem is not None:
                raise StoreError(Msg("{why}, so the unreadable games could not be set "
                                     "aside", why=problem))
            self.unreadable = []

    def start_afresh(self) -> None:
        """Set aside what cannot be read, and store the games that can be read
        alone. Raises StoreError, having changed nothing, where it cannot."""
        self._write(self.records)

    def _write(self, records: list[dict]) -> None:
        if self.storage is None:
            raise StoreError(why_not_written(RuntimeError("no storage")))
        self.set_aside()
        text = to_json(records)
        try:
            self.storage.setItem(KEY, text)
        except Exception as exc:
            raise StoreError(why_not_written(exc)) from None
        self.records = newest_first(records)
        self.text = text

    def add(self, record: dict) -> bool:
        """Keep a finished game (once: its id decides); False if already kept."""
        if any(r["id"] == record["id"] for r in self.records):
            return False
        self._write([record, *self.records])
        return True

    def delete(self, ident: str) -> None:
        self._write([r for r in self.records if r["id"] != ident])

    def import_records(self, incoming: list[dict]) -> int:
        merged, added = merge(self.records, incoming)
        if added:
            self._write(merged)
        return added

    def find(self, ident: str) -> dict | None:
        return next((r for r in self.records if r["id"] == ident), None)

    def export_json(self) -> str:
        return to_json(self.records)


def _unreadable(games) -> list:
    """The stored games that the engine's reading skips (each as it is stored):
    those it cannot validate, and a second game with an id already seen."""
    out, seen = [], set()
    for item in games if isinstance(games, list) else []:
        try:
            ident = validate(item)["id"]
        except Exception:  # noqa: BLE001 - whatever is wrong with it
            out.append(item)
            continue
        if ident in seen:
            out.append(item)
        seen.add(ident)
    return out


def history_text(games: list) -> str:
    """Games as a history file of this version, as they are (one that an
    import reads, skipping what it still cannot read)."""
    return json.dumps({"format": FORMAT, "version": VERSION, "games": games},
                      indent=1, ensure_ascii=False) + "\n"


def _joined(texts: list) -> Msg:
    """Texts (Msgs) as one, separated by semicolons, each translated when shown."""
    out = Msg("{first}", first=texts[0])
    for text in texts[1:]:
        out = Msg("{first}; {next}", first=out, next=text)
    return out


def open_store(window) -> HistoryStore:
    """The page's history, loaded; reading window.localStorage itself throws
    where storage is blocked, which becomes the store's reported problem."""
    try:
        storage = window.localStorage
    except Exception as exc:
        store = HistoryStore(None)
        store.problem = why_not_written(exc)
        return store
    store = HistoryStore(storage)
    store.load()
    return store


def now_stamp() -> str:
    """The current time as the history records it (UTC, to the second)."""
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def new_id(source: str) -> str:
    return f"{source}-{now_stamp()}-{secrets.token_hex(3)}"


def game_id(game) -> str:
    """One id per finished game in the app, the same each time it is asked
    for (a reload of a finished game must not add it twice)."""
    key = repr((game.variant.name, game.seed, tuple(game.players), tuple(game.history)))
    return "app-" + hashlib.sha256(key.encode()).hexdigest()[:20]
