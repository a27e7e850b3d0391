"""The pages in the player's language before Python loads: web/i18n-early.js
translates a page's pre-drawn English before its first paint, from the
translations of that page's own texts, which are written into it here (the
catalogs of clever.i18n, all domains merged, and the parts drawn in each
language by the views' own `_()`)."""
from __future__ import annotations

import json
import re
from collections.abc import Callable
from html.parser import HTMLParser

from .layout import WEB, import_glue
from .policy import CHARSET, CSP_META, POLICY, inline_script_hashes

I18N_SCRIPT = "i18n-early.js"
I18N_DATA = "clever-i18n"  # the id of the page's JSON block of translations
TEXT_ATTRS = ("aria-label", "title", "alt", "placeholder")
# texts a page's scripts show through cleverT("...") (web/i18n-early.js)
CLEVER_T = re.compile(r'cleverT\(\s*"((?:[^"\\\n]|\\.)*)"')
JSON_BLOCK = re.compile(r'<script type="application/json"[^>]*>(.*?)</script>', re.S)
LETTER = re.compile(r"[^\W\d_]")


_SPACES = re.compile(r"[^\S\u00a0]+")


def _norm(text: str) -> str:
    # runs of white space made one, but a no-break space kept (French puts one
    # before ":" and ";"): as i18n-early.js's norm
    return _SPACES.sub(" ", text).strip(" ")


class _PageTexts(HTMLParser):
    """The texts of a page that i18n-early.js translates: text nodes and the
    labelling attributes, outside scripts and styles, names (translate="no")
    and blocks already in one language ([data-lang])."""

    SKIP = {"script", "style", "noscript", "template", "mpy-config"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.texts: list[str] = []   # each text once
        self.order: list[str] = []   # every text, in the page's order
        self.skipping: list[list] = []  # [tag, depth] of the element being skipped

    def add(self, text: str | None) -> None:
        key = _norm(text or "")
        if not LETTER.search(key):
            return
        self.order.append(key)
        if key not in self.texts:
            self.texts.append(key)

    def handle_starttag(self, tag, attrs):
        if self.skipping:
            if tag == self.skipping[0][0]:
                self.skipping[0][1] += 1
            return
        found = dict(attrs)
        if tag in self.SKIP or found.get("translate") == "no" or "data-lang" in found:
            self.skipping.append([tag, 1])
            return
        for name in TEXT_ATTRS:
            self.add(found.get(name))
        if tag == "meta" and found.get("name") == "description":
            self.add(found.get("content"))

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if self.skipping and self.skipping[0] == [tag, 1]:
            self.skipping.pop()

    def handle_endtag(self, tag):
        if self.skipping and tag == self.skipping[0][0]:
            self.skipping[0][1] -= 1
            if not self.skipping[0][1]:
                self.skipping.pop()

    def handle_data(self, data):
        if not self.skipping:
            self.add(data)


def _json_strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _json_strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _json_strings(item)


def page_texts(html: str) -> list[str]:
    """Every text of a drawn page a player may read in it: its text nodes and
    labels, the markup its JSON blocks hold for its scripts to draw in, and the
    literal texts its scripts show through cleverT("...") (inlined or linked)."""
    return read_texts(html).texts


def read_texts(html: str) -> _PageTexts:
    reader = _PageTexts()
    reader.feed(html)
    reader.close()
    for block in JSON_BLOCK.findall(html):
        try:
            data = json.loads(block)
        except ValueError:
            continue
        for text in _json_strings(data):
            if "<" in text:
                reader.feed(text)
    scripts = [html] + [(WEB / name).read_text(encoding="utf-8")
                        for name in re.findall(r'<script src="([\w.-]+\.js)"', html)
                        if (WEB / name).is_file()]
    for code in scripts:
        for literal in CLEVER_T.findall(code):
            reader.add(json.loads(f'"{literal}"'))
    return reader


def translations(drawn: Callable[[str], str]) -> tuple[list[str], dict[str, dict[str, str]]]:
    """(the texts of a page drawn in English, {lang: {English text: translation}}
    for those that have one), `drawn(lang)` being the page drawn in `lang`. The
    parts build.py draws (PAGE_PARTS)
    are drawn in each language too, by the views' own `_()`, and each text is
    paired with the one at the same place in that drawing: the page then shows
    before Python loads exactly what Python draws. The page's other texts come
    from the catalogs (a text the same in both languages is listed there too)."""
    import_glue("cleverweb")  # which registers the web's own catalogs with clever.i18n
    i18n = import_glue("clever.i18n")
    english = read_texts(drawn("en"))
    # the language menu's script goes into each page later: its own texts
    # (its button's label for screen readers) are the page's too
    texts = list(english.texts)
    for literal in CLEVER_T.findall((WEB / I18N_SCRIPT).read_text(encoding="utf-8")):
        text = json.loads(f'"{literal}"')
        if text not in texts:
            texts.append(text)
    out: dict[str, dict[str, str]] = {}
    for lang in i18n.LANGS:
        if lang == i18n.DEFAULT:
            continue
        found: dict[str, str] = {}
        there_order = read_texts(drawn(lang)).order
        if len(there_order) == len(english.order):  # same markup, other words
            for en, there in zip(english.order, there_order, strict=True):
                if en != there:
                    found.setdefault(en, there)
        catalog = i18n.catalog(lang)
        for text in texts:
            value = catalog.get(text)
            if isinstance(value, tuple):
                value = value[1]
            if value and text not in found:
                found[text] = value
        out[lang] = found
    return texts, out


def with_languages(html: str, found: dict[str, dict[str, str]]) -> str:
    """The page with its translations (`found`, from translations()) and
    i18n-early.js: in the head (the pick, before anything paints) and at the end
    of the body (the text swap). A page
    whose policy allows no inline script (the rules demos, rules.html: they run
    none of their own) links the script instead; the others' policy allows it
    by its hash (policy.with_script_hashes)."""
    data = json.dumps(found, ensure_ascii=False,
                      separators=(",", ":"), sort_keys=True).replace("</", "<\\/")
    block = f'<script type="application/json" id="{I18N_DATA}">{data}</script>\n'
    if CSP_META in html and not inline_script_hashes(html):
        head = tail = f'<script src="{I18N_SCRIPT}"></script>\n'
    else:
        code = (WEB / I18N_SCRIPT).read_text(encoding="utf-8").strip()
        head = f"<script>\n{code}\n</script>\n"
        tail = "<script>window.cleverI18n && cleverI18n.finish()</script>\n"
    # first in the head, so the scripts after it (boot.js, embed.js) find
    # cleverT; after the page's policy, so that the policy covers it too
    policy = POLICY.search(html, 0, max(html.find("</head>"), 0))
    at = html.find(CHARSET)
    at = at + len(CHARSET) if at >= 0 else html.find("</head>")
    if policy:
        at = html.find("\n", policy.end()) + 1 or policy.end()
    html = html[:at] + block + head + html[at:]
    at = html.find('<script type="py"')
    at = at if at >= 0 else html.rfind("</body>")
    return html[:at] + tail + "  " + html[at:] if at >= 0 else html + tail
