"""Set up exact positions for rule tests: a game, with chosen sheets and dice;
and load a module from its file (the tools, a written net)."""

import importlib.util
from concurrent.futures import ProcessPoolExecutor

from clever import new_game
from clever.game import CUP, FIELD, PLATTER, ROLLED
from clever.sheet import Sheet

DICE = ("white", "yellow", "blue", "green", "orange", "purple")


def orange_ones(n):
    """Orange's first n boxes each holding a die 1 (times the box's multiplier)."""
    from clever import get_variant
    return list(get_variant("pretty-clever").areas["orange"].multiplier[:n])


def sheet(game, **marks):
    return Sheet.from_dict(game.variant, marks)


def faces(game, **values):
    """Set die faces by colour (white=3, ...) and forget cached legal actions."""
    for name, v in values.items():
        game.faces[DICE.index(name)] = v
    game._legal = None


def place(game, **where):
    codes = {"cup": CUP, "rolled": ROLLED, "field": FIELD, "platter": PLATTER}
    for name, w in where.items():
        game.where[DICE.index(name)] = codes[w]
    game._legal = None


def rolled(players=("Ann",), seed=1, sheets=None, **values):
    """A game whose active player has just rolled all six dice with these faces."""
    g = new_game(list(players), seed=seed)
    for i, d in (sheets or {}).items():
        g.sheets[i] = sheet(g, **d)
    g.apply("roll")
    faces(g, **values)
    return g


def texts(game):
    return sorted(str(a) for a in game.legal_actions())


def play_to(game, kind, player=None, chooser=None):
    """Apply first legal actions (or chooser's) until pending has this kind."""
    while game.pending and not (game.pending.kind == kind
                                and (player is None or game.pending.player == player)):
        acts = game.legal_actions()
        game.apply(chooser(acts) if chooser else acts[0])


class NewSheetStates:
    """Runs `check(sheet)` on each state a game's sheets reach, once: most of a
    random game's steps change one sheet or none (a roll). Where the
    check is dear (Clever 4Ever's: a sheet rebuilt from its saved form), this
    took a third off the random games' time (2026-12-05)."""

    def __init__(self, check):
        self.check = check
        self.seen: dict[int, tuple] = {}

    @staticmethod
    def state(sheet) -> tuple:
        """Everything a sheet holds. Its marks are immutable values (the
        engine's clone shares them), so a later move cannot change what is
        kept here; building the save form each step instead took a sixth of
        the random 4Ever games' time."""
        return (tuple(sheet.marks.values()), sheet.rerolls, sheet.rerolls_used,
                sheet.plus1, sheet.plus1_used, sheet.polish, sheet.polish_used,
                sheet.returns, sheet.returns_used)

    def __call__(self, sheets) -> int:
        """Check the sheets that changed since the last call; how many."""
        checked = 0
        for i, sheet in enumerate(sheets):
            state = self.state(sheet)
            if self.seen.get(i) != state:
                self.check(sheet)
                self.seen[i] = state
                checked += 1
        return checked


class AreaReadBack:
    """Each area state a run's sheets reach, read back from its saved form
    through the sheet checks (Sheet.from_dict with that area alone: ruling
    R12) the first time the run meets it. A move changes one area or two, so
    reading back whole sheets checked the same area states again and again
    (half of the random 4Ever games' checking time, 2026-12-07)."""

    def __init__(self):
        self.seen: set = set()

    def __call__(self, sheet) -> int:
        """Check the area states not met before; how many."""
        checked = 0
        for name, area in sheet.variant.areas.items():
            marks = sheet.marks[name]
            if (area, marks) in self.seen:  # marks are immutable values
                continue
            again = Sheet.from_dict(sheet.variant, {name: area.export(marks)})
            assert again.marks[name] == marks, (name, area.export(marks))
            self.seen.add((area, marks))
            checked += 1
        return checked


def module_from_file(path, name: str = "loaded"):
    """The module in a file outside the package (tools/*.py, a written net)."""
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class SoloScores(dict):
    """(level, seed) -> a solo game's score, each game played once per test
    module (the bots are deterministic, so checks on the same seeds share
    them); `play((level, seed))` must be a module-level function (it runs in
    a pool of 2 processes)."""

    def __init__(self, play):
        super().__init__()
        self.play = play

    def of(self, level: str, seeds) -> list[int]:
        """The scores of `level` on `seeds`, the games not played yet played now."""
        jobs = [(level, s) for s in seeds if (level, s) not in self]
        if jobs:
            with ProcessPoolExecutor(max_workers=2) as pool:
                self.update(zip(jobs, pool.map(self.play, jobs), strict=True))
        return [self[level, s] for s in seeds]

