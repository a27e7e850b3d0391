#!/usr/bin/env python3
"""Build the static site for That's Pretty Clever into dist/.

    python build.py                       build dist/
    python build.py serve [--port N]      build, then serve dist/ on 127.0.0.1
    python build.py serve --no-isolate    ... without the cross-origin isolation headers
    python build.py --out DIR             build somewhere else

Standard library only. The browser runtime (Pyodide and PyScript) comes from
npm, pinned by web/package-lock.json; `npm ci` runs only when web/node_modules
is missing or older than the lockfile. Only the runtime files the page uses
are copied, unchanged files are not copied again, and files that no longer
belong to the site are removed, so a second build takes a fraction of a second.

The work is done by the package web/sitebuild/, one module per job: runtime
(npm, PyScript and Pyodide files), pages (the page table, their shared head,
rendering) with drawn (what a page shows before Python loads), languages and
policy (inline scripts and their hashes), archive (the Python archives and
their bytecode), service_worker, icons, server (the dev server), plan (every
file of dist/ and where it comes from) and writing. This file parses the
command line and takes the build lock; the names in __all__ stay importable
from here.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from pathlib import Path

# sitebuild lives in web/ beside the glue it draws the pages with
_WEB = str(Path(__file__).resolve().parent / "web")
if _WEB not in sys.path:
    sys.path.insert(0, _WEB)

# ruff: noqa: E402 - the package is importable once its folder is on the path
from sitebuild.archive import (
    DEMO_ENTRY,
    STDLIB_BYTECODE,
    demo_modules,
    python_archive,
    python_files,
)
from sitebuild.drawn import SHEET_MARK, demo_files, empty_sheet_svg
from sitebuild.icons import icon_png
from sitebuild.languages import page_texts
from sitebuild.layout import (
    ARCHIVE,
    DEFAULT_OUT,
    DEMO_ARCHIVE,
    DEMOS_JSON,
    EARLY,
    ENGINE,
    GLUE,
    PAGE,
    PYC_CACHE,
    ROOT,
    WARM,
    WEB,
)
from sitebuild.pages import (
    inlined_files,
    page_translations,
    pages,
    render_page,
    untranslated,
)
from sitebuild.plan import BuildResult, plan, write_site
from sitebuild.policy import inline_script_hashes
from sitebuild.runtime import PYODIDE_FILES, PYSCRIPT_UNUSED, ensure_runtime, pyscript_config
from sitebuild.server import (
    ISOLATED_PAGES,
    ISOLATION_HEADERS,
    SiteHandler,
    headers_file,
    isolated_page,
    make_server,
    serve,
)
from sitebuild.service_worker import finalize

# what e2e/, tests/ and tools/ import from here
__all__ = [
    "ARCHIVE", "BuildResult", "DEFAULT_OUT", "DEMO_ARCHIVE", "DEMO_ENTRY", "DEMOS_JSON",
    "EARLY", "ENGINE", "GLUE", "ISOLATED_PAGES", "ISOLATION_HEADERS", "PAGE", "PYC_CACHE",
    "PYODIDE_FILES", "PYSCRIPT_UNUSED", "ROOT", "SHEET_MARK", "STDLIB_BYTECODE", "SiteHandler",
    "WARM", "WEB", "build", "demo_files", "demo_modules", "empty_sheet_svg", "ensure_runtime",
    "finalize", "headers_file", "icon_png", "inline_script_hashes", "inlined_files",
    "isolated_page", "main", "make_server", "page_texts", "page_translations", "pages", "plan",
    "pyscript_config", "python_archive", "python_files", "render_page", "serve", "untranslated",
]


def build(out: Path = DEFAULT_OUT, quiet: bool = False, bytecode: bool = True) -> BuildResult:
    with one_build_at_a_time():
        return write_site(out, quiet, bytecode)


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
