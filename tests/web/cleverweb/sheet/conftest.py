"""The sheet's drawing tests read its labels in English: every test runs with
the page's language English, and the language before it put back after."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[4] / "web"))

from cleverweb import lang  # noqa: E402


@pytest.fixture(autouse=True)
def english():
    before = lang.current
    lang.set_current("en")
    yield
    lang.set_current(before)
