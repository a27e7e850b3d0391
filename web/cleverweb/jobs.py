"""The game page's long thinking, as time-sliced jobs (scheduler.py): a
computer seat's move, the Hint, the after-game review.

Each runs a few slices per browser task, so the page paints and takes input
meanwhile, and is dropped as soon as it no longer fits (a move, an undo,
another screen). They hold only their own state; what they need of the page's
controller (app.py) comes as a `host` object: its session `s`,
`current_screen()`, `after(outcome)`, `render()`, `say(text)`,
`show_review(say)` and `place_focus(ident, screen)`, and `page` for the marks
on <html> the browser tests wait on (data-bot, data-hint). Nothing here
imports the controller, and nothing here touches the DOM.
"""

from __future__ import annotations

from clever.i18n import Msg

from .outcome import Outcome
from .scheduler import Job, Scheduler
from .session import game_key

PACE_MS = {False: 900, True: 150}  # a computer's move shows no sooner than this after its turn
SAY_EVERY_MS = 4000  # how often a running review's progress is announced


class _Thinker:
    def __init__(self, host, scheduler: Scheduler):
        self.host = host
        self.scheduler = scheduler
        self.thinking = None     # session.Thinking: what is being worked out
        self.job = None          # the scheduler's Job thinking it (tasks and times measured)


class BotTurns(_Thinker):
    """A computer seat's move: thought out in slices, shown once the pace
    has passed since its turn began."""

    def __init__(self, host, scheduler: Scheduler):
        super().__init__(host, scheduler)
        self.timer = None        # the pace's timer, once the move is worked out

    def schedule(self):
        """Called by every render: start thinking when a computer seat is to
        move; keep thinking when the position is the same (a re-render for a
        tab, the log, "fast"); drop the thinking when it no longer fits."""
        s = self.host.s
        if s is None or self.host.current_screen() != "game" or not s.computer_to_move():
            self.stop()
            return
        if self.thinking is not None and not self.thinking.stale(s):
            if self.thinking.done:  # waiting for the pace, which "fast" may have changed
                self.wait_for_pace()
            return
        self.stop()
        thinking = self.thinking = s.bot_thinking()
        self.host.page.mark(bot="thinking")   # for the tests to wait on
        self.job = self.scheduler.start(Job(
            step=thinking.step, done=self.wait_for_pace,
            check=lambda: self.fits(thinking), failed=self.failed))

    def fits(self, thinking) -> bool:
        """Is this thinking still wanted (else it is dropped)?"""
        s = self.host.s
        if thinking is not self.thinking:
            return False  # dropped meanwhile (stop)
        if s is None or thinking.stale(s) or self.host.current_screen() != "game" \
                or not s.computer_to_move():
            self.stop()
            return False
        return True

    def failed(self, exc):
        # a bot error must not freeze the table silently (self.thinking stays:
        # the re-render does not start it again)
        self.host.message = Msg("The computer player failed ({error}).",
                                error=f"{type(exc).__name__}: {exc}")
        self.host.render()

    def stop(self):
        if self.timer is not None:
            self.scheduler.cancel_later(self.timer)
            self.timer = None
            self.host.page.mark(bot="stopped")
        if self.job is not None:
            self.job.cancel()
        if self.thinking is not None:
            self.thinking.cancel()
            self.thinking = None
            self.host.page.mark(bot="stopped")

    def wait_for_pace(self):
        """Show the move once the pace has passed since the turn began."""
        self.scheduler.cancel_later(self.timer)
        waited = self.scheduler.now() - self.job.started_ms
        self.timer = self.scheduler.later(self.move, PACE_MS[self.host.s.fast] - waited)

    def move(self):
        self.timer = None
        thinking, s = self.thinking, self.host.s
        self.thinking = None
        if thinking is None or s is None or self.host.current_screen() != "game":
            return
        out = s.play_thought(thinking)  # refused if the game has moved on
        if not out.ok:
            self.schedule()
            return
        # for measurements (e2e/bench_bot.py): the longest task, all tasks, their time
        job = self.job
        self.host.page.mark(thinkMs=f"{job.longest_ms:.1f}", thinkTasks=str(job.tasks),
                            thinkBusyMs=f"{job.busy_ms:.1f}", bot="moved")
        self.host.after(out)


class Hints(_Thinker):
    """The Hint: the coach's advice for the decision at hand, worked out in
    slices and shown as the message."""

    def start(self):
        s = self.host.s
        if self.thinking is not None and not self.thinking.stale(s):
            return  # already working on this position
        self.stop()
        thinking = self.thinking = s.suggestion_thinking()
        self.host.page.mark(hint="thinking")
        self.host.say(Msg("Thinking about a suggestion\u2026"))
        self.job = self.scheduler.start(Job(
            step=thinking.step, done=lambda: self.done(thinking),
            check=lambda: self.fits(thinking), failed=self.failed))

    def stop(self):
        if self.job is not None:
            self.job.cancel()
        if self.thinking is not None:
            self.thinking.cancel()
            self.thinking = None
            self.host.page.mark(hint="dropped")

    def fits(self, thinking) -> bool:
        s = self.host.s
        if thinking is not self.thinking:
            return False  # dropped meanwhile
        if s is None or thinking.stale(s) or self.host.current_screen() != "game":
            self.stop()  # a move, an undo or another screen: the hint no longer fits
            return False
        return True

    def failed(self, exc):
        self.thinking = None
        self.host.page.mark(hint="failed")
        self.host.after(Outcome(False, Msg("The hint failed ({error}).",
                                           error=f"{type(exc).__name__}: {exc}")))

    def done(self, thinking):
        self.thinking = None
        self.host.page.mark(hint="shown")
        self.host.after(Outcome(True, thinking.result))


class Reviews(_Thinker):
    """The after-game review of one seat's decisions: one decision per
    slice, its progress redrawn (and announced now and then) as it goes."""

    def __init__(self, host, scheduler: Scheduler):
        super().__init__(host, scheduler)
        self.review = None       # review.Review of the finished game, if one was asked for

    def start(self, clever, seat: int):
        from .review import Review, reviewable
        s = self.host.s
        if s is None or seat not in reviewable(s):
            return
        self.stop()
        review = self.review = Review(clever, s.game, seat)
        name = s.game.players[seat]
        self.host.show_review(Msg("Reviewing your {n} decisions\u2026", n=review.total)
                              if len(reviewable(s)) == 1 else
                              Msg("Reviewing {name}'s {n} decisions\u2026", name=name,
                                  n=review.total))
        # Nothing here reaches into the page but the redraws of the progress (with
        # Python in a worker each reach is a round trip, page_ops.py: one per step
        # made the review several times slower than its thinking)
        said, seen = [self.scheduler.now()], [review.done]

        def progress() -> bool:
            now = self.scheduler.now()
            say = ""
            if now - said[0] >= SAY_EVERY_MS:
                say = Msg("Reviewing {n} of {total}\u2026", n=review.done + 1,
                          total=review.total)
                said[0] = now
            moved, seen[0] = review.done != seen[0], review.done
            # redraw the progress only when it moved; no review area in the
            # page (the scoreboard is gone): nothing to do
            if (say or moved) and not self.host.show_review(say):
                self.review = None
                return False
            return True

        self.job = self.scheduler.start(Job(
            step=review.slice, done=lambda: self.done(review),
            check=lambda: self.fits(review), failed=self.failed, progress=progress))

    def stop(self, say: str = ""):
        if self.review is not None and not self.review.finished:
            self.review = None
            if self.job is not None:
                self.job.cancel()
            if say:
                self.host.show_review(say)

    def fits(self, review) -> bool:
        s = self.host.s
        if review is not self.review:
            return False  # stopped, or another review started meanwhile
        if s is None or self.host.current_screen() != "over":
            return False  # the player left the scoreboard: nothing to do
        if review.key != game_key(s.game):
            self.review = None
            return False
        return True

    def failed(self, exc):
        # the coach failing must not leave "Reviewing..." forever
        self.review = None
        self.host.show_review(Msg("The review failed ({error}).",
                                  error=f"{type(exc).__name__}: {exc}"))

    def done(self, review):
        inside = self.host.page.focus_within("#review")
        summary = Msg("Review done.")
        if review.total:
            summary = Msg("Review done: {points} points below the suggestions; {n} of {total} "
                          "decisions matched.", points=f"{review.total_regret:.1f}",
                          n=review.matched, total=review.total)
        self.host.show_review(summary)
        if inside:
            self.host.place_focus("review-summary", "over")
