"""The browser tests' one harness: one build of the site per run, served on a
free localhost port, one Chromium configuration (browser.py), and booted pages
shared by a module's tests and reset for each (harness.py).

Fixtures, from the widest:
- `dist`: the site, built once per run into a folder of the run's (never the
  working tree's dist/, which someone may be building), shared by the run's
  pytest-xdist workers (the first builds it);
- `site`: that folder served with the isolation headers (Python in a Web
  Worker); `page_site`: the same files with none (Python in the page);
- `browser`: Chromium through Playwright, one per test module;
- `context` (a first visit's profile), `warm_context` (a returning player's:
  Python's memory snapshot in its Cache Storage, warm_start.py);
- `pages`: the module's shared booted pages, `pages.open(path, viewport=...,
  lang=..., day=..., stored=..., isolated=...)`; `play_page`: the game on a
  laptop, ready for input. A page error in a test fails it.
"""

from __future__ import annotations

import fcntl
import os
import sys
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import harness  # noqa: E402
import settle  # noqa: E402
import warm_start  # noqa: E402
from browser import CHROMIUM, CHROMIUM_ARGS, Site, build, have_chromium  # noqa: E402
from sitebuild.server import NotIsolating  # noqa: E402  (browser.py put web/ on sys.path)

try:  # every action waits for the page's Python to have handled it (settle.py)
    settle.install()
    harness.install_boot_counter()
except ImportError:  # no playwright: the browser tests fail or skip on their own
    pass


def pytest_configure(config):
    config.addinivalue_line("markers", "browser: drives Chromium through Playwright (e2e/)")
    config._clever_boots = 0
    config._clever_profiles = 0
    config._clever_retried = 0
    config._clever_retry_why = []


BROWSER_FIXTURES = {"playwright_instance", "browser", "context", "warm_context", "play_browser",
                    "play_page", "pages"}


def pytest_collection_modifyitems(config, items):
    """Mark the tests that drive Chromium, so `-m "not browser"` leaves them out."""
    for item in items:
        if BROWSER_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.browser)


def _run_folder(tmp_path_factory, config) -> Path:
    """A folder of this run's, the same for all its pytest-xdist workers."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if hasattr(config, "workerinput") else base


@pytest.fixture(scope="session")
def dist(tmp_path_factory, request) -> Path:
    """The site, built once per run (the first xdist worker builds, under a
    lock; the others find it built)."""
    folder = _run_folder(tmp_path_factory, request.config)
    out = folder / "site"
    with open(folder / "site.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        if not (folder / "site.built").exists():
            build.build(out, quiet=True)
            (folder / "site.built").write_text("")
    return out


@pytest.fixture(scope="session", autouse=True)
def snapshot_folder(tmp_path_factory, request) -> Path:
    """Where warm_start.py keeps the run's memory snapshot of Python: one
    folder for all of the run's pytest-xdist workers (the first makes it)."""
    warm_start.folder = _run_folder(tmp_path_factory, request.config) / "python-snapshot"
    return warm_start.folder


@pytest.fixture(scope="session")
def site(dist):
    served = Site(dist)
    yield served
    served.close()


@pytest.fixture(scope="session")
def page_site(dist):
    served = Site(dist, handler=NotIsolating)
    yield served
    served.close()


# Playwright's sync API allows one running instance per process, so these are
# module-scoped: they are gone before a later test module starts its own.
@pytest.fixture(scope="module")
def playwright_instance():
    under_ci = os.environ.get("CI", "").lower() in ("1", "true", "yes")
    if not have_chromium():
        message = f"no Chromium at {CHROMIUM} (apt-get install chromium, or set CHROMIUM)"
        if under_ci:
            pytest.fail(message)  # CI must never pass by skipping the browser tests
        pytest.skip(message)
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        if under_ci:
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


@pytest.fixture(scope="module")
def play_browser(browser):
    """The older name of `browser`."""
    return browser


@pytest.fixture(scope="session")
def play_site(site):
    """The older name of `site`."""
    return site


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


@pytest.fixture(scope="module")
def shared_pages(browser, site, page_site):
    pool = harness.Pages(browser, site, page_site)
    yield pool
    pool.close()


@pytest.fixture
def pages(shared_pages):
    """The module's booted pages (harness.Pages): `pages.open(...)` resets
    one for this test. A page error during the test fails it."""
    yield shared_pages
    errors = shared_pages.errors()
    assert not errors, errors


@pytest.fixture
def play_page(pages):
    """The game on a laptop, as a returning player's fresh profile has it,
    ready for input."""
    import page_helpers

    return page_helpers.game_with(pages, {})


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    """With CLEVER_BOOT_LOG set, append each test's page loads, profiles,
    seconds, xdist worker and end time to that file: where the suite's
    boots and time go, and how evenly the workers end."""
    path = os.environ.get("CLEVER_BOOT_LOG")
    if not path:
        yield
        return
    boots, profiles, start = harness.BOOTS["count"], harness.BOOTS["profiles"], time.monotonic()
    yield
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    with open(path, "a", encoding="utf-8") as log:
        log.write(f"{item.nodeid}\t{harness.BOOTS['count'] - boots}\t"
                  f"{harness.BOOTS['profiles'] - profiles}\t{time.monotonic() - start:.1f}\t"
                  f"{worker}\t{time.time():.1f}\n")


def pytest_sessionfinish(session):
    """A worker hands its count of boots to the run (pytest-xdist)."""
    if hasattr(session.config, "workeroutput"):
        session.config.workeroutput["boots"] = harness.BOOTS["count"]
        session.config.workeroutput["profiles"] = harness.BOOTS["profiles"]
        session.config.workeroutput["retried"] = harness.BOOTS["retried"]
        session.config.workeroutput["retry_why"] = harness.BOOTS["why"]


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error):
    output = getattr(node, "workeroutput", {})
    node.config._clever_boots += output.get("boots", 0)
    node.config._clever_profiles += output.get("profiles", 0)
    node.config._clever_retried += output.get("retried", 0)
    node.config._clever_retry_why += output.get("retry_why", [])


def pytest_terminal_summary(terminalreporter, config):
    boots = config._clever_boots + harness.BOOTS["count"]
    if boots:
        terminalreporter.write_line(f"pages of the site loaded (each boots Python): {boots}")
        profiles = config._clever_profiles + harness.BOOTS["profiles"]
        terminalreporter.write_line(f"browser profiles opened (each with an empty cache): "
                                    f"{profiles}")
    retried = config._clever_retried + harness.BOOTS["retried"]
    if retried:  # the tests of the retry itself make some on purpose
        terminalreporter.write_line(f"boots the page tried again (boot.js): {retried}")
        for why in config._clever_retry_why + harness.BOOTS["why"]:
            terminalreporter.write_line(f"  after: {why}")
