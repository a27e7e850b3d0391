"""The rules demos, the lesson and the game's Rules dialog in German and French,
as their views draw them: every demo's title, task and completion
text, every lesson step, the Rules summary and its link to the full rules,
with no English word left (the browser scan's list, e2e/i18n_support.py)."""

from __future__ import annotations

import re
import sys
from html import unescape
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "web"))
sys.path.insert(0, str(ROOT / "e2e"))

from cleverweb import lang  # noqa: E402
from cleverweb.demo_view import DemoSession, demo_card_html, demo_html  # noqa: E402
from cleverweb.learn_view import LearnSession, learn_html  # noqa: E402
from cleverweb.rules_text import full_rules_link, rules_html  # noqa: E402
from i18n_support import ENGLISH, WORD  # noqa: E402

import clever  # noqa: E402
from clever.actions import Action  # noqa: E402
from clever.demos import DEMOS, solutions  # noqa: E402
from clever.demos.tutorial import DONE, STEPS  # noqa: E402
from clever.i18n import tr  # noqa: E402

OTHER = ("de", "fr")
NAMES = ("Player 2",)  # a player's name stays as it is


def english(text: str) -> set[str]:
    for name in NAMES:
        text = text.replace(name, " ")
    text = unescape(re.sub(r"<[^>]+>", " ", text))
    return {w.lower() for w in WORD.findall(text)} & ENGLISH


def part(html: str, ident: str) -> str:
    """The text of the element with id `ident` (tags taken out)."""
    m = re.search(rf'id="{ident}"[^>]*>(.*?)</(?:p|h1)>', html, re.S)
    assert m, ident
    return unescape(re.sub(r"<[^>]+>", "", m.group(1)))


@pytest.fixture(params=OTHER)
def in_lang(request):
    lang.set_current(request.param)
    try:
        yield request.param
    finally:
        lang.set_current("en")


@pytest.mark.parametrize("entry", DEMOS, ids=[d["id"] for d in DEMOS])
def test_every_demo_drawn_in_the_language_start_and_end(in_lang, entry):
    s = DemoSession(clever, entry["id"])
    start = demo_html(s)
    title, task = part(start, "demo-title"), part(start, "demo-task")
    assert english(title) == set() and english(task) == set(), (title, task)
    assert title.split(" (")[0] != entry["title"] and task != "Your task: " + entry["task"]
    assert "Try again" not in start and 'aria-label="Dice table"' not in start
    s.act(Action.parse(solutions(entry)[0]))
    end = demo_html(s, s.entry["done"])
    done, message = part(end, "demo-task"), part(end, "message")
    assert 'data-demo-done="true"' in end
    assert english(done) == set() and english(message) == set(), (done, message)
    assert entry["done"] not in done and {"de": "Geschafft", "fr": "Réussi"}[in_lang] in done


def test_english_stays_the_default():
    s = DemoSession(clever, "blue-sum")
    html = demo_html(s)
    assert part(html, "demo-task") == "Your task: " + DEMOS[1]["task"]
    assert 'aria-label="Dice table"' in html and ">Try again<" in html


@pytest.mark.parametrize("entry", DEMOS[:3], ids=[d["id"] for d in DEMOS[:3]])
def test_a_demo_card_is_drawn_in_the_current_language(entry, in_lang):
    """As every part build.py draws into a page: once, in the language it is
    drawn in (the rules page is drawn in each, its texts paired for
    i18n-early.js), no longer every language at once."""
    card = unescape(demo_card_html(entry["id"]))
    lang.set_current("en")
    english = unescape(demo_card_html(entry["id"]))
    for drawn in (english, card):
        assert drawn.count('data-demo-card="') == 1 and drawn.count("data-try=") == 1
        assert "data-lang" not in drawn
    assert f"{entry['title']}</strong>. {entry['task']}</figcaption>" in english
    assert ">Live demo:<" in english and ">Try it<" in english
    said = f"{tr(entry['title'], in_lang)}</strong>. {tr(entry['task'], in_lang)}</figcaption>"
    assert said in card
    assert {"de": ">Ausprobieren<", "fr": ">Essayer<"}[in_lang] in card
    assert entry["title"] not in card


def test_every_lesson_step_and_its_end_in_the_language(in_lang):
    s = LearnSession(clever)
    for n, step in enumerate(STEPS):
        html = learn_html(s)
        task = part(html, "demo-task")
        assert english(task) == set(), task
        assert task.startswith({"de": f"Schritt {n + 1} von", "fr": f"Étape {n + 1} sur"}[in_lang])
        assert step["say"] not in task
        out = s.act(Action.parse(step["do"]))
        assert out.ok, step
    # the end is said once, on the task line (not again in the message box)
    assert s.lesson.over and out.message != DONE
    assert lang._(DONE) in part(learn_html(s), "demo-task")
    later = s.act(s.game.legal_actions()[0])  # the game goes on
    assert later.ok and later.message != DONE
    end = learn_html(s)
    assert english(part(end, "demo-task")) == set()
    for ident in ("demo-title", "skip"):
        text = re.search(rf'id="{ident}"[^>]*>(.*?)</(?:h1|a)>', end, re.S).group(1)
        assert english(text) == set(), text


def test_a_refused_lesson_move_says_why_in_the_language(in_lang):
    s = LearnSession(clever)
    s.act(Action.parse(STEPS[0]["do"]))
    out = s.act(Action.parse("use white yellow r2c1"))  # legal, but not the step's
    assert not out.ok
    said = lang._(out.message)
    assert english(said) == set() and said.startswith(
        {"de": "In dieser Lektion", "fr": "Dans cette leçon"}[in_lang])


def test_rules_dialog_summary_and_link_in_the_language(in_lang):
    html = rules_html()
    text = re.sub(r"<[^>]+>", " ", html)
    assert english(text) == set(), english(text)
    assert html.count("<h3>") == 8 and html.count("<li>") == 9
    assert {"de": "Die Regeln in Kürze", "fr": "Les règles en bref"}[in_lang] in html
    href, words = full_rules_link(clever.new_game(["Ann"], seed=3))
    assert href == "rules.html#pc-turn"
    assert words == {"de": "Die vollständigen Regeln von Ganz schön clever, mit Live-Demos: "
                           "dein Zug",
                     "fr": "Les règles complètes de That's Pretty Clever, avec démos "
                           "interactives\u00a0: votre tour"}[in_lang]


def test_the_4ever_rules_dialog_is_4evers_own_in_the_language(in_lang):
    html = rules_html("clever-4ever")
    text = re.sub(r"<[^>]+>", " ", html)
    assert english(text) == set(), english(text)
    words = {"de": ("Grau", "Rosa", "Polieren"), "fr": ("Gris", "Rose", "polissage")}[in_lang]
    assert all(w in text for w in words)
    assert 'data-game="clever-4ever"' in html


def test_rules_html_as_the_game_page_imports_it_follows_the_language(in_lang):
    from cleverweb.rules_text import RULES_HTML

    assert RULES_HTML == rules_html() and "Rules in short" not in RULES_HTML
