"""What the browser keeps (web/cleverweb/store.py and its readers) over a fake
localStorage: whatever a stored value holds, reading it never raises and the
page can start; what cannot be read is kept aside, never overwritten, and
listed; a full storage is reported in words."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))

from cleverweb import daily, history_store, screens, store  # noqa: E402
from cleverweb.history_store import HistoryStore  # noqa: E402
from cleverweb.session import Seat, Session  # noqa: E402

import clever  # noqa: E402
from clever import safe_json  # noqa: E402
from clever.counter import count_scores  # noqa: E402
from clever.history import make_record  # noqa: E402

DEEP = "[" * 100_000
KEYS = (store.SESSION_KEY, store.SETUP_KEY, store.DAILY_KEY, store.HISTORY_KEY,
        "clever.session.broken", "clever.session.before-link", store.KEPT_PREFIX + "x")


class Quota(Exception):
    """What a full storage throws (a DOMException named QuotaExceededError)."""

    def __init__(self):
        super().__init__("QuotaExceededError: the quota has been exceeded")


class Storage:
    """localStorage over a dict: `full` makes setItem throw as a full storage
    does, `blocked` makes every call throw as a switched-off one does."""

    def __init__(self, items=None):
        self.items: dict[str, str] = dict(items or {})
        self.full = False
        self.blocked = False

    def _check(self):
        if self.blocked:
            raise RuntimeError("SecurityError: access is denied for this document")

    def getItem(self, key):  # noqa: N802 - the browser's names
        self._check()
        return self.items.get(key)

    def setItem(self, key, value):  # noqa: N802
        self._check()
        if self.full:
            raise Quota()
        self.items[key] = str(value)

    def removeItem(self, key):  # noqa: N802
        self._check()
        self.items.pop(key, None)

    @property
    def length(self):
        self._check()
        return len(self.items)

    def key(self, i):
        self._check()
        return list(self.items)[i] if 0 <= i < len(self.items) else None


def kept_texts(storage) -> list[str]:
    return [e["text"] for e in store.kept(storage)]


def record(ident, when="2026-12-01T10:00:00Z"):
    rows = count_scores([("Ann", {"yellow": 30, "blue": 7, "green": 8, "orange": 44,
                                  "purple": 38, "foxes": 2})])["players"]
    return make_record(ident, when, "counter", "pretty-clever", rows)


def saved_game() -> dict:
    s = Session.new(clever, [Seat("Ann")], seed=3)
    s.game.apply("roll")
    s.game.apply(next(a for a in s.game.legal_actions() if a.area == "green"))
    return json.loads(s.to_json())


# ----------------------------------------------------------------------
# reading and writing

def test_a_read_never_raises_and_says_why_it_failed():
    storage = Storage({store.SETUP_KEY: DEEP, store.DAILY_KEY: '{"best": {}}'})
    assert store.read(storage, store.DAILY_KEY) == ({"best": {}}, '{"best": {}}', None)
    assert store.read(storage, "absent") == (None, None, None)
    value, text, why = store.read(storage, store.SETUP_KEY)
    assert value is None and text == DEEP and "nested too deeply" in why
    storage.blocked = True
    value, text, why = store.read(storage, store.DAILY_KEY)
    assert value is None and "does not let the site store anything" in why
    assert store.get_text(None, store.DAILY_KEY)[1] is not None


def test_a_write_to_a_full_or_blocked_storage_says_so_instead_of_raising():
    storage = Storage()
    assert store.write(storage, store.SETUP_KEY, "{}") is None
    storage.full = True
    assert store.write(storage, store.SETUP_KEY, "[]") == "the browser's storage for this " \
                                                           "site is full"
    storage.blocked = True
    assert "does not let the site store" in store.write(storage, store.SETUP_KEY, "[]")
    assert storage.items[store.SETUP_KEY] == "{}"


# ----------------------------------------------------------------------
# a stored game, whatever it holds, never stops the page

@pytest.mark.parametrize("change", [
    lambda d: d["game"]["actions"].__setitem__(1, "use white green \u00b2"),  # ValueError
    lambda d: d["game"].__setitem__("variant", []),                            # TypeError
    lambda d: d.__setitem__("game", json.loads("[" * 30 + "]" * 30)),
])
def test_a_stored_game_that_cannot_be_replayed_gives_a_reason_not_an_error(change):
    data = saved_game()
    change(data)
    session, why = Session.read_saved(clever, json.dumps(data))
    assert session is None and why


def test_a_seat_level_of_the_wrong_shape_is_dropped_and_the_game_goes_on():
    data = saved_game()
    data["seats"][0]["level"] = []
    session, why = Session.read_saved(clever, json.dumps(data))
    assert why is None and session.seats[0].level == ""


def test_whatever_the_engine_raises_while_replaying_the_page_gets_a_reason(monkeypatch):
    def broken(text):
        raise IndexError("list index out of range")

    monkeypatch.setattr(clever, "load_game", broken)
    session, why = Session.read_saved(clever, json.dumps(saved_game()))
    assert session is None and why == "its moves could not be replayed (IndexError)"


def test_a_deeply_nested_game_is_refused_before_it_is_parsed(monkeypatch):
    parsed = []
    monkeypatch.setattr(json, "loads", lambda *a, **k: parsed.append(a) or {})
    session, why = Session.read_saved(clever, DEEP)
    assert session is None and "nested too deeply" in why and parsed == []


@pytest.mark.parametrize("text", [DEEP, '{"best": ' + DEEP])
def test_a_deeply_nested_daily_record_reads_as_an_empty_one(text):
    assert daily.read_record(text) == daily.read_record(None)


@pytest.mark.parametrize("value, expected", [
    ({"options": [[]], "variant": []}, {"options": []}),
    ({"options": ["same_dice", 3], "undo": "no", "seats": [{"name": "Ann", "kind": "computer",
                                                            "level": []}]},
     {"options": ["same_dice"], "seats": [{"name": "Ann", "kind": "computer"}]}),
    ({"seats": [{"name": 1, "kind": "person"}]}, {"options": []}),
    ([[]], {"options": []}),
])
def test_new_game_choices_of_the_wrong_shape_are_left_out(value, expected):
    assert store.setup_from(value) == expected


# ----------------------------------------------------------------------
# the history keeps what it cannot read

def test_a_damaged_stored_game_is_kept_aside_by_the_next_write_not_deleted():
    good = record("a")
    bad = {**record("b"), "players": "nobody"}
    text = json.dumps({"format": "clever-history", "version": 1, "games": [good, bad]})
    storage = Storage({history_store.KEY: text})
    hist = HistoryStore(storage)
    assert [r["id"] for r in hist.load()] == ["a"] and "could not be read" in hist.problem
    hist.add(record("c", "2026-12-02T10:00:00Z"))
    assert [r["id"] for r in HistoryStore(storage).load()] == ["c", "a"]
    [entry] = store.kept(storage)
    assert entry["what"] == "history-games" and json.loads(entry["text"])["games"] == [bad]


@pytest.mark.parametrize("text", ["{half a histo", DEEP, '{"format": "clever-history"}'])
def test_an_unreadable_history_no_longer_stops_new_games(text):
    storage = Storage({history_store.KEY: text})
    hist = HistoryStore(storage)
    assert hist.load() == [] and hist.damaged and "could not be read" in hist.problem
    assert hist.add(record("a"))
    assert [r["id"] for r in HistoryStore(storage).load()] == ["a"]
    assert kept_texts(storage) == [text]   # the unreadable history, as it was


def test_an_unreadable_history_stays_as_it_was_where_it_cannot_be_kept_aside():
    storage = Storage({history_store.KEY: "{half"})
    hist = HistoryStore(storage)
    hist.load()
    storage.full = True
    with pytest.raises(history_store.StoreError, match="full"):
        hist.add(record("a"))
    assert storage.items == {history_store.KEY: "{half"}


# ----------------------------------------------------------------------
# what is kept aside is never overwritten and always listed

def test_each_thing_kept_aside_has_its_own_key_and_is_listed():
    storage = Storage({"clever.session.before-link": "old A"})
    for text in ("game B", "game C"):
        key, why = store.keep_aside(storage, "game", "link", text)
        assert why is None and key.startswith(store.KEPT_PREFIX)
    assert sorted(kept_texts(storage)) == ["game B", "game C", "old A"]
    entry = next(e for e in store.kept(storage) if e["text"] == "game B")
    assert (entry["what"], entry["why"]) == ("game", "link")
    assert store.drop(storage, entry["key"]) is None
    assert sorted(kept_texts(storage)) == ["game C", "old A"]
    assert store.drop(storage, store.HISTORY_KEY) is not None   # only kept things


def test_setting_aside_moves_the_text_or_leaves_it_where_it_was():
    storage = Storage({store.SESSION_KEY: "first broken"})
    assert store.set_aside(storage, store.SESSION_KEY, "game", "unreadable", "why") is None
    storage.items[store.SESSION_KEY] = "second broken"
    assert store.set_aside(storage, store.SESSION_KEY, "game", "unreadable", "why") is None
    assert store.SESSION_KEY not in storage.items
    assert sorted(kept_texts(storage)) == ["first broken", "second broken"]
    storage.items[store.SESSION_KEY] = "third"
    storage.full = True
    assert "full" in store.set_aside(storage, store.SESSION_KEY, "game", "unreadable")
    assert storage.items[store.SESSION_KEY] == "third"


def test_a_damaged_kept_entry_is_still_listed_to_download_or_delete():
    storage = Storage({store.KEPT_PREFIX + "odd": DEEP, store.KEPT_PREFIX + "x": '{"a": 1}'})
    entries = store.kept(storage)
    assert sorted(e["text"] for e in entries) == sorted([DEEP, '{"a": 1}'])
    assert {e["what"] for e in entries} == {"unknown"}


# ----------------------------------------------------------------------
# a seed that is not a whole number in plain digits is refused in words

@pytest.mark.parametrize("seed", ["\u00b2", "\u0661", "\uff11", "12ab"])
def test_a_seed_in_other_digits_is_refused_in_words(seed):
    seats, got, error = screens.parse_setup(1, ["Ann"], ["person"], seed)
    assert got is None and "whole number" in error


# ----------------------------------------------------------------------
# fuzz: any stored text under any key

@settings(max_examples=300, deadline=None)
@given(st.sampled_from(KEYS),
       st.one_of(st.text(max_size=200),
                 st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                              lambda inner: st.lists(inner, max_size=4)
                              | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                              max_leaves=20).map(json.dumps),
                 st.integers(1, 3000).map(lambda n: "[" * n + "]" * (n % 7)),
                 st.sampled_from([DEEP, '{"games": ' + DEEP, '"' + "x" * 50 + '"'])))
def test_any_stored_text_under_any_key_is_read_without_raising(key, text):
    storage = Storage({key: text})
    value, got, why = store.read(storage, key)
    assert got == text and (why is None or value is None)
    store.setup_from(value)
    daily.read_record(text)
    session, why = Session.read_saved(clever, text)
    assert session is None or why is None
    HistoryStore(storage).load()
    store.kept(storage)
    assert safe_json.read(text)[1] is None or value is None


@settings(max_examples=200, deadline=None)
@given(st.one_of(
    st.text(max_size=120),
    st.lists(st.one_of(st.just(record("a")), st.just(record("b", "2026-12-03T10:00:00Z")),
                       st.dictionaries(st.text(max_size=5), st.integers(), max_size=3),
                       st.integers(), st.none()), max_size=4)
    .map(lambda games: json.dumps({"format": "clever-history", "version": 1,
                                   "games": games}))))
def test_a_write_over_any_stored_history_keeps_what_it_could_not_read(text):
    storage = Storage({history_store.KEY: text})
    hist = HistoryStore(storage)
    readable = [r["id"] for r in hist.load()]
    damaged, unreadable = hist.damaged, list(hist.unreadable)
    assert hist.add(record("new", "2026-12-09T10:00:00Z"))
    assert sorted(r["id"] for r in HistoryStore(storage).load()) == sorted(readable + ["new"])
    entries = store.kept(storage)
    if damaged:
        assert [e["text"] for e in entries] == [text]
    elif unreadable:
        [entry] = entries
        assert json.loads(entry["text"])["games"] == unreadable
    else:
        assert entries == []
