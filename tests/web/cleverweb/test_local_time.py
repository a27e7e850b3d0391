"""Finishing times on the player's clock (web/cleverweb/local_time.py): the
history and the statistics showed UTC; the page gives the device's time zone
(per date, so summer time is right), and without one the times say UTC."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))

from cleverweb import history_view, local_time, stats_view  # noqa: E402


@pytest.fixture
def berlin():
    """Central European time: +60 minutes in winter, +120 in summer."""
    local_time.offset = lambda stamp: 120 if "-06-" in stamp else 60
    yield
    local_time.offset = None


def test_without_a_zone_times_are_utc_and_say_so():
    assert local_time.when_text("2026-12-01T20:15:00Z") == "2026-12-01 20:15 UTC"


def test_a_time_on_the_devices_clock_with_its_summer_time(berlin):
    assert local_time.when_text("2026-12-01T20:15:00Z") == "2026-12-01 21:15"
    assert local_time.when_text("2026-06-01T20:15:00Z") == "2026-06-01 22:15"
    assert local_time.when_text("2026-12-31T23:30:00Z") == "2027-01-01 00:30"  # next day


def test_an_unreadable_stamp_or_clock_never_raises():
    assert local_time.when_text("not a time") == "not a time"
    local_time.offset = lambda stamp: 1 / 0
    try:
        assert local_time.when_text("2026-12-01T20:15:00Z") == "2026-12-01 20:15 UTC"
    finally:
        local_time.offset = None


def test_the_history_and_the_statistics_use_the_devices_clock(berlin):
    from clever.history import make_record

    row = {"player": "Ann", "yellow": 30, "blue": 7, "green": 8, "orange": 44,
           "purple": 38, "foxes": 2}
    records = [make_record(f"g{h}", f"2026-12-01T{h:02}:00:00Z", "app", "pretty-clever", [row])
               for h in (9, 22)]
    assert "2026-12-01 10:00," in history_view.game_html(records[0])
    assert "UTC" not in history_view.game_html(records[0])
    first, last = stats_view.axis_labels(records[0]["finished"], records[1]["finished"])
    assert (first, last) == ("2026-12-01 10:00", "23:00")
    late = "2026-12-01T23:30:00Z"  # already the 2nd on the device's clock
    assert stats_view.axis_labels(records[0]["finished"], late) == ("2026-12-01", "2026-12-02")
