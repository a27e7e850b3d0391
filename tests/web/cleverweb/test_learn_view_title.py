"""learn.html's title (learn_view.learn_title): the lesson's own game, in the
page's language."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))

from cleverweb import lang  # noqa: E402
from cleverweb.learn_view import learn_title  # noqa: E402


def test_learn_title_names_the_lessons_own_game():
    assert learn_title("learn") == "Learn by playing: That's Pretty Clever"
    assert learn_title("learn-4ever") == "Learn by playing: Clever 4Ever"
    lang.set_current("de")
    try:
        assert learn_title("learn-4ever") == "Spielend lernen: Clever hoch vier"
        assert learn_title("learn") == "Spielend lernen: Ganz schön clever"
    finally:
        lang.set_current("en")
