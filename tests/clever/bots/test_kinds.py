"""The bots' evaluation per area kind (clever/bots/kinds/): one module per
kind, named as the kind's rules module, found through one registry; each
kind's projection is exactly the area's score at the end of the game; a
sheet mixing both games' kinds is valued without either game's evaluation;
the per-game facts are found by the variant's name, not listed."""

from __future__ import annotations

import json
import pkgutil
import random
import subprocess
import sys
from pathlib import Path

import pytest

import clever.areas
import clever.bots.games
import clever.bots.kinds
from clever import new_game
from clever.bots.evaluate import Evaluator
from clever.bots.evaluate_4ever import Evaluator4
from clever.bots.kinds import KindBots, kind_bots
from clever.bots.random_bot import RandomBot
from clever.variants import KNOWN, get_variant

ROOT = Path(__file__).resolve().parents[3]
GAMES = {"pretty-clever": Evaluator, "clever-4ever": Evaluator4}


def area_kinds() -> set[str]:
    return {m.name for m in pkgutil.iter_modules(clever.areas.__path__)} - {"base"}


def test_every_area_kind_has_one_bots_module_of_its_name():
    found = {m.name for m in pkgutil.iter_modules(clever.bots.kinds.__path__)} - {"base"}
    assert found == area_kinds()
    for kind in sorted(found):
        bots = kind_bots(kind)
        assert isinstance(bots, KindBots)
        assert type(bots).__module__ == f"clever.bots.kinds.{kind}"
        assert kind_bots(kind) is bots  # one object per kind
    with pytest.raises(ValueError):
        kind_bots("../evaluate")


def positions(variant: str, seed: int, every: int = 3):
    """Copies of a random two-player game every few decisions."""
    game = new_game(["A", "B"], seed=seed, variant=variant)
    bot, rng, out, n = RandomBot(), random.Random(seed), [], 0
    while not game.is_over:
        if n % every == 0:
            out.append(game.clone(keep_log=False))
        game.apply(bot.choose(game, rng))
        n += 1
    return out + [game]


@pytest.mark.parametrize("variant", sorted(GAMES))
def test_each_kind_projects_exactly_the_score_when_nothing_is_left(variant):
    ev = GAMES[variant](get_variant(variant))
    seen = set()
    for game in positions(variant, 11) + positions(variant, 12):
        for sheet in game.sheets:
            for name, area in ev.areas.items():
                m = sheet.marks[name]
                assert ev.kinds[name].project(ev, area, m, 0) == (area.score(m), 0.0, 0.0)
                # with dice to come, what is ahead only adds (or, in a row
                # counted minus, takes away) and the foxes in reach are >= 0
                score, bonus, foxes = ev.kinds[name].project(ev, area, m, 12)
                assert bonus >= 0.0 and foxes >= 0.0
                seen.add(area.kind)
    assert seen == {area.kind for area in ev.areas.values()}


def test_a_sheet_of_both_games_kinds_is_valued_without_their_evaluations():
    """A third game reusing known kinds (here 4Ever's rows and triangles with
    Pretty Clever's grid and track) needs no game's evaluation module."""
    script = """
import json, sys
from clever.bots.evaluation import KindsEvaluator
from clever.variants import get_variant

base, four = get_variant("pretty-clever"), get_variant("clever-4ever")
areas = {"yellow": four.areas["yellow"], "green": four.areas["green"],
         "blue": base.areas["blue"], "orange": base.areas["orange"]}

class Variant:
    area_order = tuple(areas)

Variant.areas = areas

class Third(KindsEvaluator):
    def bonus_value(self, bonus):
        return 1.0

weights = {"h_rows": 14.0, "avg_plus": 4.6, "avg_minus": 2.2, "h_triangles": 14.0,
           "avg_green": 4.0, "h_blue": 6.6, "share_blue": 0.3, "share_orange": 0.3,
           "avg_orange": 4.4, "h_track": 5.2, "purple_block": 0.06}
ev = Third(Variant, weights)
parts = {name: [ev.area_part(name, area.initial(), left) for left in (20, 0)]
         + [area.score(area.initial())] for name, area in areas.items()}
print(json.dumps({"parts": parts, "loaded": sorted(sys.modules)}))
"""
    out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    result = json.loads(out.stdout)
    for name, (ahead, end, score) in result["parts"].items():
        assert end == [score, 0.0, 0.0, 0], name
        assert ahead != end, name  # with dice to come, the kind sees what is ahead
    loaded = set(result["loaded"])
    assert {f"clever.bots.kinds.{k}" for k in ("rows", "triangles", "grid", "track")} <= loaded
    # 4Ever's evaluation is not needed for its kinds (the base game's is the
    # bots' own, which clever.bots's levels import)
    assert not loaded & {"clever.bots.evaluate_4ever", "clever.bots.learned_4ever",
                         "clever.bots.games.clever_4ever", "clever.bots.kinds.coords",
                         "clever.bots.kinds.parts", "clever.bots.kinds.effects"}


def test_a_games_bots_are_found_by_its_variant_name():
    own = {m.name for m in pkgutil.iter_modules(clever.bots.games.__path__)}
    assert own <= set(KNOWN.values())  # every module there serves a game
    for name in KNOWN:
        module = clever.bots.games.game_bots(get_variant(name))
        assert (module is None) == (KNOWN[name] not in own)
    # the registry lists no game: its source names none of them
    source = (ROOT / "clever" / "bots" / "games" / "__init__.py").read_text(encoding="utf-8")
    for name in KNOWN:
        assert name not in source and get_variant(name).title not in source
