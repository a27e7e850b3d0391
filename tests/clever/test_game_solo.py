"""The official solo game: passive turn from a fresh roll (R7)."""

from helpers import faces, orange_ones, place, play_to, texts

from clever import get_variant, new_game
from clever.game import ASIDE
from clever.rng import Rng

V = get_variant("pretty-clever")


def to_passive_roll(seed):
    """A solo game whose active half is over: the passive roll is next."""
    g = new_game(["Solo"], seed=seed)
    play_to(g, "roll")
    g.apply("roll")
    while not g.solo_passive:
        acts = g.legal_actions()
        done = [a for a in acts if a.kind == "done"]
        g.apply(done[0] if done else acts[0])
    assert g.pending.kind == "roll"
    return g


def to_passive_pick(seed):
    g = to_passive_roll(seed)
    g.apply("roll")
    return g


def test_three_lowest_dice_go_to_the_platter():
    for seed in range(60):
        g = to_passive_pick(seed)
        dice = g.dice()
        platter = [d["face"] for d in dice if d["where"] == "platter"]
        aside = [d["face"] for d in dice if d["where"] == "aside"]
        assert len(platter) == 3 and len(aside) == 3
        assert max(platter) <= min(aside)


def test_ties_at_the_platter_edge_are_random_but_seeded():
    outcomes = set()
    not_first = 0   # ties where a die later in table order beat an earlier one
    for seed in range(400):
        g = to_passive_pick(seed)
        dice = g.dice()
        edge = max(d["face"] for d in dice if d["where"] == "platter")
        tied = tuple(d["die"] for d in dice if d["face"] == edge)      # table order
        chosen = tuple(d["die"] for d in dice if d["face"] == edge and d["where"] == "platter")
        if len(tied) > len(chosen):
            outcomes.add((tied, chosen))
            not_first += chosen != tied[:len(chosen)]
        assert to_passive_pick(seed).dice() == dice  # same seed, same platter
    # the same tie (same dice, same number of places left) ends differently
    by_tie = {}
    for tied, chosen in outcomes:
        by_tie.setdefault((tied, len(chosen)), set()).add(chosen)
    assert any(len(v) > 1 for v in by_tie.values())
    # and the draw is not the table order: often a later die wins the tie
    assert not_first >= 20, not_first


def test_the_platter_is_the_lowest_three_by_face_then_by_the_seeded_draw():
    # R7's tie-break as first written: the six faces, then one draw per die
    # in die order, the dice sorted by (face, draw)
    ties = 0
    for seed in range(300):
        g = to_passive_roll(seed)
        rng = Rng(g.rng.state)
        g.apply("roll")
        faces = rng.dice(6)
        keys = list(zip(faces, rng.draws(6), strict=True))
        low = sorted(range(6), key=keys.__getitem__)[:3]
        assert [d["face"] for d in g.dice()] == faces
        assert [d["where"] == "platter" for d in g.dice()] == [d in low for d in range(6)]
        assert g.rng.state == rng.state  # the dice after it are the same too
        ties += sorted(faces)[2] == sorted(faces)[3]
    assert ties > 100  # the tie-break decided often


def test_no_reroll_in_the_passive_turn():
    for seed in range(30):
        g = to_passive_pick(seed)
        g.sheets[0].rerolls = 5
        g._legal = None
        assert "reroll" not in texts(g)


def test_fallback_to_the_other_three_dice_when_no_platter_die_fits():
    g = to_passive_pick(3)
    full = {"yellow": [V.areas["yellow"].box_label(c) for c in V.areas["yellow"].open_cells],
            "blue": [V.areas["blue"].box_label(c) for c in V.areas["blue"].open_cells],
            "green": [6] * 10, "orange": orange_ones(11), "purple": [6] * 11}
    g.sheets[0] = type(g.sheets[0]).from_dict(V, full)   # only green box 11 (needs 6) open
    faces(g, white=1, yellow=1, blue=1, green=6, orange=6, purple=6)
    place(g, white="platter", yellow="platter", blue="platter")
    for d in ("green", "orange", "purple"):
        g.where[g.die_index(d)] = ASIDE
    assert texts(g) == ["pass", "use green green 11"]
    faces(g, white=6)     # a platter die fits again: no fallback offered
    assert texts(g) == ["pass", "use white green 11"]


def test_plus1_allowed_in_the_passive_turn():
    g = to_passive_pick(1)
    g.sheets[0].plus1 = 2
    g._legal = None
    pick = [a for a in g.legal_actions() if a.kind == "use"][0]
    g.apply(pick)
    while g.pending.kind == "bonus":
        g.apply(g.legal_actions()[0])
    assert g.pending.kind == "extra"
    assert any(a.kind == "plus1" for a in g.legal_actions())


def test_solo_game_has_six_active_and_six_passive_turns():
    g = new_game(["Solo"], seed=11)
    while not g.is_over:
        g.apply(g.legal_actions()[0])
    log = [str(e) for e in g.log]
    assert sum(e.startswith("Passive roll") for e in log) == 6
    assert sum(e.startswith("Turn: ") for e in log) == 6
