"""The engine's texts in German and French: in real positions of both
games, what is asked now, the refusals, the log, the bonuses, the boxes, the
end of the game, saves and game codes are Msgs that render with no English left
and the players' names kept, while their English stays what it was."""

from __future__ import annotations

import importlib.util
import json
import random
import re
from pathlib import Path

import helpers as pc
import helpers_4ever as c4
import pytest

from clever import Action, IllegalAction, InvalidSave, new_game
from clever.gamecode import decode, encode
from clever.i18n import Msg, tr
from clever.save import load_game

_spec = importlib.util.spec_from_file_location(
    "i18n_support", Path(__file__).resolve().parents[3] / "e2e" / "i18n_support.py")
_support = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_support)

# the browser scan's English words, and the engine's own that are neither
# German nor French (colours, sheet words, verbs of the log)
ENGLISH = _support.ENGLISH | frozenset("""
box boxes row column cell crossed cross entered wrote gained lost passed starts begins
already only higher than before full filled platter silver polish polished yellow blue
green purple white grey pink black light dark upper lower top middle bottom area sheet
value faces damaged save changed empty
""".split())  # not "action", "code", "triangle", "part": French or German words too
WORD = re.compile(r"[A-Za-z']+")
LANGS = ("de", "fr")


def english_words(text: str, names=()) -> set[str]:
    for name in names:
        text = text.replace(name, " ")
    return {w.lower() for w in WORD.findall(text)} & ENGLISH


def check(msg, lang, names=("Ann", "Bob"), typed=()) -> str:
    """`msg` is a Msg whose `lang` rendering has no English word left and keeps
    the names in it (and what the player `typed`, echoed as given); returns
    that rendering."""
    assert isinstance(msg, Msg), f"{msg!r} is a plain text: a view cannot translate it"
    shown = tr(msg, lang)
    assert english_words(shown, tuple(names) + tuple(typed)) == set(), \
        f"English left in {lang}: {shown!r}"
    for name in names:
        assert (name in str(msg)) == (name in shown), f"{name} lost in {shown!r}"
    return shown


def refusal(g, action, player=None) -> Msg:
    before = g.state_key()
    with pytest.raises(IllegalAction) as info:
        g.apply(action, player)
    assert g.state_key() == before
    return info.value.args[0]


# --- That's Pretty Clever ----------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_pretty_clever_turn_renders_in_each_language(lang):
    g = new_game(["Ann", "Bob"], seed=5, first=0)
    assert g.describe_pending() == "Ann: roll the dice"          # English unchanged
    assert check(g.describe_pending(), lang) != "Ann: roll the dice"
    g.apply("roll 3 5 2 6 4 1")
    lines = [e.text for e in g.log]
    assert "Turn: Ann." in lines and "Round 1 begins." in lines
    assert "Ann rolled white 3, yellow 5, blue 2, green 6, orange 4, purple 1." in lines
    for line in lines:
        check(line, lang)
    assert tr(lines[-1], lang) == {
        "de": "Ann würfelt Weiß 3, Gelb 5, Blau 2, Grün 6, Orange 4, Lila 1.",
        "fr": "Ann a lancé blanc 3, jaune 5, bleu 2, vert 6, orange 4, violet 1."}[lang]
    # refusals of each kind, the game unchanged
    check(refusal(g, "pass"), lang, typed=["pass"])            # not possible now
    check(refusal(g, "use yellow green 2"), lang)              # a colour it cannot go in
    check(refusal(g, "roll", player=1), lang)                  # not Bob's decision
    check(refusal(g, "use orange orange 5"), lang)             # why_not of a track
    check(refusal(g, "plus1 orange orange 1"), lang)           # +1 only at the end
    check(refusal(g, "reroll 1 2"), lang)                      # faces for the wrong dice
    examples = ["'roll'", "'use green green 3'", "'plus1 white yellow r1c2'",
                "'bonus blue r2c3'", "'pass'", "'done'", "nonsense words"]
    check(refusal(g, "nonsense words"), lang, typed=examples)  # not an action at all
    g.apply("use orange orange 1")
    assert [e.text for e in g.log[-2:]] == ["Ann entered the orange 4 in orange box 1.",
                                            "To the silver platter: white 3, blue 2, purple 1."]
    for e in g.log[-2:]:
        check(e.text, lang)
    check(refusal(g, "use blue blue r1c2"), lang)              # no die can be taken now
    check(g.explain_die("green"), lang)


@pytest.mark.parametrize("lang", LANGS)
def test_pretty_clever_grid_refusals_bonuses_and_boxes(lang):
    g = pc.rolled(("Ann", "Bob"), sheets={0: {"yellow": ["r1c1", "r1c2", "r1c3"]}},
                  white=1, yellow=5, blue=6, green=1, orange=1, purple=1)
    why = refusal(g, "use yellow yellow r1c1")
    assert why == "5 cannot go in the yellow 3 box (row 1, column 1): that box is already crossed."
    check(why, lang)
    check(refusal(g, "use yellow yellow r2c1"), lang)          # the box shows 2, not 5
    check(refusal(g, "use blue blue r1c2"), lang)              # blue + white sum
    g.apply("use yellow yellow r2c4")  # completes nothing; row 1 is not full yet
    for area in g.variant.area_order:
        a = g.variant.areas[area]
        box = a.parse_box("r2c2" if a.kind == "grid" else "1")
        check(a.describe_box(box), lang)
    for bonus in (("x", "blue"), ("num", "orange", 4), ("reroll",), ("plus1",), ("fox",),
                  ("black",)):
        check(g.bonus_words(bonus), lang)
        check(g.bonus_words(bonus, article=False), lang)


@pytest.mark.parametrize("lang", LANGS)
def test_a_bonus_to_place_and_its_log_render(lang):
    g = pc.rolled(("Ann", "Bob"), sheets={0: {"yellow": ["r1c2", "r1c3"]}},
                  white=1, yellow=3, blue=1, green=1, orange=1, purple=1)
    g.apply("use yellow yellow r1c1")             # yellow row 1 complete: a blue X
    assert g.describe_pending() == "Ann: place the bonus blue X"
    assert check(g.describe_pending(), lang) == {"de": "Ann: den Bonus X in Blau eintragen",
                                                 "fr": "Ann : inscrivez le bonus X en bleu"}[lang]
    check(refusal(g, "bonus green 3"), lang)
    check(g.explain_die("green"), lang)
    g.apply("bonus blue r2c2")
    assert g.log[-1].text == "Ann wrote an X in the blue 6 box (row 2, column 2) (bonus)."
    for e in g.log:
        check(e.text, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_a_whole_game_log_and_its_end_render(lang):
    g = new_game(["Ann", "Bob"], seed=7)
    while not g.is_over:
        acts = g.legal_actions()
        g.apply(acts[-1] if g.pending.kind in ("bonus", "choose") else acts[0])
    for e in g.log:
        check(e.text, lang)
    assert g.describe_pending() == "The game is over."
    check(g.describe_pending(), lang)
    check(refusal(g, "roll"), lang)
    check(g.explain_die("blue"), lang)


@pytest.mark.parametrize("lang", LANGS)
def test_solo_titles_and_the_solo_log_render(lang):
    for variant in ("pretty-clever", "clever-4ever"):
        g = new_game(["Ann"], seed=3, variant=variant)
        while not g.is_over:
            g.apply(g.legal_actions()[0])
        for e in g.log:
            check(e.text, lang)
        title = g.scores()[0]["title"]
        assert title == g.variant.solo_title(g.scores()[0]["total"])
        assert check(title, lang) != str(title) or variant == "clever-4ever"
        for _, t in g.variant.solo_titles:
            check(Msg(t), lang)


def test_a_player_called_you_reads_a_proper_turn_line():
    g = new_game(["You", "Bob"], seed=1, first=0)
    lines = [str(e) for e in g.log]
    assert "Turn: You." in lines and "You's turn." not in lines
    assert tr(Msg("Turn: {name}.", name="You"), "de") == "Am Zug: You."


# --- Clever 4Ever ----------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_clever_4ever_refusals_of_each_area_render(lang):
    g = c4.rolled(("Ann", "Bob"), sheets={0: {"yellow": [[5], [], []]}},
                  white=2, yellow=3, blue=1, grey=6, green=4, pink=5)
    check(refusal(g, "use yellow yellow r1c2"), lang)         # top row must rise
    check(refusal(g, "use yellow yellow r2c3"), lang)         # rows fill left to right
    check(refusal(g, "use green green l3"), lang)             # triangles fill left to right
    check(refusal(g, "use pink pink 4"), lang)                # effects fill left to right
    check(refusal(g, "use grey grey r2c5"), lang)             # a grey part out of reach
    check(refusal(g, "use white blue r1c2"), lang)            # white is not blue (C1)
    check(refusal(g, "use yellow yellow r1c2 polish +1"), lang)  # polish: not a platter die
    for area in g.variant.area_order:
        a = g.variant.areas[area]
        for box in range(min(a.size, 40)):
            try:
                label = a.box_label(box)
            except IndexError:
                break
            check(a.describe_box(a.parse_box(label)), lang)


@pytest.mark.parametrize("lang", LANGS)
def test_clever_4ever_question_bonus_and_passive_pick_render(lang):
    g = c4.passive_pick(white=1, blue=2, grey=3, green=4, pink=5)
    check(g.describe_pending(), lang)
    check(refusal(g, "use yellow yellow r3c2"), lang)         # yellow went to a field
    for e in g.log:
        check(e.text, lang)
    for bonus in (("any", "pink"), ("polish",), ("black",)):
        check(g.bonus_words(bonus), lang)


@pytest.mark.parametrize("lang", LANGS)
def test_table_options_render(lang):
    from clever import get_variant
    for variant in ("pretty-clever", "clever-4ever"):
        for label, text in get_variant(variant).option_texts.values():
            check(Msg(label), lang)
            check(Msg(text), lang)


# --- saves and game codes ----------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_refused_saves_and_codes_say_why_in_each_language(lang):
    g = new_game(["Ann", "Bob"], seed=2)
    g.apply("roll")
    good = json.loads(g.to_json())
    bad_saves = [
        "{not json",
        json.dumps({**good, "digest": "0" * 16}),
        json.dumps({**good, "actions": ["roll", "pass"]}),
        json.dumps({**good, "players": []}),
        json.dumps({**good, "version": 99}),
    ]
    for text in bad_saves:
        with pytest.raises(InvalidSave) as info:
            load_game(text)
        msg = info.value.args[0]
        if "JSON" in msg:   # the parser's own detail stays as Python wrote it
            assert isinstance(msg, Msg)
            continue
        check(msg, lang)
    code = encode(g)
    for bad in ("", code[:-3], code + "!", code[:-1] + ("A" if code[-1] != "A" else "B")):
        with pytest.raises(InvalidSave) as info:
            decode(bad)
        check(info.value.args[0], lang)


# --- every text of whole games ---------------------------------------------------------

QUOTED = re.compile(r"„[^“]*“|« [^»]* »|'(?:roll|use|plus1|bonus|pass|done)[^']*'")  # typed, echoed


def _tries(g, r):
    """A few actions picked at random that the rules refuse now."""
    legal = set(g.legal_actions())
    for _ in range(4):
        area = r.choice(g.variant.area_order)
        a = g.variant.areas[area]
        box = a.box_label(r.randrange(a.size // 2 if a.kind == "triangles" else a.size))
        text = r.choice([f"use {r.choice(g.variant.dice)} {area} {box}",
                         f"plus1 {r.choice(g.variant.dice)} {area} {box}",
                         f"bonus {area} {box} {r.randint(1, 6)}",
                         "roll", "reroll", "pass", "done", "forfeit", "roll 1 2 3"])
        if r.random() < 0.2:
            text += " polish +1"
        try:
            action = Action.parse(text)
        except IllegalAction as e:
            yield e.args[0]
            continue
        if action not in legal:
            try:
                g.clone().apply(action)
            except IllegalAction as e:
                yield e.args[0]


@pytest.mark.parametrize("variant", ["pretty-clever", "clever-4ever"])
def test_every_text_of_random_games_renders_with_no_english_left(variant):
    found = set()
    for seed, names in ((1, ["Ann"]), (2, ["Ann", "Bob", "Cy"])):
        options = ("upper_waits",) if variant == "clever-4ever" and seed == 2 else ()
        g = new_game(names, seed=seed, variant=variant, options=options)
        r = random.Random(seed)
        texts = []
        while not g.is_over:
            texts.append(g.describe_pending())
            texts += [g.explain_die(d) for d in g.variant.dice]
            texts += list(_tries(g, r))
            g.apply(r.choice(g.legal_actions()))
        texts += [e.text for e in g.log] + [s["title"] for s in g.scores()]
        for text in texts:
            if text is None:
                continue
            assert isinstance(text, Msg), text
            for lang in LANGS:
                shown = QUOTED.sub(" ", tr(text, lang))
                if english_words(shown, names):
                    found.add(f"{lang}: {tr(text, lang)}")
    assert sorted(found) == []


# --- the end of the game: who won, ties -----------------------------------------------

def _finished(sheets, players=("Ann", "Bob")):
    g = new_game(list(players), seed=4)
    while not g.is_over:
        g.apply(g.legal_actions()[0])
    for seat, marks in enumerate(sheets):
        g.sheets[seat] = pc.sheet(g, **marks)
    return g


@pytest.mark.parametrize("lang", LANGS)
def test_the_result_and_its_tie_breaks_render(lang):
    clear = _finished([{"orange": [3]}, {"orange": [2]}])
    assert clear.result_text() == "Ann wins with 3 points."
    broken = _finished([{"orange": [1], "purple": [2]}, {"orange": [1, 2]}])
    assert broken.winners() == [1]
    assert broken.result_text() == ("Bob wins: tied on 3 points, broken by the best single "
                                    "area (3 points).")
    shared = _finished([{"orange": [3]}, {"purple": [3]}])
    assert shared.result_text() == ("Shared victory: Ann and Bob with 3 points each (and the "
                                    "same best area, 3).")
    solo = _finished([{"orange": [1]}], players=("Ann",))
    assert solo.result_text() == "Ann scored 1 point."
    for g in (clear, broken, shared, solo):
        check(g.result_text(), lang)
    assert tr(shared.result_text(), lang).count("Ann") == 1
    assert tr(solo.result_text(), lang) == {"de": "Ann hat 1 Punkt erreicht.",
                                            "fr": "Ann a marqué 1 point."}[lang]


def test_log_lines_stay_translatable_in_copies_undo_and_pickles():
    import copy
    import pickle
    g = new_game(["Ann", "Bob"], seed=9, first=0)
    g.apply("roll 3 5 2 6 4 1")
    g.apply("use orange orange 1")
    lines = [e.text for e in g.log]
    for other in (copy.deepcopy(g.log), pickle.loads(pickle.dumps(g.log)), g.clone().log):
        assert [e.text for e in other] == lines
        assert [tr(e.text, "de") for e in other] == [tr(t, "de") for t in lines]
    g.undo()
    assert tr(g.log[-1].text, "fr") == \
        "Ann a lancé blanc 3, jaune 5, bleu 2, vert 6, orange 4, violet 1."
