"""Text made safe to write into the page's HTML and SVG markup.

Our own `escape`, not the standard library's `html.escape`: importing `html`
loads `html.entities` (a table of 2,231 named characters the pages never
need), a slow import in Pyodide that a first visit waited for between the
engine's boot and the page being ready (docs/performance.md).
The output is the same as `html.escape(text)`'s (tests/web/cleverweb/test_markup.py).
"""

from __future__ import annotations

# "&" first, so that the other replacements' own "&" are not escaped again
_REPLACEMENTS = (("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ('"', "&quot;"), ("'", "&#x27;"))


def escape(text: str) -> str:
    """`text` with &, <, >, " and ' written as character references, so it can
    go between tags and inside attribute values."""
    for char, ref in _REPLACEMENTS:
        if char in text:
            text = text.replace(char, ref)
    return text
