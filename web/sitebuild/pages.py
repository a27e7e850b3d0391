"""The pages: each web/*.html rendered with its parts drawn in, its
translations, its inline scripts allowed by their hashes."""
from __future__ import annotations

import re
from functools import partial
from pathlib import Path

from . import drawn, languages, policy
from .layout import PAGE, STATIC_EXCLUDE, STATIC_SUFFIXES, WEB


def pages() -> list[Path]:
    return sorted(path for path in WEB.glob("*.html") if path.is_file())


def inlined_files() -> set[str]:
    """The web/ files that only pages take in (data-inline) instead of linking:
    a file one page inlines and another links stays a file of the site."""
    inlined: set[str] = set()
    linked: set[str] = set()
    for page in pages():
        html = page.read_text(encoding="utf-8")
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
    """web/<name> as written."""
    html = (WEB / name).read_text(encoding="utf-8")
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
