"""The pages in German and French: the game page before its engine is
ready, the score counter, the history and the statistics show no English, say
their language in <html lang>, are axe clean, and do not move when the
translation comes in (it comes before the first paint); the header's language
menu changes the language, which every page and reload then keeps; English
pages read as before."""

from __future__ import annotations

import sys

import pytest
from engine_hold import ENGINE, SHIFTS, jumps
from i18n_support import english_left, html_lang
from page_helpers import DESKTOP, NARROW, PHONE, READY_MS, ROOT, axe_scan

from clever.history import to_json

sys.path.insert(0, str(ROOT / "web"))
sys.path.insert(0, str(ROOT / "tests"))
from cleverweb.history_store import KEY as HISTORY  # noqa: E402
from stats_history import known_history  # noqa: E402

LOCALES = {"de": "de-DE", "fr": "fr-FR"}
NAMES = ("Ann", "Bob", "Zoë")  # the players of the seeded history
HEADINGS = {  # each page's <h1> in each language
    "counter.html": {"en": "Score counter", "de": "Punktezähler", "fr": "Compteur de points"},
    "history.html": {"en": "History of games", "de": "Verlauf der Partien",
                     "fr": "Historique des parties"},
    "stats.html": {"en": "Statistics", "de": "Statistik", "fr": "Statistiques"},
}


EARLY = "**/runtime/pyodide/early.mjs"  # starts Pyodide: held too, so nothing boots


def open_in(pages, path="", lang=None, viewport=DESKTOP, held=(), history=False):
    """A page opened in a browser whose language is `lang` (navigator.languages),
    its layout shifts recorded from its first frame. The requests matching
    `held` wait until the test lets them through: page.held lists them."""
    page = pages.tab(viewport=viewport, lang=lang)
    if history:
        page.add_init_script(f"localStorage.setItem({HISTORY!r}, {to_json(known_history())!r})")
    page.add_init_script(SHIFTS)
    page.held, page.holding = [], held
    for pattern in held:
        page.route(pattern, lambda route: page.held.append(route))
    page.goto(page.site + path, wait_until="domcontentloaded")
    return page


def let_through(page) -> None:
    for _ in range(600):
        if page.held:
            break
        page.wait_for_timeout(50)
    assert page.held, "the page never asked for what was held"
    for route in page.held:
        route.continue_()
    for pattern in page.holding:
        page.unroute(pattern)


def ready(page) -> None:
    page.wait_for_function("document.documentElement.dataset.ready === 'true'",
                           timeout=READY_MS)


def without_hidden(page) -> None:
    """Take out what the page hides (the game page's sheet on a first visit):
    english_left reads every SVG label, shown or not."""
    page.evaluate("document.querySelectorAll('[hidden]').forEach(el => el.remove())")


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_game_page_before_its_engine_is_in_the_players_language(pages, lang):
    page = open_in(pages, "", lang, PHONE, held=(ENGINE, EARLY))
    page.wait_for_selector("#setup-form", state="visible")
    page.wait_for_timeout(300)   # a few frames: a late translation would show as a shift
    assert html_lang(page) == lang
    assert jumps(page) == []     # translated before the first paint
    assert page.evaluate("document.documentElement.dataset.ready") is None  # still booting
    assert page.inner_text("#new-game") == {"de": "Neues Solospiel",
                                            "fr": "Nouvelle partie solo"}[lang]
    assert page.inner_text("#start") == {"de": "Spiel starten", "fr": "Commencer la partie"}[lang]
    assert page.locator(".lang-pick").is_visible()
    assert not axe_scan(page, f"i18n-index-{lang}")
    without_hidden(page)
    assert english_left(page) == []
    assert page.errors == []
    page.close()


# the texts of the page's charts that end past their chart's right edge
TEXT_PAST_CHART = """[...document.querySelectorAll('svg[viewBox] text')].filter((t) => {
    const box = t.getBBox(), view = t.ownerSVGElement.viewBox.baseVal;
    return box.x + box.width > view.x + view.width + 0.5; }).map((t) => t.textContent)"""


@pytest.mark.parametrize("lang", ["de", "fr"])
@pytest.mark.parametrize("path", ["counter.html", "history.html", "stats.html"])
def test_each_page_is_in_the_players_language_and_nothing_moves(pages, path, lang):
    page = open_in(pages, path, lang, PHONE, held=(ENGINE,),
                   history=True)
    page.wait_for_timeout(300)
    assert html_lang(page) == lang
    assert page.inner_text("h1") == HEADINGS[path][lang]
    assert jumps(page) == []     # translated before the first paint
    drawn = page.inner_text("main")
    let_through(page)
    ready(page)
    if path == "counter.html":   # the engine's drawing has the same words as the page's
        assert page.inner_text("#counter") in drawn
        page.fill("#e-0-blue", "12")
        page.wait_for_function("document.getElementById('msg-e-0-blue').textContent !== ''")
        page.fill("#e-0-blue", "7")
        page.fill("#e-0-yellow", "30")
        page.wait_for_selector("#cnt-title")
    elif path == "history.html":
        page.click("#hist-list li:first-child summary")
    assert english_left(page, allow=NAMES) == []
    # the language menu's label for screen readers too ("Language: Deutsch")
    said = page.locator(".lang-pick .lang-said").first.text_content()
    assert said.split(":")[0].strip() == {"de": "Sprache", "fr": "Langue"}[lang], said
    assert not axe_scan(page, f"i18n-{path}-{lang}")
    # the words fit: no chart's text runs past its right edge (French's key
    # "un score, le plus ancien à gauche" did), nothing pushes the page sideways,
    # on this phone nor on the narrowest (the statistics' tables did at 320 px)
    assert page.evaluate(TEXT_PAST_CHART) == []
    for width in (PHONE["width"], NARROW["width"]):
        page.set_viewport_size({"width": width, "height": PHONE["height"]})
        assert page.evaluate("document.documentElement.scrollWidth") <= width, width
    assert page.errors == []
    page.close()


def test_the_counter_speaks_german_numbers_and_reasons(pages):
    page = open_in(pages, "counter.html", "de")
    ready(page)
    page.fill("#e-0-blue", "12")
    page.wait_for_function("document.getElementById('msg-e-0-blue').textContent !== ''")
    assert page.inner_text("#msg-e-0-blue") == "12 Kreuze sind unmöglich; erlaubt ist 0 bis 11"
    page.fill("#e-0-blue", "7")
    page.wait_for_function("document.getElementById('out-e-0-blue').textContent !== ''")
    assert page.inner_text("#out-e-0-blue") == "= 22 Punkte"
    assert page.get_attribute("#name-0", "placeholder") == "Spieler 1"
    page.close()


def test_the_statistics_write_averages_with_a_decimal_comma(pages):
    page = open_in(pages, "stats.html", "fr", history=True)
    ready(page)
    assert page.inner_text("#stats-summary") == (
        "That's Pretty Clever : 12 parties, 12 feuilles ; moyenne 172,7 points, "
        "meilleur score 193.")
    page.close()


def test_the_language_menu_switches_and_every_page_remembers_it(pages):
    page = open_in(pages, "counter.html")
    assert html_lang(page) == "en" and page.inner_text("h1") == "Score counter"
    # by keyboard: the menu's button, then Deutsch
    page.focus(".lang-pick summary")
    page.keyboard.press("Enter")
    page.wait_for_selector("[data-lang-pick='de']", state="visible")
    page.focus("[data-lang-pick='de']")
    with page.expect_navigation():
        page.keyboard.press("Enter")
    assert html_lang(page) == "de" and page.inner_text("h1") == "Punktezähler"
    assert page.inner_text(".lang-now") == "DE"
    page.reload()
    assert html_lang(page) == "de"
    page.goto(page.site + "stats.html")
    assert page.inner_text("h1") == "Statistik"
    page.goto(page.site + "rules.html")
    assert html_lang(page) == "de" and page.inner_text("h1") == "Regeln"
    # and back to French by mouse, from another page
    page.click(".lang-pick summary")
    with page.expect_navigation():
        page.click("[data-lang-pick='fr']")
    assert html_lang(page) == "fr" and page.inner_text("h1") == "Règles"
    page.goto(page.site + "history.html")
    assert page.inner_text("h1") == "Historique des parties"
    assert page.evaluate("localStorage.getItem('clever.lang')") == "fr"
    assert page.errors == []
    page.close()


MENU_BOX = """(() => { const r = document.querySelector('.lang-pick[open] .lang-menu')
    .getBoundingClientRect(); return [r.left, r.right]; })()"""


def test_the_language_menu_opens_inside_a_narrow_phones_window(pages):
    """At 320 px, once the score counter is ready (its status word gone), its
    menu button starts the header's second row: the menu must open to the right
    there, not off the window's left edge (it did: only the check mark of the
    language names showed). Every page's menu is checked, ready."""
    page = open_in(pages, "", "en", NARROW)
    for name in ("index.html", "counter.html", "history.html", "stats.html", "rules.html"):
        page.goto(page.site + name)
        if page.locator("#status").count():
            ready(page)
        page.click(".lang-pick summary")
        page.wait_for_selector("[data-lang-pick='fr']", state="visible")
        left, right = page.evaluate(MENU_BOX)
        assert 0 <= left and right <= NARROW["width"], (name, left, right)
        page.click("[data-lang-pick='fr']", trial=True)  # in reach of a tap
    assert page.errors == []
    page.close()


def test_the_choice_beats_the_browsers_language(pages):
    page = open_in(pages, "history.html", "de")
    assert html_lang(page) == "de"
    page.evaluate("localStorage.setItem('clever.lang', 'en')")
    page.reload()
    assert html_lang(page) == "en" and page.inner_text("h1") == "History of games"
    page.close()


@pytest.mark.parametrize("path", ["", "counter.html", "history.html", "stats.html"])
def test_english_pages_read_as_before(pages, path):
    page = open_in(pages, path, "en", held=(ENGINE, EARLY))
    page.wait_for_timeout(300)
    assert html_lang(page) == "en"
    assert page.evaluate("document.documentElement.classList.contains('i18n-pending')") is False
    assert page.inner_text(".lang-now") == "EN"
    assert jumps(page) == []
    assert page.title().endswith("That's Pretty Clever")
    if path:
        assert page.inner_text("h1") == HEADINGS[path]["en"]
        let_through(page)
        ready(page)
        assert page.inner_text("h1") == HEADINGS[path]["en"]
    else:
        assert page.inner_text("#start") == "Start game"
        assert page.inner_text("#status-text") == "Starting the game engine\u2026"
    assert page.errors == []
    page.close()
