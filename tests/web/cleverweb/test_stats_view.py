"""The statistics page's markup (cleverweb/stats_view.py) on the known
history (tests/stats_history.py): each chart is an SVG labelled by a sentence
and followed by a table of the same figures; values are written as text (never
colour alone); an empty history, and a game with no games, say so in words."""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))

from cleverweb import stats_view  # noqa: E402
from stats_history import fourever_games, known_history, pc_game  # noqa: E402

from clever import stats  # noqa: E402


def tree(html: str) -> ET.Element:
    return ET.fromstring(f"<div>{html}</div>")   # well-formed, or this raises


def text(el: ET.Element) -> str:
    return "".join(el.itertext())


def table_rows(root: ET.Element, ident: str) -> list[list[str]]:
    table = root.find(f".//table[@id='{ident}']")
    return [[text(c) for c in row] for row in table.iter("tr")]


def test_every_chart_is_labelled_by_its_sentence_and_has_a_table():
    root = tree(stats_view.stats_html(known_history(), "pretty-clever"))
    svgs = root.findall(".//svg")
    assert [s.get("id") for s in svgs] == ["scores-chart", "areas-chart", "foxes-chart"]
    for svg in svgs:
        assert svg.get("role") == "img"
        caption = root.find(f".//figcaption[@id='{svg.get('aria-labelledby')}']")
        assert caption is not None and len(text(caption)) > 30
    for ident in ("stats-scores", "stats-areas", "stats-foxes", "stats-titles", "stats-best"):
        assert root.find(f".//table[@id='{ident}']") is not None


def test_the_known_history_reads_as_worked_out():
    html = stats_view.stats_html(known_history(), "pretty-clever")
    root = tree(html)
    assert text(root.find(".//p[@id='stats-summary']")) == (
        "That's Pretty Clever: 12 games, 12 sheets; average 172.7 points, best 193.")
    assert text(root.find(".//figcaption[@id='scores-cap']")) == (
        "12 scores from 12 games, 2026-11-01 to 2026-11-12: lowest 162, highest 193, "
        "average 172.7. Points are spaced by the date of their game, oldest left. "
        "The last 10 average 174.4 (+1.7, up).")
    assert text(root.find(".//figcaption[@id='areas-cap']")) == (
        "Average points per area over all 12 sheets: best blue (40.0), weakest yellow (6.5). "
        "Over the last 10: up in yellow.")
    assert text(root.find(".//figcaption[@id='foxes-cap']")) == (
        "12 foxes in 12 sheets, 1.0 per sheet: 4 sheets with 0; 4 sheets with 1; "
        "4 sheets with 2.")
    areas = table_rows(root, "stats-areas")
    assert areas[0] == ["Area", "All games", "Last 10", "Trend"]
    assert areas[1] == ["Yellow", "6.5", "7.5", "+1.0 (\u2191 up)"]
    assert areas[2] == ["Blue", "40.0", "40.0", "+0.0 (\u2192 level)"]
    assert areas[-1] == ["Total", "172.7", "174.4", "+1.7 (\u2191 up)"]
    assert table_rows(root, "stats-foxes")[1:] == [["0", "4"], ["1", "4"], ["2", "4"]]
    assert text(root.find(".//p[@id='titles-text']")) == (
        "12 solo games; the best title reached: \u201cGreat result!\u201d.")
    assert table_rows(root, "stats-titles")[-1] == ["Try harder!", "under 140", "0"]
    assert table_rows(root, "stats-titles")[6] == ["Great result!", "180+", "3"]
    # the scores' axis spans their range, to tens, so the changes can be seen
    ticks = [text(t) for t in root.find(".//svg[@id='scores-chart']").iter("text")]
    assert ticks[:2] == ["160", "200"]
    best = table_rows(root, "stats-best")
    assert [r[:3] for r in best[1:]] == [["1", "193", "Ann"], ["2", "184", "Ann"],
                                         ["3", "180", "Ann"], ["4", "175", "Ann"],
                                         ["5", "174", "Ann"]]
    assert best[1][3] == "2026-11-11, played in the app; solo, \u201cGreat result!\u201d"


def test_bar_values_are_written_in_the_charts_not_only_drawn():
    root = tree(stats_view.stats_html(known_history(), "pretty-clever"))
    areas = [text(t) for t in root.find(".//svg[@id='areas-chart']").iter("text")]
    for word in ("Yellow", "Purple", "6.5", "7.5", "40.0", "all games", "last 10 (hatched)"):
        assert word in areas
    foxes = [text(t) for t in root.find(".//svg[@id='foxes-chart']").iter("text")]
    assert foxes.count("4") == 3 and "foxes on a sheet" in foxes
    # the last games' bars differ by a pattern as well as by colour
    svg, _ = stats_view.areas_svg(stats.figures(known_history(), "pretty-clever"))
    assert svg.count('fill="url(#stats-hatch)"') == 1 + 5   # the key and one bar per area


def test_the_other_game_a_multiplayer_game_and_negative_points():
    root = tree(stats_view.stats_html(known_history(), "clever-4ever"))
    assert text(root.find(".//p[@id='stats-summary']")) == (
        "Clever 4Ever: 2 games, 3 sheets; average 244.3 points, best 300.")
    assert "Every player's sheet counts" in text(root)
    assert [r[1] for r in table_rows(root, "stats-areas")[1:]] == [
        "34.3", "45.0", "55.0", "50.7", "47.3", "244.3"]
    assert table_rows(root, "stats-best")[1][3] == (
        "2026-11-05, counted; 2 players, won")
    assert stats_view.num(-7) == "\u22127.0" and stats_view.signed(-1) == "\u22121.0"


def test_one_game_draws_a_single_point_and_no_trend_sentence():
    root = tree(stats_view.stats_html([pc_game(5)], "pretty-clever"))
    assert len(root.findall(".//svg[@id='scores-chart']/circle[@class='dot']")) == 1
    assert text(root.find(".//figcaption[@id='scores-cap']")) == (
        "1 score from 1 game, 2026-11-05 to 2026-11-05: lowest 175, highest 175, average 175.0. "
        "Points are spaced by the date of their game, oldest left.")


def test_an_empty_history_and_a_game_not_played_say_so_in_words():
    assert text(tree(stats_view.stats_html([], "pretty-clever"))).startswith(
        "No finished games yet, so there are no statistics.")
    words = text(tree(stats_view.stats_html(fourever_games(), "pretty-clever")))
    assert words.startswith("No finished games of That's Pretty Clever in the history yet")
    assert stats_view.default_variant([]) == "pretty-clever"
    assert stats_view.default_variant(fourever_games()) == "clever-4ever"


def test_the_switch_names_both_games_and_marks_the_chosen_one():
    html = stats_view.switch_html("clever-4ever")
    assert html.index("That&#x27;s Pretty Clever") < html.index("Clever 4Ever")
    assert 'value="clever-4ever" checked' in html and html.count("checked") == 1
    assert "<legend>Game</legend>" in html


# ----------------------------------------------------------------------
# one player's figures

def test_one_players_figures_count_only_their_sheets():
    root = tree(stats_view.stats_html(known_history(), "clever-4ever", "Ann"))
    assert text(root.find(".//p[@id='stats-summary']")) == (
        "Clever 4Ever, Ann: 1 game, 1 sheet; average 133.0 points, best 133.")
    assert "Every player's sheet counts" not in text(root)
    assert [r[1] for r in table_rows(root, "stats-areas")[1:]] == [
        "\u22127.0", "25.0", "55.0", "42.0", "32.0", "133.0"]
    assert table_rows(root, "stats-foxes")[1:] == [["2", "1"]]
    assert [r[2] for r in table_rows(root, "stats-best")[1:]] == ["Ann"]
    assert text(root.find(".//p[@id='titles-text']")).startswith("No solo games yet")
    bob = tree(stats_view.stats_html(known_history(), "clever-4ever", "Bob"))
    assert text(bob.find(".//p[@id='stats-summary']")) == (
        "Clever 4Ever, Bob: 1 game, 1 sheet; average 300.0 points, best 300.")
    # Ann in Pretty Clever: all twelve games are hers
    pc = tree(stats_view.stats_html(known_history(), "pretty-clever", "Ann"))
    assert text(pc.find(".//p[@id='stats-summary']")) == (
        "That's Pretty Clever, Ann: 12 games, 12 sheets; average 172.7 points, best 193.")


def test_a_player_without_games_of_this_game_is_said_in_words():
    words = text(tree(stats_view.stats_html(known_history(), "pretty-clever", "Zo\u00eb")))
    assert words.startswith("Zo\u00eb has no finished games of That's Pretty Clever")


def test_the_player_choice_lists_the_history_names_everyone_first():
    names = stats.player_names(known_history())
    assert names == ["Ann", "Bob", "Zo\u00eb"]
    html = stats_view.player_html(names, None)
    root = tree(html)
    label = root.find(".//label")
    assert label.get("for") == "stats-player" and text(label) == "Player"
    options = root.findall(".//option")
    assert [text(o) for o in options] == ["Everyone", "Ann", "Bob", "Zo\u00eb"]
    assert options[0].get("selected") is not None and options[0].get("value") == ""
    chosen = tree(stats_view.player_html(names, "Bob")).findall(".//option")
    assert [o.get("value") for o in chosen if o.get("selected") is not None] == ["Bob"]
    # a name with markup in it stays text
    assert "<b>" not in stats_view.player_html(["<b>x"], None)


def test_scores_are_spaced_by_date():
    gap = [pc_game(1), pc_game(2), pc_game(12)]  # days 1, 2, then 10 days later
    f = stats.figures(gap, "pretty-clever")
    assert stats_view.positions(f["scores"]) == [0.0, 1 / 11, 1.0]
    root = tree(stats_view.stats_html(gap, "pretty-clever"))
    xs = [float(c.get("cx")) for c in root.findall(".//svg[@id='scores-chart']/circle")
          if c.get("class") == "dot"]
    assert xs[1] - xs[0] < (xs[2] - xs[1]) / 5   # the pause shows as a gap
    same = [dict(pc_game(1), id="x1"), dict(pc_game(2), id="x2", finished=pc_game(1)["finished"])]
    assert stats_view.positions(stats.figures(same, "pretty-clever")["scores"]) == [0.0, 1.0]


def test_one_players_figures_in_german_and_french():
    from cleverweb import lang
    try:
        lang.set_current("de")
        root = tree(stats_view.stats_html(known_history(), "clever-4ever", "Ann"))
        assert text(root.find(".//p[@id='stats-summary']")).startswith("Clever hoch vier, Ann:")
        assert "Alle" in stats_view.player_html(["Ann"], None)
        lang.set_current("fr")
        assert "Tout le monde" in stats_view.player_html(["Ann"], None)
        words = text(tree(stats_view.stats_html(known_history(), "pretty-clever", "Bob")))
        assert words.startswith("Bob n'a encore")
    finally:
        lang.set_current("en")


def test_one_days_games_of_two_players_make_no_zigzag_and_distinct_axis_labels():
    from clever.history import make_record

    def game(ident, hour, ann, bob):
        rows = [{"player": name, "yellow": v, "blue": 40, "green": 40, "orange": 40,
                 "purple": 40, "foxes": 0} for name, v in (("Ann", ann), ("Bob", bob))]
        return make_record(ident, f"2026-11-20T{hour:02}:00:00Z", "app", "pretty-clever", rows)

    records = [game("d1", 9, 10, 30), game("d2", 13, 35, 5), game("d3", 18, 20, 25)]
    svg = tree(stats_view.stats_html(records, "pretty-clever")).find(".//svg[@id='scores-chart']")
    assert svg.find(".//polyline") is None  # each game's two sheets share one moment
    assert len(svg.findall(".//circle[@class='dot']")) == 6
    ticks = [text(t) for t in svg.findall(".//text[@class='tick']")]
    assert "2026-11-20 09:00" in ticks and "18:00" in ticks
    one = tree(stats_view.stats_html(records, "pretty-clever", "Ann"))
    assert one.find(".//svg[@id='scores-chart']//polyline") is not None  # one player: a line
