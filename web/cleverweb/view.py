"""Start-up messages for the page, as plain text.

No DOM and no `js`/`pyscript` imports, so CPython tests can import it.
(The game screens themselves are in screens.py, sheet_svg.py and table.py.)
"""

from __future__ import annotations


def engine_error_message(exc: BaseException) -> str:
    """Why the engine could not be used, in words for a player."""
    detail = f"{type(exc).__name__}: {exc}".strip().rstrip(":")
    if isinstance(exc, ImportError):
        return (
            f"the rules engine could not be loaded ({detail}); "
            "this copy of the site may be incomplete"
        )
    return f"the rules engine failed while starting ({detail})"
