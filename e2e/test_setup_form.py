"""The new-game form answers each choice at once (the page reads the whole
form in one call, cleverweb/form_fields.py): the number of players shows that
many seats, the chosen game shows its own table options and keeps each seat's
"played by", Play with real dice shows how the table plays, a wrong seed is
said in words and the form stays, and a right one starts the chosen game."""

from __future__ import annotations

import play_support as ps
from play_support import data

# the fixtures, by name
play_site, play_browser, play_page = ps.play_site, ps.play_browser, ps.play_page


def shown(page, ident: str) -> bool:
    return page.is_visible(f"#{ident}")


def test_the_new_game_form_follows_each_choice(play_page):
    page = play_page
    if data(page, "screen") != "setup":
        page.click("#btn-menu-new")
    page.click("#count-2")
    assert [shown(page, f"seat-row-{i}") for i in range(4)] == [True, True, False, False]
    page.select_option("#seat-kind-1", "computer:expert")

    page.click("#variant-clever-4ever")
    assert shown(page, "table-options-clever-4ever")
    assert not shown(page, "table-options-pretty-clever")
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
