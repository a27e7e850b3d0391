"""Where the site's sources are and what its files are called: the names the
other modules (and the tests) share."""
from __future__ import annotations

import importlib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]  # web/sitebuild/ -> the repository
WEB = ROOT / "web"
ENGINE = ROOT / "clever"
GLUE = WEB / "cleverweb"
NODE_MODULES = WEB / "node_modules"
DEFAULT_OUT = ROOT / "dist"
PYC_CACHE = ROOT / ".build-cache" / "pyc"
# The engine and the glue (sources and bytecode) in one archive, which early.mjs
# fetches while Pyodide boots and puts on sys.path as it is (imported from by
# zipimport: nothing to unpack, each module inflated when first imported).
ARCHIVE = "py/clever.zip"
# The rules demos' archive (embed.html, learn.html: <html data-engine="demo">): the
# modules a demo can reach from its entry point, found by reading their imports,
# without the computer players (a demo has no computer seat and no Hint) or the
# other pages' glue: about half the bytes of ARCHIVE.
DEMO_ARCHIVE = "py/demo.zip"
EARLY = "runtime/pyodide/early.mjs"  # from web/pyodide-early.mjs: starts Pyodide early
# from web/pyodide-warm.mjs, imported by early.mjs: a worker's return-visit boot
# (the page's compiled WebAssembly, a memory snapshot of Python)
WARM = "runtime/pyodide/warm.mjs"
# Static web files: everything at the top of web/ with these endings, plus
# web/icons/. (sw.js is a template that finalize() fills in.)
STATIC_SUFFIXES = (".html", ".css", ".js", ".webmanifest", ".svg", ".png", ".ico", ".txt")
STATIC_EXCLUDE = {"sw.js", "pyodide-early.mjs", "pyodide-warm.mjs"}
PAGE = "index.html"  # the game; it must hold the empty sheet (drawn.SHEET_MARK)
HEADERS_NAME = "_headers"
THEME_COLOUR = "#1f2a44"
SW_TEMPLATE = "sw.js"
SW_NAME = "sw.js"
CONFIG_NAME = "pyscript.json"
VERSION_NAME = "version.json"
DEMOS_JSON = "demos.json"  # the rules demos embed.html shows (docs/embedding.md)


def import_glue(name: str):
    """A module of the engine or the glue, imported under this CPython."""
    for path in (str(WEB), str(ROOT)):
        if path not in sys.path:
            sys.path.insert(0, path)
    writes = sys.dont_write_bytecode
    sys.dont_write_bytecode = True  # leave no __pycache__ in the source tree
    try:
        return importlib.import_module(name)
    finally:
        sys.dont_write_bytecode = writes
