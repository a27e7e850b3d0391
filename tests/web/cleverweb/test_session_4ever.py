"""The play UI for Clever 4Ever under CPython: the sheet drawn per area kind,
the session's polish, "?" bonuses, grey parts, table options and the bot
levels a game has."""

from __future__ import annotations

import random
import re
import sys
import xml.dom.minidom
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))

from cleverweb.intents import from_act  # noqa: E402
from cleverweb.sheet import sheet_svg  # noqa: E402
from cleverweb.sheet.registry import kind_module  # noqa: E402
from cleverweb.table import die_face_svg  # noqa: E402

import clever  # noqa: E402

ENGINE_ID = re.compile(r"\b(r\d+c\d+|[lu]\d+)\b")


def random_game(seed=4, steps=150, options=()):
    g = clever.new_game(["Ann"], seed=seed, variant="clever-4ever", options=list(options))
    rng = random.Random(seed)
    for _ in range(steps):
        if g.is_over:
            break
        g.apply(rng.choice(g.legal_actions()))
    return g


def boxes_of(svg):
    doc = xml.dom.minidom.parseString(svg)
    return doc, [g for g in doc.getElementsByTagName("g")
                 if "box" in g.getAttribute("class").split() and g.getAttribute("data-area")]


def test_every_area_kind_has_a_drawing():
    for name in clever.variants.KNOWN:
        for area in clever.variants.get_variant(name).areas.values():
            assert callable(kind_module(area.kind).draw)


def test_4ever_sheet_is_well_formed_and_in_players_words():
    for steps in (0, 60, 150, 400):
        g = random_game(steps=steps)
        targets = [(a.area, a.box) for a in g.legal_actions() if a.area] if g.pending else []
        svg = sheet_svg(g, 0, targets)
        doc, boxes = boxes_of(svg)
        assert len(boxes) == sum(a.size for a in g.variant.areas.values())
        for b in boxes:
            label = b.getAttribute("aria-label")
            assert label and not ENGINE_ID.search(label), label
        lit = {(b.getAttribute("data-area"), b.getAttribute("data-box")) for b in boxes
               if "target" in b.getAttribute("class").split()}
        assert lit == set(targets)
        # every text a player reads on the sheet is in words, never an engine id
        texts = " ".join(n.data for n in _text_nodes(doc))
        assert not ENGINE_ID.search(texts)


def _text_nodes(node):
    for child in node.childNodes:
        if child.nodeType == child.TEXT_NODE:
            yield child
        else:
            yield from _text_nodes(child)


def test_4ever_sheet_shows_the_printed_sheet_data():
    g = random_game(steps=0)
    svg = sheet_svg(g, 0)
    for words in ("rising", "minus", "plus", "white die \u2192 column", "blue die \u2193 row",
                  "+6", "start part", "light grey", "dark grey", "\u00d72",
                  "3: writes another 3", "6: bonus and +3", "Polish", "Rerolls", "+1 actions"):
        assert words in svg, words
    _, boxes = boxes_of(svg)
    grey = [b for b in boxes if b.getAttribute("data-area") == "grey"]
    assert len(grey) == g.variant.areas["grey"].size  # one clickable box per part
    starts = [b for b in grey if "start part" in b.getAttribute("aria-label")]
    assert len(starts) == 2
    # shades told apart without colour: dots for light, hatching for dark
    assert 'class="tex"' in svg and 'class="tex hatch"' in svg


def test_yellow_may_be_negative_on_the_sheet():
    g = clever.new_game(["Ann"], seed=1, variant="clever-4ever")
    # the score line carries the area scores as the engine computes them
    svg = sheet_svg(g, 0)
    assert "= 0" in svg


# ----------------------------------------------------------------------
# the session: polish, "?" bonuses, grey parts, levels, options

from cleverweb import screens  # noqa: E402
from cleverweb.session import COMPUTER, Seat, Session, coach_level, levels_of  # noqa: E402


def session_at(want, seed_range=range(1, 300), pick=lambda g, acts: acts[0], options=()):
    """A 4Ever solo session played by the engine until `want(game)`."""
    for seed in seed_range:
        s = Session.new(clever, [Seat("Ann")], seed=seed, variant="clever-4ever",
                        options=options)
        s.viewer = 0
        g = s.game
        for _ in range(2000):
            if want(g):
                return s
            if g.is_over:
                break
            g.apply(pick(g, g.legal_actions()))
    raise AssertionError("no such position")


def test_polish_steps_come_from_the_legal_actions():
    def polish_pick(g):
        return g.pending.kind == "pick" and any(a.polish for a in g.legal_actions())

    def grey_first(g, acts):
        return next((a for a in acts if str(a) == "use grey grey r1c1"), acts[0])
    s = session_at(polish_pick, pick=grey_first)
    legal = s.game.legal_actions()
    die = next(a.die for a in legal if a.polish)
    assert s.select(die).ok
    steps = s.polish_steps()
    assert steps == sorted({a.polish for a in legal if a.die == die} | {0})
    html = screens.controls_html(s)
    assert 'id="btn-polish-up"' in html and "polish left" in html
    want = 1 if 1 in steps else -1
    assert s.press(from_act("polish-up" if want > 0 else "polish-down")).ok
    assert s.polish == want
    # the die shows the face it is polished to, in its picture and its words
    face = next(d["face"] for d in s.game.dice() if d["die"] == die)
    button = re.search(rf'<button[^>]*id="die-{die}".*?</button>', screens.dice_html(s)).group()
    assert f"polished to {face + want}" in button
    assert die_face_svg(die, face + want) in button
    targets = s.targets()
    assert targets == [(a.area, a.box) for a in legal if a.die == die and a.polish == want]
    # the choice under way survives a save
    again = Session.from_json(clever, s.to_json())
    assert again.selected == die and again.polish == want
    assert again.targets() == targets
    out = s.click_box(*targets[0])
    assert out.ok, out.message
    assert s.game.history[-1].endswith(f"polish {want:+d}")
    assert s.polish == 0


def test_question_bonus_value_then_box_and_black_area_first():
    s = session_at(lambda g: g.pending.kind == "bonus" and g.pending.bonus[0] == "any"
                   and any(a.value for a in g.legal_actions()))
    area = s.pending.bonus[1]
    assert s.targets() == [] and s.bonus_values()
    assert "choose the value" in screens.prompt_text(s)
    box = s.game.legal_actions()[0].box
    n = len(s.game.history)
    out = s.click_box(area, box)   # a lit-up box before the value: the value is asked for
    assert out.ok and "choose the value" in out.message and "tap the box again" in out.message
    assert len(s.game.history) == n
    v = s.bonus_values()[-1]
    assert s.press(from_act(f"value-{v}")).ok
    assert 'aria-pressed="true"' in screens.bonus_values_html(s)
    assert s.targets()
    n = len(s.game.history)
    assert s.click_box(*s.targets()[0]).ok
    assert s.game.history[n] == f"bonus {area} {box} {v}" or \
        s.game.history[n].endswith(f" {v}")
    # round 4's black ?: the area first
    s = session_at(lambda g: g.pending.kind == "bonus" and g.pending.bonus == ("black",))
    assert s.bonus_areas() == [a for a in s.game.variant.area_order
                               if any(x.area == a for x in s.game.legal_actions())]
    assert s.targets() == [] and "choose the area" in screens.prompt_text(s)
    assert s.press(from_act("area-blue")).ok
    assert s.bonus_values() == [] and s.targets()  # blue: the box says it all
    assert s.press(from_act("area-pink")).ok
    assert s.bonus_values() and not s.targets()
    assert s.press(from_act("value-5")).ok
    assert s.targets() == [("pink", s.targets()[0][1])]


def test_a_tap_on_a_box_chooses_the_black_questions_area():
    """Round 4's black ?: a tap on a box of an area takes the move when the
    box says it all (a blue cell), or chooses that area and asks the value."""
    def black(g):
        return g.pending.kind == "bonus" and g.pending.bonus == ("black",)
    s = session_at(black)
    blue = next(a for a in s.game.legal_actions() if a.area == "blue")
    n = len(s.game.history)
    assert s.click_box("blue", blue.box).ok
    assert s.game.history[n] == str(blue)
    s = session_at(black)
    pink = next(a for a in s.game.legal_actions() if a.area == "pink")
    out = s.click_box("pink", pink.box)
    assert out.ok and s.bonus_area == "pink" and s.bonus_value is None
    assert "choose the value" in out.message
    assert s.press(from_act(f"value-{pink.value}")).ok
    assert s.click_box("pink", pink.box).ok
    assert s.game.history[-1].startswith(f"bonus pink {pink.box} ")


def test_a_grey_cell_names_its_part():
    s = session_at(lambda g: g.pending.kind == "choose" and any(
        str(a) == "use grey grey r2c1" for a in g.legal_actions()))
    assert s.select("grey").ok
    assert ("grey", "r2c1") in s.targets()
    out = s.click_box("grey", "r4c1")   # the start part's last cell
    assert out.ok, out.message
    assert s.game.history[-1] == "use grey grey r2c1"


def test_refused_clicks_are_explained_by_the_engine():
    s = session_at(lambda g: g.pending.kind == "choose" and any(
        a.die == "grey" for a in g.legal_actions()))
    s.select("grey")
    before = s.game.to_json()
    out = s.click_box("grey", "r1c16")
    assert not out.ok and "part" in out.message
    assert s.game.to_json() == before


def test_new_game_screen_offers_the_games_their_options_and_levels():
    html = screens.setup_html(variant="clever-4ever", options=["upper_waits"])
    assert 'id="variant-clever-4ever" checked' in html
    assert ('id="opt-clever-4ever-upper_waits" name="option" value="upper_waits" '
            'type="checkbox" checked') in html
    assert ('id="opt-clever-4ever-white_as_blue" name="option" value="white_as_blue" '
            'type="checkbox" aria') in html
    # both games offer "same dice for everyone", each with its own label
    assert 'for="opt-pretty-clever-same_dice"' in html
    assert 'for="opt-clever-4ever-same_dice"' in html
    assert "White may stand in for blue" in html
    v4 = clever.variants.get_variant("clever-4ever")
    # the ladder's levels the game has, weakest first
    assert levels_of(v4) == ["beginner", "skilled", "expert", "master"]
    only_random = type("V", (), {"bots": ("random",)})()
    assert levels_of(only_random) == ["random"]  # a game with no ladder yet
    # only the levels the chosen game has
    kinds = screens.kind_options_html("clever-4ever", "computer:master")
    offered = re.findall(r'value="computer:(\w+)"', kinds)
    assert offered == levels_of(v4) and "selected" in kinds
    base = screens.setup_html()
    assert 'id="variant-pretty-clever" checked' in base and "Master" in base
    seats, _, err = screens.parse_setup(2, ["A", "B"], ["person", "computer:master"], "",
                                        "clever-4ever")
    assert not err and seats[1] == ("B", COMPUTER, levels_of(v4)[-1])


def test_options_on_the_scoreboard_and_in_the_log_and_the_master_coaches():
    s = session_at(lambda g: g.is_over, options=["white_as_blue"], seed_range=range(3, 4),
                   pick=lambda g, acts: acts[-1])
    html = screens.scoreboard_html(s)
    assert "Table options: White may stand in for blue." in html
    assert "White may stand in for blue" in screens.log_html(s)
    assert s.again().game.options == frozenset({"white_as_blue"})
    # 4Ever's master gives the hints and the review, as in the base game
    assert coach_level(s.game) == "master"
    assert "not available" not in html and 'data-act="review-0"' in html
    mid = session_at(lambda g: g.pending.kind == "pick" and g.round == 2,
                     options=["white_as_blue"])
    assert 'data-act="suggest"' in screens.controls_html(mid)
    advice = mid.suggestion()
    assert advice.startswith("Suggested: ") and "expected final score about" in advice
    assert mid.suggested() in mid.game.legal_actions()
    s2 = Session.new(clever, [Seat("Ann"), Seat("Bot", COMPUTER, "master")], seed=1,
                     variant="clever-4ever")
    s2.viewer = 0
    while not s2.computer_to_move():
        play = s2.legal()[0]
        s2.act(play)
    assert s2.bot_name() == levels_of(s2.game.variant)[-1]
    assert s2.bot_step().ok


def test_messages_name_boxes_in_players_words():
    s = Session.new(clever, [Seat("Ann")], seed=3, variant="clever-4ever")
    s.viewer = 0
    s.press(from_act("roll"))
    for area, box in (("grey", "r4c16"), ("yellow", "r2c3"), ("green", "u4"), ("pink", "7")):
        out = s.click_box(area, box)
        assert not out.ok and not ENGINE_ID.search(out.message), out.message
    assert not ENGINE_ID.search(screens.prompt_text(s))


def test_the_score_line_writes_no_fox_product_without_foxes_and_brackets_a_negative_one():
    from cleverweb.sheet.strips import score_line

    v = clever.new_game(["Ann"], seed=1, variant="clever-4ever").variant
    base = {"yellow": -2, "blue": 7, "grey": 0, "green": 3, "pink": 2, "fox_points": 0,
            "total": 10}
    none = score_line(v, {**base, "foxes": 0, "fox_value": -2}, 0, 0, 300)
    assert "fox 0</tspan>" in none and "\u00d7" not in none
    two = score_line(v, {**base, "foxes": 2, "fox_value": -2, "fox_points": -4,
                         "total": 6}, 0, 0, 300)
    assert "fox 2\u00d7(\u22122)</tspan>" in two
    plain = score_line(v, {**base, "yellow": 5, "foxes": 1, "fox_value": 0}, 0, 0, 300)
    assert "fox 1\u00d70</tspan>" in plain


def test_a_crossed_grey_cell_shows_its_cross_over_its_bonus_icon_and_hatching():
    from helpers_4ever import set_sheet

    g = clever.new_game(["Ann"], seed=1, variant="clever-4ever")
    set_sheet(g, 0, {"grey": ["r1c1", "r2c1"]})   # r1c1: polish; r2c1's part holds r4c1: reroll
    svg = sheet_svg(g, 0)
    for label in ("r1c1", "r2c1"):
        part = re.search(rf'<g id="box-grey-{label}".*?</g></g>', svg).group()
        assert 'class="xh"' in part and part.rindex('class="x"') > part.rindex('class="xh"')
        assert 'class="icon"' not in part, label  # an icon's letters are no part of its name
    # the icons, then over them the crosses of the crossed parts' icon cells
    icons = svg.index('<g class="over-part"')
    crosses = svg.index('<g class="over-part"', icons + 1)
    assert svg.count('class="x"', crosses) == 2 and svg.count('class="xh"', crosses) == 2



def test_a_bonus_with_one_box_to_go_asks_for_that_box_not_one_of_several():
    """That's Pretty Clever's X bonuses on a track have one box to go: the
    prompt asks for it, not for "one of the highlighted boxes"."""
    seen = 0
    for seed in range(1, 60):
        s = Session.new(clever, [Seat("Ann")], seed=seed)
        s.viewer = 0
        g = s.game
        while not g.is_over and seen < 3:
            p = g.pending
            if p.kind == "bonus" and p.bonus != ("black",):
                n = len(s.targets())
                prompt = screens.prompt_text(s)
                if n == 1:
                    assert "choose the highlighted box" in prompt, prompt
                    seen += 1
                elif n > 1:
                    assert "one of the highlighted boxes" in prompt, prompt
            g.apply(g.legal_actions()[0])
        if seen >= 3:
            return
    raise AssertionError("no bonus with a single box in 60 games")
