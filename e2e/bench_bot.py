#!/usr/bin/env python3
"""Computer-player benchmark: does a thinking bot freeze the page, and how
soon does its move appear?  A benchmark script, not a test (no timed asserts).

    python e2e/bench_bot.py [--games 2] [--seed 1] [--level master]

Builds the site into a temporary folder, opens it in Debian's Chromium and
lets one computer seat (Master by default) play whole solo games with "fast"
on (150 ms pace). In the page it records:

  longtask  = every main-thread task over 50 ms (PerformanceObserver
              'longtask'): how long the page was frozen at a stretch;
  frame gap = the time between consecutive animation frames
              (requestAnimationFrame), which a long task stretches;
  slice     = the longest single slice of the bot's thinking per decision
              (data-think-ms, set by cleverweb/app.py when it thinks in slices;
              absent in older builds);
  turn->move = from the page showing that the bot is to move (data-moves
              changing with data-busy="true") to its move being in the page
              (data-moves changing again). It includes the pace (150 ms).

Prints median / p95 / max of each and writes e2e/artifacts/bench_bot.json.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import page_helpers as ps  # noqa: E402
from browser import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

INSTALL = """() => {
  const w = window;
  w.__bench = {longtasks: [], gaps: [], marks: [], thinks: []};
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__bench.longtasks.push(e.duration);
  }).observe({type: 'longtask'});
  let last = performance.now();
  const frame = (t) => { w.__bench.gaps.push(t - last); last = t; requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
  const d = document.documentElement.dataset;
  let moves = d.moves;
  new MutationObserver(() => {
    if (d.moves === moves) return;
    moves = d.moves;
    const think = d.thinkMs ? [parseFloat(d.thinkMs), +d.thinkTasks,
                               parseFloat(d.thinkBusyMs)] : null;
    w.__bench.marks.push([performance.now(), moves, d.busy, d.pending, think]);
    if (think !== null) w.__bench.thinks.push(think[0]);
  }).observe(document.documentElement, {attributes: true,
    attributeFilter: ['data-moves', 'data-busy']});
}"""

RESET = """() => { const b = window.__bench; const out = JSON.parse(JSON.stringify(b));
  b.longtasks = []; b.gaps = []; b.marks = []; b.thinks = []; return out; }"""


def pct(values: list[float], p: float) -> float:
    values = sorted(values)
    k = min(len(values) - 1, max(0, round(p / 100 * (len(values) - 1))))
    return values[k]


def stats(values: list[float]) -> dict:
    if not values:
        return {"n": 0}
    return {"n": len(values), "median": round(statistics.median(values), 1),
            "p95": round(pct(values, 95), 1), "max": round(max(values), 1)}


def turn_to_move(marks: list, slowest: list) -> tuple[list[float], list[float]]:
    """(every bot move, moves other than a roll): time from the page showing
    the bot to move to its move appearing. The first move of a game (before
    "fast" was on) is left out. `slowest` gets (time, move number, decision
    kind, longest thinking task)."""
    every, choices = [], []
    for (t0, m0, busy, kind, _), (t1, m1, _, _, think) in zip(marks, marks[1:], strict=False):
        if busy == "true" and int(m1) == int(m0) + 1 and int(m0) > 0:
            every.append(t1 - t0)
            slowest.append((round(t1 - t0, 1), int(m1), kind, think))
            if kind != "roll":
                choices.append(t1 - t0)
    return every, choices


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--level", default="master")
    ap.add_argument("--out", default="bench_bot.json")
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    longtasks: list[float] = []
    gaps: list[float] = []
    every: list[float] = []
    choices: list[float] = []
    thinks: list[float] = []
    slowest: list = []
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        ps.build.build(Path(tmp), quiet=True)
        site = ps.Site(Path(tmp))
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                context = browser.new_context(viewport=ps.DESKTOP, service_workers="block",
                                              reduced_motion="reduce")
                page = context.new_page()
                ps.open_game(page, site.url)
                page.evaluate(INSTALL)
                for g in range(args.games):
                    ps.start_game(page, [("Robo", f"computer:{args.level}")],
                                  seed=args.seed + g)
                    if page.locator("#btn-fast").get_attribute("aria-pressed") != "true":
                        page.click("#btn-fast")
                    page.evaluate(RESET)
                    ps.wait_for_person(page, timeout=600_000)
                    out = page.evaluate(RESET)
                    longtasks += out["longtasks"]
                    gaps += out["gaps"]
                    thinks += out["thinks"]
                    e, c = turn_to_move(out["marks"], slowest)
                    every += e
                    choices += c
                browser.close()
        finally:
            site.close()
    result = {
        "level": args.level, "games": args.games, "seed": args.seed,
        "longtask_ms": stats(longtasks),
        "frame_gap_ms": stats(gaps),
        "frames_over_50ms": sum(g > 50 for g in gaps),
        "think_slice_ms": stats(thinks),
        "turn_to_move_ms": stats(every),
        "turn_to_move_choices_ms": stats(choices),
        "slowest_moves": sorted(slowest, reverse=True)[:5],
        "seconds": round(time.perf_counter() - started, 1),
    }
    ps.ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ps.ARTIFACTS / args.out).write_text(json.dumps(result, indent=2) + "\n")
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
