"""What an engine event says, in players' words: the one place that turns an
`Event` (clever/game.py: what happened, as data) into a `Msg`.

Play itself never calls this: the words are built only for whoever shows an
event (the game log, a demo's message, `str(event)`), so bots and search
copies run the same code as a real game without paying for prose.  The
views translate the Msg with `clever.i18n.tr`.
"""

from __future__ import annotations

from .i18n import N_, Msg
from .variants import get_variant
from .words import die_face, listing, word

ACTION_WORDS = {"reroll": N_("reroll"), "plus1": N_("+1"), "polish": N_("polish"),
                "return": N_("return"), "fox": N_("fox")}
WITH_ARTICLE = {"reroll": N_("a reroll"), "plus1": N_("a +1"), "polish": N_("a polish"),
                "return": N_("a return"), "fox": N_("a fox")}
# an action bonus gained, or lost to a full track (whole sentences: German and
# French do not build them from "a reroll" + "action")
GAINED = {"reroll": N_("{name} gained a reroll action."),
          "plus1": N_("{name} gained a +1 action."),
          "polish": N_("{name} gained a polish action."),
          "return": N_("{name} gained a return action.")}
LOST = {"reroll": N_("{name} lost a reroll action: its track is full."),
        "plus1": N_("{name} lost a +1 action: its track is full."),
        "polish": N_("{name} lost a polish action: its track is full."),
        "return": N_("{name} lost a return action: its track is full.")}


def bonus_text(bonus: tuple, article: bool = True, black: str = "black X or black 6") -> Msg:
    """A bonus in words: 'blue X', 'purple 6', 'pink ?', 'a reroll' (or 'reroll'), ..."""
    kind = bonus[0]
    if kind == "x":
        return Msg("{colour} X", colour=word(bonus[1]))
    if kind == "num":
        return Msg("{colour} {number}", colour=word(bonus[1]), number=bonus[2])
    if kind == "any":
        return Msg("{colour} ?", colour=word(bonus[1]))
    if kind == "black":
        return word(black)
    return word(WITH_ARTICLE[kind] if article else ACTION_WORDS[kind])


def describe(event) -> Msg:
    """The event in words (English as a str; `tr` renders it in another language)."""
    return _WORDS[event.kind](event)


def _variant(e):
    return get_variant(*e.variant)


def _dice(pairs) -> Msg:
    """'blue 3, white 5': dice with their faces."""
    return listing(die_face(d, f) for d, f in pairs)


def _box(e) -> Msg:
    area = _variant(e).areas[e.area]
    return area.describe_box(area.parse_box(e.box))


def _entered(e) -> Msg:
    v = _variant(e)
    shown = die_face(e.die, e.face)
    if e.polish:
        shown = Msg("{shown} polished to {face}", shown=shown, face=e.face + e.polish)
    area = v.areas[e.area]
    if v.reads[e.area] is not None:
        shown = Msg("{shown} ({value})", shown=shown, value=area.value_text(e.value))
    parts = {"name": e.name, "shown": shown, "box": area.describe_box(area.parse_box(e.box))}
    plus1 = e.action == "plus1"
    if e.mark == "circled":  # a box marked in steps: which step (the box names its area)
        return (Msg("{name} circled {box} with the {shown} and a +1 action.", **parts)
                if plus1 else Msg("{name} circled {box} with the {shown}.", **parts))
    if e.mark == "crossed":
        return (Msg("{name} crossed {box}, already circled, with the {shown} and a +1 action.",
                    **parts)
                if plus1 else Msg("{name} crossed {box}, already circled, with the {shown}.",
                                   **parts))
    if e.action == "chain":  # the silver chain: a die the pick sent to the platter
        return Msg("{name} also marked the {shown} in {box} (it went to the platter).", **parts)
    if e.die == e.area:
        return (Msg("{name} entered the {shown} in {box} with a +1 action.", **parts)
                if plus1 else Msg("{name} entered the {shown} in {box}.", **parts))
    parts["area"] = word(e.area)
    return (Msg("{name} entered the {shown} as {area} in {box} with a +1 action.", **parts)
            if plus1 else Msg("{name} entered the {shown} as {area} in {box}.", **parts))


def _placed(e) -> Msg:
    """A bonus written on the sheet: which, where, and the value it wrote."""
    black = e.bonus[0] == "black"
    bonus = _variant(e).black_bonus[e.area] if black else e.bonus
    name, value, where = e.name, e.value, _box(e)
    if bonus[0] == "any":  # a "?": say which, and what was chosen
        if value is not None:
            return (Msg("{name} wrote a {value} in {box} (black ? bonus).", name=name,
                        value=value, box=where) if black else
                    Msg("{name} wrote a {value} in {box} ({area} ? bonus).", name=name,
                        value=value, box=where, area=word(e.area)))
        return (Msg("{name} crossed {box} (black ? bonus).", name=name, box=where)
                if black else Msg("{name} crossed {box} ({area} ? bonus).", name=name,
                                  box=where, area=word(e.area)))
    if value:
        return (Msg("{name} wrote a black {value} in {box} (bonus).", name=name,
                    value=value, box=where) if black else
                Msg("{name} wrote a {value} in {box} (bonus).", name=name, value=value,
                    box=where))
    return (Msg("{name} wrote a black X in {box} (bonus).", name=name, box=where)
            if black else Msg("{name} wrote an X in {box} (bonus).", name=name, box=where))


def _bonus(e) -> Msg:
    return bonus_text(e.bonus, True, _variant(e).black_text)


_WORDS = {
    "round_start": lambda e: Msg("Round {n} begins.", n=e.value),
    "first_player": lambda e: (Msg("{name} starts (drawn at random).", name=e.name)
                               if e.value == "drawn" else
                               Msg("{name} starts (chosen at set-up).", name=e.name)),
    # not "{name}'s turn.": a player called "You" read "You's turn."
    "turn": lambda e: Msg("Turn: {name}.", name=e.name),
    "roll": lambda e: Msg("{name} rolled {dice}.", name=e.name, dice=_dice(e.dice)),
    "reroll": lambda e: Msg("{name} rolled {dice}.", name=e.name, dice=_dice(e.dice)),
    "action_used": lambda e: (Msg("{name} returned the {shown} from the silver platter to the "
                                  "cup.", name=e.name, shown=die_face(e.die, e.face))
                              if e.action == "return" else
                              Msg("{name} used a reroll action.", name=e.name)),
    "forfeit": lambda e: Msg("{name} could not use any die: roll {n} is lost.", name=e.name,
                             n=e.value),
    "roll_skipped": lambda e: Msg("{name} skipped roll {n}.", name=e.name, n=e.value),
    "to_platter": lambda e: Msg("To the silver platter: {dice}.", dice=_dice(e.dice)),
    "passive_roll": lambda e: Msg("Passive roll: {dice}; on the silver platter: {platter}.",
                                  dice=_dice(e.dice), platter=_dice(e.value)),
    "die_entered": _entered,
    "pass": lambda e: Msg("{name} passed.", name=e.name),
    "no_die": lambda e: Msg("{name} can use no die and passes.", name=e.name),
    "action_gained": lambda e: word(GAINED[e.action], name=e.name),
    "action_lost": lambda e: word(LOST[e.action], name=e.name),
    "fox": lambda e: Msg("{name} gained a fox.", name=e.name),
    "bonus_gained": lambda e: Msg("Bonus for {name}: {bonus}.", name=e.name, bonus=_bonus(e)),
    "bonus_placed": _placed,
    "bonus_lost": lambda e: Msg("{name} lost the bonus {bonus}: nowhere to put it.",
                                name=e.name, bonus=_bonus(e)),
    "platter_entered": lambda e: Msg("On {name}'s silver platter: {dice}.", name=e.name,
                                     dice=_dice(e.dice)),
    "fields_entered": lambda e: Msg("On {name}'s die fields: {dice}.", name=e.name,
                                    dice=_dice(e.dice)),
    "game_end": lambda e: Msg("The game is over."),
}
KINDS = tuple(_WORDS)
