"""The history kept in the browser (cleverweb/history_store.py) over a fake
localStorage, and its list (cleverweb/history_view.py): a full or blocked
storage is reported in words and loses nothing; a damaged store is reported
and never overwritten blindly; the same finished game is kept once."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))

from cleverweb import history_store  # noqa: E402
from cleverweb.history_store import KEY, HistoryStore, StoreError, open_store  # noqa: E402
from cleverweb.history_view import list_html  # noqa: E402

from clever import new_game  # noqa: E402
from clever.counter import count_scores  # noqa: E402
from clever.history import make_record  # noqa: E402

ANN = {"yellow": 30, "blue": 7, "green": 8, "orange": 44, "purple": 38, "foxes": 2}


class Storage:
    """localStorage's two calls over a dict; `full` makes setItem throw as a
    full browser storage does."""

    def __init__(self):
        self.items: dict[str, str] = {}
        self.full = False

    def getItem(self, key):  # noqa: N802 - the browser's name
        return self.items.get(key)

    def setItem(self, key, value):  # noqa: N802
        if self.full:
            raise RuntimeError("QuotaExceededError: the quota has been exceeded")
        self.items[key] = value


def record(ident, when="2026-12-01T10:00:00Z", name="Ann"):
    rows = count_scores([(name, ANN)])["players"]
    return make_record(ident, when, "counter", "pretty-clever", rows)


def test_games_are_kept_across_a_reload_newest_first_and_once():
    storage = Storage()
    store = HistoryStore(storage)
    store.load()
    assert store.add(record("a", "2026-12-01T10:00:00Z"))
    assert store.add(record("b", "2026-12-02T10:00:00Z"))
    assert not store.add(record("a"))                  # the same game again: kept once
    again = HistoryStore(storage)
    assert [r["id"] for r in again.load()] == ["b", "a"] and again.problem == ""
    again.delete("b")
    assert [r["id"] for r in HistoryStore(storage).load()] == ["a"]


def test_a_full_storage_is_reported_and_nothing_is_lost():
    storage = Storage()
    store = HistoryStore(storage)
    store.add(record("a"))
    before = storage.items[KEY]
    storage.full = True
    with pytest.raises(StoreError, match="storage for this site is full"):
        store.add(record("b"))
    with pytest.raises(StoreError, match="full"):
        store.delete("a")
    assert [r["id"] for r in store.records] == ["a"] and storage.items[KEY] == before


def test_blocked_storage_is_reported_not_a_crash():
    class Blocked:
        @property
        def localStorage(self):  # noqa: N802
            raise RuntimeError("SecurityError: access is denied for this document")

    store = open_store(Blocked())
    assert store.records == [] and "does not let the site store anything" in store.problem
    with pytest.raises(StoreError, match="cannot be kept"):
        store.add(record("a"))


def test_a_damaged_store_is_reported_and_kept_aside_not_overwritten():
    storage = Storage()
    storage.items[KEY] = "{half a histo"
    store = HistoryStore(storage)
    assert store.load() == [] and "could not be read" in store.problem
    assert store.add(record("a"))   # a finished game is still kept ...
    kept = [v for k, v in storage.items.items() if k.startswith("clever.kept.v1.")]
    assert len(kept) == 1 and '"{half a histo"' in kept[0]   # ... and the damaged text too


def test_a_finished_app_game_has_one_id_however_often_it_is_asked_for():
    game = new_game(["Ann"], seed=5)
    assert history_store.game_id(game) == history_store.game_id(game.clone())
    assert history_store.game_id(game) != history_store.game_id(new_game(["Ann"], seed=6))


def test_the_list_shows_each_game_in_words_with_its_details_and_delete():
    html = list_html([record("b", "2026-12-02T10:00:00Z"), record("a", name="Bo <b>")])
    assert "2 games, newest first" in html
    assert html.index('data-id="b"') < html.index('data-id="a"')
    assert "2026-12-02 10:00 UTC, counted" in html
    assert "That&#x27;s Pretty Clever, solo: Ann 214 points (Hats off to you!)" in html
    assert "Bo &lt;b&gt;" in html and "<b>" not in html
    assert html.count("Delete this game") == 2
    assert "No finished games yet." in list_html([])
