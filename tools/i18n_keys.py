"""The players' texts the code asks to translate, and which catalogs lack them.

Scans clever/ and web/cleverweb/ for literal texts given to `Msg(...)`, `N_(...)`,
`_(...)` and `plural(n, one, other)` (their English is the key; see clever/i18n).
`python tools/i18n_keys.py` lists the missing translations per language, with
the file that uses each; tests/clever/i18n/test_i18n_keys.py requires there are
none.
"""

from __future__ import annotations

import ast
import re
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCES = (ROOT / "clever", ROOT / "web" / "cleverweb")
SINGLE = {"Msg", "N_", "_"}        # the key is the first argument
PLACEHOLDER = re.compile(r"(?<!\{)\{(\w+)[^{}]*\}")


@dataclass(frozen=True)
class Key:
    text: str
    plural: bool       # a count's text: the catalog gives a pair (one, other)
    where: str         # file:line of a use


def _name(func: ast.expr) -> str | None:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def scan(paths=SOURCES) -> tuple[dict[str, Key], list[str]]:
    """(every key found, problems: a Msg/N_/plural whose text is not a literal)."""
    keys: dict[str, Key] = {}
    problems: list[str] = []
    for base in paths:
        for path in sorted(base.rglob("*.py")):
            if path.parent.name in ("i18n", "texts") and path.name != "__init__.py":
                continue  # the catalogs themselves
            tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
            rel = path.relative_to(ROOT).as_posix()
            for node in ast.walk(tree):
                if not isinstance(node, ast.Call):
                    continue
                name = _name(node.func)
                if name in SINGLE and node.args:
                    arg, is_plural = node.args[0], False
                elif name == "plural" and len(node.args) >= 3:
                    arg, is_plural = node.args[2], True
                else:
                    continue
                where = f"{rel}:{node.lineno}"
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    keys.setdefault(arg.value, Key(arg.value, is_plural, where))
                elif name != "_":   # _(variable) translates a text made elsewhere
                    problems.append(f"{where}: {name}() needs a literal text")
    return keys, [p for p in problems if "clever/i18n/__init__.py" not in p]


def placeholders(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))


def missing(lang: str, keys: dict[str, Key]) -> list[Key]:
    import cleverweb  # noqa: F401  (it registers the web's catalogs)

    from clever.i18n import catalog

    texts = catalog(lang)
    return [k for k in keys.values() if k.text not in texts]


def main() -> int:
    sys.path[:0] = [str(ROOT), str(ROOT / "web")]
    from clever.i18n import LANGS

    keys, problems = scan()
    for p in problems:
        print(p)
    total = 0
    for lang in LANGS:
        if lang == "en":
            continue
        gaps = missing(lang, keys)
        total += len(gaps)
        print(f"{lang}: {len(keys) - len(gaps)}/{len(keys)} translated")
        for k in gaps:
            print(f"  {k.where}: {k.text!r}")
    return 1 if total or problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
