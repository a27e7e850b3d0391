"""Every control a player taps on a 375 px phone is a finger-sized target of
its own (24 px or more each way, WCAG 2.5.8, what Lighthouse's target-size
audit checks): the radios and checkboxes of the new-game form, the counter's
and the statistics' choices, the header links of the history and statistics
pages, and every button and select there. A radio of 18 px beside its label
failed that audit on the new-game form, and the history page's header links
(19 px high when they wrap) did too."""

from __future__ import annotations

import sys

import pytest
from page_helpers import PHONE, READY_MS, ROOT

from clever.history import to_json

sys.path.insert(0, str(ROOT / "web"))
sys.path.insert(0, str(ROOT / "tests"))
from cleverweb.history_store import KEY as HISTORY  # noqa: E402
from stats_history import known_history  # noqa: E402

# [what, width, height] of each visible control of the page's own (links in
# running text are left out: a sentence's words are not targets of their own)
SMALL = """(least) => [...document.querySelectorAll(
      'input[type=radio], input[type=checkbox], button, select, .top-link')]
    .filter((el) => el.getClientRects().length > 0
            && getComputedStyle(el).visibility !== 'hidden')
    .map((el) => { const r = el.getBoundingClientRect();
                   return [el.id || el.name || el.textContent.trim().slice(0, 30),
                           Math.round(r.width * 10) / 10, Math.round(r.height * 10) / 10]; })
    .filter(([, w, h]) => w < least || h < least)"""


@pytest.fixture
def phone(pages):
    """A shared phone page, by touch, reset, on the site's origin."""
    return pages.open(None, viewport=PHONE, touch=True)


def ready(page, url: str) -> None:
    page.goto(url)
    page.wait_for_function("document.documentElement.dataset.ready === 'true'",
                           timeout=READY_MS)


@pytest.mark.parametrize("path", ["index.html", "counter.html", "history.html", "stats.html"])
def test_every_control_is_a_finger_wide_on_a_phone(phone, play_site, path):
    # a history of games, so the history and statistics pages show their rows,
    # choices and buttons
    phone.evaluate("([k, v]) => localStorage.setItem(k, v)", [HISTORY, to_json(known_history())])
    ready(phone, play_site.url + path)
    if path == "index.html":
        assert phone.is_visible("#count-1")     # the new-game form of a first visit
        phone.click("#opt-real")                # and its choices for real dice
        assert phone.is_visible("#real-phone")
    counted = phone.evaluate(SMALL, 10 ** 6)   # every control: the check sees some
    assert len(counted) >= 3, counted
    assert phone.evaluate(SMALL, 24) == []
