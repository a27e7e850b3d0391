"""The new-game form answers each choice at once (the page reads the whole
form in one call, cleverweb/form_fields.py): the number of players shows that
many seats, the chosen game shows its own table options and keeps each seat's
"played by", Play with real dice shows how the table plays, a wrong seed is
said in words and the form stays, and a right one starts the chosen game."""

from __future__ import annotations

import page_helpers as ps
from page_helpers import data, menu


def shown(page, ident: str) -> bool:
    return page.is_visible(f"#{ident}")


def test_the_new_game_form_follows_each_choice(play_page):
    page = play_page
    if data(page, "screen") != "setup":
        menu(page, "#btn-menu-new")
    page.click("#count-2")
    assert [shown(page, f"seat-row-{i}") for i in range(4)] == [True, True, False, False]
    page.select_option("#seat-kind-1", "computer:expert")

    page.click("#variant-clever-4ever")
    assert shown(page, "table-options-clever-4ever")
    assert not shown(page, "table-options-pretty-clever")
    assert page.get_attribute("#learn", "href") == "learn.html#demo=learn-4ever"
    assert page.input_value("#seat-kind-1") == "computer:expert"
    page.click("#variant-pretty-clever")
    assert shown(page, "table-options-pretty-clever")
    assert not shown(page, "table-options-clever-4ever")
    page.click("#variant-clever-4ever")

    page.click("#count-3")
    assert [shown(page, f"seat-row-{i}") for i in range(4)] == [True, True, True, False]
    page.click("#count-2")
    assert not shown(page, "seat-row-2")

    page.check("#opt-real")
    assert shown(page, "real-how")
    page.uncheck("#opt-real")
    assert not shown(page, "real-how")

    page.fill("#seat-name-0", "Zoé")
    page.fill("#seed", "12ab")
    page.click("#start")
    assert data(page, "screen") == "setup"
    assert "whole number" in page.text_content("#setup-error")

    page.fill("#seed", "42")
    page.click("#start")
    ps.wait_for_person(page)
    assert data(page, "screen") == "game"
    assert data(page, "variant") == "clever-4ever"
    assert "Zoé" in page.text_content("#play")


def test_the_form_keeps_its_choices_when_the_window_crosses_the_two_column_width(play_page):
    """Resizing, snapping a window or turning a 1024 px tablet crosses the
    width where the game's sheet gets two columns: the form being filled in
    must stay as the player left it, and Start must begin the game chosen."""
    page = play_page
    if data(page, "screen") != "setup":
        menu(page, "#btn-menu-new")
    page.click("#variant-clever-4ever")
    page.click("#count-2")
    page.fill("#seat-name-0", "Ada")
    page.fill("#seat-name-1", "Bo")
    for width in (900, 1100, 800):
        page.set_viewport_size({"width": width, "height": 800})
        page.wait_for_function(f"window.innerWidth === {width}")
        page.evaluate("new Promise((r) => requestAnimationFrame(() => setTimeout(r, 300)))")
        assert page.is_checked("#variant-clever-4ever"), width
        assert page.is_checked("#count-2"), width
        assert page.input_value("#seat-name-1") == "Bo", width
    page.click("#start")
    ps.wait_for_person(page)
    assert data(page, "variant") == "clever-4ever"
    assert "Ada" in page.text_content("#play") and "Bo" in page.text_content("#play")
