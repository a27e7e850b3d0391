"""Learn by playing (learn.html): the lesson as a game Session, and its markup.

Pure Python (no DOM). Each click goes through clever.demos.tutorial.Lesson,
which lets through the step's move (a roll with the step's dice), explains an
illegal move in the engine's words, and says why the step wants its own move
otherwise. The step's die and box are pointed at with the hint's marks.
"""

from __future__ import annotations

from clever.actions import ROLLS
from clever.demos.tutorial import DONE, LESSON_ID, STEPS, Lesson
from clever.i18n import N_, Msg

from . import screens
from .demo_view import HINT_BUTTON
from .lang import _
from .markup import escape
from .session import Outcome, Seat, Session

SKIP_HREF = "./"  # the game page: its new-game screen, or the game in progress
SOLO = N_("That's Pretty Clever, solo")


class LearnSession(Session):
    def __init__(self, clever, demo_id: str = LESSON_ID):
        self.lesson = Lesson()
        self.entry = {"id": LESSON_ID}
        super().__init__(clever, self.lesson.game, [Seat("You")], undo=False)

    @property
    def done(self) -> bool:
        return self.lesson.over

    def act(self, action) -> Outcome:
        apply, why = self.lesson.vet(action)
        if apply is None:
            return Outcome(False, why)
        out = super().act(apply)
        if out.ok:
            # the task line says when the lesson is done (and takes the focus):
            # the message says what the move did, as in a game
            self.lesson.applied()
        return out

    def _choices(self) -> list:
        """Only the step's own box lights up for the step's die: a second box
        of the same number lit too would be refused when tapped."""
        acts = super()._choices()
        want = self.lesson.wanted()
        if want is None or want.kind in ROLLS:
            return acts
        return [a for a in acts if a == want] or acts

    def suggested(self):
        """The step's move, shown where the hint shows its own."""
        return self.lesson.wanted()

    def again(self) -> LearnSession:
        return LearnSession(self.clever)


def learn_html(s: LearnSession, message: str = "", kind: str = "note", live: bool = True) -> str:
    """The lesson's markup: the step, its words, the controls, dice and sheet."""
    step = s.lesson.step
    done = ' data-demo-done="true"' if s.done else ""
    inert = "" if live else " inert"
    controls = screens.controls_html(s).replace(HINT_BUTTON, "")
    if step is not None:
        say = Msg("Step {n} of {total}: {say}", n=s.lesson.at + 1, total=len(STEPS),
                  say=step["say"])
    else:
        say = Msg("Done: {text}", text=DONE)
    return (
        f'<article class="demo learn play" data-demo="{LESSON_ID}"{done}'
        f' data-step="{s.lesson.at}" aria-labelledby="demo-title">'
        f'<h1 id="demo-title" class="demo-title">{escape(_("Learn by playing"))} '
        f'<small>({escape(_(SOLO))})</small></h1>'
        f'<p id="demo-task" class="demo-task" tabindex="-1">{escape(_(say))}</p>'
        f'<p id="message" class="message" role="alert" data-kind="{kind}">'
        f'{escape(_(message))}</p>'
        f'<div id="controls" class="controls-row"{inert}>{controls}'
        f'{screens.button("again", escape(_("Start the lesson again")))}'
        f'<a id="skip" class="skip" href="{SKIP_HREF}">'
        f'{escape(_("Skip: play a normal game"))}</a></div>'
        f'<div class="board"><section id="table" class="table" '
        f'aria-label="{escape(_("Dice table"))}"{inert}>'
        f'{screens.dice_html(s)}</section>'
        f'<section id="sheet-wrap" class="sheet-wrap" '
        f'aria-label="{escape(_("Score sheet"))}"{inert}>'
        f'{screens.sheet_part(s)}</section></div>'
        '</article>')
