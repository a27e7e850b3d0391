"""The game page's controller (web/cleverweb/app.py) under CPython, over a
stand-in for the page (page.py is the only module that touches the DOM): a
click's intent reaches the session, the game is saved after each change, a
computer seat's turn and the Hint run as time-sliced jobs to their end, a
double click does not spend a second control, and Back closes a dialog."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from cleverweb import app as game_page  # noqa: E402
from cleverweb import intents as do  # noqa: E402
from cleverweb.autosave import KEY  # noqa: E402
from cleverweb.page_event import Element, PageEvent  # noqa: E402
from cleverweb.page_ops import PageState  # noqa: E402
from cleverweb.session import COMPUTER, PERSON, Seat  # noqa: E402

import clever  # noqa: E402

from .test_store import Storage  # noqa: E402


class History:
    def __init__(self):
        self.records = []

    def add(self, record):
        self.records.append(record)


class FakePage:
    """page.Page's calls, recorded; tasks and timers run when the test says."""

    def __init__(self, stored=None, address_hash=""):
        self.local = Storage(stored or {})
        self.hash = address_hash
        self.sent: list[list] = []
        self.tasks: list = []
        self.timers: dict = {}
        self.marks: dict = {}
        self.dialogs: list[str] = []
        self.entries: list[str] = []
        self.history = History()
        self.html: dict = {}
        self.hidden: dict = {}

    # set-up
    def start(self, box, keys):
        return {"stored": {k: self.local.items.get(k) for k in keys}, "hash": self.hash,
                "early": {"record": None, "fields": [], "focus": ""}}

    def mount(self, markup):
        self.html["play"] = markup

    def listen(self, handlers):
        pass

    # tasks and timers
    def post(self, callback):
        self.tasks.append(callback)

    def set_timer(self, callback, ms):
        handle = len(self.timers) + 1
        self.timers[handle] = callback
        return handle

    def clear_timer(self, handle):
        self.timers.pop(handle, None)

    def run(self, limit=100_000):
        """Every task and timer, until none is left."""
        for _i in range(limit):
            if self.tasks:
                self.tasks.pop(0)()
            elif self.timers:
                self.timers.pop(min(self.timers))()
            else:
                return
        raise AssertionError("the page never went idle")

    # redraws
    def read(self, wide_query):
        return PageState(0.0, True, "", "")

    def send(self, ops):
        self.sent.append(list(ops.ops))
        ops.ops = []
        return []

    def set_html(self, ident, markup):
        self.html[ident] = markup
        return True

    def set_hidden(self, ident, hidden):
        self.hidden[ident] = hidden

    def scroll_into_view(self, ident):
        pass

    def scroll_top(self):
        pass

    def mark(self, **values):
        self.marks.update(values)

    def focus_within(self, selector):
        return True

    def form(self, ident):
        return None

    def set_field(self, ident, prop, value):
        return None

    def focus(self, ident):
        pass

    # dialogs and Back
    def show_dialog(self, ident, markup=None):
        self.dialogs.append(ident)
        self.push_entry(ident)

    def close_dialog(self, ident):
        if ident in self.dialogs:
            self.dialogs.remove(ident)

    def close_open_dialog(self, idents):
        for ident in idents:
            if ident in self.dialogs:
                self.dialogs.remove(ident)
                return True
        return False

    def set_link(self, ident, href, text):
        pass

    def push_entry(self, kind):
        self.entries.append(kind)

    def drop_entry(self, kind):
        if self.entries and self.entries[-1] == kind:
            self.entries.pop()

    def own_pop(self):
        return False

    def storage(self):
        return self.local

    def open_history(self):
        return self.history

    def today(self, valid):
        return "2026-12-06"

    def address(self):
        return "https://example.org/"

    def fragment(self):
        return ""

    def clear_fragment(self):
        pass

    def can_share(self):
        return False

    # the last screen drawn, from the marks a redraw sets on <html>
    def root(self) -> dict:
        for ops in reversed(self.sent):
            for op in ops:
                if op[0] == "root":
                    return op[1]
        return {}


@pytest.fixture
def page():
    return FakePage()


def mounted(page, seats=None) -> game_page.App:
    app = game_page.App(clever, page)
    app.mount()
    if seats is not None:
        app.new_session(seats, seed=7)
    return app


def test_a_first_visit_shows_the_new_game_form(page):
    mounted(page)
    assert page.root()["screen"] == "setup"


def test_a_click_reaches_the_session_and_the_game_is_saved(page):
    app = mounted(page, [Seat("Ann")])
    assert page.root()["screen"] == "game" and page.root()["pending"] == "roll"
    app.on_click(PageEvent("click", hit=Element("btn-roll", "BUTTON", "", "", False,
                                                {"act": "roll"}), detail=1))
    assert page.root()["pending"] == "choose"
    assert json.loads(page.local.items[KEY]) == json.loads(app.s.to_json())


def test_the_second_click_of_a_double_click_spends_nothing(page):
    app = mounted(page, [Seat("Ann")])
    app.dispatch(do.Plain("roll"))
    moves = len(app.s.game.history)
    reroll = Element("btn-reroll", "BUTTON", "", "", False, {"act": "reroll"})
    app.on_click(PageEvent("click", hit=reroll, detail=2))
    assert len(app.s.game.history) == moves


def test_a_refused_click_is_counted_and_said(page):
    app = mounted(page, [Seat("Ann")])
    app.dispatch(do.from_act("juggle"))
    assert page.marks["refused"] == "1" and "juggle" in str(app.message)


def test_a_computer_seat_plays_its_turn_in_slices(page):
    app = mounted(page, [Seat("Ann"), Seat("Bot", COMPUTER, "beginner")])
    while not app.s.computer_to_move():
        assert app.s.act(app.s.legal()[0]).ok  # the person's decisions, made for the test
    app.render()
    assert page.marks["bot"] == "thinking" and page.root()["busy"] == "true"
    page.run()
    assert page.marks["bot"] == "moved" and int(page.marks["thinkTasks"]) >= 1


def test_the_hint_is_worked_out_in_slices_and_shown(page):
    app = mounted(page, [Seat("Ann", PERSON)])
    app.dispatch(do.Suggest())
    assert page.marks["hint"] == "thinking"
    page.run()
    assert page.marks["hint"] == "shown" and "Suggested" in str(app.message)


def test_back_closes_the_rules_before_it_leaves_the_game(page):
    app = mounted(page, [Seat("Ann")])
    app.dispatch(do.Rules(True))
    assert page.dialogs == ["rules-dialog"] and page.entries == ["rules-dialog"]
    app.on_popstate(PageEvent("popstate"))
    assert page.dialogs == []


def test_a_shared_link_opens_its_game_in_a_replay_and_leaves_the_own_game_alone():
    from clever import gamecode

    shared = clever.new_game(["Bea"], seed=11)
    shared.apply("roll")
    own = FakePage()
    mounted(own, [Seat("Ann")])
    page = FakePage(dict(own.local.items), address_hash="#g=" + gamecode.encode(shared))
    app = mounted(page)
    assert page.root()["screen"] == "replay" and app.links.replay.game.players == ["Bea"]
    app.dispatch(do.ReplayMove("last"))
    assert page.root()["replayAt"] == str(app.links.replay.end)
    app.dispatch(do.ReplayClose())
    assert page.root()["screen"] == "game" and app.s.game.players == ["Ann"]
    assert page.local.items[KEY] == own.local.items[KEY]


def test_a_broken_link_is_refused_in_words():
    page = FakePage(address_hash="#g=not-a-game")
    app = mounted(page)
    assert page.root()["screen"] == "link-error" and app.links.link_error


def test_a_finished_game_goes_into_the_history_once(page):
    app = mounted(page, [Seat("Bot", COMPUTER, "beginner")])
    page.run()
    assert app.s.over and page.root()["screen"] == "over"
    assert len(page.history.records) == 1
    app.render()
    assert len(page.history.records) == 1
