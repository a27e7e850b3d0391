"""What the game page keeps in the browser's storage, through store.py: the
game in progress (saved after every change, never over a newer one another
tab saved), the last new-game choices and the daily challenges' record.

Nothing stored is ever lost: a value that cannot be read is kept aside (the
history page lists it) before anything is written in its place, and where it
cannot be kept aside it is left alone for the visit. Pure Python: it is given
the storage (the page's localStorage, or a stand-in under CPython), never
the page, and says in words what went wrong for the page to show.
"""

from __future__ import annotations

import json
from collections.abc import Callable

from clever import safe_json
from clever.i18n import Msg

from . import daily, screens
from . import store as stored_data
from .lang import _
from .session import DEFAULT_VARIANT

KEY = stored_data.SESSION_KEY
SETUP_KEY = stored_data.SETUP_KEY  # the last new-game choices: game, options, seats, undo

# what save() may say
NEWER = Msg("This game was changed in another tab or window: the latest game is shown here, "
            "and your last move was not made.")
NOT_SAVED = Msg("The game could not be saved in this browser (its storage is full or "
                "switched off): it is lost if this page is closed.")


class Autosave:
    def __init__(self, storage: Callable[[], object]):
        self._get_storage = storage  # called once, on first use (see storage())
        self._storage = False
        self.saved_text = None   # the stored session this tab may overwrite (saved or loaded)
        self.no_save = None      # why this game must not be saved (a Msg), if so
        self.keep_off: set[str] = set()  # keys left as they were: unreadable, not kept aside
        self.aside_notes: list = []      # what was set aside at start-up, in words
        self.last_setup: dict = {}       # the game, table options, seats and undo chosen last

    def storage(self):
        """The storage, or None where it is switched off; reached once (from a
        worker each reach for the page's is a round trip)."""
        if self._storage is False:
            try:
                self._storage = self._get_storage()
            except Exception:  # storage switched off in this browser
                self._storage = None
        return self._storage

    # ------------------------------------------------------------------
    # the game in progress
    def save(self, session, replace: str = "") -> tuple[str | None, Msg | str | None]:
        """Store the game: (the newer game's text, if another tab saved one,
        what to say in error, if anything). Never over a newer game: if the
        stored game is not the one this tab last saved or loaded, another tab
        changed it; this tab's move is then dropped (the page shows the newer
        game instead), unless this is a new game (`replace`: why, a key of
        store.WHY), which keeps the other one aside first."""
        store = self.storage()
        if store is None or session is None:
            return None, None
        if self.no_save is not None:
            return None, self.no_save
        text = session.to_json()
        stored, problem = stored_data.get_text(store, KEY)
        if problem is None and stored is not None and stored not in (self.saved_text, text):
            if not replace:
                return stored, NEWER
            problem = stored_data.keep_aside(store, "game", replace, stored)[1]
            if problem is not None:
                self.no_save = Msg("This game is not saved: the game saved in this browser "
                                   "could not be kept aside ({reason}), so it stays saved "
                                   "instead.", reason=problem)
                return None, self.no_save
        problem = stored_data.write(store, KEY, text)
        if problem is not None:
            return None, NOT_SAVED
        self.saved_text = text
        return None, None

    def loaded(self, text: str | None) -> None:
        """`text` is the game on show now (None: an unreadable one, which is
        kept aside before anything is saved over it)."""
        self.no_save = None
        self.saved_text = text

    def load_text(self, key: str = KEY) -> str | None:
        """A stored string, or None (none stored, or blocked storage)."""
        return stored_data.get_text(self.storage(), key)[0]

    def is_other_save(self, key, new_value) -> bool:
        """Is a storage event another tab's save of a game this tab did not write?"""
        return key == KEY and new_value is not None and new_value != self.saved_text

    def keep_broken(self, reason) -> None:
        """Never throw an unreadable save away: keep it aside (the history page
        lists it) before a new game is saved in its place. Where it cannot be
        kept, the new game is not saved, so the old one stays."""
        failed = stored_data.set_aside(self.storage(), KEY, "game", "unreadable", _(reason))
        if failed is None:
            self.saved_text = None
        else:
            self.no_save = Msg("This game is not saved: the unreadable save could not be kept "
                               "aside ({reason}), so it stays saved instead.", reason=failed)

    def keep_replaced(self, session) -> None:
        """A game in progress about to be replaced by a link's: kept aside (the
        history page lists it); where it cannot be, it stays saved instead."""
        failed = stored_data.keep_aside(self.storage(), "game", "link", session.to_json())[1]
        if failed is not None:
            self.no_save = Msg("This game is not saved: the game in progress could not be "
                               "kept aside ({reason}), so it stays saved instead.",
                               reason=failed)

    # ------------------------------------------------------------------
    # values read at start-up: the new-game choices, the daily record
    def put_aside(self, key: str, what: str, problem) -> None:
        """A stored value that cannot be read: kept aside (the history page
        lists it) and said in words; left as it is, and never written over
        this visit, where it cannot be kept aside."""
        failed = stored_data.set_aside(self.storage(), key, what, "unreadable", _(problem))
        if failed is None:
            self.aside_notes.append(Msg(
                "Something stored in this browser could not be read: {what} ({reason}). It was "
                "kept aside; the history page lists it.", what=_(stored_data.WHAT[what]),
                reason=problem))
        else:
            self.keep_off.add(key)
            self.aside_notes.append(Msg(
                "Something stored in this browser could not be read: {what} ({reason}). It "
                "could not be kept aside ({failed}), so it is left as it was.",
                what=_(stored_data.WHAT[what]), reason=problem, failed=failed))

    def read_daily(self, text) -> dict:
        """The daily challenges' record from its stored text; one that cannot be
        read is kept aside, and the record starts afresh."""
        value, problem = safe_json.read(text) if text is not None else ({}, None)
        if problem is None and not isinstance(value, dict):
            problem = Msg("it is not a record of daily challenges")
        if problem is not None:
            self.put_aside(daily.STORE_KEY, "daily", problem)
            return daily.read_record(None)
        return daily.read_record(text)

    def save_record(self, record: dict) -> None:
        if daily.STORE_KEY not in self.keep_off:  # a convenience: the game goes on without it
            stored_data.write(self.storage(), daily.STORE_KEY, json.dumps(record))

    def load_setup(self, text: str | None) -> None:
        """The new-game choices made last time (kept in this browser), from
        their stored `text`; unreadable ones are kept aside."""
        value, problem = safe_json.read(text) if text is not None else ({}, None)
        if problem is None and not isinstance(value, dict):
            problem = Msg("it is not a set of new-game choices")
        if problem is not None:
            self.put_aside(SETUP_KEY, "setup", problem)
            value = {}
        self.last_setup = stored_data.setup_from(value)

    def save_setup(self, seats, undo, variant, options) -> None:
        self.last_setup = {"variant": variant, "options": sorted(options), "undo": undo,
                           "seats": [x.to_dict() for x in seats] if seats is not None
                           else self.last_setup.get("seats")}
        if SETUP_KEY not in self.keep_off:  # a convenience: the game starts all the same
            stored_data.write(self.storage(), SETUP_KEY, json.dumps(self.last_setup))

    def setup_game(self) -> tuple[str, list]:
        """The game and table options chosen last (the base game at first)."""
        setup = self.last_setup
        variant = setup.get("variant") if isinstance(setup.get("variant"), str) else None
        options = setup.get("options") if isinstance(setup.get("options"), list) else []
        if variant not in screens.KNOWN:
            return DEFAULT_VARIANT, []
        known = screens.get_variant(variant).option_texts
        return variant, [o for o in options if o in known]

    def undo_chosen(self) -> bool:
        """Was undo on in the last new-game choices (on at first)?"""
        return self.last_setup.get("undo", True) is not False
