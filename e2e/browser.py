"""Shared helpers for the browser tests and the load benchmark.

Debian's Chromium driven by Python Playwright (never `playwright install`),
and the site served from dist/ by build.py's own server on a free port.
"""

from __future__ import annotations

import os
import sys
import threading
import time
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for folder in (ROOT, ROOT / "web"):  # build.py, and its package sitebuild in web/
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))

from sitebuild.server import SiteHandler, make_server  # noqa: E402

import build  # noqa: E402,F401  (the tests build the site through build.py's entry point)

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
# more flags for a trial run (CLEVER_CHROMIUM_ARGS="--js-flags=..."), never in CI
CHROMIUM_ARGS += os.environ.get("CLEVER_CHROMIUM_ARGS", "").split()
READY_TIMEOUT_MS = 90_000

# Records, in the page, when <html data-ready> becomes "true" (ms since
# navigation start) and when the first contentful paint happened.
TIMING_SCRIPT = """
(() => {
  const mark = () => {
    const root = document.documentElement;
    if (root && root.dataset.ready === "true" && window.__readyAt === undefined) {
      window.__readyAt = performance.now();
    }
  };
  new MutationObserver(mark).observe(document, {
    attributes: true, attributeFilter: ["data-ready"], subtree: true,
  });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === "first-contentful-paint") window.__fcpAt = entry.startTime;
      }
    }).observe({type: "paint", buffered: true});
  } catch (e) {}
})();
"""


def have_chromium() -> bool:
    return Path(CHROMIUM).exists()


class Site:
    """A running local server for one folder; `requests` lists every path asked for."""

    def __init__(self, directory: Path, handler: type = SiteHandler):
        self.directory = Path(directory)
        self.requests: list[str] = []
        log = self.requests

        class Logged(handler):
            def send_head(self):
                log.append(self.path)
                return super().send_head()

        self.server = make_server(self.directory, 0, quiet=True, handler=Logged)
        self.port = self.server.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}/"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@contextmanager
def serve(directory: Path):
    site = Site(directory)
    try:
        yield site
    finally:
        site.close()


def is_local(url: str) -> bool:
    """True for URLs that stay on this machine (or inside the browser)."""
    if url.startswith(("data:", "blob:", "about:", "chrome-extension:", "chrome:")):
        return True
    from urllib.parse import urlsplit

    host = urlsplit(url).hostname or ""
    return host in ("127.0.0.1", "localhost", "::1") or host.startswith("127.")


READY_OR_ERROR = "['true', 'error'].includes(document.documentElement.dataset.ready)"


def wait_ready(page, timeout: int = READY_TIMEOUT_MS) -> None:
    """Wait for <html data-ready="true">; fail with the page's own words otherwise."""
    page.wait_for_function(READY_OR_ERROR, timeout=timeout)
    state = page.evaluate("document.documentElement.dataset.ready")
    if state != "true":
        status = page.inner_text("#status")
        raise AssertionError(f"the page did not become ready: {status!r}")


def start_game(page) -> None:
    """Start a solo game with the header button and wait until the game shows."""
    page.click("#new-game")
    page.wait_for_function(
        """() => {
            const d = document.documentElement.dataset;
            return d.pending && d.pending !== "none";
        }""",
        timeout=30_000,
    )


def wait_controlled(page, timeout: int = READY_TIMEOUT_MS) -> str:
    """Wait until the service worker has precached everything and controls the page."""
    page.wait_for_function(
        "navigator.serviceWorker && navigator.serviceWorker.controller !== null",
        timeout=timeout,
    )
    return page.evaluate("navigator.serviceWorker.controller.scriptURL")


# web/pyodide-warm.mjs: a memory snapshot of Python, made in the background
# after a boot that found none and kept in Cache Storage for the next visits;
# the sizes of what is stored
SNAPSHOT_SIZES = """async () => {
  const cache = await caches.open("python-snapshot");
  const sizes = [];
  for (const request of await cache.keys()) {
    sizes.push((await (await cache.match(request)).arrayBuffer()).byteLength);
  }
  return sizes;
}"""
# in the page or worker that booted Python: 1 if it booted from the snapshot
FROM_SNAPSHOT = "performance.getEntriesByName('clever:from-snapshot').length"


def wait_for_a_snapshot(page, timeout_s: float = 120) -> None:
    """Until one whole snapshot is stored (polled: Cache Storage tells no one)."""
    deadline = time.monotonic() + timeout_s
    while not ((sizes := page.evaluate(SNAPSHOT_SIZES)) and len(sizes) == 1 and sizes[0] > 1e6):
        assert time.monotonic() < deadline, f"no snapshot stored in {timeout_s} s: {sizes}"
        page.wait_for_timeout(250)
