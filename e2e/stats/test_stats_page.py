"""Statistics in Chromium (stats.html): a seeded history in localStorage gives
the figures worked out by hand (tests/clever/test_stats.py); the switch shows the
other game; an empty history says so in words; the page is reached from the
history page and the game's menu, is axe clean, fits a 375 px phone without
sideways scroll and opens offline once the service worker holds the site."""

from __future__ import annotations

import sys

import page_helpers as ps
import pytest
from page_helpers import DESKTOP, PHONE, READY_MS, ROOT, axe_scan, open_game, shot

from clever.history import make_record, to_json

sys.path.insert(0, str(ROOT / "web"))
sys.path.insert(0, str(ROOT / "tests"))
from cleverweb.history_store import KEY as HISTORY  # noqa: E402
from stats_history import known_history  # noqa: E402


@pytest.fixture
def page(pages):
    """A shared page, reset, on the site's origin with nothing booted yet."""
    return pages.open(None)


def ready(page, path: str = "stats.html") -> None:
    page.goto(page.site + path)
    page.wait_for_function("document.documentElement.dataset.ready === 'true'",
                           timeout=READY_MS)


def seeded(page) -> None:
    """The statistics page with a known history stored (before its boot
    where the page is on the site's origin already)."""
    if not page.url.startswith(page.site):  # a new tab: nowhere to store yet
        ready(page)
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [HISTORY, to_json(known_history())])
    ready(page)


def rows(page, table: str) -> list[list[str]]:
    return [line.split("\t") for line in page.inner_text(f"#{table} tbody").splitlines()]


def test_a_seeded_history_shows_the_expected_figures(page):
    seeded(page)
    assert page.is_checked("input[value='pretty-clever']")   # the game played last
    assert page.inner_text("#stats-summary") == (
        "That's Pretty Clever: 12 games, 12 sheets; average 172.7 points, best 193.")
    assert page.inner_text("#scores-cap").endswith(
        "average 172.7. Points are spaced by the date of their game, oldest left. "
        "The last 10 average 174.4 (+1.7, up).")
    assert page.locator("#scores-chart circle.dot:not(.key)").count() == 12
    assert rows(page, "stats-areas")[0] == ["Yellow", "6.5", "7.5", "+1.0 (\u2191 up)"]
    assert rows(page, "stats-foxes") == [["0", "4"], ["1", "4"], ["2", "4"]]
    assert page.inner_text("#titles-text").endswith("\u201cGreat result!\u201d.")
    assert [r[1] for r in rows(page, "stats-best")] == ["193", "184", "180", "175", "174"]
    # the chart's name for a screen reader is its sentence
    assert page.locator("#areas-chart").get_attribute("aria-labelledby") == "areas-cap"
    page.check("input[value='clever-4ever']")
    page.wait_for_function("document.getElementById('stats-summary')"
                           ".textContent.startsWith('Clever 4Ever')")
    assert page.inner_text("#stats-summary") == (
        "Clever 4Ever: 2 games, 3 sheets; average 244.3 points, best 300.")
    assert page.inner_text("#stats-said") == "Showing Clever 4Ever."
    assert [r[2] for r in rows(page, "stats-best")] == ["Bob", "Zoë", "Ann"]


def test_the_switch_works_from_the_keyboard(page):
    seeded(page)
    page.focus("input[value='pretty-clever']")
    page.keyboard.press("ArrowRight")
    page.wait_for_function("document.getElementById('stats-summary')"
                           ".textContent.startsWith('Clever 4Ever')")
    assert page.is_checked("input[value='clever-4ever']")


def test_an_empty_history_says_so_in_words(page):
    ready(page)
    assert page.inner_text("#stats").startswith(
        "No finished games yet, so there are no statistics.")
    assert page.locator("#stats svg").count() == 0


def test_reached_from_the_history_page_and_the_game_menu(page):
    ready(page, "history.html")
    page.click("text=Statistics")
    page.wait_for_function("document.documentElement.dataset.ready === 'true'",
                           timeout=READY_MS)
    assert page.url.endswith("/stats.html")
    open_game(page, page.site)
    page.click(".toolbar >> text=Statistics")
    page.wait_for_function("document.documentElement.dataset.ready === 'true' && "
                           "location.pathname.endsWith('stats.html')", timeout=READY_MS)
    assert page.inner_text("h1") == "Statistics"


def test_statistics_are_accessible_and_fit_a_phone(page):
    long = {"player": "Maximiliane-Wilhelmina-Vanderbergh-Oppenheimer", "yellow": 50,
            "blue": 50, "grey": 50, "green": 50, "pink": 50, "foxes": 3}  # 400: the best
    ready(page)
    records = [*known_history(), make_record("long", "2026-11-20T09:00:00Z", "app",
                                             "clever-4ever", [long])]
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [HISTORY, to_json(records)])
    ready(page)
    assert page.is_checked("input[value='clever-4ever']")   # the game played last
    page.check("input[value='pretty-clever']")
    page.click("#stats .stats-more summary")                 # the table of every score
    assert not axe_scan(page, "stats")
    page.set_viewport_size(PHONE)
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    shot(page, "stats-phone")
    page.check("input[value='clever-4ever']")
    page.wait_for_function("document.getElementById('stats-summary')"
                           ".textContent.startsWith('Clever 4Ever')")
    assert page.inner_text("#stats-best tbody tr:first-child").split("\t")[1:3] == [
        "400", long["player"]]
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    shot(page, "stats-4ever-phone")
    assert not axe_scan(page, "stats-4ever")


def test_statistics_open_offline(play_browser, play_site):
    context = ps.warm_context(play_browser, play_site.url, viewport=DESKTOP,
                              service_workers="allow")
    page = context.new_page()
    page.site = play_site.url
    try:
        seeded(page)
        page.wait_for_function("navigator.serviceWorker && "
                               "navigator.serviceWorker.controller !== null", timeout=READY_MS)
        context.set_offline(True)
        page.reload()
        page.wait_for_function("document.documentElement.dataset.ready === 'true'",
                               timeout=READY_MS)
        assert page.inner_text("#stats-summary").startswith("That's Pretty Clever: 12 games")
    finally:
        context.close()


def test_one_players_figures_by_keyboard_kept_for_the_session(page):
    seeded(page)
    assert page.inner_text("label[for='stats-player']") == "Player"
    assert page.eval_on_selector_all("#stats-player option", "os => os.map(o => o.text)") == [
        "Everyone", "Ann", "Bob", "Zo\u00eb"]
    page.check("input[value='clever-4ever']")
    page.wait_for_function("document.getElementById('stats-summary')"
                           ".textContent.startsWith('Clever 4Ever')")
    page.focus("#stats-player")  # the keyboard moves through the names
    page.keyboard.press("ArrowDown")
    page.wait_for_function("document.getElementById('stats-summary')"
                           ".textContent.startsWith('Clever 4Ever, Ann')")
    assert page.inner_text("#stats-summary") == (
        "Clever 4Ever, Ann: 1 game, 1 sheet; average 133.0 points, best 133.")
    assert page.inner_text("#stats-said") == "Showing the games of Ann."
    assert rows(page, "stats-foxes") == [["2", "1"]]
    assert [r[2] for r in rows(page, "stats-best")] == ["Ann"]
    assert page.locator("#scores-chart circle.dot:not(.key)").count() == 1
    page.select_option("#stats-player", "Bob")
    page.wait_for_function("document.getElementById('stats-summary')"
                           ".textContent.startsWith('Clever 4Ever, Bob')")
    assert rows(page, "stats-areas")[-1][1] == "300.0"
    # the other game keeps the player: Bob has no games of it
    page.check("input[value='pretty-clever']")
    page.wait_for_function("document.getElementById('stats-empty') !== null")
    assert page.inner_text("#stats-empty").startswith(
        "Bob has no finished games of That's Pretty Clever")
    assert not axe_scan(page, "stats-player")
    page.reload()  # kept for the session
    page.wait_for_function("document.documentElement.dataset.ready === 'true'",
                           timeout=READY_MS)
    assert page.input_value("#stats-player") == "Bob"
    page.select_option("#stats-player", "")
    page.wait_for_function("document.getElementById('stats-summary') !== null")
    assert page.inner_text("#stats-summary").startswith("That's Pretty Clever: 12 games")
    assert page.inner_text("#stats-said") == "Showing everyone's games."


def test_one_players_figures_in_german_on_a_phone(pages):
    from i18n_support import english_left, html_lang
    page = pages.open(None, viewport=PHONE, touch=False, lang="de")
    seeded(page)
    assert html_lang(page) == "de"
    assert page.inner_text("label[for='stats-player']") == "Spieler"
    page.check("input[value='clever-4ever']")
    page.select_option("#stats-player", "Ann")
    page.wait_for_function("document.getElementById('stats-summary')"
                           ".textContent.startsWith('Clever hoch vier, Ann')")
    assert page.inner_text("#stats-summary") == (
        "Clever hoch vier, Ann: 1 Partie, 1 Spielblatt; im Schnitt 133,0 Punkte, "
        "bestes Ergebnis 133.")
    assert rows(page, "stats-foxes") == [["2", "1"]]
    assert english_left(page, allow=("Ann", "Bob", "Zo\u00eb")) == []
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    assert not axe_scan(page, "stats-player-de")

