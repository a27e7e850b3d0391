"""Browser tests of rules.html: the filter box, linkable sections, the live
demos (one engine start for the whole page), axe and a phone, and the game's
Rules dialog opening the full rules at the right section."""

from __future__ import annotations

import warm_start
from browser import start_game, wait_ready
from page_helpers import PHONE, axe_scan, menu

from clever.demos import DEMOS, listing, solutions

READY = "document.documentElement.dataset.ready === 'true'"
BOOT_MS = 120_000


def open_rules(context, url: str, viewport=None):
    page = context.new_page()
    if viewport:
        page.set_viewport_size(viewport)
    problems: list[str] = []
    page.on("pageerror", lambda e: problems.append(str(e)))
    page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    page.problems = problems
    page.goto(url)
    return page


def visible_sections(page) -> list[str]:
    return page.eval_on_selector_all("section.rule:not([hidden])", "s => s.map(x => x.id)")


def test_filter_finds_platter_and_a_link_opens_its_section(context, site):
    page = open_rules(context, site.url + "rules.html")
    everything = visible_sections(page)
    assert len(everything) > 20
    page.fill("#filter", "platter")
    shown = visible_sections(page)
    assert "pc-platter" in shown and "pc-solo" in shown and "fe-polish" in shown
    assert "pc-yellow" not in shown and len(shown) < len(everything)
    for ident in shown:
        assert "platter" in page.inner_text(f"#{ident}").lower()
    assert "sections match" in page.inner_text("#filter-count")
    page.fill("#filter", "zebra")
    assert visible_sections(page) == [] and page.is_visible("#filter-none")
    # a section's link while the filter hides it: the section shows again
    page.evaluate("location.hash = 'pc-foxes'")
    page.wait_for_function("!document.getElementById('pc-foxes').hidden")
    assert page.evaluate("document.querySelector(':target').id") == "pc-foxes"
    assert not page.problems, page.problems


def test_every_ruling_is_stated(context, site):
    page = open_rules(context, site.url + "rules.html")
    text = page.inner_text("main")
    for n in range(1, 13):
        assert f"R{n} " in text, f"R{n}"
    for n in range(1, 12):
        assert f"C{n} " in text, f"C{n}"
    cards = page.eval_on_selector_all("[data-demo-card]", "c => c.map(x => x.dataset.demoCard)")
    assert sorted(cards) == sorted(d["id"] for d in listing())  # the games' own too


def test_demos_start_one_engine_for_the_whole_page(warm_context, site):
    page = open_rules(warm_context, site.url + "rules.html#pc-blue")
    wasm: list[str] = []
    page.on("request", lambda r: wasm.append(r.url) if r.url.endswith(".wasm") else None)
    assert page.evaluate("performance.getEntriesByType('resource')"
                         ".some(e => e.name.endsWith('.wasm'))") is False  # static until touched
    page.click("[data-try='blue-sum']")
    frame = page.frame_locator("#demo-frame")
    frame.locator("[data-demo='blue-sum']").wait_for()
    page.frames[1].wait_for_function(READY, timeout=BOOT_MS)
    frame.locator("#die-blue").click()
    frame.locator("#box-blue-r2c3").click()
    frame.locator("[data-demo='blue-sum'][data-demo-done='true']").wait_for()
    page.wait_for_function("document.getElementById('demo-dialog').dataset.done === 'blue-sum'")
    page.click("#demo-close")
    assert page.evaluate("document.activeElement.dataset.try") == "blue-sum"
    # a second demo: the same frame switches, the engine is not started again
    page.click("[data-try='4ever-pink']")
    frame.locator("[data-demo='4ever-pink'] #controls:not([inert])").wait_for()
    action = solutions(next(d for d in DEMOS if d["id"] == "4ever-pink"))[0]
    assert action == "use pink pink 1"
    frame.locator("#die-pink").click()
    frame.locator("#box-pink-1").dispatch_event("click")
    frame.locator("[data-demo='4ever-pink'][data-demo-done='true']").wait_for()
    assert len(page.frames) == 2 and len(wasm) <= 1
    assert page.frames[1].evaluate("performance.getEntriesByType('navigation').length") == 1
    assert not page.problems, page.problems


def test_rules_page_axe_clean_on_a_phone(browser, site):
    context = browser.new_context(viewport=PHONE, bypass_csp=True)  # for axe's own script
    try:
        page = open_rules(context, site.url + "rules.html")
        assert page.evaluate("document.scrollingElement.scrollWidth") <= PHONE["width"]
        assert axe_scan(page, "rules-phone") == []
        page.fill("#filter", "fox")
        assert axe_scan(page, "rules-phone-filtered") == []
    finally:
        context.close()


def test_game_rules_dialog_opens_the_right_section(warm_context, site):
    context = warm_context
    page = context.new_page()
    page.goto(site.url)
    wait_ready(page)
    start_game(page)
    menu(page, "#btn-rules")
    link = page.locator("#rules-full")
    assert link.get_attribute("href") == "rules.html#pc-turn"
    assert "your turn" in link.inner_text()
    with context.expect_page() as opened:
        link.click()
    rules = opened.value
    rules.wait_for_load_state()
    assert rules.evaluate("document.querySelector(':target').id") == "pc-turn"
    assert rules.evaluate("document.getElementById('pc-turn').getBoundingClientRect().top") < 200


def test_a_demo_card_by_keyboard_and_axe_clean_with_the_demo_live(browser, site):
    """Keyboard only: Tab to a card's button, Enter opens the demo, the die and
    the box are taken with the keyboard, Escape closes the dialog and gives the
    focus back to the card. axe scans the page and the live demo clean."""
    context = warm_start.warm(browser.new_context(bypass_csp=True), site.url)  # axe: no CSP
    try:
        page = open_rules(context, site.url + "rules.html#pc-blue")
        page.focus("[data-try='yellow']")  # the card before blue's, then its link
        for _ in range(3):
            page.keyboard.press("Tab")
            if page.evaluate("document.activeElement.dataset.try"):
                break
        assert page.evaluate("document.activeElement.dataset.try") == "blue-sum"
        page.keyboard.press("Enter")
        assert page.is_visible("#demo-dialog")
        demo = page.frames[1]
        demo.wait_for_function(READY, timeout=BOOT_MS)
        frame = page.frame_locator("#demo-frame")
        frame.locator("[data-demo='blue-sum'] #controls:not([inert])").wait_for()
        # the die and its box, chosen with the keyboard
        frame.locator("#die-blue").focus()
        page.keyboard.press("Enter")
        frame.locator("#box-blue-r2c3").focus()
        page.keyboard.press("Enter")
        frame.locator("[data-demo='blue-sum'][data-demo-done='true']").wait_for()
        assert axe_scan(page, "rules-demo-open") == []
        assert axe_scan(demo, "rules-demo-live") == []
        page.keyboard.press("Escape")
        page.wait_for_function("!document.getElementById('demo-dialog').open")
        assert page.evaluate("document.activeElement.dataset.try") == "blue-sum"
        assert not page.problems, page.problems
    finally:
        context.close()
