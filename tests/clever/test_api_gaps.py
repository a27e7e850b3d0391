"""What docs/api.md promises a caller about the sheets' less obvious parts:
Clever 4Ever's grey parts, where a pending bonus may go, the solo titles and
each game's action tracks."""

import pytest

from clever import Sheet, get_variant, new_game, start_game
from clever.position import variant_bonuses

FE = "clever-4ever"


def test_every_grey_box_belongs_to_exactly_one_part():
    grey = get_variant(FE).areas["grey"]
    boxes = [label for part in range(grey.size) for label in grey.part_cells(part)]
    assert len(boxes) == len(set(boxes)) == 4 * 16
    for part in range(grey.size):
        cells = grey.part_cells(part)
        assert cells[0] == grey.box_label(part) and grey.parse_box(cells[0]) == part
        assert all(grey.part_at(label) == part for label in cells)
    sizes = sorted(len(grey.part_cells(p)) for p in range(grey.size))
    assert sizes[0] == 1 and sum(sizes) == 64


@pytest.mark.parametrize("value", range(1, 7))
def test_a_grey_die_crosses_a_start_part_no_bigger_than_its_value(value):
    grey = get_variant(FE).areas["grey"]
    for part in grey.targets(grey.initial(), value):
        assert len(grey.part_cells(part)) <= value
        assert {"r1c1", "r4c1"} & set(grey.part_cells(part))


def test_a_pending_bonus_lists_where_it_may_go():
    sheet = {"yellow": ["r1c1", "r1c2", "r1c3"], "blue": ["r2c2"], "rerolls": [1, 0]}
    game = start_game({"sheets": [sheet], "bonuses": [[0, ["x", "blue"]]]}, ["Ann"], seed=1)
    p = game.pending
    targets = game.bonus_targets(p.player, p.bonus)
    blue = game.variant.areas["blue"]
    assert len(targets) == 11 - 1 and all(area == "blue" and v is None
                                          for area, _, v in targets)
    assert sorted(f"bonus blue {blue.box_label(b)}" for _, b, _ in targets) == \
        sorted(map(str, game.legal_actions()))


def test_a_pending_question_mark_lists_each_value_it_may_take():
    game = new_game(["Ann"], seed=2, variant=FE)
    targets = game.bonus_targets(0, ("any", "pink"))
    assert targets == [("pink", 0, v) for v in range(1, 7)]


@pytest.mark.parametrize("variant,total,title", [
    ("pretty-clever", 140, "Not bad... you could do better."),
    ("pretty-clever", 139, "Try harder!"),
    ("pretty-clever", -3, "Try harder!"),
    (FE, 450, "Clever 4ever!"),
    (FE, 300, "Prodigy in training"),
    (FE, -20, "Let's talk about something else"),
])
def test_the_solo_title_of_a_total(variant, total, title):
    assert get_variant(variant).solo_title(total) == title


def test_a_solo_games_score_carries_its_title():
    game = new_game(["Ann"], seed=5)
    while not game.is_over:
        game.apply(game.legal_actions()[0])
    score = game.scores()[0]
    assert score["title"] == game.variant.solo_title(score["total"])


def test_each_game_lists_its_action_tracks_and_their_end_bonus():
    assert get_variant("pretty-clever").action_tracks() == {"reroll": (7, None),
                                                            "plus1": (7, None)}
    assert get_variant(FE).action_tracks() == {"reroll": (7, ("any", "pink")),
                                              "plus1": (7, None), "polish": (9, None)}


def test_circling_a_tracks_last_space_gives_its_end_bonus():
    sheet = Sheet(get_variant(FE))
    got = [sheet.gain("reroll") for _ in range(8)]
    assert got == [None] * 6 + [("any", "pink"), False]  # the 8th is lost: full


def test_the_bonuses_a_game_gives():
    base = variant_bonuses(get_variant("pretty-clever"))
    assert ("x", "blue") in base and ("num", "purple", 6) in base and ("black",) in base
    assert not any(b[0] in ("any", "polish") for b in base)
    assert ("any", "pink") in variant_bonuses(get_variant(FE))
