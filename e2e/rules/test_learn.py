"""Browser tests of Learn by playing (learn.html, clever/demos/tutorial.py):
reached from the new-game screen, played through step by step by clicks (the
step's die and box pointed at), a different move refused with the step's
reason, skipped at any moment into the normal game; Clever 4Ever's lesson
played through the same way, and the links between the two lessons; its language menu switches the
picture and the live lesson to another language and back; axe clean on a phone."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
import warm_start
from browser import wait_ready
from page_helpers import PHONE, axe_scan

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

from cleverweb.demo_view import click as shadow_click  # noqa: E402
from cleverweb.demo_view import clicks_for  # noqa: E402
from cleverweb.learn_view import LearnSession, step_clicks  # noqa: E402

import clever  # noqa: E402
from clever.demos.lessons import clever_4ever, twice_as_clever  # noqa: E402
from clever.demos.tutorial import DONE, STEPS  # noqa: E402
from clever.i18n import tr  # noqa: E402

READY = "document.documentElement.dataset.ready === 'true'"
BOOT_MS = 120_000


def click(page, what) -> None:
    if what[0] == "die":
        page.click(f"#die-{what[1]}", force=True)
    elif what[0] == "box":
        page.dispatch_event(f"#box-{what[1]}-{what[2]}", "click")
    else:
        page.click(f"[data-act='{what[1]}']")


def open_lesson(page, url: str) -> None:
    page.goto(url + "learn.html")
    page.wait_for_function(READY, timeout=BOOT_MS)
    page.wait_for_selector("[data-demo='learn'] #controls:not([inert])")


def test_new_game_screen_offers_the_lesson_and_it_plays_through(pages, site):
    page = pages.tab()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.goto(site.url)
    wait_ready(page)
    page.wait_for_selector("#learn")
    page.click("#learn")
    page.wait_for_function(READY, timeout=BOOT_MS)
    page.wait_for_selector("[data-demo='learn'] #controls:not([inert])")
    for n, step in enumerate(STEPS):
        assert page.get_attribute("[data-demo='learn']", "data-step") == str(n)
        assert step["say"] in page.inner_text("#demo-task")
        words = step["do"].split()
        if words[0] in ("use", "plus1"):
            # the step's die and box are pointed at, as the hint points
            assert "suggested" in (page.get_attribute(f"#die-{words[1]}", "class") or "")
        if words[0] in ("use", "plus1", "bonus"):
            box = f"#box-{words[-2]}-{words[-1]}"
            assert "suggested" in (page.get_attribute(box, "class") or "")
        plain = words[0] if words[0] in ("roll", "reroll") else step["do"]
        for what in clicks_for(plain):
            click(page, what)
        page.wait_for_selector(f"[data-demo='learn'][data-step='{n + 1}']")
    page.wait_for_selector("[data-demo='learn'][data-demo-done='true']")
    assert DONE in page.inner_text("#demo-task")
    # after the lesson the game goes on: round 4's black X (here in yellow), then
    # the game's own roll, with the two rerolls left (rounds 1 and 3 and blue's
    # first column gave three, the lesson used one)
    page.dispatch_event("#box-yellow-r4c2", "click")
    page.click("[data-act='roll']")
    page.wait_for_selector("[data-act='reroll']")
    assert "(2 left)" in page.inner_text("[data-act='reroll']")
    assert not errors, errors


def test_another_move_is_refused_with_the_steps_reason_and_skip_leads_to_the_game(
        pages, site):
    page = pages.tab()
    open_lesson(page, site.url)
    page.click("[data-act='roll']")
    page.wait_for_selector("[data-demo='learn'][data-step='1']")
    page.click("#die-white")
    page.dispatch_event("#box-yellow-r2c1", "click")  # legal, but not this step's move
    assert STEPS[1]["say"] in page.inner_text("#message")
    assert page.get_attribute("[data-demo='learn']", "data-step") == "1"
    page.click("[data-act='deselect']")
    page.click("#die-yellow")
    page.dispatch_event("#box-yellow-r1c1", "click")  # illegal: the engine says why
    assert "cannot go in" in page.inner_text("#message")
    page.click("#skip")
    page.wait_for_url(site.url)
    wait_ready(page)
    assert page.evaluate("document.documentElement.dataset.screen") in ("setup", "game")


def test_lesson_axe_clean_on_a_phone(browser, site):
    context = browser.new_context(viewport=PHONE, bypass_csp=True)  # for axe's own script
    try:
        warm_start.warm(context, site.url)
        page = context.new_page()
        open_lesson(page, site.url)
        assert page.evaluate("document.scrollingElement.scrollWidth") <= PHONE["width"]
        assert axe_scan(page, "learn-phone") == []
    finally:
        context.close()


def pick_language(page, code: str) -> None:
    """Choose `code` in the header's language menu: the page reloads in it."""
    page.click(".lang-pick summary")
    with page.expect_navigation():
        page.click(f"[data-lang-pick='{code}']")


def test_language_menu_shows_the_lesson_in_german_and_back(pages, site):
    page = pages.tab()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    open_lesson(page, site.url)
    english = STEPS[0]["say"]
    german = tr(english, "de")
    assert german != english and english in page.inner_text("#demo-task")
    pick_language(page, "de")
    # the static picture comes in German already, before the engine is up
    page.wait_for_selector("[data-demo='learn'] #demo-task")
    assert german in page.inner_text("#demo-task")
    page.wait_for_function(READY, timeout=BOOT_MS)
    assert page.evaluate("document.documentElement.lang") == "de"
    assert page.evaluate("localStorage.getItem('clever.lang')") == "de"
    assert page.inner_text(".lang-now") == "DE"
    # the live lesson speaks German too: the next step's words after a roll
    page.click("[data-act='roll']")
    page.wait_for_selector("[data-demo='learn'][data-step='1']")
    assert tr(STEPS[1]["say"], "de") in page.inner_text("#demo-task")
    pick_language(page, "en")
    page.wait_for_function(READY, timeout=BOOT_MS)
    assert english in page.inner_text("#demo-task")
    assert page.evaluate("document.documentElement.lang") == "en"
    assert not errors, errors


@pytest.mark.parametrize("lesson", [clever_4ever, twice_as_clever], ids=lambda m: m.LESSON_ID)
def test_the_4ever_and_twice_lessons_play_through_by_clicks(pages, site, lesson):
    """Clever 4Ever's lesson, and Twice as Clever's the same way."""
    lesson_id = lesson.LESSON_ID
    page = pages.tab()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.goto(site.url + f"learn.html#demo={lesson_id}")
    page.wait_for_function(READY, timeout=BOOT_MS)
    page.wait_for_selector(f"[data-demo='{lesson_id}'] #controls:not([inert])")
    assert lesson.TITLE in page.inner_text("#demo-title")
    # the same clicks, played on a copy of the lesson here: which "?" number,
    # which polish, which box
    shadow = LearnSession(clever, lesson_id)
    for n, step in enumerate(lesson.STEPS):
        assert page.get_attribute(f"[data-demo='{lesson_id}']", "data-step") == str(n)
        assert step["say"] in page.inner_text("#demo-task")
        for what in step_clicks(shadow):
            if what[0] == "box":  # the step's box is pointed at, as the hint points
                box = f"#box-{what[1]}-{what[2]}"
                assert "suggested" in (page.get_attribute(box, "class") or ""), step["do"]
            click(page, what)
            shadow, out = shadow_click(shadow, what)
            assert out.ok, (step["do"], what)
        page.wait_for_selector(f"[data-demo='{lesson_id}'][data-step='{n + 1}']")
    page.wait_for_selector(f"[data-demo='{lesson_id}'][data-demo-done='true']")
    assert lesson.DONE in page.inner_text("#demo-task")
    assert not errors, errors


def test_the_links_switch_between_the_two_lessons(pages, site):
    page = pages.tab()
    open_lesson(page, site.url)
    page.click("[data-act='roll']")
    page.wait_for_selector("[data-demo='learn'][data-step='1']")
    assert page.get_attribute(".lesson-switch a[aria-current='page']", "href") == "#demo=learn"
    page.click(".lesson-switch a[href='#demo=learn-4ever']")
    # the running engine shows the other lesson at its first step, no reload
    page.wait_for_selector("[data-demo='learn-4ever'][data-step='0']")
    assert clever_4ever.STEPS[0]["say"] in page.inner_text("#demo-task")
    assert page.evaluate("document.activeElement.id") == "demo-task"
    page.click("[data-act='roll']")
    page.wait_for_selector("[data-demo='learn-4ever'][data-step='1']")
    page.click(".lesson-switch a[href='#demo=learn']")
    page.wait_for_selector("[data-demo='learn'][data-step='0']")
    assert STEPS[0]["say"] in page.inner_text("#demo-task")
    # the game page's "Learn by playing" still opens the base game's lesson
    page.goto(site.url + "learn.html")
    page.wait_for_selector("[data-demo='learn'] #demo-task")
