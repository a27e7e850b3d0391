"""The pages: the table of them (PAGES), the head they share, written from one
template, and each page rendered: its parts drawn in, its translations, its
inline scripts allowed by their hashes.

web/<name>.html holds a page's own markup: its <html> tag (what it boots:
data-engine="demo", data-python="auto") and its body; HEAD_MARK in between is
where head() writes the rest. A new page is one row of PAGES and its file.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from . import drawn, languages, policy
from .layout import PAGE, STATIC_EXCLUDE, STATIC_SUFFIXES, THEME_COLOUR, WEB
from .runtime import PYODIDE_FILES, runtime_preloads

SITE_NAME = "That's Pretty Clever"
HEAD_MARK = "<!-- the head: build.py writes it here (web/sitebuild/pages.py) -->"


@dataclass(frozen=True)
class Page:
    """One page of the site and what its head holds."""

    name: str  # web/<name>
    title: str
    description: str
    # what the page boots: "game" (the game's Python, in a Web Worker where the
    # page is cross-origin isolated), "app" (the glue in the page), "demo" (a
    # rules demo, embeddable by other sites: its own small archive), "" (none)
    boots: str
    # the element the first paint waits for (a header whose row grows when its
    # last items arrive would move the title)
    first_screen: str
    styles: tuple[str, ...]
    scripts: tuple[str, ...] = ("boot.js",)

    @property
    def python(self) -> bool:
        return self.boots in ("game", "app", "demo")

    @property
    def inlines(self) -> bool:
        """The game's pages write their stylesheets and classic scripts in, so
        the first paint needs no other request; the rules demos' policy allows
        no inline script, and the rules page runs none of its own."""
        return self.boots in ("game", "app")

    @property
    def installable(self) -> bool:
        """Part of the app (manifest, theme colour, home-screen icon); a rules
        demo is a part of other sites' pages."""
        return self.boots != "demo"


PAGES: tuple[Page, ...] = (
    # boot.js: status, load-failure messages, service worker and update banner;
    # small and synchronous, so that it sees any failure of what follows
    Page(PAGE, SITE_NAME,
         "That's Pretty Clever and the other dice games of its family in your browser: solo, "
         "with friends or against the computer. Works offline.",
         # after the sheet and the new-game form: a first picture without them
         # would count as the late "largest paint"
         "game", "page-drawn", ("app.css", "game.css"), ("boot.js", "page-ops.js")),
    # the form is drawn in too (drawn.COUNTER_MARK): it takes typing before
    # Python has loaded
    Page("counter.html", f"Score counter &middot; {SITE_NAME}",
         "Add up the scores of a paper game of That's Pretty Clever or another game of its "
         "family. Works offline.",
         "app", "page", ("app.css", "counter.css")),
    Page("history.html", f"History of games &middot; {SITE_NAME}",
         "The games finished on this device: played, counted or played with real dice.",
         "app", "page", ("app.css", "counter.css")),
    Page("stats.html", f"Statistics &middot; {SITE_NAME}",
         "Statistics of the games finished on this device: scores over time, areas, foxes, "
         "titles, best games.",
         "app", "page", ("app.css", "counter.css", "stats.css")),
    Page("rules.html", "Rules: That's Pretty Clever and its family",
         "The complete rules of That's Pretty Clever and the other games of its family, with "
         "live demos.",
         "", "rules", ("app.css", "rules.css"), ("rules.js",)),
    Page("embed.html", f"Rules demo: {SITE_NAME}",
         "A live rules demo of the dice games of the That's Pretty Clever family.",
         "demo", "demo-root", ("app.css", "game.css", "embed.css")),
    Page("learn.html", f"Learn by playing: {SITE_NAME}",
         "Learn That&#39;s Pretty Clever by playing its first rounds, step by step.",
         "demo", "demo-root", ("app.css", "game.css", "embed.css")),
)
BY_NAME = {page.name: page for page in PAGES}


def content_policy(page: Page) -> str:
    """The page's Content-Security-Policy, before policy.with_script_hashes adds
    the hashes of the inline scripts it runs: nothing off this site.
    'unsafe-eval' only because PyScript builds its start-up hooks with
    Function(), and Pyodide runs in WebAssembly ('wasm-unsafe-eval'). blob: for
    the game's worker (Python in a Web Worker, boot.js), made from a blob, and
    what it fetches from blobs. Inline styles: the stylesheets written in, and
    the sheet's style attributes. The rules page frames the demos."""
    script = "'self' 'unsafe-eval' 'wasm-unsafe-eval'" if page.python else "'self'"
    blob = " blob:" if page.boots == "game" else ""
    directives = ["default-src 'self'", f"script-src {script}",
                  "style-src 'self' 'unsafe-inline'"]
    if not page.python:
        directives.append("frame-src 'self'")
    directives.append(f"connect-src 'self'{blob}")
    if page.python:
        directives.append(f"worker-src 'self'{blob}")
    form = "'self'" if page.inlines else "'none'"
    directives += ["object-src 'none'", "base-uri 'none'", f"form-action {form}"]
    return "; ".join(directives)


def head(page: Page) -> str:
    """The page's <head>, from the one template every page shares."""
    lines = ['<meta charset="utf-8">',
             '<meta name="viewport" content="width=device-width, initial-scale=1">']
    lines += _POLICY_NOTE[page.boots]
    lines.append(f'<meta http-equiv="Content-Security-Policy" content="{content_policy(page)}">')
    if page.boots == "demo":
        lines.append('<meta name="referrer" content="no-referrer">')
    if page.boots == "app":
        lines += _PYODIDE_FIRST
        lines += [_pyodide_preload(name) for name in PYODIDE_FILES]
    lines.append(f"<title>{page.title}</title>")
    lines.append(f'<meta name="description" content="{page.description}">')
    if page.installable:
        lines += [f'<meta name="theme-color" content="{THEME_COLOUR}">',
                  '<link rel="manifest" href="manifest.webmanifest">']
    lines.append('<link rel="icon" href="icons/icon.svg" type="image/svg+xml">')
    if page.installable:
        lines.append('<link rel="apple-touch-icon" href="icons/icon-192.png">')
    if page.boots == "demo":
        lines += _DEMO_FIRST
    lines += [_NO_HALF_PAINT.format(page.first_screen),
              f'<link rel="expect" href="#{page.first_screen}" blocking="render">']
    inline = " data-inline" if page.inlines else ""
    lines += [f'<link rel="stylesheet" href="{name}"{inline}>' for name in page.styles]
    if page.boots == "game":
        lines += _RUNTIME_FILES
    defer = "" if page.python else " defer"
    lines += [f'<script src="{name}"{inline}{defer}></script>' for name in page.scripts]
    if page.boots in ("game", "app"):
        lines += ['<script type="module" src="runtime/pyscript/core.js"></script>',
                  '<script type="module" async src="runtime/pyodide/early.mjs"></script>']
    if page.boots == "demo":
        # PyScript's files and early.mjs, downloaded (not run) while the picture
        # loads, so that PyScript is ready to ask for Pyodide right after the paint
        lines += _DEMO_RUNTIME_LATE
        lines.append(runtime_preloads())
    return "<head>\n" + "".join(f"  {line}\n" for line in lines) + "</head>\n"


def _pyodide_preload(name: str) -> str:
    if name.endswith(".mjs"):
        return f'<link rel="modulepreload" href="runtime/pyodide/{name}">'
    return f'<link rel="preload" href="runtime/pyodide/{name}" as="fetch" crossorigin>'


_POLICY_NOTE = {
    "game": ["<!-- The policy this page runs under: nothing off this site; no inline",
             "     script but those build.py writes in, each allowed by its hash (build.py",
             "     adds them to script-src), so an injected one cannot run. 'unsafe-eval'",
             "     only because PyScript builds its start-up hooks with Function(), and",
             "     Pyodide runs in WebAssembly ('wasm-unsafe-eval'). Inline styles: the",
             "     stylesheets build.py writes in, and the sheet's style attributes.",
             "     blob: for PyScript's worker (Python in a Web Worker, boot.js), made",
             "     from a blob, and what it fetches from blobs. -->"],
    "app": ["<!-- The policy this page runs under: nothing off this site; no inline",
            "     script but those build.py writes in, each allowed by its hash (build.py",
            "     adds them to script-src), so an injected one cannot run. 'unsafe-eval'",
            "     only because PyScript builds its start-up hooks with Function(), and",
            "     Pyodide runs in WebAssembly ('wasm-unsafe-eval'). Inline styles: the",
            "     stylesheets build.py writes in, and the sheet's style attributes. -->"],
    "demo": ["<!-- The policy this page runs under (docs/embedding.md): nothing off this",
             "     site, no inline script. 'unsafe-eval' only because PyScript builds its",
             "     start-up hooks with Function() (Pyodide alone needs only",
             "     'wasm-unsafe-eval'). -->"],
    "": [],
}
_PYODIDE_FIRST = [
    "<!-- Pyodide's files: asked for first (a policy in a <meta> stops the",
    "     browser's look-ahead, and the styles and scripts written in below",
    "     would hold them back) -->"]
_DEMO_FIRST = [
    "<!-- First, embed.js asks for the demo's picture at once, and starts the runtime",
    "     (runtime/pyscript/core.js, runtime/pyodide/early.mjs) only once that",
    "     picture is in: their start-up holds the main thread for seconds. -->",
    '<script src="embed.js"></script>',
    "<!-- Linked, not inlined: the strict policy above allows no inline script. -->"]
_NO_HALF_PAINT = ("<!-- no paint of a half-parsed page (a header whose row grows when its last\n"
                  "       items arrive moves the title): rendering waits for #{} (Chromium) -->")
_RUNTIME_FILES = [
    "<!-- Pyodide's files: boot.js asks for them early with Python in the page",
    "     (see warmRuntime there) -->",
    '<script type="application/json" id="runtime-files">["runtime/pyodide/pyodide.mjs",',
    '  "runtime/pyodide/pyodide.asm.mjs", "runtime/pyodide/pyodide.asm.wasm",',
    '  "runtime/pyodide/python_stdlib.zip", "runtime/pyodide/pyodide-lock.json"]</script>']
_DEMO_RUNTIME_LATE = [
    "<!-- No preload of the runtime's 13 MB here (unlike index.html): it would",
    "     compete with the picture's request; embed.js asks for it once the picture",
    "     is painted, and starts the runtime then. -->"]


def pages() -> list[Path]:
    """The pages' files, each a row of PAGES (checked: a page left out of the
    table would have no head)."""
    found = sorted(path for path in WEB.glob("*.html") if path.is_file())
    missing = {path.name for path in found} ^ set(BY_NAME)
    if missing:
        raise SystemExit(f"build.py: pages not both in web/ and in sitebuild/pages.py's "
                         f"PAGES: {sorted(missing)}")
    return found


def inlined_files() -> set[str]:
    """The web/ files that only pages take in (data-inline) instead of linking:
    a file one page inlines and another links stays a file of the site."""
    inlined: set[str] = set()
    linked: set[str] = set()
    for page in pages():
        html = source(page.name)
        inlined.update(css or js for css, js in drawn.INLINE_TAG.findall(html))
        linked.update(re.findall(r'(?:href|src)="([\w.-]+\.(?:css|js))"(?! data-inline)', html))
    return inlined - linked


def static_files() -> list[Path]:
    top = [
        path
        for path in WEB.iterdir()
        if path.is_file() and path.suffix in STATIC_SUFFIXES and path.name not in STATIC_EXCLUDE
    ]
    icons = [path for path in (WEB / "icons").rglob("*") if path.is_file()]
    return sorted(top + icons)


def source(name: str) -> str:
    """web/<name> with its head written in."""
    html = (WEB / name).read_text(encoding="utf-8")
    if HEAD_MARK not in html:
        raise SystemExit(f"build.py: web/{name} lacks the head's place {HEAD_MARK!r}")
    html = html.replace(HEAD_MARK + "\n", head(BY_NAME[name]), 1)
    if name == PAGE and drawn.SHEET_MARK not in html:
        raise SystemExit(f"build.py: web/{PAGE} lacks the sheet placeholder "
                         f"{drawn.SHEET_MARK!r}")
    return html


def drawn_page(name: str, lang: str = "en") -> str:
    """web/<name> with its data-inline files and its PAGE_PARTS drawn in `lang`."""
    return drawn.draw(source(name), lang)


def page_translations(name: str) -> tuple[list[str], dict[str, dict[str, str]]]:
    """(the texts of page web/<name> drawn in English, {lang: {English text:
    translation}} for those that have one): languages.translations()."""
    return languages.translations(partial(drawn_page, name))


def untranslated(name: str) -> dict[str, list[str]]:
    """The build-time check: {lang: the texts of page web/<name> that have no
    translation}, so they would show in English."""
    texts, found = page_translations(name)
    return {lang: [t for t in texts if t not in got] for lang, got in found.items()}


def render_page(name: str = PAGE) -> bytes:
    """web/<name> with its data-inline stylesheets and scripts written in and
    its PAGE_PARTS drawn in (index.html: the empty score sheet), so the first
    paint needs nothing but the page itself and shows long before Python loads;
    then its translations and i18n-early.js, which shows it in the player's language."""
    html = languages.with_languages(drawn_page(name), page_translations(name)[1])
    return policy.with_script_hashes(policy.with_early_fetches(html)).encode()
