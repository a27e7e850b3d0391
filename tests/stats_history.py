"""A known history of games for the statistics tests (tests/ and e2e/):
twelve solo games of That's Pretty Clever, one day apart, whose figures are
worked out by hand in tests/clever/test_stats.py, and two games of Clever
4Ever (one for two players, one solo) mixed in between them."""

from clever.history import make_record

PC_AREAS = ("yellow", "blue", "green", "orange", "purple")
# one player's sheet of That's Pretty Clever, as the counter takes it
ME = {"player": "Me", "yellow": 30, "blue": 22, "green": 28, "orange": 44, "purple": 38,
      "foxes": 2}                                   # 162 + 2 x 22 = 206: a solo title's score


def pc_game(i: int) -> dict:
    """Game i (1..12): yellow scores i, the other areas 40 each, i % 3 foxes;
    total 160 + i + (i % 3) * i (yellow is always the weakest area)."""
    row = {"player": "Ann", "yellow": i, "blue": 40, "green": 40, "orange": 40, "purple": 40,
           "foxes": i % 3}
    return make_record(f"pc{i:02}", f"2026-11-{i:02}T20:00:00Z", "app", "pretty-clever", [row])


def fourever_games() -> list[dict]:
    ann = {"player": "Ann", "yellow": -7, "blue": 25, "grey": 55, "green": 42, "pink": 32,
           "foxes": 2}                                              # 147 - 14 = 133
    bob = {"player": "Bob", "yellow": 50, "blue": 50, "grey": 50, "green": 50, "pink": 50,
           "foxes": 1}                                              # 250 + 50 = 300
    zoe = {"player": "Zoë", "yellow": 60, "blue": 60, "grey": 60, "green": 60, "pink": 60,
           "foxes": 0}                                              # 300, solo
    return [make_record("c4-a", "2026-11-05T12:00:00Z", "counter", "clever-4ever", [ann, bob]),
            make_record("c4-b", "2026-11-06T12:00:00Z", "table", "clever-4ever", [zoe])]


def known_history() -> list[dict]:
    """Both games mixed, in no particular order (as a merge may leave them)."""
    games = [pc_game(i) for i in range(1, 13)] + fourever_games()
    return games[7:] + games[:7]
