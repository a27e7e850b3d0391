"""A stored language (localStorage `clever.lang`) that is none of ours, such
as "constructor", "__proto__" or "toString" (names every JavaScript object
answers to), is ignored by every page: the browser's language decides, the
header's menu names it, and no "function Object() { [native code] }" shows."""

from __future__ import annotations

import json

import pytest
from browser import READY_OR_ERROR

BOOT_MS = 120_000
ODD = ["constructor", "__proto__", "toString"]

SHOWN = """() => ({
  lang: document.documentElement.lang,
  now: [...document.querySelectorAll('.lang-now')].map((e) => e.textContent),
  said: [...document.querySelectorAll('.lang-said')].map((e) => e.textContent),
  picture: [...document.querySelectorAll('script[data-picture]')].map((e) => e.src),
  text: document.body.innerText,
})"""


@pytest.mark.parametrize("path", ["index.html", "counter.html", "embed.html#demo=blue-sum"])
def test_an_odd_stored_language_is_ignored(pages, path):
    """Each odd value stored, the page opened in a German browser: it is German."""
    page = pages.open(None, lang="de")  # on the site, before any page of Python
    for value in ODD:
        page.evaluate(f"localStorage.setItem('clever.lang', {json.dumps(value)})")
        page.goto(page.site + path)
        page.wait_for_function(READY_OR_ERROR, timeout=BOOT_MS)
        assert page.evaluate("document.documentElement.dataset.ready") == "true", value
        shown = page.evaluate(SHOWN)
        assert shown["lang"] == "de", (value, shown["lang"])
        assert set(shown["now"]) <= {"DE"}, (value, shown)
        assert all(said.endswith(": Deutsch") for said in shown["said"]), (value, shown)
        if path.startswith("index"):
            assert shown["now"] == ["DE"], value  # the game's header has the menu
        if path.startswith("embed"):
            assert [src.rsplit("/", 1)[1] for src in shown["picture"]] == ["blue-sum.de.js"]
        assert "native code" not in shown["text"] and value not in shown["text"], value
