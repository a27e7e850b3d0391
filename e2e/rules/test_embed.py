"""Browser tests of the embeddable rules demos (embed.html#demo=<id>, demos.json,
docs/embedding.md): every demo completed by clicks, wrong moves refused with
the engine's words, three demos in sandboxed iframes on a host page served from
another port, the picture before the engine, axe, a 375 px phone, offline."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import pytest
from browser import (
    FROM_SNAPSHOT,
    READY_OR_ERROR,
    Site,
    is_local,
    wait_controlled,
    wait_for_a_snapshot,
)
from page_helpers import AXE, PHONE, SiteHandler, axe_scan

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

from cleverweb.demo_view import DemoSession, clicks_for, session_clicks  # noqa: E402

import clever  # noqa: E402
from clever import IllegalAction  # noqa: E402
from clever.demos import build, solutions  # noqa: E402
from clever.demos.runner import all_demos  # noqa: E402

READY = "document.documentElement.dataset.ready === 'true'"
BOOT_MS = 120_000
DEMOS = all_demos()  # the catalogue's and each game's own (demos.json lists them all)


def open_demo(page, url: str, demo_id: str) -> None:
    page.goto(f"{url}embed.html#demo={demo_id}")
    page.wait_for_function(READY, timeout=BOOT_MS)
    page.wait_for_selector(f"[data-demo='{demo_id}'] #controls:not([inert])")


def switch(page, demo_id: str) -> None:
    """Another demo in the same page: the engine that is up shows it (no new boot)."""
    page.evaluate(f"location.hash = 'demo={demo_id}'")
    page.wait_for_selector(f"[data-demo='{demo_id}'] #controls:not([inert])")


def do_clicks(page, action_text: str) -> None:
    for what in clicks_for(action_text):
        do_click(page, what)


def do_click(page, what: tuple) -> None:
    """One click as demo_view.clicks_for names it."""
    if what:
        if what[0] == "die":
            page.click(f"#die-{what[1]}", force=True)  # an unusable die says why
        elif what[0] == "box":
            # dispatched on the box itself: a green triangle's box is a square
            # whose middle is the other triangle's edge; a box the die cannot
            # go in is still clickable (it says why)
            page.dispatch_event(f"#box-{what[1]}-{what[2]}", "click")
        else:
            page.click(f"[data-act='{what[1]}']")


def engine_refusal(entry) -> tuple[str, str]:
    """What the engine says about the demo's wrong move: as an action, and
    about its die when that die cannot be taken at all."""
    game = build(entry)
    with pytest.raises(IllegalAction) as refused:
        game.apply(entry["wrong"])
    die = entry["wrong"].split()[1]
    return str(refused.value), game.explain_die(die) or ""


def watched(page):
    """`page`, its errors and console errors collected in `page.problems`."""
    problems: list[str] = []
    page.on("pageerror", lambda e: problems.append(f"pageerror: {e}"))
    page.on("console", lambda m: problems.append(f"{m.type}: {m.text}")
            if m.type == "error" else None)
    page.problems = problems
    return page


@pytest.fixture
def page(context):
    page = watched(context.new_page())
    yield page
    assert not page.problems, page.problems


@pytest.fixture
def warm_page(pages):
    """`page` in a tab of the module's shared profile, which has Python's
    snapshot (e2e/warm_start.py) and warm caches."""
    page = watched(pages.tab())
    yield page
    assert not page.problems, page.problems


def test_demos_json_lists_every_demo(site):
    import urllib.request

    with urllib.request.urlopen(site.url + "demos.json") as response:
        listed = json.loads(response.read())
    assert listed == [{"id": d["id"], "game": d["game"], "title": d["title"]} for d in DEMOS]


def test_every_demo_completed_by_clicks_and_a_wrong_move_refused(warm_page, site):
    """One engine boot; each demo of demos.json in turn through the address."""
    page = warm_page
    open_demo(page, site.url, DEMOS[0]["id"])
    for entry in DEMOS:
        demo_id = entry["id"]
        switch(page, demo_id)
        assert page.inner_text("#demo-task").endswith(entry["task"])
        if entry["wrong"].split()[0] in ("use", "plus1"):
            refusals = page.get_attribute("html", "data-refused")
            for what in clicks_for(entry["wrong"]):
                do_click(page, what)  # the handler runs within the click
                if page.get_attribute("html", "data-refused") != refusals:
                    break
            assert page.get_attribute("html", "data-refused") != refusals, demo_id
            assert page.inner_text("#message") in engine_refusal(entry), demo_id
            assert page.get_attribute("[data-demo]", "data-demo-done") is None
            if page.query_selector("[data-act='deselect']"):
                page.click("[data-act='deselect']")
        # as the page stands: a "?" of one area asks no area, a usable roll is
        # skipped on a second press
        for what in session_clicks(DemoSession(clever, demo_id), solutions(entry)[0]):
            do_click(page, what)
        page.wait_for_selector(f"[data-demo='{demo_id}'][data-demo-done='true']")
        assert entry["done"] in page.inner_text("#demo-task")
        page.click("[data-act='again']")  # try again: the task is back
        page.wait_for_selector(f"[data-demo='{demo_id}']:not([data-demo-done])")
        assert page.inner_text("#demo-task").endswith(entry["task"])


HOST = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A café's page</title>
<link rel="icon" href="data:,"></head>
<body>
<h1 id="host-title">Learn the game</h1>
<p id="host-text">Our favourite rules, live:</p>
{frames}
<script>
  window.heights = {{}};
  window.messages = [];
  addEventListener("message", (event) => {{
    window.messages.push(event.data);
    const d = event.data;
    if (d && d.type === "clever-demo" && d.event === "height") {{
      window.heights[d.demo] = d.height;
      document.querySelector(`iframe[data-for="${{d.demo}}"]`).style.height = d.height + "px";
    }}
  }});
</script>
</body></html>
"""
FRAME = ('<iframe data-for="{id}" title="Rules demo: {id}" src="{url}embed.html#demo={id}" '
         'sandbox="allow-scripts allow-same-origin" style="width:100%;border:0" '
         'loading="eager"></iframe>')


def test_host_on_another_port_embeds_three_sandboxed_demos(context, site, tmp_path):
    ids = ["blue-sum", "passive-fallback", "4ever-grey"]
    frames = "\n".join(FRAME.format(id=i, url=site.url) for i in ids)
    (tmp_path / "host.html").write_text(HOST.format(frames=frames), encoding="utf-8")
    host = Site(tmp_path)
    try:
        page = context.new_page()
        problems, requests = [], []
        page.on("pageerror", lambda e: problems.append(str(e)))
        page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
        page.on("request", lambda r: requests.append(r.url))
        page.goto(host.url + "host.html")
        assert host.url != site.url  # another origin: another port
        before = page.evaluate("document.body.innerHTML.replace(/<iframe[^>]*>/g, '')")
        for i in ids:
            frame = page.frame_locator(f"iframe[data-for='{i}']")
            # the picture comes before the runtime, but three frames on a busy
            # 2-core machine once took over the context's default timeout
            frame.locator(f"[data-demo='{i}']").wait_for(timeout=BOOT_MS)
        for f in page.frames[1:]:
            # three engines start side by side in one browser: give them the time of three
            f.wait_for_function(READY_OR_ERROR, timeout=3 * BOOT_MS)
            assert f.evaluate("document.documentElement.dataset.ready") == "true", \
                f.inner_text("#status")
        # each frame reports its height again as it grows (status line, picture, live)
        page.wait_for_function(f"Object.keys(window.heights).length === {len(ids)} && "
                               "Object.values(window.heights).every(h => h > 200)")
        heights = page.evaluate("window.heights")
        assert set(heights) == set(ids) and all(h > 200 for h in heights.values())
        # a demo completed inside its frame tells the host
        frame = page.frame_locator("iframe[data-for='blue-sum']")
        frame.locator("#die-blue").click()
        frame.locator("#box-blue-r2c3").click()
        page.wait_for_function(
            "window.messages.some(m => m.event === 'done' && m.demo === 'blue-sum')")
        after = page.evaluate("document.body.innerHTML.replace(/<iframe[^>]*>/g, '')")
        assert after.split("<script>")[0] == before.split("<script>")[0]  # host DOM untouched
        assert page.evaluate("document.title") == "A café's page"
        assert context.cookies() == []
        assert all(is_local(u) for u in requests), [u for u in requests if not is_local(u)]
        assert not problems, problems
    finally:
        host.close()


def test_a_frame_sandboxed_without_same_origin_says_what_it_needs(context, site, tmp_path):
    """sandbox="allow-scripts" alone: the demo has no origin of its own and the
    browser refuses it the engine's files. Instead of "Starting the rules
    engine..." for ever, the frame tells the host page's author what to write."""
    frame_tag = FRAME.format(id="blue-sum", url=site.url).replace(
        'sandbox="allow-scripts allow-same-origin"', 'sandbox="allow-scripts"')
    (tmp_path / "host.html").write_text(HOST.format(frames=frame_tag), encoding="utf-8")
    host = Site(tmp_path)
    try:
        page = context.new_page()
        page.goto(host.url + "host.html")
        frame = page.frame_locator("iframe[data-for='blue-sum']")
        said = frame.locator("#status[data-state='error'] #status-text")
        said.wait_for(timeout=30_000)
        assert said.inner_text() == (
            'This demo needs sandbox="allow-scripts allow-same-origin" on its iframe: without '
            "allow-same-origin, the browser keeps it from loading its rules engine.")
        assert frame.locator("#status").is_visible()
        assert page.frames[1].evaluate("document.documentElement.dataset.ready") == "error"
        # the host still learns the frame's height, to show the whole message
        page.wait_for_function("window.heights['blue-sum'] > 0")
    finally:
        host.close()


def test_picture_first_then_live_axe_clean_at_375px(browser, site):
    # bypass_csp: only so that the test can add axe-core's script to the page
    context = browser.new_context(viewport=PHONE, service_workers="block", bypass_csp=True)
    page = context.new_page()
    try:
        page.goto(f"{site.url}embed.html#demo=chain", wait_until="commit")
        page.wait_for_function(READY, timeout=BOOT_MS)
        page.wait_for_selector("[data-demo='chain'] #controls:not([inert])")
        # the picture was in before the runtime even started
        marks = page.evaluate("Object.fromEntries(performance.getEntriesByType('mark')"
                              ".map(m => [m.name, m.startTime]))")
        assert marks["demo:picture"] < marks["clever:start"] < marks["clever:ready"]
        # ... and in the page's first paint: no empty page drawn first, whose
        # status line the picture then pushed down (a layout shift)
        first_paint = page.evaluate(
            "performance.getEntriesByName('first-paint')[0].startTime")
        assert marks["demo:picture"] < first_paint
        # Pyodide's WebAssembly (9.6 MB) came once: the preload embed.js made
        # after the picture is the download early.mjs compiles, and Pyodide
        # boots from that module instead of asking again
        wasm = page.evaluate("performance.getEntriesByType('resource')"
                             ".filter((r) => r.name.endsWith('pyodide.asm.wasm')).length")
        assert wasm == 1
        assert page.evaluate("document.scrollingElement.scrollWidth") <= PHONE["width"]
        assert AXE.exists()
        assert axe_scan(page, "embed-chain-phone") == []
        # keyboard: the box is reached and entered without a mouse
        page.focus("#box-blue-r2c1")
        page.keyboard.press("Enter")
        page.wait_for_selector("[data-demo='chain'][data-demo-done='true']")
    finally:
        context.close()


class Distant(SiteHandler):
    """A site across a network: each script and stylesheet takes 0.6 s to come.
    (From a local server a file can arrive before the parser has read the next
    line on a busy machine, and "asked for one after another" would then be
    indistinguishable from "asked for together".)"""

    def send_head(self):
        if self.path.split("?")[0].endswith((".js", ".css")):
            time.sleep(0.6)
        return super().send_head()


@pytest.fixture(scope="module")
def distant_site(dist):
    served = Site(dist, handler=Distant)
    yield served
    served.close()


@pytest.mark.parametrize("path", ["embed.html#demo=chain", "learn.html", "rules.html"])
def test_a_page_under_its_policy_asks_for_its_head_files_at_once(context, distant_site, path):
    """The pages with their policy in a <meta> (no look-ahead fetching past it in
    Chromium) still ask for all their stylesheets and scripts together: each
    one is asked for before any of them has arrived, not one after another.
    (A demo's picture script is asked for by embed.js, so once embed.js is in.)"""
    page = context.new_page()
    page.goto(distant_site.url + path, wait_until="domcontentloaded")
    head = page.evaluate("""() => {
      const urls = [...document.head.querySelectorAll(
        'script[src]:not([type=module]):not([data-picture]), link[rel=stylesheet]')]
        .map((e) => e.src || e.href);
      return performance.getEntriesByType('resource')
        .filter((r) => urls.includes(r.name))
        .map((r) => [r.name.split('/').pop(), r.startTime, r.responseEnd]);
    }""")
    assert len(head) >= 4, head  # i18n-early.js, the page's script, its stylesheets
    last_asked = max(start for _, start, _ in head)
    first_in = min(end for _, _, end in head)
    assert last_asked < first_in, sorted(head, key=lambda r: r[1])


class SlowTail(SiteHandler):
    """A demo page whose end (after the picture's holder: the status line and
    the <script type="py"> with PyScript's config) comes 2 s after its start,
    as from a slow network or to a busy machine's parser."""

    def do_GET(self):  # noqa: N802 - http.server's name
        if not self.path.startswith("/embed.html"):
            return super().do_GET()
        page = Path(self.translate_path("/embed.html")).read_bytes()
        cut = page.index(b"</main>") + len(b"</main>")
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(page)))
        self.send_header("Cache-Control", "no-cache")
        self.end_headers()
        self.wfile.write(page[:cut])
        self.wfile.flush()
        time.sleep(2)
        self.wfile.write(page[cut:])


def test_a_page_whose_end_comes_late_still_starts_its_demo(context, dist):
    """The picture is in and painted before the page's end has come: the
    runtime waits for it (PyScript reads its config from there, once, when it
    starts), and the demo goes live. Started at once, PyScript found no config,
    loaded every plugin and the demo failed on the one the site leaves out."""
    slow = Site(dist, handler=SlowTail)
    try:
        page = watched(context.new_page())
        page.goto(f"{slow.url}embed.html#demo=chain", wait_until="commit")
        page.wait_for_function(READY_OR_ERROR, timeout=BOOT_MS)
        assert page.evaluate("document.documentElement.dataset.ready") == "true", \
            page.inner_text("#status")
        page.wait_for_selector("[data-demo='chain'] #controls:not([inert])")
        assert page.problems == []
    finally:
        slow.close()


def test_a_picture_slow_to_come_does_not_hold_the_page_blank(context, site):
    """The picture's script holds the first paint only for a moment: on a slow
    network the page shows its status line, and the picture when it comes."""
    page = context.new_page()
    held = []
    page.route("**/demos/*.js", lambda route: held.append(route))
    page.goto(f"{site.url}embed.html#demo=fox", wait_until="commit")
    page.wait_for_function("performance.getEntriesByName('first-paint').length > 0",
                           timeout=30_000)
    assert held and page.query_selector("[data-demo]") is None
    assert page.is_visible("#status")
    for route in held:
        route.continue_()
    page.unroute("**/demos/*.js")
    page.wait_for_function(READY, timeout=BOOT_MS)
    page.wait_for_selector("[data-demo='fox'] #controls:not([inert])")


def test_unknown_demo_says_so(warm_context, site):
    page = warm_context.new_page()  # its picture is not found: a 404 in the console
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{site.url}embed.html#demo=no-such-demo")
    page.wait_for_function(READY, timeout=BOOT_MS)
    assert "no demo called \u201cno-such-demo\u201d" in page.inner_text("#demo-root")
    assert not errors


def test_a_return_visit_boots_from_a_snapshot_of_python(page, site):
    """The first visit stores a memory snapshot of Python (web/pyodide-warm.mjs,
    made in a worker a few seconds after the boot); the next one boots from
    it, about a second sooner (e2e/bench_load.py), and the demo plays."""
    open_demo(page, site.url, "purple-six")
    assert page.evaluate(FROM_SNAPSHOT) == 0
    wait_for_a_snapshot(page)
    page.reload()
    page.wait_for_function(READY, timeout=BOOT_MS)
    page.wait_for_selector("[data-demo='purple-six'] #controls:not([inert])")
    assert page.evaluate(FROM_SNAPSHOT) == 1
    do_clicks(page, "use white purple 2")
    page.wait_for_selector("[data-demo-done='true']")


def test_offline_through_the_service_worker(context, site):
    page = context.new_page()
    open_demo(page, site.url, "purple-six")
    wait_controlled(page)
    context.set_offline(True)
    page.reload()
    page.wait_for_function(READY, timeout=BOOT_MS)
    page.wait_for_selector("[data-demo='purple-six'] #controls:not([inert])")
    do_clicks(page, "use white purple 2")
    page.wait_for_selector("[data-demo-done='true']")


def test_a_tall_sheets_demo_stays_within_a_screen_or_two_at_the_documented_width(page, site):
    """At the documented width (60rem) Clever 4Ever's sheet, drawn full width,
    made its demo 2,464 px high; its height is capped, a base sheet's is not."""
    page.set_viewport_size({"width": 960, "height": 900})
    for demo_id, most, least in (("4ever-shade-fox", 1700, 1000), ("platter", 1500, 900)):
        page.goto(f"{site.url}embed.html#demo={demo_id}")
        page.wait_for_selector(f"[data-demo='{demo_id}'] #sheet-wrap svg")
        height = page.evaluate("document.documentElement.scrollHeight")
        sheet = page.evaluate("document.querySelector('#sheet-wrap svg')"
                              ".getBoundingClientRect().height")
        assert height <= most and sheet >= least, (demo_id, height, sheet)
