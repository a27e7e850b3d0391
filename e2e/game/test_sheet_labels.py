"""The sheets' own labels keep clear of the boxes and numbers beside them in
every language, on a phone and a laptop: the sheet is drawn by the engine's
views under CPython and laid out by Chromium with the site's style sheets
(no Python in the page: this is about the drawing). French and German words
are longer ("↗ croissante", "colonne complète", "Manche") and ran into the
first box."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "web"))

from cleverweb import lang  # noqa: E402
from cleverweb.sheet import sheet_svg  # noqa: E402

import clever  # noqa: E402

CSS = (ROOT / "web" / "game.css").read_text() + (ROOT / "web" / "app.css").read_text()
CLEARANCE = 4  # px kept free on each side of a label

# every visible label outside a box, an icon or a round: the first box or
# column number it comes within CLEARANCE px of, sideways
CROWDED = """(clear) => {
  const others = [...document.querySelectorAll('.box rect.bg, .rnd rect, svg text.cp')]
    .map((el) => el.getBoundingClientRect());
  const out = [];
  for (const t of document.querySelectorAll('svg text')) {
    if (t.closest('.box, .rnd, .icon') || t.classList.contains('cp')) continue;
    if (getComputedStyle(t).display === 'none'
        || getComputedStyle(t.parentElement).display === 'none') continue;
    const r = t.getBoundingClientRect();
    if (!r.width) continue;
    for (const b of others) {
      const w = Math.min(r.right + clear, b.right) - Math.max(r.left - clear, b.left);
      const h = Math.min(r.bottom, b.bottom) - Math.max(r.top, b.top);
      if (w > 1 && h > 3) { out.push(t.textContent); break; }
    }
  }
  return out;
}"""


@pytest.mark.parametrize("variant", ["pretty-clever", "clever-4ever"])
@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_no_label_runs_into_a_box_in_any_language(browser, variant, language):
    before = lang.current
    lang.set_current(language)
    try:
        svg = sheet_svg(clever.new_game(["Ann"], seed=3, variant=variant), 0)
    finally:
        lang.set_current(before)
    for width in (355, 640):  # a phone's sheet (its own labels) and a laptop's
        page = browser.new_page(viewport={"width": width + 20, "height": 800})
        try:
            page.set_content(f'<html lang="{language}"><head><meta charset="utf-8">'
                             f'<style>{CSS}</style></head><body>'
                             f'<div class="sheet-wrap" style="width:{width}px">{svg}</div>'
                             '</body></html>')
            assert page.evaluate(CROWDED, CLEARANCE) == [], (variant, language, width)
        finally:
            page.close()
