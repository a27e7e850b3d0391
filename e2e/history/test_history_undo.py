"""Undo a delete on the history page, in Chromium: deleting a game
says so with an Undo button (in the message's live region, focused, so Enter
undoes); Undo puts the game back where it was; the delete is written at once,
so a reload after it loses that one game and nothing else; a failed write of
Undo is reported and Undo stays on offer. In English, German and French, on a
375 px phone, with axe-core."""

from __future__ import annotations

import sys

import pytest
from i18n_support import english_left, html_lang
from page_helpers import PHONE, READY_MS, ROOT, axe_scan

from clever.counter import count_scores
from clever.history import make_record, to_json

sys.path.insert(0, str(ROOT / "web"))
from cleverweb.history_store import KEY as HISTORY  # noqa: E402

LOCALES = {"en": "en-GB", "de": "de-DE", "fr": "fr-FR"}
WORDS = {  # (message after a delete, the button, message after Undo)
    "en": ("Deleted: ", "Undo", "Put back: "),
    "de": ("Gelöscht: ", "Zurücknehmen", "Zurückgeholt: "),
    "fr": ("Supprimée : ", "Annuler", "Remise en place : "),
}
NAMES = ("Ann", "Bob", "Cy")


def records() -> list[dict]:
    same = {"yellow": 30, "blue": 5, "green": 5, "orange": 30, "purple": 30, "foxes": 0}
    games = [("2026-11-03T10:00:00Z", [("Ann", same)]),
             ("2026-11-02T10:00:00Z", [("Ann", same), ("Bob", {**same, "orange": 50})]),
             ("2026-11-01T10:00:00Z", [("Cy", {**same, "yellow": 10})])]
    return [make_record(f"g{n}", when, "counter", "pretty-clever",
                        count_scores(players)["players"])
            for n, (when, players) in enumerate(games)]


def open_history(pages, lang: str):
    """The history page with three games stored, on a phone in `lang`."""
    page = pages.open("history.html", viewport=PHONE, lang=LOCALES[lang],
                      stored={HISTORY: to_json(records())})
    ready(page)
    return page


def ready(page) -> None:
    page.wait_for_function("document.documentElement.dataset.ready === 'true'",
                           timeout=READY_MS)


def listed(page) -> list[str]:
    return page.locator("#hist-list > li summary").all_inner_texts()


def stored_ids(page) -> list[str]:
    return page.evaluate(f"JSON.parse(localStorage.getItem({HISTORY!r})).games.map(g => g.id)")


def delete_second(page) -> None:
    page.click("#hist-list li:nth-child(2) summary")
    page.click("#hist-list li:nth-child(2) .hist-delete")


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_delete_then_undo_from_the_keyboard_puts_the_game_back_where_it_was(
        pages, lang):
    deleted, undo, back = WORDS[lang]
    page = open_history(pages, lang)
    before = listed(page)
    assert len(before) == 3 and html_lang(page) == lang
    delete_second(page)
    assert page.inner_text("#hist-message").startswith(deleted)
    assert listed(page) == [before[0], before[2]]
    assert stored_ids(page) == ["g0", "g2"]                # written at once
    assert page.evaluate("document.activeElement.id") == "hist-undo"
    assert page.inner_text("#hist-undo") == undo
    assert page.get_attribute("#hist-message", "aria-live") == "polite"
    if lang != "en":
        assert english_left(page, allow=NAMES) == []
    assert not axe_scan(page, f"history-undo-offered-{lang}")
    page.keyboard.press("Enter")                           # Undo, from the keyboard
    page.wait_for_function("document.getElementById('hist-undo') === null")
    assert page.inner_text("#hist-message").startswith(back)
    assert listed(page) == before                          # back in its place
    assert page.evaluate("document.activeElement.closest('li').dataset.id") == "g1"
    if lang != "en":
        assert english_left(page, allow=NAMES) == []
    assert not axe_scan(page, f"history-undo-done-{lang}")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    page.reload()
    ready(page)
    assert listed(page) == before and stored_ids(page) == ["g0", "g1", "g2"]
    assert page.errors == []


def test_a_reload_after_a_delete_loses_that_game_only(pages):
    page = open_history(pages, "en")
    before = listed(page)
    delete_second(page)
    page.reload()
    ready(page)
    assert listed(page) == [before[0], before[2]]
    assert page.locator("#hist-undo").count() == 0         # Undo lasts as long as the page


def test_an_undo_that_cannot_be_written_is_reported_and_stays_on_offer(pages):
    page = open_history(pages, "en")
    before = listed(page)
    delete_second(page)
    page.evaluate("""() => {
        window.realSetItem = Storage.prototype.setItem;
        Storage.prototype.setItem = () => {
            throw new DOMException('the quota has been exceeded', 'QuotaExceededError'); };
    }""")
    page.click("#hist-undo")
    page.wait_for_function("document.getElementById('hist-message').dataset.kind === 'error'")
    assert page.inner_text("#hist-message").startswith(
        "The game was not put back: the browser's storage for this site is full")
    assert len(listed(page)) == 2 and stored_ids(page) == ["g0", "g2"]
    page.evaluate("() => { Storage.prototype.setItem = window.realSetItem; }")
    page.click("#hist-undo")                               # room again: the game comes back
    page.wait_for_function("document.getElementById('hist-undo') === null")
    assert listed(page) == before and stored_ids(page) == ["g0", "g1", "g2"]
    assert page.errors == []
