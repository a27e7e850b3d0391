"""Learn by playing (learn.html): the lesson as a game Session, and its markup.

Pure Python (no DOM). One lesson per game (clever/demos/lessons/), chosen by
its id (learn.html#demo=<id>; the base game's by default). Each click goes
through clever.demos.tutorial.Lesson,
which lets through the step's move (a roll with the step's dice), explains an
illegal move in the engine's words, and says why the step wants its own move
otherwise. The step's die and box are pointed at with the hint's marks.
"""

from __future__ import annotations

from clever.actions import ROLLS
from clever.demos import lessons
from clever.demos.tutorial import LESSON_ID, Lesson
from clever.i18n import N_, Msg
from clever.variants import get_variant

from . import screens
from .demo_view import HINT_BUTTON, session_clicks
from .lang import _
from .markup import escape
from .session import Outcome, Seat, Session

SKIP_HREF = "./"  # the game page: its new-game screen, or the game in progress
LESSONS_LABEL = N_("Lessons")


class LearnSession(Session):
    def __init__(self, clever, demo_id: str = LESSON_ID):
        self.lesson = Lesson(demo_id)  # KeyError: no such lesson
        self.entry = {"id": self.lesson.id}
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
        return LearnSession(self.clever, self.lesson.id)


def step_clicks(s: LearnSession) -> list[tuple[str, ...]]:
    """The clicks that make the step's move on the page (demo_view.clicks_for's
    form): a roll or reroll is one press (the lesson gives it its dice); any
    other move as demo_view.session_clicks makes it on the page as it stands."""
    want = s.lesson.wanted()
    if want is None:
        return []
    if want.kind in ROLLS:
        return [("press", want.kind)]
    return session_clicks(s, str(want))


def learn_title(lesson_id: str) -> str:
    """The tab's title for a lesson: the game it teaches, in the page's
    language (the page's own title names the base game's lesson)."""
    game = get_variant(lessons.by_id(lesson_id).GAME).title
    return _(Msg("Learn by playing: {game}", game=_(game)))


def lesson_switch_html(current: str) -> str:
    """Links to each game's lesson, the one shown marked: a link changes only
    the address's #demo=, and embed.py switches the live page to that lesson."""
    links = []
    for lesson_id in lessons.ids():
        title = get_variant(lessons.by_id(lesson_id).GAME).title
        here = ' aria-current="page"' if lesson_id == current else ""
        links.append(f'<a href="#demo={escape(lesson_id)}"{here}>{escape(_(title))}</a>')
    return (f'<nav class="lesson-switch" aria-label="{escape(_(LESSONS_LABEL))}">'
            + "".join(links) + "</nav>")


def learn_html(s: LearnSession, message: str = "", kind: str = "note", live: bool = True) -> str:
    """The lesson's markup: the step, its words, the controls, dice and sheet."""
    lesson = s.lesson
    step = lesson.step
    done = ' data-demo-done="true"' if s.done else ""
    inert = "" if live else " inert"
    controls = screens.controls_html(s).replace(HINT_BUTTON, "")
    if step is not None:
        say = Msg("Step {n} of {total}: {say}", n=lesson.at + 1, total=len(lesson.steps),
                  say=step["say"])
    else:
        say = Msg("Done: {text}", text=lesson.done_text)
    return (
        f'<article class="demo learn play" data-demo="{escape(lesson.id)}"{done}'
        f' data-step="{lesson.at}" aria-labelledby="demo-title">'
        f'<h1 id="demo-title" class="demo-title">{escape(_("Learn by playing"))} '
        f'<small>({escape(_(lesson.data.TITLE))})</small></h1>'
        f'{lesson_switch_html(lesson.id)}'
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
