"""The daily challenge, shared links and replays on the game page: what comes
in through the address (#g=CODE, a daily challenge's or a play-by-link game's
link) and what goes out (result cards, the next player's link).

`Links` holds their state (the replay on show, a link's refusal, the game a
link offers to join, the daily record) and is given the page's controller
(app.py) as `host`: its session `s`, `screen`, `render()`, `save()`,
`new_session()`, `confirm()`, `in_progress()`, `current_screen()`, `put()`,
`saves` (autosave.py), `scheduler` and `page` (page.py, the only way to the
DOM). It never imports the controller.
"""

from __future__ import annotations

from clever.i18n import N_, Msg

from . import bylink, daily, screens
from . import intents as do
from .lang import _
from .markup import escape
from .session import PERSON, Seat, Session


class Links:
    def __init__(self, host):
        self.host = host
        self.replay = None       # replay.Replay shown on the "replay" screen
        self.replay_note = ""
        self.link_error = ""     # why a shared link was refused ("link-error" screen)
        self.record = daily.read_record(None)  # the daily challenge's record on this device
        self.before_daily = "game"  # the screen the daily challenge's choice goes back to
        self.join_game = None    # a play-by-link game new to this device ("join" screen)
        self.join_seat = None

    def today(self) -> str:
        """Today's UTC date (YYYY-MM-DD). A test may set `window.cleverToday`."""
        return self.host.page.today(daily.parse_day)

    def daily_day(self) -> str | None:
        """The day of the daily challenge being played, if it is one."""
        return daily.daily_of(self.record, self.host.s.game) if self.host.s is not None else None

    def save_record(self) -> None:
        self.host.saves.save_record(self.record)

    def ask_daily(self, variant: str):
        if self.daily_day() == self.today() and not self.host.s.over \
                and self.host.s.game.variant.name == variant:
            self.host.screen = "game"  # today's challenge is under way: back to it
            self.host.render()
        elif self.host.in_progress():
            self.host.confirm(lambda: self.start_daily(variant),
                              N_("End it and play the daily challenge"))
        else:
            self.start_daily(variant)

    def start_daily(self, variant: str = daily.VARIANT):
        today = self.today()
        seed = daily.daily_seed(today, variant)
        self.record = {**self.record, "current": {"day": today, "seed": seed, "game": variant}}
        self.save_record()
        self.replay = None
        undo = self.host.saves.undo_chosen()
        self.host.new_session([Seat(_(daily.PLAYER), PERSON)], seed, undo, variant, daily.OPTIONS)

    def count_daily(self):
        """A finished daily challenge counts in the record (its best stays)."""
        day = self.daily_day()
        if day and self.host.s.over:
            total = self.host.s.game.scores()[0]["total"]
            name = self.host.s.game.variant.name
            best = daily.best_of(self.record, day, name)
            if best is None or best < total:
                self.record = daily.record_score(self.record, day, total, name)
                self.save_record()

    def page_address(self) -> str:
        return self.host.page.address()

    def result_card(self) -> str:
        from clever import gamecode
        g = self.host.s.game
        day = self.daily_day()
        url = self.play_link() if self.host.s.by_link else \
            daily.link(self.page_address(), gamecode.encode(g), day)
        name = g.variant.name
        best = daily.best_of(self.record, day, name) if day else None
        text = daily.card_text(g, url, day, best,
                               daily.streak(self.record, day, name) if day else 0)
        title = Msg("Send the final score to the other players") if self.host.s.by_link else ""
        return daily.card_html(text, url, day, self.can_share(), title)

    def can_share(self) -> bool:
        return self.host.page.can_share()

    def play_link(self) -> str:
        from clever import gamecode
        return bylink.link(self.page_address(), gamecode.encode(self.host.s.game))

    def clear_link(self) -> None:
        """Take a link's game out of the address once it is dealt with, so a
        reload opens this browser's game, not the link again."""
        self.host.page.clear_fragment()

    def open_play_link(self, code: str) -> None:
        from clever import gamecode

        from .replay import Replay
        try:
            game = gamecode.decode(code)
        except Exception as exc:
            return self.refuse_link(exc)
        kind, seat = bylink.receive(self.host.s, game)
        if kind == "older":
            self.refuse_link(None, Msg("it is an older link of the game in this browser (it "
                                       "has {n} moves, the game here {here}): open the newest "
                                       "link", n=len(game.history),
                                       here=len(self.host.s.game.history)))
        elif kind == "continue":
            self.take_link_game(game, seat)
        elif seat is None:  # a finished game new here: watch it
            self.show_replay(Replay(self.host.clever, game, "link"))
        else:
            self.join_game, self.join_seat = game, seat
            self.host.screen = "join"
            self.host.render("join-title")

    def take_link_game(self, game, seat: int) -> None:
        """This device plays `seat` of the link's game from now on."""
        s = self.host.s
        if self.host.in_progress() and not (s.by_link and bylink.same_game(s.game, game)):
            # never lose a game: the one replaced is kept aside (the history page lists it)
            self.host.saves.keep_replaced(s)
        seats = [Seat(name, PERSON) for name in game.players]
        self.host.s = Session(self.host.clever, game, seats, undo=False, viewer=seat, by_link=True)
        self.join_game = self.join_seat = None
        self.replay = None
        self.host.screen = "game"
        self.host.message = ""
        self.host.save(replace="link")
        self.clear_link()
        self.host.render()
        self.host.page.scroll_top()

    def refuse_link(self, exc, reason: str = "") -> None:
        if exc is not None:
            reason = (exc.args[0] if exc.args else str(exc)) \
                if isinstance(exc, self.host.clever.InvalidSave) else \
                Msg("it could not be read ({error})", error=type(exc).__name__)
        self.link_error = reason
        self.replay = None
        self.host.screen = "link-error"
        self.host.render("link-title")

    def open_link(self, fragment) -> None:
        """Open the game a shared link carries, in a replay; a broken or edited
        link is refused in words, and nothing of this browser's own is touched."""
        play = bylink.read_link(fragment)
        if play is not None:
            self.open_play_link(play)
            return
        code, day = daily.read_link(fragment)
        if code is None:
            return
        from clever import gamecode

        from .replay import Replay
        try:
            game = gamecode.decode(code)
        except Exception as exc:  # InvalidSave says what is wrong; anything else must not crash
            self.refuse_link(exc)
            return
        self.show_replay(Replay(self.host.clever, game, "daily" if day else "link", day))

    def show_replay(self, replay):
        self.replay = replay
        self.host.shown = ""  # another game: the whole replay screen is drawn anew
        self.replay_note = "" if replay.game.is_over else Msg(
            "This game is not finished: the replay ends where the link was made.")
        self.host.screen = "replay"
        self.host.render("replay-title")
        self.host.page.scroll_top()

    def can_play_seed(self) -> bool:
        r = self.replay
        return r is not None and r.source != "own"

    def replay_close(self, intent=None) -> None:
        self.replay = None
        self.link_error = ""
        self.clear_link()
        self.host.screen = "game" if self.host.s is not None else "setup"
        self.host.render()

    def replay_coach(self, intent=None) -> None:
        r = self.replay
        if r is None:
            return
        self.host.put("replay-coach-view", escape(_("The coach is thinking\u2026")))
        at = r.at
        self.host.scheduler.post(lambda: self.coach_done(r, at))

    def replay_seat(self, intent: do.ReplaySeat) -> None:
        r = self.replay
        if r is not None:
            r.seat = min(intent.seat, r.game.n - 1)
            self.host.render(f"replay-tab-{intent.seat}")

    def replay_move(self, intent: do.ReplayMove) -> None:
        r = self.replay
        if r is None:
            return
        r.go({"first": 0, "back": r.at - 1, "next": r.at + 1, "last": r.end}[intent.to])
        focus = f"btn-replay-{intent.to}"  # a disabled button cannot keep the focus: its neighbour
        if r.at == 0:
            focus = "btn-replay-next"
        elif r.at == r.end:
            focus = "btn-replay-back"
        self.host.render(focus)

    def coach_done(self, r, at: int):
        if r is not self.replay:
            return
        try:
            r.coach[at] = r.coach_view() if r.at == at else r.coach.get(at, "")
        except Exception as exc:  # the coach failing must not leave "thinking" forever
            r.coach[at] = Msg("The coach could not judge this move ({error}).",
                              error=type(exc).__name__)
        if r.at == at and self.host.current_screen() == "replay":
            self.host.put("replay-coach-view", escape(_(r.coach[at])))

    def ask_seed(self):
        if self.host.in_progress():
            self.host.confirm(self.play_seed, N_("End it and play this seed"))
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
        undo = self.host.saves.undo_chosen()
        self.host.new_session([Seat(_(daily.PLAYER), PERSON)], g.seed, undo, g.variant.name,
                         sorted(g.variant.options))

    def share(self, intent: do.Share):
        """Copy the result card or its link, or hand them to the system's share sheet."""
        act = intent.what
        send = act.endswith("-send")
        status = "send-status" if send else "card-status"
        fields = self.host.page.share_fields("send-what" if send else "card-text",
                                        "send-link" if send else "card-link")
        if fields is None:
            return
        text, url = fields
        if send:
            act = "share" if act == "share-send" else "copy-link"
            text = _(Msg("Your part in our game of {game}: {url}",
                         game=self.host.s.game.variant.title, url=url))

        def failed():
            self.host.page.select("send-link" if send else "card-link")
            self.host.page.set_text(status, _("This browser did not allow copying: the link is "
                                         "selected, copy it yourself."))

        try:
            if act == "share":
                self.host.page.system_share(screens.game_name(self.host.s), text)
                return
            words = text if act == "copy-card" else url
            done = _("Result copied.") if act == "copy-card" else _("Link copied.")
            self.host.page.copy(words, lambda: self.host.page.set_text(status, done), failed)
        except Exception:
            failed()

    def close_daily(self, intent=None) -> None:
        self.host.screen = self.before_daily if self.host.s is not None else "setup"
        self.host.render()

    def replay_own(self, intent=None) -> None:
        s = self.host.s
        if s is not None and s.over:
            from .replay import Replay
            day = self.daily_day()
            self.show_replay(Replay(self.host.clever, s.game, "daily" if day else "own", day))

    def join(self, intent: do.Join) -> None:
        if self.join_game is None:
            return
        if not intent.watch:
            self.take_link_game(self.join_game, self.join_seat)
            return
        from .replay import Replay
        game, self.join_game = self.join_game, None
        self.show_replay(Replay(self.host.clever, game, "link"))
