"""The service worker and version.json: the build's content hash names the
cache, so any changed file gives a new service worker."""
from __future__ import annotations

import hashlib
import json
from functools import partial
from pathlib import Path

from .layout import HEADERS_NAME, SW_NAME, SW_TEMPLATE, VERSION_NAME, WEB
from .server import ISOLATED_PAGES, ISOLATION_HEADERS
from .writing import write_if_changed


def content_hash(out: Path, names: list[str]) -> str:
    digest = hashlib.sha256()
    for name in sorted(names):
        digest.update(name.encode() + b"\0")
        with open(out / name, "rb") as handle:
            for block in iter(partial(handle.read, 1 << 20), b""):
                digest.update(block)
        digest.update(b"\0")
    return digest.hexdigest()[:16]


def finalize(out: Path) -> str:
    """Hash every file of the site and write the service worker and version.json.

    The cache name in sw.js is derived from that hash, so any changed file gives
    a new service worker, which the browser installs next to the old one and the
    page offers as "reload to update".
    """
    skip = {SW_NAME, VERSION_NAME, HEADERS_NAME}
    names = sorted(
        path.relative_to(out).as_posix()
        for path in out.rglob("*")
        if path.is_file() and path.relative_to(out).as_posix() not in skip
        and not path.name.endswith(".tmp")
    )
    version = content_hash(out, names)
    precache = ["./"] + [f"./{name}" for name in names]
    template = (WEB / SW_TEMPLATE).read_text(encoding="utf-8")
    sw = template.replace('"__VERSION__"', json.dumps(version)).replace(
        "[/* __PRECACHE__ */]", json.dumps(precache, indent=2)
    ).replace("[/* __ISOLATED_PAGES__ */]", json.dumps(list(ISOLATED_PAGES))).replace(
        "[/* __ISOLATION_HEADERS__ */]", json.dumps([list(h) for h in ISOLATION_HEADERS]))
    write_if_changed(out / SW_NAME, sw.encode())
    info = {"version": version, "files": len(names)}
    write_if_changed(out / VERSION_NAME, (json.dumps(info) + "\n").encode())
    return version
