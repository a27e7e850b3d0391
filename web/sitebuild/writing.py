"""Writing dist/: a file is written only when its bytes changed, so a second
build writes nothing and an unchanged file keeps its date (and its ETag)."""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path


def strip_source_map(data: bytes) -> bytes:
    """Drop the trailing sourceMappingURL comment: the maps are not shipped."""
    return re.sub(rb"\n//# sourceMappingURL=[^\n]*\s*$", b"\n", data)


def write_if_changed(target: Path, data: bytes) -> bool:
    if target.exists() and target.stat().st_size == len(data) and target.read_bytes() == data:
        return False
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(target.name + ".tmp")
    tmp.write_bytes(data)
    os.replace(tmp, target)
    return True


def copy_if_changed(source: Path, target: Path) -> bool:
    if source.suffix in (".js", ".mjs"):
        return write_if_changed(target, strip_source_map(source.read_bytes()))
    if target.exists():
        a, b = source.stat(), target.stat()
        if a.st_size == b.st_size and a.st_mtime_ns == b.st_mtime_ns:
            return False
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(source, target)
    return True
