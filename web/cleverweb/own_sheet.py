"""One phone per player, with real dice: this phone keeps its owner's sheet
only (seat 0; the engine's table option "own_sheet", clever/own_sheet.py).

When another player is active, the owner taps in what lies on that player's
silver platter, die by die (a value, or "not on the platter"), and, when the
engine asks for them, the dice on that player's die fields; then picks as
usual. Pure Python (no DOM): the session (cleverweb/session.py) routes the
taps here, the screens (cleverweb/screens.py) draw what is here. Nothing is
checked here that the engine checks: Done gives the engine every tapped
value, and a refusal shows the engine's own words.
"""

from __future__ import annotations

from clever.own_sheet import KINDS, OPTION
from clever.own_sheet import entry_dice as engine_entry_dice

from . import intents as do
from .lang import _
from .markup import escape
from .outcome import Outcome
from .sheet import letter

NOT_ON = 0  # the tapped "value" of a die not on the silver platter


def is_phone_game(s) -> bool:
    return bool(getattr(s.game, "own_sheet", False))


def entry_kind(s) -> str | None:
    """"platter" or "fields" while such an entry is asked of this phone."""
    p = s.pending
    if p is None or p.kind not in KINDS or s.decider() is None:
        return None
    return p.kind


def entry_dice(s) -> list[str]:
    g = s.game
    return [g.variant.dice[d] for d in engine_entry_dice(g)]


def options_with(options) -> list[str]:
    return sorted(set(options) | {OPTION})


class OwnSheet:
    """One phone per player, as a session is given it (`Session(own_sheet=...)`):
    while the engine asks this phone for another player's dice it takes the
    taps, and it keeps them over a reload. The session holds it and never
    asks which way of playing it is in."""

    @classmethod
    def of(cls, game) -> OwnSheet | None:
        """The mode a game is played in: this object for a one-phone game."""
        return cls() if getattr(game, "own_sheet", False) else None

    @staticmethod
    def asks(s) -> bool:
        """Is an entry of another player's dice under way on this phone?"""
        return entry_kind(s) is not None

    @staticmethod
    def press(s, intent) -> Outcome:
        return press(s, intent)

    @staticmethod
    def restore(s, tapped) -> None:
        restore_taps(s, tapped)


# ----------------------------------------------------------------------
# taps

def press(s, intent):
    """A tap (intents.py) while the platter or the die fields are being entered."""
    kind = entry_kind(s)
    dice = entry_dice(s)
    if isinstance(intent, do.TapFace):
        low = NOT_ON if kind == "platter" else 1
        if intent.die not in dice or not low <= intent.face <= 6:
            return Outcome(False, _("That is not a value to tap in now."))
        s.tapped[intent.die] = intent.face
        return Outcome(True)
    if isinstance(intent, do.EnterDice):
        missing = [d for d in dice if d not in s.tapped]
        if missing:
            return Outcome(False, _("Tap a value for every die first (missing: {dice}).")
                           .format(dice=", ".join(_(d) for d in missing)))
        faces = tuple(s.tapped[d] for d in dice)
        return s.act(s.clever.Action(kind, faces=faces))
    if isinstance(intent, do.CancelDice):
        s.tapped = {}
        return Outcome(True)
    return Outcome(False, _("First tap in the dice on the table, then press Done."))


def restore_taps(s, tapped) -> None:
    """A reload in the middle of an entry: the taps kept, where still valid."""
    if not isinstance(tapped, dict) or entry_kind(s) is None:
        return
    low = NOT_ON if entry_kind(s) == "platter" else 1
    dice = entry_dice(s)
    s.tapped = {d: f for d, f in tapped.items()
                if d in dice and type(f) is int and low <= f <= 6}


# ----------------------------------------------------------------------
# drawing

def prompt(s) -> str:
    g = s.game
    active = g.players[g.active]
    if entry_kind(s) == "platter":
        return _("{name}'s turn: tap in the dice {name} left on the silver platter, then "
                 "press Done.").format(name=active)
    return _("{name}'s turn: now tap in the dice on {name}'s die fields, then press "
             "Done.").format(name=active)


def entry_html(s) -> str:
    """A row per die: its colour name and letter, then its value (1 to 6) or,
    for the platter, "not on the platter"; the tapped one is pressed and ticked."""
    kind = entry_kind(s)
    active = s.game.players[s.game.active]
    rows = []
    for die in entry_dice(s):
        name = _(die).capitalize()
        choices = [] if kind == "fields" else [(NOT_ON, _("Not on the platter"))]
        choices += [(f, str(f)) for f in range(1, 7)]
        buttons = []
        for face, label in choices:
            on = s.tapped.get(die) == face
            words = (_("{die} die is not on the platter") if face == NOT_ON
                     else _("{die} die shows {face}")).format(die=_(die), face=face)
            cls = "face" + (" off" if face == NOT_ON else "") + (" chosen" if on else "")
            buttons.append(
                f'<button type="button" id="btn-face-{die}-{face}" class="{cls}" '
                f'data-act="face-{die}-{face}" aria-pressed="{"true" if on else "false"}" '
                f'aria-label="{escape(words)}">{"&#10003;" if on else ""}{escape(label)}'
                f'</button>')
        off = buttons.pop(0) if kind == "platter" else ""
        # the values 1 to 6 kept on one line (a phone wraps after the die's name)
        rows.append(f'<div class="face-row" role="group" aria-label="{escape(name)} die">'
                    f'<span class="face-die">{escape(name)} ({escape(letter(die))})</span>'
                    f'{off}<span class="faces">{"".join(buttons)}</span></div>')
    title = (_("The dice on {name}'s silver platter:") if kind == "platter"
             else _("The dice on {name}'s die fields:")).format(name=active)
    return (f'<div class="dice-entry platter-entry" role="group" '
            f'aria-labelledby="dice-entry-title">'
            f'<p id="dice-entry-title">{escape(title)}</p>' + "".join(rows)
            + '<p class="controls-row"><button type="button" id="btn-enter-dice" '
              f'class="primary" data-act="enter-dice">{escape(_("Done"))}</button>'
              f'<button type="button" id="btn-cancel-dice" data-act="cancel-dice">'
              f'{escape(_("Clear"))}</button></p></div>')


def result_text(s) -> str:
    """The final line: this phone's score only (the others' are on their phones)."""
    total = s.game.scores()[0]["total"]
    return _("You scored {total} points. The other players' scores are on their own "
             "phones.").format(total=total)


# ----------------------------------------------------------------------
# the new-game form

def setup_html() -> str:
    """Under "Play with real dice" (shown when it is ticked): one phone per
    player or one shared device, and who starts (real people decide that)."""
    labels = [_("Seat 1 (you)")] + [_("Seat {n}").format(n=i) for i in range(2, 5)]
    seats = "".join(f'<option value="{i}">{escape(label)}</option>'
                    for i, label in enumerate(labels))
    phone = _("One phone per player (each player plays their own sheet on their own phone)")
    what = _("Seat 1 is you; the other seats are the other people at the table, in playing "
             "order (their names are optional). Every seat is a person.")
    starts = _("Who starts (one phone per player)")
    return (
        '<div id="real-how" class="real-how" hidden><fieldset>'
        f'<legend>{escape(_("With real dice"))}</legend>'
        '<div class="opt"><input type="radio" name="real-how" id="real-shared" '
        f'value="shared" checked> <label for="real-shared">{escape(_("One shared device"))}'
        '</label></div>'
        '<div class="opt"><input type="radio" name="real-how" id="real-phone" value="phone" '
        f'aria-describedby="real-phone-what"> <label for="real-phone">{escape(phone)}</label>'
        f'<p class="hint" id="real-phone-what">{escape(what)}</p></div>'
        f'<div class="opt"><label for="first-seat">{escape(starts)}</label> '
        f'<select id="first-seat" name="first-seat">{seats}</select></div>'
        '</fieldset></div>')


def setup_choice(count: int, names: list[str], options, first_text: str):
    """The form's seats for a one-phone game: (names, kinds, options, first, error)."""
    if not 2 <= count <= 4:
        return None, None, None, None, _("One phone per player is for 2 to 4 players: "
                                         "choose how many sit at the table.")
    names = [(names[i] if i < len(names) else "").strip()
             or (_("You") if i == 0 else _("Player {n}").format(n=i + 1)) for i in range(count)]
    first = int(first_text) if str(first_text).isdigit() else -1
    if not 0 <= first < count:
        return None, None, None, None, _("Who starts must be one of the {n} players.").format(
            n=count)
    return names, ["person"] * count, options_with(options), first, ""
