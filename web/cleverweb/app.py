"""The playable game in the page (PyScript, runs under Pyodide): its controller.

It shows the screens of `screens.py` and routes what the player does to
`session.Session`. A click or a key press becomes a typed intent
(`intents.py`), handled through one table (HANDLERS, at the end). The pieces
it holds each keep their own state and never import it back: `page.py` (the
only way to the DOM), `autosave.py` (the browser's storage), `jobs.py` (a
computer seat's move, the Hint and the review, run by `scheduler.py`),
`links.py` (the daily challenge, shared links, replays) and `setup_form.py`
(the new-game form read, checked and turned into a game). Entry point:
`start(clever)`, called by `cleverweb/main.py` once the engine is imported.
"""

from __future__ import annotations

from clever.i18n import N_, Msg

from . import bylink, daily, early_setup, page_ops, page_shell, screens
from . import intents as do
from . import setup_form as form
from .autosave import KEY, SETUP_KEY, Autosave
from .form_fields import FormFields
from .jobs import BotTurns, Hints, Reviews
from .lang import _
from .links import Links
from .markup import escape
from .page_event import PageEvent
from .scheduler import Scheduler
from .session import PERSON, Seat, Session

WIDE = "(min-width: 1000px)"   # game.css's two-column game screen (sheet | dice)
# what a click in the game acts on: the closest of these around its target
CLICKABLE = "[data-act],[data-die],[data-area],[data-seat]"

_app = None


def join_notes(notes: list):
    """Notes said together, as one text (each translated when shown)."""
    out = notes[0]
    for note in notes[1:]:
        out = Msg("{first} {next}", first=out, next=note)
    return out


def start(clever):
    """Mount the game UI (called once the engine has loaded)."""
    global _app
    from .page import Page  # the browser's own: imported here, so App runs under CPython too

    _app = App(clever, Page())
    _app.mount()
    return _app


class App:
    def __init__(self, clever, page):
        self.clever = clever
        self.s: Session | None = None
        self.screen = "setup"
        self.message = ""
        self.broken_reason = ""
        self.setup_note = ""
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
        self.kept = {}           # history id of a finished game -> what the scoreboard says
        # the daily challenge, shared links and replays (links.py)
        self.links = Links(self)
        self.confirm_then = None  # what the "end this game?" dialog does when confirmed
        self.page = page  # the only way to the DOM (page.py)
        self.saves = Autosave(page.storage)  # browser storage (autosave.py)
        self.columns = 1
        self.rules_shown = None  # the game whose rules the Rules dialog holds
        # the long thinking, a few slices per browser task (jobs.py, scheduler.py)
        scheduler = Scheduler(page.post, page.set_timer, page.clear_timer)
        self.scheduler = scheduler
        self.bots = BotTurns(self, scheduler)
        self.hints = Hints(self, scheduler)
        self.reviews = Reviews(self, scheduler)

    # ------------------------------------------------------------------
    # page set-up
    def mount(self):
        # What build.py drew into index.html (the empty sheet or the new-game
        # form) stays on show until the first render takes over in one call
        # (page-ops.js, "takeover"): the game's part is hidden till then, so
        # nothing jumps however many frames the set-up takes. The
        # pre-drawn sheet is then adopted if it is the one drawn ("adopt").
        # Read, made and listened to in few calls (cleverDom.start, mount,
        # listen): in a Web Worker each reach into the page is a round trip,
        # and one made after a change to the page waits for its next frame, so
        # everything the start needs to know is read first, in one call.
        start = self.page.start(early_setup.BOX, [SETUP_KEY, daily.STORE_KEY, KEY])
        stored = start["stored"]
        self.play = self.page.mount(page_shell.frame_html())
        self.page.listen([
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
        self.saves.load_setup(stored[SETUP_KEY])
        if "seats" in self.saves.last_setup:
            self.last_seats = self.saves.last_setup["seats"]
        self.links.record = self.saves.read_daily(stored[daily.STORE_KEY])
        if self.saves.aside_notes:  # said on whichever screen comes first
            self.setup_note = self.message = join_notes(self.saves.aside_notes)
            self.message_kind = "error"
        fragment = start["hash"]  # read first: drawing a screen clears it
        early = form.Early.from_page(start["early"])
        self.resume(stored[KEY])
        self.apply_early(early)
        # a shared link (#g=CODE) opens its game's replay, now or when pasted later
        self.links.open_link(fragment)
        self.page.listen([("window", "hashchange",
                           lambda ev: self.links.open_link(self.page.fragment()))])

    def on_width_change(self):
        """The window crossed the two-column width: only the game screen's sheet
        is laid out by it. Any other screen is left as it is, above all the
        new-game form, whose choices a redraw would reset to the last saved ones."""
        if self.shown == "game" and self.current_screen() == "game":
            self.render()

    def apply_early(self, early: form.Early):
        """Give the real new-game form the choices made before the engine was ready
        (the early form leaves the page in the first render, which draws the real
        one with the same ids), then start the game if Start (or "Play solo now")
        was pressed; the header's "New solo game" asks first when a game is in
        progress, as after boot."""
        record = early.record
        if record is None:
            return
        if self.current_screen() == "setup" and early.fields:
            for ident, prop, value in early.in_order():
                el = self.page.set_field(ident, prop, value)
                if form.redraws(el, ident, value):
                    self.on_change(PageEvent("change", target=el))
            if early.focus:
                self.page.focus(early.focus)
        if self.current_screen() == "setup" and record.get("start"):
            self.on_submit(PageEvent("submit"))
        elif record.get("quick") or record.get("header"):
            self.ask_new_solo()
        elif record.get("act"):  # a button of the menu drawn in above the form
            self.dispatch(do.from_act(str(record["act"]), daily.GAMES))

    # ------------------------------------------------------------------
    # saving
    def save(self, replace: str = ""):
        """Store the game (autosave.py); a newer game saved by another tab
        takes this one's place instead, and this tab's move is not made."""
        newer, problem = self.saves.save(self.s, replace)
        if newer is not None:
            self.page.set_hidden("other-tab", True)
            self.bots.stop()
            self.hints.stop()
            self.resume(newer)
        if problem is not None:
            self.message, self.message_kind = problem, "error"

    def keep_finished(self, s) -> str:
        """Put the finished game into the history (once: its id is the game's
        own); returns what the scoreboard says about it."""
        from clever.history import make_record, table_options

        from . import history_store

        ident = history_store.game_id(s.game)
        if ident not in self.kept:
            store = self.page.open_history()
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

    def on_storage(self, ev):
        """Another tab saved a game: say so and offer to load it, rather than
        let the next save here overwrite its moves without a word."""
        if self.saves.is_other_save(ev.key, ev.new_value):
            self.page.set_hidden("other-tab", False)

    # ------------------------------------------------------------------
    # Back: closes an open dialog, or leaves the new-game form for the game in
    # progress, instead of leaving the site (one history entry per such step)
    def on_popstate(self, ev):
        if self.page.own_pop():
            return
        if self.page.close_open_dialog(("rules-dialog", "confirm-new")):
            return
        if self.current_screen() == "setup" and self.in_progress():
            self.screen = "game"
            self.setup_note = ""
            self.render()

    def on_dialog_close(self, ev):
        if ev.target is not None:
            self.page.drop_entry(ev.target.id)

    def setup_game(self) -> tuple[str, list]:
        """The game and table options chosen last (the base game at first)."""
        return self.saves.setup_game()

    def resume(self, text: str | None):
        """The game stored as `text` (None: none) on show, or the new-game screen."""
        if not isinstance(text, str):
            self.screen = "setup"
            self.render()
            return
        self.s, reason = Session.read_saved(self.clever, text)
        # a save that cannot be read is not this tab's to overwrite: it is kept aside first
        self.saves.loaded(text if self.s is not None else None)
        if self.s is None:
            self.broken_reason = reason
            self.screen = "broken"
            self.render()
            return
        self.screen = "game"
        self.last_seats = [x.to_dict() for x in self.s.seats]
        self.render()

    # ------------------------------------------------------------------
    # drawing
    def current_screen(self) -> str:
        if self.screen == "daily":
            return "daily"
        if self.screen == "replay" and self.links.replay is not None:
            return "replay"
        if self.screen == "link-error":
            return "link-error"
        if self.screen == "join" and self.links.join_game is not None:
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
        page = self.page.read(WIDE)
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
        self.bots.schedule()

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
            s.no_hints = self.links.daily_day() is not None
        if screen != "over":
            self.reviews.stop()
        else:
            self.links.count_daily()
        keep = page.active if page.active and not moved_on else None
        badge = ""
        day = self.links.daily_day() if screen in ("game", "handover", "over") else None
        if day:
            badge = daily.daily_intro(self.links.record, day, self.links.today(),
                                      s.game.variant.name)
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
            for ident, markup in replay_parts(self.links.replay).items():
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
            replayAt=str(self.links.replay.at) if screen == "replay" else "")
        # the header names the game on show: a replayed or joined game's own
        shown = self.links.replay.game if screen == "replay" else \
            self.links.join_game if screen == "join" else None
        ops.add("title", _(shown.variant.title) if shown is not None
                else screens.game_name(s, self.setup_game()[0]))
        if self.log_open:
            ops.html("log-body", screens.log_html(s))
        self.place_focus(focus or keep, screen)
        ops.add("took", page.now)
        self.first_render = False  # (a render that raised before this takes over again)
        return self.page.send(ops), sheet_before

    def screen_html(self, screen: str, s) -> str:
        """The whole screen's markup, for a screen not shown yet."""
        if screen == "setup":
            variant, options = self.setup_game()
            return screens.setup_html(self.last_seats, len(self.last_seats or []) or 1,
                                      note=self.setup_note, back=self.in_progress(),
                                      undo=self.saves.undo_chosen(),
                                      variant=variant, options=options)
        if screen == "broken":
            return screens.broken_save_html(self.broken_reason)
        if screen == "over":
            return screens.scoreboard_html(s, self.reviews.review, self.links.result_card(),
                                           self.keep_finished(s))
        if screen == "replay":
            from .replay import replay_html
            links = self.links
            return replay_html(links.replay, links.can_play_seed(), links.replay_note)
        if screen == "daily":
            under_way = s.game.variant.name if self.in_progress() and \
                self.links.daily_day() == self.links.today() else None
            return daily.choice_html(self.links.record, self.links.today(), under_way,
                                     N_("Back to the game") if self.in_progress()
                                     else N_("Back"))
        if screen == "link-error":
            from .replay import link_error_html
            return link_error_html(self.links.link_error)
        if screen == "send":
            return (bylink.send_html(s, self.links.play_link(), self.links.can_share())
                    + f'<section id="sheet-wrap" class="sheet-wrap" '
                    f'aria-label="{_("Score sheets")}">{screens.sheet_part(s)}</section>')
        if screen == "join":
            return bylink.join_html(self.links.join_game, self.links.join_seat, self.in_progress())
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
        if self.page.set_html(ident, html):
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
        self.page.send(ops)

    # ------------------------------------------------------------------
    # messages and the review area
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
        self.page.send(ops)

    def show_review(self, say: str = "") -> bool:
        """Redraw the review area (and announce `say` in its live region), in one
        call: with Python in a worker, separate ones showed the review "done"
        while its announcement still said it was running. False when the page
        had no review area."""
        from .review import reviewable
        if self.s is None:
            return False
        ops = self.ops if self.ops is not None else page_ops.Ops()
        ops.outer("review", screens.review_box(self.reviews.review, len(reviewable(self.s)) == 1))
        if say:
            ops.text("review-status", _(say))
        if ops is not self.ops:
            return "review" not in self.page.send(ops)
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
            self.page.mark(refused=str(self.refused))

    def on_click(self, ev):
        el = ev.hit  # the closest element of CLICKABLE
        intent = do.decode(el.data, daily.GAMES) if el is not None else None
        if intent is None:
            return
        if intent.spending and self.repeated_click(ev):
            return  # the second click of a double click: meant for what was there before
        self.dispatch(intent)

    def dispatch(self, intent: do.Intent) -> None:
        """Hand an intent to its handler (HANDLERS); the game's own choices
        go to the session."""
        handler = HANDLERS.get(type(intent))
        if handler is not None:
            handler(self, intent)
        else:
            self.press(intent)

    def press(self, intent: do.Intent) -> None:
        if self.s is not None:
            self.after(self.s.press(intent), moved_on=True)

    def on_die(self, intent: do.PickDie) -> None:
        if self.current_screen() in ("replay", "link-error") or self.s is None:
            return  # a replay's dice and sheet are pictures of the past: nothing to play
        out = self.s.select(intent.die)
        if out.ok:
            self.message = out.message
            self.save()
            self.render(self.focus_after_select())
        else:
            self.after(out)

    def on_box(self, intent: do.MarkBox) -> None:
        if self.current_screen() in ("replay", "link-error") or self.s is None:
            return
        self.after(self.s.click_box(intent.area, intent.box), moved_on=True)

    def on_seat_tab(self, intent: do.ViewSeat) -> None:
        if self.current_screen() in ("replay", "link-error") or self.s is None:
            return
        seat = intent.seat
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
            self.links.replay_move(do.ReplayMove("back" if ev.key == "ArrowLeft" else "next"))
            return
        if ev.key not in ("Enter", " ", "Spacebar"):
            return
        area = el.data.get("area") if el is not None else None
        if area:
            self.on_box(do.MarkBox(area, el.data.get("box") or ""))

    def on_change(self, ev):
        el = ev.target
        if el is None:
            return
        if el.name == "replay-round" and self.links.replay is not None:
            self.links.replay.go(int(el.value))
            self.render("replay-round")
            return
        self.page.send(form.changed(el, lambda: self.read_form(form.FORM)))

    def read_form(self, ident: str) -> FormFields | None:
        """The fields of the form `ident`, read in one call (None: not shown)."""
        return self.page.form(ident)

    def on_submit(self, ev):
        # the page never sends the form (web/page-ops.js)
        fields = self.read_form(form.FORM)
        if fields is None:
            return
        setup, error = form.read(fields)
        if setup is None:
            self.setup_error(error)
            return
        self.saves.save_setup(setup.seats, setup.undo, setup.variant, setup.options)
        self.start_game(setup)

    def setup_error(self, text: str) -> None:
        ops = page_ops.Ops()
        ops.text("setup-error", str(text))
        self.page.send(ops)

    def new_session(self, seats, seed=None, undo=True, variant=None, options=None,
                    by_link=False, real_dice=False, first=None):
        """A new game of these seats (of the game chosen last when `variant` is None)."""
        if variant is None:
            variant, options = self.setup_game()
        self.start_game(form.Setup(tuple(seats), seed, undo, variant, tuple(options or ()),
                                   by_link, real_dice, first))

    def start_game(self, setup: form.Setup) -> None:
        self.page.drop_entry("setup")   # the game that Back would return to is gone
        self.keep_broken()
        fast = self.s.fast if self.s is not None else False
        self.s = setup.session(self.clever, fast)
        self.last_seats = [{"name": x.name, "kind": x.kind} for x in setup.seats]
        self.screen = "game"
        self.message = ""
        self.setup_note = ""
        self.save(replace="new")
        self.render()
        # a new game starts at the top: Start is pressed low on the form, and
        # left scrolled there the dice would sit under the sticky prompt bar
        self.page.scroll_top()

    def keep_broken(self):
        """An unreadable save is kept aside before a new game takes its place."""
        if self.screen != "broken":
            return
        self.saves.keep_broken(self.broken_reason)
        self.broken_reason = ""

    def show_rules(self):
        # the game being played (or, on the new-game form, the one chosen last)
        variant = self.s.game.variant.name if self.s is not None else self.setup_game()[0]
        if self.rules_shown != variant:  # written on first use, and for another game
            self.rules_shown = variant
            self.page.set_html("rules-dialog", page_shell.rules_html(variant))
        from .rules_text import full_rules_link

        # the full rules open at what the player is deciding now
        href, text = full_rules_link(self.s.game if self.s else None)
        self.page.set_link("rules-full", href, _(text))
        self.page.show_dialog("rules-dialog")

    def quick_solo(self):
        """A solo game at once: of the game ticked on the new-game form when it is
        shown, else of the game chosen last."""
        fields = self.read_form(form.FORM) if self.current_screen() == "setup" else None
        if fields is not None:
            setup = form.solo(fields)
            # the seats set up stay saved for the next game
            self.saves.save_setup(None, setup.undo, setup.variant, setup.options)
            self.start_game(setup)
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
        self.page.show_dialog("confirm-new", screens.confirm_new_html(self.s, label))

    # ------------------------------------------------------------------
    # the page's own controls (HANDLERS, below the class)
    def answer_confirm(self, intent: do.AnswerConfirm) -> None:
        self.page.close_dialog("confirm-new")
        then, self.confirm_then = self.confirm_then, None
        if intent.yes:
            (then or self.quick_solo)()

    def open_screen(self, intent: do.OpenScreen) -> None:
        s = self.s
        if intent.name == "daily":
            if self.screen != "daily":
                self.links.before_daily = self.screen
            self.screen = "daily"  # the choice of the game first
            self.render("daily-title")
        elif intent.name == "game":
            if self.in_progress():
                self.page.drop_entry("setup")
                self.screen = "game"
                self.setup_note = ""
                self.render()
        else:  # the new-game form
            if s is not None:
                self.last_seats = [x.to_dict() for x in s.seats]
            if self.in_progress() and self.current_screen() != "setup":
                self.page.push_entry("setup")   # Back returns to the game
            self.screen = "setup"
            self.render("setup-title")

    def load_other(self, intent=None) -> None:
        self.page.set_hidden("other-tab", True)
        self.bots.stop()
        self.hints.stop()
        self.message = ""
        self.resume(self.saves.load_text(KEY))

    def new_after_broken(self, intent=None) -> None:
        self.keep_broken()
        self.screen = "setup"
        self.setup_note = self.saves.no_save or Msg(
            "The unreadable save was kept aside (the history page lists it); this new game "
            "will be saved instead.")
        self.render()

    def again(self, intent=None) -> None:
        s = self.s
        if s is not None:
            seats = [Seat(x.name, x.kind, x.level) for x in s.seats]
            self.new_session(seats, None, s.undo_enabled, s.game.variant.name,
                             sorted(s.game.options), s.by_link, real_dice=s.real_dice)

    def handover(self, intent=None) -> None:
        if self.s is not None:
            self.s.accept_handover()
            self.message = ""
            self.save()
            self.render()

    def undo(self, intent=None) -> None:
        if self.s is not None:
            self.after(self.s.undo(), moved_on=True)

    def deselect(self, intent=None) -> None:
        if self.s is not None:
            self.s.selected = None
            self.save()
            self.render()

    def toggle_fast(self, intent=None) -> None:
        if self.s is not None:
            self.s.fast = not self.s.fast
            self.save()
            self.render("btn-fast")

    def review_stop(self, intent=None) -> None:
        seat = self.reviews.review.seat if self.reviews.review is not None else 0
        self.reviews.stop(Msg("Review stopped."))
        self.place_focus(f"btn-review-{seat}", "over")

    def suggest(self, intent: do.Suggest) -> None:
        s = self.s
        if s is not None and s.decider() is not None:
            self.hints.start()
        else:
            self.press(intent)  # the session says why not

    def rules(self, intent: do.Rules) -> None:
        if intent.open:
            self.show_rules()
        else:
            self.page.close_dialog("rules-dialog")

    def toggle_log(self, intent=None) -> None:
        self.log_open = not self.log_open
        self.page.set_hidden("log-panel", not self.log_open)
        if self.log_open:
            self.page.set_html("log-body", screens.log_html(self.s))
        self.render("btn-log")
        if self.log_open:
            self.page.scroll_into_view("log-panel")

    # ------------------------------------------------------------------
    # the daily challenge, shared links and replays
    @staticmethod
    def repeated_click(ev) -> bool:
        """The second (third...) click of a double click or double tap: the
        browser counts them in `detail` (0 for a click made with the keyboard)."""
        return ev.detail >= 2


# what each of the page's own intents does (intents.py); the game's choices
# (roll, a die, a box...) without an entry here go to the session
HANDLERS = {
    do.PickDie: App.on_die,
    do.MarkBox: App.on_box,
    do.ViewSeat: App.on_seat_tab,
    do.QuickSolo: lambda app, _i: app.ask_new_solo(),
    do.AnswerConfirm: App.answer_confirm,
    do.OpenScreen: App.open_screen,
    do.CloseDaily: lambda app, i: app.links.close_daily(),
    do.PlayDaily: lambda app, i: app.links.ask_daily(i.game),
    do.ReplayOwn: lambda app, i: app.links.replay_own(),
    do.ReplayMove: lambda app, i: app.links.replay_move(i),
    do.ReplaySeat: lambda app, i: app.links.replay_seat(i),
    do.ReplayClose: lambda app, i: app.links.replay_close(),
    do.ReplayPlay: lambda app, i: app.links.replay is not None and app.links.ask_seed(),
    do.ReplayCoach: lambda app, i: app.links.replay_coach(),
    do.Share: lambda app, i: app.links.share(i),
    do.Join: lambda app, i: app.links.join(i),
    do.LoadOther: App.load_other,
    do.NewAfterBroken: App.new_after_broken,
    do.Again: App.again,
    do.Handover: App.handover,
    do.Undo: App.undo,
    do.Deselect: App.deselect,
    do.ToggleFast: App.toggle_fast,
    do.StopReview: App.review_stop,
    do.Review: lambda app, i: app.reviews.start(app.clever, i.seat),
    do.Suggest: App.suggest,
    do.Rules: App.rules,
    do.ToggleLog: App.toggle_log,
}
