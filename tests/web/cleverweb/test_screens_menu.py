"""The game's menu (screens.toolbar_html) under CPython: what a turn needs
stays out of the folded menu, every item keeps its id and its words."""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))

from cleverweb import lang, screens  # noqa: E402
from cleverweb.session import COMPUTER, PERSON, Seat, Session  # noqa: E402

import clever  # noqa: E402

ITEMS = ['id="btn-menu-new"', 'id="btn-daily"', 'id="btn-rules"', 'href="counter.html"',
         'href="history.html"', 'href="stats.html"', 'id="btn-log"']


def folded(bar: str) -> tuple[str, str]:
    """(what the menu folds, what stays beside it)."""
    found = re.search(r'<details class="toolbar-menu"[^>]*>(.*?)</details>', bar)
    assert found, bar
    return found.group(1), bar.replace(found.group(0), "")


def test_the_menu_folds_its_items_under_one_summary():
    inside, beside = folded(screens.toolbar_html(None, "setup"))
    assert inside.count("<summary") == 1 and ">Menu</summary>" in inside
    assert all(item in inside for item in ITEMS)
    assert not any(item in beside for item in ITEMS)
    assert 'aria-label="Game menu"' in beside


def test_a_turns_controls_stay_beside_the_menu():
    g = clever.new_game(["You", "Bot"], seed=3, first=0)
    s = Session(clever, g, [Seat("You", PERSON), Seat("Bot", COMPUTER, "beginner")],
                undo=False)
    inside, beside = folded(screens.toolbar_html(s, "game", badge="Daily challenge."))
    assert 'id="btn-fast"' in beside and "Honest dice" in beside
    assert 'id="daily-badge"' in beside
    assert "btn-fast" not in inside and "badge" not in inside


def test_the_log_button_still_says_whether_the_log_is_open():
    inside, _beside = folded(screens.toolbar_html(None, "setup", log_open=True))
    assert 'aria-expanded="true"' in inside


def test_the_menu_in_german():
    lang.set_current("de")
    try:
        inside, beside = folded(screens.toolbar_html(None, "setup"))
    finally:
        lang.set_current("en")
    assert ">Menü</summary>" in inside and 'aria-label="Spielmenü"' in beside
