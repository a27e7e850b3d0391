#!/usr/bin/env python3
"""Main-thread long tasks during the boot: what keeps the page from
taking input while the engine starts.

    python e2e/bench_boot_tasks.py [--runs N]

Builds dist/, serves it on 127.0.0.1 and, in headless Debian Chromium (fresh
profile each run), records every task over 50 ms (Long Tasks API) from
navigation to <html data-ready="true">, each placed in the boot phase it falls
in by the page's performance marks (cleverweb/main.py: clever:main, import,
glue, app; page-ops.js: ready). With Python in a Web Worker only "ready" is on
the page's timeline (the others are the worker's, and no boot task is the
page's). Prints per run the tasks and the total blocking time (the
part of each task over 50 ms), then medians. It reports; it asserts nothing.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from browser import CHROMIUM, CHROMIUM_ARGS, READY_TIMEOUT_MS, Site, build, have_chromium  # noqa: E402

RECORD = """
(() => {
  window.__long = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__long.push([e.startTime, e.duration]);
    }).observe({type: "longtask", buffered: true});
  } catch (e) {}
})();
"""
MARKS = ("clever:main", "clever:import", "clever:glue", "clever:app", "clever:ready")


def phase(start: float, duration: float, marks: dict) -> str:
    """The page's boot marks that fall inside the task (or the one it follows)."""
    inside = [n for n in MARKS if start <= marks.get(n, -1) <= start + duration]
    if inside:
        return "contains " + ", ".join(inside)
    after = [n for n in MARKS if marks.get(n, float("inf")) < start]
    return f"after {after[-1]}" if after else "Pyodide and PyScript start-up"


def one_run(playwright, url: str) -> tuple[list, dict]:
    with tempfile.TemporaryDirectory(prefix="clever-tasks-") as profile:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        try:
            page = context.new_page()
            page.add_init_script(RECORD)
            page.goto(url)
            page.wait_for_function("document.documentElement.dataset.ready === 'true'",
                                   timeout=READY_TIMEOUT_MS)
            page.wait_for_timeout(200)   # the observer's last entries arrive
            marks = page.evaluate("Object.fromEntries(performance.getEntriesByType('mark')"
                                  ".map(m => [m.name, m.startTime]))")
            ready = marks.get("clever:ready", float("inf"))
            tasks = [t for t in page.evaluate("window.__long") if t[0] <= ready]
            return tasks, marks
        finally:
            context.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    if not have_chromium():
        print(f"Chromium not found at {CHROMIUM}", file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    result = build.build(quiet=True)
    site = Site(result.out)
    longest, blocking = [], []
    try:
        with sync_playwright() as playwright:
            for i in range(args.runs):
                tasks, marks = one_run(playwright, site.url)
                tbt = sum(max(0.0, d - 50) for _, d in tasks)
                longest.append(max((d for _, d in tasks), default=0.0))
                blocking.append(tbt)
                print(f"run {i + 1}: {len(tasks)} tasks over 50 ms, blocking {tbt:.0f} ms, "
                      f"ready at {marks.get('clever:ready', 0):.0f} ms")
                for start, duration in tasks:
                    print(f"   {start:8.0f} ms  {duration:6.0f} ms  "
                          f"{phase(start, duration, marks)}")
                print("   marks: " + ", ".join(f"{n} {marks[n]:.0f}" for n in MARKS
                                               if n in marks))
    finally:
        site.close()
    print(f"median over {args.runs} runs: longest task {statistics.median(longest):.0f} ms, "
          f"blocking time {statistics.median(blocking):.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
