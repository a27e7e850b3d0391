"""The build's page table and the head every page shares (web/sitebuild/pages.py),
and its dev server importable on its own (web/sitebuild/server.py)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "web"))

from sitebuild import pages  # noqa: E402
from sitebuild.layout import WEB  # noqa: E402


def test_every_page_file_is_a_row_of_the_table():
    assert [path.name for path in pages.pages()] == sorted(pages.BY_NAME)
    for page in pages.PAGES:
        assert pages.HEAD_MARK in (WEB / page.name).read_text(encoding="utf-8"), page.name


def test_a_page_file_holds_no_head_of_its_own():
    for page in pages.PAGES:
        text = (WEB / page.name).read_text(encoding="utf-8")
        assert not re.search(r"<(head|title)[\s>]", text), page.name
        assert text.startswith("<!doctype html>\n<html lang=\"en\""), page.name


def test_every_head_comes_from_the_one_template():
    for page in pages.PAGES:
        head = pages.source(page.name).split("</head>")[0]
        assert head.count("<head>") == 1
        # the policy before anything that fetches or runs
        policy = head.index('<meta http-equiv="Content-Security-Policy"')
        assert "<script" not in head[:policy] and "<link" not in head[:policy], page.name
        assert f'content="{pages.content_policy(page)}"' in head
        assert f"<title>{page.title}</title>" in head
        assert f'<meta name="description" content="{page.description}">' in head
        assert '<link rel="icon" href="icons/icon.svg" type="image/svg+xml">' in head
        assert f'<link rel="expect" href="#{page.first_screen}" blocking="render">' in head
        for name in page.styles:
            assert re.search(rf'<link rel="stylesheet" href="{re.escape(name)}"', head), name
        for name in page.scripts:
            assert f'<script src="{name}"' in head, (page.name, name)
        installable = '<link rel="manifest" href="manifest.webmanifest">' in head
        assert installable == (page.boots != "demo"), page.name
        assert ('<link rel="apple-touch-icon"' in head) == installable, page.name


def test_a_policy_change_is_made_once():
    """The policies differ only where the pages boot differently."""
    policies = {page.name: pages.content_policy(page) for page in pages.PAGES}
    assert policies["counter.html"] == policies["history.html"] == policies["stats.html"]
    assert policies["embed.html"] == policies["learn.html"]
    assert "blob:" in policies["index.html"]
    assert "blob:" not in policies["counter.html"]
    assert "'unsafe-eval'" not in policies["rules.html"]
    assert "frame-src 'self'" in policies["rules.html"]
    for policy in policies.values():
        assert policy.startswith("default-src 'self'; ")
        assert "object-src 'none'; base-uri 'none'; form-action" in policy


def test_the_server_imports_without_the_build_or_the_engine():
    code = ("import sys; sys.path.insert(0, 'web'); import sitebuild.server; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in "
            "('clever', 'cleverweb', 'sitebuild')))")
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    assert run.stdout.split() == ["['sitebuild',", "'sitebuild.layout',", "'sitebuild.server']"]


def test_the_isolated_pages_are_those_that_boot_the_game():
    from sitebuild.server import ISOLATED_PAGES

    assert ISOLATED_PAGES == tuple(page.name for page in pages.PAGES if page.boots == "game")


def test_importing_build_py_loads_no_engine():
    """The tests import build.py for its names (and its server) without
    paying for the engine; the pages' parts import it when they are drawn."""
    code = ("import sys, build; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('clever', 'cleverweb')))")
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    assert run.stdout.strip() == "[]"
