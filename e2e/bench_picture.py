#!/usr/bin/env python3
"""A rules demo's static picture: this build against another, runs interleaved.

    python e2e/bench_picture.py --against /tmp/dist-before [--runs 20]
                                [--page 'embed.html#demo=blue-sum']

bench_load.py times one build, and on a shared machine its picture figure moves
by more than a change to the page does. This script serves two builds (dist/,
built here, and --against, e.g. `python build.py --out /tmp/dist-before` run in
the commit to compare with) and loads the page from each in turn, a fresh
browser profile each time, the order swapped every round so neither build
always runs on the busier moment. It prints, per build, the medians of the
first paint and of the picture's paint (the browser's element timing of the
picture's title, as bench_load.py measures it), and the machine's load. It
waits for no engine: only the picture. It reports; it asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_load import PICTURE_SCRIPT  # noqa: E402
from browser import CHROMIUM, CHROMIUM_ARGS, Site, build, have_chromium  # noqa: E402

FIRST_PAINT = "performance.getEntriesByName('first-paint')[0]?.startTime ?? null"


def one_load(playwright, url: str) -> tuple[float, float | None]:
    with tempfile.TemporaryDirectory(prefix="clever-picture-") as profile:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        try:
            page = context.new_page()
            page.add_init_script(PICTURE_SCRIPT)
            page.goto(url, wait_until="commit")
            page.wait_for_function("window.__pictureAt !== undefined", timeout=60_000)
            return page.evaluate("window.__pictureAt"), page.evaluate(FIRST_PAINT)
        finally:
            context.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--against", type=Path, required=True, help="another build's folder")
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--page", default="embed.html#demo=blue-sum")
    args = parser.parse_args()
    if not have_chromium():
        print(f"no Chromium at {CHROMIUM}")
        return 1
    if not (args.against / "embed.html").is_file():
        print(f"{args.against} holds no build (no embed.html)")
        return 1
    from playwright.sync_api import sync_playwright

    sites = {"this build": Site(build.build(quiet=True).out), str(args.against): Site(args.against)}
    pictures: dict[str, list[float]] = {name: [] for name in sites}
    firsts: dict[str, list[float]] = {name: [] for name in sites}
    load_before = os.getloadavg()[0]
    try:
        with sync_playwright() as playwright:
            for run in range(args.runs):
                order = list(sites.items())
                for name, site in order if run % 2 == 0 else order[::-1]:
                    picture, first = one_load(playwright, site.url + args.page)
                    pictures[name].append(picture)
                    if first is not None:
                        firsts[name].append(first)
    finally:
        for site in sites.values():
            site.close()
    print(f"\nMedian over {args.runs} cold loads each, interleaved, headless Chromium, "
          f"127.0.0.1, page /{args.page}")
    print(f"{'build':<34}{'first paint':>12}{'picture':>10}")
    for name in sites:
        first = statistics.median(firsts[name]) if firsts[name] else float("nan")
        print(f"{name:<34}{first / 1000:>11.2f}s{statistics.median(pictures[name]) / 1000:>9.2f}s")
    print(f"machine load (1 min): {load_before:.1f} before, {os.getloadavg()[0]:.1f} after, "
          f"{os.cpu_count()} cores")
    return 0


if __name__ == "__main__":
    sys.exit(main())
