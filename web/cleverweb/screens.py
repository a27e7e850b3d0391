"""The play screens as HTML markup (pure functions, no DOM).

setup (new game), handover ("pass the device to NAME"), the game itself
(prompt, controls, dice table, seat tabs, sheet), the final scoreboard, the
unreadable-save notice, the log and the rules summary. `app.py` puts these
strings into the page and routes clicks by their `data-act`, `data-die`,
`data-area`/`data-box` and `data-seat` attributes.
"""

from __future__ import annotations

from clever import variants
from clever.i18n import Msg, plural
from clever.variants import KNOWN, get_variant

from . import own_sheet
from .lang import _
from .markup import escape
from .session import (
    BOT_NAMES,
    COMPUTER,
    DEFAULT_VARIANT,
    PERSON,
    Session,
    action_text,
    has_coach,
    levels_of,
    options_words,
)
from .sheet import COLOURS, FALLBACK, is_you, letter, sheet_label, whose
from .sheet import sheet_parts as svg_parts
from .table import table_html
from .words import area as area_title
from .words import colour

MAX_SEATS = 4


def button(act: str, label: str, cls: str = "", extra: str = "", ident: str = "") -> str:
    ident = ident or f"btn-{act}"
    return (f'<button type="button" id="{ident}" class="{cls}" data-act="{act}"{extra}>'
            f'{label}</button>')


# ----------------------------------------------------------------------
# new game

def games() -> list[tuple[str, str]]:
    """The games of the family the page plays: (name, title), in the
    registry's menu order (the base game first)."""
    return [(n, _(get_variant(n).title)) for n in variants.names()]


def game_name(s: Session | None, chosen: str = DEFAULT_VARIANT) -> str:
    """The page's header and title: the game on the table, else the one chosen last."""
    return _(get_variant(s.game.variant.name if s is not None else chosen).title)


def kind_options_html(variant: str, chosen: str) -> str:
    """A seat's "played by" choices for a game: a person, or its computer levels."""
    levels = levels_of(get_variant(variant))
    kind, _sep, level = chosen.partition(":")
    if kind == COMPUTER and level not in levels:
        chosen = f"{COMPUTER}:{levels[-1]}" if levels else PERSON
    choices = [(PERSON, _("a person"))] + [
        (f"{COMPUTER}:{lvl}", _(Msg("the computer ({level})", level=_(BOT_NAMES[lvl]))))
        for lvl in levels]
    return "".join(
        f'<option value="{k}"{" selected" if chosen == k else ""}>{escape(label)}</option>'
        for k, label in choices)


def learn_link_html(variant: str) -> str:
    """"Learn by playing": the lesson of the game chosen, where it has one."""
    from clever.demos import lessons

    href = "learn.html"
    try:
        lesson = lessons.for_game(variant)
        if variant != lessons.GAMES[0]:  # the page's own lesson needs no address
            href += f"#demo={lesson.LESSON_ID}"
    except KeyError:
        pass
    return f'<a id="learn" class="learn-link" href="{escape(href)}">{_("Learn by playing")}</a>'


def setup_html(seats: list[dict] | None = None, count: int = 1, seed: str = "",
               undo: bool = True, note: str = "", back: bool = False,
               variant: str = DEFAULT_VARIANT, options=()) -> str:
    """The new-game form; `back`: a game is in progress, offer the way back to it.
    `variant` and `options`: the game and table options chosen last."""
    if variant not in KNOWN:
        variant = DEFAULT_VARIANT
    seats = list(seats or [])
    defaults = [(_("You"), PERSON), (_("Computer"), COMPUTER),
                (_(Msg("Player {n}", n=3)), PERSON), (_(Msg("Player {n}", n=4)), PERSON)]
    while len(seats) < MAX_SEATS:
        name, kind = defaults[len(seats)]
        seats.append({"name": name, "kind": kind})
    rows = []
    for i, s in enumerate(seats[:MAX_SEATS]):
        hidden = " hidden" if i >= count else ""
        chosen = s["kind"] if s["kind"] == PERSON else f'{COMPUTER}:{s.get("level") or ""}'
        opts = kind_options_html(variant, chosen)
        rows.append(
            f'<div class="seat-row" id="seat-row-{i}"{hidden}>'
            f'<label for="seat-name-{i}">{_(Msg("Seat {n} name", n=i + 1))}</label>'
            f'<input id="seat-name-{i}" name="seat-name-{i}" type="text" maxlength="20" '
            f'autocomplete="off" value="{escape(s["name"])}">'
            f'<label for="seat-kind-{i}">{_("played by")}</label>'
            f'<select id="seat-kind-{i}" name="seat-kind-{i}">{opts}</select></div>')
    radios = "".join(
        f'<label class="count"><input type="radio" name="count" value="{n}" id="count-{n}"'
        f'{" checked" if n == count else ""}> {n}</label>' for n in range(1, MAX_SEATS + 1))
    game_radios = "".join(
        f'<label class="count game"><input type="radio" name="variant" value="{n}" '
        f'id="variant-{n}"{" checked" if n == variant else ""}> {escape(title)}</label>'
        for n, title in games())
    note_html = f'<p class="note-box" role="status">{escape(_(note))}</p>' if note else ""
    if back:
        note_html += (
            '<p class="note-box back">'
            + escape(_("Your game in progress is kept until you start a new one.")) + ' '
            + button("back-to-game", _("Back to the game"), "primary") + '</p>')
    return (
        '<section class="setup" aria-labelledby="setup-title">'
        f'<h2 id="setup-title">{_("New game")}</h2>'
        f'{note_html}'
        '<p class="quick">' + button("quick-solo", _("Play solo now"), "big primary")
        + f' {learn_link_html(variant)}'
        '</p>'
        '<form id="setup-form" class="setup-form" novalidate>'
        f'<fieldset><legend>{_("Game")}</legend><div class="counts">{game_radios}</div>'
        '</fieldset>'
        f'{table_options_html(variant, options)}'
        f'<fieldset><legend>{_("Number of players")}</legend>'
        f'<div class="counts">{radios}</div></fieldset>'
        f'<fieldset><legend>{_("Seats")}</legend>{"".join(rows)}'
        f'<p class="hint">{_("A computer seat plays by itself.")}</p></fieldset>'
        f'<fieldset><legend>{_("Options")}</legend>'
        '<div class="opt"><label for="seed">'
        + escape(_("Seed (optional, a whole number: the same seed gives the same dice)"))
        + '</label>'
        f'<input id="seed" name="seed" type="text" inputmode="numeric" value="{escape(seed)}" '
        'autocomplete="off"></div>'
        '<div class="opt"><input id="opt-undo" name="undo" type="checkbox"'
        f'{" checked" if undo else ""}> <label for="opt-undo">'
        + escape(_('Allow undo of one\'s last decision (untick for "honest dice")'))
        + '</label></div>'
        '<div class="opt"><input id="opt-bylink" name="bylink" type="checkbox" '
        'aria-describedby="opt-bylink-what"> <label for="opt-bylink">'
        + escape(_("Play by link: each person on their own device"))
        + '</label><p class="hint" id="opt-bylink-what">'
        + escape(_("This device plays seat 1; when your part is done you send the next player "
                   "a link that carries the game, and they send it on. No server: friendly "
                   "play only (no undo)."))
        + '</p></div>'
        '<div class="opt"><input id="opt-real" name="real" type="checkbox"> '
        '<label for="opt-real">'
        + escape(_("Play with real dice: roll your own dice at the table and tap in the "
                   "values"))
        + '</label></div>'
        f'{own_sheet.setup_html()}'
        '</fieldset>'
        # kept in view at the foot of the window however long the form is
        '<p class="start-row"><button type="submit" id="start" class="big primary">'
        f'{_("Start game")}</button></p>'
        '<p id="setup-error" class="error" role="alert"></p>'
        '</form></section>')


def table_options_html(variant: str, options=()) -> str:
    """Each game's table options (rulings C1, C7), shown for the chosen game only."""
    out = []
    for name, title in games():
        texts = get_variant(name).option_texts
        if not texts:
            continue
        hidden = "" if name == variant else " hidden"
        boxes = "".join(
            # ids name the game too: "same dice for everyone" is offered by both
            f'<div class="opt"><input id="opt-{name}-{o}" name="option" value="{o}" '
            f'type="checkbox"{" checked" if name == variant and o in options else ""} '
            f'aria-describedby="opt-{name}-{o}-what"> <label for="opt-{name}-{o}">'
            f'{escape(_(label))}</label>'
            f'<p class="hint" id="opt-{name}-{o}-what">{escape(_(what))}</p></div>'
            for o, (label, what) in texts.items())
        legend = _(Msg("Table options of {game} (all off in the standard rules)", game=title))
        out.append(f'<fieldset id="table-options-{name}" class="table-options"{hidden}>'
                   f'<legend>{escape(legend)}</legend>{boxes}</fieldset>')
    return "".join(out)


def parse_setup(count: int, names: list[str], kinds: list[str], seed_text: str,
                variant: str = DEFAULT_VARIANT):
    """Check the new-game form. Returns (seats, seed, error); a seat is
    (name, kind, level), `kinds` being "person" or "computer:LEVEL"."""
    seats = []
    levels = levels_of(get_variant(variant if variant in KNOWN else DEFAULT_VARIANT))
    if not 1 <= count <= MAX_SEATS:
        return None, None, Msg("Choose 1 to 4 players.")
    for i in range(count):
        name = (names[i] if i < len(names) else "").strip()
        if not name:
            return None, None, Msg("Seat {n} needs a name.", n=i + 1)
        if name in [s[0] for s in seats]:
            return None, None, Msg("Two seats are called {name}: give each its own name.",
                                   name=name)
        kind, _sep, level = (kinds[i] if i < len(kinds) else PERSON).partition(":")
        if kind != COMPUTER or not levels:
            kind, level = PERSON, ""
        elif level not in levels:
            level = levels[-1]
        seats.append((name, kind, level))
    seed = None
    text = seed_text.strip()
    if text:
        # str.isdigit() also takes "²" and "١", which int() refuses or reads as
        # another number: a seed is written in ASCII digits only
        if not (text.isascii() and text.isdigit()) or len(text) > 15:
            return None, None, Msg("The seed must be a whole number (digits only), "
                                   "or left empty.")
        seed = int(text)
    return seats, seed, ""


# ----------------------------------------------------------------------
# "New solo game" while a game is in progress

def confirm_new_html(s: Session, label: str = "End it and start a solo game") -> str:
    g = s.game
    names = g.players
    where = {"round": g.round, "rounds": g.n_rounds}
    if g.n == 1 and is_you(names[0]):
        text = Msg("Your game is not finished (round {round} of {rounds}). A new game "
                   "replaces it: it cannot be resumed afterwards.", **where)
    elif g.n == 1:
        text = Msg("{name}'s game is not finished (round {round} of {rounds}). A new game "
                   "replaces it: it cannot be resumed afterwards.", name=names[0], **where)
    else:
        text = Msg("The game of {names} and {last} is not finished (round {round} of "
                   "{rounds}). A new game replaces it: it cannot be resumed afterwards.",
                   names=", ".join(names[:-1]), last=names[-1], **where)
    return (
        f'<h2 id="confirm-new-title">{_("End this game?")}</h2>'
        f'<p id="confirm-new-text">{escape(_(text))}</p>'
        '<p class="controls-row">'
        + button("confirm-new-keep", _("Keep playing"), "primary", " autofocus")
        + button("confirm-new-yes", escape(_(label)), "warn") + '</p>')


# ----------------------------------------------------------------------
# hot-seat hand-over

def handover_html(s: Session) -> str:
    who = s.decider()
    name = s.game.players[who]
    return (
        '<section class="handover" aria-labelledby="handover-title">'
        f'<h2 id="handover-title">{escape(_(Msg("Pass the device to {name}", name=name)))}</h2>'
        f'<p>{escape(_(s.hint()))}</p>'
        + button("handover", escape(_(Msg("I am {name}: show my sheet", name=name))),
                 "big primary")
        + '</section>')


# ----------------------------------------------------------------------
# the game

def prompt_text(s: Session) -> str:
    """The prompt in the page's language (see `prompt_msg`)."""
    return _(prompt_msg(s))


def prompt_msg(s: Session) -> Msg:
    """What the person deciding is asked, as a text to translate; the engine's
    own description of the decision is one of its parts."""
    g = s.game
    p = s.pending
    if p is None:
        return Msg("The game is over.")
    name = g.players[p.player]
    if own_sheet.entry_kind(s):
        return own_sheet.prompt(s)
    if s.is_computer(p.player):
        return Msg("{name} is playing: {what}.", name=seat_name_msg(s, p.player),
                   what=g.describe_pending())
    kind = p.kind
    turn = {"name": name, "n": g.choices + 1, "of": g.variant.choices_per_turn}
    if kind == "roll":
        if g.solo_passive:
            return Msg("{name}: roll all six dice for your passive turn.", name=name)
        if s.returnable():
            return return_prompt(s, turn)
        return Msg("{name}: roll the dice (choice {n} of {of}).", **turn)
    if kind == "chain":
        if s.selected:
            return Msg("{name}: the {die} {face} may be marked in silver: choose the "
                       "highlighted box.", name=name, die=colour(s.selected),
                       face=next(d["face"] for d in g.dice() if d["die"] == s.selected))
        return plural(len(s.usable_dice()),
                      "{name}: your choice went into silver, so the die it sent to the "
                      "platter may be marked in silver too: choose it, then its silver box, "
                      "or press Done.",
                      "{name}: your choice went into silver, so the {n} dice it sent to the "
                      "platter may be marked in silver too: choose one, then its silver box, "
                      "or press Done.", name=name)
    if kind == "bonus":
        what = g.describe_pending()
        if s.bonus_areas() and s.bonus_area is None:
            return Msg("{what}: choose the area first.", what=what)
        if s.bonus_values() and s.bonus_value is None:
            if s.bonus_area:
                return Msg("{what}: choose the value to write in {area} (1 to 6).", what=what,
                           area=colour(s.bonus_area))
            return Msg("{what}: choose the value to write (1 to 6).", what=what)
        one = len(s.targets()) == 1
        if s.bonus_value is not None:
            if one:
                return Msg("{what}: a {value}; choose the highlighted box.", what=what,
                           value=s.bonus_value)
            return Msg("{what}: a {value}; choose one of the highlighted boxes.", what=what,
                       value=s.bonus_value)
        if one:
            return Msg("{what}: choose the highlighted box.", what=what)
        return Msg("{what}: choose one of the highlighted boxes.", what=what)
    if s.selected:
        face = next(d["face"] for d in g.dice() if d["die"] == s.selected)
        n = len(s.targets())
        die = {"name": name, "die": colour(s.selected), "face": face}
        if s.polish:
            die["face"] = Msg("{face}, polished to {polished},", face=face,
                              polished=s.polished_face())
        if not n:
            return Msg("{name}: the {die} {face} is selected; it fits nowhere as it is: "
                       "polish it up or down.", **die)
        return plural(n, "{name}: the {die} {face} is selected; choose the highlighted box.",
                      "{name}: the {die} {face} is selected; choose one of the {n} "
                      "highlighted boxes.", **die)
    if kind == "choose":
        if s.skip_asked:
            return Msg("{name}: skip this roll? None of its dice is entered and it counts as "
                       "choice {n} of {of}.", **turn)
        if not s.usable_dice():
            if s.simple("reroll"):
                return Msg("{name}: none of these dice can be entered. Use a reroll or give up "
                           "this roll.", name=name)
            return Msg("{name}: none of these dice can be entered. This roll is lost: give it "
                       "up.", name=name)
        return Msg("{name}: choose a die to enter (choice {n} of {of}).", **turn)
    if kind == "pick":
        fallback = any(d["where"] in ("field", "aside") for d in g.dice()
                       if d["die"] in s.usable_dice())
        if fallback:
            return Msg("{name}: no platter die fits the sheet, so you may take one of the "
                       "other dice, or pass.", name=name)
        return Msg("{name}: take a die from the silver platter, or pass.", name=name)
    if kind == "extra":
        left = g.sheets[p.player].plus1_left
        if p.player == g.active and not g.solo_passive:
            return Msg("{name}: you may use a +1 action ({left} left): choose any die and a "
                       "box, or end your turn.", name=name, left=left)
        return Msg("{name}: you may use a +1 action ({left} left): choose any die and a box, "
                   "or finish.", name=name, left=left)
    return g.describe_pending()


def return_prompt(s: Session, turn: dict) -> Msg:
    """Before a roll with a return to spend: roll, or first send a platter die
    back to the cup (or, the cup empty, end the turn)."""
    left = s.returns_left()
    parts = {"name": turn["name"], "choice": turn["n"], "of": turn["of"]}
    if s.simple("roll"):
        return plural(left, "{name}: roll the dice (choice {choice} of {of}), or first return "
                      "a die from the silver platter to the cup to roll it too ({n} return "
                      "left).",
                      "{name}: roll the dice (choice {choice} of {of}), or first return a die "
                      "from the silver platter to the cup to roll it too ({n} returns left).",
                      **parts)
    return plural(left, "{name}: no dice are left in the cup. Return a die from the silver "
                  "platter to roll it (choice {choice} of {of}; {n} return left), or end your "
                  "turn.",
                  "{name}: no dice are left in the cup. Return a die from the silver platter "
                  "to roll it (choice {choice} of {of}; {n} returns left), or end your turn.",
                  **parts)


def returns_html(s: Session) -> str:
    """A button per platter die a return may send back to the cup, with the
    returns left; the die tapped on the table first is the pressed one."""
    g = s.game
    left = s.returns_left()
    head = _(Msg("Return a die ({n} left):", n=left))
    out = [f'<div class="returns" role="group" aria-labelledby="returns-title">'
           f'<span class="polish-state" id="returns-title">{escape(head)}</span>']
    for die in s.returnable():
        face = g.faces[g.die_index(die)]
        pressed = "true" if die == s.selected else "false"
        # named by what it shows ("yellow 3"), within the group "Return a die (n left)"
        look = COLOURS.get(die, FALLBACK)
        out.append(button(f"return-{die}", f'<span class="chip" aria-hidden="true" '
                          f'style="background:{look[3]};color:{look[4]}">{letter(die)}</span> '
                          f'{escape(_(Msg("{colour} {face}", colour=colour(die), face=face)))}',
                          "small", f' aria-pressed="{pressed}"'))
    return "".join(out) + "</div>"


def controls_html(s: Session) -> str:
    g = s.game
    p = s.pending
    out = []
    if p is None or s.decider() is None:
        return ""
    if own_sheet.entry_kind(s):
        return own_sheet.entry_html(s)
    if s.entering:
        return dice_entry_html(s)
    if s.simple("roll"):
        if s.real_dice:
            label = _("Roll for the passive turn: tap in the values") if g.solo_passive \
                else _("Roll the dice: tap in the values")
        else:
            label = _("Roll for the passive turn") if g.solo_passive else _("Roll the dice")
        out.append(button("roll", label, "primary"))
    one = s.single_choice()
    if one is not None and one.kind == "return":
        face = g.faces[g.die_index(one.die)]
        out.append(button("confirm", escape(_(Msg("Return the {die} {face} to the cup",
                                                  die=colour(one.die), face=face))),
                          "primary"))
    elif one is not None:
        out.append(button("confirm", escape(_(Msg("Enter {action}", action=action_text(one, g)))),
                          "primary"))
    if s.returnable():
        out.append(returns_html(s))
    if s.skip_asked:
        out.append(button("forfeit", _("Yes, skip this roll"), "warn"))
        out.append(button("skip-keep", _("No, keep this roll")))
    elif s.skip_roll_asks():
        out.append(button("forfeit", _("Skip this roll"), "warn"))
    elif s.simple("forfeit"):
        out.append(button("forfeit", _("Give up this roll"), "warn"))
    if s.simple("reroll"):
        left = g.sheets[p.player].rerolls_left
        out.append(button("reroll", _(Msg("Reroll ({left} left)", left=left))))
    if s.polish_steps():
        out.append(polish_html(s))
    if s.bonus_areas():
        out.append(bonus_areas_html(s))
    if s.bonus_values():
        out.append(bonus_values_html(s))
    if s.selected and p.kind != "roll":  # a platter die chosen for a return: tapped again
        out.append(button("deselect", _(Msg("Put back the {die} die", die=colour(s.selected)))))
    if not s.simple("roll") and has_coach(g) and not s.no_hints:
        out.append(button("suggest", _("Hint")))
    if s.simple("pass"):
        out.append(button("pass", _("Pass (take no die)")))
    if s.simple("done"):
        if p.kind == "chain":
            label = _("Done: mark no more dice in silver")
        elif p.kind == "roll":
            label = _("End turn")
        elif p.player == g.active and not g.solo_passive:
            label = _("End turn (no more +1)")
        else:
            label = _("Finish (no more +1)")
        out.append(button("done", label))
    return "".join(out)


def dice_entry_html(s: Session) -> str:
    """Table mode: a row of 1 to 6 per die being rolled, to tap in what the
    real dice show; the tapped value is pressed (and marked by a tick, not
    only by colour). The engine gets the whole roll at once."""
    rows = []
    for die in s.dice_to_enter():
        faces = []
        for face in range(1, 7):
            on = s.tapped.get(die) == face
            faces.append(button(f"face-{die}-{face}", ("\u2713" if on else "") + str(face),
                                "face" + (" chosen" if on else ""),
                                f' aria-pressed="{"true" if on else "false"}" aria-label="'
                                + escape(_(Msg("{die} die shows {face}", die=colour(die),
                                               face=face))) + '"'))
        rows.append(f'<div class="face-row" role="group" aria-label="'
                    f'{escape(_(Msg("{die} die", die=colour(die))))}">'
                    # named by its colour: the white die is no area, so has no area title
                    f'<span class="face-die">{escape(_(colour(die)).capitalize())}</span>'
                    f'{"".join(faces)}</div>')
    title = _("The values of your real dice (reroll):") if s.entering == "reroll" else \
        _("The values of your real dice (roll):")
    return (f'<div class="dice-entry" role="group" aria-labelledby="dice-entry-title">'
            f'<p id="dice-entry-title">{escape(title)}</p>'
            + "".join(rows)
            + '<p class="controls-row">' + button("enter-dice", _("Enter these dice"), "primary")
            + button("cancel-dice", _("Back")) + "</p></div>")


def polish_html(s: Session) -> str:
    """Polish for the selected platter die: its value down or up, what is left."""
    g = s.game
    steps = s.polish_steps()
    left = g.sheets[s.pending.player].polish_left - abs(s.polish)
    face = s.polished_face()
    down = "" if any(x < s.polish for x in steps) else ' aria-disabled="true"'
    up = "" if any(x > s.polish for x in steps) else ' aria-disabled="true"'
    die = colour(s.selected)
    state = (Msg("The {die} die shows {face} (rolled {rolled}); {left} polish left", die=die,
                 face=face, rolled=face - s.polish, left=left) if s.polish else
             Msg("The {die} die shows {face}; {left} polish left", die=die, face=face,
                 left=left))
    return (f'<div class="polish" role="group" aria-label="'
            f'{escape(_(Msg("Polish the {die} die", die=die)))}">'
            + button("polish-down", _(Msg("Polish down to {face}", face=face - 1)) if face > 1
                     else _("Polish down"), "small", down)
            + f'<span id="polish-state" class="polish-state" aria-live="polite">'
              f'{escape(_(state))}</span>'
            + button("polish-up", _(Msg("Polish up to {face}", face=face + 1)) if face < 6
                     else _("Polish up"), "small", up)
            + '</div>')


def bonus_areas_html(s: Session) -> str:
    """Round 4's black ?: the areas it may go in (then the value, then the box)."""
    out = [f'<div class="choose-area" role="group" aria-label="{_("Area for the bonus")}">']
    for area in s.bonus_areas():
        pressed = "true" if area == s.bonus_area else "false"
        out.append(button(f"area-{area}", f'<span class="chip" aria-hidden="true" '
                          f'style="background:{COLOURS.get(area, FALLBACK)[0]}">'
                          f'{letter(area)}</span> {escape(_(area_title(area)))}', "small",
                          f' aria-pressed="{pressed}"'))
    return "".join(out) + "</div>"


def bonus_values_html(s: Session) -> str:
    """A "?" bonus: the values it may write, as buttons 1..6."""
    area = colour(s.bonus_area) if s.bonus_area else None
    group = _(Msg("Value to write in {area}", area=area)) if area else _("Value to write")
    out = [f'<div class="choose-value" role="group" aria-label="{escape(group)}">'
           f'<span class="polish-state">{_("Write:")}</span>']
    for v in s.bonus_values():
        pressed = "true" if v == s.bonus_value else "false"
        words = _(Msg("write a {value} in {area}", value=v, area=area)) if area else \
            _(Msg("write a {value}", value=v))
        out.append(button(f"value-{v}", str(v), "small value",
                          f' aria-pressed="{pressed}" aria-label="{escape(words)}"'))
    return "".join(out) + "</div>"


def seat_name(s: Session, seat: int) -> str:
    """A seat's name, saying that the computer plays it unless the name says so."""
    return _(seat_name_msg(s, seat))


def seat_name_msg(s: Session, seat: int):
    name = s.game.players[seat]
    if s.is_computer(seat) and "computer" not in name.lower() \
            and _("computer").lower() not in name.lower():
        return Msg("{name} (computer)", name=name)
    return name


def seat_tabs_html(s: Session) -> str:
    if s.game.n == 1 or own_sheet.is_phone_game(s):  # one phone per player: my sheet only
        return ""
    shown = s.shown_seat()
    scores = s.game.scores()
    out = [f'<div class="seat-tabs" role="group" aria-label="{_("Whose sheet to show")}">']
    for i in range(s.game.n):
        pressed = "true" if i == shown else "false"
        out.append(f'<button type="button" class="tab" id="tab-{i}" data-seat="{i}" '
                   f'aria-pressed="{pressed}">{escape(seat_name(s, i))}: '
                   f'{scores[i]["total"]}</button>')
    out.append("</div>")
    return "".join(out)


def game_html(s: Session, rolled_now=(), columns: int = 1) -> str:
    """The whole game screen (prompt, table, controls, tabs, sheet). The prompt,
    the dice table and the controls stay together ("side"): on a phone they
    stick to the top as one block, so the dice are never under the prompt; on
    a wide screen they are a column beside the sheet. The controls and the
    message line come after the dice, in a bar of a fixed height (game.css):
    however many buttons a decision has, nothing above or below them moves."""
    return (
        '<div class="game-screen board">'
        '<div class="side">'
        f'<p id="prompt" class="prompt" aria-live="polite">{escape(prompt_text(s))}</p>'
        f'<section id="table" class="table" aria-label="{_("Dice table")}">'
        f'{dice_html(s, rolled_now)}</section>'
        '<div class="action-bar"><div class="action-in">'
        f'<div id="controls" class="controls-row">{controls_html(s)}</div>'
        '<p id="message" class="message" role="alert"></p>'
        '</div></div></div>'
        f'<section id="sheet-wrap" class="sheet-wrap" aria-label="{_("Score sheet")}">'
        f'{sheet_part(s, columns)}</section>'
        '</div>')


def dice_html(s: Session, rolled_now=()) -> str:
    hint = s.suggested()
    last = None
    if s.last_turn is not None:
        dice, action, seat = s.last_turn
        who = "you" if seat in s.persons and (s.viewer in (None, seat) or len(s.persons) == 1) \
            else s.game.players[seat]
        last = (dice, action, who, s.game.players[seat])
    return table_html(s.game, s.usable_dice(), s.selected, rolled_now,
                      suggested=getattr(hint, "die", None), last=last,
                      polished=s.polished_face() if s.polish else None)


def sheet_targets(s: Session) -> list:
    seat = s.shown_seat()
    return s.targets() if seat == (s.pending.player if s.pending else None) else []


def sheet_head(s: Session) -> str:
    """Seat tabs and the caption above the sheet."""
    seat = s.shown_seat()
    g = s.game
    caption = _(whose(g.players[seat], Msg("Your sheet"),
                       Msg("{name}'s sheet", name=g.players[seat])))
    if g.variant.name != DEFAULT_VARIANT:
        caption += f" ({_(g.variant.title)})"
    if s.viewing is not None and s.pending is not None and s.viewing != s.pending.player:
        caption += " " + _(Msg("(looking only: {name} decides now)",
                               name=g.players[s.pending.player]))
    return f'{seat_tabs_html(s)}<h2 class="sheet-title">{escape(caption)}</h2>'


def sheet_parts(s: Session, columns: int = 1) -> tuple[str, list]:
    seat = s.shown_seat()
    head, parts = svg_parts(s.game, seat, sheet_targets(s),
                            _(sheet_label(s.game.players[seat])),
                            columns)
    hint = s.suggested()
    if hint is not None and hint.area and seat == s.pending.player:
        # the hint's box: a solid frame (the targets' is dashed) and words for screen readers
        parts = [(key, mark_suggested_box(markup, hint.area, hint.box))
                 for key, markup in parts]
    return head, parts


def mark_suggested_box(markup: str, area: str, box: str) -> str:
    """The sheet segment with the box (area, box) marked as the hint's."""
    mark = f'id="box-{area}-{box}" class="box '
    at = markup.find(mark)
    if at < 0:
        return markup
    label = markup.find('aria-label="', at) + len('aria-label="')
    return (markup[:at] + mark + "suggested " + markup[at + len(mark):label]
            + escape(_("suggested by the hint:")) + " " + markup[label:])


def sheet_part(s: Session, columns: int = 1) -> str:
    head, parts = sheet_parts(s, columns)
    svg = head + "".join(m for _key, m in parts) + "</svg>"
    return f'<div id="sheet-head">{sheet_head(s)}</div><div id="sheet-body">{svg}</div>'


# ----------------------------------------------------------------------
# end of game

def winners_text(s: Session) -> str:
    return _(winners_msg(s))


def winners_msg(s: Session) -> Msg:
    g = s.game
    if own_sheet.is_phone_game(s):
        return own_sheet.result_text(s)
    scores = g.scores()
    win = g.winners()
    names = [g.players[i] for i in win]
    if g.n == 1:
        return Msg("{name} scored {points} points.", name=names[0], points=scores[0]['total'])
    best = max(x["total"] for x in scores)
    tied = [i for i, x in enumerate(scores) if x["total"] == best]
    areas = g.variant.area_order
    if len(win) > 1:
        top = max(scores[win[0]][a] for a in areas)
        return Msg("Shared victory: {names} and {last} with {points} points each (and the "
                   "same best area, {top}).", names=", ".join(names[:-1]), last=names[-1],
                   points=best, top=top)
    if len(tied) > 1:
        top = max(scores[win[0]][a] for a in areas)
        return Msg("{name} wins: tied on {points} points, broken by the best single area "
                   "({top} points).", name=names[0], points=best, top=top)
    return Msg("{name} wins with {points} points.", name=names[0], points=best)


def review_buttons_html(s: Session) -> str:
    """A "Review my decisions" button per person seat (computer seats have none)."""
    from .review import reviewable
    seats = reviewable(s)
    out = []
    for i in seats:
        name = s.game.players[i]
        label = _("Review my decisions") if len(seats) == 1 else escape(_(whose(
            name, Msg("Review your decisions"), Msg("Review {name}'s decisions", name=name))))
        out.append(button(f"review-{i}", label, extra=' aria-controls="review"'))
    return "".join(out)


def review_html(review, you: bool = True) -> str:
    """The review's progress, or its result: total, matches, the costly decisions."""
    if review is None:
        return ('<p class="hint">' + escape(_(
            "The coach replays the game and says, for each decision that had a choice, how "
            "many points it was below the suggestion.")) + '</p>')
    name = "You" if you else review.name
    if not review.finished:
        label = _(whose(name, Msg("Review of your decisions"),
                        Msg("Review of {name}'s decisions", name=name)))
        return ('<p id="review-progress">'
                + escape(_(Msg("Reviewing {n} of {total}", n=review.done + 1,
                               total=review.total)))
                + '\u2026</p>'
                f'<progress id="review-bar" max="{review.total}" value="{review.done}" '
                f'aria-label="{escape(label)}">'
                f'{escape(_(Msg("{n} of {total}", n=review.done, total=review.total)))}</progress>'
                '<p class="controls-row">' + button("review-stop", _("Stop the review")) + '</p>')
    if not review.total:
        text = whose(name, Msg("Your game had no decision with more than one choice."),
                     Msg("{name}'s game had no decision with more than one choice.",
                         name=name))
        return f'<p id="review-summary" tabindex="-1">{escape(_(text))}</p>'
    regret = f"{review.total_regret:.1f}"
    total = whose(name, Msg("In all, your decisions were {points} points below the coach's "
                            "suggestions (its estimate of the final score).", points=regret),
                  Msg("In all, {name}'s decisions were {points} points below the coach's "
                      "suggestions (its estimate of the final score).", name=name,
                      points=regret))
    # the points in bold: the sentence is translated whole, then the figure marked
    total = escape(_(total))
    total = total.replace(regret, f"<strong>{regret}</strong>", 1)
    matched = _(Msg("{n} of {total}", n=review.matched, total=review.total))
    summary = (f'<p id="review-summary" tabindex="-1" data-total-regret="{regret}">'
               f'{total} <span id="review-matched">{escape(matched)}</span> '
               + escape(_("decisions matched the suggestion (or were worth the same)."))
               + '</p>')
    costly = review.costly()
    if not costly:
        return summary + f'<p id="review-none">{_("No decision cost points. Well played!")}</p>'
    actor = _("You") if you else review.name
    items = "".join(
        f'<li><span class="when">'
        f'{escape(_(Msg("{when}, action {n}:", when=d.when, n=d.number)))}</span> '
        + escape(_(Msg("{who}: {played}; suggested: {suggested}", who=actor, played=d.played,
                       suggested=d.suggested)))
        + ' <span class="cost">'
        + escape(_(Msg("(\u2212{points} points)", points=f"{d.regret:.1f}")))
        + '</span></li>' for d in costly)
    more = len([d for d in review.decisions if not d.matched])
    head = (_("The decisions that cost points, largest first") if more <= len(costly) else
            _(Msg("The {n} decisions that cost the most points (of {more})", n=len(costly),
                  more=more)))
    return (summary + f'<h4 id="review-list-title">{head}</h4>'
            f'<ol id="review-list" aria-labelledby="review-list-title">{items}</ol>')


def review_section_html(s: Session, review=None) -> str:
    """The review part of the scoreboard: its buttons, its result area and a
    live region for screen readers (progress is announced there, not on each step)."""
    from .review import game_key, reviewable
    seats = reviewable(s)
    if not seats:
        return ""
    if not has_coach(s.game):
        return ('<section class="review" aria-labelledby="review-title">'
                f'<h3 id="review-title">{_("Review of the decisions")}</h3>'
                '<p class="hint" id="review-none">'
                + escape(_("The review of decisions is not available for this game yet."))
                + '</p></section>')
    shown = review if review is not None and review.key == game_key(s.game) else None
    return (
        '<section class="review" aria-labelledby="review-title">'
        f'<h3 id="review-title">{_("Review of the decisions")}</h3>'
        f'<p class="controls-row">{review_buttons_html(s)}</p>'
        + review_box(shown, len(seats) == 1)
        + '<p id="review-status" class="sr-only" role="status"></p>'
        '</section>')


def review_box(review, you: bool = True) -> str:
    """The review's area (#review), its state in data-state."""
    return f'<div id="review" data-state="{review_state(review)}">{review_html(review, you)}</div>'


def review_state(review) -> str:
    if review is None:
        return "none"
    return "done" if review.finished else "running"


def scoreboard_html(s: Session, review=None, card: str = "", history_note: str = "") -> str:
    """The final score; `card`: the result card to share (daily.card_html);
    `history_note`: whether the game went into the history."""
    g = s.game
    scores = g.scores()
    win = set(g.winners())
    areas = g.variant.area_order
    head = "".join(f'<th scope="col"><span class="chip c-{a}" aria-hidden="true" '
                   f'style="background:{COLOURS.get(a, FALLBACK)[0]}">{letter(a)}'
                   f'</span> <span class="col-name">{escape(_(area_title(a)))}</span></th>'
                   for a in areas)
    rows = []
    for i, sc in enumerate(scores):
        cells = "".join(f"<td>{sc[a]}</td>" for a in areas)
        crown = f' <span class="won">{_("(winner)")}</span>' if i in win and g.n > 1 else ""
        rows.append(f'<tr id="score-row-{i}"><th scope="row">{escape(sc["player"])}{crown}</th>'
                    f'{cells}<td><span class="fox-sum">{sc["foxes"]} \u00d7 {sc["fox_value"]} = '
                    f'</span>{sc["fox_points"]}</td>'
                    f'<td class="total" data-total="{sc["total"]}">{sc["total"]}</td></tr>')
    title = ""
    if g.n == 1 and scores[0].get("title"):
        title = f'<p class="title-line" id="solo-title">{escape(_(scores[0]["title"]))}</p>'
    if g.variant.name != DEFAULT_VARIANT or options_words(g):
        what = escape(_(g.variant.title))
        opts = _(options_words(g))
        title += (f'<p class="game-line" id="game-options">{what}. {escape(opts)}</p>'
                  if opts else f'<p class="game-line" id="game-options">{what}.</p>')
    return (
        '<section class="over" aria-labelledby="over-title">'
        f'<h2 id="over-title">{_("Final score")}</h2>'
        f'<p class="winner" id="winner">{escape(winners_text(s))}</p>{title}'
        '<div class="score-scroll"><table class="scoreboard" id="scoreboard">'
        f'<caption>{_("Points per area, foxes and total")}</caption>'
        f'<thead><tr><th scope="col">{_("Player")}</th>{head}'
        f'<th scope="col">{_("Foxes")}</th>'
        f'<th scope="col">{_("Total")}</th></tr></thead><tbody>{"".join(rows)}</tbody></table>'
        '</div>'
        '<p class="controls-row">' + button("again", _("Play again (same seats)"), "primary")
        + button("new", _("New game"))
        + button("replay-own", _("Replay this game step by step"))
        + '</p>'
        + (f'<p class="history-note" id="history-note">{escape(_(history_note))} '
           f'<a href="history.html">{_("History of games")}</a></p>' if history_note else "")
        + card + review_section_html(s, review)
        + f'<section id="sheet-wrap" class="sheet-wrap final" aria-label="{_("Score sheets")}">'
        f'{sheet_part(s)}</section>'
        '</section>')


# ----------------------------------------------------------------------
# save that cannot be read

def broken_save_html(reason: str) -> str:
    return (
        '<section class="broken" aria-labelledby="broken-title">'
        f'<h2 id="broken-title">{_("The saved game could not be read")}</h2>'
        '<p id="broken-reason">' + escape(_(Msg(
            "The game saved in this browser could not be loaded: {reason}.", reason=reason)))
        + '</p><p>' + escape(_(
            'It has not been deleted: starting a new game keeps it aside in this browser, '
            'and the history page lists it, to download or delete.')) + '</p>'
        '<p class="controls-row">' + button("new-after-broken", _("Start a new game"), "primary")
        + '</p></section>')


# ----------------------------------------------------------------------
# log and toolbar

def log_html(s: Session | None) -> str:
    if s is None:
        return f'<p class="hint">{_("No game yet.")}</p>'
    g = s.game
    lines = [f"{_(g.variant.title)}. {_(options_words(g))}".strip()] + [_(e.text) for e in g.log]
    items = "".join(f"<li>{escape(t)}</li>" for t in reversed(lines))
    return f'<ol class="log-list" reversed>{items}</ol>'


def toolbar_html(s: Session | None, screen: str, log_open: bool = False,
                 badge: str = "") -> str:
    """The game's menu; `badge`: a line on the daily challenge under way.

    What a turn needs (Undo, Faster computer, the badges) stays in view; the
    rest is one disclosure, folded on a narrow window so that a phone's first
    screen shows the game (game.css lays it out flat on a wide one). A
    <details> opens with no script, before the engine is ready, and tells a
    screen reader whether it is open; early-setup.js keeps it open across
    redraws and closes it when an item is tapped."""
    items = [
        button("menu-new", _("New game")),
        button("daily", _("Daily challenge")),
        button("rules", _("Rules")),
        # its own page: a plain link, so it opens offline too (the service worker has it)
        f'<a class="toolbar-link" href="counter.html">{_("Score counter")}</a>',
        f'<a class="toolbar-link" href="history.html">{_("History")}</a>',
        f'<a class="toolbar-link" href="stats.html">{_("Statistics")}</a>',
        button("log", _("Game log"), extra=' aria-controls="log-panel" '
               f'aria-expanded="{"true" if log_open else "false"}"'),
    ]
    out = [f'<nav class="toolbar" aria-label="{_("Game menu")}">',
           '<details class="toolbar-menu" id="toolbar-menu">'
           f'<summary class="toolbar-summary">{_("Menu")}</summary>'
           f'<div class="toolbar-items">{"".join(items)}</div></details>']
    if s is not None and screen in ("game", "handover") and s.undo_steps():
        out.append(button("undo", _("Undo")))
    if s is not None and not s.undo_enabled and screen == "game":
        out.append(f'<span class="badge" title="{_("Undo is switched off")}">'
                   f'{_("Honest dice")}</span>')
    if s is not None and any(x.kind == COMPUTER for x in s.seats) and screen == "game":
        pressed = "true" if s.fast else "false"
        out.append(button("fast", _("Faster computer"), extra=f' aria-pressed="{pressed}"'))
    if badge:
        out.append(f'<span class="badge" id="daily-badge">{escape(_(badge))}</span>')
    out.append("</nav>")
    return "".join(out)
