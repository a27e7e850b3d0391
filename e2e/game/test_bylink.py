"""Play by link in real Chromium: a 2-player game played to the end across
two browser contexts (two devices), the game going back and forth as links;
each device plays only its own seat; an edited link is refused; the page
says what the links do not protect against; axe-core finds nothing serious."""

from __future__ import annotations

import json

from page_helpers import axe_scan, data, open_game, play_step, saved

from clever import gamecode

SEED = 2026


def new_device(pages, who: str):
    """`who`'s device: a laptop of their own, on the game, ready."""
    page = pages.open(wait=False, profile=who)
    open_game(page)
    return page


def screen_is(page, *names):
    page.wait_for_function(
        f"{list(names)!r}.includes(document.documentElement.dataset.screen)")
    return data(page, "screen")


def test_a_two_player_game_by_link_to_the_end(pages):
    ann = new_device(pages, "Ann")
    ann.click("#btn-menu-new")
    ann.click("#count-2")
    ann.fill("#seat-name-0", "Ann")
    ann.fill("#seat-name-1", "Bob")
    ann.select_option("#seat-kind-1", "person")
    ann.fill("#seed", str(SEED))
    ann.check("#opt-bylink")
    assert "friendly play" in ann.inner_text("#opt-bylink-what")
    ann.click("#start")
    bob = None
    page, links = ann, 0
    while True:
        screen = screen_is(page, "game", "send", "over")
        if screen == "over":
            break
        if screen == "game":
            play_step(page)
            continue
        # this device's part is done: it cannot play the other seat, it sends a link
        assert "not stop" in page.inner_text("#not-protected")
        assert page.locator("#btn-roll, button.die.usable").count() == 0
        link = page.input_value("#send-link")
        moves = data(page, "moves")
        links += 1
        if bob is None:
            bob = new_device(pages, "Bob")
            bob.click("#new-game")  # Bob has a solo game of his own under way
            bob.click("#btn-roll")
            bob.wait_for_function("document.documentElement.dataset.moves === '1'")
            own = saved(bob)
            bob.goto(link)
            screen_is(bob, "join")
            assert "Bob's turn" in bob.inner_text("#join-title")
            assert "kept aside" in bob.inner_text("#join-replaces")
            assert axe_scan(page, "bylink-send") == []
            assert axe_scan(bob, "bylink-join") == []
            bob.click("#btn-join")
            kept = bob.evaluate("Object.keys(localStorage)"
                                ".filter(k => k.startsWith('clever.kept.v1.'))"
                                ".map(k => JSON.parse(localStorage.getItem(k)).text)")
            assert [json.loads(k) for k in kept] == [own]  # never lost: kept aside
            receiver = bob
        else:
            receiver = bob if page is ann else ann
            receiver.goto(link)  # the link opened in the browser that holds the game
        receiver.wait_for_function(f"document.documentElement.dataset.moves === '{moves}'")
        assert screen_is(receiver, "game", "over") == "game"
        page = receiver
    # the last player sends the final link; the other device shows the same end
    final = page.input_value("#card-link")
    other = bob if page is ann else ann
    other.goto(final)
    screen_is(other, "over")
    game = gamecode.decode(final.split("#p=", 1)[1])
    for p in (ann, bob):
        totals = [int(t) for t in p.eval_on_selector_all(
            "#scoreboard .total", "els => els.map(e => e.dataset.total)")]
        assert totals == [s["total"] for s in game.scores()]
        assert saved(p)["game"]["actions"] == game.history
    assert links >= 4
    assert {saved(ann)["viewer"], saved(bob)["viewer"]} == {0, 1}

    # an edited link is refused; the game held here is untouched
    code = final.split("#p=", 1)[1]
    i = len(code) // 3
    before = saved(ann)
    ann.goto(final.replace(code, code[:i] + ("x" if code[i] != "x" else "y") + code[i + 1:]))
    screen_is(ann, "link-error")
    assert "refused" in ann.inner_text("#link-reason")
    assert saved(ann) == before
    for p in (ann, bob):
        assert not p.errors, p.errors
