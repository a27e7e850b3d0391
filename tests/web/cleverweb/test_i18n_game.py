"""The game page in German and French: the new-game form, a turn's
screen, the scoreboard and the sheet are drawn with no English left, in the
regions the game page's views write; a game saved or linked in one language
opens in another; English stays as it was.

The scan reuses the browser tests' word list (e2e/i18n_support.py): English
words that neither German nor French uses, looked for in every text node and
in the labels a screen reader reads. The engine's own texts (Clever 4Ever's
box descriptions) are another engineer's, and are taken out by their English."""

from __future__ import annotations

import json
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "web"))
sys.path.insert(0, str(ROOT / "e2e"))

from cleverweb import daily, lang, screens  # noqa: E402
from cleverweb.intents import from_act  # noqa: E402
from cleverweb.session import COMPUTER, Seat, Session  # noqa: E402
from i18n_support import ENGLISH, WORD  # noqa: E402

import clever  # noqa: E402

LANGS = ("de", "fr")
NAMES = ("Ann", "Bob")
LABELS = ("aria-label", "title", "alt", "placeholder")


class _Texts(HTMLParser):
    """Every text node and every label a screen reader reads, of some markup."""

    def __init__(self):
        super().__init__()
        self.texts: list[str] = []
        self.hidden = 0

    def handle_starttag(self, tag, attrs):
        if tag in ("script", "style"):
            self.hidden += 1
        self.texts += [v for k, v in attrs if k in LABELS and v and v.strip()]

    def handle_endtag(self, tag):
        if tag in ("script", "style"):
            self.hidden -= 1

    def handle_data(self, data):
        if not self.hidden and data.strip():
            self.texts.append(data.strip())


def texts(html: str) -> list[str]:
    parser = _Texts()
    parser.feed(html)
    return parser.texts


def english_left(html: str, allow=()) -> list[str]:
    """The texts of `html` that still hold English words (`allow`: given texts,
    player names, taken out first)."""
    found = []
    for text in texts(html):
        rest = text
        for given in sorted(allow, key=len, reverse=True):
            rest = rest.replace(given, " ")
        if {w.lower() for w in WORD.findall(rest)} & ENGLISH:
            found.append(text)
    return sorted(set(found))


@pytest.fixture(params=LANGS)
def language(request):
    lang.set_current(request.param)
    try:
        yield request.param
    finally:
        lang.set_current("en")


def two_player(variant="pretty-clever", seed=3) -> Session:
    """Ann (a person) against Bob (the computer), Ann to roll on her turn."""
    s = Session.new(clever, [Seat("Ann"), Seat("Bob", COMPUTER, "")], seed=seed,
                    variant=variant)
    s.viewer = 0
    while not (s.pending.player == 0 and s.pending.kind == "roll"):
        if s.computer_to_move():
            s.bot_step()
        else:
            assert s.act(s.game.legal_actions()[0]).ok
    return s


def play_out(s: Session) -> Session:
    """The game to its end: Ann takes the first legal action each time."""
    for _step in range(3000):
        if s.over:
            return s
        if s.computer_to_move():
            s.bot_step()
        else:
            assert s.act(s.game.legal_actions()[0]).ok
    raise AssertionError("the game did not end")


def engine_box_words(game) -> list[str]:
    """The engine's own words for each box (4Ever's parts and triangles)."""
    out = []
    for name in game.variant.area_order:
        area = game.variant.areas[name]
        if area.kind in ("parts", "triangles"):
            for box in range(area.size if area.kind == "parts" else 2 * area.fields):
                words = area.describe_box(box)
                out += [words, words[0].upper() + words[1:]]
    return out


# ----------------------------------------------------------------------
# the new-game form and the menu

def test_new_game_form_and_menu_have_no_english(language):
    html = screens.setup_html(back=True) + screens.toolbar_html(None, "setup")
    assert english_left(html) == []
    words = {"de": ("Neues Spiel", "Name auf Platz 1", "Spiel starten", "Ganz schön clever",
                    "Clever hoch vier", "dem Computer (Experte)", "Du"),
             "fr": ("Nouvelle partie", "Nom de la place 1", "Commencer la partie",
                    "Pretty Clever", "Clever 4Ever", "ordinateur (Expert)", "Vous")}[language]
    for text in words:
        assert text in html, text


def test_new_game_form_refusals_are_in_the_language(language):
    seats, seed, error = screens.parse_setup(2, ["Ann", "Ann"], ["person", "person"], "")
    assert seats is None
    shown = lang._(error)
    assert "Ann" in shown and english_left(f"<p>{shown}</p>", NAMES) == []
    _s, _seed, error = screens.parse_setup(1, ["Ann"], ["person"], "12x")
    assert lang._(error) != error and english_left(f"<p>{lang._(error)}</p>") == []


# ----------------------------------------------------------------------
# a turn

@pytest.mark.parametrize("variant", ["pretty-clever", "clever-4ever"])
def test_a_turn_has_no_english_in_prompt_controls_dice_and_sheet(language, variant):
    s = two_player(variant)
    seen = [screens.game_html(s, columns=2) + screens.toolbar_html(s, "game")]
    assert s.press(from_act("roll")).ok
    seen.append(screens.game_html(s) + screens.toolbar_html(s, "game"))
    die = s.usable_dice()[0]
    assert s.select(die).ok
    seen.append(screens.game_html(s))
    allow = NAMES + tuple(engine_box_words(s.game))
    for html in seen:
        assert english_left(html, allow) == []
    prompt = screens.prompt_text(s)
    assert {"de": "ist gewählt", "fr": "est sélectionné"}[language] in prompt


def test_refusals_and_messages_of_a_turn_are_translated(language):
    s = two_player()
    out = s.click_box("yellow", "r1c1")          # before rolling
    assert not out.ok
    shown = lang._(out.message)
    assert shown != str(out.message)
    assert s.press(from_act("roll")).ok
    die = s.usable_dice()[0]
    assert s.select(die).ok
    out = s.select(die)                          # put it back
    assert english_left(f"<p>{lang._(out.message)}</p>") == []
    assert english_left(f"<p>{lang._(s.undo().message)}</p>") == []


# ----------------------------------------------------------------------
# the end of the game

def test_scoreboard_and_final_sheets_have_no_english(language):
    s = play_out(two_player(seed=5))
    html = screens.scoreboard_html(s, None, "", "This game is in the history.")
    assert english_left(html, NAMES) == []
    assert {"de": "Endstand", "fr": "Score final"}[language] in html
    winner = screens.winners_text(s)
    assert {"de": "Punkte", "fr": "points"}[language] in winner


def test_result_card_and_daily_line_are_translated(language):
    s = play_out(Session.new(clever, [Seat(lang._(daily.PLAYER))], seed=daily.daily_seed(
        "2026-12-01"), variant=daily.VARIANT, options=daily.OPTIONS))
    text = daily.card_text(s.game, "https://x.test/#g=abc", "2026-12-01", 120, 3)
    card = daily.card_html(text, "https://x.test/#g=abc", "2026-12-01", True)
    # the solo title is the engine's text (translated by the engine's catalog)
    title = s.game.scores()[0].get("title") or ""
    assert english_left(card, (title,)) == []
    record = daily.record_score(daily.read_record(None), "2026-12-01", 120)
    line = daily.daily_intro(record, "2026-12-01", "2026-12-01")
    assert english_left(f"<p>{line}</p>") == []
    assert {"de": "Serie: 1 Tag.", "fr": "Série : 1 jour."}[language] in line


# ----------------------------------------------------------------------
# saves and links carry no translated text

def test_a_game_saved_in_german_opens_in_french():
    lang.set_current("de")
    try:
        s = Session.new(clever, [Seat(lang._("You"))], seed=11)
        assert s.press(from_act("roll")).ok
        saved = s.to_json()
        german_words = ("Würfel", "Spielblatt", "Runde", "gewählt")
        assert not any(w in saved for w in german_words)
        lang.set_current("fr")
        back = Session.from_json(clever, saved)
        html = screens.game_html(back)
        assert english_left(html, ("Du",)) == []
        assert "Feuille de score" in html and "Würfel" not in html
        # the seat keeps the name it was given; it is still the player's own sheet
        assert screens.sheet_head(back).endswith(">Votre feuille</h2>")
    finally:
        lang.set_current("en")


def test_a_link_made_in_french_replays_in_german():
    from cleverweb.replay import Replay, replay_html

    from clever import gamecode

    lang.set_current("fr")
    try:
        s = play_out(two_player(seed=7))
        code = gamecode.encode(s.game)
        lang.set_current("de")
        replay = Replay(clever, gamecode.decode(code), "link")
        replay.go(5)
        html = replay_html(replay, True)
        assert "Wiederholung eines geteilten Spiels" in html
        assert english_left(html, NAMES) == []
    finally:
        lang.set_current("en")


# ----------------------------------------------------------------------
# English stays as it was

def test_english_is_unchanged():
    lang.set_current("en")
    s = two_player()
    assert "Roll the dice" in screens.controls_html(s)
    assert screens.prompt_text(s) == "Ann: roll the dice (choice 1 of 3)."
    assert ">New game</h2>" in screens.setup_html()
    assert 'value="You"' in screens.setup_html()


def test_every_seat_kind_and_level_has_its_translation(language):
    from cleverweb.session import BOT_NAMES

    from clever.i18n import catalog

    texts_ = catalog(language)
    for name in BOT_NAMES.values():
        assert name in texts_, name
    opts = json.dumps([screens.kind_options_html(v, "person") for v, _t in screens.games()])
    assert "computer (" not in opts


def test_counts_take_the_languages_own_form(language):
    """1 point, 2 points; French counts 0 as one ("0 point")."""
    from cleverweb.sheet.shapes import header

    one = {"de": ">1 Punkt<", "fr": ">1 point<"}[language]
    two = {"de": ">2 Punkte<", "fr": ">2 points<"}[language]
    zero = {"de": ">0 Punkte<", "fr": ">0 point<"}[language]
    assert one in header("yellow", 0, 0, 170, 1)
    assert two in header("yellow", 0, 0, 170, 2)
    assert zero in header("yellow", 0, 0, 170, 0)
