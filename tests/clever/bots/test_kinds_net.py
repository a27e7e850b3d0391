"""The value network over area kinds (clever/bots/kinds_net.py) and Twice as
Clever's master on it: each kind's inputs say what sets its area's worth,
the layout holds every input once, and the evaluation is the learned value
plus exactly the net's forward pass, whatever its caches hold."""

from __future__ import annotations

import random

import pytest

from clever import new_game
from clever.bots import make_bot
from clever.bots.common import entries_left
from clever.bots.games.twice_as_clever import MASTER_PARAMS
from clever.bots.kinds import kind_bots
from clever.bots.kinds_net import Layout
from clever.bots.learned_twice import LearnedEvaluatorTwice, NetEvaluatorTwice
from clever.variants import get_variant

V = "twice-as-clever"


def sheets(seed: int, every: int = 1):
    """(sheet copy, dice left) through a random game of Twice."""
    game = new_game(["P1"], seed=seed, variant=V)
    rng = random.Random(seed)
    out = []
    while not game.is_over:
        acts = game.legal_actions()
        game.apply(acts[rng.randrange(len(acts))])
        if len(out) % every == 0 or game.is_over:
            out.append((game.sheets[0].copy(), entries_left(game, 0)))
    return out


def small_net(size: int, hidden: int = 6, seed: int = 1):
    rng = random.Random(seed)
    return ([[rng.uniform(-0.5, 0.5) for _ in range(hidden)] for _ in range(size)],
            [rng.uniform(-0.2, 0.2) for _ in range(hidden)],
            [rng.uniform(-3.0, 3.0) for _ in range(hidden)], 1.5)


def forward(net, inputs) -> float:
    w1, b1, w2, b2 = net
    h = list(b1)
    for i, x in inputs:
        h = [a + x * b for a, b in zip(h, w1[i], strict=True)]
    return b2 + sum(max(a, 0.0) * w for a, w in zip(h, w2, strict=True))


def test_each_kind_gives_its_inputs_inside_its_width():
    variant = get_variant(V)
    for seed in range(6):
        for sheet, _ in sheets(seed, every=3):
            for name in variant.area_order:
                area = variant.areas[name]
                kind = kind_bots(area.kind)
                got = kind.net_inputs(area, sheet.marks[name])
                index = [i for i, _ in got]
                assert len(set(index)) == len(index), name
                assert all(0 <= i < kind.net_width(area) for i in index), name
                # the points are the last input, scaled
                assert got[-1] == (kind.net_width(area) - 1,
                                   area.score(sheet.marks[name]) / 50.0)


def test_the_inputs_say_what_sets_an_area_worth():
    variant = get_variant(V)
    blue, green, yellow = (variant.areas[n] for n in ("blue", "green", "yellow"))
    falling, pairs = kind_bots("falling"), kind_bots("pairs")
    # blue: 3 boxes filled, the last sum 7 (sums 2..12 after "none yet")
    assert falling.net_inputs(blue, (10, 9, 7))[:2] == [(3, 1.0), (13 + 6, 1.0)]
    assert falling.net_inputs(blue, ())[:2] == [(0, 1.0), (13, 1.0)]
    # green: a pair's first box written (12) waits for its second
    open_, closed = pairs.net_inputs(green, (12,)), pairs.net_inputs(green, (12, 2))
    assert open_[1] == (13 + 7, 1.0) and closed[1] == (13, 1.0)
    assert pairs.net_inputs(green, (2, 12))[2] == (13 + 14 + 2, 1.0)  # 2 - 12: -10 points
    # yellow: a circle, then its cross, each its own input
    circles = kind_bots("circles")
    cell = yellow.cells[0]
    circled = circles.net_inputs(yellow, 1 << cell)
    crossed = circles.net_inputs(yellow, 1 << cell | 1 << (cell + yellow.shift))
    assert (0, 1.0) in circled and (yellow.size, 1.0) not in circled
    assert (0, 1.0) in crossed and (yellow.size, 1.0) in crossed
    # silver: each cell, then each row's marks and each column's marks
    silver, rows = variant.areas["silver"], kind_bots("number_rows")
    got = rows.net_inputs(silver, 0b11)  # 1 and 2 in the first row
    assert (0, 1.0) in got and (1, 1.0) in got
    assert (24 + 2, 1.0) in got and (24 + 7 + 0, 1.0) in got  # row 1 holds 2, row 2 none
    assert (24 + 28 + 1, 1.0) in got and (24 + 28 + 5 * 2 + 0, 1.0) in got  # column 1, column 3
    # pink: the boxes filled and the sum written, by fours
    pink = variant.areas["pink"]
    assert kind_bots("gated").net_inputs(pink, (6, 5, 2))[:2] == [(3, 1.0), (13 + 3, 1.0)]


def test_the_layout_holds_every_input_once():
    variant = get_variant(V)
    layout = Layout(variant)
    widths = sum(kind_bots(variant.areas[n].kind).net_width(variant.areas[n])
                 for n in variant.area_order)
    # the areas, foxes 7, three tracks held and circled 2 x 3 x 7, turns 7,
    # dice left, the estimate, the lowest area (1 + 12 by fives + 8 by foxes)
    assert layout.size == widths + 7 + 42 + 7 + 2 + 21
    for seed in range(4):
        for sheet, left in sheets(seed, every=2):
            if left <= 0:
                continue
            index = [i for i, _ in layout.inputs(sheet, left, 200.0)]
            assert len(set(index)) == len(index)
            assert all(0 <= i < layout.size for i in index)


def test_the_value_is_the_learned_value_plus_the_net():
    variant = get_variant(V)
    layout = Layout(variant)
    net = small_net(layout.size)
    ev = NetEvaluatorTwice(variant, net, params=MASTER_PARAMS)
    learned = LearnedEvaluatorTwice(variant, params=MASTER_PARAMS)
    moved = 0
    for seed in (11, 12):
        for sheet, left in sheets(seed):
            base = learned.value(sheet, left)
            got = ev.value(sheet, left)
            if left <= 0:
                assert got == sheet.total()
                continue
            want = base + forward(net, layout.inputs(sheet, left, base))
            assert got == pytest.approx(want, abs=1e-9)
            moved += got != base
    assert moved > 20


def test_the_caches_never_change_a_value():
    # the same positions valued in another order, by a fresh evaluation and
    # by one whose caches hold other sheets, give the same values
    variant = get_variant(V)
    net = small_net(Layout(variant).size, seed=4)
    positions = [p for s in (21, 22, 23) for p in sheets(s)]
    first = NetEvaluatorTwice(variant, net)
    values = [first.value(s, left) for s, left in positions]
    shuffled = list(range(len(positions)))
    random.Random(2).shuffle(shuffled)
    again = NetEvaluatorTwice(variant, net)
    got = {i: again.value(*positions[i]) for i in shuffled}
    assert [got[i] for i in range(len(positions))] == values
    assert again.evaluations == len(positions)


def test_a_fox_more_is_seen_whatever_was_valued_before():
    # two sheets alike in everything the held part reads (actions, dice
    # left, the lowest area: silver's 0) but blue's ninth box and its fox
    variant = get_variant(V)
    layout = Layout(variant)
    net = small_net(layout.size, seed=7)
    learned = LearnedEvaluatorTwice(variant)
    ev = NetEvaluatorTwice(variant, net)
    blank = new_game(["P1"], seed=1, variant=V).sheets[0]
    for boxes in (8, 9):
        sheet = blank.copy()
        sheet.marks["blue"] = (12,) * boxes
        base = learned.value(sheet, 16)
        assert sheet.fox_count() == (boxes == 9)
        assert ev.value(sheet, 16) == pytest.approx(
            base + forward(net, layout.inputs(sheet, 16, base)), abs=1e-9)


def test_a_net_for_another_sheet_is_refused():
    variant = get_variant(V)
    with pytest.raises(ValueError, match="inputs"):
        NetEvaluatorTwice(variant, small_net(Layout(variant).size - 1))


def test_the_master_plays_on_the_shipped_net():
    master = make_bot("master", V)
    game = new_game(["A"], seed=3, variant=V)
    master.setup(game)
    assert isinstance(master.evaluator, NetEvaluatorTwice)
    assert len(master.evaluator.w1) == Layout(game.variant).size
    assert master.evaluator.p["any"] == MASTER_PARAMS["any"]


def test_the_shipped_weights_stay_small():
    import pathlib

    import clever.bots.master_net_twice as weights
    assert pathlib.Path(weights.__file__).stat().st_size < 250_000
