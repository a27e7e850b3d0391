"""Browser tests that start warm: Python booted from the memory snapshot that a
returning player's browser keeps (web/pyodide-warm.mjs), not from nothing.

A fresh browser context has empty storage, so the game in it boots Python
cold, several times slower than from the snapshot; and after a cold boot it
makes that snapshot in the background, a boot's worth of work on a shared
core. Most tests are about play, not boot, and a cold boot in each of their
contexts was most of the browser tests' time. `warm(context, url)` puts the
snapshot in the context's Cache Storage before its first page, where a
returning player's browser has it. The tests of the first visit (boot,
snapshot, offline, the slow-start notice) keep cold contexts.

The snapshot is made once per test run, by the browser itself (one cold boot
that waits for it; with pytest-xdist the first worker makes it and the others
wait for its file), and handed to each context by a small server of its own,
since a Playwright route would carry its tens of megabytes through the
driver, many times slower than a local server.
"""

from __future__ import annotations

import fcntl
import http.server
import json
import tempfile
import threading
from pathlib import Path
from urllib.parse import urljoin

from browser import wait_for_a_snapshot, wait_ready

# where a context's first page goes to reach the site's storage: a path no
# site has (its "not found" page is the site's all the same). Not a page of a
# Playwright route: Chromium counts that as public, and then refuses it the
# snapshot's server on the loopback address.
SEED_PAGE = "__test/warm"

# The snapshot is the one entry of Cache Storage's "python-snapshot"
# (web/pyodide-warm.mjs). READ_OUT posts its bytes to the maker's route and
# returns its path on the site (the key names the Pyodide version); PUT stores
# it, fetched from this module's server, under that path on another site.
READ_OUT = """async () => {
  const cache = await caches.open("python-snapshot");
  const [request] = await cache.keys();
  const response = await cache.match(request);
  await fetch('/__test/snapshot-out', {method: 'POST', body: await response.arrayBuffer()});
  return new URL(request.url).pathname;
}"""

PUT = """async ([from, path]) => {
  const response = await fetch(from);
  if (!response.ok) throw new Error('no snapshot at ' + from + ': ' + response.status);
  const cache = await caches.open("python-snapshot");
  await cache.put(new URL(path, location.href).href, new Response(response.body,
    {headers: {'Content-Type': 'application/octet-stream'}}));
}"""

# where the run's snapshot is kept: set by e2e/conftest.py to a folder shared
# by the run's pytest-xdist workers; else one of this process's own
folder: Path | None = None
_made: dict[str, str] = {}  # this process's: "path" (on the site), "server" (its URL)


class _Handler(http.server.BaseHTTPRequestHandler):
    """The snapshot file, to any origin (the sites run on other ports)."""
    protocol_version = "HTTP/1.1"
    body: bytes

    def do_GET(self):  # noqa: N802 - http.server's name
        body = self.body
        self.send_response(200)
        self.send_header("Content-Type", "application/octet-stream")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Access-Control-Allow-Origin", "*")
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def _serve(file: Path) -> str:
    handler = type("SnapshotHandler", (_Handler,), {"body": file.read_bytes()})
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_address[1]}/snapshot.bin"


def _make(browser, site_url: str, file: Path) -> str:
    """Boot the game cold in a fresh context, wait for its snapshot, save it."""
    context = browser.new_context(service_workers="block")
    try:
        context.route("**/__test/snapshot-out", lambda route: (
            file.write_bytes(route.request.post_data_buffer), route.fulfill(status=204)))
        page = context.new_page()
        page.goto(site_url)
        wait_ready(page)
        wait_for_a_snapshot(page)
        return page.evaluate(READ_OUT)
    finally:
        context.close()


def snapshot(browser, site_url: str) -> tuple[str, str]:
    """(where the snapshot is served, its path on a site), made on first use.

    The folder is shared by the run's pytest-xdist workers: the first to get
    its lock makes the snapshot there, the others find it made."""
    global folder
    if "server" not in _made:
        if folder is None:
            folder = Path(tempfile.mkdtemp(prefix="python-snapshot-"))
        folder.mkdir(parents=True, exist_ok=True)
        file, meta = folder / "python-snapshot.bin", folder / "python-snapshot.json"
        with open(folder / "python-snapshot.lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
            if not meta.exists():
                path = _make(browser, site_url, file)
                meta.write_text(json.dumps({"path": path}))
        _made.update(path=json.loads(meta.read_text())["path"], server=_serve(file))
    return _made["server"], _made["path"]


def warm(context, site_url: str):
    """Put the run's snapshot in `context`'s Cache Storage for `site_url`'s
    origin, as a returning player's browser has it, before any page of the
    test's opens. Returns the context."""
    served, path = snapshot(context.browser, site_url)
    page = context.new_page()
    try:
        page.goto(urljoin(site_url, "/" + SEED_PAGE))  # on the site's origin
        page.evaluate(PUT, [served, path])
    finally:
        page.close()
    return context
