"""Twice as Clever on the rules page (web/rules.html): its section holds every
ruling T1-T16 and a part for each of its areas, in English, German and
French, and the game's Rules dialog links to the part that explains the
decision now pending (the return, the silver chain, the round bonuses)."""

import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "web"))

from cleverweb.rules_text import (  # noqa: E402
    full_rules_link,
    full_rules_section,
    rules_index_html,
)

import build  # noqa: E402
from clever import new_game  # noqa: E402
from clever.demos import build as build_demo  # noqa: E402
from clever.demos import demo, listing  # noqa: E402
from clever.variants import get_variant, names  # noqa: E402

TWICE = "twice-as-clever"
PAGE = (ROOT / "web" / "rules.html").read_text()
SECTION = re.search(r'<section id="twice-as-clever".*?\n    </section>', PAGE, re.S)[0]


def game(seed=1, players=("Ann",)):
    return new_game(list(players), seed=seed, variant=TWICE)


def test_every_ruling_of_twice_as_clever_is_stated_once_in_its_section():
    stated = re.findall(r'<strong translate="no">(T\d+)</strong>', SECTION)
    assert sorted(stated, key=lambda t: int(t[1:])) == [f"T{n}" for n in range(1, 17)]
    assert not re.findall(r'translate="no">T\d+<', PAGE.replace(SECTION, ""))


def test_the_section_has_the_variant_s_anchors_and_a_part_per_area():
    ids = set(re.findall(r'<section id="([\w-]+)"', SECTION))
    assert {ident for ident, _words in get_variant(TWICE).rules_sections.values()} <= ids
    assert {f"tc-{area}" for area in ("silver", "yellow", "blue", "green", "pink")} <= ids
    # both table options are named as the set-up form names them
    for title, _about in get_variant(TWICE).data.OPTIONS.values():
        assert f"&ldquo;{title}&rdquo;" in " ".join(SECTION.split())


def test_the_game_s_demos_are_in_its_section_and_link_back_there():
    ours = sorted(d["id"] for d in listing() if d["game"] == TWICE)
    assert ours and sorted(re.findall(r"<!-- demo: ([\w-]+) -->", SECTION)) == ours
    assert full_rules_section(build_demo(demo("twice-return"))) == "tc-return"
    assert full_rules_section(build_demo(demo("twice-silver-chain"))) == "tc-silver"


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_section_is_translated(lang):
    texts, found = build.page_translations("rules.html")
    ours = [t for t in build.page_texts(SECTION) if t in texts]
    assert len(ours) > 40
    assert [t for t in ours if t not in found[lang]] == []
    assert found[lang]["Returning a die"] == {"de": "Einen Würfel zurückholen",
                                              "fr": "Reprendre un dé"}[lang]


def test_the_link_follows_the_decision_in_twice_as_clever():
    g = game()
    assert full_rules_section(g) == "tc-turn"
    assert full_rules_link(g) == ("rules.html#tc-turn", "The full rules of Twice as Clever, "
                                  "with live demos: what stays the same")
    g.apply("roll 6 2 3 4 5 5")  # silver 5: the 2, 3 and 4 go to the platter and chain
    g.apply("use silver silver r1c5")
    assert g.pending.kind == "chain" and full_rules_section(g) == "tc-silver"
    g.apply("done")
    assert g.pending.kind == "roll" and full_rules_section(g) == "tc-turn"  # no return held


def test_the_link_opens_the_return_while_a_return_can_be_used():
    g = game()
    g.apply("roll 1 1 1 1 1 1")
    while g.round < 3:  # round 3 gives a return
        g.apply("forfeit" if "forfeit" in map(str, g.legal_actions()) else g.legal_actions()[-1])
    assert full_rules_section(g) == "tc-turn"  # before the first roll: nothing to return
    g.apply("roll 6 1 2 3 4 5")
    g.apply("use white yellow r1c4")  # every other die is lower: all go to the platter
    assert any(a.kind == "return" for a in g.legal_actions())
    assert full_rules_link(g) == ("rules.html#tc-return", "The full rules of Twice as Clever, "
                                  "with live demos: returning a die")
    while g.round < 4:
        g.apply("forfeit" if "forfeit" in map(str, g.legal_actions()) else g.legal_actions()[-1])
    assert g.pending.bonus == ("black",) and full_rules_section(g) == "tc-rounds"


def test_the_index_names_every_game_and_does_not_count_them():
    nav = rules_index_html()
    assert nav.count('<a href="#') == len(names()) == 3
    assert 'aria-label="The games"' in nav  # no longer "the two games"
