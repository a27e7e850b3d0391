"""JSON from places we do not control (browser storage, imported files, links),
read by one function that returns a value or a reason and never raises.

`json.loads` recurses once per nesting level: in Pyodide a deeply nested text
("[" * 100000) overflows the JavaScript stack and kills the interpreter, which
no `except` can catch. So the size and the nesting depth are measured on the
text first, with a flat scan, and only a text within both limits is parsed.
"""

from __future__ import annotations

import json
import re

from .i18n import Msg

MAX_CHARS = 5_000_000  # a history of thousands of games is well under this
MAX_DEPTH = 40  # our deepest document (a history record) nests 5 levels

# a JSON string (its closing quote optional, so that an unclosed one ends the
# scan instead of being tried again from every later quote: the scan stays
# linear whatever the text), or a bracket outside strings
_TOKEN = re.compile(r'"(?:[^"\\]+|\\.)*"?|[\[\]{}]', re.DOTALL)


def depth(text: str, stop: int | None = None) -> int:
    """The deepest nesting of brackets in `text`, outside strings (a flat scan:
    no recursion, whatever the text). With `stop`, the scan ends as soon as
    the nesting goes past it."""
    deepest = level = 0
    for m in _TOKEN.finditer(text):
        c = m.group()[0]
        if c in "[{":
            level += 1
            if level > deepest:
                deepest = level
                if stop is not None and deepest > stop:
                    break
        elif c in "]}":
            level -= 1
    return deepest


def too_big(text: str, max_chars: int = MAX_CHARS, max_depth: int = MAX_DEPTH):
    """Why `text` is beyond what we read (a Msg), or None when it is within
    both limits; checked before any parsing."""
    if len(text) > max_chars:
        return Msg("it is too long ({size} characters; at most {limit})",
                   size=len(text), limit=max_chars)
    if depth(text, max_depth) > max_depth:
        return Msg("it is nested too deeply to be one of ours")
    return None


def read(text, *, max_chars: int = MAX_CHARS, max_depth: int = MAX_DEPTH):
    """(value, None) for readable JSON text, else (None, reason) with the reason
    in players' words. Bytes are read as UTF-8. Never raises."""
    try:
        if isinstance(text, (bytes, bytearray)):
            try:
                text = bytes(text).decode("utf-8")
            except UnicodeDecodeError:
                return None, Msg("it is not text")
        if not isinstance(text, str):
            return None, Msg("it is not text")
        why = too_big(text, max_chars, max_depth)
        if why is not None:
            return None, why
        try:
            return json.loads(text), None
        except (ValueError, RecursionError) as exc:
            return None, Msg("it is not valid JSON (it may be cut short): {error}",
                             error=str(exc))
    except Exception as exc:  # noqa: BLE001 - the promise is: never raises
        return None, Msg("it could not be read: {error}", error=type(exc).__name__)
