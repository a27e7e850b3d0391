"""The actions a game of a variant can list, each made once and shared by
every game of that variant (with its text), and the per-die plan that
listing them follows.

Listing the legal actions is the largest part of a game's time: a bot
lists them at every step of its searches.  Actions are immutable values, so
the same object can stand for "use white yellow r1c2" in every game; each is
made on first use (nothing here is a rule: the areas say where a die may go).
"""

from __future__ import annotations

from .actions import Action

_make = tuple.__new__  # an Action from its fields in order, without the keyword call

# the text of every action made here, by the action (Game.apply records it in
# the history: looking it up costs less than building it again)
TEXTS: dict[Action, str] = {}

# the actions without parts (legal_actions lists them at every step)
ROLL, REROLL, FORFEIT, PASS, DONE = (Action(k) for k in ("roll", "reroll", "forfeit", "pass",
                                                         "done"))
TEXTS.update((a, a.kind) for a in (ROLL, REROLL, FORFEIT, PASS, DONE))


class _Boxes(dict):
    """An area's box numbers by label (the text of a legal action), each
    parsed on first use."""

    def __init__(self, area):
        super().__init__()
        self.area = area

    def __missing__(self, label: str) -> int:
        self[label] = box = self.area.parse_box(label)
        return box


class _Labels(dict):
    """An area's box labels by box number, each worked out on first use."""

    def __init__(self, area):
        super().__init__()
        self.area = area

    def __missing__(self, box: int) -> str:
        self[box] = label = self.area.box_label(box)
        return label


class _DieActions(dict):
    """The actions entering one die in one area ("use" or "plus1"), by box,
    or by (box, polish) for a polished die."""

    def __init__(self, kind: str, die: str, area: str, labels: _Labels):
        super().__init__()
        self.kind, self.die, self.area, self.labels = kind, die, area, labels

    def __missing__(self, key) -> Action:
        box, polish = key if isinstance(key, tuple) else (key, 0)
        self[key] = a = _make(Action, (self.kind, self.die, self.area, self.labels[box], None,
                                       polish, None))
        TEXTS[a] = str(a)
        return a


class _BonusActions(dict):
    """The actions placing a bonus in one area, by (box, value chosen)."""

    def __init__(self, area: str, labels: _Labels):
        super().__init__()
        self.area, self.labels = area, labels

    def __missing__(self, key: tuple) -> Action:
        box, value = key
        self[key] = a = _make(Action, ("bonus", None, self.area, self.labels[box], value, 0,
                                       None))
        TEXTS[a] = str(a)
        return a


class VariantActions:
    """What a game of one variant lists its actions from.

    `plan[kind][die]`: for each area the die may be entered in, in the
    variant's order: (area, how the area reads its value, the area's
    targets(), the actions by box)."""

    def __init__(self, variant):
        areas = variant.areas
        self.labels = {name: _Labels(a) for name, a in areas.items()}
        self.boxes = {name: _Boxes(a) for name, a in areas.items()}
        self.bonus = {name: _BonusActions(name, self.labels[name]) for name in areas}
        self.plan = {
            kind: tuple(
                tuple((area, variant.reads[area], areas[area].targets,
                       _DieActions(kind, die, area, self.labels[area]))
                      for area in variant.die_areas[d])
                for d, die in enumerate(variant.dice))
            for kind in ("use", "plus1")}
        # returning each die from the platter; marking it in the chain's area
        self.returns = [_make(Action, ("return", die, None, None, None, 0, None))
                        for die in variant.dice]
        TEXTS.update((a, str(a)) for a in self.returns)
        chain = variant.chain_area
        self.chain = None if chain is None else [
            _DieActions("use", die, chain, self.labels[chain]) for die in variant.dice]


_BY_VARIANT: dict = {}


def for_variant(variant) -> VariantActions:
    got = _BY_VARIANT.get(variant)
    if got is None:
        got = _BY_VARIANT[variant] = VariantActions(variant)
    return got
