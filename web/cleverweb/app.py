"""The playable game in the page (PyScript, runs under Pyodide).

This is the only play module that touches the DOM. It shows the screens from
`screens.py`, routes clicks and keys to `session.Session`, autosaves after
every change to localStorage, and lets computer seats play at a watchable
pace. Entry point: `start(clever)`, called by `cleverweb/main.py` once the
engine is imported.
"""

from __future__ import annotations

import json
import time

import js as here  # this thread's own globals: the page's, or the worker's (thread.py)
from pyodide.ffi import create_once_callable, create_proxy

from .markup import escape

try:
    from pyodide.ffi import jsnull
except ImportError:  # older Pyodide: JavaScript null arrives as None
    jsnull = None
from pyscript import document, window

from clever import safe_json
from clever.i18n import N_, Msg

from . import bylink, daily, early_setup, page_ops, phone_table, screens
from . import store as stored_data
from .form_fields import FormFields
from .lang import _
from .page_event import Element, PageEvent
from .session import DEFAULT_VARIANT, PERSON, Outcome, Seat, Session, game_key
from .thread import js_object, listen

KEY = stored_data.SESSION_KEY
WIDE = "(min-width: 1000px)"   # game.css's two-column game screen (sheet | dice)
SETUP_KEY = stored_data.SETUP_KEY  # the last new-game choices: game, options, seats, undo
PACE_MS = {False: 900, True: 150}  # a computer's move shows no sooner than this after its turn
SLICE_MS = 8  # bot or review thinking per browser task: then the page paints and takes input
SAY_EVERY_MS = 4000  # how often a running review's progress is announced
# After a click the controls under the pointer change ("Reroll" appears where
# "Roll the dice" was): the second click of a double click or double tap must
# not spend what appears there, so these controls take no such click.
SPENDING = ("reroll", "forfeit", "pass", "done", "confirm")
# what a click in the game acts on: the closest of these around its target
CLICKABLE = "[data-act],[data-die],[data-area],[data-seat]"

_app = None


def js(value):
    """None for JavaScript null (jsnull) or None, else the value."""
    return None if value is None or value is jsnull else value


def now_ms() -> float:
    """This thread's clock, in milliseconds. With Python in a worker,
    `window.performance.now()` is a round trip to the page (page_ops.py): the
    loops that think one slice per browser task must not pay one per task."""
    return time.perf_counter() * 1000


def attr(el, name: str) -> str | None:
    """An attribute's text, or None (JavaScript null arrives as jsnull, not None)."""
    value = el.getAttribute(name) if hasattr(el, "getAttribute") else None
    return value if isinstance(value, str) else None


def join_notes(notes: list):
    """Notes said together, as one text (each translated when shown)."""
    out = notes[0]
    for note in notes[1:]:
        out = Msg("{first} {next}", first=out, next=note)
    return out


def start(clever):
    """Mount the game UI (called once the engine has loaded)."""
    global _app
    _app = App(clever)
    _app.mount()
    return _app


class App:
    def __init__(self, clever):
        self.clever = clever
        self.s: Session | None = None
        self.screen = "setup"
        self.message = ""
        self.broken_reason = ""
        self.setup_note = ""
        self.thinking = None     # session.Thinking: the computer seat's move being worked out
        self.think_timer = None
        self.think_since = 0.0   # when the computer seat's turn began (ms)
        self.think_longest = 0.0  # the longest browser task of that thinking (ms)
        self.think_tasks = 0     # ... how many tasks, and their total time (ms)
        self.think_busy = 0.0
        self.hinting = None      # session.Thinking: the Hint being worked out
        self.channel = None      # MessageChannel for post_task
        self.posted = []         # callbacks posted, in order
        self.proxies = []
        self.rolled_now: tuple = ()
        self.message_kind = "note"  # "note" (news, a hint) or "error" (a refused click)
        self.log_open = False
        self.refused = 0
        self.shown = ""      # the screen now in the page
        self.parts: dict[str, str] = {}  # markup now in each part of the game screen
        self.svg_parts = None  # (svg tag, [(segment id, markup)]) of the sheet shown
        # the first render takes over from what build.py drew in (page-ops.js,
        # "takeover"), and may adopt its sheet ("adopt")
        self.first_render = True
        self.ops = None          # page_ops.Ops: the changes of the render under way
        self.last_seats = None
        self.last_setup: dict = {}  # the game, table options and undo chosen last
        self.review = None       # review.Review of the finished game, if one was asked for
        self.kept = {}           # history id of a finished game -> what the scoreboard says
        self.review_said = 0.0   # when the review's progress was last announced
        self.root = document.documentElement
        self.replay = None       # replay.Replay shown on the "replay" screen
        self.replay_note = ""
        self.link_error = ""     # why a shared link was refused ("link-error" screen)
        self.record = daily.read_record(None)  # the daily challenge's record on this device
        self.before_daily = "game"  # the screen the daily challenge's choice goes back to
        self.confirm_then = None  # what the "end this game?" dialog does when confirmed
        self.join_game = None    # a play-by-link game new to this device ("join" screen)
        self.join_seat = None
        self.saved_text = None   # the stored session this tab may overwrite (saved or loaded)
        self.no_save = None      # why this game must not be saved (a Msg), if so
        self.keep_off = set()    # keys left as they were: unreadable, and not kept aside
        self.aside_notes = []    # what was set aside at start-up, in words
        self.ignore_pops = 0     # history.back() calls of our own still to come
        self.columns = 1
        self.rules_shown = None  # the game whose rules the Rules dialog holds
        self.page = window.cleverDom  # web/page-ops.js
        self._storage = False    # window.localStorage once reached (storage())

    # ------------------------------------------------------------------
    # page set-up
    def mount(self):
        # What build.py drew into index.html (the empty sheet or the new-game
        # form) stays on show until the first render takes over in one call
        # (page-ops.js, "takeover"): the game's part is hidden till then, so
        # nothing jumps however many frames the set-up takes (issue 19). The
        # pre-drawn sheet is then adopted if it is the one drawn ("adopt").
        # Read, made and listened to in few calls (cleverDom.start, mount,
        # listen): in a Web Worker each reach into the page is a round trip,
        # and one made after a change to the page waits for its next frame, so
        # everything the start needs to know is read first, in one call (on a
        # first visit, ~10 reads took ~100 ms between the boot and "ready").
        start = json.loads(str(self.page.start(
            early_setup.BOX, json.dumps([SETUP_KEY, daily.STORE_KEY, KEY]))))
        stored = start["stored"]
        self.play = self.page.mount(
            '<div id="toolbar"></div>'
            # shown when another tab saves a game (see on_storage)
            '<p id="other-tab" class="note-box other-tab" role="alert" hidden>'
            + escape(_("This game was changed in another tab or window.")) + ' '
            + screens.button("load-other", _("Load the latest game")) + '</p>'
            '<div id="screen" class="screen"></div>'
            f'<aside id="log-panel" class="log-panel" aria-label="{_("Game log")}" hidden>'
            f'<h2>{_("Game log")}</h2><div id="log-body"></div></aside>'
            # filled the first time the rules are opened (see show_rules)
            '<dialog id="rules-dialog" class="rules" aria-labelledby="rules-title"></dialog>'
            # "New solo game" while a game is in progress (see ask_new_solo)
            '<dialog id="confirm-new" class="confirm" aria-labelledby="confirm-new-title" '
            'aria-describedby="confirm-new-text"></dialog>')
        self.listen([
            ("play", "click", self.on_click, CLICKABLE),
            ("play", "keydown", self.on_key),
            ("play", "submit", self.on_submit),
            ("play", "change", self.on_change),
            ("window", "storage", self.on_storage),
            ("window", "popstate", self.on_popstate),
            ("rules-dialog", "close", self.on_dialog_close),
            ("confirm-new", "close", self.on_dialog_close),
            ("new-game", "click", lambda ev: self.ask_new_solo()),
            # the sheet's columns follow the window's width
            ("media:" + WIDE, "change", lambda ev: self.on_width_change()),
        ])
        self.load_setup(stored[SETUP_KEY])
        self.record = self.read_daily(stored[daily.STORE_KEY])
        if self.aside_notes:  # said on whichever screen comes first
            self.setup_note = self.message = join_notes(self.aside_notes)
            self.message_kind = "error"
        fragment = start["hash"]  # read first: drawing a screen clears it
        early = self.early_choices(start["early"])
        self.resume(stored[KEY])
        self.apply_early(*early)
        # a shared link (#g=CODE) opens its game's replay, now or when pasted later
        self.open_link(fragment)
        self.listen([("window", "hashchange",
                      lambda ev: self.open_link(window.location.hash))])

    def on_width_change(self):
        """The window crossed the two-column width: only the game screen's sheet
        is laid out by it. Any other screen is left as it is, above all the
        new-game form, whose choices a redraw would reset to the last saved ones."""
        if self.shown == "game" and self.current_screen() == "game":
            self.render()

    def listen(self, handlers):
        """Each (target, kind, handler[, hit]): the handler of that event of the
        element with that id, of "window", or of "media:<query>", in one call.
        A handler gets the event as a PageEvent (page_event.py), its `hit` the
        target's closest element matching the selector `hit`."""
        proxies = [create_proxy(lambda text, _h=h[2]: _h(PageEvent.from_json(text)))
                   for h in handlers]
        self.proxies.extend(proxies)
        self.page.listen(json.dumps([[h[0], h[1], h[3] if len(h) > 3 else ""]
                                     for h in handlers]), *proxies)

    @staticmethod
    def early_choices(early: dict) -> tuple[list, dict | None, str]:
        """What the player did on the new-game form drawn in before the engine was
        ready (web/early-setup.js, as cleverDom.start tells it): the changed
        fields' (id, property, value), the record of presses, and the field that
        had the focus. The form leaves the page in the first render, which draws
        the real one with the same ids."""
        record = early["record"] if isinstance(early["record"], dict) else None
        fields = [(str(i), str(p), v) for i, p, v in early["fields"]]
        return fields, record, str(early["focus"])

    def apply_early(self, fields, record, focus):
        """Give the real new-game form the choices made before the engine was ready,
        then start the game if Start (or "Play solo now") was pressed; the header's
        "New solo game" asks first when a game is in progress, as after boot."""
        if record is None:
            return
        if self.current_screen() == "setup" and fields:
            # the game first: it redraws the seats' "played by" choices
            for ident, prop, value in sorted(fields, key=lambda f: not f[0].startswith("variant-")):
                el = self.by_id(ident)
                if el is None:
                    continue
                setattr(el, prop, value)
                name = attr(el, "name")
                if (name in ("variant", "count") or ident == "opt-real") and value:
                    self.on_change(PageEvent("change", target=Element(
                        ident, str(el.tagName), name or "", str(el.value), bool(el.checked))))
            if focus and self.by_id(focus) is not None:
                self.by_id(focus).focus()
        if self.current_screen() == "setup" and record.get("start"):
            self.on_submit(PageEvent("submit"))
        elif record.get("quick") or record.get("header"):
            self.ask_new_solo()
        elif record.get("act"):  # a button of the menu drawn in above the form
            self.do(str(record["act"]))

    def on(self, element, kind, handler):
        self.proxies.append(listen(element, kind, handler))

    def by_id(self, ident):
        return js(document.getElementById(ident))

    # ------------------------------------------------------------------
    # saving
    def storage(self):
        """The page's localStorage, or None where it is switched off; reached
        once (from a worker each reach for it is a round trip of ~10 ms)."""
        if self._storage is False:
            try:
                self._storage = window.localStorage
            except Exception:  # storage switched off in this browser
                self._storage = None
        return self._storage

    def save(self, replace: str = ""):
        """Store the game. Never over a newer one: if the stored game is not the
        one this tab last saved or loaded, another tab changed it: this tab's
        move is dropped and the newer game shown instead, unless this is a new
        game (`replace`: why, a key of store.WHY), which keeps the other one
        aside first."""
        store = self.storage()
        if store is None or self.s is None:
            return
        if self.no_save is not None:
            self.message, self.message_kind = self.no_save, "error"
            return
        text = self.s.to_json()
        stored, problem = stored_data.get_text(store, KEY)
        if problem is None and stored is not None and stored not in (self.saved_text, text):
            if not replace:
                # this tab's move is not made: the newer game takes its place here
                self.by_id("other-tab").hidden = True
                self.stop_bot()
                self.stop_hint()
                self.resume(stored)
                self.message = Msg("This game was changed in another tab or window: the latest "
                                   "game is shown here, and your last move was not made.")
                self.message_kind = "error"
                return
            problem = stored_data.keep_aside(store, "game", replace, stored)[1]
            if problem is not None:
                self.no_save = Msg("This game is not saved: the game saved in this browser "
                                   "could not be kept aside ({reason}), so it stays saved "
                                   "instead.", reason=problem)
                self.message, self.message_kind = self.no_save, "error"
                return
        problem = stored_data.write(store, KEY, text)
        if problem is None:
            self.saved_text = text
        else:
            self.message = Msg("The game could not be saved in this browser (its storage is "
                               "full or switched off): it is lost if this page is closed.")
            self.message_kind = "error"

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

    def keep_finished(self, s) -> str:
        """Put the finished game into the history (once: its id is the game's
        own); returns what the scoreboard says about it."""
        from clever.history import make_record, table_options

        from . import history_store

        ident = history_store.game_id(s.game)
        if ident not in self.kept:
            store = history_store.open_store(window)
            try:
                source = "table" if s.real_dice else "app"
                g = s.game
                record = make_record(ident, history_store.now_stamp(), source,
                                     g.variant.name, g.scores(),
                                     options=table_options(g.variant),
                                     table_players=g.n if g.own_sheet else None)
                store.add(record)
                self.kept[ident] = Msg("This game is in the history.")
            except (history_store.StoreError, ValueError) as exc:
                self.kept[ident] = Msg("This game could not be added to the history: {why}.",
                                       why=exc.args[0] if exc.args else str(exc))
        return self.kept[ident]

    def load_text(self, key):
        """A stored string, or None (JavaScript null arrives as jsnull, not None)."""
        return stored_data.get_text(self.storage(), key)[0]  # blocked storage: None

    def on_storage(self, ev):
        """Another tab saved a game: say so and offer to load it, rather than
        let the next save here overwrite its moves without a word."""
        if ev.key != KEY or ev.new_value is None or ev.new_value == self.saved_text:
            return
        self.by_id("other-tab").hidden = False

    # ------------------------------------------------------------------
    # Back: closes an open dialog, or leaves the new-game form for the game in
    # progress, instead of leaving the site (one history entry per such step)
    def push_entry(self, kind: str) -> None:
        window.history.pushState(js_object({"clever": kind}), "")

    def drop_entry(self, kind: str) -> None:
        """The step `kind` was ended by a click: take its history entry back too."""
        state = window.history.state
        if state is not None and getattr(state, "clever", None) == kind:
            self.ignore_pops += 1
            window.history.back()

    def on_popstate(self, ev):
        if self.ignore_pops:
            self.ignore_pops -= 1
            return
        for ident in ("rules-dialog", "confirm-new"):
            dialog = self.by_id(ident)
            if dialog is not None and dialog.open:
                dialog.close()
                return
        if self.current_screen() == "setup" and self.in_progress():
            self.screen = "game"
            self.setup_note = ""
            self.render()

    def on_dialog_close(self, ev):
        if ev.target is not None:
            self.drop_entry(ev.target.id)

    def load_setup(self, text: str | None):
        """The new-game choices made last time (kept in this browser), from
        their stored `text`; unreadable ones are kept aside."""
        value, problem = safe_json.read(text) if text is not None else ({}, None)
        if problem is None and not isinstance(value, dict):
            problem = Msg("it is not a set of new-game choices")
        if problem is not None:
            self.put_aside(SETUP_KEY, "setup", problem)
            value = {}
        self.last_setup = stored_data.setup_from(value)
        if "seats" in self.last_setup:
            self.last_seats = self.last_setup["seats"]

    def save_setup(self, seats, undo, variant, options):
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

    def resume(self, text: str | None):
        """The game stored as `text` (None: none) on show, or the new-game screen."""
        if not isinstance(text, str):
            self.screen = "setup"
            self.render()
            return
        self.no_save = None
        self.s, reason = Session.read_saved(self.clever, text)
        if self.s is None:
            self.saved_text = None  # not this tab's to overwrite: it is kept aside first
            self.broken_reason = reason
            self.screen = "broken"
            self.render()
            return
        self.saved_text = text
        self.screen = "game"
        self.last_seats = [x.to_dict() for x in self.s.seats]
        self.render()

    # ------------------------------------------------------------------
    # drawing
    def current_screen(self) -> str:
        if self.screen == "daily":
            return "daily"
        if self.screen == "replay" and self.replay is not None:
            return "replay"
        if self.screen == "link-error":
            return "link-error"
        if self.screen == "join" and self.join_game is not None:
            return "join"
        if self.s is None:
            return "broken" if self.screen == "broken" else "setup"
        if self.screen == "setup":
            return "setup"
        if self.s.over:
            return "over"
        if self.s.by_link and self.s.decider() is None:
            return "send"  # another device's part: this one sends the link
        if self.s.handover_needed():
            return "handover"
        return "game"

    def render(self, focus: str | None = None, moved_on: bool = False):
        """Redraw. The focus goes to `focus`, else stays where it was, unless
        `moved_on` (the person's action was taken): then to the next control.
        What it reads of the page it reads first, and all it changes goes in one
        call at the end (page_ops.py: a round trip each in a Web Worker)."""
        page = page_ops.read(self.page, WIDE)
        self.ops = page_ops.Ops()
        try:
            missing, sheet_before = self.draw(page, focus, moved_on)
        finally:
            self.ops = None
        for ident in missing:
            self.parts.pop(ident, None)
        if sheet_before is not None and any(k in missing for k, _m in sheet_before[1]):
            # the page was changed elsewhere: the sheet is drawn whole
            self.svg_parts = None
            self.render()
            return
        self.schedule_bot()

    def draw(self, page, focus, moved_on):
        """render()'s work: the changes made (in one call); returns the ids not
        found in the page and the sheet's parts before, if only they were sent."""
        ops = self.ops
        if self.first_render:
            ops.add("takeover", early_setup.BOX, "play")
        self.columns = 2 if page.wide else 1
        screen = self.current_screen()
        s = self.s
        if s is not None:
            s.no_hints = self.daily_day() is not None
        if screen != "over":
            self.stop_review()
        else:
            self.count_daily()
        keep = page.active if page.active and not moved_on else None
        badge = ""
        day = self.daily_day() if screen in ("game", "handover", "over") else None
        if day:
            badge = daily.daily_intro(self.record, day, self.today(), s.game.variant.name)
        self.put("toolbar", screens.toolbar_html(s, screen, self.log_open, badge))
        sheet_before = None
        if screen == "game" and self.shown == "game":
            # same screen: only the parts whose markup changed are replaced
            self.put("prompt", escape(screens.prompt_text(s)))
            self.put("controls", screens.controls_html(s))
            self.put("table", screens.dice_html(s, self.rolled_now))
            self.put("sheet-head", screens.sheet_head(s))
            sheet_before = self.put_sheet(s)
        elif screen == "replay" and self.shown == "replay":
            from .replay import replay_parts
            for ident, markup in replay_parts(self.replay).items():
                self.put(ident, markup)
        else:
            html = self.screen_html(screen, s)
            self.parts = {"toolbar": self.parts.get("toolbar")}
            ops.html("screen", html)
            self.shown = screen
            if screen == "game":
                self.svg_parts = screens.sheet_parts(s, self.columns)
                if self.first_render:
                    ops.add("adopt")
        self.rolled_now = ()
        if screen not in ("replay", "link-error", "join", "daily") and page.hash:
            ops.add("unlink")  # the link is dealt with: a reload shows this screen
        self.show_message()
        p = s.pending if s is not None else None
        ops.root(
            screen=screen,
            pending=p.kind if p is not None else "none",
            player=str(p.player) if p is not None else "",
            selected=(s.selected or "") if s is not None else "",
            entering=(s.entering or "") if s is not None else "",
            polish=str(s.polish) if s is not None else "0",
            variant=s.game.variant.name if s is not None else "",
            busy="true" if s is not None and screen == "game" and s.computer_to_move()
            else "false",
            moves=str(len(s.game.history)) if s is not None else "0",
            replayAt=str(self.replay.at) if screen == "replay" else "")
        # the header names the game on show: a replayed or joined game's own
        shown = self.replay.game if screen == "replay" else \
            self.join_game if screen == "join" else None
        ops.add("title", _(shown.variant.title) if shown is not None
                else screens.game_name(s, self.setup_game()[0]))
        if self.log_open:
            ops.html("log-body", screens.log_html(s))
        self.place_focus(focus or keep, screen)
        ops.add("took", page.now)
        self.first_render = False  # (a render that raised before this takes over again)
        return ops.send(self.page), sheet_before

    def screen_html(self, screen: str, s) -> str:
        """The whole screen's markup, for a screen not shown yet."""
        if screen == "setup":
            variant, options = self.setup_game()
            return screens.setup_html(self.last_seats, len(self.last_seats or []) or 1,
                                      note=self.setup_note, back=self.in_progress(),
                                      undo=self.last_setup.get("undo", True) is not False,
                                      variant=variant, options=options)
        if screen == "broken":
            return screens.broken_save_html(self.broken_reason)
        if screen == "over":
            return screens.scoreboard_html(s, self.review, self.result_card(),
                                           self.keep_finished(s))
        if screen == "replay":
            from .replay import replay_html
            return replay_html(self.replay, self.can_play_seed(), self.replay_note)
        if screen == "daily":
            under_way = s.game.variant.name if self.in_progress() and \
                self.daily_day() == self.today() else None
            return daily.choice_html(self.record, self.today(), under_way,
                                     N_("Back to the game") if self.in_progress()
                                     else N_("Back"))
        if screen == "link-error":
            from .replay import link_error_html
            return link_error_html(self.link_error)
        if screen == "send":
            return (bylink.send_html(s, self.play_link(), self.can_share())
                    + f'<section id="sheet-wrap" class="sheet-wrap" '
                    f'aria-label="{_("Score sheets")}">{screens.sheet_part(s)}</section>')
        if screen == "join":
            return bylink.join_html(self.join_game, self.join_seat, self.in_progress())
        if screen == "handover":
            return screens.handover_html(s)
        return screens.game_html(s, self.rolled_now, self.columns)

    def put_sheet(self, s):
        """Replace only the sheet segments (areas, tracks, score line) that changed;
        returns the sheet's parts as they were."""
        head, parts = screens.sheet_parts(s, self.columns)
        before = self.svg_parts or ("", [])
        old_head, old_parts = before
        if head != old_head or [k for k, _m in parts] != [k for k, _m in old_parts]:
            self.ops.html("sheet-body", head + "".join(m for _k, m in parts) + "</svg>")
        else:
            for (key, markup), (_k, old) in zip(parts, old_parts, strict=True):
                if markup != old:
                    self.ops.outer(key, markup)
        self.svg_parts = (head, parts)
        return before

    def put(self, ident: str, html: str) -> None:
        """Replace one part of the page, only when its markup changed."""
        if self.parts.get(ident) == html:
            return
        if self.ops is not None:  # in a render: with its other changes
            self.ops.html(ident, html)
            self.parts[ident] = html
            return
        el = self.by_id(ident)
        if el is not None:
            el.innerHTML = html
            self.parts[ident] = html

    def place_focus(self, ident: str | None, screen: str):
        selectors = {
            "handover": ["#btn-handover"],
            "game": ["#btn-confirm", "#btn-roll", ".box.target", ".die.usable",
                     "#btn-forfeit", "#btn-done", "#btn-pass"],
            "over": ["#over-title"],
            "send": ["#send-title"],
        }.get(screen, [])
        if not (ident or selectors):
            return
        if self.ops is not None:  # in a render: with its other changes
            self.ops.add("focus", ident or "", selectors)
            return
        ops = page_ops.Ops()
        ops.add("focus", ident or "", selectors)
        ops.send(self.page)

    # ------------------------------------------------------------------
    # computer seats and the Hint: the bot thinks a few slices (its think()
    # generator) per browser task, so the page paints and takes input meanwhile
    @staticmethod
    def run_slices(step) -> bool:
        """Call `step` (one slice; True once the work is done) for about
        SLICE_MS; True once it is done."""
        started = time.perf_counter()
        while not step():
            if (time.perf_counter() - started) * 1000 >= SLICE_MS:
                return False
        return True

    def post_task(self, callback):
        """Run `callback` in a browser task of its own, as soon as the page has
        had its turn (a MessageChannel message: chained setTimeout(0) calls are
        held back 4 ms each, which would add a third to a bot's thinking)."""
        if self.channel is None:
            self.channel = here.MessageChannel.new()  # this thread's own
            self.on(self.channel.port1, "message", lambda ev: self.posted.pop(0)())
            self.channel.port1.start()
        self.posted.append(callback)
        self.channel.port2.postMessage(None)

    def schedule_bot(self):
        """Called by every render: start thinking when a computer seat is to
        move; keep thinking when the position is the same (a re-render for a
        tab, the log, "fast"); drop the thinking when it no longer fits."""
        s = self.s
        if s is None or self.current_screen() != "game" or not s.computer_to_move():
            self.stop_bot()
            return
        if self.thinking is not None and not self.thinking.stale(s):
            if self.thinking.done:  # waiting for the pace, which "fast" may have changed
                self.wait_for_pace()
            return
        self.stop_bot()
        self.thinking = s.bot_thinking()
        self.root.dataset.bot = "thinking"   # data-bot / data-hint: for the tests to wait on
        self.think_since = now_ms()
        self.think_longest = self.think_busy = 0.0
        self.think_tasks = 0
        thinking = self.thinking
        self.post_task(lambda: self.bot_think(thinking))

    def stop_bot(self):
        if self.think_timer is not None:
            here.clearTimeout(self.think_timer)
            self.think_timer = None
            self.root.dataset.bot = "stopped"
        if self.thinking is not None:
            self.thinking.cancel()
            self.thinking = None
            self.root.dataset.bot = "stopped"

    def bot_think(self, thinking):
        s = self.s
        if thinking is not self.thinking:
            return  # dropped meanwhile (stop_bot)
        if s is None or thinking.stale(s) or self.current_screen() != "game" \
                or not s.computer_to_move():
            self.stop_bot()
            return
        started = now_ms()
        try:
            done = self.run_slices(thinking.step)
        except Exception as exc:  # a bot error must not freeze the table silently
            # (self.thinking stays: the re-render does not start it again)
            self.message = Msg("The computer player failed ({error}).",
                               error=f"{type(exc).__name__}: {exc}")
            self.render()
            return
        spent = now_ms() - started
        self.think_longest = max(self.think_longest, spent)
        self.think_busy += spent
        self.think_tasks += 1
        if done:
            self.wait_for_pace()
        else:
            self.post_task(lambda: self.bot_think(thinking))

    def wait_for_pace(self):
        """Show the move once the pace has passed since the turn began."""
        if self.think_timer is not None:
            here.clearTimeout(self.think_timer)
        waited = now_ms() - self.think_since
        self.think_timer = here.setTimeout(create_once_callable(self.bot_move),
                                         max(0, PACE_MS[self.s.fast] - waited))

    def bot_move(self):
        self.think_timer = None
        thinking, s = self.thinking, self.s
        self.thinking = None
        if thinking is None or s is None or self.current_screen() != "game":
            return
        out = s.play_thought(thinking)  # refused if the game has moved on
        if not out.ok:
            self.schedule_bot()
            return
        # for measurements (e2e/bench_bot.py): the longest task, all tasks, their time
        root = self.root.dataset
        root.thinkMs = f"{self.think_longest:.1f}"
        root.thinkTasks = str(self.think_tasks)
        root.thinkBusyMs = f"{self.think_busy:.1f}"
        root.bot = "moved"
        self.after(out)

    def start_hint(self):
        s = self.s
        if self.hinting is not None and not self.hinting.stale(s):
            return  # already working on this position
        self.stop_hint()
        hinting = self.hinting = s.suggestion_thinking()
        self.root.dataset.hint = "thinking"
        self.say(Msg("Thinking about a suggestion\u2026"))
        self.post_task(lambda: self.hint_step(hinting))

    def stop_hint(self):
        if self.hinting is not None:
            self.hinting.cancel()
            self.hinting = None
            self.root.dataset.hint = "dropped"

    def hint_step(self, hinting):
        s = self.s
        if hinting is not self.hinting:
            return  # dropped meanwhile
        if s is None or hinting.stale(s) or self.current_screen() != "game":
            self.stop_hint()  # a move, an undo or another screen: the hint no longer fits
            return
        try:
            done = self.run_slices(hinting.step)
        except Exception as exc:
            self.hinting = None
            self.root.dataset.hint = "failed"
            self.after(Outcome(False, Msg("The hint failed ({error}).",
                                          error=f"{type(exc).__name__}: {exc}")))
            return
        if not done:
            self.post_task(lambda: self.hint_step(hinting))
            return
        self.hinting = None
        self.root.dataset.hint = "shown"
        self.after(Outcome(True, hinting.result))

    def say(self, text: str, kind: str = "note"):
        """Show a message without redrawing the screen."""
        self.message = text
        self.message_kind = kind
        self.show_message()

    def show_message(self):
        """The message line: news and hints as notes, refusals as errors (a
        different look, and a warning sign, not only another colour)."""
        if self.ops is not None:  # in a render: with its other changes
            self.ops.text("message", _(self.message), self.message_kind)
            return
        # one change of its own (page-ops.js brings a refusal into the window)
        ops = page_ops.Ops()
        ops.text("message", _(self.message), self.message_kind)
        ops.send(self.page)

    # ------------------------------------------------------------------
    # the after-game review: one decision per browser task, so the page stays live
    def start_review(self, seat: int):
        from .review import Review, reviewable
        s = self.s
        if s is None or seat not in reviewable(s):
            return
        self.stop_review()
        self.review = Review(self.clever, s.game, seat)
        name = s.game.players[seat]
        self.show_review(Msg("Reviewing your {n} decisions\u2026", n=self.review.total)
                         if len(reviewable(s)) == 1 else
                         Msg("Reviewing {name}'s {n} decisions\u2026", name=name,
                             n=self.review.total))
        self.review_said = now_ms()
        review = self.review
        self.post_task(lambda: self.review_step(review))

    def stop_review(self, say: str = ""):
        if self.review is not None and not self.review.finished:
            self.review = None
            if say:
                self.show_review(say)

    def review_step(self, review):
        # Nothing here reaches into the page but the redraws of the progress (with
        # Python in a worker each reach is a round trip, page_ops.py: one per step
        # made the review several times slower than its thinking)
        s = self.s
        if review is not self.review:
            return  # stopped, or another review started meanwhile
        if s is None or self.current_screen() != "over":
            return  # the player left the scoreboard: nothing to do
        if review.key != game_key(s.game):
            self.review = None
            return
        before = review.done
        try:
            self.run_slices(review.slice)
        except Exception as exc:  # the coach failing must not leave "Reviewing..." forever
            self.review = None
            self.show_review(Msg("The review failed ({error}).",
                                 error=f"{type(exc).__name__}: {exc}"))
            return
        if not review.finished:
            now = now_ms()
            say = ""
            if now - self.review_said >= SAY_EVERY_MS:
                say = Msg("Reviewing {n} of {total}\u2026", n=review.done + 1,
                          total=review.total)
                self.review_said = now
            # redraw the progress only when it moved; no review area in the
            # page (the scoreboard is gone): nothing to do
            if (say or review.done != before) and not self.show_review(say):
                self.review = None
                return
            self.post_task(lambda: self.review_step(review))
            return
        active = js(document.activeElement)
        inside = active is None or active.tagName == "BODY" or \
            js(active.closest("#review")) is not None
        summary = Msg("Review done.")
        if review.total:
            summary = Msg("Review done: {points} points below the suggestions; {n} of {total} "
                          "decisions matched.", points=f"{review.total_regret:.1f}",
                          n=review.matched, total=review.total)
        self.show_review(summary)
        if inside:
            self.place_focus("review-summary", "over")

    def show_review(self, say: str = "") -> bool:
        """Redraw the review area (and announce `say` in its live region), in one
        call: with Python in a worker, separate ones showed the review "done"
        while its announcement still said it was running. False when the page
        had no review area."""
        from .review import reviewable
        if self.s is None:
            return False
        ops = self.ops if self.ops is not None else page_ops.Ops()
        ops.outer("review", screens.review_box(self.review, len(reviewable(self.s)) == 1))
        if say:
            ops.text("review-status", _(say))
        if ops is not self.ops:
            return "review" not in ops.send(self.page)
        return True

    # ------------------------------------------------------------------
    # events
    def after(self, out, focus=None, moved_on=False):
        """Show the result of a click: a message, or the new state (saved).
        `moved_on`: a person's click, whose focus goes on to the next control."""
        if out.ok:
            self.message = out.message
            self.message_kind = "note"
            if out.rolled:
                self.rolled_now = out.rolled
            self.save()
            self.render(focus, moved_on=moved_on and out.changed)
        else:
            self.say(out.message, "error")
            self.refused += 1
            self.root.setAttribute("data-refused", str(self.refused))

    def on_click(self, ev):
        el = ev.hit  # the closest element of CLICKABLE
        if el is None:
            return
        act, die, area, seat = (el.data.get(k) for k in ("act", "die", "area", "seat"))
        if act:
            self.do(act, ev)
        elif self.current_screen() in ("replay", "link-error"):
            return  # a replay's dice and sheet are pictures of the past: nothing to play
        elif die and self.s is not None:
            out = self.s.select(die)
            if out.ok:
                self.message = out.message
                self.save()
                self.render(self.focus_after_select())
            else:
                self.after(out)
        elif area and self.s is not None:
            self.after(self.s.click_box(area, el.data.get("box") or ""), moved_on=True)
        elif seat and self.s is not None:
            seat = int(seat)
            p = self.s.pending
            self.s.viewing = None if p is not None and seat == p.player else seat
            if p is None:
                self.s.viewing = seat
            self.render(f"tab-{seat}")

    def focus_after_select(self):
        s = self.s
        if s.selected is None:
            return None
        if s.single_choice() is not None:
            return "btn-confirm"
        t = s.targets()
        if t:
            return f"box-{t[0][0]}-{t[0][1]}"
        if s.polish_steps():  # it fits only once polished
            return "btn-polish-up" if any(x > 0 for x in s.polish_steps()) else \
                "btn-polish-down"
        return None

    def on_key(self, ev):
        # the page cancels these keys' default actions (web/page-ops.js)
        el = ev.target
        if ev.key in ("ArrowLeft", "ArrowRight") and self.current_screen() == "replay" \
                and (el.tag if el is not None else "") not in ("SELECT", "INPUT"):
            self.replay_act("replay-back" if ev.key == "ArrowLeft" else "replay-next")
            return
        if ev.key not in ("Enter", " ", "Spacebar"):
            return
        area = el.data.get("area") if el is not None else None
        if not area or self.current_screen() in ("replay", "link-error"):
            return
        if self.s is not None:
            self.after(self.s.click_box(area, el.data.get("box") or ""), moved_on=True)

    def on_change(self, ev):
        el = ev.target
        if el is None:
            return
        if el.name == "replay-round" and self.replay is not None:
            self.replay.go(int(el.value))
            self.render("replay-round")
            return
        ops = page_ops.Ops()
        if el.name == "variant":
            # the chosen game's table options and computer levels
            variant = el.value
            for name, _title in screens.games():
                ops.add("hidden", f"table-options-{name}", name != variant)
            ops.outer("learn", screens.learn_link_html(variant))
            form = self.read_form("setup-form")
            for i in range(screens.MAX_SEATS):
                if form is not None and form.has(f"seat-kind-{i}"):
                    ops.html(f"seat-kind-{i}", screens.kind_options_html(
                        variant, form.value(f"seat-kind-{i}")))
        if el.id == "opt-real":
            ops.add("hidden", "real-how", not el.checked)  # one phone per player, or not
        if el.name == "count":
            n = int(el.value)
            for i in range(screens.MAX_SEATS):
                ops.add("hidden", f"seat-row-{i}", i >= n)
        ops.send(self.page)

    def read_form(self, ident: str) -> FormFields | None:
        """The fields of the form `ident`, read in one call (None: not shown)."""
        return FormFields.from_json(self.page.form(ident))

    def on_submit(self, ev):
        # the page never sends the form (web/page-ops.js)
        form = self.read_form("setup-form")
        if form is None:
            return
        count = int(form.chosen("count") or 1)
        names = [form.value(f"seat-name-{i}") for i in range(screens.MAX_SEATS)]
        kinds = [form.value(f"seat-kind-{i}") for i in range(screens.MAX_SEATS)]
        variant, options = self.form_game(form)
        first = None
        real = form.checked("opt-real")
        if real and form.checked("real-phone"):
            names, kinds, options, first, error = phone_table.setup_choice(
                count, names, options, form.value("first-seat"))
            if error:
                self.setup_error(error)
                return
        seats, seed, error = screens.parse_setup(count, names, kinds, form.value("seed"),
                                                 variant)
        if error:
            self.setup_error(_(error))
            return
        undo = form.checked("opt-undo")
        seats = [Seat(*seat) for seat in seats]
        by_link = form.checked("opt-bylink")
        error = bylink.check_seats(seats) if by_link else ""
        if real and any(x.kind != PERSON for x in seats):
            error = Msg("With real dice every seat is a person at the table: choose a person "
                        "for each seat, or untick Play with real dice.")
        elif real and by_link:
            error = Msg("Play by link deals the dice from the link: untick Play with real "
                        "dice or Play by link.")
        if error:
            self.setup_error(_(error))
            return
        self.save_setup(seats, undo, variant, options)
        # by link, undo is off: an undone move could be tried again after seeing the dice
        self.new_session(seats, seed, undo and not by_link, variant, options, by_link,
                         real_dice=real, first=first)

    def setup_error(self, text: str) -> None:
        ops = page_ops.Ops()
        ops.text("setup-error", str(text))
        ops.send(self.page)

    def form_game(self, form: FormFields) -> tuple[str, list]:
        """The game and table options ticked on the new-game form."""
        variant = form.chosen("variant") or DEFAULT_VARIANT
        return variant, form.ticked("option", f"opt-{variant}-")

    def new_session(self, seats, seed=None, undo=True, variant=None, options=None,
                    by_link=False, real_dice=False, first=None):
        self.drop_entry("setup")   # the game that Back would return to is gone
        self.keep_broken()
        fast = self.s.fast if self.s is not None else False
        if variant is None:
            variant, options = self.setup_game()
        self.s = Session.new(self.clever, seats, seed=seed, undo=undo, fast=fast,
                             variant=variant, options=options or (), real_dice=real_dice,
                             first=first)
        persons = [i for i, x in enumerate(seats) if x.kind == PERSON]
        if len(persons) == 1:
            self.s.viewer = persons[0]
        if by_link:  # this device plays the first seat; the others get links
            self.s.by_link, self.s.viewer = True, 0
        self.last_seats = [{"name": x.name, "kind": x.kind} for x in seats]
        self.screen = "game"
        self.message = ""
        self.setup_note = ""
        self.save(replace="new")
        self.render()
        # a new game starts at the top: Start is pressed low on the form, and
        # left scrolled there the dice would sit under the sticky prompt bar
        window.scrollTo(0, 0)

    def keep_broken(self):
        """Never throw an unreadable save away: keep it aside (the history page
        lists it) before a new game is saved in its place. Where it cannot be
        kept, the new game is not saved, so the old one stays."""
        if self.screen != "broken":
            return
        failed = stored_data.set_aside(self.storage(), KEY, "game", "unreadable",
                                       _(self.broken_reason))
        if failed is None:
            self.saved_text = None
        else:
            self.no_save = Msg("This game is not saved: the unreadable save could not be kept "
                               "aside ({reason}), so it stays saved instead.", reason=failed)
        self.broken_reason = ""

    def show_rules(self):
        dialog = self.by_id("rules-dialog")
        # the game being played (or, on the new-game form, the one chosen last)
        variant = self.s.game.variant.name if self.s is not None else self.setup_game()[0]
        if self.rules_shown != variant:  # written on first use, and for another game
            from .rules_text import rules_html

            self.rules_shown = variant
            dialog.innerHTML = (
                # a close button that stays in view while the rules scroll
                '<div class="dialog-bar"><button type="button" id="rules-close-top" '
                f'data-act="rules-close" aria-label="{_("Close the rules")}">'
                f'{_("Close")} \u2715</button></div>'
                '<p class="rules-full"><a id="rules-full" target="_blank" href="rules.html">'
                f'{_("The full rules, with live demos")}</a></p>'
                f'{rules_html(variant)}<p><button type="button" id="rules-close" '
                f'data-act="rules-close">{_("Close the rules")}</button></p>')
        from .rules_text import full_rules_link

        # the full rules open at what the player is deciding now
        link = self.by_id("rules-full")
        href, text = full_rules_link(self.s.game if self.s else None)
        link.href, link.textContent = href, _(text)
        dialog.showModal()
        self.push_entry("rules-dialog")

    def quick_solo(self):
        """A solo game at once: of the game ticked on the new-game form when it is
        shown, else of the game chosen last."""
        form = self.read_form("setup-form") if self.current_screen() == "setup" else None
        if form is not None:
            variant, options = self.form_game(form)
            undo = form.checked("opt-undo")
            self.save_setup(None, undo, variant, options)  # the seats set up stay
            self.new_session([Seat(_("You"), PERSON)], None, undo, variant, options)
            return
        self.new_session([Seat(_("You"), PERSON)])

    def in_progress(self) -> bool:
        """Is there a game that is not finished (one a new game would replace)?"""
        return self.s is not None and not self.s.over

    def ask_new_solo(self):
        """The header's "New solo game" and the form's "Play solo now": at once
        when no game is in progress, else only once the player confirms (the game
        in progress cannot come back)."""
        if not self.in_progress():
            self.quick_solo()
            return
        self.confirm(self.quick_solo, N_("End it and start a solo game"))

    def confirm(self, then, label: str):
        """Ask before a new game replaces the one in progress; `then` on yes."""
        self.confirm_then = then
        dialog = self.by_id("confirm-new")
        dialog.innerHTML = screens.confirm_new_html(self.s, label)
        dialog.showModal()
        self.push_entry("confirm-new")

    def do(self, act, ev=None):
        s = self.s
        if act in SPENDING and ev is not None and self.repeated_click(ev):
            return  # the second click of a double click: meant for what was there before
        if act == "quick-solo":
            # a game in progress is not ended without a question, from here either
            self.ask_new_solo()
        elif act in ("confirm-new-keep", "confirm-new-yes"):
            self.by_id("confirm-new").close()
            then, self.confirm_then = self.confirm_then, None
            if act == "confirm-new-yes":
                (then or self.quick_solo)()
        elif act == "daily":
            if self.screen != "daily":
                self.before_daily = self.screen
            self.screen = "daily"  # the choice of the game first
            self.render("daily-title")
        elif act == "daily-close":
            self.screen = self.before_daily if self.s is not None \
                else "setup"
            self.render()
        elif act.startswith("daily-") and act[6:] in daily.GAMES:
            self.ask_daily(act[6:])
        elif act == "replay-own" and s is not None and s.over:
            from .replay import Replay
            day = self.daily_day()
            self.show_replay(Replay(self.clever, s.game, "daily" if day else "own", day))
        elif act.startswith("replay-") and self.replay is not None or act == "replay-close":
            self.replay_act(act)
        elif act in ("copy-card", "copy-link", "share", "copy-send", "share-send"):
            self.share(act)
        elif act == "join" and self.join_game is not None:
            self.take_link_game(self.join_game, self.join_seat)
        elif act == "join-watch" and self.join_game is not None:
            from .replay import Replay
            game, self.join_game = self.join_game, None
            self.show_replay(Replay(self.clever, game, "link"))
        elif act == "back-to-game" and self.in_progress():
            self.drop_entry("setup")
            self.screen = "game"
            self.setup_note = ""
            self.render()
        elif act in ("menu-new", "new"):
            if s is not None:
                self.last_seats = [x.to_dict() for x in s.seats]
            if self.in_progress() and self.current_screen() != "setup":
                self.push_entry("setup")   # Back returns to the game
            self.screen = "setup"
            self.render("setup-title")
        elif act == "load-other":
            self.by_id("other-tab").hidden = True
            self.stop_bot()
            self.stop_hint()
            self.message = ""
            self.resume(self.load_text(KEY))
        elif act == "new-after-broken":
            self.keep_broken()
            self.screen = "setup"
            self.setup_note = self.no_save or Msg(
                "The unreadable save was kept aside (the history page lists it); this new game "
                "will be saved instead.")
            self.render()
        elif act == "again" and s is not None:
            seats = [Seat(x.name, x.kind, x.level) for x in s.seats]
            self.new_session(seats, None, s.undo_enabled, s.game.variant.name,
                             sorted(s.game.options), s.by_link, real_dice=s.real_dice)
        elif act == "handover" and s is not None:
            s.accept_handover()
            self.message = ""
            self.save()
            self.render()
        elif act == "undo" and s is not None:
            self.after(s.undo(), moved_on=True)
        elif act == "deselect" and s is not None:
            s.selected = None
            self.save()
            self.render()
        elif act == "fast" and s is not None:
            s.fast = not s.fast
            self.save()
            self.render("btn-fast")
        elif act == "review-stop":
            seat = self.review.seat if self.review is not None else 0
            self.stop_review(Msg("Review stopped."))
            self.place_focus(f"btn-review-{seat}", "over")
        elif act.startswith("review-") and act[7:].isdigit():
            self.start_review(int(act[7:]))
        elif act == "suggest" and s is not None and s.decider() is not None:
            self.start_hint()
        elif act == "rules":
            self.show_rules()
        elif act == "rules-close":
            self.by_id("rules-dialog").close()
        elif act == "log":
            self.log_open = not self.log_open
            panel = self.by_id("log-panel")
            panel.hidden = not self.log_open
            if self.log_open:
                self.by_id("log-body").innerHTML = screens.log_html(s)
            self.render("btn-log")
            if self.log_open:
                panel.scrollIntoView()
        elif s is not None:
            self.after(s.press(act), moved_on=True)

    # ------------------------------------------------------------------
    # the daily challenge, shared links and replays
    def today(self) -> str:
        """Today's UTC date (YYYY-MM-DD). A test may set `window.cleverToday`."""
        given = js(getattr(window, "cleverToday", None))
        if daily.parse_day(given):
            return given
        return str(window.Date.new().toISOString())[:10]

    def daily_day(self) -> str | None:
        """The day of the daily challenge being played, if it is one."""
        return daily.daily_of(self.record, self.s.game) if self.s is not None else None

    def save_record(self) -> None:
        if daily.STORE_KEY not in self.keep_off:  # a convenience: the game goes on without it
            stored_data.write(self.storage(), daily.STORE_KEY, json.dumps(self.record))

    def ask_daily(self, variant: str):
        if self.daily_day() == self.today() and not self.s.over \
                and self.s.game.variant.name == variant:
            self.screen = "game"  # today's challenge is under way: back to it
            self.render()
        elif self.in_progress():
            self.confirm(lambda: self.start_daily(variant),
                         N_("End it and play the daily challenge"))
        else:
            self.start_daily(variant)

    def start_daily(self, variant: str = daily.VARIANT):
        today = self.today()
        seed = daily.daily_seed(today, variant)
        self.record = {**self.record, "current": {"day": today, "seed": seed, "game": variant}}
        self.save_record()
        self.replay = None
        undo = self.last_setup.get("undo", True) is not False
        self.new_session([Seat(_(daily.PLAYER), PERSON)], seed, undo, variant, daily.OPTIONS)

    def count_daily(self):
        """A finished daily challenge counts in the record (its best stays)."""
        day = self.daily_day()
        if day and self.s.over:
            total = self.s.game.scores()[0]["total"]
            name = self.s.game.variant.name
            best = daily.best_of(self.record, day, name)
            if best is None or best < total:
                self.record = daily.record_score(self.record, day, total, name)
                self.save_record()

    def page_address(self) -> str:
        return str(window.location.href).split("#", 1)[0]

    def result_card(self) -> str:
        from clever import gamecode
        g = self.s.game
        day = self.daily_day()
        url = self.play_link() if self.s.by_link else \
            daily.link(self.page_address(), gamecode.encode(g), day)
        name = g.variant.name
        best = daily.best_of(self.record, day, name) if day else None
        text = daily.card_text(g, url, day, best,
                               daily.streak(self.record, day, name) if day else 0)
        title = Msg("Send the final score to the other players") if self.s.by_link else ""
        return daily.card_html(text, url, day, self.can_share(), title)

    def can_share(self) -> bool:
        return js(getattr(window.navigator, "share", None)) is not None

    def play_link(self) -> str:
        from clever import gamecode
        return bylink.link(self.page_address(), gamecode.encode(self.s.game))

    def clear_link(self) -> None:
        """Take a link's game out of the address once it is dealt with, so a
        reload opens this browser's game, not the link again."""
        if str(window.location.hash):
            window.history.replaceState(jsnull, "", str(window.location.pathname)
                                        + str(window.location.search))

    def open_play_link(self, code: str) -> None:
        from clever import gamecode

        from .replay import Replay
        try:
            game = gamecode.decode(code)
        except Exception as exc:
            return self.refuse_link(exc)
        kind, seat = bylink.receive(self.s, game)
        if kind == "older":
            self.refuse_link(None, Msg("it is an older link of the game in this browser (it "
                                       "has {n} moves, the game here {here}): open the newest "
                                       "link", n=len(game.history),
                                       here=len(self.s.game.history)))
        elif kind == "continue":
            self.take_link_game(game, seat)
        elif seat is None:  # a finished game new here: watch it
            self.show_replay(Replay(self.clever, game, "link"))
        else:
            self.join_game, self.join_seat = game, seat
            self.screen = "join"
            self.render("join-title")

    def take_link_game(self, game, seat: int) -> None:
        """This device plays `seat` of the link's game from now on."""
        if self.in_progress() and not (self.s.by_link and bylink.same_game(self.s.game, game)):
            # never lose a game: the one replaced is kept aside (the history page lists it)
            failed = stored_data.keep_aside(self.storage(), "game", "link", self.s.to_json())[1]
            if failed is not None:
                self.no_save = Msg("This game is not saved: the game in progress could not be "
                                   "kept aside ({reason}), so it stays saved instead.",
                                   reason=failed)
        seats = [Seat(name, PERSON) for name in game.players]
        self.s = Session(self.clever, game, seats, undo=False, viewer=seat, by_link=True)
        self.join_game = self.join_seat = None
        self.replay = None
        self.screen = "game"
        self.message = ""
        self.save(replace="link")
        self.clear_link()
        self.render()
        window.scrollTo(0, 0)

    def refuse_link(self, exc, reason: str = "") -> None:
        if exc is not None:
            reason = (exc.args[0] if exc.args else str(exc)) \
                if isinstance(exc, self.clever.InvalidSave) else \
                Msg("it could not be read ({error})", error=type(exc).__name__)
        self.link_error = reason
        self.replay = None
        self.screen = "link-error"
        self.render("link-title")

    def open_link(self, fragment) -> None:
        """Open the game a shared link carries, in a replay; a broken or edited
        link is refused in words, and nothing of this browser's own is touched."""
        play = bylink.read_link(js(fragment))
        if play is not None:
            self.open_play_link(play)
            return
        code, day = daily.read_link(js(fragment))
        if code is None:
            return
        from clever import gamecode

        from .replay import Replay
        try:
            game = gamecode.decode(code)
        except Exception as exc:  # InvalidSave says what is wrong; anything else must not crash
            self.refuse_link(exc)
            return
        self.show_replay(Replay(self.clever, game, "daily" if day else "link", day))

    def show_replay(self, replay):
        self.replay = replay
        self.shown = ""  # another game: the whole replay screen is drawn anew
        self.replay_note = "" if replay.game.is_over else Msg(
            "This game is not finished: the replay ends where the link was made.")
        self.screen = "replay"
        self.render("replay-title")
        window.scrollTo(0, 0)

    def can_play_seed(self) -> bool:
        r = self.replay
        return r is not None and r.source != "own"

    def replay_act(self, act: str):
        r = self.replay
        if act == "replay-close":
            self.replay = None
            self.link_error = ""
            self.clear_link()
            self.screen = "game" if self.s is not None else "setup"
            self.render()
            return
        if act == "replay-play":
            self.ask_seed()
            return
        if act == "replay-coach":
            self.put("replay-coach-view", escape(_("The coach is thinking\u2026")))
            at = r.at
            self.post_task(lambda: self.coach_done(r, at))
            return
        if act.startswith("replay-seat-") and act[12:].isdigit():
            r.seat = min(int(act[12:]), r.game.n - 1)
            self.render(act.replace("replay-seat-", "replay-tab-"))
            return
        moves = {"replay-first": 0, "replay-back": r.at - 1, "replay-next": r.at + 1,
                 "replay-last": r.end}
        if act in moves:
            r.go(moves[act])
            focus = f"btn-{act}"  # a disabled button cannot keep the focus: its neighbour
            if r.at == 0:
                focus = "btn-replay-next"
            elif r.at == r.end:
                focus = "btn-replay-back"
            self.render(focus)

    def coach_done(self, r, at: int):
        if r is not self.replay:
            return
        try:
            r.coach[at] = r.coach_view() if r.at == at else r.coach.get(at, "")
        except Exception as exc:  # the coach failing must not leave "thinking" forever
            r.coach[at] = Msg("The coach could not judge this move ({error}).",
                              error=type(exc).__name__)
        if r.at == at and self.current_screen() == "replay":
            self.put("replay-coach-view", escape(_(r.coach[at])))

    def ask_seed(self):
        if self.in_progress():
            self.confirm(self.play_seed, N_("End it and play this seed"))
        else:
            self.play_seed()

    def play_seed(self):
        """A new solo game on the replayed game's seed, game and table options
        (today's daily challenge counts as such)."""
        g = self.replay.game
        name = g.variant.name
        if (self.replay.day == self.today() and name in daily.GAMES
                and g.seed == daily.daily_seed(self.today(), name)):
            self.start_daily(name)
            return
        self.replay = None
        undo = self.last_setup.get("undo", True) is not False
        self.new_session([Seat(_(daily.PLAYER), PERSON)], g.seed, undo, g.variant.name,
                         sorted(g.variant.options))

    def share(self, act: str):
        """Copy the result card or its link, or hand them to the system's share sheet."""
        send = act.endswith("-send")
        text_el = self.by_id("send-what" if send else "card-text")
        link_el = self.by_id("send-link" if send else "card-link")
        status = self.by_id("send-status" if send else "card-status")
        if text_el is None or link_el is None:
            return
        text, url = text_el.textContent, link_el.value
        if send:
            act = "share" if act == "share-send" else "copy-link"
            text = _(Msg("Your part in our game of {game}: {url}", game=self.s.game.variant.title,
                         url=url))

        def say(words):
            if status is not None:
                status.textContent = words

        def failed(_err=None):
            link_el.select()
            say(_("This browser did not allow copying: the link is selected, copy it "
                  "yourself."))

        nav = window.navigator
        try:
            if act == "share":
                data = js_object({"title": screens.game_name(self.s), "text": text})
                nav.share(data).catch(create_once_callable(lambda _e: None))
                return
            words = text if act == "copy-card" else url
            done = _("Result copied.") if act == "copy-card" else _("Link copied.")
            nav.clipboard.writeText(words).then(
                create_once_callable(lambda _r: say(done)), create_once_callable(failed))
        except Exception:
            failed()

    @staticmethod
    def repeated_click(ev) -> bool:
        """The second (third...) click of a double click or double tap: the
        browser counts them in `detail` (0 for a click made with the keyboard)."""
        return ev.detail >= 2
