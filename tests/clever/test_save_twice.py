"""Twice as Clever's saves and game codes, frozen: games saved at every kind
of moment (a pending return, the silver chain, a skipped roll, a bonus, the
end) under each table option load from their save and decode from their
game code to the very same position, sheets, dice and legal actions; an
edited save or code is refused.

The fixture (tests/fixtures/saves_twice.json) was written by this module
(`python tests/clever/test_save_twice.py --write`); a change that makes it
fail changes what players' saves and shared links already hold: write it
again only for a change that means to, and say so."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

from clever import InvalidSave, gamecode, load_game, new_game

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "saves_twice.json"
TWICE = "twice-as-clever"
# (players, options, seed, the kind of moment to stop at, how many of them to pass)
MOMENTS = [
    (1, (), 11, "roll", 2),
    (1, (), 12, "chain", 0),
    (1, ("leftovers_chain",), 13, "chain", 1),
    (2, (), 14, "return", 0),
    (2, ("must_use",), 15, "choose", 3),
    (2, ("same_dice",), 16, "pick", 2),
    (3, (), 17, "bonus", 1),
    (3, ("leftovers_chain", "must_use"), 18, "extra", 1),
    (4, (), 19, "forfeit", 0),
    (2, ("own_sheet",), 20, "platter", 1),
    (1, (), 21, None, 0),
    (4, ("same_dice",), 22, None, 0),
]


def moment(g) -> str:
    """The kind of decision waiting, a return offered counted apart."""
    p = g.pending
    if p.kind == "roll" and any(a.kind == "return" for a in g.legal_actions()):
        return "return"
    if p.kind == "choose" and any(a.kind == "forfeit" for a in g.legal_actions()) and \
            any(a.kind == "use" for a in g.legal_actions()):
        return "forfeit" if g.choices else p.kind
    return p.kind


def play_to(players, options, seed, stop, skip):
    g = new_game([f"P{k}" for k in range(players)], seed=seed, variant=TWICE,
                 options=list(options))
    rng = random.Random(seed)
    while not g.is_over:
        if stop is not None and moment(g) == stop:
            if not skip:
                return g
            skip -= 1
        g.apply(rng.choice(g.legal_actions()))
    assert stop is None, f"no {stop} moment in game {seed}"
    return g


def state(g) -> dict:
    pending = None if g.pending is None else [
        g.pending.player, g.pending.kind, list(g.pending.bonus) if g.pending.bonus else None]
    return {"scores": g.scores(), "winners": g.winners() if g.is_over else None,
            "pending": pending, "round": g.round, "active": g.active, "dice": g.dice(),
            "sheets": [s.to_dict() for s in g.sheets],
            "legal": sorted(str(a) for a in g.legal_actions())}


def written() -> dict:
    games = []
    for players, options, seed, stop, skip in MOMENTS:
        g = play_to(players, options, seed, stop, skip)
        games.append({"moment": stop or "over", "save": g.to_json(),
                      "code": gamecode.encode(g), **state(g)})
    return {"about": "Twice as Clever games saved (save and game code) at each kind of "
                     "moment; each must load to the same position. Written by "
                     "tests/clever/test_save_twice.py --write.", "games": games}


GAMES = json.loads(FIXTURE.read_text())["games"] if FIXTURE.exists() else []


def test_the_fixture_holds_every_kind_of_moment():
    assert {g["moment"] for g in GAMES} == {m[3] or "over" for m in MOMENTS}
    assert len(GAMES) == len(MOMENTS)


@pytest.mark.parametrize("i", range(len(MOMENTS)))
def test_a_frozen_save_and_code_load_to_the_same_position(i):
    want = GAMES[i]
    saved = json.loads(want["save"])
    assert saved["variant"] == TWICE
    for game in (load_game(want["save"]), gamecode.decode(want["code"])):
        got = state(game)
        got["scores"] = json.loads(json.dumps(got["scores"]))  # titles as text
        assert got == {k: want[k] for k in got}
    # written again today, the save and the code are the same texts
    g = load_game(want["save"])
    assert g.to_json() == want["save"] and gamecode.encode(g) == want["code"]


def test_an_edited_twice_save_or_code_is_refused():
    data = json.loads(GAMES[1]["save"])
    data["actions"] = data["actions"][:-1]  # still legal, another position
    with pytest.raises(InvalidSave, match="changed after it was written"):
        load_game(json.dumps(data))
    code = GAMES[1]["code"]
    edited = code[:-8] + ("A" if code[-8] != "A" else "B") + code[-7:]
    with pytest.raises(InvalidSave):
        gamecode.decode(edited)


def test_a_twice_save_names_its_options_and_keeps_them():
    for want, (_, options, *_rest) in zip(GAMES, MOMENTS, strict=True):
        assert json.loads(want["save"])["options"] == sorted(options)
        assert load_game(want["save"]).variant.options == frozenset(options)


if __name__ == "__main__" and sys.argv[1:] == ["--write"]:
    FIXTURE.write_text(json.dumps(written(), indent=1, ensure_ascii=False) + "\n")
    print(f"wrote {FIXTURE}")
