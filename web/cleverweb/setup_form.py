"""The new-game form: its fields read into a typed set-up, checked in the
players' words, and the Session it starts; what a change on the form redraws
of it; the choices made on the early form (web/early-setup.js) before the
engine was ready.

No DOM here: the form comes in as `form_fields.FormFields` (read in one call)
and leaves as `page_ops.Ops`, so `app.App` only wires it to the page and all
of it runs under CPython (tests/test_web_setup_form.py). The rules of a seat,
a seed or a one-phone game stay with `screens.parse_setup`, `own_sheet` and
`bylink`; this module puts their answers together.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from clever.i18n import Msg

from . import bylink, own_sheet, page_ops, screens
from .form_fields import FormFields
from .lang import _
from .session import DEFAULT_VARIANT, PERSON, Seat, Session

FORM = "setup-form"  # the form's id in screens.setup_html


@dataclass(frozen=True)
class Setup:
    """A new game as chosen: who sits where and how it is played."""
    seats: tuple[Seat, ...]
    seed: int | None = None
    undo: bool = True        # as ticked: saved so, even where the game plays without
    variant: str = DEFAULT_VARIANT
    options: tuple[str, ...] = ()
    by_link: bool = False
    real_dice: bool = False
    first: int | None = None  # who starts a one-phone game (None: the first seat)

    @property
    def plays_undo(self) -> bool:
        # by link, undo is off: an undone move could be tried again after seeing the dice
        return self.undo and not self.by_link

    def session(self, clever, fast: bool = False) -> Session:
        """The game this set-up starts; the only person at the table, or this
        device's first seat in a game played by link, sees their own sheet."""
        s = Session.new(clever, list(self.seats), seed=self.seed, undo=self.plays_undo,
                        fast=fast, variant=self.variant, options=self.options,
                        real_dice=self.real_dice, first=self.first)
        persons = [i for i, x in enumerate(self.seats) if x.kind == PERSON]
        if len(persons) == 1:
            s.viewer = persons[0]
        if self.by_link:  # this device plays the first seat; the others get links
            s.by_link, s.viewer = True, 0
        return s


def chosen_game(form: FormFields) -> tuple[str, list]:
    """The game and table options ticked on the new-game form."""
    variant = form.chosen("variant") or DEFAULT_VARIANT
    return variant, form.ticked("option", f"opt-{variant}-")


def read(form: FormFields) -> tuple[Setup | None, str]:
    """The set-up the form describes, or why it cannot start (in the page's
    language): (setup, "") or (None, words)."""
    count = int(form.chosen("count") or 1)
    names = [form.value(f"seat-name-{i}") for i in range(screens.MAX_SEATS)]
    kinds = [form.value(f"seat-kind-{i}") for i in range(screens.MAX_SEATS)]
    variant, options = chosen_game(form)
    first = None
    real = form.checked("opt-real")
    if real and form.checked("real-phone"):
        names, kinds, options, first, error = own_sheet.setup_choice(
            count, names, options, form.value("first-seat"))
        if error:
            return None, error  # own_sheet says it in the page's language already
    seats, seed, error = screens.parse_setup(count, names, kinds, form.value("seed"), variant)
    if error:
        return None, _(error)
    seats = tuple(Seat(*seat) for seat in seats)
    by_link = form.checked("opt-bylink")
    error = bylink.check_seats(seats) if by_link else ""
    if real and any(x.kind != PERSON for x in seats):
        error = Msg("With real dice every seat is a person at the table: choose a person "
                    "for each seat, or untick Play with real dice.")
    elif real and by_link:
        error = Msg("Play by link deals the dice from the link: untick Play with real "
                    "dice or Play by link.")
    if error:
        return None, _(error)
    return Setup(seats, seed, form.checked("opt-undo"), variant, tuple(options), by_link,
                 real, first), ""


def solo(form: FormFields) -> Setup:
    """"Play solo now" on the form: one person, of the game and undo ticked there."""
    variant, options = chosen_game(form)
    return Setup((Seat(_("You"), PERSON),), undo=form.checked("opt-undo"), variant=variant,
                 options=tuple(options))


def changed(el, form: Callable[[], FormFields | None]) -> page_ops.Ops:
    """What a change of the field `el` shows or hides of the form. `form` reads
    the whole form, only when the change needs it (a round trip in a worker).
    Nothing typed is redrawn: the seats' names and the count stay as they are."""
    ops = page_ops.Ops()
    if el.name == "variant":
        # the chosen game's table options and computer levels
        variant = el.value
        for name, _title in screens.games():
            ops.add("hidden", f"table-options-{name}", name != variant)
        ops.outer("learn", screens.learn_link_html(variant))
        fields = form()
        for i in range(screens.MAX_SEATS):
            if fields is not None and fields.has(f"seat-kind-{i}"):
                ops.html(f"seat-kind-{i}", screens.kind_options_html(
                    variant, fields.value(f"seat-kind-{i}")))
    if el.id == "opt-real":
        ops.add("hidden", "real-how", not el.checked)  # one phone per player, or not
    if el.name == "count":
        n = int(el.value)
        for i in range(screens.MAX_SEATS):
            ops.add("hidden", f"seat-row-{i}", i >= n)
    return ops


# ----------------------------------------------------------------------
# the early form, drawn in by build.py (early_setup.py) before the engine loads

@dataclass(frozen=True)
class Early:
    """What the player did on the early form, as cleverDom.start tells it."""
    fields: tuple[tuple[str, str, object], ...]  # the changed fields' (id, property, value)
    record: dict | None   # the presses (start, quick, header, act); None: no early form
    focus: str            # the field that had the focus

    @classmethod
    def from_page(cls, early: dict) -> Early:
        record = early["record"] if isinstance(early["record"], dict) else None
        fields = tuple((str(i), str(p), v) for i, p, v in early["fields"])
        return cls(fields, record, str(early["focus"]))

    def in_order(self) -> list:
        """The fields in the order to give them to the real form: the game
        first, as choosing it redraws the seats' "played by" choices."""
        return sorted(self.fields, key=lambda f: not f[0].startswith("variant-"))


def redraws(el, ident: str, value) -> bool:
    """Does setting this early choice on the real form call for `changed`
    (another game, count, or real dice chosen)?"""
    return el is not None and (el.name in ("variant", "count") or ident == "opt-real") \
        and bool(value)
