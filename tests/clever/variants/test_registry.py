"""The variant is the unit of everything game-specific: a game defined by its
module alone (tests/fixtures/variant_trio.py, three areas of kinds the real
games use, its own title, colours and code number) shows on every page that
lists the games once it is registered, and leaves none of them once it is
taken back. The registry's own rules (menu order, code numbers) are checked
here too."""

from __future__ import annotations

import json
import random
import re
import sys
from html import unescape
from pathlib import Path
from types import ModuleType
from xml.dom import minidom

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))

from cleverweb import (  # noqa: E402
    counter_view,
    daily,
    demo_view,
    early_setup,
    history_view,
    rules_text,
    screens,
    stats_view,
    words,
)
from cleverweb.sheet import sheet_svg  # noqa: E402
from fixtures import variant_trio  # noqa: E402
from sitebuild import drawn, pages  # noqa: E402

import clever  # noqa: E402
from clever import counter, demos, gamecode, variants  # noqa: E402
from clever.history import make_record  # noqa: E402
from clever.i18n import Msg, tr  # noqa: E402

NAME, TITLE = variant_trio.NAME, variant_trio.TITLE
FAMILY = ("pretty-clever", "clever-4ever", "twice-as-clever")
RULES_PAGE = Path(__file__).resolve().parents[3] / "web" / "rules.html"


@pytest.fixture
def trio():
    variants.register(variant_trio)
    try:
        yield variants.get_variant(NAME)
    finally:
        variants.unregister(NAME)


def copy_of_trio(module_name: str) -> ModuleType:
    """Another module holding the test-only game's fields, to change some."""
    module = ModuleType(module_name)
    module.__dict__.update({k: v for k, v in vars(variant_trio).items() if k.isupper()})
    return module


def finished(seed: int, players=("Ann",)):
    g = clever.new_game(list(players), seed=seed, variant=NAME)
    rnd = random.Random(seed)
    while not g.is_over:
        g.apply(rnd.choice(g.legal_actions()))
    return g


# ----------------------------------------------------------------------
# the registry

def test_the_family_in_menu_order_with_the_numbers_its_codes_carry():
    assert variants.names() == FAMILY
    # codes already shared carry these numbers: they never change
    assert [variants.get_variant(n).code_number for n in FAMILY] == [0, 1, 2]
    assert [variants.by_code_number(n) for n in (0, 1, 2, 3)] == [*FAMILY, None]
    for name in FAMILY:  # what register() asks of a game from elsewhere
        assert [f for f in variants.FIELDS if not hasattr(variants.module_of(name), f)] == []


def test_every_game_names_the_rules_sections_of_the_page():
    ids = set(re.findall(r'id="([\w-]+)"', RULES_PAGE.read_text()))
    for name in FAMILY:
        sections = variants.get_variant(name).rules_sections
        assert {"game", "turn"} <= set(sections)
        assert {ident for ident, _words in sections.values()} <= ids


def nav_links(html: str) -> list[tuple[str, str]]:
    nav = re.search(r"<nav\b.*?</nav>", html, re.S)[0]
    return re.findall(r'<a href="([^"]+)">([^<]+)</a>', unescape(nav))


def test_the_rules_page_index_is_drawn_from_the_variants():
    assert nav_links(pages.drawn_page("rules.html")) == [
        ("#pretty-clever", "That's Pretty Clever"), ("#clever-4ever", "Clever 4Ever"),
        ("#twice-as-clever", "Twice as Clever"), ("./", "Play")]
    assert nav_links(pages.drawn_page("rules.html", "de"))[:3] == [
        ("#pretty-clever", "Ganz schön clever"), ("#clever-4ever", "Clever hoch vier"),
        ("#twice-as-clever", "Doppelt so clever")]


def test_a_registered_game_is_a_game_like_the_others(trio):
    assert variants.names() == (*FAMILY, NAME)
    assert variants.by_code_number(200) == NAME
    assert variants.KNOWN[NAME] == variant_trio.__name__
    for players in (("Ann",), ("Ann", "Bob", "Cy")):
        g = finished(7, players)
        assert g.variant is trio and set(g.scores()[0]) >= {"teal", "amber", "rose", "total"}
        assert gamecode.decode(gamecode.encode(g)).history == g.history


def test_taking_a_game_back_leaves_no_trace():
    base = variants.get_variant(FAMILY[0])
    variants.register(variant_trio)
    variants.get_variant(NAME)
    variants.unregister(NAME)
    assert variants.get_variant(FAMILY[0]) is base  # the others' variants are kept
    assert variants.names() == FAMILY and NAME not in variants.KNOWN
    assert variants.by_code_number(200) is None
    with pytest.raises(ValueError, match="unknown game variant"):
        variants.get_variant(NAME)
    assert NAME not in screens.setup_html() and NAME not in daily.choice_html(
        daily.read_record(None), "2026-12-01")


def test_a_game_whose_name_or_number_is_taken_or_lacking_a_field_is_refused(trio):
    with pytest.raises(ValueError, match="known already"):
        variants.register(variant_trio)
    clash = copy_of_trio("clash")
    clash.NAME, clash.CODE_NUMBER = "clash", 1  # 4Ever's number
    with pytest.raises(ValueError, match="code number 1 .* is taken"):
        variants.register(clash)
    clash.CODE_NUMBER = 256  # the code holds the number in one byte
    with pytest.raises(ValueError, match="not a byte"):
        variants.register(clash)
    clash.CODE_NUMBER = -1
    with pytest.raises(ValueError, match="not a byte"):
        variants.register(clash)
    del clash.DAILY, clash.LOOK
    clash.CODE_NUMBER = 201
    with pytest.raises(ValueError, match="lacks DAILY, LOOK$"):
        variants.register(clash)
    assert "clash" not in variants.KNOWN


def test_a_game_taken_back_and_registered_anew_is_built_anew():
    again = copy_of_trio("again")
    again.TITLE = "Trio, second edition"
    variants.register(variant_trio)
    try:
        variants.get_variant(NAME)
    finally:
        variants.unregister(NAME)
    variants.register(again)
    try:
        assert variants.get_variant(NAME).title == again.TITLE
    finally:
        variants.unregister(NAME)


def test_area_and_game_names_are_texts_the_views_translate():
    def french(text):  # inside a sentence, as the pages use them
        return tr(Msg("{x}", x=text), "fr")

    assert variants.area_title("grey") == "Grey" and variants.area_title("cyan") is None
    assert [french(counter.area_label(k)) for k in ("grey", "foxes")] == ["Gris", "Renards"]
    assert [french(counter.area_word(k)) for k in ("grey", "foxes")] == ["gris", "renards"]
    assert french(words.area("purple")) == "Violet"
    assert tr(Msg("{x}", x=counter.game_title("clever-4ever")), "de") == "Clever hoch vier"
    # an id no game has is shown as it is, never looked up as a text
    assert type(counter.area_word("cyan")) is str and type(counter.area_label("cyan")) is str


# ----------------------------------------------------------------------
# every page that lists the games

def test_the_new_game_form_offers_it(trio):
    html = screens.setup_html()
    assert f'value="{NAME}"' in html and TITLE in html
    assert (NAME, TITLE) in screens.games()
    assert NAME in early_setup.kind_choices()
    assert f'value="{NAME}" id="variant-{NAME}" checked>' in screens.setup_html(variant=NAME)


def test_the_score_counter_counts_it(trio):
    html = counter_view.form_html()
    assert f'id="game-{NAME}"' in html and TITLE in html
    table = counter_view.table_html(NAME, ["Ann"])
    assert f"{TITLE}: enter each player's sheet" in unescape(table)
    for key, label in (("teal", "Teal"), ("amber", "Amber"), ("rose", "Rose"),
                       ("foxes", "Foxes")):
        assert f'<tr data-key="{key}"><th scope="row" id="row-{key}">{label}<' in table
    got = counter_view.evaluate(NAME, [("Ann", {"teal": "10", "amber": "12", "rose": "9",
                                                "foxes": "1"})])
    assert got["errors"] == {} and got["totals"] == [10 + 12 + 9 + 9]
    assert counter.game_title(NAME) == TITLE and counter.area_label("teal") == "Teal"
    assert words.area("amber") == "Amber"  # the sheet's headers, the scoreboard's columns
    assert counter.area_word("rose") == "rose"
    # what no game knows is shown as it is
    assert (counter.area_word("cyan"), counter.area_label("cyan")) == ("cyan", "Cyan")
    assert counter.game_title("test-duo") == "test-duo"


def test_the_daily_challenges_offer_it(trio):
    assert daily.games() == (*FAMILY, NAME) and daily.GAMES == daily.games()
    record = daily.read_record(json.dumps({"best": {NAME: {"2026-12-01": 90}}}))
    assert record["best"][NAME] == {"2026-12-01": 90}
    html = daily.choice_html(record, "2026-12-01")
    assert f'id="btn-daily-{NAME}"' in html and f"Play today's {TITLE} challenge" in unescape(html)


def test_the_rules_page_index_and_link_name_it(trio):
    assert nav_links(pages.drawn_page("rules.html"))[len(FAMILY)] == (f"#{NAME}", TITLE)
    assert rules_text.full_rules_link(clever.new_game(["Ann"], seed=1, variant=NAME)) == (
        "rules.html#trio-turn", f"The full rules of {TITLE}, with live demos: a turn of the trio")
    assert TITLE in rules_text.rules_html(NAME)


def test_the_demo_list_shows_its_demo(trio):
    assert {"id": "trio-teal", "game": NAME, "title": "Teal: cross a matching number"} \
        in demos.listing()
    s = demo_view.DemoSession(clever, "trio-teal")
    s, out = demo_view.click(s, ("die", "teal"))
    s, out = demo_view.click(s, ("box", "teal", "r1c2"))
    assert out.ok and s.done
    assert "trio-teal" in drawn._demo_ids()  # the build draws its picture and its card


def test_every_colour_of_the_family_has_its_look(trio):
    assert {"yellow", "purple", "pink", "white", "black"} <= set(variants.looks())
    assert variants.looks()["teal"] == variant_trio.LOOK["teal"]


def test_the_sheet_renderer_draws_it(trio):
    html = demo_view.demo_html(demo_view.DemoSession(clever, "trio-teal"))
    assert f"<small>({TITLE})</small>" in html
    g = finished(3)
    svg = sheet_svg(g, 0, title=TITLE)
    doc = minidom.parseString(svg)  # well formed
    areas = {el.getAttribute("data-area") for el in doc.getElementsByTagName("g")}
    assert {"teal", "amber", "rose"} <= areas
    assert f'stroke="{variant_trio.LOOK["teal"][0]}"' in svg  # in its own colours
    fresh = clever.new_game(["Ann"], seed=1, variant=NAME)
    fresh.apply("roll")
    targets = [(a.area, a.box) for a in fresh.legal_actions() if a.area]
    assert targets and minidom.parseString(sheet_svg(fresh, 0, targets))


def test_the_history_and_the_statistics_show_its_games(trio):
    rec = make_record("t1", "2026-12-01T10:00:00Z", "app", NAME, finished(5).scores())
    html = unescape(history_view.list_html([rec]))
    assert TITLE in html and '<th scope="row">Amber</th>' in html
    assert f'value="{NAME}"' in stats_view.switch_html(NAME)
    assert "Amber" in unescape(stats_view.stats_html([rec], NAME))
