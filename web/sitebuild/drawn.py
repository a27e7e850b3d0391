"""What the pages show before Python loads, drawn at build time by the game's
own views under CPython: each page's placeholders (the empty sheet, the
counter's form, the new-game form, the rules demos' cards, the language
menu), its data-inline files written in, and the rules demos' pictures."""
from __future__ import annotations

import json
import re
from collections.abc import Callable
from functools import partial

from .layout import DEMOS_JSON, WEB, import_glue
from .runtime import inline_config

SHEET_MARK = "<!-- empty score sheet: build.py draws it here -->"
COUNTER_MARK = "<!-- score counter form: build.py draws it here -->"
EARLY_SETUP_MARK = "<!-- new-game form: build.py draws it here -->"
# <script type="py"> whose config build.py writes in (pyscript_config) instead of
# PyScript fetching pyscript.json: the rules demos (embed.html, learn.html)
CONFIG_INLINE_MARK = 'config="./pyscript.json" data-config-inline'
LANG_MENU_MARK = "<!-- language menu: build.py draws it here -->"
# rules.html's links to each game's section, from the variants
RULES_INDEX_MARK = "<!-- the games' index: build.py draws it here -->"
# <link rel="stylesheet" href="x.css" data-inline> and <script src="x.js" data-inline>
# in index.html are replaced by the file's text, so the first paint needs no request.
INLINE_TAG = re.compile(
    r'<link rel="stylesheet" href="([\w.-]+\.css)" data-inline>'
    r'|<script src="([\w.-]+\.js)" data-inline></script>'
)


def empty_sheet_svg() -> str:
    """The empty score sheet, drawn by the game's own renderer (cleverweb/sheet/)
    from the engine's sheet data, under this CPython: the same markup the game
    shows at the start of a solo game, so no sheet data is written twice."""
    sheet_svg = import_glue("cleverweb.sheet").sheet_svg
    game = import_glue("clever").new_game(["You"], seed=0)
    return sheet_svg(game, 0, title="Score sheet (empty)")


def counter_form() -> str:
    """counter.html's form (game, players, the entry table for one player of
    That's Pretty Clever), drawn by cleverweb/counter_view.py as the page redraws it."""
    return import_glue("cleverweb.counter_view").form_html()


def demo_files() -> dict[str, bytes]:
    """demos.json (every rules demo as {"id", "game", "title"}) and each demo's
    static picture, demos/<id>.js: the demo's own markup (cleverweb/demo_view.py)
    drawn here at its starting position, so embed.html shows it before Python loads
    (and demos/learn.js, demos/learn-4ever.js, each game's lesson at its first
    step, for learn.html). A picture per
    language: demos/<id>.js in English, demos/<id>.<lang>.js in the others
    (embed.js loads the one in the page's language). A script, not an HTML file
    to fetch: embed.js loads it as a render-blocking script, so the page's first
    paint already holds the picture (one style and layout pass, not two)."""
    clever = import_glue("clever")
    demos = import_glue("clever.demos")
    view = import_glue("cleverweb.demo_view")
    learn = import_glue("cleverweb.learn_view")
    lang = import_glue("cleverweb.lang")
    files = {DEMOS_JSON: (json.dumps(demos.listing(), indent=1) + "\n").encode()}
    try:
        for code in import_glue("clever.i18n").LANGS:
            lang.set_current(code)
            suffix = ".js" if code == "en" else f".{code}.js"
            for entry in demos.listing():  # the catalogue's and the games' own
                session = view.DemoSession(clever, entry["id"])
                files[f"demos/{entry['id']}{suffix}"] = picture_script(
                    view.demo_html(session, live=False))
            for lesson_id in import_glue("clever.demos.lessons").ids():
                lesson = learn.LearnSession(clever, lesson_id)
                files[f"demos/{lesson_id}{suffix}"] = picture_script(
                    learn.learn_html(lesson, live=False))
    finally:
        lang.set_current("en")
    return files


def picture_script(html: str) -> bytes:
    """A demo's picture as the script embed.js loads: it hands the markup to
    embed.js's window.cleverPicture (a JSON string is a JavaScript string)."""
    return f"window.cleverPicture({json.dumps(html)});\n".encode()


def demo_card(demo_id: str) -> str:
    """A rules demo's card on rules.html (cleverweb/demo_view.py's markup)."""
    return import_glue("cleverweb.demo_view").demo_card_html(demo_id)


def _demo_ids() -> list[str]:
    return [d["id"] for d in import_glue("clever.demos").listing()]


def lang_menu_html() -> str:
    """The header's language menu: each language named in its own language; the
    script (i18n-early.js) fills in the current one and stores a choice."""
    langs = import_glue("clever.i18n").LANGS
    buttons = "".join(f'<li><button type="button" data-lang-pick="{code}" lang="{code}" '
                      f'translate="no">{name}</button></li>' for code, name in langs.items())
    return ('<details class="lang-pick"><summary><span class="lang-said sr-only"></span>'
            '<span class="lang-now" aria-hidden="true" translate="no">EN</span></summary>'
            f'<ul class="lang-menu">{buttons}</ul></details>')


# Placeholder in a page -> function drawing its markup at build time (and a
# card per rules demo: page_parts()).
PAGE_PARTS: dict[str, Callable[[], str]] = {
    LANG_MENU_MARK: lambda: lang_menu_html(),
    SHEET_MARK: lambda: empty_sheet_svg(),
    COUNTER_MARK: lambda: counter_form(),
    # usable before the engine boots (web/early-setup.js)
    EARLY_SETUP_MARK: lambda: import_glue("cleverweb.early_setup").form_html(),
    CONFIG_INLINE_MARK: inline_config,
    RULES_INDEX_MARK: lambda: import_glue("cleverweb.rules_text").rules_index_html(),
}


def page_parts() -> dict[str, Callable[[], str]]:
    """PAGE_PARTS, and "<!-- demo: ID -->" for each rules demo (rules.html holds
    one where the demo teaches the rule around it). The catalogue is read when
    a page is drawn, not when the build is imported: importing build.py for
    its server loads no engine."""
    return {**PAGE_PARTS, **{f"<!-- demo: {i} -->": partial(demo_card, i) for i in _demo_ids()}}


def draw(html: str, lang: str = "en") -> str:
    """A page's text with its data-inline files written in and its PAGE_PARTS
    drawn in `lang`."""

    def inline(match: re.Match) -> str:
        css, js = match.groups()
        text = (WEB / (css or js)).read_text(encoding="utf-8").strip()
        if css:
            return f"<style>\n{text}\n</style>"
        text = text.replace("</script", "<\\/script")
        return f"<script>\n{text}\n</script>"

    html = INLINE_TAG.sub(inline, html)
    language = import_glue("cleverweb.lang")
    language.set_current(lang)
    try:
        for mark, part in page_parts().items():
            if mark in html:
                html = html.replace(mark, part())
    finally:
        language.set_current("en")
    return html
