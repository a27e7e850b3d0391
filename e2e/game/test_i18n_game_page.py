"""The game page in German and French, in Chromium.

One browser context per language (locale de-DE / fr-FR, which sets
navigator.languages), shared by the module's tests so the page boots once per
language: <html lang>, the new-game form, a turn played a few clicks in (roll,
choose a die, a box), a reload that keeps the language, and the final screen
of a short game (a two-player game stored near its end, played out by clicks),
and that game reopened in the other language once the player chose it on the
device (clever.lang), show no English in the regions the game page's views write:

- the game menu (#toolbar),
- the screen (#screen: the new-game form; the prompt, buttons, message line,
  dice table and sheet; the scoreboard, result card and final sheets),
- the tab's title.

axe-core finds nothing serious on each. The static text of index.html and the
engine's own texts are other engineers' work and are not scanned here."""

from __future__ import annotations

import json
import sys

import page_helpers as ps
import pytest
from i18n_support import ENGLISH, TEXTS, WORD, html_lang
from page_helpers import (
    DESKTOP,
    KEY,
    ROOT,
    axe_scan,
    data,
    open_game,
    play_to_end,
    reload,
    wait_for_person,
)

import clever
from clever.i18n import STORAGE_KEY

sys.path.insert(0, str(ROOT / "web"))
from cleverweb.session import COMPUTER, Seat, Session  # noqa: E402

# the whole page: header, menu, screen, dialogs shown, and the game log when open
REGIONS = ("body",)
WORDS = {
    "de": {"new": "Neues Spiel", "start": "Spiel starten", "roll": "Würfeln",
           "final": "Endstand", "you": "Du"},
    "fr": {"new": "Nouvelle partie", "start": "Commencer la partie", "roll": "Lancer les dés",
           "final": "Score final", "you": "Vous"},
}
NAMES = ("Ann", "Bob")


def region_texts(page, selector: str) -> list[str]:
    """i18n_support's texts (visible text and screen-reader labels), of one region."""
    script = TEXTS.replace("document.body", f"document.querySelector({json.dumps(selector)})")
    script = script.replace("out.push(document.title);", "")
    script = script.replace("document.querySelectorAll(",
                            f"document.querySelector({json.dumps(selector)}).querySelectorAll(")
    return page.evaluate(script)


def english_in(page, regions=REGIONS, allow=()) -> list[str]:
    """The texts of the game page's regions (and the tab's title) with English words."""
    found = []
    texts = [page.title()]
    for selector in regions:
        if page.locator(selector).count():
            found_here = region_texts(page, selector)
            assert found_here, f"no text read in {selector}"  # the scan itself works
            texts += found_here
    for text in texts:
        rest = text
        for given in allow:
            rest = rest.replace(given, " ")
        if {w.lower() for w in WORD.findall(rest)} & ENGLISH:
            found.append(f"{text}")
    return sorted(set(found))


@pytest.fixture(scope="module", params=["de", "fr"])
def lang_page(request, play_browser, play_site):
    """A page booted in one language, shared by this module's tests."""
    lang = request.param
    context = ps.warm_context(play_browser, play_site.url, viewport=DESKTOP,
                              reduced_motion="reduce", service_workers="block", locale="de-DE" if
                              lang == "de" else "fr-FR")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    open_game(page, play_site.url)
    page.lang = lang
    page.errors = errors
    yield page
    context.close()
    assert not errors, errors


def test_new_game_form_in_the_language(lang_page):
    page = lang_page
    words = WORDS[page.lang]
    assert html_lang(page) == page.lang
    assert data(page, "screen") == "setup"
    assert page.inner_text("#setup-title") == words["new"]
    assert page.inner_text("#start") == words["start"]
    assert page.input_value("#seat-name-0") == words["you"]
    assert english_in(page) == []
    assert words["start"] in region_texts(page, "#screen")
    # another game's form: its seat levels and table options are drawn anew
    page.click("#variant-clever-4ever")
    assert english_in(page) == []
    page.click("#variant-pretty-clever")
    assert axe_scan(page, f"i18n-setup-{page.lang}") == []


def test_a_turn_in_the_language_and_after_a_reload(lang_page):
    page = lang_page
    words = WORDS[page.lang]
    if data(page, "screen") != "setup":
        page.click("#btn-menu-new")
    page.fill("#seed", "5")
    page.click("#start")
    page.wait_for_function("document.documentElement.dataset.screen === 'game'")
    assert page.inner_text("#btn-roll") == words["roll"]
    assert english_in(page, allow=(words["you"],)) == []
    page.click("#btn-roll")
    page.wait_for_function("document.documentElement.dataset.pending !== 'roll'")
    page.locator("button.die.usable").first.click()
    page.wait_for_function("document.documentElement.dataset.selected !== ''")
    assert english_in(page, allow=(words["you"],)) == []
    moves = data(page, "moves")
    page.locator(".box.target").first.click()
    page.wait_for_function(f"document.documentElement.dataset.moves !== '{moves}'")
    assert english_in(page, allow=(words["you"],)) == []
    assert axe_scan(page, f"i18n-turn-{page.lang}") == []
    page.click("#btn-log")                         # the game log: the engine's own lines
    page.wait_for_function("!document.getElementById('log-panel').hidden")
    assert page.locator("#log-body li, #log-body p").count() > 0
    assert english_in(page, allow=(words["you"],)) == []
    page.click("#btn-log")
    reload(page)                                   # the language stays on reload
    assert html_lang(page) == page.lang
    assert data(page, "screen") == "game"
    assert english_in(page, allow=(words["you"],)) == []


def near_the_end(variant="pretty-clever") -> str:
    """A saved two-player game (Ann, a person, against the computer) a few
    decisions before its end, made in English: the page shows it in its own
    language."""
    s = Session.new(clever, [Seat("Ann"), Seat("Bob", COMPUTER, "beginner")], seed=9,
                    variant=variant)
    s.viewer = 0
    while True:
        if s.computer_to_move():
            s.bot_step()
            continue
        g = s.game
        if g.round == g.n_rounds and g.pending.kind == "roll" and g.pending.player == 0 \
                and g.active == 0:
            return s.to_json()
        assert s.act(g.legal_actions()[0]).ok


def test_final_screen_of_a_short_game(lang_page):
    page = lang_page
    page.evaluate(f"localStorage.setItem({json.dumps(KEY)}, {json.dumps(near_the_end())})")
    reload(page)
    assert wait_for_person(page) == "game"
    play_to_end(page)
    words = WORDS[page.lang]
    assert page.inner_text("#over-title") == words["final"]
    assert english_in(page, allow=NAMES) == []
    page.click("#btn-replay-own")                  # the replay of it too
    page.wait_for_function("document.documentElement.dataset.screen === 'replay'")
    page.click("#btn-replay-next")
    page.wait_for_function("document.documentElement.dataset.replayAt === '1'")
    assert english_in(page, allow=NAMES) == []
    page.click("#btn-replay-close")
    page.wait_for_function("document.documentElement.dataset.screen === 'over'")
    assert axe_scan(page, f"i18n-over-{page.lang}") == []



def test_the_language_chosen_on_this_device_opens_the_game_in_it(lang_page):
    """The choice stored on the device (clever.lang) wins over the browser's
    languages: the same saved game opens in the other language."""
    page = lang_page
    other = "fr" if page.lang == "de" else "de"
    assert data(page, "screen") == "over"
    page.evaluate(f"localStorage.setItem({json.dumps(STORAGE_KEY)}, '{other}')")
    try:
        reload(page)
        assert html_lang(page) == other
        assert data(page, "screen") == "over"
        assert page.inner_text("#over-title") == WORDS[other]["final"]
        assert english_in(page, allow=NAMES) == []
    finally:
        page.evaluate(f"localStorage.removeItem({json.dumps(STORAGE_KEY)})")
