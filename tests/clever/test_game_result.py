"""The end-of-game text players read (Game.result_text): the winner, a tie
broken by the best single area, a shared victory, a solo total — checked whole,
in English, German and French, for both games.

Finished games are played to their end with seeded random legal actions; where
the exact scores matter, the sheets are then replaced by sheets given in their
dict form (shared/rules/pretty-clever.md, "Ties: the higher best single-area
score wins; still tied: shared victory")."""

import random

import pytest

from clever import new_game
from clever.i18n import tr
from clever.sheet import Sheet

NAMES = ("Ann", "Bob", "Cid", "Dee")


def finished(n, variant="pretty-clever", seed=4, sheets=None):
    """A game of `n` players played to its end with random legal actions; `sheets`
    (one dict per seat) then replace the sheets it was played on."""
    g = new_game(list(NAMES[:n]), seed=seed, variant=variant)
    rng = random.Random(seed)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    for seat, data in enumerate(sheets or ()):
        g.sheets[seat] = Sheet.from_dict(g.variant, data)
    return g


def read(g):
    """The result as a player reads it: English, German, French."""
    text = g.result_text()
    return str(text), tr(text, "de"), tr(text, "fr")


# sheets of That's Pretty Clever, with their scores (total / best single area)
PC_8 = {"orange": [3, 5]}                        # 8 / 8
PC_2 = {"orange": [2]}                           # 2 / 2
PC_3 = {"orange": [3]}                           # 3 / 3
PC_1 = {"orange": [1]}                           # 1 / 1
PC_5_BEST_3 = {"orange": [3], "purple": [2]}     # 5 / 3
PC_5_BEST_3_TOO = {"orange": [2], "purple": [3]}  # 5 / 3
PC_5_BEST_4 = {"orange": [4], "purple": [1]}     # 5 / 4
PC_5_BEST_2 = {"green": [1], "orange": [2], "purple": [2]}  # 5 / 2

# sheets of Clever 4Ever
C4_6 = {"pink": [1, 1, 1]}                                          # 6 / 6
C4_2 = {"pink": [1]}                                                # 2 / 2
C4_8_BEST_6 = {"pink": [1, 1, 1], "green": {"lower": [1], "upper": [1]}}  # 8 / 6
C4_8_BEST_4 = {"pink": [1, 1], "green": {"lower": [2], "upper": [2]}}     # 8 / 4
C4_9_BEST_5 = {"pink": [1, 1], "green": {"lower": [2], "upper": [3]}}     # 9 / 5
C4_9_BEST_5_TOO = {"pink": [1, 1], "green": {"lower": [1], "upper": [4]}}  # 9 / 5


def test_the_sheets_used_here_score_as_their_comments_say():
    g = finished(1)
    c4 = finished(1, "clever-4ever")

    def total_and_best(game, data):
        s = Sheet.from_dict(game.variant, data).score()
        return s["total"], max(s[a] for a in game.variant.area_order)

    assert [total_and_best(g, d) for d in (PC_8, PC_2, PC_3, PC_1, PC_5_BEST_3,
                                           PC_5_BEST_3_TOO, PC_5_BEST_4, PC_5_BEST_2)] == \
        [(8, 8), (2, 2), (3, 3), (1, 1), (5, 3), (5, 3), (5, 4), (5, 2)]
    assert [total_and_best(c4, d) for d in (C4_6, C4_2, C4_8_BEST_6, C4_8_BEST_4,
                                            C4_9_BEST_5, C4_9_BEST_5_TOO)] == \
        [(6, 6), (2, 2), (8, 6), (8, 4), (9, 5), (9, 5)]


# --- solo -------------------------------------------------------------------
def test_solo_result_reads_one_point_in_the_singular():
    g = finished(1, sheets=[PC_1])
    assert read(g) == ("Ann scored 1 point.", "Ann hat 1 Punkt erreicht.",
                       "Ann a marqué 1 point.")


def test_solo_result_reads_several_points_in_the_plural():
    g = finished(1, sheets=[PC_8])
    assert read(g) == ("Ann scored 8 points.", "Ann hat 8 Punkte erreicht.",
                       "Ann a marqué 8 points.")


def test_solo_result_of_an_empty_sheet_reads_zero_points():
    g = finished(1, sheets=[{}])
    assert read(g) == ("Ann scored 0 points.", "Ann hat 0 Punkte erreicht.",
                       "Ann a marqué 0 point.")


@pytest.mark.parametrize("variant", ["pretty-clever", "clever-4ever"])
@pytest.mark.parametrize("seed", [3, 11])
def test_solo_result_of_a_played_game_reads_its_total(variant, seed):
    g = finished(1, variant, seed=seed)
    total = g.scores()[0]["total"]
    assert total > 1
    assert read(g) == (f"Ann scored {total} points.", f"Ann hat {total} Punkte erreicht.",
                       f"Ann a marqué {total} points.")


def test_solo_result_of_clever_4ever_names_the_player_and_total():
    g = finished(1, "clever-4ever", sheets=[C4_6])
    assert read(g) == ("Ann scored 6 points.", "Ann hat 6 Punkte erreicht.",
                       "Ann a marqué 6 points.")


# --- a clear win ------------------------------------------------------------
def test_two_player_clear_win_by_the_first_seat():
    g = finished(2, sheets=[PC_8, PC_2])
    assert read(g) == ("Ann wins with 8 points.", "Ann gewinnt mit 8 Punkten.",
                       "Ann gagne avec 8 points.")


def test_two_player_clear_win_by_the_second_seat():
    g = finished(2, sheets=[PC_2, PC_8])
    assert read(g) == ("Bob wins with 8 points.", "Bob gewinnt mit 8 Punkten.",
                       "Bob gagne avec 8 points.")


def test_three_player_clear_win_over_two_lower_scores():
    g = finished(3, sheets=[PC_2, PC_8, PC_3])
    assert read(g)[0] == "Bob wins with 8 points."


def test_three_player_clear_win_while_the_others_tie_lower():
    g = finished(3, sheets=[PC_8, PC_3, PC_3])
    assert read(g)[0] == "Ann wins with 8 points."


def test_four_player_clear_win_by_the_last_seat():
    g = finished(4, sheets=[PC_3, PC_2, PC_1, PC_8])
    assert read(g) == ("Dee wins with 8 points.", "Dee gewinnt mit 8 Punkten.",
                       "Dee gagne avec 8 points.")


def test_clever_4ever_clear_win():
    g = finished(2, "clever-4ever", sheets=[C4_2, C4_6])
    assert read(g) == ("Bob wins with 6 points.", "Bob gewinnt mit 6 Punkten.",
                       "Bob gagne avec 6 points.")


# --- a tie broken by the best single area -----------------------------------
def test_tie_broken_by_the_best_area_for_the_second_seat():
    g = finished(2, sheets=[PC_5_BEST_3, PC_5_BEST_4])
    assert read(g) == (
        "Bob wins: tied on 5 points, broken by the best single area (4 points).",
        "Bob gewinnt: Gleichstand bei 5 Punkten, entschieden durch den besten einzelnen "
        "Bereich (4 Punkte).",
        "Bob gagne : égalité à 5 points, départagée par la meilleure zone (4 points).")


def test_tie_broken_by_the_best_area_for_the_first_seat():
    g = finished(2, sheets=[PC_5_BEST_4, PC_5_BEST_3])
    assert read(g)[0] == ("Ann wins: tied on 5 points, broken by the best single area "
                          "(4 points).")


def test_three_way_tie_on_points_broken_by_the_best_area():
    g = finished(3, sheets=[PC_5_BEST_3, PC_5_BEST_4, PC_5_BEST_2])
    assert read(g)[0] == ("Bob wins: tied on 5 points, broken by the best single area "
                          "(4 points).")


def test_four_players_two_tied_on_top_broken_by_the_best_area():
    g = finished(4, sheets=[PC_1, PC_5_BEST_2, PC_3, PC_5_BEST_4])
    assert read(g)[0] == ("Dee wins: tied on 5 points, broken by the best single area "
                          "(4 points).")


def test_clever_4ever_tie_broken_by_the_best_area():
    g = finished(2, "clever-4ever", sheets=[C4_8_BEST_6, C4_8_BEST_4])
    assert read(g) == (
        "Ann wins: tied on 8 points, broken by the best single area (6 points).",
        "Ann gewinnt: Gleichstand bei 8 Punkten, entschieden durch den besten einzelnen "
        "Bereich (6 Punkte).",
        "Ann gagne : égalité à 8 points, départagée par la meilleure zone (6 points).")


# --- still level after the best area: a shared victory ----------------------
def test_two_player_shared_victory():
    g = finished(2, sheets=[PC_5_BEST_3, PC_5_BEST_3_TOO])
    assert read(g) == (
        "Shared victory: Ann and Bob with 5 points each (and the same best area, 3).",
        "Geteilter Sieg: Ann und Bob mit je 5 Punkten (und demselben besten Bereich, 3).",
        "Victoire partagée : Ann et Bob avec 5 points chacun (et la même meilleure zone, 3).")


def test_three_player_shared_victory_names_all_three_in_seat_order():
    g = finished(3, sheets=[PC_5_BEST_3, PC_5_BEST_3_TOO, PC_5_BEST_3])
    assert read(g) == (
        "Shared victory: Ann and Bob and Cid with 5 points each (and the same best area, 3).",
        "Geteilter Sieg: Ann und Bob und Cid mit je 5 Punkten (und demselben besten "
        "Bereich, 3).",
        "Victoire partagée : Ann et Bob et Cid avec 5 points chacun (et la même meilleure "
        "zone, 3).")


def test_four_player_shared_victory_of_the_last_three_seats():
    g = finished(4, sheets=[PC_3, PC_5_BEST_3, PC_5_BEST_3_TOO, PC_5_BEST_3])
    assert read(g)[0] == ("Shared victory: Bob and Cid and Dee with 5 points each (and the "
                          "same best area, 3).")


def test_four_players_shared_victory_leaves_out_a_tie_on_points_with_a_lower_best_area():
    g = finished(4, sheets=[PC_5_BEST_3, PC_5_BEST_2, PC_5_BEST_3_TOO, PC_1])
    assert read(g)[0] == ("Shared victory: Ann and Cid with 5 points each (and the same "
                          "best area, 3).")


def test_four_player_shared_victory_of_all_four():
    g = finished(4, sheets=[PC_5_BEST_3, PC_5_BEST_3_TOO, PC_5_BEST_3_TOO, PC_5_BEST_3])
    assert read(g)[0] == ("Shared victory: Ann and Bob and Cid and Dee with 5 points each "
                          "(and the same best area, 3).")


def test_clever_4ever_shared_victory():
    g = finished(2, "clever-4ever", sheets=[C4_9_BEST_5, C4_9_BEST_5_TOO])
    assert read(g) == (
        "Shared victory: Ann and Bob with 9 points each (and the same best area, 5).",
        "Geteilter Sieg: Ann und Bob mit je 9 Punkten (und demselben besten Bereich, 5).",
        "Victoire partagée : Ann et Bob avec 9 points chacun (et la même meilleure zone, 5).")


def test_clever_4ever_three_player_shared_victory():
    g = finished(3, "clever-4ever", sheets=[C4_9_BEST_5_TOO, C4_9_BEST_5, C4_9_BEST_5])
    assert read(g)[0] == ("Shared victory: Ann and Bob and Cid with 9 points each (and the "
                          "same best area, 5).")


# --- played games: the text follows the scores -----------------------------
def expected_english(g):
    """The result in the rules' words, worked out from the scores alone."""
    scores = g.scores()
    areas = g.variant.area_order
    best = max(s["total"] for s in scores)
    level = [i for i, s in enumerate(scores) if s["total"] == best]
    top = max(max(scores[i][a] for a in areas) for i in level)
    win = [i for i in level if max(scores[i][a] for a in areas) == top]
    if len(win) > 1:
        return (f"Shared victory: {' and '.join(NAMES[i] for i in win)} with {best} points "
                f"each (and the same best area, {top}).")
    if len(level) > 1:
        return (f"{NAMES[win[0]]} wins: tied on {best} points, broken by the best single "
                f"area ({top} points).")
    return f"{NAMES[win[0]]} wins with {best} points."


@pytest.mark.parametrize("variant", ["pretty-clever", "clever-4ever"])
@pytest.mark.parametrize("n", [2, 3, 4])
def test_played_game_result_follows_its_scores(variant, n):
    for seed in (1, 2):
        g = finished(n, variant, seed=seed)
        assert str(g.result_text()) == expected_english(g)
