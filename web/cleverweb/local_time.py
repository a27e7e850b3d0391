"""Finishing times as the player's clock reads them.

The history stores each game's end in UTC ("2026-12-01T20:15:00Z"); players
read their own clock. The conversion needs the device's time zone, which
only the page knows: a page sets `offset` (minutes east of UTC at a given
moment, so that summer time is right for each date) from JavaScript's Date,
which a Web Worker has too. Without it (CPython, the tests) times stay in
UTC and say so. Nothing here raises: an unreadable stamp is shown as it is.
"""

from __future__ import annotations

import datetime

offset = None  # callable(stamp) -> minutes east of UTC at that moment; None: UTC


def use_device_clock() -> None:
    """Read the device's time zone from JavaScript's Date (in a page or worker)."""
    global offset
    from js import Date  # only in Pyodide

    offset = lambda stamp: -int(Date.new(stamp).getTimezoneOffset())  # noqa: E731


def _moment(stamp: str) -> datetime.datetime | None:
    try:
        return datetime.datetime.fromisoformat(stamp.replace("Z", "+00:00"))
    except (AttributeError, TypeError, ValueError):
        return None


def local(stamp: str) -> tuple[str, str, bool]:
    """(date "YYYY-MM-DD", time "HH:MM", in the device's time zone) of a stamp;
    in UTC (False) where the zone is not known or cannot be read."""
    moment = _moment(stamp)
    if moment is None:
        text = str(stamp)
        return text[:10], text[11:16], False
    if offset is not None:
        try:
            moment = moment + datetime.timedelta(minutes=int(offset(stamp)))
            return moment.strftime("%Y-%m-%d"), moment.strftime("%H:%M"), True
        except Exception:  # noqa: BLE001 - a clock we cannot read: UTC, said so
            pass
    return moment.strftime("%Y-%m-%d"), moment.strftime("%H:%M"), False


def when_text(stamp: str) -> str:
    """'2026-12-01 21:15' on the device's clock, or '2026-12-01 20:15 UTC'
    (an unreadable stamp as it is)."""
    if _moment(stamp) is None:
        return str(stamp)
    day, time, is_local = local(stamp)
    return f"{day} {time}" if is_local else f"{day} {time} UTC"
