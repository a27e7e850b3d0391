"""Languages on the pages, under CPython: build.py's check finds no
untranslated text on the counter, history and statistics pages, the embedded
demo pages and the game page's own text; the texts it collects are the ones
the page's script translates; and the views of those pages render German and
French, the engine's messages included."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "web"))

from cleverweb import counter_view, history_view, lang, stats_view  # noqa: E402
from stats_history import known_history  # noqa: E402

import build  # noqa: E402
from clever.history import from_json, make_record  # noqa: E402


@pytest.fixture(params=["de", "fr"])
def language(request):
    lang.set_current(request.param)
    try:
        yield request.param
    finally:
        lang.set_current("en")


@pytest.mark.parametrize("page", ["counter.html", "history.html", "stats.html", "embed.html",
                                  "learn.html", "rules.html"])
def test_every_text_of_these_pages_has_its_german_and_french(page):
    assert build.untranslated(page) == {"de": [], "fr": []}


def test_the_rules_page_is_written_in_english_and_translated_as_every_page():
    """rules.html holds its English only, the demo cards drawn in too; German
    and French come from the catalogs, as on every other page."""
    html = build.render_page("rules.html").decode()
    assert "data-lang=" not in html and "data-de-" not in html
    texts, found = build.page_translations("rules.html")
    assert "Goal and material" in texts and "Try it" in texts
    assert found["de"]["Goal and material"] == "Ziel und Material"
    assert found["fr"]["Try it"] == "Essayer"
    assert found["fr"]["{n} section matches."] == "{n} section correspond."  # rules.js's
    assert '"Ziel und Material"' in html  # the page carries them
    # French typography's no-break space before ":" stays, in the article and
    # in the demo cards drawn in French
    assert found["fr"]["Your turn: three choices"] == "Votre tour\u00a0: trois choix"
    assert found["fr"]["Blue: the blue die plus the white die"] == (
        "Bleu\u00a0: le dé bleu plus le dé blanc")


def test_the_game_page_lacks_only_the_sheets_texts():
    # the sheet drawn in is the game page's (its views' own translations); the
    # header, the start-up texts and the new-game form are translated here
    sheet = set(build.page_texts(build.empty_sheet_svg()))
    for lang_, missing in build.untranslated("index.html").items():
        assert set(missing) <= sheet, (lang_, sorted(set(missing) - sheet))


def test_a_page_carries_the_translations_of_its_own_texts_only():
    html = build.render_page("counter.html").decode()
    assert '"Punktezähler"' in html and '"Compteur de points"' in html
    assert "Spielmenü" not in html            # the game page's menu: not on this page
    assert html.index('id="clever-i18n"') < html.index("<title>")  # before anything shows
    assert "cleverI18n.finish()" in html


def test_the_texts_collected_are_those_the_script_translates():
    html = ('<html><head><title>Rules</title><meta name="description" content="All rules.">'
            '</head><body><h1 title="Top">Score  counter\n</h1><input placeholder="Ann?">'
            '<span translate="no">Ann</span><div data-lang="de"><p>Regeln</p></div>'
            '<img alt="A fox"><svg><text aria-label="blue box 1">3</text></svg>'
            '<script>cleverT("Loading the game rules\\u2026"); x = "not me";</script>'
            '<noscript>Needs JavaScript</noscript><p>1 + 2</p></body></html>')
    assert build.page_texts(html) == [
        "Rules", "All rules.", "Top", "Score counter", "Ann?", "A fox", "blue box 1",
        "Loading the game rules\u2026"]


def test_a_pages_translations_pair_drawn_parts_with_their_own_drawing():
    texts, found = build.page_translations("counter.html")
    assert "points, 0 to 60" in texts
    assert found["de"]["points, 0 to 60"] == "Punkte, 0 bis 60"
    assert found["fr"]["Player 1"] == "Joueur 1"


def test_the_counter_speaks_the_players_language(language):
    got = counter_view.evaluate("pretty-clever", [("Ann", {"blue": "12", "green": "x"}),
                                                  ("", {"foxes": "6"})])
    want = {
        "de": ["12 Kreuze sind unmöglich; erlaubt ist 0 bis 11",
               "gib eine ganze Zahl ein, nicht „x“",
               "6 Füchse sind unmöglich; erlaubt ist 0 bis 5"],
        "fr": ["12 croix, c'est impossible ; il en faut de 0 à 11",
               "saisissez un nombre entier, pas « x »",
               "6 renards, c'est impossible ; il en faut de 0 à 5"]}[language]
    assert [got["errors"][k] for k in ((0, "blue"), (0, "green"), (1, "foxes"))] == want
    same = {"yellow": "30", "blue": "5", "green": "5", "orange": "30", "purple": "30"}
    result = counter_view.evaluate("pretty-clever", [("Ann", same), ("Cy", same)])["result"]
    html = counter_view.results_html("pretty-clever", result)
    assert {"de": "Ann und Cy teilen sich den Sieg", "fr": "Ann et Cy se partagent la victoire"
            }[language] in html
    solo = counter_view.evaluate("pretty-clever", [("", {**same, "foxes": "1"})])["result"]
    html = counter_view.results_html("pretty-clever", solo)
    assert {"de": "Dein Titel: <strong>", "fr": "Votre titre : <strong>"}[language] in html
    assert {"de": "Spieler 1", "fr": "Joueur 1"}[language] in html
    assert {"de": "1 Fuchs ×", "fr": "1 renard ×"}[language] in html
    form = counter_view.form_html()
    assert {"de": "Punkte, 0 bis 60", "fr": "points, de 0 à 60"}[language] in form
    assert "points, 0 to" not in form and "Yellow" not in form


def test_the_history_speaks_the_players_language(language):
    ann = {"player": "Ann", "yellow": 30, "blue": 22, "green": 28, "orange": 44, "purple": 38,
           "foxes": 2}
    bob = {**ann, "player": "Bob", "orange": 20}
    records = [make_record("a", "2026-12-01T10:00:00Z", "counter", "pretty-clever", [ann]),
               make_record("b", "2026-12-02T10:00:00Z", "table", "pretty-clever", [ann, bob])]
    html = history_view.list_html(records)
    want = {"de": ["2 Partien, neueste zuerst", "2026-12-01 10:00 UTC, gezählt",
                   "Ganz schön clever, solo: Ann 206 Punkte (Hut ab!)",
                   "Ganz schön clever: Ann gewinnt (Ann 206, Bob 178)", "Diese Partie löschen"],
            "fr": ["2 parties, les plus récentes d&#x27;abord", "2026-12-01 10:00 UTC, comptée",
                   "That&#x27;s Pretty Clever, en solo : Ann 206 points (Chapeau !)",
                   "That&#x27;s Pretty Clever : Ann gagne (Ann 206, Bob 178)",
                   "Supprimer cette partie"]}[language]
    for text in want:
        assert text in html
    kept, skipped = from_json('{"format": "clever-history", "version": 1, "games": ["junk"]}')
    assert lang._(skipped[0]) == {
        "de": "Partie 1 übersprungen: eine Partie muss aus benannten Feldern bestehen",
        "fr": "partie 1 ignorée : une partie doit être un ensemble de champs nommés"}[language]


def test_the_statistics_speak_the_players_language_with_a_decimal_comma(language):
    html = stats_view.stats_html(known_history(), "pretty-clever")
    want = {"de": "Ganz schön clever: 12 Partien, 12 Spielblätter; im Schnitt 172,7 Punkte, "
                  "bestes Ergebnis 193.",
            "fr": "That&#x27;s Pretty Clever : 12 parties, 12 feuilles ; moyenne 172,7 points, "
                  "meilleur score 193."}[language]
    assert want in html
    assert {"de": "↑ steigend", "fr": "↑ en hausse"}[language] in html
    assert stats_view.num(-7) == "\u22127,0"
    assert "172.7" not in html and "Average points" not in html
