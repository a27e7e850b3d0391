"""What a click did, for the page to show: shared by the session and the
one-phone-per-player entry (own_sheet_entry.py), which neither imports the other's
callers. Pure Python."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Outcome:
    """What a click did: events (on success), an explanation (when refused)."""
    ok: bool = True
    message: str = ""
    events: list = field(default_factory=list)
    rolled: tuple = ()
    changed: bool = False  # the game itself changed (so: save, re-render the log)
