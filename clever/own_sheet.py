"""One phone per player (table mode): a game kept on one person's phone.

With the table option "own_sheet" (2 to 4 players, real dice) the game is
this phone's owner's sheet only: the owner is seat 0, the other seats are the
other people at the table, in seat order, each playing their own sheet on
their own phone. Seat 0 plays its own turns as in any game; nobody picks
after them on this phone. When another seat is active, this phone only
learns what lies on that player's silver platter (`platter F F F F F F`: one
face per die in die order, 0 for a die not on it), and, when the rules need
them (the fallback of a pick, or a platter die whose value reads a die not on
the platter, as blue reads white), the faces of the other dice (`fields F F F`:
the dice off the platter, in die order). Seat 0 then picks as a passive
player. A bare `platter` / `fields` draws plausible faces from the game's
generator, so bots and random tests can play such games.

Game (clever/game.py) calls in here at a few hooks; the rules themselves
stay there.
"""

from __future__ import annotations

from .actions import Action
from .i18n import Msg
from .turn_state import FIELD, PLATTER, Pending
from .words import listing, word

OPTION = "own_sheet"
KINDS = ("platter", "fields")        # the decisions only such a game has
NODES = ("platter_wait", "fields_wait")
# The Game nodes' names: seat 0 enters what another player's turn left on the table.


def applies(game) -> bool:
    return OPTION in game.variant.options


def check_players(n: int) -> None:
    if not 2 <= n <= 4:
        raise ValueError("one phone per player needs 2 to 4 players")


def remote_turn(game) -> bool:
    """Is another seat than this phone's owner active now?"""
    return game.own_sheet and game.active != 0


def entry_dice(game) -> list[int]:
    """The dice the pending platter / fields action lists faces for, in die order."""
    p = game.pending
    if p is None or p.kind not in KINDS:
        return []
    if p.kind == "platter":
        return list(range(len(game.faces)))
    return [d for d, w in enumerate(game.where) if w != PLATTER]


def step(game) -> bool:
    """Run one of this module's nodes; True when seat 0 must decide."""
    game.pending = Pending(0, "platter" if game.node == "platter_wait" else "fields")
    return True


def needs_fields(game) -> bool:
    """After the platter: must seat 0 also give the other dice's faces? Yes
    when a die is off the platter and either a platter die's value reads it
    (blue counts blue + white) or no platter die fits seat 0's sheet (the
    fallback: the active player's die fields, ruling of the pick)."""
    off = [d for d, w in enumerate(game.where) if w != PLATTER]
    if not off:
        return False
    platter = [d for d, w in enumerate(game.where) if w == PLATTER]
    v = game.variant
    for d in platter:
        for area in v.die_areas[d]:
            rule = v.reads[area]
            if rule is not None and (rule[1] in off or rule[2] in off):
                return True
    return not any(game.usable(0, d) for d in platter)


# ----------------------------------------------------------------------
# legality, in players' words

def not_tapped(die: str) -> str:
    return Msg("The {die} die's value was not tapped in, so it cannot be used.", die=word(die))


def is_legal(game, a: Action) -> bool:
    return explain(game, a) is None


def explain(game, a: Action) -> str | None:
    """None for a legal platter / fields action; else why not, in words."""
    p = game.pending
    if p is None:
        return Msg("The game is over: no more actions can be taken.")
    if p.kind not in KINDS:
        return Msg("'{action}' is not possible now. Now {pending}.", action=str(a),
                   pending=game.describe_pending())
    if a.kind != p.kind:
        if p.kind == "platter":
            return Msg("First tap in the dice {name} left on the silver platter.",
                       name=game.players[game.active])
        return Msg("First tap in the dice on {name}'s die fields.",
                   name=game.players[game.active])
    if a.faces is None:
        return None
    names = [game.variant.dice[d] for d in entry_dice(game)]
    if len(a.faces) != len(names):
        return Msg("Give {want} values, one per die in this order: {dice}; not {got}.",
                   want=len(names), dice=listing(word(n) for n in names), got=len(a.faces))
    low = 0 if p.kind == "platter" else 1
    bad = [f for f in a.faces if type(f) is not int or not low <= f <= 6]
    if bad:
        if p.kind == "platter":
            return Msg("A die shows 1 to 6; 0 means it is not on the silver platter "
                       "(not {face}).", face=bad[0])
        return Msg("A die shows 1 to 6, not {face}.", face=bad[0])
    if p.kind == "platter":
        on = sum(1 for f in a.faces if f)
        most_chosen = game.variant.choices_per_turn
        least = len(names) - most_chosen
        if on < least:
            return Msg("At least {least} dice lie on the silver platter after a turn (at most "
                       "{most} go on the die fields), not {on}.", least=least,
                       most=most_chosen, on=on)
    return None


# ----------------------------------------------------------------------
# performing

def perform(game, a: Action) -> None:
    if a.kind == "platter":
        _platter(game, a.faces or _draw_platter(game))
    else:
        _fields(game, a.faces or tuple(game.rng.die() for _ in entry_dice(game)))


def _draw_platter(game) -> tuple:
    """A plausible platter: usually three dice on the die fields (now and then
    fewer), the rest on the platter, faces drawn."""
    n = len(game.faces)
    chosen = game.variant.choices_per_turn - (1 if game.rng.next() % 5 == 0 else 0)
    off: list[int] = []
    while len(off) < chosen:
        d = game.rng.next() % n
        if d not in off:
            off.append(d)
    return tuple(0 if d in off else game.rng.die() for d in range(n))


def _platter(game, faces: tuple) -> None:
    for d, f in enumerate(faces):
        game.faces[d] = f
        game.where[d] = PLATTER if f else FIELD
    game.fields = [d for d, f in enumerate(faces) if not f]
    game.to_pick = []
    game.picker = 0
    names = game.variant.dice
    game._event("platter_entered", game.active, 0, dice=tuple(
        [(names[d], f) for d, f in enumerate(faces) if f]))
    game.node = "fields_wait" if needs_fields(game) else "pick_offer"


def _fields(game, faces: tuple) -> None:
    dice = entry_dice(game)
    for d, f in zip(dice, faces, strict=True):
        game.faces[d] = f
    names = game.variant.dice
    game._event("fields_entered", game.active, 0, dice=tuple(
        [(names[d], f) for d, f in zip(dice, faces, strict=True)]))
    game.node = "pick_offer"
