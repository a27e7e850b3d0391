"""The engine and the glue as zip archives (the game's and the rules demos'),
with their modules compiled to bytecode by the browser's own Python."""
from __future__ import annotations

import hashlib
import io
import json
import os
import shutil
import subprocess
import zipfile
from pathlib import Path

from .layout import NODE_MODULES, PYC_CACHE
from .runtime import pyscript_core_chunk

DEMO_ENTRY = "cleverweb/embed.py"
DEMO_LEAVES_OUT = ("clever.bots",)
# packages whose modules are imported by name (variants, area kinds and their
# drawings, catalogs, each game's lesson): whole
DEMO_WHOLE = ("clever/variants/", "clever/areas/", "clever/i18n/", "cleverweb/texts/",
              "clever/demos/lessons/", "cleverweb/sheet/")
# Standard-library modules the page first imports after Pyodide's start-up (html
# for PyScript's own package, hashlib for clever/save.py). Pyodide ships them as
# source only, so the page would compile them (html.entities is 75 kB of
# source); the archive holds them compiled by Pyodide's own Python from its own
# python_stdlib.zip, as sourceless .pyc files found first on sys.path.
STDLIB_BYTECODE = ("html/__init__.py", "html/entities.py", "hashlib.py")
ZIP_DATE = (1980, 1, 1, 0, 0, 0)  # fixed, so an unchanged engine gives identical bytes


def python_files(base: Path) -> list[Path]:
    return sorted(
        path
        for path in base.rglob("*.py")
        if "__pycache__" not in path.parts and not path.name.startswith(".")
    )


def archive_module(rel: str) -> str:
    """The source a member of the archive belongs to: a/m.pyc and a/m.py -> a/m.py."""
    return rel[:-1] if rel.endswith(".pyc") else rel


def module_file(name: str, modules: dict[str, Path]) -> str | None:
    """The archive path of module `name` ("clever.game" -> "clever/game.py")."""
    base = name.replace(".", "/")
    for rel in (f"{base}.py", f"{base}/__init__.py"):
        if rel in modules:
            return rel
    return None


def demo_modules(modules: dict[str, Path]) -> set[str]:
    """The engine and glue modules a rules demo can import: DEMO_ENTRY and every
    module its imports reach (those inside functions too), the packages in
    DEMO_WHOLE whole, never DEMO_LEAVES_OUT. tests/web/sitebuild/test_archive.py
    plays every demo and the lesson with only these importable."""
    import ast

    found: set[str] = {rel for rel in modules if rel.startswith(DEMO_WHOLE)}
    todo = [DEMO_ENTRY, *sorted(found)]
    while todo:
        rel = todo.pop()
        found.add(rel)
        package = rel.rsplit("/", 1)[0].replace("/", ".")
        names = []
        for node in ast.walk(ast.parse(modules[rel].read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names += [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parts = package.split(".")
                    parts = parts[: len(parts) - node.level + 1]
                    base = ".".join(parts + ([base] if base else []))
                names.append(base)
                names += [f"{base}.{alias.name}" for alias in node.names]
        for name in names:
            parts = name.split(".")
            for i in range(1, len(parts) + 1):  # a package's __init__ comes with it
                sub = ".".join(parts[:i])
                if sub.startswith(DEMO_LEAVES_OUT):
                    break
                path = module_file(sub, modules)
                if path and path not in found:
                    found.add(path)
                    todo.append(path)
    return found


def beside_source(rel: str) -> str:
    """Where a compiled module goes in the archive: next to its source, as
    zipimport looks for it (a/__pycache__/m.cpython-314.pyc -> a/m.pyc)."""
    folder, _, name = rel.rpartition("/")
    if folder == "__pycache__" or folder.endswith("/__pycache__"):
        folder = folder[: -len("__pycache__")].rstrip("/")
        return f"{folder}/{name.split('.')[0]}.pyc".lstrip("/")
    return rel


class _Utf8Info(zipfile.ZipInfo):
    """A member whose name is flagged as UTF-8 (zipfile only flags non-ASCII
    names): otherwise the page's zipfile decodes every name as cp437, and that
    codec is compiled from source just for this."""

    def _encodeFilenameFlags(self):  # noqa: N802 - zipfile's own (private) hook
        return self.filename.encode("utf-8"), self.flag_bits | 0x800


def python_archive(members: dict[str, Path | bytes]) -> bytes:
    """The modules (and their .pyc files) as one deflated zip with fixed dates,
    so the same inputs always give the same bytes (and the same site version)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for rel in sorted(members):
            data = members[rel]
            info = _Utf8Info(rel, date_time=ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, data if isinstance(data, bytes) else data.read_bytes())
    return buffer.getvalue()


def compile_bytecode(modules: dict[str, Path]) -> dict[str, bytes]:
    """Compile the modules with the browser's own Python (Pyodide under Node).

    Importing the engine in the page is mostly compiling its source; shipping
    unchecked-hash .pyc files (PEP 552) next to the sources skips that. The
    same is done for PyScript's own `pyscript` package: PyScript writes its
    sources into Python's working directory and imports them before running
    our script; the archive, first on sys.path, holds them compiled from
    exactly those sources (taken from PyScript's core chunk), which are then
    what is imported. Returned as a/__pycache__/m.<tag>.pyc (the archive puts
    them beside their sources, beside_source). The
    result is cached by content in .build-cache/, so Node only runs when a
    module changed. Without Node, or if compiling fails, the site still works
    from the sources alone (a warning says so).
    """
    if not modules:
        return {}
    script = Path(__file__).with_name("compile_pyc.mjs")
    chunk = pyscript_core_chunk()
    digest = hashlib.sha256()
    digest.update((NODE_MODULES / "pyodide" / "package.json").read_bytes())
    digest.update(script.read_bytes())
    digest.update(chunk.read_bytes() if chunk else b"")
    digest.update(repr(STDLIB_BYTECODE).encode())
    for rel in sorted(modules):
        digest.update(rel.encode() + b"\0" + modules[rel].read_bytes() + b"\0")
    key = digest.hexdigest()[:24]
    cache = PYC_CACHE / key
    if not (cache / "done").exists():
        node = shutil.which("node")
        if node is None:
            print("build.py: WARNING: node not found; shipping Python sources without bytecode")
            return {}
        work = PYC_CACHE / f"{key}.tmp"
        shutil.rmtree(work, ignore_errors=True)
        work.mkdir(parents=True)
        job = {"sources": [[rel, str(path)] for rel, path in sorted(modules.items())]}
        job["out"] = str(work / "out")
        if chunk:
            job["pyscript_chunk"] = str(chunk)
        job["stdlib"] = list(STDLIB_BYTECODE)
        (work / "job.json").write_text(json.dumps(job))
        index_url = (NODE_MODULES / "pyodide").as_posix() + "/"
        run = subprocess.run(
            [node, str(script), index_url, str(work / "job.json")],
            capture_output=True,
            text=True,
        )
        if run.returncode != 0:
            print(
                "build.py: WARNING: compiling bytecode with Pyodide failed; shipping "
                f"sources only.\n{run.stderr.strip()[-2000:]}"
            )
            shutil.rmtree(work, ignore_errors=True)
            return {}
        if run.stderr.strip():
            print(f"build.py: WARNING: {run.stderr.strip()[-2000:]}")
        (work / "out" / "done").write_text(run.stdout.strip() + "\n")
        shutil.rmtree(cache, ignore_errors=True)
        os.replace(work / "out", cache)
        shutil.rmtree(work, ignore_errors=True)
        _prune_pyc_cache(keep=cache)
    return {
        path.relative_to(cache).as_posix(): path.read_bytes() for path in cache.rglob("*.pyc")
    }


def _prune_pyc_cache(keep: Path, size: int = 6) -> None:
    entries = sorted(
        (p for p in PYC_CACHE.iterdir() if p.is_dir() and p != keep),
        key=lambda p: p.stat().st_mtime,
        reverse=True,
    )
    for old in entries[size:]:
        shutil.rmtree(old, ignore_errors=True)
