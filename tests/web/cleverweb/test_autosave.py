"""The game page's autosave (web/cleverweb/autosave.py) over a fake
localStorage: the game is saved after a change, never over a newer one
another tab saved (unless a new game replaces it, which keeps the other
aside); an unreadable save, set of choices or daily record is kept aside
before anything is written in its place, or left alone when it cannot be;
a full storage is said in words."""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from cleverweb import daily, store  # noqa: E402
from cleverweb.autosave import KEY, NEWER, NOT_SAVED, SETUP_KEY, Autosave  # noqa: E402
from cleverweb.session import Seat, Session  # noqa: E402

import clever  # noqa: E402

from .test_store import Storage, kept_texts  # noqa: E402


def session(seed=1) -> Session:
    return Session.new(clever, [Seat("Ann")], seed=seed)


def test_a_game_is_saved_and_its_next_move_saved_over_it():
    storage = Storage()
    saves = Autosave(lambda: storage)
    s = session()
    assert saves.save(s) == (None, None)
    s.game.apply("roll")
    assert saves.save(s) == (None, None)
    assert storage.items[KEY] == s.to_json() == saves.saved_text


def test_a_newer_game_from_another_tab_is_not_overwritten():
    storage = Storage()
    saves = Autosave(lambda: storage)
    mine, theirs = session(1), session(2)
    saves.save(mine)
    storage.items[KEY] = theirs.to_json()  # the other tab's save
    assert saves.is_other_save(KEY, theirs.to_json())
    mine.game.apply("roll")
    assert saves.save(mine) == (theirs.to_json(), NEWER)
    assert storage.items[KEY] == theirs.to_json()
    # a new game replaces it, keeping it aside first
    assert saves.save(session(3), replace="new") == (None, None)
    assert kept_texts(storage) == [theirs.to_json()]


def test_a_full_storage_is_said_in_words():
    storage = Storage()
    storage.full = True
    assert Autosave(lambda: storage).save(session()) == (None, NOT_SAVED)
    switched_off = Autosave(lambda: None)
    assert switched_off.save(session()) == (None, None) and switched_off.load_text() is None


def test_an_unreadable_save_is_kept_aside_before_a_new_game_takes_its_place():
    storage = Storage({KEY: "{broken"})
    saves = Autosave(lambda: storage)
    saves.loaded(None)
    saves.keep_broken("it is not valid JSON")
    assert KEY not in storage.items and kept_texts(storage) == ["{broken"]
    assert saves.save(session()) == (None, None)


def test_where_an_unreadable_save_cannot_be_kept_the_new_game_is_not_saved():
    storage = Storage({KEY: "{broken"})
    saves = Autosave(lambda: storage)
    storage.full = True
    saves.keep_broken("it is not valid JSON")
    problem = saves.save(session())[1]
    assert problem is saves.no_save and "not saved" in str(problem)
    assert storage.items[KEY] == "{broken"


def test_unreadable_choices_and_record_are_kept_aside_and_said():
    storage = Storage({SETUP_KEY: "[1]", daily.STORE_KEY: "{"})
    saves = Autosave(lambda: storage)
    saves.load_setup(storage.items[SETUP_KEY])
    assert saves.read_daily(storage.items[daily.STORE_KEY]) == daily.read_record(None)
    assert len(saves.aside_notes) == 2 and sorted(kept_texts(storage)) == ["[1]", "{"]
    assert saves.setup_game() == ("pretty-clever", [])


def test_unreadable_values_that_cannot_be_kept_are_never_written_over():
    storage = Storage({SETUP_KEY: "[1]", daily.STORE_KEY: "{"})
    saves = Autosave(lambda: storage)
    storage.full = True
    saves.load_setup(storage.items[SETUP_KEY])
    saves.read_daily(storage.items[daily.STORE_KEY])
    storage.full = False
    saves.save_setup([Seat("Ann")], True, "clever-4ever", ["x"])
    saves.save_record({"days": {}})
    assert storage.items == {SETUP_KEY: "[1]", daily.STORE_KEY: "{"}
    assert saves.keep_off == {SETUP_KEY, daily.STORE_KEY}


def test_the_last_choices_come_back():
    storage = Storage()
    saves = Autosave(lambda: storage)
    saves.save_setup([Seat("Ann")], False, "clever-4ever", [])
    again = Autosave(lambda: storage)
    again.load_setup(storage.items[SETUP_KEY])
    assert again.setup_game() == ("clever-4ever", []) and not again.undo_chosen()
    assert json.loads(storage.items[SETUP_KEY])["seats"] == [{"name": "Ann", "kind": "person"}]
    assert store.SETUP_KEY == SETUP_KEY
