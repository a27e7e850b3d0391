"""The one way the pages read and write the browser's storage (localStorage).

A stored value is text that anything may have changed: another tab, another
version of this site, a full disk, a player with the browser's tools. So every
read returns a value or a reason and never raises (`getItem` itself throws
where storage is blocked; the text may be huge, nested deeply enough to kill
Python, or of the wrong shape), and every write returns None or the reason it
failed, in words, instead of raising (a full storage throws QuotaExceededError).

What cannot be read is never thrown away and never overwritten: it is set
aside, each under a key of its own (KEPT_PREFIX and a fresh name), with what it
was, when and why it was set aside. `kept` lists them (the history page shows
them, to resume, download or delete). A key of its own each means setting a
second thing aside cannot overwrite the first, and one damaged entry cannot
hide the others.

No DOM and no `js` import: the storage is passed in (window.localStorage in a
page, a dict-backed fake in CPython tests). See docs/storage.md.
"""

from __future__ import annotations

import json
import secrets
from datetime import UTC, datetime

from clever import safe_json
from clever.i18n import N_, Msg

SESSION_KEY = "clever.session.v1"   # the game in progress (session.py's JSON)
SETUP_KEY = "clever.setup.v1"       # the last new-game choices
DAILY_KEY = "clever.daily.v1"       # the daily challenge's record (daily.py)
HISTORY_KEY = "clever.history.v1"   # the finished games (history_store.py)
KEPT_PREFIX = "clever.kept.v1."     # one key per thing set aside
# where earlier versions put a game aside, one key each (each overwrote the
# last): still listed, so what they hold can be resumed or downloaded
OLD_KEPT = {"clever.session.broken": "unreadable", "clever.session.before-link": "link"}
KEPT_FORMAT = "clever-kept"
KEPT_VERSION = 1
# a set-aside history may be as long as a history may be, plus its wrapping
KEPT_MAX_CHARS = 2 * safe_json.MAX_CHARS + 10_000

# what a kept entry holds, in players' words
WHAT = {
    "game": N_("a game in progress"),
    "setup": N_("the last new-game choices"),
    "daily": N_("the record of daily challenges"),
    "history": N_("the history of games"),
    "history-games": N_("games from the history"),
    "unknown": N_("something this version cannot read"),
}
# why it was set aside
WHY = {
    "unreadable": N_("it could not be read"),
    "link": N_("a game opened from a link took its place"),
    "resumed": N_("a kept game was resumed in its place"),
    "new": N_("a new game took its place"),
}


def why_not_written(exc: BaseException) -> Msg:
    """A failed setItem in words: a full storage, or one that takes nothing."""
    text = f"{type(exc).__name__} {exc}".lower()
    if "quota" in text:
        return Msg("the browser's storage for this site is full")
    return Msg("this browser does not let the site store anything (private mode or "
               "blocked storage?)")


def get_text(storage, key: str):
    """(the stored text or None when there is none, None or why it could not
    be read). Never raises."""
    if storage is None:
        return None, Msg("this browser does not let the site store anything (private mode or "
                         "blocked storage?)")
    try:
        text = storage.getItem(key)
    except Exception as exc:  # noqa: BLE001 - blocked storage throws SecurityError
        return None, why_not_written(exc)
    # JavaScript null (jsnull in Pyodide) is no str: no value stored
    return (text, None) if isinstance(text, str) else (None, None)


def read(storage, key: str, *, max_chars: int = safe_json.MAX_CHARS):
    """(value, text, reason): the stored JSON read (None, None, None when there
    is none); an unreadable one gives its text, if any, and why. Never raises."""
    text, problem = get_text(storage, key)
    if text is None:
        return None, None, problem
    value, problem = safe_json.read(text, max_chars=max_chars)
    return value, text, problem


def write(storage, key: str, text: str):
    """None once `text` is stored under `key`, else why not (in words)."""
    if storage is None:
        return why_not_written(RuntimeError("no storage"))
    try:
        storage.setItem(key, text)
    except Exception as exc:  # noqa: BLE001 - QuotaExceededError, SecurityError
        return why_not_written(exc)
    return None


def remove(storage, key: str):
    """None once nothing is stored under `key`, else why not."""
    if storage is None:
        return None
    try:
        storage.removeItem(key)
    except Exception as exc:  # noqa: BLE001
        return why_not_written(exc)
    return None


def now_stamp() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def keep_aside(storage, what: str, why: str, text: str, reason: str = "",
               when: str | None = None):
    """Keep `text` under a key of its own, never one in use: (its key, None),
    or (None, why it could not be kept). `reason`: what was wrong with it, in
    the words the player was shown."""
    when = when or now_stamp()
    entry = json.dumps({"format": KEPT_FORMAT, "version": KEPT_VERSION, "what": what,
                        "why": why, "when": when, "reason": str(reason), "text": text},
                       ensure_ascii=False)
    for _try in range(5):
        key = f"{KEPT_PREFIX}{when}.{secrets.token_hex(3)}"
        held, problem = get_text(storage, key)
        if problem is not None:
            return None, problem
        if held is None:
            problem = write(storage, key, entry)
            return (None, problem) if problem is not None else (key, None)
    return None, Msg("no free place was found to keep it")


def set_aside(storage, key: str, what: str, why: str, reason: str = ""):
    """Move what is stored under `key` to a kept entry: None once done (or
    nothing was there), else why not (then it stays where it was)."""
    text, problem = get_text(storage, key)
    if problem is not None or text is None:
        return problem
    kept_key, problem = keep_aside(storage, what, why, text, reason)
    if problem is not None:
        return problem
    return remove(storage, key)


def _keys(storage) -> list[str]:
    """Every key stored, or none where the storage cannot be listed."""
    try:
        count = int(storage.length)
        keys = [storage.key(i) for i in range(count)]
    except Exception:  # noqa: BLE001 - blocked storage, or no storage
        return []
    return [k for k in keys if isinstance(k, str)]


def _entry(key: str, text: str) -> dict:
    """A kept entry read from its stored text: an unreadable one is listed as
    what it is (its text can still be downloaded or deleted)."""
    if key in OLD_KEPT:
        return {"key": key, "what": "game", "why": OLD_KEPT[key], "when": "", "reason": "",
                "text": text}
    data, _problem = safe_json.read(text, max_chars=KEPT_MAX_CHARS)
    if not (isinstance(data, dict) and data.get("format") == KEPT_FORMAT
            and isinstance(data.get("text"), str)):
        return {"key": key, "what": "unknown", "why": "unreadable", "when": "", "reason": "",
                "text": text}

    def field(name, known=None):
        value = data.get(name)
        if not isinstance(value, str) or (known is not None and value not in known):
            return "unknown" if known is WHAT else "unreadable" if known is WHY else ""
        return value

    return {"key": key, "what": field("what", WHAT), "why": field("why", WHY),
            "when": field("when"), "reason": field("reason"), "text": data["text"]}


def kept(storage) -> list[dict]:
    """Everything set aside, newest first: each a dict of key, what (a key of
    WHAT), why (of WHY), when, reason and text. Never raises."""
    out = []
    for key in _keys(storage):
        if key.startswith(KEPT_PREFIX) or key in OLD_KEPT:
            text, _problem = get_text(storage, key)
            if text is not None:
                out.append(_entry(key, text))
    return sorted(out, key=lambda e: (e["when"], e["key"]), reverse=True)


def drop(storage, key: str):
    """Delete a kept entry (only a kept one): None once gone, else why not."""
    if not (key.startswith(KEPT_PREFIX) or key in OLD_KEPT):
        return Msg("it is not something kept aside")
    return remove(storage, key)


def file_name(entry: dict) -> str:
    """A download's name for a kept entry: its kind and date, .json."""
    when = "".join(c for c in entry["when"] if c.isascii() and c.isalnum()) or "kept"
    return f"clever-{entry['what']}-{when}.json"


def setup_from(value) -> dict:
    """The last new-game choices from their stored value (clever.setup.v1),
    each part kept only in the shape the form expects: a part of another shape
    is left out (the form's default), never passed on to fail later."""
    data = value if isinstance(value, dict) else {}
    out: dict = {"options": [o for o in data.get("options") if isinstance(o, str)]
                 if isinstance(data.get("options"), list) else []}
    if isinstance(data.get("variant"), str):
        out["variant"] = data["variant"]
    if isinstance(data.get("undo"), bool):
        out["undo"] = data["undo"]
    seats = data.get("seats")
    if (isinstance(seats, list) and 1 <= len(seats) <= 4
            and all(isinstance(x, dict) and isinstance(x.get("name"), str)
                    and x.get("kind") in ("person", "computer") for x in seats)):
        out["seats"] = [{"name": x["name"], "kind": x["kind"],
                         **({"level": x["level"]} if isinstance(x.get("level"), str) else {})}
                        for x in seats]
    return out
