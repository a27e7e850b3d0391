"""The history of finished games kept in the browser (localStorage, one key
named for the record version). No DOM and no `js` import: the storage is
passed in (window.localStorage in the page, a dict-backed fake in tests).

Every change writes the whole new list in one setItem, and the list in memory
changes only once that write succeeded: a full or blocked storage is reported
in words and the history stays as it was (localStorage writes are atomic, so
what was stored is still there).
"""

from __future__ import annotations

import hashlib
import secrets
from datetime import UTC, datetime

from clever.history import HistoryError, from_json, merge, newest_first, to_json
from clever.i18n import Msg

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
        self.damaged = False  # the stored text is no history: never overwritten blindly

    def load(self) -> list[dict]:
        """Read the stored history; never raises. A damaged store is reported
        (self.problem) and left untouched, so nothing is overwritten blindly."""
        self.problem = ""
        self.damaged = False
        try:
            text = self.storage.getItem(KEY) if self.storage is not None else None
        except Exception as exc:  # blocked storage: SecurityError
            self.problem = why_not_written(exc)
            self.records = []
            return self.records
        if not isinstance(text, str) or not text:
            self.records = []
            return self.records
        try:
            kept, skipped = from_json(text)
        except HistoryError as exc:
            self.problem = Msg("the stored history could not be read ({reason})",
                               reason=exc.args[0])
            self.damaged = True
            kept, skipped = [], []
        if skipped:
            self.problem = Msg("some stored games could not be read: {games}",
                               games=_joined(skipped))
        self.records = kept
        return self.records

    def _write(self, records: list[dict]) -> None:
        if self.damaged:
            raise StoreError(Msg("the stored history is damaged; export it or clear it first"))
        if self.storage is None:
            raise StoreError(why_not_written(RuntimeError("no storage")))
        try:
            self.storage.setItem(KEY, to_json(records))
        except Exception as exc:
            raise StoreError(why_not_written(exc)) from None
        self.records = newest_first(records)

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
