"""The score counter page (counter.html) in Chromium: a player of the paper
game types each area's crosses or points and sees the totals, the fox value,
the ranking with its tie-break and (solo) the title; every impossible entry is
refused at once with the engine's reason. Also: the form shows before the
engine has loaded, the game's menu links to it, axe-core, a 375 px phone."""

from __future__ import annotations

import page_helpers as ps
import pytest
from page_helpers import DESKTOP, PHONE, READY_MS, axe_scan, open_game, shot

PC = {"yellow": 30, "blue": 7, "green": 8, "orange": 44, "purple": 38, "foxes": 2}


def open_counter(play_browser, play_site):
    """A fresh profile on counter.html, ready; the page errors it collects."""
    context = ps.warm_context(play_browser, play_site.url, viewport=DESKTOP,
                              reduced_motion="reduce", service_workers="block")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(play_site.url + "counter.html")
    page.wait_for_function("document.documentElement.dataset.ready === 'true'",
                           timeout=READY_MS)
    return context, page, errors


@pytest.fixture
def counter(pages):
    """counter.html on the module's shared page, reset, ready."""
    return pages.open("counter.html")


@pytest.fixture(scope="module")
def one_counter(play_browser, play_site):
    """One counter page for the many one-entry checks (a fresh page each
    would boot the engine each time); each check empties the form first."""
    context, page, errors = open_counter(play_browser, play_site)
    yield page, errors
    context.close()


def enter(page, seat: int, entries: dict) -> None:
    for key, value in entries.items():
        page.fill(f"#e-{seat}-{key}", str(value))


def total(page, seat: int) -> str:
    return page.inner_text(f"#total-{seat}")


def message(page, seat: int, key: str) -> str:
    return page.inner_text(f"#msg-e-{seat}-{key}")


def players(page, n: int, names: list[str]) -> None:
    page.check(f"#players-{n}")
    page.wait_for_function(f"document.querySelectorAll('.cnt-name').length === {n}")
    for seat, name in enumerate(names):
        page.fill(f"#name-{seat}", name)


def test_one_player_of_pretty_clever_gets_scales_fox_total_and_title(counter):
    page = counter
    page.fill("#name-0", "Ann")
    assert page.get_attribute("#e-0-blue", "inputmode") == "numeric"
    enter(page, 0, {"yellow": 30, "blue": 7})
    assert total(page, 0) == "52"                      # visible while typing: 30 + 22
    assert page.inner_text("#out-e-0-blue") == "= 22 points"   # the blue scale
    enter(page, 0, PC)
    assert page.inner_text("#out-e-0-green") == "= 36 points"
    assert total(page, 0) == "214"
    text = page.inner_text("#cnt-results")
    assert "2 foxes × 22 (weakest area) = 44" in text
    assert "Your title: Hats off to you!" in text


def test_four_players_ranked_with_the_tie_break(counter):
    page = counter
    players(page, 4, ["Ann", "Bob", "Cy", "Di"])
    same = {"yellow": 30, "blue": 5, "green": 5, "orange": 30, "purple": 30, "foxes": 0}
    enter(page, 0, same)
    enter(page, 1, {**same, "yellow": 10, "orange": 50})  # same total, best area 50
    enter(page, 2, same)
    enter(page, 3, {**same, "purple": 20})
    assert [total(page, s) for s in range(4)] == ["116", "116", "116", "106"]
    assert page.inner_text("#cnt-winner") == "Bob wins on the best single area (50 points)."
    ranking = page.locator("#cnt-ranking li").all_inner_texts()
    assert [r.split(":")[0] for r in ranking] == ["1st Bob", "2nd Ann", "2nd Cy", "4th Di"]
    assert not page.locator("#cnt-title").count()     # no title with more than one player
    page.fill("#e-1-orange", "30")                      # now Ann, Bob and Cy are level
    page.fill("#e-1-yellow", "30")
    assert "Ann, Bob and Cy share the win" in page.inner_text("#cnt-winner")


def test_clever_4ever_counts_points_negative_yellow_and_foxes(counter):
    page = counter
    page.check("#game-clever-4ever")
    page.wait_for_selector('.cnt-table[data-variant="clever-4ever"]')
    keys = page.eval_on_selector_all("tbody tr", "rows => rows.map(r => r.dataset.key)")
    assert keys == ["yellow", "blue", "grey", "green", "pink", "foxes"]
    players(page, 2, ["Ann", "Bob"])
    enter(page, 0, {"yellow": -7, "blue": 25, "grey": 55, "green": 42, "pink": 32, "foxes": 2})
    enter(page, 1, {"yellow": 20, "blue": 25, "grey": 55, "green": 42, "pink": 32})
    assert (total(page, 0), total(page, 1)) == ("133", "174")
    text = page.inner_text("#cnt-results")
    assert "Bob wins" in text and "2 foxes × -7 (weakest area) = -14" in text
    players(page, 1, ["Ann"])                           # solo: the 4Ever title
    assert total(page, 0) == "133"                       # the entries are kept
    assert "Your title: Let's talk about something else" in page.inner_text("#cnt-results")


# what the page shows of a refused entry, once per game and for text that is
# no number; every refusal and its reason: tests/web/cleverweb/test_counter_view_entries.py
@pytest.mark.parametrize("game,key,typed,reason", [
    ("pretty-clever", "yellow", "12", "no sheet scores exactly 12 points there"),
    ("pretty-clever", "yellow", "3.5", "enter a whole number, not “3.5”"),
    ("clever-4ever", "yellow", "-31", "-31 points is impossible; it must be from -30 to 95"),
])
def test_an_impossible_entry_is_refused_at_once_with_the_reason(one_counter, game, key, typed,
                                                                reason):
    page, errors = one_counter
    page.check(f"#game-{game}")
    page.wait_for_selector(f'.cnt-table[data-variant="{game}"]')
    for box in page.eval_on_selector_all("input[id^='e-0-']", "els => els.map(e => e.id)"):
        page.fill(f"#{box}", "")                        # what an earlier check typed
    assert total(page, 0) == "0"
    if key != "blue":                                   # something already counted
        page.fill("#e-0-blue", "25" if game == "clever-4ever" else "3")
    before = total(page, 0)
    page.fill(f"#e-0-{key}", typed)
    assert message(page, 0, key) == reason
    assert page.get_attribute(f"#e-0-{key}", "aria-invalid") == "true"
    assert total(page, 0) == "—", "no total from a refused entry"
    assert "Correct the marked entries" in page.inner_text("#cnt-results")
    page.fill(f"#e-0-{key}", "")                        # taken back: all well again
    assert message(page, 0, key) == "" and total(page, 0) == before
    assert page.get_attribute(f"#e-0-{key}", "aria-invalid") is None
    assert not errors, errors


def test_the_form_is_there_before_the_engine_and_typing_early_counts(play_browser, play_site):
    context = play_browser.new_context(viewport=PHONE, service_workers="block")
    page = context.new_page()
    held = []
    page.route("**/py/clever.zip", lambda route: held.append(route))          # hold the engine back
    page.goto(play_site.url + "counter.html", wait_until="domcontentloaded")
    assert "Starting the counter" in page.inner_text("#status")
    page.fill("#e-0-yellow", "30")                        # typed while the engine loads
    page.fill("#e-0-blue", "7")
    for _ in range(400):                                  # until the engine is asked for
        if held:
            break
        page.wait_for_timeout(50)
    assert held and page.evaluate("document.documentElement.dataset.ready") is None
    # still loading: the first words, or after 20 s on a slow machine (seen
    # in CI) the notice that the first visit takes longer
    assert page.get_attribute("#status", "data-state") == "loading"
    for route in held:
        route.continue_()
    page.unroute("**/py/clever.zip")
    page.wait_for_function("document.documentElement.dataset.ready === 'true'",
                           timeout=READY_MS)
    assert total(page, 0) == "52"                          # read and scored at boot
    context.close()


def test_the_game_menu_links_to_the_counter(pages):
    page = pages.open(wait=False)
    open_game(page)
    page.click("text=Score counter")
    page.wait_for_function("document.documentElement.dataset.ready === 'true'",
                           timeout=READY_MS)
    assert page.url.endswith("counter.html") and page.locator("#e-0-yellow").is_visible()


def test_counter_is_accessible_and_fits_a_phone_with_four_players(counter):
    page = counter
    players(page, 4, ["Ann", "Bob", "Cy", "Di"])
    enter(page, 0, PC)
    page.fill("#e-1-blue", "12")                         # a refused entry shows too
    assert not axe_scan(page, "counter")
    page.set_viewport_size(PHONE)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"the page scrolls sideways on a phone ({width} px)"
    for seat in range(4):
        box = page.locator(f"#e-{seat}-yellow").bounding_box()
        assert box["width"] >= 44 and box["x"] + box["width"] <= PHONE["width"]
    page.focus("#e-3-purple")                            # the total row stays in sight
    page.evaluate("window.scrollTo(0, 0)")
    page.locator("#e-3-yellow").scroll_into_view_if_needed()
    bar = page.locator("#total-3").bounding_box()
    assert 0 <= bar["y"] and bar["y"] + bar["height"] <= PHONE["height"]
    shot(page, "counter-phone")


def test_a_new_counter_and_another_game_show_no_result_until_numbers_are_typed(counter):
    page = counter
    text = page.inner_text("#cnt-results")
    assert "to see the ranking" in text and "title" not in text.lower()
    assert not page.locator("#cnt-ranking").count()
    players(page, 2, ["Ann", "Bob"])
    enter(page, 0, {"yellow": 30, "blue": 7})
    enter(page, 1, {"green": 3})
    assert "Ann wins" in page.inner_text("#cnt-winner")
    page.check("#game-clever-4ever")           # 4Ever's blue is points, not crosses
    page.wait_for_selector('.cnt-table[data-variant="clever-4ever"]')
    values = page.eval_on_selector_all(".cnt-entry", "els => els.map(e => e.value)")
    assert values and all(v == "" for v in values)
    assert [page.input_value(f"#name-{s}") for s in range(2)] == ["Ann", "Bob"]
    assert not page.locator("#cnt-winner").count()
    assert "to see the ranking" in page.inner_text("#cnt-results")


def test_a_paper_sheet_of_twice_as_clever_is_counted(one_counter):
    """Twice's rows (silver points, yellow crosses, blue boxes filled, green
    points that may be negative, pink points, foxes), each area's points as
    the engine counts them, a negative fox value and the solo title; on the
    module's one counter page, so no page of its own is loaded."""
    page, errors = one_counter
    page.check("#game-twice-as-clever")
    page.wait_for_selector('.cnt-table[data-variant="twice-as-clever"]')
    keys = page.eval_on_selector_all("tbody tr", "rows => rows.map(r => r.dataset.key)")
    assert keys == ["silver", "yellow", "blue", "green", "pink", "foxes"]
    players(page, 1, ["Ann"])
    for box in page.eval_on_selector_all("input[id^='e-0-']", "els => els.map(e => e.id)"):
        page.fill(f"#{box}", "")                        # what an earlier check typed
    assert page.get_attribute("#e-0-yellow", "inputmode") == "numeric"
    assert page.get_attribute("#e-0-green", "inputmode") == "text"   # a minus may be typed
    enter(page, 0, {"silver": 29, "yellow": 5, "blue": 9})
    assert page.inner_text("#out-e-0-yellow") == "= 55 points"      # 5 crosses
    assert page.inner_text("#out-e-0-blue") == "= 45 points"        # the 9th box filled
    assert total(page, 0) == "129"
    enter(page, 0, {"green": -4, "pink": 40, "foxes": 2})
    assert total(page, 0) == "157"
    text = page.inner_text("#cnt-results")
    assert "2 foxes × -4 (weakest area) = -8" in text
    assert "Your title: You can do better." in text
    page.fill("#e-0-blue", "13")                        # a box more than the sheet has
    assert message(page, 0, "blue") == ("13 boxes filled is impossible; it must be from 0 "
                                        "to 12")
    assert total(page, 0) == "—"
    assert not errors, errors
