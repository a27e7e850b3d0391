"""The fields of the part of the page's address after "#" (shared links:
daily.py's "#g=...", bylink.py's "#p=...")."""

from __future__ import annotations


def fragment_fields(fragment) -> dict[str, list[str]]:
    """{"name": [value, ...]} of an address fragment such as "#daily=D&g=CODE";
    {} for anything else, an empty fragment included."""
    if not isinstance(fragment, str) or not fragment.lstrip("#"):
        return {}
    # imported here, not at the top: urllib.parse pulls in ipaddress, a slow
    # import at a first visit's start-up in Pyodide (docs/performance.md), and
    # most addresses carry no game
    from urllib.parse import parse_qs

    return parse_qs(fragment.lstrip("#"), keep_blank_values=True)
