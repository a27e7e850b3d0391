#!/usr/bin/env python3
"""Load-time benchmark: our page against a bare Pyodide boot.

    python e2e/bench_load.py [--runs N] [--page 'embed.html#demo=blue-sum'] [--in-page]

Builds dist/, serves it on 127.0.0.1 and, in headless Debian Chromium, measures
the median time from navigation start to <html data-ready="true">:
  - cold: a fresh browser profile each run;
  - warm: a reload of the same page in that profile (our page is then served by
    its service worker, the bare page by the HTTP cache); for our page, the
    reload waits until the first visit has stored its memory snapshot of
    Python (web/pyodide-warm.mjs, made in the background a few seconds after
    the boot), which the reloads boot from, as a returning player's do;
  - later: a second reload. Without the snapshot it differed from the first
    for our page: the service worker's cache has the files but not yet V8's
    compiled code for Pyodide's WebAssembly, which the first load it serves
    compiles and keeps with it (as the HTTP cache keeps it for the bare page
    after its cold load), and that first visit booted slower; from the
    snapshot the two are level (docs/performance.md);
for our page and for a bare page that only runs `loadPyodide()` from the same
local files (served at /bench-bare.html by this script, not part of dist/).
Also prints when the score sheet was first painted (first contentful paint)
and the bytes the server sent for one cold load. `--page` measures another
page of the site instead of the game (a rules demo: then also when its static
picture was painted, by the browser's element timing of the picture's title).
It reports; it asserts nothing.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from browser import (  # noqa: E402
    CHROMIUM,
    CHROMIUM_ARGS,
    READY_TIMEOUT_MS,
    SNAPSHOT_SIZES,
    TIMING_SCRIPT,
    Site,
    build,
    have_chromium,
)

BARE_PATH = "/bench-bare.html"
BARE_PAGE = b"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bare Pyodide boot</title>
<link rel="icon" href="data:,"></head><body>
<script type="module">
import { loadPyodide } from "./runtime/pyodide/pyodide.mjs";
await loadPyodide();
document.documentElement.dataset.ready = "true";
</script></body></html>
"""


# A rules demo's picture: when its title (elementtiming="demo-picture") was painted.
PICTURE_SCRIPT = """
try {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier === "demo-picture" && window.__pictureAt === undefined) {
        window.__pictureAt = entry.renderTime || entry.loadTime;
      }
    }
  }).observe({type: "element", buffered: true});
} catch (e) {}
"""


class CountingHandler(build.SiteHandler):
    """Serves dist/ plus the bare page, and counts every byte it sends."""

    lock = threading.Lock()
    sent = [0]

    def do_GET(self):  # noqa: N802 - base class name
        if self.path.split("?")[0] == BARE_PATH:
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(BARE_PAGE)))
            self.end_headers()
            self.wfile.write(BARE_PAGE)
            self._count(len(BARE_PAGE))
            return
        super().do_GET()

    def copyfile(self, source, outputfile):
        while block := source.read(1 << 16):
            outputfile.write(block)
            self._count(len(block))

    @classmethod
    def _count(cls, n: int) -> None:
        with cls.lock:
            cls.sent[0] += n

    @classmethod
    def take(cls) -> int:
        with cls.lock:
            n, cls.sent[0] = cls.sent[0], 0
            return n


def one_run(playwright, url: str, ours: bool, in_page: bool = False) -> dict:
    with tempfile.TemporaryDirectory(prefix="clever-bench-") as profile:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True,
            # in the page: no service worker either, whose page is isolated
            service_workers="block" if in_page else "allow",
        )
        try:
            page = context.new_page()
            page.add_init_script(TIMING_SCRIPT)
            page.add_init_script(PICTURE_SCRIPT)
            CountingHandler.take()
            page.goto(url, wait_until="commit")
            page.wait_for_function("window.__readyAt !== undefined", timeout=READY_TIMEOUT_MS)
            cold = page.evaluate("window.__readyAt")
            # where the page's Python ran (boot.js); pages without the choice run it in the page
            mode = page.evaluate("document.documentElement.dataset.python || 'page'")
            fcp = page.evaluate("window.__fcpAt ?? null")
            picture = page.evaluate("window.__pictureAt ?? null")
            cold_bytes = CountingHandler.take()
            offline_bytes = 0
            if ours and not in_page:
                # Let the service worker finish precaching, as a returning player's would.
                page.wait_for_function(
                    "navigator.serviceWorker.controller !== null", timeout=READY_TIMEOUT_MS
                )
                offline_bytes = CountingHandler.take()
            snapshot_s = None
            if ours:
                # A returning player's first visit lasted long enough for the
                # memory snapshot of Python to be stored (web/pyodide-warm.mjs).
                started = time.monotonic()
                while not page.evaluate(SNAPSHOT_SIZES):
                    if time.monotonic() - started > 120:
                        break
                    time.sleep(0.1)
                else:
                    snapshot_s = cold / 1000 + time.monotonic() - started

            def reload_ready() -> float:
                time.sleep(0.5)
                page.reload(wait_until="commit")
                page.wait_for_function("window.__readyAt !== undefined",
                                       timeout=READY_TIMEOUT_MS)
                return page.evaluate("window.__readyAt")

            warm = reload_ready()
            warm_bytes = CountingHandler.take()
            later = reload_ready()
            return {
                "cold": cold,
                "mode": mode,
                "warm": warm,
                "later": later,
                "fcp": fcp,
                "picture": picture,
                "cold_bytes": cold_bytes,
                "offline_bytes": offline_bytes,
                "warm_bytes": warm_bytes,
                "snapshot_s": snapshot_s,
            }
        finally:
            context.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Load-time benchmark (reports medians).")
    parser.add_argument("--runs", type=int, default=7, help="runs of each page (min 5)")
    parser.add_argument("--page", default="", help="the site's page to measure "
                        "(default: the game; e.g. 'embed.html#demo=blue-sum')")
    parser.add_argument("--in-page", action="store_true",
                        help="the game with its Python in the page, as a host sending no "
                        "isolation headers has it on a first visit (no service worker: "
                        "the warm reload comes from the HTTP cache, as the bare page's)")
    args = parser.parse_args(argv)
    runs = max(5, args.runs)
    if args.in_page:
        CountingHandler.isolated = ()
    if not have_chromium():
        print(f"Chromium not found at {CHROMIUM}; install Debian's chromium.", file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    result = build.build(quiet=True)
    site = Site(result.out, handler=CountingHandler)
    ours_url, bare_url = site.url + args.page, site.url.rstrip("/") + BARE_PATH
    samples: dict[str, list[dict]] = {"ours": [], "bare": []}
    try:
        with sync_playwright() as playwright:
            for i in range(runs):
                # Alternate the order so drift in machine load hits both alike.
                order = [("ours", ours_url), ("bare", bare_url)]
                for name, url in order if i % 2 == 0 else order[::-1]:
                    samples[name].append(one_run(playwright, url, ours=name == "ours",
                                                 in_page=args.in_page))
                print(
                    f"run {i + 1}/{runs}: ours cold {samples['ours'][-1]['cold']:.0f} ms "
                    f"warm {samples['ours'][-1]['warm']:.0f} ms "
                    f"later {samples['ours'][-1]['later']:.0f} ms | bare cold "
                    f"{samples['bare'][-1]['cold']:.0f} ms warm "
                    f"{samples['bare'][-1]['warm']:.0f} ms later "
                    f"{samples['bare'][-1]['later']:.0f} ms",
                    flush=True,
                )
    finally:
        site.close()

    def med(name: str, key: str) -> float:
        return statistics.median(s[key] for s in samples[name])

    print()
    modes = sorted({s["mode"] for s in samples["ours"]})
    print(f"Median over {runs} runs each, headless Chromium, 127.0.0.1, build {result.version}"
          f", page /{args.page}, Python in the {' and '.join(modes)}")
    print(f"{'':24}{'our page':>12}{'bare Pyodide':>14}{'ratio':>8}")
    for key, label in (("cold", "cold (fresh profile)"), ("warm", "warm (reload)"),
                       ("later", "later (2nd reload)")):
        ours, bare = med("ours", key), med("bare", key)
        print(f"{label:24}{ours / 1000:>10.2f} s{bare / 1000:>12.2f} s{ours / bare:>7.2f}x")
    fcps = [s["fcp"] for s in samples["ours"] if s["fcp"] is not None]
    if fcps:
        print(f"{'sheet painted (FCP)':24}{statistics.median(fcps) / 1000:>10.2f} s  (cold)")
    pictures = [s["picture"] for s in samples["ours"] if s["picture"] is not None]
    if pictures:
        print(f"{'demo picture painted':24}{statistics.median(pictures) / 1000:>10.2f} s  (cold)")
    stored = [s["snapshot_s"] for s in samples["ours"] if s["snapshot_s"] is not None]
    if stored:
        print(f"{'snapshot stored':24}{statistics.median(stored):>10.2f} s  (cold; after "
              f"navigation, {len(stored)} of {runs} runs; the reloads boot from it)")
    mb = 1024 * 1024
    print(
        f"{'bytes, cold load':24}{med('ours', 'cold_bytes') / mb:>9.2f} MB"
        f"{med('bare', 'cold_bytes') / mb:>11.2f} MB   (until ready)"
    )
    print(
        f"{'  + offline precache':24}{med('ours', 'offline_bytes') / mb:>9.2f} MB"
        f"{'':>14}   (service worker, after ready)"
    )
    print(
        f"{'bytes, warm reload':24}{med('ours', 'warm_bytes') / mb:>9.2f} MB"
        f"{med('bare', 'warm_bytes') / mb:>11.2f} MB"
    )
    goal_cold = med("ours", "cold") / med("bare", "cold")
    goal_warm = med("ours", "warm") / med("bare", "warm")
    goal_later = med("ours", "later") / med("bare", "later")
    fcp_ok = bool(fcps) and statistics.median(fcps) < 300
    print(
        f"goal (within 1.10x cold and warm, sheet < 0.3 s): "
        f"cold {'met' if goal_cold <= 1.10 else 'MISSED'}, "
        f"warm {'met' if goal_warm <= 1.10 else 'MISSED'}, "
        f"later {'met' if goal_later <= 1.10 else 'MISSED'}, "
        f"sheet {'met' if fcp_ok else 'MISSED'}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
