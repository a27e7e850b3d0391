"""The game's menu on a phone: the first screen shows the game, with
one compact "Menu" instead of three rows of buttons; the menu works before the
engine is ready, from the keyboard, and stays open across the app's redraws;
the base game's table options show on the phone's first screen."""

from __future__ import annotations

import json

from harness import wait_booted
from page_helpers import data, menu, play_step

ENGINE = "**/py/clever.zip"
ITEMS = ("#btn-menu-new", "#btn-daily", "#btn-rules", "#btn-log",
         "a[href='counter.html']", "a[href='history.html']", "a[href='stats.html']")
SUMMARY = ".toolbar-summary >> visible=true"


def top(page, selector: str) -> float:
    return page.locator(f"{selector} >> visible=true").first.bounding_box()["y"]


def shown_items(page) -> list[str]:
    return [s for s in ITEMS if page.locator(f"{s} >> visible=true").count()]


def held_form(pages, viewport="phone", lang=None):
    """The game page of a first visit with its engine (py/clever.zip) held back:
    the new-game form build.py drew in; returns (page, held routes)."""
    page = pages.open(None, viewport=viewport, lang=lang)
    held: list = []
    page.route(ENGINE, lambda route: held.append(route))
    page.goto(page.site, wait_until="domcontentloaded")
    page.wait_for_selector("#early-setup:not([hidden])")
    return page, held


def release(page, held) -> None:
    for _ in range(600):
        if held:
            break
        page.wait_for_timeout(50)
    assert held and page.get_attribute("html", "data-ready") is None
    for route in held:
        route.continue_()
    page.unroute(ENGINE)
    wait_booted(page)


def test_the_phones_first_screen_shows_the_form_under_one_menu(pages):
    """Seven buttons in three rows (132 px) put the form's first line at y=263
    on a 375x667 phone, 219 turned; one "Menu" leaves a row."""
    for viewport, highest in (("phone", 200), ("turned", 190)):
        page, held = held_form(pages, viewport)
        assert shown_items(page) == [], viewport
        assert page.locator(SUMMARY).count() == 1
        assert page.locator("#early-setup #toolbar").bounding_box()["height"] <= 60
        assert top(page, "#early-setup .setup h2") < highest, viewport
        # its items work before the engine: "Rules" opens once it is ready
        page.click(SUMMARY)
        assert shown_items(page) == list(ITEMS)
        page.click("#btn-rules")
        assert shown_items(page) == []            # the tap closed the menu
        assert "as soon as the engine is ready" in page.inner_text(".early-note")
        release(page, held)
        page.wait_for_function("document.getElementById('rules-dialog').open")
        page.click("#rules-close-top")
        assert data(page, "screen") == "setup"


def test_the_base_games_table_option_shows_on_the_phones_first_screen(pages):
    """The box under "Table options of That's Pretty Clever" looked empty: its
    option lay under the Start row kept at the window's foot."""
    page, held = held_form(pages)
    option = page.locator("#early-setup #table-options-pretty-clever input").bounding_box()
    start = page.locator("#early-setup .start-row").bounding_box()
    assert option["y"] + option["height"] <= start["y"], (option, start)
    release(page, held)


def test_in_a_game_the_turns_controls_stay_beside_the_menu(pages):
    page = pages.open(viewport="phone")
    page.click("#btn-quick-solo")
    # the sheet starts higher than under three rows of buttons (y=577 on this phone)
    sheet = "document.querySelector('#sheet-body svg').getBoundingClientRect().top + scrollY"
    assert page.evaluate(sheet) < 520
    play_step(page)                             # a roll
    play_step(page)                             # a die on a box: it can be undone
    page.wait_for_selector("#btn-undo")
    # Undo stays in view, on the menu's row
    assert page.locator("#btn-undo").is_visible() and shown_items(page) == []
    assert abs(top(page, "#btn-undo") - top(page, SUMMARY)) < 8
    # the menu's items are reached by a tap on "Menu" (the helper the tests use)
    menu(page, "#btn-log")
    assert page.get_attribute("#btn-log", "aria-expanded") == "true"
    assert shown_items(page) == []


def test_the_menu_works_from_the_keyboard_and_stays_open_across_redraws(pages):
    page = pages.open(viewport="phone", touch=False)
    page.focus(".toolbar-summary")
    page.keyboard.press("Enter")
    assert shown_items(page) == list(ITEMS)
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "btn-menu-new"
    # the app redraws the toolbar whole (here as it does when Undo comes):
    # the menu is still open in the new markup
    markup = page.inner_html("#toolbar").replace(' open=""', "")
    page.evaluate("(ops) => window.cleverDom.apply(ops)",
                  json.dumps([["html", "toolbar", markup]]))
    page.wait_for_timeout(50)
    assert shown_items(page) == list(ITEMS)
    page.focus("#btn-daily")    # the app puts the focus back where it was; here the test
    page.keyboard.press("Escape")
    assert shown_items(page) == []
    assert page.evaluate("document.activeElement.className") == "toolbar-summary"
    # a tap elsewhere (beside the form, below the open menu) closes it too
    page.keyboard.press("Enter")
    assert shown_items(page) == list(ITEMS)
    page.mouse.click(370, 500)
    assert shown_items(page) == []


def test_the_laptop_keeps_the_menu_as_a_row_of_buttons(pages):
    page = pages.open()
    assert page.locator(SUMMARY).count() == 0
    assert shown_items(page) == list(ITEMS)
    tops = {round(top(page, s)) for s in ITEMS}
    assert max(tops) - min(tops) < 8          # one row


# the elements of the page over the menu's "Menu": each corner's topmost
# element, when it is not the summary or inside it
MENU_COVERED = """() => { const s = [...document.querySelectorAll('.toolbar-summary')]
    .find((el) => el.offsetParent); const r = s.getBoundingClientRect();
  return [[r.left + 3, r.top + 3], [r.right - 3, r.top + 3], [r.left + 3, r.bottom - 3]]
    .map(([x, y]) => document.elementFromPoint(x, y))
    .filter((el) => !s.contains(el)).map((el) => el.id || el.className); }"""


def test_the_headers_new_solo_game_pressed_early_answers_under_the_menu(pages):
    """The header's status, too long for its row, hung over the phone's menu."""
    page, held = held_form(pages)
    page.click("#new-game")
    assert page.evaluate(MENU_COVERED) == []
    note = page.locator("#early-setup .early-note")
    assert note.is_visible() and "as soon as the engine is ready" in note.inner_text()
    release(page, held)
    page.wait_for_function("document.documentElement.dataset.screen === 'game'")
