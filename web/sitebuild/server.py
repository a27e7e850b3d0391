"""The development server: dist/ with the right types, strong validators and,
for the pages that boot Python in a Web Worker, the cross-origin isolation
headers (`build.py serve`; `--no-isolate` serves without them). Standard
library only and independent of the build, so the tests import it alone."""
from __future__ import annotations

import http.server
import os
from functools import partial
from pathlib import Path

from .layout import PAGE

# The game's page runs Python in a Web Worker when it is cross-origin isolated
# (web/boot.js, web/python-worker.js), so the engine's boot never blocks it.
# These headers make it so: sent by `build.py serve`, listed in
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


def headers_file() -> str:
    """dist/_headers: the isolation headers (ISOLATION_HEADERS) in the format
    static hosts such as Netlify and Cloudflare Pages read."""
    lines = ["# Response headers for hosts that read this file (build.py writes it)."]
    for page in ISOLATED_PAGES:
        for path in (["/"] if page == PAGE else []) + [f"/{page}"]:
            lines.append(path)
            lines.extend(f"  {name}: {value}" for name, value in ISOLATION_HEADERS)
    return "\n".join(lines) + "\n"


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
    # the body of a small file waits for the browser's delayed ACK, as no real
    # web server lets happen.
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


class NotIsolating(SiteHandler):
    """A host that sends no isolation headers, as most free static hosts
    (`build.py serve --no-isolate`): the game's Python then runs in the page,
    not in a Web Worker."""

    isolated = ()


def handler_for(isolate: bool = True) -> type:
    return SiteHandler if isolate else NotIsolating


def serve(directory: Path, port: int, isolate: bool = True) -> None:
    server = make_server(directory, port, handler=handler_for(isolate))
    host, real_port = server.server_address[:2]
    print(f"Serving {directory} at http://{host}:{real_port}/  (Ctrl+C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print()
    finally:
        server.server_close()
