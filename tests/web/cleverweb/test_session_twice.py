"""The play UI for Twice as Clever under CPython: the return (a button per
platter die, a tapped platter die, "End turn" with the cup empty), the silver
chain (its dice, their silver boxes, Done), skipping a usable roll (asked
once), the return track and icons on the sheet, the new-game form's table
options, and computer seats."""

from __future__ import annotations

import random
import re
import sys
import xml.dom.minidom
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))

from cleverweb import intents as do  # noqa: E402
from cleverweb import screens  # noqa: E402
from cleverweb.session import COMPUTER, Seat, Session, action_text  # noqa: E402
from cleverweb.sheet import sheet_svg  # noqa: E402
from cleverweb.sheet.shapes import icon  # noqa: E402
from cleverweb.words import COLOUR, colour  # noqa: E402

import clever  # noqa: E402

TWICE = "twice-as-clever"
ENGINE_ID = re.compile(r"\b(r\d+c\d+)\b")


def reach(pred, options=(), seats=("Ann",)):
    """A Session on the first position (random play from seed 1 on) where
    `pred(game)` holds: a fixed, fast way to a return, a chain, a roll to skip."""
    for seed in range(1, 200):
        g = clever.new_game(list(seats), seed=seed, variant=TWICE, options=list(options))
        rng = random.Random(seed)
        while not g.is_over:
            if pred(g):
                return Session(clever, g, [Seat(n) for n in seats])
            g.apply(rng.choice(g.legal_actions()))
    raise AssertionError("no such position")


def kinds(g):
    return {a.kind for a in g.legal_actions()}


def at_return(g):
    return "return" in kinds(g) and "roll" in kinds(g)


def at_empty_cup(g):
    return g.pending.kind == "roll" and "done" in kinds(g)


def at_chain(g):
    return g.pending.kind == "chain" and len(g.legal_actions()) > 2


def at_usable_roll(g):
    return g.pending.kind == "choose" and "use" in kinds(g)


def ids(html):
    return re.findall(r'id="([^"]+)"', html)


# ----------------------------------------------------------------------
# the return

def test_a_return_offers_a_button_per_platter_die_with_the_returns_left():
    s = reach(at_return)
    g = s.game
    dice = sorted(a.die for a in g.legal_actions() if a.kind == "return")
    assert sorted(s.returnable()) == dice
    html = screens.controls_html(s)
    assert sorted(i[len("btn-return-"):] for i in ids(html) if i.startswith("btn-return-")) \
        == dice
    left = g.sheets[0].returns_left
    assert f"Return a die ({left} left):" in html
    assert "btn-roll" in ids(html)  # rolling without a return stays the first choice
    for die in dice:  # each named by what it shows, in the group "Return a die (n left)"
        face = g.faces[g.die_index(die)]
        assert re.search(rf'id="btn-return-{die}"[^>]*>.*?</span> {die} {face}</button>', html)
    assert 'role="group" aria-labelledby="returns-title"' in html
    prompt = screens.prompt_text(s)
    assert "return a die from the silver platter" in prompt and f"{left} return" in prompt


def test_pressing_a_return_button_sends_that_die_back_to_the_cup():
    s = reach(at_return)
    die = s.returnable()[0]
    used = s.game.sheets[0].returns_used
    out = s.press(do.from_act(f"return-{die}"))
    assert out.ok and out.changed
    assert s.game.dice()[s.game.die_index(die)]["where"] == "cup"
    assert s.game.sheets[0].returns_used == used + 1
    assert any(e.kind == "action_used" and e.action == "return" for e in out.events)
    # undone as one decision of the player's own
    assert s.undo_steps() == 1 and s.undo().ok
    assert s.game.sheets[0].returns_used == used


def test_a_tapped_platter_die_is_returned_by_the_confirm_button():
    s = reach(at_return)
    die = s.returnable()[0]
    assert die in s.usable_dice()  # tappable on the table, not "cannot be used now"
    assert s.select(die).ok and s.selected == die
    html = screens.controls_html(s)
    face = s.game.faces[s.game.die_index(die)]
    assert f"Return the {die} {face} to the cup</button>" in html
    assert f'id="btn-return-{die}" class="small" data-act="return-{die}" ' \
           f'aria-pressed="true"' in html
    out = s.press(do.Confirm())
    assert out.ok and s.game.dice()[s.game.die_index(die)]["where"] == "cup"
    assert s.selected is None


def test_a_refused_return_says_why_in_words():
    s = reach(at_return)
    kept = [d["die"] for d in s.game.dice() if d["where"] != "platter"][0]
    out = s.press(do.ReturnDie(kept))
    assert not out.ok and "platter" in out.message


def test_an_empty_cup_offers_the_returns_and_end_turn():
    s = reach(at_empty_cup)
    html = screens.controls_html(s)
    assert "btn-roll" not in ids(html)
    assert '>End turn</button>' in html and any(i.startswith("btn-return-") for i in ids(html))
    assert "no dice are left in the cup" in screens.prompt_text(s)
    assert s.press(do.Plain("done")).ok
    p = s.game.pending
    assert p is None or p.kind != "roll" or s.game.solo_passive or s.game.choices == 0


def test_return_words_for_hints_and_the_review():
    s = reach(at_return)
    a = next(a for a in s.game.legal_actions() if a.kind == "return")
    face = s.game.faces[s.game.die_index(a.die)]
    assert action_text(a, s.game) == f"return the {a.die} die from the silver platter to the cup"
    assert action_text(a, s.game, face=True) == \
        f"return the {a.die} {face} from the silver platter to the cup"


# ----------------------------------------------------------------------
# the silver chain

def test_the_chain_offers_each_platter_die_s_silver_box_and_done():
    s = reach(at_chain)
    g = s.game
    chain = [a for a in g.legal_actions() if a.kind == "use"]
    assert set(s.usable_dice()) == {a.die for a in chain}
    assert "may be marked in silver too" in screens.prompt_text(s)
    html = screens.controls_html(s)
    assert ">Done: mark no more dice in silver</button>" in html
    die = chain[0].die
    assert s.select(die).ok
    assert set(s.targets()) == {("silver", a.box) for a in chain if a.die == die}
    assert "may be marked in silver: choose the highlighted box" in screens.prompt_text(s)
    marks = len([1 for a in chain if a.die != die])
    out = s.click_box("silver", s.targets()[0][1])
    assert out.ok and any(e.kind == "die_entered" and e.action == "chain" for e in out.events)
    if g.pending is not None and g.pending.kind == "chain":
        assert len([a for a in g.legal_actions() if a.kind == "use"]) <= marks


def test_done_skips_the_rest_of_the_chain():
    s = reach(at_chain)
    assert s.press(do.Plain("done")).ok
    assert s.game.pending.kind != "chain"


def test_the_chain_s_end_does_not_say_the_turn_is_over_while_it_goes_on():
    s = reach(lambda g: at_chain(g) and g.choices == 1)
    out = s.press(do.Plain("done"))
    assert out.ok and s.game.pending.kind in ("roll", "bonus")
    assert "turn is over" not in out.message


# ----------------------------------------------------------------------
# skipping a roll (ruling T9)

def test_skipping_a_usable_roll_asks_once():
    s = reach(at_usable_roll)
    g = s.game
    moves = len(g.history)
    html = screens.controls_html(s)
    assert ">Skip this roll</button>" in html and "Give up this roll" not in html
    out = s.press(do.Plain("forfeit"))
    assert out.ok and not out.changed and len(g.history) == moves  # only asked
    assert s.skip_asked and "Skip this roll?" in out.message
    html = screens.controls_html(s)
    assert 'id="btn-forfeit" class="warn" data-act="forfeit">Yes, skip this roll</button>' \
        in html
    assert 'data-act="skip-keep">No, keep this roll</button>' in html
    assert "skip this roll?" in screens.prompt_text(s)
    out = s.press(do.Plain("forfeit"))
    assert out.ok and len(g.history) == moves + 1
    assert any(e.kind == "roll_skipped" for e in out.events)
    assert not s.skip_asked


def test_keeping_the_roll_or_choosing_a_die_cancels_the_question():
    s = reach(at_usable_roll)
    s.press(do.Plain("forfeit"))
    assert s.press(do.from_act("skip-keep")).ok and not s.skip_asked
    assert ">Skip this roll</button>" in screens.controls_html(s)
    s.press(do.Plain("forfeit"))
    s.select(s.usable_dice()[0])
    assert not s.skip_asked
    moves = len(s.game.history)
    assert not s.press(do.Plain("forfeit")).changed and len(s.game.history) == moves


def test_a_roll_with_no_usable_die_is_given_up_without_asking():
    s = reach(lambda g: g.pending.kind == "choose" and "use" not in kinds(g))
    assert "Give up this roll" in screens.controls_html(s)
    out = s.press(do.Plain("forfeit"))
    assert out.ok and out.changed


def test_must_use_offers_no_skip():
    s = reach(at_usable_roll, options=("must_use",))
    html = screens.controls_html(s)
    assert "btn-forfeit" not in ids(html)


def test_skip_words_for_hints():
    s = reach(at_usable_roll)
    forfeit = clever.Action("forfeit")
    assert action_text(forfeit, s.game) == "skip this roll (enter none of its dice)"


def test_the_new_controls_decode_from_the_markup():
    assert do.from_act("return-silver") == do.ReturnDie("silver")
    assert do.ReturnDie("blue").spending  # it appears where another button was
    assert do.from_act("skip-keep") == do.KeepRoll()
    assert do.Plain("forfeit").spending


# ----------------------------------------------------------------------
# the sheet and words

def test_the_sheet_draws_five_areas_and_the_return_track():
    s = reach(at_return)
    svg = sheet_svg(s.game, 0)
    doc = xml.dom.minidom.parseString(svg)
    groups = doc.getElementsByTagName("g")
    areas = [g.getAttribute("class") for g in groups if g.getAttribute("class")
             .startswith("area ")]
    assert areas == [f"area a-{a}" for a in s.game.variant.area_order]
    track = [g for g in groups if g.getAttribute("class") == "track-return"]
    assert len(track) == 1
    sheet = s.game.sheets[0]
    label = track[0].getAttribute("aria-label")
    assert label.startswith(f"Returns: {sheet.returns} earned, {sheet.returns_used} used")
    assert "the last space also gives" in label
    # the return track sits with reroll and +1, before the areas
    order = [g.getAttribute("class") for g in groups
             if g.getAttribute("class").startswith("track-")]
    assert order == ["track-reroll", "track-plus1", "track-return"]


def test_every_twice_bonus_has_an_icon_with_words():
    v = clever.variants.get_variant(TWICE)
    bonuses = {b for b in v.round_bonus if b}
    bonuses |= {end for _n, end in v.action_tracks().values() if end}
    bonuses |= {("return",), ("any", "silver")}
    for b in bonuses:
        drawn = icon(b, 10, 10)
        assert drawn and "<title>bonus: " in drawn, b


def test_every_die_has_a_colour_word():
    for name in clever.variants.KNOWN:
        for die in clever.variants.get_variant(name).dice:
            assert die in COLOUR, die
    assert str(colour("silver")) == "silver"


def test_a_whole_solo_game_is_drawn_in_words_every_step():
    g = clever.new_game(["Ann"], seed=8, variant=TWICE)
    s = Session(clever, g, [Seat("Ann")])
    rng = random.Random(8)
    while not s.over:
        html = screens.game_html(s)
        assert not ENGINE_ID.search(re.sub(r'(data-box|id)="[^"]*"', "", html))
        s.act(rng.choice(g.legal_actions()))
    assert "Final score" in screens.scoreboard_html(s)


# ----------------------------------------------------------------------
# the new-game form and computer seats

def test_the_form_offers_twice_with_its_table_options_explained():
    html = screens.setup_html(variant=TWICE)
    assert f'id="variant-{TWICE}" checked' in html
    v = clever.variants.get_variant(TWICE)
    box = re.search(rf'<fieldset id="table-options-{TWICE}".*?</fieldset>', html).group(0)
    assert "hidden" not in box.split(">", 1)[0]
    for option, (label, what) in v.option_texts.items():
        assert f'id="opt-{TWICE}-{option}"' in box
        assert label in box and what.replace('"', "&quot;").replace("'", "&#x27;") in box


def test_computer_seats_play_twice_to_the_end():
    s = Session.new(clever, [Seat("Ann", COMPUTER, "beginner"), Seat("Bob", COMPUTER)],
                    seed=3, variant=TWICE)
    while not s.over:
        assert s.bot_step().ok
    assert "wins" in screens.winners_text(s) or "Shared" in screens.winners_text(s)


def play_by_clicks(s, rng):
    """A whole game through the page's own calls (hand-over, dice, boxes, the
    controls' intents), every one accepted; returns what was used."""
    used = {"return": 0, "chain": 0, "skip": 0}
    while not s.over:
        if s.handover_needed():
            s.accept_handover()
            continue
        if s.computer_to_move():
            assert s.bot_step().ok
            continue
        p = s.pending
        if p.kind == "roll" and s.returnable() and rng.random() < .5:
            out = s.press(do.from_act(f"return-{rng.choice(s.returnable())}"))
            used["return"] += 1
        elif p.kind == "roll":
            out = s.press(do.Plain("roll" if s.simple("roll") else "done"))
        elif p.kind == "bonus":
            if s.bonus_areas():
                assert s.press(do.ChooseArea(rng.choice(s.bonus_areas()))).ok
            if s.bonus_values():
                assert s.press(do.ChooseValue(rng.choice(s.bonus_values()))).ok
            out = s.click_box(*rng.choice(s.targets()))
        elif p.kind == "choose" and s.skip_roll_asks() and rng.random() < .1:
            assert s.press(do.Plain("forfeit")).ok and s.skip_asked
            out = s.press(do.Plain("forfeit"))
            used["skip"] += 1
        elif s.usable_dice():
            assert s.select(rng.choice(s.usable_dice())).ok
            used["chain"] += p.kind == "chain"
            out = s.click_box(*rng.choice(s.targets()))
        else:
            out = s.press(do.Plain(next(k for k in ("forfeit", "pass", "done")
                                        if s.simple(k))))
        assert out.ok, out.message
        screens.game_html(s)  # every screen on the way draws
    return used


def test_a_hot_seat_game_with_a_computer_seat_by_clicks():
    s = Session.new(clever, [Seat("Ann"), Seat("Bob"), Seat("Cy", COMPUTER, "beginner")],
                    seed=11, variant=TWICE)
    used = play_by_clicks(s, random.Random(11))
    assert all(used.values()), used
    assert s.game.n_rounds == 5 and "Final score" in screens.scoreboard_html(s)


def test_a_solo_game_by_clicks_uses_every_new_control():
    s = Session.new(clever, [Seat("Ann")], seed=12, variant=TWICE)
    used = play_by_clicks(s, random.Random(12))
    assert all(used.values()), used


def test_the_new_controls_and_prompts_speak_german_and_french():
    from cleverweb import lang
    ret, chain, roll = reach(at_return), reach(at_chain), reach(at_usable_roll)
    roll.press(do.Plain("forfeit"))
    empty = reach(at_empty_cup)
    english = {s: (screens.prompt_text(s), screens.controls_html(s))
               for s in (ret, chain, roll, empty)}
    try:
        for code in ("de", "fr"):
            lang.set_current(code)
            for s, (prompt, controls) in english.items():
                assert screens.prompt_text(s) != prompt
                html = screens.controls_html(s)
                for text in re.findall(r">([^<>]{4,})</button>", controls):
                    assert text not in html, (code, text)
    finally:
        lang.set_current("en")


def test_a_bonus_placed_mid_turn_does_not_end_the_turn_in_words():
    """The base game too: a choice that earns a bonus while dice are left in
    the cup says nothing of the turn ending."""
    for seed in range(1, 300):
        g = clever.new_game(["Ann"], seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            if g.pending.kind == "choose" and g.choices == 0:
                for a in (a for a in g.legal_actions() if a.kind == "use"):
                    trial = clever.load_game(g.to_json())
                    trial.apply(a)
                    cup = any(d["where"] == "cup" for d in trial.dice())
                    if trial.pending.kind == "bonus" and cup:
                        s = Session(clever, g, [Seat("Ann")])
                        out = s.act(a)
                        assert out.ok and s.game.pending.kind == "bonus"
                        assert out.message == "", out.message
                        return
            g.apply(rng.choice(g.legal_actions()))
    raise AssertionError("no such position")
