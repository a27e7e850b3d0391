"""Checks that a page shown in German or French has no English left:
every visible text and every text a screen reader reads (aria-label, title, alt,
placeholder, value of buttons) is scanned for English words that neither German
nor French uses. A scan of the words players see, not of the catalog: it also
finds a text that nobody marked for translation.

Use: `leftovers = english_left(page, allow=("Ann", "Bob"))`; assert leftovers == [].
Open the page in a language with a browser context made with `locale="de-DE"`
(navigator.languages follows it) or by storing the choice under
clever.i18n.STORAGE_KEY before the page loads.
"""

from __future__ import annotations

import re

# English words that are not also German or French words (so "die", "in",
# "on", "a", "points", "score", "start", "bonus" are not here)
ENGLISH = frozenset("""
the and your you with this that not are is of to roll rolls rolled reroll choose
chosen turn turns sheet dice next round rounds player players game games new back
take takes left right none must may cannot can't here there which what when
show hide close open yes no out over until from for its their each all any
""".split())
WORD = re.compile(r"[A-Za-z']+")

# every text a player sees or hears: visible text nodes, and the labels that
# screen readers read out, of elements that are not hidden
TEXTS = """() => {
  const out = [];
  const shown = (el) => el && el.checkVisibility
      ? el.checkVisibility({checkVisibilityCSS: true}) : !!(el && el.offsetParent);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const p = n.parentElement;
    if (!p || ["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"].includes(p.tagName)) continue;
    const text = n.textContent.trim();
    if (text && (shown(p) || p.closest(".sr-only, .visually-hidden"))) out.push(text);
  }
  for (const el of document.querySelectorAll(
      "[aria-label], [title], [alt], [placeholder], [aria-description], input[type=button]")) {
    if (!shown(el) && !el.closest("svg")) continue;
    for (const a of ["aria-label", "title", "alt", "placeholder", "aria-description"]) {
      const v = el.getAttribute(a);
      if (v && v.trim()) out.push(v.trim());
    }
  }
  out.push(document.title);
  return out;
}"""


def english_left(page, allow=()) -> list[str]:
    """The texts on `page` that still contain English words (player names and
    other given texts in `allow` are taken out first)."""
    found = []
    for text in page.evaluate(TEXTS):
        rest = text
        for name in allow:
            rest = rest.replace(name, " ")
        words = {w.lower() for w in WORD.findall(rest)}
        if words & ENGLISH:
            found.append(text)
    return sorted(set(found))


def html_lang(page) -> str:
    return page.evaluate("document.documentElement.lang")
