"""The browser runtime from npm (Pyodide and PyScript, pinned by
web/package-lock.json): installing it, the files of it the site ships, and
PyScript's configuration."""
from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

from .layout import EARLY, NODE_MODULES, WARM, WEB

# Files of the pyodide npm package that the page loads. Everything else in it
# (the UMD build, the consoles, type definitions, source maps) is left out.
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
# PyScript chunks for features this page does not use: the code editor, the
# terminal, pygame, MicroPython, TOML configs, zip archives in `files`, package
# graphs (we install no packages) and the donkey helper. They are only ever
# loaded on demand, so leaving them out changes nothing for this page.
PYSCRIPT_UNUSED = re.compile(
    r"^(codemirror|py-editor|py-terminal|py-game|xterm|mpy-|toml-|zip-|pyodide_graph|donkey)"
)
PYSCRIPT_PLUGINS_OFF = ("donkey", "py-editor", "py-game", "py-terminal")


def ensure_runtime(quiet: bool = False) -> None:
    """Run `npm ci` in web/ when node_modules is missing or out of date."""
    lock = WEB / "package-lock.json"
    marker = NODE_MODULES / ".package-lock.json"
    wanted = [NODE_MODULES / "pyodide" / name for name in PYODIDE_FILES]
    wanted.append(NODE_MODULES / "@pyscript" / "core" / "dist" / "core.js")
    fresh = marker.exists() and marker.stat().st_mtime >= lock.stat().st_mtime
    if fresh and all(path.exists() for path in wanted):
        return
    npm = shutil.which("npm")
    if npm is None:
        sys.exit(
            "build.py: npm was not found. Node.js and npm are needed once, to fetch the "
            "pinned Pyodide and PyScript runtime (web/package-lock.json)."
        )
    if not quiet:
        print("build.py: installing the pinned runtime with npm ci (web/package-lock.json)")
    cmd = [npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"]
    subprocess.run(cmd, cwd=WEB, check=True)
    marker.touch()


def pyscript_files() -> list[Path]:
    """core.js and every chunk it can reach, minus unused features (core.css styles
    only tags and widgets this page does not use)."""
    dist = NODE_MODULES / "@pyscript" / "core" / "dist"
    found: set[str] = set()
    todo = ["core.js"]
    pattern = re.compile(r"""(?:from\s*|import\s*\(?\s*)["']\./([\w.-]+\.js)["']""")
    while todo:
        name = todo.pop()
        if name in found or PYSCRIPT_UNUSED.match(name):
            continue
        found.add(name)
        todo.extend(pattern.findall((dist / name).read_text(encoding="utf-8")))
    return [dist / name for name in sorted(found)]


def pyscript_core_chunk() -> Path | None:
    """PyScript's core chunk (the one core.js re-exports), which also holds
    PyScript's own Python package."""
    core = NODE_MODULES / "@pyscript" / "core" / "dist" / "core.js"
    found = re.search(r'from\s*"\./(core-[\w-]+\.js)"', core.read_text(encoding="utf-8"))
    return core.parent / found.group(1) if found else None


def pyscript_config() -> dict:
    """PyScript's configuration, pyscript.json (and written into the rules demo
    pages, CONFIG_INLINE_MARK)."""
    return {
        # PyScript's interpreter is Pyodide, loaded through early.mjs, which
        # index.html starts right after the first paint and which puts the
        # engine and glue (ARCHIVE) on sys.path before PyScript gets it, so
        # PyScript fetches no files of its own.
        "interpreter": f"./{EARLY}",
        # PyScript loads these plugins eagerly unless told not to; the page uses
        # none of them, and their chunks are not shipped.
        "plugins": [f"!{name}" for name in PYSCRIPT_PLUGINS_OFF],
    }


def runtime_preloads() -> str:
    """Download-only preloads of PyScript's scripts, early.mjs and what it imports
    (module scripts, hence crossorigin): a modulepreload would also compile them
    before the picture."""
    names = [f"runtime/pyscript/{path.name}" for path in pyscript_files()] + [EARLY, WARM]
    return "\n  ".join(f'<link rel="preload" href="{name}" as="script" crossorigin>'
                       for name in names)


def inline_config() -> str:
    """The config attribute with pyscript.json's content in it: PyScript then
    needs no request for it, whose answer would wait behind Pyodide's start-up
    (seconds of one task) before PyScript could go on and ask for Pyodide."""
    return f"config='{json.dumps(pyscript_config(), separators=(',', ':'))}'"
