"""Every page runs under a strict Content-Security-Policy, declared in a
<meta> of its own head (static hosting: no server to send it): nothing from
off the site, no plugin, no <base>, and no inline script but the ones build.py
writes in, each allowed by its hash. The pages boot and play under it without
a single violation: the game with the cross-origin isolation headers (Python
in a Web Worker) and without them (Python in the page)."""

from __future__ import annotations

import base64
import hashlib
import re

import pytest
from browser import READY_OR_ERROR, Site, build
from page_helpers import play_step, start_game
from sitebuild.server import NotIsolating

BOOT_MS = 120_000
WEB = build.WEB

# Records the page's (and each frame's) policy violations from its very start.
WATCH = """
window.cleverViolations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.cleverViolations.push([event.violatedDirective, event.blockedURI,
    event.sourceFile + ":" + event.lineNumber, (event.sample || "").slice(0, 80)].join(" "));
});
"""
ALLOWED_SCRIPT = re.compile(r"'(self|unsafe-eval|wasm-unsafe-eval|sha256-[A-Za-z0-9+/]+=*)'")


def directives(policy: str) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for part in policy.split(";"):
        words = part.split()
        if words:
            out[words[0]] = words[1:]
    return out


def assert_strict(policy: str, page: str) -> dict[str, list[str]]:
    found = directives(policy)
    assert found.get("default-src") == ["'self'"], (page, policy)
    assert found.get("object-src") == ["'none'"], (page, policy)
    assert found.get("base-uri") in (["'self'"], ["'none'"]), (page, policy)
    assert found.get("form-action") in (["'self'"], ["'none'"]), (page, policy)
    for source in found.get("script-src", []):
        assert ALLOWED_SCRIPT.fullmatch(source), (page, source)
    for name, sources in found.items():
        for source in sources:  # nothing off the site, no wildcard, no whole scheme
            assert source.startswith("'") or source in ("blob:", "data:"), (page, name, source)
    return found


def page_names() -> list[str]:
    return sorted(path.name for path in WEB.glob("*.html"))


def test_every_built_page_declares_its_policy_before_any_script(dist):
    """Read from dist/: each page's policy is in its head before its first
    script, so it covers them all, and lists the hash of every inline script
    the page runs (and nothing else runs inline)."""
    for name in page_names():
        html = (dist / name).read_text(encoding="utf-8")
        head = html[:html.index("</head>")]
        policy = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)">', head)
        assert policy, f"{name} declares no policy"
        assert "<script" not in head[:policy.start()], name
        found = assert_strict(policy[1], name)
        hashes = {s for s in found.get("script-src", []) if s.startswith("'sha256-")}
        ran = set()
        for match in re.finditer(r"<script([^>]*)>(.*?)</script>", html, re.S):
            attrs, code = match.groups()
            kind = re.search(r'\btype="([^"]*)"', attrs)
            if "src=" in attrs or (kind and kind[1] not in ("module", "text/javascript")):
                continue
            digest = base64.b64encode(hashlib.sha256(code.encode("utf-8")).digest()).decode()
            ran.add(f"'sha256-{digest}'")
        assert ran == hashes, name


@pytest.fixture(scope="module")
def plain_site(dist):
    served = Site(dist, handler=NotIsolating)
    yield served
    served.close()


def play_game(page) -> None:
    """A few decisions of a solo game, by clicks."""
    start_game(page, [("Ann", "person")])
    moves = page.evaluate("document.documentElement.dataset.moves || ''")
    for _ in range(6):
        play_step(page)
    assert page.evaluate("document.documentElement.dataset.moves || ''") != moves


def use_counter(page) -> None:
    page.fill("#e-0-yellow", "30")
    page.fill("#e-0-blue", "7")
    page.wait_for_function("document.getElementById('total-0').textContent.trim() === '52'")


def demo_move(target) -> None:
    """The blue demo done by clicks, in the page or in its frame (`target`)."""
    target.locator("[data-demo='blue-sum'] #controls:not([inert])").wait_for(timeout=BOOT_MS)
    target.locator("#die-blue").click()
    target.locator("#box-blue-r2c3").click()
    target.locator("[data-demo='blue-sum'][data-demo-done='true']").wait_for()


def open_rules_demo(page) -> None:
    page.click("[data-try='blue-sum']")
    demo_move(page.frame_locator("#demo-frame"))


def learn(page) -> None:
    page.wait_for_selector("[data-demo='learn'] #controls:not([inert])")


# page -> what a visitor does there once it is ready (the readiness first:
# <html data-ready> where the page runs Python, the page's load for rules.html)
VISITS = {
    "index.html": play_game,
    "counter.html": use_counter,
    "history.html": None,
    "stats.html": None,
    "learn.html": learn,
    "embed.html#demo=blue-sum": demo_move,
    "rules.html": open_rules_demo,
}


def test_every_page_is_visited():
    assert sorted(path.split("#")[0] for path in VISITS) == page_names()


@pytest.mark.parametrize(("path", "isolated"), [
    # False: no headers and no service worker (Python in the page); "sw": no
    # headers, and the service worker a first visit puts in (then a worker)
    ("index.html", True), ("index.html", False), ("index.html", "sw"),
    *[(path, True) for path in VISITS if path != "index.html"]])
def test_a_page_boots_and_plays_without_a_policy_violation(context, browser, site, plain_site,
                                                           path, isolated):
    served = site if isolated is True else plain_site
    if isolated is False:
        # Python in the page: where there is no service worker either (with one,
        # a first visit waits for it and boots in the worker, as `isolated`)
        context = browser.new_context(service_workers="block")
    context.add_init_script(WATCH)
    page = context.new_page()
    problems: list[str] = []
    page.on("pageerror", lambda e: problems.append(f"pageerror: {e}"))
    page.on("console", lambda m: problems.append(f"console: {m.text}")
            if m.type == "error" and "Content Security Policy" in m.text else None)
    page.goto(served.url + path)
    policy = page.evaluate(
        "document.querySelector('meta[http-equiv=\"Content-Security-Policy\"]')?.content")
    assert policy, f"{path}: no policy in the page"
    assert_strict(policy, path)
    if path != "rules.html":
        page.wait_for_function(READY_OR_ERROR, timeout=BOOT_MS)
        assert page.evaluate("document.documentElement.dataset.ready") == "true", \
            page.inner_text("#status")
    if path == "index.html":
        where = page.evaluate("document.documentElement.dataset.python")
        assert where == ("page" if isolated is False else "worker")
        page.wait_for_function("!!document.documentElement.dataset.screen")
    visit = VISITS[path]
    if visit is not None:
        visit(page)
    page.wait_for_timeout(300)  # a violation is reported as a task of its own
    violations = [v for frame in page.frames
                  for v in frame.evaluate("window.cleverViolations || []")]
    assert violations == [] and problems == [], violations + problems


INJECT = """() => {
  const script = document.createElement("script");
  script.textContent = "window.cleverInjected = 'script'";
  document.body.append(script);
  const image = document.createElement("img");
  image.setAttribute("onerror", "window.cleverInjected = 'handler'");
  image.src = "no-such-image.png";
  document.body.append(image);
  return new Promise((done) => setTimeout(() => done(window.cleverInjected || null), 500));
}"""


@pytest.mark.parametrize("path", ["index.html", "history.html"])
def test_a_script_put_into_the_page_does_not_run(context, site, path):
    """What the policy is for: markup that carries a script (an inline script,
    an event handler attribute) put into the page runs nothing."""
    context.add_init_script(WATCH)
    page = context.new_page()
    page.goto(site.url + path, wait_until="domcontentloaded")
    assert page.evaluate(INJECT) is None
    violations = page.evaluate("window.cleverViolations")
    assert len(violations) == 2 and all(v.startswith("script-src") for v in violations), violations
