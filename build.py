#!/usr/bin/env python3
"""Build the static site for That's Pretty Clever into dist/.

    python build.py                       build dist/
    python build.py serve [--port N]      build, then serve dist/ on 127.0.0.1
    python build.py --out DIR             build somewhere else

Standard library only. The browser runtime (Pyodide and PyScript) comes from
npm, pinned by web/package-lock.json; `npm ci` runs only when web/node_modules
is missing or older than the lockfile. Only the runtime files the page uses
are copied, unchanged files are not copied again, and files that no longer
belong to the site are removed, so a second build takes a fraction of a second.
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import hashlib
import http.server
import importlib
import io
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import zipfile
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from html.parser import HTMLParser
from pathlib import Path

ROOT = Path(__file__).resolve().parent
WEB = ROOT / "web"
ENGINE = ROOT / "clever"
GLUE = WEB / "cleverweb"
NODE_MODULES = WEB / "node_modules"
DEFAULT_OUT = ROOT / "dist"
PYC_CACHE = ROOT / ".build-cache" / "pyc"
# The engine and the glue (sources and bytecode) in one archive, which early.mjs
# fetches while Pyodide boots and puts on sys.path as it is (imported from by
# zipimport: nothing to unpack, each module inflated when first imported).
ARCHIVE = "py/clever.zip"
# The rules demos' archive (embed.html, learn.html: <html data-engine="demo">): the
# modules a demo can reach from its entry point, found by reading their imports,
# without the computer players (a demo has no computer seat and no Hint) or the
# other pages' glue: about half the bytes of ARCHIVE.
DEMO_ARCHIVE = "py/demo.zip"
DEMO_ENTRY = "cleverweb/embed.py"
DEMO_LEAVES_OUT = ("clever.bots",)
# packages whose modules are imported by name (variants, area kinds, catalogs,
# each game's lesson): whole
DEMO_WHOLE = ("clever/variants/", "clever/areas/", "clever/i18n/", "cleverweb/texts/",
              "clever/demos/lessons/")
# Standard-library modules the page first imports after Pyodide's start-up (html
# for PyScript's own package, hashlib for clever/save.py). Pyodide ships them as
# source only, so the page would compile them (html.entities alone: 60-200 ms);
# the archive holds them compiled by Pyodide's own Python from its own
# python_stdlib.zip, as sourceless .pyc files found first on sys.path.
STDLIB_BYTECODE = ("html/__init__.py", "html/entities.py", "hashlib.py")
ZIP_DATE = (1980, 1, 1, 0, 0, 0)  # fixed, so an unchanged engine gives identical bytes

# Files of the pyodide npm package that the page loads. Everything else in it
# (the UMD build, the consoles, type definitions, source maps) is left out.
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)

# PyScript chunks for features this page does not use: the code editor, the
# terminal, pygame, MicroPython, TOML configs, zip archives in `files`, package
# graphs (we install no packages) and the donkey helper. They are only ever
# loaded on demand, so leaving them out changes nothing for this page.
PYSCRIPT_UNUSED = re.compile(
    r"^(codemirror|py-editor|py-terminal|py-game|xterm|mpy-|toml-|zip-|pyodide_graph|donkey)"
)

PYSCRIPT_PLUGINS_OFF = ("donkey", "py-editor", "py-game", "py-terminal")

# Static web files: everything at the top of web/ with these endings, plus
# web/icons/. (sw.js is a template that finalize() fills in.)
STATIC_SUFFIXES = (".html", ".css", ".js", ".webmanifest", ".svg", ".png", ".ico", ".txt")
STATIC_EXCLUDE = {"sw.js", "pyodide-early.mjs", "pyodide-warm.mjs"}
# Every top-level web/*.html is a page, written by render_page(): its data-inline
# files written in, and each placeholder of PAGE_PARTS it holds replaced by what
# the part's function draws (under CPython, with the game's own renderers). A new
# page is one new .html file; a new pre-drawn part is one entry in PAGE_PARTS.
PAGE = "index.html"  # the game; it must hold the empty sheet (SHEET_MARK)
SHEET_MARK = "<!-- empty score sheet: build.py draws it here -->"
COUNTER_MARK = "<!-- score counter form: build.py draws it here -->"
EARLY_SETUP_MARK = "<!-- new-game form: build.py draws it here -->"
# <script type="py"> whose config build.py writes in (pyscript_config) instead of
# PyScript fetching pyscript.json: the rules demos (embed.html, learn.html)
CONFIG_INLINE_MARK = 'config="./pyscript.json" data-config-inline'
# the rules demos: PyScript's files and early.mjs, downloaded (not run) while the
# picture loads, so that PyScript is ready to ask for Pyodide right after the paint
RUNTIME_PRELOAD_MARK = "<!-- PyScript preloads: build.py writes them here -->"
# <link rel="stylesheet" href="x.css" data-inline> and <script src="x.js" data-inline>
# in index.html are replaced by the file's text, so the first paint needs no request.
INLINE_TAG = re.compile(
    r'<link rel="stylesheet" href="([\w.-]+\.css)" data-inline>'
    r'|<script src="([\w.-]+\.js)" data-inline></script>'
)
EARLY = "runtime/pyodide/early.mjs"  # from web/pyodide-early.mjs: starts Pyodide early
# from web/pyodide-warm.mjs, imported by early.mjs: a worker's return-visit boot
# (the page's compiled WebAssembly, a memory snapshot of Python)
WARM = "runtime/pyodide/warm.mjs"


# The game's page runs Python in a Web Worker when it is cross-origin isolated
# (web/boot.js, web/python-worker.js), so the engine's boot never blocks it
# (issue 19). These headers make it so: sent by `build.py serve`, listed in
# dist/_headers for hosts that read that file (Netlify, Cloudflare Pages), and
# added by the service worker to the page it serves, for every other host from
# the second visit on. Each page holds only files of its own site, as
# require-corp asks. The other pages (the rules demos among them, which other
# sites embed) run Python in the page and are served without them; so does the
# game where a host sends none (`build.py serve --no-isolate` shows it so).
ISOLATED_PAGES: tuple[str, ...] = (PAGE,)
ISOLATION_HEADERS = (
    ("Cross-Origin-Opener-Policy", "same-origin"),
    ("Cross-Origin-Embedder-Policy", "require-corp"),
)
HEADERS_NAME = "_headers"

THEME_COLOUR = "#1f2a44"
SW_TEMPLATE = "sw.js"
SW_NAME = "sw.js"
CONFIG_NAME = "pyscript.json"
VERSION_NAME = "version.json"
DEMOS_JSON = "demos.json"  # the rules demos embed.html shows (docs/embedding.md)


@dataclass
class BuildResult:
    out: Path
    version: str
    files: list[str] = field(default_factory=list)
    copied: int = 0
    removed: int = 0


# --------------------------------------------------------------------------
# runtime from npm


def ensure_runtime(quiet: bool = False) -> None:
    """Run `npm ci` in web/ when node_modules is missing or out of date."""
    lock = WEB / "package-lock.json"
    marker = NODE_MODULES / ".package-lock.json"
    wanted = [NODE_MODULES / "pyodide" / name for name in PYODIDE_FILES]
    wanted.append(NODE_MODULES / "@pyscript" / "core" / "dist" / "core.js")
    fresh = marker.exists() and marker.stat().st_mtime >= lock.stat().st_mtime
    if fresh and all(path.exists() for path in wanted):
        return
    npm = shutil.which("npm")
    if npm is None:
        sys.exit(
            "build.py: npm was not found. Node.js and npm are needed once, to fetch the "
            "pinned Pyodide and PyScript runtime (web/package-lock.json)."
        )
    if not quiet:
        print("build.py: installing the pinned runtime with npm ci (web/package-lock.json)")
    cmd = [npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"]
    subprocess.run(cmd, cwd=WEB, check=True)
    marker.touch()


def pyscript_files() -> list[Path]:
    """core.js and every chunk it can reach, minus unused features (core.css styles
    only tags and widgets this page does not use)."""
    dist = NODE_MODULES / "@pyscript" / "core" / "dist"
    found: set[str] = set()
    todo = ["core.js"]
    pattern = re.compile(r"""(?:from\s*|import\s*\(?\s*)["']\./([\w.-]+\.js)["']""")
    while todo:
        name = todo.pop()
        if name in found or PYSCRIPT_UNUSED.match(name):
            continue
        found.add(name)
        todo.extend(pattern.findall((dist / name).read_text(encoding="utf-8")))
    return [dist / name for name in sorted(found)]


# --------------------------------------------------------------------------
# file plan


def python_files(base: Path) -> list[Path]:
    return sorted(
        path
        for path in base.rglob("*.py")
        if "__pycache__" not in path.parts and not path.name.startswith(".")
    )


def plan(bytecode: bool = True) -> dict[str, Path | bytes | Callable[[], bytes]]:
    """Map every dist-relative path to a source file, generated bytes, or a
    generator of bytes (icons: drawn only when build.py changed)."""
    files: dict[str, Path | bytes | Callable[[], bytes]] = {}
    inlined = inlined_files()
    for path in static_files():
        if path.suffix == ".html" and path.parent == WEB:
            files[path.name] = render_page(path.name)
        elif path.name not in inlined:
            files[path.relative_to(WEB).as_posix()] = path
    for path in python_files(GLUE):
        files[path.relative_to(WEB).as_posix()] = path
    engine = python_files(ENGINE) if ENGINE.is_dir() else []
    for path in engine:
        files[path.relative_to(ROOT).as_posix()] = path
    for name in PYODIDE_FILES:
        files[f"runtime/pyodide/{name}"] = NODE_MODULES / "pyodide" / name
    files[EARLY] = WEB / "pyodide-early.mjs"
    files[WARM] = WEB / "pyodide-warm.mjs"
    for path in pyscript_files():
        files[f"runtime/pyscript/{path.name}"] = path
    for size in (192, 512):
        files[f"icons/icon-{size}.png"] = partial(icon_png, size, maskable=False)
    files["icons/icon-maskable-512.png"] = partial(icon_png, 512, maskable=True)
    files.update(demo_files())

    modules = {
        rel: path
        for rel, path in files.items()
        if isinstance(path, Path) and rel.endswith(".py")
    }
    packed: dict[str, Path | bytes] = dict(modules)
    if bytecode:
        packed.update({beside_source(rel): data
                       for rel, data in compile_bytecode(modules).items()})
    for rel in modules:
        del files[rel]
    files[ARCHIVE] = python_archive(packed)
    demo = demo_modules(modules)
    files[DEMO_ARCHIVE] = python_archive(
        {rel: data for rel, data in packed.items() if archive_module(rel) in demo
         or not rel.startswith(("clever/", "cleverweb/"))})

    files[CONFIG_NAME] = (json.dumps(pyscript_config(), indent=2) + "\n").encode()
    if ISOLATED_PAGES:
        files[HEADERS_NAME] = headers_file().encode()
    return files


def headers_file() -> str:
    """dist/_headers: the isolation headers (ISOLATION_HEADERS) in the format
    static hosts such as Netlify and Cloudflare Pages read."""
    lines = ["# Response headers for hosts that read this file (build.py writes it)."]
    for page in ISOLATED_PAGES:
        for path in (["/"] if page == PAGE else []) + [f"/{page}"]:
            lines.append(path)
            lines.extend(f"  {name}: {value}" for name, value in ISOLATION_HEADERS)
    return "\n".join(lines) + "\n"


def pyscript_config() -> dict:
    """PyScript's configuration, pyscript.json (and written into the rules demo
    pages, CONFIG_INLINE_MARK)."""
    return {
        # PyScript's interpreter is Pyodide, loaded through early.mjs, which
        # index.html starts right after the first paint and which puts the
        # engine and glue (ARCHIVE) on sys.path before PyScript gets it, so
        # PyScript fetches no files of its own.
        "interpreter": f"./{EARLY}",
        # PyScript loads these plugins eagerly unless told not to; the page uses
        # none of them, and their chunks are not shipped.
        "plugins": [f"!{name}" for name in PYSCRIPT_PLUGINS_OFF],
    }


def runtime_preloads() -> str:
    """Download-only preloads of PyScript's scripts, early.mjs and what it imports
    (module scripts, hence crossorigin): a modulepreload would also compile them
    before the picture."""
    names = [f"runtime/pyscript/{path.name}" for path in pyscript_files()] + [EARLY, WARM]
    return "\n  ".join(f'<link rel="preload" href="{name}" as="script" crossorigin>'
                       for name in names)


def inline_config() -> str:
    """The config attribute with pyscript.json's content in it: PyScript then
    needs no request for it, whose answer would wait behind Pyodide's start-up
    (seconds of one task) before PyScript could go on and ask for Pyodide."""
    return f"config='{json.dumps(pyscript_config(), separators=(',', ':'))}'"


def archive_module(rel: str) -> str:
    """The source a member of the archive belongs to: a/m.pyc and a/m.py -> a/m.py."""
    return rel[:-1] if rel.endswith(".pyc") else rel


def module_file(name: str, modules: dict[str, Path]) -> str | None:
    """The archive path of module `name` ("clever.game" -> "clever/game.py")."""
    base = name.replace(".", "/")
    for rel in (f"{base}.py", f"{base}/__init__.py"):
        if rel in modules:
            return rel
    return None


def demo_modules(modules: dict[str, Path]) -> set[str]:
    """The engine and glue modules a rules demo can import: DEMO_ENTRY and every
    module its imports reach (those inside functions too), the packages in
    DEMO_WHOLE whole, never DEMO_LEAVES_OUT. tests/test_demo_archive.py plays
    every demo and the lesson with only these importable."""
    import ast

    found: set[str] = {rel for rel in modules if rel.startswith(DEMO_WHOLE)}
    todo = [DEMO_ENTRY, *sorted(found)]
    while todo:
        rel = todo.pop()
        found.add(rel)
        package = rel.rsplit("/", 1)[0].replace("/", ".")
        names = []
        for node in ast.walk(ast.parse(modules[rel].read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names += [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parts = package.split(".")
                    parts = parts[: len(parts) - node.level + 1]
                    base = ".".join(parts + ([base] if base else []))
                names.append(base)
                names += [f"{base}.{alias.name}" for alias in node.names]
        for name in names:
            parts = name.split(".")
            for i in range(1, len(parts) + 1):  # a package's __init__ comes with it
                sub = ".".join(parts[:i])
                if sub.startswith(DEMO_LEAVES_OUT):
                    break
                path = module_file(sub, modules)
                if path and path not in found:
                    found.add(path)
                    todo.append(path)
    return found


def beside_source(rel: str) -> str:
    """Where a compiled module goes in the archive: next to its source, as
    zipimport looks for it (a/__pycache__/m.cpython-314.pyc -> a/m.pyc)."""
    folder, _, name = rel.rpartition("/")
    if folder == "__pycache__" or folder.endswith("/__pycache__"):
        folder = folder[: -len("__pycache__")].rstrip("/")
        return f"{folder}/{name.split('.')[0]}.pyc".lstrip("/")
    return rel


def _import_glue(name: str):
    """A module of the engine or the glue, imported under this CPython."""
    for path in (str(WEB), str(ROOT)):
        if path not in sys.path:
            sys.path.insert(0, path)
    writes = sys.dont_write_bytecode
    sys.dont_write_bytecode = True  # leave no __pycache__ in the source tree
    try:
        return importlib.import_module(name)
    finally:
        sys.dont_write_bytecode = writes


def empty_sheet_svg() -> str:
    """The empty score sheet, drawn by the game's own renderer (cleverweb/sheet_svg.py)
    from the engine's sheet data, under this CPython: the same markup the game
    shows at the start of a solo game, so no sheet data is written twice."""
    sheet_svg = _import_glue("cleverweb.sheet_svg").sheet_svg
    game = _import_glue("clever").new_game(["You"], seed=0)
    return sheet_svg(game, 0, title="Score sheet (empty)")


def counter_form() -> str:
    """counter.html's form (game, players, the entry table for one player of
    That's Pretty Clever), drawn by cleverweb/counter_view.py as the page redraws it."""
    return _import_glue("cleverweb.counter_view").form_html()


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
    clever = _import_glue("clever")
    demos = _import_glue("clever.demos")
    view = _import_glue("cleverweb.demo_view")
    learn = _import_glue("cleverweb.learn_view")
    lang = _import_glue("cleverweb.lang")
    files = {DEMOS_JSON: (json.dumps(demos.listing(), indent=1) + "\n").encode()}
    try:
        for code in _import_glue("clever.i18n").LANGS:
            lang.set_current(code)
            suffix = ".js" if code == "en" else f".{code}.js"
            for entry in demos.DEMOS:
                session = view.DemoSession(clever, entry["id"])
                files[f"demos/{entry['id']}{suffix}"] = picture_script(
                    view.demo_html(session, live=False))
            for lesson_id in _import_glue("clever.demos.lessons").ids():
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


def pages() -> list[Path]:
    return sorted(path for path in WEB.glob("*.html") if path.is_file())


def inlined_files() -> set[str]:
    """The web/ files that only pages take in (data-inline) instead of linking:
    a file one page inlines and another links stays a file of the site."""
    inlined: set[str] = set()
    linked: set[str] = set()
    for page in pages():
        html = page.read_text(encoding="utf-8")
        inlined.update(css or js for css, js in INLINE_TAG.findall(html))
        linked.update(re.findall(r'(?:href|src)="([\w.-]+\.(?:css|js))"(?! data-inline)', html))
    return inlined - linked


def demo_card(demo_id: str) -> str:
    """A rules demo's card on rules.html (cleverweb/demo_view.py's markup)."""
    return _import_glue("cleverweb.demo_view").demo_card_html(demo_id)


def _demo_ids() -> list[str]:
    return [d["id"] for d in _import_glue("clever.demos").DEMOS]


# --------------------------------------------------------------------------
# languages (issue 20): web/i18n-early.js translates a page's pre-drawn English
# before its first paint, from the translations of that page's own texts, which
# render_page() writes into it (clever.i18n's catalogs, all domains merged).

I18N_SCRIPT = "i18n-early.js"
I18N_DATA = "clever-i18n"  # the id of the page's JSON block of translations
LANG_MENU_MARK = "<!-- language menu: build.py draws it here -->"
TEXT_ATTRS = ("aria-label", "title", "alt", "placeholder")
# texts a page's scripts show through cleverT("...") (web/i18n-early.js)
CLEVER_T = re.compile(r'cleverT\(\s*"((?:[^"\\\n]|\\.)*)"')
JSON_BLOCK = re.compile(r'<script type="application/json"[^>]*>(.*?)</script>', re.S)
LETTER = re.compile(r"[^\W\d_]")


def lang_menu_html() -> str:
    """The header's language menu: each language named in its own language; the
    script (i18n-early.js) fills in the current one and stores a choice."""
    langs = _import_glue("clever.i18n").LANGS
    buttons = "".join(f'<li><button type="button" data-lang-pick="{code}" lang="{code}" '
                      f'translate="no">{name}</button></li>' for code, name in langs.items())
    return ('<details class="lang-pick"><summary><span class="lang-said sr-only"></span>'
            '<span class="lang-now" aria-hidden="true" translate="no">EN</span></summary>'
            f'<ul class="lang-menu">{buttons}</ul></details>')


def _norm(text: str) -> str:
    return " ".join(text.split())


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
    return _read_texts(html).texts


def _read_texts(html: str) -> _PageTexts:
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


def page_translations(name: str) -> tuple[list[str], dict[str, dict[str, str]]]:
    """(the texts of page web/<name> drawn in English, {lang: {English text:
    translation}} for those that have one). The parts build.py draws (PAGE_PARTS)
    are drawn in each language too, by the views' own `_()`, and each text is
    paired with the one at the same place in that drawing: the page then shows
    before Python loads exactly what Python draws. The page's other texts come
    from the catalogs (a text the same in both languages is listed there too)."""
    _import_glue("cleverweb")  # which registers the web's own catalogs with clever.i18n
    i18n = _import_glue("clever.i18n")
    english = _read_texts(_drawn_page(name))
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
        drawn = _read_texts(_drawn_page(name, lang)).order
        if len(drawn) == len(english.order):  # same markup, other words
            for en, there in zip(english.order, drawn, strict=True):
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


def untranslated(name: str) -> dict[str, list[str]]:
    """The build-time check: {lang: the texts of page web/<name> that have no
    translation}, so they would show in English."""
    texts, found = page_translations(name)
    return {lang: [t for t in texts if t not in got] for lang, got in found.items()}


CHARSET = '<meta charset="utf-8">\n'  # what build.py writes its head parts after


def _with_languages(name: str, html: str) -> str:
    """The page with its translations and i18n-early.js: in the head (the pick,
    before anything paints) and at the end of the body (the text swap). A page
    whose policy allows no inline script (the rules demos, rules.html: they run
    none of their own) links the script instead; the others' policy allows it
    by its hash (_with_script_hashes)."""
    data = json.dumps(page_translations(name)[1], ensure_ascii=False,
                      separators=(",", ":"), sort_keys=True).replace("</", "<\\/")
    block = f'<script type="application/json" id="{I18N_DATA}">{data}</script>\n'
    if _CSP_META in html and not inline_script_hashes(html):
        head = tail = f'<script src="{I18N_SCRIPT}"></script>\n'
    else:
        code = (WEB / I18N_SCRIPT).read_text(encoding="utf-8").strip()
        head = f"<script>\n{code}\n</script>\n"
        tail = "<script>window.cleverI18n && cleverI18n.finish()</script>\n"
    # first in the head, so the scripts after it (boot.js, embed.js) find
    # cleverT; after the page's policy, so that the policy covers it too
    policy = _POLICY.search(html, 0, max(html.find("</head>"), 0))
    at = html.find(CHARSET)
    at = at + len(CHARSET) if at >= 0 else html.find("</head>")
    if policy:
        at = html.find("\n", policy.end()) + 1 or policy.end()
    html = html[:at] + block + head + html[at:]
    at = html.find('<script type="py"')
    at = at if at >= 0 else html.rfind("</body>")
    return html[:at] + tail + "  " + html[at:] if at >= 0 else html + tail


# Placeholder in a page -> function drawing its markup at build time.
# rules.html: "<!-- demo: ID -->" where a demo teaches the rule around it.
PAGE_PARTS: dict[str, Callable[[], str]] = {
    LANG_MENU_MARK: lambda: lang_menu_html(),
    SHEET_MARK: lambda: empty_sheet_svg(),
    COUNTER_MARK: lambda: counter_form(),
    # usable before the engine boots (web/early-setup.js)
    EARLY_SETUP_MARK: lambda: _import_glue("cleverweb.early_setup").form_html(),
    CONFIG_INLINE_MARK: inline_config,
    RUNTIME_PRELOAD_MARK: lambda: runtime_preloads(),
    **{f"<!-- demo: {i} -->": partial(demo_card, i) for i in _demo_ids()},
}


def render_page(name: str = PAGE) -> bytes:
    """web/<name> with its data-inline stylesheets and scripts written in and
    its PAGE_PARTS drawn in (index.html: the empty score sheet), so the first
    paint needs nothing but the page itself and shows long before Python loads;
    then its translations and i18n-early.js, which shows it in the player's language."""
    html = _with_early_fetches(_with_languages(name, _drawn_page(name)))
    return _with_script_hashes(html).encode()


# A policy in a <meta> stops Chromium's look-ahead fetching for the whole page
# (measured: each stylesheet and script in the head was asked for only when
# parsing reached it, one after another, and a demo's picture came ~100 ms
# later). A page that has one therefore names its head's stylesheets and
# scripts as preloads first thing, before the policy. (The game's pages write
# their stylesheets and classic scripts in; their runtime's module scripts,
# behind those, were asked for ~75 ms later than without a policy.) Module
# scripts are only downloaded so (crossorigin: a module's request), not run.
_CSP_META = '<meta http-equiv="Content-Security-Policy"'
_HEAD_FILE = re.compile(
    r'<script src="(?P<script>[^"]+)"(?P<attrs>[^>]*)></script>'
    r'|<script type="module"(?: async)? src="(?P<module>[^"]+)"[^>]*></script>'
    r'|<link rel="stylesheet" href="(?P<style>[^"]+)"[^>]*>')


def _with_early_fetches(html: str) -> str:
    """The page, with preloads of its head's stylesheets and scripts right
    after <meta charset> where it declares its policy in a <meta>."""
    head_end = html.find("</head>")
    if _CSP_META not in html[:head_end]:
        return html
    links = []
    for match in _HEAD_FILE.finditer(html, 0, head_end):
        if match["script"] and "module" not in match["attrs"]:
            links.append(f'<link rel="preload" href="{match["script"]}" as="script">')
        elif match["module"]:
            links.append(f'<link rel="preload" href="{match["module"]}" as="script" crossorigin>')
        elif match["style"]:
            links.append(f'<link rel="preload" href="{match["style"]}" as="style">')
    at = html.find(CHARSET)
    if at < 0 or not links:
        return html
    at += len(CHARSET)
    return html[:at] + "".join(f"  {link}\n" for link in dict.fromkeys(links)) + html[at:]


_POLICY = re.compile(r'<meta http-equiv="Content-Security-Policy" content="(?P<policy>[^"]*)">')
# A <script> the browser runs from the page's own text (no src): classic or
# module. Data blocks (JSON, PyScript's type="py") are not run, so no policy
# covers them.
_INLINE_SCRIPT = re.compile(
    r'<script(?P<attrs>(?:\s+(?!src\b)[\w-]+(?:="[^"]*"|=\'[^\']*\')?)*)\s*>'
    r'(?P<code>.*?)</script>', re.S)
_RUN_TYPES = ("", "module", "text/javascript", "application/javascript", "importmap")


def inline_script_hashes(html: str) -> list[str]:
    """The CSP source ('sha256-...') of each inline script the page runs, in order."""
    out = []
    for match in _INLINE_SCRIPT.finditer(html):
        kind = re.search(r'\btype="([^"]*)"', match["attrs"])
        if (kind[1].strip().lower() if kind else "") not in _RUN_TYPES:
            continue
        # the browser hashes the script's text as parsed: HTML makes every
        # line break a line feed
        code = match["code"].replace("\r\n", "\n").replace("\r", "\n")
        digest = base64.b64encode(hashlib.sha256(code.encode("utf-8")).digest()).decode()
        out.append(f"'sha256-{digest}'")
    return out


def _with_script_hashes(html: str) -> str:
    """The page, its policy's script-src allowing each inline script it runs by
    its hash (boot.js, i18n-early.js and the others build.py writes in): so the
    page needs no 'unsafe-inline', and a script injected into it cannot run."""
    head_end = html.find("</head>")
    policy = _POLICY.search(html, 0, max(head_end, 0))
    hashes = list(dict.fromkeys(inline_script_hashes(html)))
    if not policy or not hashes:
        return html
    directives = [d.strip() for d in policy["policy"].split(";") if d.strip()]
    for i, directive in enumerate(directives):
        if directive.split()[0] == "script-src":
            directives[i] = " ".join([directive, *hashes])
            break
    else:
        raise SystemExit("build.py: a page with inline scripts has a policy without script-src")
    tag = f'{_CSP_META} content="{"; ".join(directives)}">'
    return html[:policy.start()] + tag + html[policy.end():]


def _drawn_page(name: str, lang: str = "en") -> str:
    """web/<name> with its data-inline files and its PAGE_PARTS drawn in `lang`."""
    html = (WEB / name).read_text(encoding="utf-8")
    if name == PAGE and SHEET_MARK not in html:
        raise SystemExit(f"build.py: web/{PAGE} lacks the sheet placeholder {SHEET_MARK!r}")

    def inline(match: re.Match) -> str:
        css, js = match.groups()
        text = (WEB / (css or js)).read_text(encoding="utf-8").strip()
        if css:
            return f"<style>\n{text}\n</style>"
        text = text.replace("</script", "<\\/script")
        return f"<script>\n{text}\n</script>"

    html = INLINE_TAG.sub(inline, html)
    language = _import_glue("cleverweb.lang")
    language.set_current(lang)
    try:
        for mark, draw in PAGE_PARTS.items():
            if mark in html:
                html = html.replace(mark, draw())
    finally:
        language.set_current("en")
    return html


class _Utf8Info(zipfile.ZipInfo):
    """A member whose name is flagged as UTF-8 (zipfile only flags non-ASCII
    names): otherwise the page's zipfile decodes every name as cp437, and that
    codec is compiled from source just for this (10-15 ms)."""

    def _encodeFilenameFlags(self):  # noqa: N802 - zipfile's own (private) hook
        return self.filename.encode("utf-8"), self.flag_bits | 0x800


def python_archive(members: dict[str, Path | bytes]) -> bytes:
    """The modules (and their .pyc files) as one deflated zip with fixed dates,
    so the same inputs always give the same bytes (and the same site version)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for rel in sorted(members):
            data = members[rel]
            info = _Utf8Info(rel, date_time=ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, data if isinstance(data, bytes) else data.read_bytes())
    return buffer.getvalue()


def static_files() -> list[Path]:
    top = [
        path
        for path in WEB.iterdir()
        if path.is_file() and path.suffix in STATIC_SUFFIXES and path.name not in STATIC_EXCLUDE
    ]
    icons = [path for path in (WEB / "icons").rglob("*") if path.is_file()]
    return sorted(top + icons)


# --------------------------------------------------------------------------
# bytecode


def pyscript_core_chunk() -> Path | None:
    """PyScript's core chunk (the one core.js re-exports), which also holds
    PyScript's own Python package."""
    core = NODE_MODULES / "@pyscript" / "core" / "dist" / "core.js"
    found = re.search(r'from\s*"\./(core-[\w-]+\.js)"', core.read_text(encoding="utf-8"))
    return core.parent / found.group(1) if found else None


def compile_bytecode(modules: dict[str, Path]) -> dict[str, bytes]:
    """Compile the modules with the browser's own Python (Pyodide under Node).

    Importing the engine in the page is mostly compiling its source; shipping
    unchecked-hash .pyc files (PEP 552) next to the sources skips that. The
    same is done for PyScript's own `pyscript` package: PyScript writes its
    sources into Python's working directory and imports them before running
    our script; the archive, first on sys.path, holds them compiled from
    exactly those sources (taken from PyScript's core chunk), which are then
    what is imported. Returned as a/__pycache__/m.<tag>.pyc (the archive puts
    them beside their sources, beside_source). The
    result is cached by content in .build-cache/, so Node only runs when a
    module changed. Without Node, or if compiling fails, the site still works
    from the sources alone (a warning says so).
    """
    if not modules:
        return {}
    script = WEB / "build" / "compile_pyc.mjs"
    chunk = pyscript_core_chunk()
    digest = hashlib.sha256()
    digest.update((NODE_MODULES / "pyodide" / "package.json").read_bytes())
    digest.update(script.read_bytes())
    digest.update(chunk.read_bytes() if chunk else b"")
    digest.update(repr(STDLIB_BYTECODE).encode())
    for rel in sorted(modules):
        digest.update(rel.encode() + b"\0" + modules[rel].read_bytes() + b"\0")
    key = digest.hexdigest()[:24]
    cache = PYC_CACHE / key
    if not (cache / "done").exists():
        node = shutil.which("node")
        if node is None:
            print("build.py: WARNING: node not found; shipping Python sources without bytecode")
            return {}
        work = PYC_CACHE / f"{key}.tmp"
        shutil.rmtree(work, ignore_errors=True)
        work.mkdir(parents=True)
        job = {"sources": [[rel, str(path)] for rel, path in sorted(modules.items())]}
        job["out"] = str(work / "out")
        if chunk:
            job["pyscript_chunk"] = str(chunk)
        job["stdlib"] = list(STDLIB_BYTECODE)
        (work / "job.json").write_text(json.dumps(job))
        index_url = (NODE_MODULES / "pyodide").as_posix() + "/"
        run = subprocess.run(
            [node, str(script), index_url, str(work / "job.json")],
            capture_output=True,
            text=True,
        )
        if run.returncode != 0:
            print(
                "build.py: WARNING: compiling bytecode with Pyodide failed; shipping "
                f"sources only.\n{run.stderr.strip()[-2000:]}"
            )
            shutil.rmtree(work, ignore_errors=True)
            return {}
        if run.stderr.strip():
            print(f"build.py: WARNING: {run.stderr.strip()[-2000:]}")
        (work / "out" / "done").write_text(run.stdout.strip() + "\n")
        shutil.rmtree(cache, ignore_errors=True)
        os.replace(work / "out", cache)
        shutil.rmtree(work, ignore_errors=True)
        _prune_pyc_cache(keep=cache)
    return {
        path.relative_to(cache).as_posix(): path.read_bytes() for path in cache.rglob("*.pyc")
    }


def _prune_pyc_cache(keep: Path, size: int = 6) -> None:
    entries = sorted(
        (p for p in PYC_CACHE.iterdir() if p.is_dir() and p != keep),
        key=lambda p: p.stat().st_mtime,
        reverse=True,
    )
    for old in entries[size:]:
        shutil.rmtree(old, ignore_errors=True)


# --------------------------------------------------------------------------
# writing


def strip_source_map(data: bytes) -> bytes:
    """Drop the trailing sourceMappingURL comment: the maps are not shipped."""
    return re.sub(rb"\n//# sourceMappingURL=[^\n]*\s*$", b"\n", data)


def write_if_changed(target: Path, data: bytes) -> bool:
    if target.exists() and target.stat().st_size == len(data) and target.read_bytes() == data:
        return False
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(target.name + ".tmp")
    tmp.write_bytes(data)
    os.replace(tmp, target)
    return True


def copy_if_changed(source: Path, target: Path) -> bool:
    if source.suffix in (".js", ".mjs"):
        return write_if_changed(target, strip_source_map(source.read_bytes()))
    if target.exists():
        a, b = source.stat(), target.stat()
        if a.st_size == b.st_size and a.st_mtime_ns == b.st_mtime_ns:
            return False
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(source, target)
    return True


def content_hash(out: Path, names: list[str]) -> str:
    digest = hashlib.sha256()
    for name in sorted(names):
        digest.update(name.encode() + b"\0")
        with open(out / name, "rb") as handle:
            for block in iter(partial(handle.read, 1 << 20), b""):
                digest.update(block)
        digest.update(b"\0")
    return digest.hexdigest()[:16]


def finalize(out: Path) -> str:
    """Hash every file of the site and write the service worker and version.json.

    The cache name in sw.js is derived from that hash, so any changed file gives
    a new service worker, which the browser installs next to the old one and the
    page offers as "reload to update".
    """
    skip = {SW_NAME, VERSION_NAME, HEADERS_NAME}
    names = sorted(
        path.relative_to(out).as_posix()
        for path in out.rglob("*")
        if path.is_file() and path.relative_to(out).as_posix() not in skip
        and not path.name.endswith(".tmp")
    )
    version = content_hash(out, names)
    precache = ["./"] + [f"./{name}" for name in names]
    template = (WEB / SW_TEMPLATE).read_text(encoding="utf-8")
    sw = template.replace('"__VERSION__"', json.dumps(version)).replace(
        "[/* __PRECACHE__ */]", json.dumps(precache, indent=2)
    ).replace("[/* __ISOLATED_PAGES__ */]", json.dumps(list(ISOLATED_PAGES))).replace(
        "[/* __ISOLATION_HEADERS__ */]", json.dumps([list(h) for h in ISOLATION_HEADERS]))
    write_if_changed(out / SW_NAME, sw.encode())
    info = {"version": version, "files": len(names)}
    write_if_changed(out / VERSION_NAME, (json.dumps(info) + "\n").encode())
    return version


def build(out: Path = DEFAULT_OUT, quiet: bool = False, bytecode: bool = True) -> BuildResult:
    with one_build_at_a_time():
        return _build(out, quiet, bytecode)


@contextlib.contextmanager
def one_build_at_a_time():
    """Builds running at once (the test suite's parallel workers) share npm's
    install, the bytecode cache and perhaps dist/: they take turns, across
    processes.  (No fcntl on Windows: no lock there.)"""
    try:
        import fcntl
    except ImportError:
        yield
        return
    PYC_CACHE.parent.mkdir(parents=True, exist_ok=True)
    with open(PYC_CACHE.parent / "build.lock", "w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _build(out: Path, quiet: bool, bytecode: bool) -> BuildResult:
    ensure_runtime(quiet=quiet)
    out = out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    files = plan(bytecode=bytecode)
    copied = 0
    for rel, source in files.items():
        target = out / rel
        if isinstance(source, Path):
            copied += copy_if_changed(source, target)
        elif isinstance(source, bytes):
            copied += write_if_changed(target, source)
        elif not target.exists() or target.stat().st_mtime < Path(__file__).stat().st_mtime:
            copied += write_if_changed(target, source())
            os.utime(target)  # drawn for this build.py: skip next time
    keep = set(files) | {SW_NAME, VERSION_NAME}
    removed = 0
    for path in sorted(out.rglob("*"), reverse=True):
        rel = path.relative_to(out).as_posix()
        if path.is_file() and rel not in keep:
            path.unlink()
            removed += 1
        elif path.is_dir() and not any(path.iterdir()):
            path.rmdir()
    version = finalize(out)
    result = BuildResult(out, version, sorted(keep), copied, removed)
    if not quiet:
        with zipfile.ZipFile(out / ARCHIVE) as archive:
            names = archive.namelist()
        engine = sum(1 for rel in names if rel.startswith("clever/") and rel.endswith(".py"))
        note = "" if engine else " (WARNING: no clever/ engine files found)"
        print(
            f"build.py: {out} ready, version {version}: {len(keep)} files, "
            f"{copied} written, {removed} removed, {engine} engine modules{note}"
        )
    return result


# --------------------------------------------------------------------------
# icons (drawn here so the repo holds no binary files)


def _png(width: int, height: int, pixels: bytearray) -> bytes:
    rows = b"".join(
        b"\0" + bytes(pixels[y * width * 4 : (y + 1) * width * 4]) for y in range(height)
    )

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(
            ">I", zlib.crc32(kind + data) & 0xFFFFFFFF
        )

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(rows, 9))
        + chunk(b"IEND", b"")
    )


def _hex(colour: str) -> tuple[int, int, int]:
    return tuple(int(colour[i : i + 2], 16) for i in (1, 3, 5))  # type: ignore[return-value]


_ICON_CACHE: dict[tuple[int, bool], bytes] = {}


def icon_png(size: int, maskable: bool) -> bytes:
    """A white die showing five coloured pips on the theme colour.

    The maskable icon fills the whole square and keeps the die inside the
    central safe zone (80 %); the plain one is a rounded tile.
    """
    key = (size, maskable)
    if key in _ICON_CACHE:
        return _ICON_CACHE[key]
    bg = _hex(THEME_COLOUR)
    white = (255, 255, 255)
    pips = [
        ((-1, -1), _hex("#f2c811")),  # yellow
        ((1, -1), _hex("#2f80ed")),  # blue
        ((0, 0), _hex("#27ae60")),  # green
        ((-1, 1), _hex("#f2871d")),  # orange
        ((1, 1), _hex("#8e44ad")),  # purple
    ]
    px = bytearray(size * size * 4)
    s = float(size)
    tile_r = 0 if maskable else 0.18 * s
    die_half = (0.27 if maskable else 0.32) * s
    die_r = 0.22 * die_half * 2 * 0.5
    pip_r = 0.16 * die_half
    pip_off = 0.5 * die_half
    c = s / 2

    def in_round_rect(x: float, y: float, half: float, radius: float) -> bool:
        dx, dy = abs(x - c) - (half - radius), abs(y - c) - (half - radius)
        if dx <= 0 or dy <= 0:
            return abs(x - c) <= half and abs(y - c) <= half
        return dx * dx + dy * dy <= radius * radius

    for y in range(size):
        for x in range(size):
            fx, fy = x + 0.5, y + 0.5
            i = (y * size + x) * 4
            if not in_round_rect(fx, fy, s / 2, tile_r):
                continue  # transparent corner
            colour = bg
            if in_round_rect(fx, fy, die_half, die_r):
                colour = white
                for (ox, oy), pip in pips:
                    dx, dy = fx - (c + ox * pip_off), fy - (c + oy * pip_off)
                    if dx * dx + dy * dy <= pip_r * pip_r:
                        colour = pip
                        break
            px[i : i + 4] = bytes((*colour, 255))
    data = _png(size, size, px)
    _ICON_CACHE[key] = data
    return data


# --------------------------------------------------------------------------
# serving


def isolated_page(url_path: str, pages: tuple[str, ...] = ISOLATED_PAGES) -> bool:
    """Whether a request's path is one of `pages`, served cross-origin isolated
    ("/" and "/x/" are their folder's index.html)."""
    path = url_path.split("?", 1)[0].split("#", 1)[0]
    name = path.rsplit("/", 1)[-1] or PAGE
    return name in pages


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the right types, strong validators and no caching surprises.

    Every response says `Cache-Control: no-cache` (always revalidate) and
    carries an ETag from size and mtime, so a rebuilt file is never served
    stale while an unchanged one costs a 304. The service worker provides the
    real offline cache.
    """

    # HTTP/1.1: keep-alive, and Chromium only revalidates with an ETag (304)
    # when the response came from an HTTP/1.1 server.
    protocol_version = "HTTP/1.1"
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
        ".webmanifest": "application/manifest+json",
        ".py": "text/plain; charset=utf-8",
        ".svg": "image/svg+xml",
        ".zip": "application/zip",
        ".css": "text/css",
        ".html": "text/html; charset=utf-8",
    }
    quiet = False
    isolated = ISOLATED_PAGES  # the pages sent with ISOLATION_HEADERS
    # Headers and body go out as separate writes: with Nagle's algorithm on,
    # the body of a small file waited for the browser's delayed ACK (~40 ms a
    # file, measured on a demo's picture), as no real web server lets happen.
    disable_nagle_algorithm = True

    def send_head(self):  # noqa: D401 - same contract as the base class
        path = self.translate_path(self.path)
        if os.path.isdir(path) and self.path.split("?", 1)[0].endswith("/"):
            path = os.path.join(path, "index.html")
        if os.path.isfile(path):
            st = os.stat(path)
            etag = f'"{st.st_size:x}-{st.st_mtime_ns:x}"'
            self._etag = etag
            if self.headers.get("If-None-Match") == etag:
                self.send_response(http.HTTPStatus.NOT_MODIFIED)
                self.send_header("ETag", etag)
                self.send_header("Cache-Control", "no-cache")
                self.end_headers()
                return None
        else:
            self._etag = None
        # The base class would also answer If-Modified-Since, whose one-second
        # resolution can hide a rebuild; the ETag above is the validator.
        if "If-Modified-Since" in self.headers:
            del self.headers["If-Modified-Since"]
        return super().send_head()

    def end_headers(self):
        if isolated_page(self.path, self.isolated):
            for name, value in ISOLATION_HEADERS:
                self.send_header(name, value)
        if getattr(self, "_etag", None) and self.command in ("GET", "HEAD"):
            self.send_header("ETag", self._etag)
            self._etag = None
        self.send_header("Cache-Control", "no-cache")
        self.send_header("X-Content-Type-Options", "nosniff")
        super().end_headers()

    def log_message(self, format, *args):  # noqa: A002 - base class signature
        if not self.quiet:
            super().log_message(format, *args)


class _Server(http.server.ThreadingHTTPServer):
    # A browser opens up to six connections to one site at once, and a page
    # of embedded demos more: the default backlog of five may refuse some
    # while the machine is busy (a failed module fetch on boot).
    request_queue_size = 64


def make_server(
    directory: Path, port: int = 0, quiet: bool = False, handler: type = SiteHandler
) -> http.server.HTTPServer:
    handler = type("Handler", (handler,), {"quiet": quiet})
    server = _Server(("127.0.0.1", port), partial(handler, directory=str(directory)))
    server.daemon_threads = True
    return server


def serve(directory: Path, port: int, isolate: bool = True) -> None:
    handler = SiteHandler if isolate else type("NotIsolating", (SiteHandler,), {"isolated": ()})
    server = make_server(directory, port, handler=handler)
    host, real_port = server.server_address[:2]
    print(f"Serving {directory} at http://{host}:{real_port}/  (Ctrl+C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print()
    finally:
        server.server_close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", nargs="?", choices=["build", "serve"], default="build")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder (dist/)")
    parser.add_argument("--port", type=int, default=8000, help="port for serve (default 8000)")
    parser.add_argument(
        "--no-bytecode", action="store_true", help="ship Python sources only (no .pyc)"
    )
    parser.add_argument(
        "--no-isolate", action="store_true",
        help="serve: no isolation headers (the game's Python runs in the page, not a worker)")
    args = parser.parse_args(argv)
    result = build(args.out, bytecode=not args.no_bytecode)
    if args.command == "serve":
        serve(result.out, args.port, not args.no_isolate)
    return 0


if __name__ == "__main__":
    sys.exit(main())
