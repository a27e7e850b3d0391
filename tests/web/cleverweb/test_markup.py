"""What the page's Python loads to start, and the escaping it uses instead of
the standard library's: the first visit's start-up in Pyodide is slow enough
that importing `html` and `urllib.parse` showed in the time to "ready"
(docs/performance.md; see web/cleverweb/markup.py)."""

from __future__ import annotations

import html
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "web"))

from cleverweb import bylink, daily  # noqa: E402
from cleverweb.markup import escape  # noqa: E402


@pytest.mark.parametrize("text", [
    "", "plain words", "Ann & Bob", "<script>alert(1)</script>", 'say "hi"', "it's",
    "&amp; already", "a<b>c&d\"e'f", "Füchse × 3 – 🎲", "\u00a0 non-breaking",
])
def test_escape_writes_what_html_escape_writes(text):
    assert escape(text) == html.escape(text)


def test_a_name_with_markup_stays_text_in_an_attribute_and_between_tags():
    name = '"><img src=x onerror=alert(1)>'
    assert "<" not in escape(name) and '"' not in escape(name)


# The modules the game page and the rules demos import before they are ready
# (cleverweb/app.py and cleverweb/embed.py import js/pyscript, which exist only
# in the browser, so their pure parts stand in for them here).
START_MODULES = ["clever", "cleverweb.screens", "cleverweb.session", "cleverweb.sheet",
                 "cleverweb.table", "cleverweb.daily", "cleverweb.bylink",
                 "cleverweb.own_sheet", "cleverweb.demo_view", "cleverweb.learn_view"]


def test_starting_the_game_imports_neither_html_nor_urllib():
    code = (
        "import sys\n"
        f"sys.path[:0] = [{str(ROOT)!r}, {str(ROOT / 'web')!r}]\n"
        f"for name in {START_MODULES!r}: __import__(name)\n"
        "print(sorted(m for m in ('html', 'html.entities', 'urllib.parse', 'ipaddress')"
        " if m in sys.modules))\n"
    )
    # -S: no site module (an editable install's finder imports urllib itself)
    out = subprocess.run([sys.executable, "-S", "-c", code], capture_output=True, text=True,
                         check=True).stdout.strip()
    assert out == "[]"


def test_an_address_without_a_fragment_carries_no_game():
    assert bylink.read_link("") is None and bylink.read_link("#") is None
    assert daily.read_link("") == (None, None) and daily.read_link("#") == (None, None)
