"""The Rules dialog's link to the full rules (web/cleverweb/rules_text.py):
the section that explains the decision now pending exists in rules.html, and
every demo of the catalogue appears on that page where it teaches."""

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))

from cleverweb.rules_text import SECTION_WORDS, full_rules_link, full_rules_section  # noqa: E402

from clever import new_game  # noqa: E402
from clever.demos import build, demo, listing  # noqa: E402

PAGE = (Path(__file__).resolve().parents[3] / "web" / "rules.html").read_text()
IDS = set(re.findall(r'<section id="([\w-]+)"', PAGE))


def test_every_section_the_dialog_names_exists():
    assert set(SECTION_WORDS) <= IDS
    assert {"pretty-clever", "clever-4ever"} <= IDS


def test_section_follows_the_decision():
    g = new_game(["Ann"], seed=3)
    assert full_rules_link(g) == ("rules.html#pc-turn", "The full rules of That's Pretty "
                                  "Clever, with live demos: your turn")
    assert full_rules_section(build(demo("passive-pick"))) == "pc-solo"
    assert full_rules_section(build(demo("plus1"))) == "pc-plus1"
    assert full_rules_section(build(demo("chain"))) == "pc-bonuses"
    assert full_rules_section(build(demo("round-four"))) == "pc-rounds"
    assert full_rules_section(build(demo("4ever-polish"))) == "fe-polish"
    assert full_rules_section(build(demo("4ever-blue"))) == "fe-turn"
    assert full_rules_section(new_game(["Ann", "Bob"], seed=1)) in ("pc-turn",)
    assert full_rules_section(None) == "pretty-clever"


def test_every_demo_is_placed_once_on_the_rules_page():
    marks = re.findall(r"<!-- demo: ([\w-]+) -->", PAGE)
    assert sorted(marks) == sorted(d["id"] for d in listing())  # the games' own too
