"""Browser tests of the rules page, a rules demo and the lesson in German and
French: the article in the page's language with no English left,
its section links and its filter working in that language, a demo played to
its end in French, the lesson's first step in German, axe clean in each.

Stand-in: web/i18n-early.js (another branch) sets <html lang> before the first
paint on every page. Until it is here, `use_browser_language` does only that
part, from the test, after the page has loaded; rules.css and rules.js follow
<html lang> whoever sets it. The demo pages (embed.html, learn.html) choose
their language themselves (embed.js, cleverweb/embed.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
import warm_start
from i18n_support import ENGLISH, WORD, english_left, html_lang
from page_helpers import PHONE, axe_scan
from test_embed import do_click, open_demo

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

from cleverweb.demo_view import clicks_for  # noqa: E402

from clever.demos import demo, solutions  # noqa: E402
from clever.demos.tutorial import STEPS  # noqa: E402
from clever.i18n import tr  # noqa: E402

LOCALES = {"de": "de-DE", "fr": "fr-FR"}
READY = "document.documentElement.dataset.ready === 'true'"
BOOT_MS = 120_000
# rules.html's header (title, nav) belongs to the pages' own translation
# (i18n-early.js's catalogs): not this article's
HEADER = ("The games", "Rules: That's Pretty Clever and its family")
# a player's name stays as it is (the tie-break demo's other player)
NAMES = ("Player 2",)


def english_words(text: str) -> set[str]:
    return {w.lower() for w in WORD.findall(text)} & ENGLISH


@pytest.fixture(params=["de", "fr"])
def lang(request):
    return request.param


@pytest.fixture
def page_in(browser, lang):
    """A page of a fresh profile whose browser speaks `lang` (axe allowed in)."""
    context = browser.new_context(locale=LOCALES[lang], bypass_csp=True)
    context.set_default_timeout(30_000)
    page = context.new_page()
    problems: list[str] = []
    page.on("pageerror", lambda e: problems.append(str(e)))
    page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    page.problems = problems
    yield page
    context.close()


def use_browser_language(page) -> None:
    """The stand-in for i18n-early.js (see the module's docstring)."""
    page.evaluate("""() => {
        const root = document.documentElement;
        if (root.lang === 'en') root.lang = navigator.language.split('-')[0];
    }""")


def shown_sections(page) -> list[str]:
    return page.eval_on_selector_all("section.rule:not([hidden])", "s => s.map(x => x.id)")


def test_rules_page_has_no_english_left_and_is_axe_clean(page_in, site, lang):
    page = page_in
    page.goto(site.url + "rules.html")
    use_browser_language(page)
    assert html_lang(page) == lang
    assert english_left(page, allow=HEADER + NAMES) == []
    text = page.inner_text("main")
    # every section, ruling and demo card is there, in the language
    heading = {"de": "Das Silbertablett", "fr": "Le plateau d'argent"}[lang]
    assert heading in page.inner_text("#pc-platter h3")
    for n in range(1, 13):
        assert f"R{n} " in text
    card = page.inner_text("#demo-blue-sum")
    assert tr(demo("blue-sum")["title"], lang) in card
    assert page.inner_text("[data-try='blue-sum']") == {"de": "Ausprobieren", "fr": "Essayer"}[lang]
    example = {"de": "z. B.", "fr": "p. ex."}[lang]
    assert page.get_attribute("#filter", "placeholder").startswith(example)
    label = {"de": "Live-Demo der Regeln", "fr": "Démo interactive des règles"}[lang]
    assert page.get_attribute("#demo-dialog", "aria-label") == label
    assert page.get_attribute("#demo-frame", "title") == label
    assert axe_scan(page, f"rules-{lang}") == []
    assert not page.problems, page.problems


def test_rules_page_fits_a_phone_in_the_language(page_in, site, lang):
    """German and French run longer than English: still no sideways scrolling."""
    page = page_in
    page.set_viewport_size(PHONE)
    page.goto(site.url + "rules.html#pc-passive")
    use_browser_language(page)
    assert page.evaluate("document.scrollingElement.scrollWidth") <= PHONE["width"]
    box = page.locator("#pc-passive h3").bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]


def test_section_links_work_in_every_language(page_in, site, lang):
    page = page_in
    page.goto(site.url + "rules.html#fe-polish")
    use_browser_language(page)
    assert page.evaluate("document.querySelector(':target').id") == "fe-polish"
    title = {"de": "Polieren", "fr": "Polissage"}[lang]  # as on the sheet
    assert page.inner_text("#fe-polish h3") == title
    # a heading's own link, pressed, opens its section
    page.click("#pc-foxes h3 a")
    assert page.evaluate("document.querySelector(':target').id") == "pc-foxes"
    assert page.is_visible("#pc-foxes h3")


def test_filter_searches_the_shown_language(page_in, site, lang):
    page = page_in
    page.goto(site.url + "rules.html")
    use_browser_language(page)
    everything = shown_sections(page)
    word = {"de": "Silbertablett", "fr": "plateau d'argent"}[lang]
    page.fill("#filter", word)
    shown = shown_sections(page)
    assert "pc-platter" in shown and "pc-solo" in shown and "pc-yellow" not in shown
    assert len(shown) < len(everything)
    for ident in shown:
        assert word.lower() in page.inner_text(f"#{ident}").lower()
    count = page.inner_text("#filter-count")
    assert count == {"de": f"{len(shown)} Abschnitte passen.",
                     "fr": f"{len(shown)} sections correspondent."}[lang]
    # the English word is in the page (the English text, hidden) but not read
    page.fill("#filter", "platter")
    assert shown_sections(page) == []
    assert page.is_visible("#filter-none")
    none = {"de": "Keine Regel passt", "fr": "Aucune règle ne correspond"}[lang]
    assert none in page.inner_text("#filter-none")
    assert english_left(page, allow=HEADER + NAMES) == []
    assert not page.problems, page.problems


@pytest.mark.parametrize("lang", ["fr"])
def test_a_demo_played_to_its_end_in_french(page_in, site, lang):
    page = page_in
    warm_start.warm(page.context, site.url)  # Python from the snapshot: this is about words
    entry = demo("platter")
    open_demo(page, site.url, "platter")
    assert html_lang(page) == "fr"
    assert page.inner_text("#demo-task") == "Votre tâche\u00a0: " + tr(entry["task"], "fr")
    assert tr(entry["title"], "fr") in page.inner_text("#demo-title")
    assert page.inner_text("[data-act='again']") == "Recommencer"
    for what in clicks_for(solutions(entry)[0]):
        do_click(page, what)
    page.wait_for_selector("[data-demo='platter'][data-demo-done='true']")
    done = page.inner_text("#demo-task")
    assert tr(entry["done"], "fr") in done and done.startswith("\u2714 Réussi")
    # this branch's texts are French; the controls, dice and sheet are the
    # game page's own views (translated with the game page)
    mine = [page.inner_text(s) for s in ("#demo-title", "#demo-task", "#message",
                                         "[data-act='again']")]
    assert [t for t in mine if english_words(t)] == []
    assert page.get_attribute("#table", "aria-label") == "Table des dés"
    assert axe_scan(page, "demo-fr-done") == []
    assert not page.problems, page.problems


def test_the_demo_picture_before_the_engine_is_in_the_language(page_in, site, lang):
    """The static picture (demos/<id>.<lang>.html) is already translated."""
    page = page_in
    page.route("**/runtime/**", lambda route: route.abort())  # the engine never comes
    page.goto(site.url + "embed.html#demo=fox")
    # (the page tries once more, then says the engine could not start)
    page.wait_for_function("document.documentElement.dataset.ready === 'error'", timeout=60_000)
    page.wait_for_selector("[data-demo='fox'] #controls[inert]")
    assert html_lang(page) == lang
    assert tr(demo("fox")["task"], lang) in page.inner_text("#demo-task")
    assert tr(demo("fox")["title"], lang) in page.inner_text("#demo-title")


@pytest.mark.parametrize("lang", ["de"])
def test_the_lessons_first_step_in_german(page_in, site, lang):
    page = page_in
    warm_start.warm(page.context, site.url)  # Python from the snapshot: this is about words
    page.goto(site.url + "learn.html")
    page.wait_for_function(READY, timeout=BOOT_MS)
    page.wait_for_selector("[data-demo='learn'] #controls:not([inert])")
    assert html_lang(page) == "de"
    assert page.inner_text("#demo-task") == (
        f"Schritt 1 von {len(STEPS)}: " + tr(STEPS[0]["say"], "de"))
    assert page.inner_text("#demo-title").startswith("Spielend lernen")
    assert page.inner_text("#skip") == "Überspringen: ein normales Spiel spielen"
    mine = [page.inner_text(s) for s in ("#demo-title", "#demo-task", "#skip",
                                         "[data-act='again']")]
    assert [t for t in mine if english_words(t)] == []
    assert axe_scan(page, "learn-de") == []
    # the roll, then a legal move that is not the step's: the step's reason, in German
    page.click("[data-act='roll']")
    page.wait_for_selector("[data-demo='learn'][data-step='1']")
    page.click("#die-white")
    page.dispatch_event("#box-yellow-r2c1", "click")
    assert page.inner_text("#message") == (
        "In dieser Lektion bitte den Zug dieses Schritts: " + tr(STEPS[1]["say"], "de"))
    assert not page.problems, page.problems
