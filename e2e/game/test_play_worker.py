"""Python in a Web Worker: where the game's page is cross-origin
isolated (`build.py serve`, a host sending the headers of dist/_headers, or,
on a host sending none, `build.py serve --no-isolate`, the service worker,
which a first visit puts in before Python boots), Pyodide boots and the engine
runs in a worker, so the page never stops taking input; where there is no
service worker either, Python runs in the page, and the game is the same. The
rest of the browser tests run the game in the worker."""

from __future__ import annotations

import json

import page_helpers as ps
import pytest
from browser import FROM_SNAPSHOT, wait_for_a_snapshot
from page_helpers import DESKTOP, data, open_game

import clever

LONG_TASKS = """window.longTasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.longTasks.push(Math.round(e.duration));
}).observe({type: "longtask", buffered: true});"""


def fresh_page(browser, url, service_workers="block", watch=LONG_TASKS, warm=False):
    """A fresh context on the game, ready, with `watch` run in the page first:
    a first visit's, or with `warm` a returning player's (ps.warm_context)."""
    options = dict(viewport=DESKTOP, reduced_motion="reduce", service_workers=service_workers)
    context = (ps.warm_context(browser, url, **options) if warm
               else browser.new_context(**options))
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.errors = errors
    page.add_init_script(watch)
    open_game(page, url)
    return page


def play_a_turn(page) -> None:
    """Roll, enter a die on its first highlighted box: the page follows."""
    page.click("#btn-roll")
    play_a_turn_after_roll(page)


def play_a_turn_after_roll(page) -> None:
    page.locator("button.die.usable").first.click()
    assert data(page, "selected") != ""
    page.locator(".box.target").first.click()
    assert data(page, "moves") == "2"


PROGRESS = "window.progress = []; addEventListener('py:progress', (e) => progress.push(e.detail));"
BODY_AT = """new MutationObserver((changes, observer) => {
  if (document.body) { window.bodyAt = performance.now(); observer.disconnect(); }
}).observe(document, {childList: true, subtree: true});"""


@pytest.fixture(scope="module")
def first_boot(play_browser, play_site):
    """The game on a first visit (an empty profile), booted and untouched, for
    the tests of what that boot did; watched from its first byte for long
    tasks, py:progress events and when its body came."""
    page = fresh_page(play_browser, play_site.url, watch="\n".join((LONG_TASKS, PROGRESS, BODY_AT)))
    yield page
    page.context.close()


def the_python_worker(page):
    booted = "performance.getEntriesByName('clever:pyodide').length"
    workers = [w for w in page.workers if w.evaluate(booted)]
    assert len(workers) == 1
    return workers[0]


def test_the_boot_runs_in_a_worker_and_never_blocks_the_page(first_boot):
    page = first_boot
    assert data(page, "python") == "worker"
    assert page.evaluate("crossOriginIsolated") is True
    # no long task of the page's own from the first byte to "ready": in the
    # page, Pyodide's boot is one task of most of that time;
    # here none (e2e/bench_boot_tasks.py, on a quiet machine), and on a busy
    # one a few, each a small part of it. Relative, so a slow machine passes.
    ready = page.evaluate("performance.getEntriesByName('clever:ready')[0].startTime")
    assert [t for t in page.evaluate("window.longTasks") if t > ready / 8] == []
    assert not page.errors, page.errors


def test_the_worker_boots_from_the_webassembly_the_page_compiled(first_boot):
    """Pyodide's WebAssembly is fetched and compiled once, by the page (whose
    compiled code the browser keeps with the cached file, a worker's it does
    not), and the worker boots from that module: it asks for no copy of its own."""
    page = first_boot
    wasm = ("performance.getEntriesByType('resource')"
            ".filter((r) => r.name.endsWith('pyodide.asm.wasm')).length")
    assert page.evaluate(wasm) == 1
    assert the_python_worker(page).evaluate(wasm) == 0


def test_the_worker_sleeps_while_the_page_answers_and_keeps_its_loading_steps(first_boot):
    """The game's worker waits for each answer of the page in Atomics.wait (it
    has no Atomics.pause to spin on, which took a core from the page on a busy
    phone), and its loading steps stay in the worker (no py:progress events
    handed to the page, four calls apiece while both are busiest)."""
    page = first_boot
    assert page.evaluate("typeof Atomics.pause") == "function"    # the page keeps it
    worker = the_python_worker(page)
    assert worker.evaluate("typeof Atomics.pause") == "undefined"
    assert worker.evaluate("typeof Atomics.wait") == "function"
    assert page.evaluate("progress") == []


def test_the_page_asks_for_the_webassembly_while_its_head_is_read(first_boot):
    """Pyodide's WebAssembly (8 MB, the boot waits for its download and
    compile) is asked for from the head, before the page's body (its header,
    sheet and new-game form) is even parsed: asked for from the body's script,
    it went out later and the boot ended as much later (docs/performance.md)."""
    page = first_boot
    asked = page.evaluate("performance.getEntriesByType('resource')"
                          ".find((r) => r.name.endsWith('pyodide.asm.wasm')).startTime")
    assert asked < page.evaluate("window.bodyAt")


def test_the_game_booted_in_the_worker_plays(first_boot):
    page = first_boot
    page.click("#btn-quick-solo")
    assert data(page, "screen") == "game"
    play_a_turn(page)
    assert not page.errors, page.errors


def booted_from_snapshot(page) -> bool:
    booted = "performance.getEntriesByName('clever:pyodide').length"
    (worker,) = [w for w in page.workers if w.evaluate(booted)]
    return worker.evaluate(FROM_SNAPSHOT) == 1


def test_a_return_visit_boots_python_from_a_snapshot_and_deals_new_dice(play_browser, play_site):
    """A reload boots Python from the snapshot the first visit stored (a second
    faster than a fresh boot: e2e/bench_load.py), and every game started after
    such a boot still gets dice of its own: the snapshot's random module state
    is the same each time, and is seeded afresh."""
    page = fresh_page(play_browser, play_site.url, service_workers="allow")
    assert not booted_from_snapshot(page)
    wait_for_a_snapshot(page)
    rolls = []
    for _ in range(3):
        page.evaluate("localStorage.clear()")  # no game to resume: a new one
        ps.reload(page)
        assert booted_from_snapshot(page)
        page.click("#btn-quick-solo")
        page.click("#btn-roll")
        page.wait_for_function("document.querySelectorAll('button.die.usable').length > 0")
        rolls.append(page.locator("button.die").evaluate_all(
            "dice => dice.map((die) => die.getAttribute('aria-label'))"))
    assert len(set(map(tuple, rolls))) > 1, rolls
    play_a_turn_after_roll(page)
    assert not page.errors, page.errors
    page.context.close()


def test_a_damaged_snapshot_is_replaced_and_the_game_boots_without_it(play_browser, play_site):
    # a returning player's profile: the run's snapshot is there to damage
    page = fresh_page(play_browser, play_site.url, service_workers="allow", warm=True)
    wait_for_a_snapshot(page)
    page.evaluate("""async () => {
      const cache = await caches.open("python-snapshot");
      const [request] = await cache.keys();
      await cache.put(request, new Response(new Uint8Array(4096).fill(7)));
    }""")
    ps.reload(page)
    assert not booted_from_snapshot(page)
    page.click("#btn-quick-solo")
    play_a_turn(page)
    # and a good one is made again for the next visit
    wait_for_a_snapshot(page)
    ps.reload(page)
    assert booted_from_snapshot(page)
    assert data(page, "moves") == "2"   # the game in progress, resumed
    assert not page.errors, page.errors
    page.context.close()


def test_without_isolation_python_runs_in_the_page_and_plays_the_same(play_browser, page_site):
    page = fresh_page(play_browser, page_site.url)  # no headers, no service worker
    assert data(page, "python") == "page"
    assert page.evaluate("crossOriginIsolated") is False
    page.click("#btn-quick-solo")
    play_a_turn(page)
    ps.reload(page)                      # and a reload resumes it
    assert data(page, "moves") == "2"
    assert not page.errors, page.errors
    page.context.close()


def test_without_isolation_a_return_visit_boots_from_the_snapshot_too(play_browser, page_site):
    """With Python in the page, the next visit also boots from the snapshot
    the first one stored (made in a worker, restored in the page), and the game
    in progress comes back."""
    page = fresh_page(play_browser, page_site.url)
    assert data(page, "python") == "page"
    page.click("#btn-quick-solo")
    play_a_turn(page)
    assert page.evaluate(FROM_SNAPSHOT) == 0
    wait_for_a_snapshot(page)
    ps.reload(page)
    assert page.evaluate(FROM_SNAPSHOT) == 1
    assert data(page, "moves") == "2"
    page.click("#btn-roll")           # and it goes on
    page.locator("button.die.usable").first.click()
    page.locator(".box.target").first.click()
    assert data(page, "moves") == "4"
    assert not page.errors, page.errors
    page.context.close()


def settled_place(page, ident: str) -> dict:
    """The page's scroll and where the box `ident` is in the window, once two
    frames have been drawn (what a change brought in is laid out by then)."""
    return page.evaluate("""(id) => new Promise((done) => requestAnimationFrame(() =>
        requestAnimationFrame(() => done({
            scroll: window.scrollY,
            top: document.getElementById(id).getBoundingClientRect().top,
        }))))""", ident)


def test_space_on_a_box_enters_the_die_and_does_not_scroll(play_browser, play_site):
    page = fresh_page(play_browser, play_site.url, warm=True)
    page.set_viewport_size({"width": 375, "height": 667})
    page.click("#btn-quick-solo")
    page.click("#btn-roll")
    page.locator("button.die.usable").first.click()
    box = page.locator(".box.target").first
    ident = box.get_attribute("id")
    box.focus()
    before = settled_place(page, ident)
    page.keyboard.press(" ")
    page.wait_for_function("document.documentElement.dataset.moves === '2'")
    after = settled_place(page, ident)
    # Space's own scroll would move the page by most of a window; a pixel is
    # the browser keeping the sheet still while the panel above it is redrawn
    assert abs(after["scroll"] - before["scroll"]) <= 2, (before, after)
    assert abs(after["top"] - before["top"]) <= 2, (before, after)
    assert not page.errors, page.errors
    page.context.close()


def test_a_whole_game_by_clicks_in_the_page_matches_the_engine(play_browser, page_site):
    # the other tests play whole games in the worker; this one, where a host
    # sends no headers, with the Master thinking in the page
    page = fresh_page(play_browser, page_site.url, warm=True)
    assert data(page, "python") == "page"
    ps.start_game(page, [("Ann", "person"), ("Robo", "computer:master")], seed=7)
    page.click("#btn-fast")  # the pause before each of Robo's moves is not what is tested
    ps.play_to_end(page)
    total = int(page.locator("#score-row-0 .total").get_attribute("data-total"))
    game = clever.load_game(json.dumps(ps.saved(page)["game"]))
    assert game.is_over
    assert game.scores()[0]["total"] == total
    assert not page.errors, page.errors
    page.context.close()


def first_visit(browser):
    """A first visit's profile that lets the site install its service worker."""
    return browser.new_context(viewport=DESKTOP, reduced_motion="reduce",
                               service_workers="allow")


def documents_of(page) -> list[str]:
    """The pages `page` loads from now on (a reload counts)."""
    documents: list[str] = []
    page.on("request", lambda r: r.resource_type == "document" and documents.append(r.url))
    return documents


class HeldRuntime:
    """Pyodide's WebAssembly held back in `context` (the service worker's
    install and the page both ask for it) until `release`."""

    def __init__(self, context):
        self.held, self.open = [], False
        context.route("**/pyodide.asm.wasm",
                      lambda route: route.continue_() if self.open else self.held.append(route))

    def wait_asked(self, page) -> None:
        for _ in range(600):
            if self.held:
                return
            page.wait_for_timeout(50)
        raise AssertionError("nothing asked for the runtime")

    def release(self) -> None:
        self.open = True
        for route in self.held:
            route.continue_()


def test_on_a_host_sending_no_headers_the_first_visit_waits_for_the_service_worker(
        play_browser, page_site):
    """No Python boots in the page: the page puts the service worker in at once,
    reloads when it controls the page (which it then serves with the isolation
    headers, build.py ISOLATED_PAGES), and Python boots in the worker; the
    next visit comes straight to the worker."""
    context = first_visit(play_browser)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    documents = documents_of(page)
    open_game(page, page_site.url)
    assert len(documents) == 2, documents      # the page, and once more under the worker
    assert data(page, "python") == "worker"
    assert page.evaluate("crossOriginIsolated") is True
    page.click("#btn-quick-solo")
    play_a_turn(page)
    ps.reload(page)
    assert len(documents) == 3                 # a return visit: no second reload
    assert data(page, "python") == "worker"
    assert data(page, "moves") == "2"          # the same game, resumed
    play_a_turn_more(page)
    assert not errors, errors
    context.close()


def test_on_a_host_sending_no_headers_a_choice_made_meanwhile_is_never_lost(
        play_browser, page_site):
    """The player chose a game on the form while the service worker was still
    coming: the page does not reload (which would lose the choice) but boots
    Python itself, and Start begins the game chosen."""
    context = first_visit(play_browser)
    runtime = HeldRuntime(context)
    page = context.new_page()
    documents = documents_of(page)
    page.goto(page_site.url)
    page.wait_for_function("document.documentElement.dataset.python === 'pending'")
    page.click("#variant-clever-4ever")                 # the form is there at once
    page.fill("#seat-name-0", "Ann")
    page.click("#start")
    runtime.wait_asked(page)                            # the service worker's copy of it
    runtime.release()
    page.wait_for_function("document.documentElement.dataset.screen === 'game'", timeout=90_000)
    assert len(documents) == 1, documents
    assert data(page, "python") == "page"
    save = ps.saved(page)
    assert save["game"]["variant"] == "clever-4ever"
    assert [x["name"] for x in save["seats"]] == ["Ann"]
    context.close()


def test_on_a_host_sending_no_headers_a_service_worker_that_never_takes_over_is_not_waited_for(
        play_browser, page_site):
    """The service worker's install is stuck (here on the runtime's download):
    after 30 s the page boots Python itself, and it does not reload when the
    service worker comes later."""
    context = first_visit(play_browser)
    runtime = HeldRuntime(context)
    page = context.new_page()
    page.clock.install()
    documents = documents_of(page)
    page.goto(page_site.url)
    page.wait_for_function("document.documentElement.dataset.python === 'pending'")
    page.clock.fast_forward(31_000)
    page.wait_for_function("document.documentElement.dataset.python === 'page'")
    runtime.release()
    open_game(page)
    page.click("#btn-quick-solo")
    play_a_turn(page)
    assert len(documents) == 1, documents
    assert data(page, "python") == "page"
    context.close()


def test_on_a_host_sending_no_headers_without_a_service_worker_python_runs_in_the_page(
        play_browser, page_site):
    # the service worker cannot come (here its script is missing): the page
    # boots Python itself, at once, instead of waiting for it
    context = first_visit(play_browser)
    context.route("**/sw.js", lambda route: route.fulfill(status=404, body="not found"))
    page = context.new_page()
    documents = documents_of(page)
    open_game(page, page_site.url)
    assert len(documents) == 1, documents
    assert data(page, "python") == "page"
    page.click("#btn-quick-solo")
    play_a_turn(page)
    context.close()


def play_a_turn_more(page) -> None:
    """Once a die is entered: the next one, or the roll after it."""
    moves = int(data(page, "moves"))
    if page.locator("#btn-roll").count():
        page.click("#btn-roll")
    else:
        page.locator("button.die.usable").first.click()
        page.locator(".box.target").first.click()
    page.wait_for_function(f"+document.documentElement.dataset.moves > {moves}")
