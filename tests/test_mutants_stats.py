"""The statistics (clever/stats.py) as the page reads them: the game's name
with its figures, each sheet's fox value, the games listed most recently
played first, the players' names in alphabetical order whatever their case.
Written against mutation testing (issue 14)."""

from clever import stats
from clever.history import make_record

PC, EVER = "pretty-clever", "clever-4ever"
ME = {"yellow": 30, "blue": 22, "green": 28, "orange": 44, "purple": 38, "foxes": 2}
ZOE = {"yellow": -7, "blue": 25, "grey": 55, "green": 42, "pink": 32, "foxes": 2}


def record(ident, when, variant, *names):
    areas = ME if variant == PC else ZOE
    return make_record(ident, when, "counter", variant,
                       [{"player": n, **areas} for n in names])


def test_the_figures_name_their_game_and_each_sheet_keeps_its_fox_value():
    records = [record("a", "2026-12-01T10:00:00Z", EVER, "Zoë")]
    assert stats.figures(records, EVER)["title"] == "Clever 4Ever"
    assert stats.figures(records, PC)["title"] == "That's Pretty Clever"
    sheet = stats.sheets(records, EVER)[0]
    assert (sheet["foxes"], sheet["fox_value"], sheet["total"]) == (2, -7, 133)


def test_the_games_played_are_listed_most_recent_first():
    records = [record("a", "2026-11-01T10:00:00Z", EVER, "Zoë"),
               record("b", "2026-12-01T10:00:00Z", PC, "Me"),
               record("c", "2026-10-01T10:00:00Z", PC, "Me")]
    assert stats.variants_played(records) == [PC, EVER]
    records.append(record("d", "2026-12-02T10:00:00Z", EVER, "Zoë"))
    assert stats.variants_played(records) == [EVER, PC]


def test_the_players_are_in_alphabetical_order_whatever_their_case():
    records = [record("a", "2026-12-01T10:00:00Z", PC, "bob", "Cy", "Ann", "ann")]
    assert stats.player_names(records) == ["Ann", "ann", "bob", "Cy"]
