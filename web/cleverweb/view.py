"""Start-up messages for the page, as plain text.

No DOM and no `js`/`pyscript` imports, so CPython tests can import it.
(The game screens themselves are in screens.py, sheet/ and table.py.)
"""

from __future__ import annotations


def engine_error_message(exc: BaseException) -> str:
    """Why the engine could not be used, in words for a player (in the page's
    language when the engine's text module could be loaded, else in English)."""
    detail = f"{type(exc).__name__}: {exc}".strip().rstrip(":")
    try:
        from clever.i18n import Msg

        from .lang import _
    except Exception:  # the engine itself is what is missing
        def _(text):
            return str(text)
        Msg = None  # noqa: N806
    if isinstance(exc, ImportError):
        if Msg is None:
            return (f"the rules engine could not be loaded ({detail}); "
                    "this copy of the site may be incomplete")
        return _(Msg("the rules engine could not be loaded ({detail}); this copy of the site "
                     "may be incomplete", detail=detail))
    if Msg is None:
        return f"the rules engine failed while starting ({detail})"
    return _(Msg("the rules engine failed while starting ({detail})", detail=detail))
