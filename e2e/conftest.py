"""Fixtures for the browser tests: one build of dist/ per session, served on a
free localhost port in a background thread, and Debian's Chromium through
Python Playwright."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import settle  # noqa: E402
import warm_start  # noqa: E402
from browser import CHROMIUM, CHROMIUM_ARGS, Site, build, have_chromium  # noqa: E402

try:  # every action waits for the page's Python to have handled it (settle.py)
    settle.install()
except ImportError:  # no playwright: the browser tests fail or skip on their own
    pass


def pytest_configure(config):
    config.addinivalue_line("markers", "browser: drives Chromium through Playwright (e2e/)")


BROWSER_FIXTURES = {"playwright_instance", "browser", "context", "warm_context", "play_browser",
                    "play_page"}


def pytest_collection_modifyitems(config, items):
    """Mark the tests that drive Chromium, so `-m "not browser"` leaves them out."""
    for item in items:
        if BROWSER_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def dist() -> Path:
    """dist/, built once per session (the build is incremental: seconds at most)."""
    return build.build(quiet=True).out


@pytest.fixture(scope="session", autouse=True)
def snapshot_folder(tmp_path_factory, request) -> Path:
    """Where warm_start.py keeps the run's memory snapshot of Python: one
    folder for all of the run's pytest-xdist workers (the first makes it)."""
    base = tmp_path_factory.getbasetemp()
    if hasattr(request.config, "workerinput"):  # an xdist worker: its own folder in the run's
        base = base.parent
    warm_start.folder = base / "python-snapshot"
    return warm_start.folder


@pytest.fixture(scope="session")
def site(dist):
    served = Site(dist)
    yield served
    served.close()


# Playwright's sync API allows one running instance per process, so these are
# module-scoped: they are gone before a later test module starts its own.
@pytest.fixture(scope="module")
def playwright_instance():
    if not have_chromium():
        message = f"Chromium not found at {CHROMIUM} (apt-get install chromium)"
        if os.environ.get("CI"):
            pytest.fail(message)  # CI must never pass by skipping the browser tests
        pytest.skip(message)
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        if os.environ.get("CI"):
            raise
        pytest.skip("Python playwright is not installed (pip install -e '.[test]')")
    with sync_playwright() as playwright:
        yield playwright


@pytest.fixture(scope="module")
def browser(playwright_instance):
    instance = playwright_instance.chromium.launch(
        executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True
    )
    yield instance
    instance.close()


@pytest.fixture
def context(browser):
    """A fresh browser profile (its own caches and service workers) per test."""
    ctx = browser.new_context(service_workers="allow")
    ctx.set_default_timeout(30_000)
    yield ctx
    ctx.close()


@pytest.fixture
def warm_context(context, site):
    """`context`, but its Cache Storage already holds Python's memory snapshot
    (warm_start.py), as a returning player's browser has it: for the tests of
    what a page does once booted, not of the first visit."""
    return warm_start.warm(context, site.url)
