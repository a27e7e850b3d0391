"""One rules demo on a page (embed.html): its table as HTML, and its clicks.

Pure Python (no DOM), importable by CPython: build.py draws each demo's
static picture with `demo_html` before any Python runs in the browser, and
the page (cleverweb/embed.py) swaps in the same markup, now live, once the
engine has booted. The demo is a game Session like the real one, so every
click goes through the engine: a refused move shows the engine's own words.
Its texts are in the page's language (lang.current; build.py draws a picture
per language); the catalogue's texts are Msgs, translated here.
"""

from __future__ import annotations

from clever.demos import Run
from clever.i18n import N_, Msg
from clever.variants import get_variant

from . import screens
from .intents import from_act
from .lang import _
from .markup import escape
from .session import Outcome, Seat, Session

# The coach (Hint) needs the computer players: a demo teaches one rule, and
# its page loads no bots.
HINT_BUTTON = screens.button("suggest", "Hint")


class DemoSession(Session):
    """A Session on a demo's position that notices when the task is done."""

    def __init__(self, clever, demo_id: str):
        self.run = Run(demo_id)
        self.entry = self.run.entry
        # a seat per player: a demo with others ("tie-break") shows their
        # scores, and its position never waits on them
        seats = [Seat(name) for name in self.run.game.players]
        super().__init__(clever, self.run.game, seats, undo=False)
        self.done = False
        self.note = self.entry["task"]

    def act(self, action) -> Outcome:
        out = super().act(action)
        if out.ok and not self.done:
            # the engine's own record of what was applied decides, not the click
            self.run.game = self.game
            # done: the task line says so; the message still says what the
            # move did (the same sentence in both read as an echo)
            if self.run.act_done(str(self.game.history[-1]), out.events):
                self.done = True
        return out

    def again(self) -> DemoSession:
        """Try again: the same demo from its start."""
        return DemoSession(self.clever, self.entry["id"])


def demo_html(s: DemoSession, message: str = "", kind: str = "note", live: bool = True) -> str:
    """The demo's whole markup: title, task, message, controls, dice and sheet.
    `live` False: the static picture (controls shown but not yet working)."""
    e = s.entry
    done = ' data-demo-done="true"' if s.done else ""
    state = "done" if s.done else "task"
    controls = screens.controls_html(s).replace(HINT_BUTTON, "") if not s.done else ""
    inert = "" if live else " inert"
    task = Msg("Done: {text}", text=e["done"]) if s.done else \
        Msg("Your task: {task}", task=e["task"])
    tick = '<span aria-hidden="true">&#10004; </span>' if s.done else ""
    return (
        f'<article class="demo play" data-demo="{escape(e["id"])}"{done} data-state="{state}"'
        f' aria-labelledby="demo-title">'
        # elementtiming: the browser reports when the picture's title was painted
        f'<h1 id="demo-title" class="demo-title" elementtiming="demo-picture">'
        f'{escape(_(e["title"]))}'
        f' <small>({escape(_(get_variant(e["game"]).title))})</small></h1>'
        f'<p id="demo-task" class="demo-task" tabindex="-1">{tick}{escape(_(task))}</p>'
        f'<p id="message" class="message" role="alert" data-kind="{kind}">'
        f'{escape(_(message))}</p>'
        f'<div id="controls" class="controls-row"{inert}>{controls}'
        f'{screens.button("again", escape(_("Try again")))}</div>'
        f'<div class="board"><section id="table" class="table" '
        f'aria-label="{escape(_("Dice table"))}"{inert}>'
        f'{screens.dice_html(s)}</section>'
        f'<section id="sheet-wrap" class="sheet-wrap" '
        f'aria-label="{escape(_("Score sheet"))}"{inert}>'
        f'{screens.sheet_part(s)}</section></div>'
        '</article>')


def press(s: DemoSession, act: str) -> tuple[DemoSession, Outcome]:
    """A button of the demo: "again" starts over, "deselect" puts the die
    back, anything else is the game's own control."""
    if act == "again":
        return s.again(), Outcome(True, "")
    if act == "deselect":
        s.selected = None
        return s, Outcome(True, "")
    return s, s.press(from_act(act))


def clicks_for(action_text: str) -> list[tuple[str, ...]]:
    """How a player makes an action on the demo's page, click by click:
    ("die", name), ("press", control) or ("box", area, box). Used by the
    tests, so the demos are proven completable by clicks, not by actions."""
    words = action_text.split()
    kind = words[0]
    if kind in ("roll", "reroll", "pass", "done", "forfeit"):
        return [("press", kind)]
    if kind == "return":  # a platter die's own return control
        return [("press", f"return-{words[1]}")]
    if kind == "bonus":
        out = [("press", f"area-{words[1]}")] if len(words) == 4 else []
        if len(words) == 4:
            out.append(("press", f"value-{words[3]}"))
        return out + [("box", words[1], words[2])]
    out = [("die", words[1])]
    if len(words) == 6:  # polish N: one press per step
        step = int(words[5])
        out += [("press", "polish-up" if step > 0 else "polish-down")] * abs(step)
    return out + [("box", words[2], words[3])]


def session_clicks(s: Session, action_text: str) -> list[tuple[str, ...]]:
    """clicks_for on the page as it stands: a "?" bonus of one area has no area
    to choose (only a black ? asks for one), and a roll with a usable die is
    skipped by a second press (the page asks first)."""
    out = clicks_for(action_text)
    if out == [("press", "forfeit")] and s.skip_roll_asks():
        return out * 2
    if action_text.startswith("bonus") and not s.bonus_areas():
        out = [c for c in out if not (c[0] == "press" and c[1].startswith("area-"))]
    return out


def click(s: DemoSession, what: tuple[str, ...]) -> tuple[DemoSession, Outcome]:
    """One click on the demo (see clicks_for)."""
    if what[0] == "die":
        return s, s.select(what[1])
    if what[0] == "box":
        return s, s.click_box(what[1], what[2])
    return press(s, what[1])


def demo_card_html(demo_id: str) -> str:
    """A demo where a rules page teaches it: its title and task, and a button
    that opens it live (rules.js: one demo frame for the whole page), in the
    current language, as every pre-drawn part of a page (build.py draws the
    rules page in each language and pairs the texts for i18n-early.js)."""
    from clever.demos import demo

    e = demo(demo_id)
    ident = escape(e["id"])
    return (
        f'<figure class="demo-card" id="demo-{ident}" data-demo-card="{ident}">'
        f'<figcaption><span class="demo-card-kind">{escape(_(N_("Live demo:")))}</span> '
        f'<strong>{escape(_(e["title"]))}</strong>. {escape(_(e["task"]))}</figcaption>'
        f'<button type="button" class="try" data-try="{ident}" '
        f'aria-haspopup="dialog">{escape(_(N_("Try it")))}</button></figure>')
