"""Engine dice -> the table as HTML markup (a pure function, no DOM).

The six dice with their pips and letters, grouped where they lie: just
rolled, the active player's die fields, the silver platter, still in the cup
and (solo passive turn) set aside. Which dice can be chosen comes from the
caller, who reads it off `game.legal_actions()`.
"""

from __future__ import annotations

from clever.i18n import N_, Msg

from .lang import _
from .markup import escape
from .sheet import COLOURS, FALLBACK, letter, whose
from .words import colour

PIPS = {
    1: ((2, 2),),
    2: ((1, 1), (3, 3)),
    3: ((1, 1), (2, 2), (3, 3)),
    4: ((1, 1), (3, 1), (1, 3), (3, 3)),
    5: ((1, 1), (3, 1), (2, 2), (1, 3), (3, 3)),
    6: ((1, 1), (3, 1), (1, 2), (3, 2), (1, 3), (3, 3)),
}
WHERE_WORDS = {
    "rolled": N_("just rolled"),
    "field": N_("on a die field"),
    "platter": N_("on the silver platter"),
    "cup": N_("in the cup"),
    "aside": N_("set aside"),
}


def die_face_svg(name: str, face: int, size: int = 40) -> str:
    fill, pip = COLOURS.get(name, FALLBACK)[3:5]
    out = [f'<svg class="die-face" viewBox="0 0 40 40" width="{size}" height="{size}" '
           f'aria-hidden="true" focusable="false">'
           f'<rect x="1.5" y="1.5" width="37" height="37" rx="8" fill="{fill}" '
           f'stroke="#222" stroke-width="2"/>']
    if face in PIPS:
        for col, row in PIPS[face]:
            out.append(f'<circle cx="{col * 10}" cy="{row * 10}" r="3.6" fill="{pip}"/>')
    else:
        # a drawn "?" (not text: the die's words are its label, and a text "?"
        # would be visible text missing from it)
        out.append(f'<path d="M15 16a5 5 0 1 1 7.5 4.3c-1.6.9-2.5 1.9-2.5 3.7v1.5" '
                   f'fill="none" stroke="{pip}" stroke-width="2.6" stroke-linecap="round"/>'
                   f'<circle cx="20" cy="30" r="1.7" fill="{pip}"/>')
    out.append("</svg>")
    return "".join(out)


def die_words(d: dict, note: str = "") -> str:
    name = d["die"]
    face = d["face"] if d["where"] != "cup" else 0
    where = _(WHERE_WORDS.get(d["where"], d["where"]))
    let = letter(name)
    if len(let) > 1:  # a letter of two is read out too (the name shows what it stands for)
        name = _(Msg("{die} die, marked {letter}", die=colour(name), letter=let))
    else:
        name = _(Msg("{die} die", die=colour(name)))
    words = f"{name}, {face}, {where}" if face else f"{name}, {where}"
    return f"{words}, {_(note)}" if note else words


def die_button(d: dict, index: int, usable: bool, selected: bool, note: str = "",
               suggested: bool = False, polished: int | None = None) -> str:
    name = d["die"]
    face = d["face"] if d["where"] != "cup" else 0
    words = die_words(d, note)
    if polished is not None:  # the selected die shows the face the polish gives it
        face = polished
        words += _(Msg(", polished to {face}", face=polished))
    if selected:
        words += _(", selected")
    elif not usable:
        words += _(", cannot be used now")
    if suggested:
        words += _(", suggested by the hint")
    cls = f"die d-{name}" + (" usable" if usable else " unusable") + (" sel" if selected else "")
    cls += " suggested" if suggested else ""
    disabled = "" if usable else ' aria-disabled="true"'
    return (f'<button type="button" class="{cls}" id="die-{name}" data-die="{name}" '
            f'data-index="{index}" aria-pressed="{"true" if selected else "false"}"{disabled} '
            f'aria-label="{escape(words)}">{die_face_svg(name, face)}'
            f'<span class="die-letter" aria-hidden="true">{letter(name)}</span></button>')


def die_picture(d: dict, chosen: bool) -> str:
    """A die of a past table: a picture with words, nothing to click."""
    name = d["die"]
    face = d["face"] if d["where"] != "cup" else 0
    words = die_words(d, N_("the one chosen") if chosen else "")
    cls = f"die past d-{name}" + (" sel" if chosen else "")
    return (f'<span class="{cls}" role="img" aria-label="{escape(words)}">'
            f'{die_face_svg(name, face)}'
            f'<span class="die-letter" aria-hidden="true">{letter(name)}</span></span>')


def table_html(game, usable=(), selected: str | None = None, rolled_now=(),
               suggested: str | None = None, last=None, polished: int | None = None) -> str:
    """The dice on the table. `usable` names the dice that can be chosen now,
    `rolled_now` the dice that were just (re)rolled, for the roll animation,
    `suggested` the die of the hint, `polished` the face the selected die is
    polished to (None: not polished). `last`: (dice, action, who, name) when
    the last action cleared the table (a turn is over): those dice, as they
    were before it, are shown instead, until the next action."""
    if last is not None:
        return last_turn_html(game, *last)
    dice = game.dice()
    usable = set(usable)
    groups: dict[str, list[str]] = {k: [] for k in ("rolled", "field", "platter", "aside",
                                                    "cup")}
    fields: list[str | None] = [None] * game.variant.choices_per_turn
    for i, d in enumerate(dice):
        note = N_("used with +1 this turn") if d["plus1_used"] else ""
        html = die_button(d, i, d["die"] in usable, d["die"] == selected, note,
                          d["die"] == suggested,
                          polished if d["die"] == selected else None)
        if d["die"] in rolled_now:
            html = html.replace('class="die ', 'class="die rolling ', 1)
        if d["where"] == "field" and d["field"] is not None and d["field"] < len(fields):
            fields[d["field"]] = html
        else:
            groups.setdefault(d["where"], []).append(html)
    active = game.players[game.active]
    out = ['<div class="table-zones">']
    # the first zone is the one for the dice not yet chosen: rolled, set aside, or
    # still in the cup, always in the same place, so the table never rearranges
    cup = groups.pop("cup")
    if game.solo_passive and groups["aside"]:
        out.append(zone("rolled", _("Set aside (not on the platter)"), groups["aside"], ""))
    elif groups["rolled"] or not cup:
        # empty once every die is chosen or on the platter (a +1 at the turn's end)
        out.append(zone("rolled", _("Just rolled"), groups["rolled"], _("none left to roll")))
    else:
        out.append(zone("rolled", _("In the cup"), cup, ""))
        cup = []
    slots = []
    for n, html in enumerate(fields):
        empty = escape(_(Msg("die field {n}, empty", n=n + 1)))
        slots.append(html or f'<span class="slot-empty" aria-label="{empty}">{n + 1}</span>')
    fields_title = _(whose(active, Msg("Your die fields"),
                           Msg("{name}'s die fields", name=active)))
    out.append(zone("fields", escape(fields_title), slots, ""))
    out.append(zone("platter", _("Silver platter"), groups["platter"], _("empty")))
    if cup:
        out.append(zone("cup", _("In the cup"), cup, ""))
    out.append("</div>")
    return "".join(out)


def last_turn_html(game, dice: list, action, who: str, name: str) -> str:
    """The table as it was before the action that ended a turn."""
    chosen = getattr(action, "die", None)
    face = next((d["face"] for d in dice if d["die"] == chosen), None)
    if chosen and face and who == "you":
        title = Msg("The turn is over. The dice as they were when you chose the {die} {face}:",
                    die=colour(chosen), face=face)
    elif chosen and face:
        title = Msg("The turn is over. The dice as they were when {name} chose the {die} "
                    "{face}:", name=who, die=colour(chosen), face=face)
    elif who == "you":
        title = Msg("The turn is over. The dice as they were before your last decision:")
    else:
        title = whose(name, Msg("The turn is over. The dice as they were before your last "
                                "decision:"),
                      Msg("The turn is over. The dice as they were before {name}'s last "
                          "decision:", name=name))
    groups: dict[str, list[str]] = {}
    for d in sorted(dice, key=lambda d: (d["field"] is None, d["field"] or 0)):
        groups.setdefault(d["where"], []).append(die_picture(d, d["die"] == chosen))
    titles = (("rolled", N_("Just rolled")), ("aside", N_("Set aside")),
              ("field", N_("Die fields")), ("platter", N_("Silver platter")),
              ("cup", N_("In the cup")))
    zones = "".join(zone(key, _(head), groups[key], "") for key, head in titles
                    if groups.get(key))
    return (f'<div class="last-turn" role="group" aria-labelledby="last-turn-title">'
            f'<p class="last-turn-title" id="last-turn-title">{escape(_(title))}</p>'
            f'<div class="table-zones">{zones}</div></div>')


def zone(key: str, title: str, items: list[str], empty: str) -> str:
    body = "".join(items) or f'<span class="zone-empty">{empty}</span>'
    return (f'<section class="zone z-{key}"><h2 class="zone-title">{title}</h2>'
            f'<div class="dice">{body}</div></section>')
