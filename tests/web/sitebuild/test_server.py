"""The dev server (web/sitebuild/server.py): the game page with the
cross-origin isolation headers, or, as most free static hosts serve it,
without them (`build.py serve --no-isolate`, the browser tests' second site,
the Lighthouse benchmark's `--no-isolate`)."""

from __future__ import annotations

import sys
import threading
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "web"))

from sitebuild.server import handler_for, make_server  # noqa: E402


@pytest.fixture
def folder(tmp_path):
    for name in ("index.html", "rules.html"):
        (tmp_path / name).write_text("<!doctype html><title>x</title>", encoding="utf-8")
    return tmp_path


def headers(folder: Path, isolate: bool, page: str) -> dict[str, str]:
    server = make_server(folder, 0, quiet=True, handler=handler_for(isolate))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}/{page}"
        with urllib.request.urlopen(url, timeout=10) as answer:
            assert answer.status == 200
            return {k.lower(): v for k, v in answer.headers.items()}
    finally:
        server.shutdown()
        server.server_close()


def test_the_game_page_is_isolated_and_the_rules_page_is_not(folder):
    game = headers(folder, True, "index.html")
    assert game["cross-origin-opener-policy"] == "same-origin"
    assert game["cross-origin-embedder-policy"] == "require-corp"
    assert "cross-origin-opener-policy" not in headers(folder, True, "rules.html")


def test_served_as_a_host_without_headers_no_page_is_isolated(folder):
    for page in ("index.html", "rules.html"):
        sent = headers(folder, False, page)
        assert "cross-origin-opener-policy" not in sent, page
        assert "cross-origin-embedder-policy" not in sent, page
