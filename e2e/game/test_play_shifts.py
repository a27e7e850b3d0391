"""Nothing on the game page moves more than 4 px, as the browser's own
layout-shift observer sees it: through whole turns (roll, choose a die, enter
it, roll again, the passive turn, a hot-seat hand-over) on a 375x812 phone and
a 1280x800 laptop, in both games; the header while the engine boots, in
English, German and French, and when the slow-start notice comes. And the
phone's sheet draws its texts at 10 px or more."""

from __future__ import annotations

import re

import page_helpers as ps
import warm_start
from engine_hold import SHIFTS, hold, jumps, release
from page_helpers import data, menu, start_game, wait_for_person

PHONE = {"viewport": {"width": 375, "height": 812}, "is_mobile": True, "has_touch": True}
LAPTOP = {"viewport": {"width": 1280, "height": 800}}
LOCALES = {"en": "en-GB", "de": "de-DE", "fr": "fr-FR"}
SMALLEST_PX = 10


def new_page(browser, url, device, locale="en-GB", warm=False):
    """A fresh profile on `device`; with `warm`, a returning player's (Python's
    snapshot in its Cache Storage), for tests of the booted page, not its boot."""
    context = browser.new_context(service_workers="block", reduced_motion="reduce",
                                  locale=locale, **device)
    if warm:
        warm_start.warm(context, url)
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    page.add_init_script(SHIFTS)
    if url:
        ps.open_game(page, url)
    return page


def settled_jumps(page) -> list[dict]:
    """The moves over 4 px since the last call, once two frames have been drawn
    (the observer reports a frame's shifts after it is drawn)."""
    page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame("
                  "() => setTimeout(r))))")
    out = jumps(page)
    page.evaluate("window.moved.length = 0")
    return out


def act(page) -> str:
    """One decision, clicked or keyed the way a person would; returns what was
    pending. A chosen die is checked on its own (its buttons come then)."""
    screen = wait_for_person(page)
    if screen == "handover":
        page.click("#btn-handover")
        page.wait_for_function("document.documentElement.dataset.screen === 'game'")
        return "handover"
    moves, kind = data(page, "moves"), data(page, "pending")
    if kind == "roll":
        page.click("#btn-roll")
    elif kind == "bonus":
        while not page.locator(".box.target").count():
            page.locator("#controls .choose-area button, #controls .choose-value button") \
                .first.click()
        page.locator(".box.target").first.focus()
        page.keyboard.press("Enter")
    elif page.locator("button.die.usable").count():
        page.locator("button.die.usable").first.click()
        page.wait_for_function("document.documentElement.dataset.selected !== ''")
        assert settled_jumps(page) == [], ("a die chosen", kind)
        page.locator(".box.target").first.focus()
        page.keyboard.press("Enter")
    else:
        ps.click_give_up(page, kind)
    page.wait_for_function(f"document.documentElement.dataset.moves !== '{moves}'")
    return kind


def test_nothing_moves_during_whole_turns_on_a_phone_and_a_laptop(play_browser, play_site):
    for device in (PHONE, LAPTOP):
        page = new_page(play_browser, play_site.url, device, warm=True)
        for variant, seats in (("pretty-clever", [("Ann", "person")]),
                               ("clever-4ever", [("Ann", "person")]),
                               ("pretty-clever", [("Ann", "person"), ("Bea", "person")])):
            if data(page, "screen") != "setup":      # the next game, as a player starts it
                menu(page, "#btn-menu-new")
            page.click(f"#variant-{variant}")
            start_game(page, seats, seed=11)
            settled_jumps(page)                      # the new game replaced the form
            done = []
            for _ in range(14):
                done.append(act(page))
                where = (device["viewport"]["width"], variant, len(seats), done)
                assert settled_jumps(page) == [], where
            # whole turns: a solo game's passive turn, a hot-seat's hand-over
            assert "pick" in done and done.count("roll") >= 4, done
            assert "handover" in done or len(seats) == 1, done
        assert not page.errors, page.errors
        page.context.close()


def header_box(page) -> dict:
    return page.locator("header.top").bounding_box()


def test_the_header_keeps_its_height_while_the_engine_boots_in_each_language(play_browser,
                                                                             play_site):
    for lang, locale in LOCALES.items():
        page = new_page(play_browser, None, PHONE, locale)
        held = hold(page)
        page.goto(play_site.url, wait_until="domcontentloaded")
        assert page.get_attribute("html", "lang") == lang
        before = header_box(page)
        release(page, held)                          # its status texts, then "ready"
        assert page.locator("#status").is_hidden()
        after = header_box(page)
        assert abs(after["height"] - before["height"]) <= 1, (lang, before, after)
        assert before["height"] <= 110, (lang, before)   # the title's row and the button's
        assert settled_jumps(page) == [], lang
        page.context.close()


def test_the_slow_start_notice_hangs_below_the_header_and_moves_nothing(play_browser,
                                                                        play_site):
    for device in (PHONE, LAPTOP):
        page = new_page(play_browser, None, device, "fr-FR")
        page.clock.install()
        held = hold(page)
        page.goto(play_site.url, wait_until="domcontentloaded")
        before = header_box(page)
        page.clock.fast_forward(20_000)              # boot.js's notice after 20 s
        page.wait_for_function(                      # "... about 13 MB" ("13 Mo")
            "document.getElementById('status').textContent.includes('13 M')")
        assert header_box(page) == before, device
        assert settled_jumps(page) == [], device
        notice = page.locator("#status").get_by_text(re.compile("13 M"))
        box = notice.bounding_box()                  # whole, below the header, in view
        assert box["y"] >= before["y"] + before["height"] - 1, box
        assert box["x"] >= 0 and box["x"] + box["width"] <= device["viewport"]["width"]
        release(page, held)
        assert notice.count() == 0 or notice.is_hidden()
        assert header_box(page) == before
        assert settled_jumps(page) == [], device
        page.context.close()


# the rendered size of each displayed <text> of the sheet: [class, text, px]
RENDERED = """() => [...document.querySelectorAll('#sheet-body svg text')]
    .filter((el) => el.getClientRects().length > 0 && el.textContent.trim())
    .map((el) => [el.getAttribute('class') || '', el.textContent,
                  parseFloat(getComputedStyle(el).fontSize)
                  * Math.hypot(el.getScreenCTM().a, el.getScreenCTM().b)])"""
# left small: the notes beside an area's name where a larger one does not fit
# (blue's "blue + white"); every text of Clever 4Ever's sheet is large enough
LEFT_SMALL = {"pretty-clever": ("note",), "clever-4ever": ()}


def kind(text: list) -> str:
    return (text[0].split() or [""])[0]


def test_the_phone_sheet_draws_its_texts_at_10_px_or_more(play_browser, play_site):
    page = new_page(play_browser, play_site.url, PHONE, warm=True)
    for variant in ("pretty-clever", "clever-4ever"):
        if data(page, "screen") != "setup":
            menu(page, "#btn-menu-new")
        page.click(f"#variant-{variant}")
        start_game(page, [("Ann", "person")])
        texts = page.evaluate(RENDERED)
        assert len(texts) > 100, variant
        kept = [t for t in texts if kind(t) not in LEFT_SMALL[variant]]
        # the marks on bonus icons, area letters, purple's "<", "+1", "B+W ="
        assert {"iv-p", "al", "lt", "iv"} <= {kind(t) for t in kept}, variant
        small = [t for t in kept if t[2] < SMALLEST_PX]
        assert small == [], (variant, small[:6])
        # every box still a finger wide
        boxes = page.eval_on_selector_all("#sheet-body .box.open .bg", """els => els.map(e => {
            const r = e.getBoundingClientRect(); return Math.min(r.width, r.height); })""")
        assert boxes and min(boxes) >= 24, (variant, min(boxes))
    page.context.close()
