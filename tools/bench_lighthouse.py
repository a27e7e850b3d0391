#!/usr/bin/env python3
"""Lighthouse scores of the built site, against the site's goals: performance
at least 0.90 on desktop and 0.75 on mobile, best practices 0.95,
accessibility 1.0, total blocking time under 200 ms on desktop.

    python tools/bench_lighthouse.py [--runs 3] [--page index.html] [--preset desktop mobile]
                                     [--no-isolate]

Serves dist/ (run `python build.py` first) on 127.0.0.1 and runs Lighthouse
(pinned in tools/lighthouse/package-lock.json, installed there with `npm ci`
on first use; the site, the build and CI never need it) against Debian's
Chromium, headless, a fresh profile each run. Prints, per preset, the median
of each category score and of the figures the goals name: total blocking
time, largest and first contentful paint, cumulative layout shift, and the
audits that cost best practices. Lighthouse's mobile preset simulates a slow
phone (4x CPU slowdown, slow 4G), so its figures are estimates by design.
It reports; it asserts nothing. Scores move with the machine's load: compare
runs made on an idle machine.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOOL = ROOT / "tools" / "lighthouse"
sys.path.insert(0, str(ROOT))

import build  # noqa: E402

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
FLAGS = ("--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage "
         "--disable-background-networking --disable-component-update --disable-sync "
         "--no-first-run")
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
FIGURES = {  # audit id -> how it is printed
    "total-blocking-time": "TBT ms",
    "largest-contentful-paint": "LCP ms",
    "first-contentful-paint": "FCP ms",
    "cumulative-layout-shift": "CLS",
    "max-potential-fid": "max FID ms",
}


def lighthouse() -> Path:
    """The pinned Lighthouse's command, installed on first use."""
    cli = TOOL / "node_modules" / ".bin" / "lighthouse"
    if not cli.exists():
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund", "--loglevel=error"],
                       cwd=TOOL, check=True)
    return cli


def run_once(cli: Path, url: str, preset: str, out: Path) -> dict:
    cmd = [str(cli), url, "--quiet", "--output=json", f"--output-path={out}",
           f"--chrome-flags={FLAGS}", "--only-categories=" + ",".join(CATEGORIES)]
    if preset == "desktop":
        cmd.append("--preset=desktop")
    env = {**os.environ, "CHROME_PATH": CHROMIUM}
    # Lighthouse now and then fails to drive its Chrome on a loaded machine
    # (it exits 1 with no report): such a run is made once more, and said
    if subprocess.run(cmd, env=env).returncode != 0:
        print(f"  ({preset}: Lighthouse failed; running it once more)", flush=True)
        subprocess.run(cmd, check=True, env=env)
    return json.loads(out.read_text())


def summary(report: dict) -> tuple[dict, list[str]]:
    row = {c: report["categories"][c]["score"] for c in CATEGORIES}
    for audit, label in FIGURES.items():
        row[label] = report["audits"][audit]["numericValue"]
    failing = [f"{category}, not met: {a['id']}: {a['title']}"
               for category in ("best-practices", "accessibility")
               for ref in report["categories"][category]["auditRefs"]
               if ref["weight"] > 0
               for a in [report["audits"][ref["id"]]]
               if a["score"] is not None and a["score"] < 1]
    return row, failing


def shown(key: str, value: float) -> str:
    return f"{value:.3f}" if key in CATEGORIES or key == "CLS" else f"{value:.0f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--page", default="index.html")
    parser.add_argument("--keep", type=Path, help="a folder to keep each run's JSON report in")
    parser.add_argument("--preset", nargs="+", default=["desktop", "mobile"],
                        choices=["desktop", "mobile"])
    parser.add_argument("--no-isolate", action="store_true",
                        help="serve without the isolation headers, as most free static hosts")
    args = parser.parse_args()
    dist = ROOT / "dist"
    if not (dist / "index.html").exists():
        sys.exit("dist/ is missing: run `python build.py` first")
    cli = lighthouse()
    from sitebuild.server import handler_for

    server = build.make_server(dist, 0, quiet=True, handler=handler_for(not args.no_isolate))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/{args.page}"
    headers = "without" if args.no_isolate else "with"
    print(f"Lighthouse on {url} ({headers} the isolation headers), {args.runs} run(s) per "
          "preset, medians")
    with tempfile.TemporaryDirectory() as tmp:
        folder = args.keep or Path(tmp)
        folder.mkdir(parents=True, exist_ok=True)
        for preset in args.preset:
            rows, failing = [], set()
            for i in range(args.runs):
                row, fails = summary(run_once(cli, url, preset, folder / f"{preset}{i}.json"))
                rows.append(row)
                failing.update(fails)
                print(f"  {preset} run {i + 1}: " + ", ".join(
                    f"{k} {shown(k, v)}" for k, v in row.items()), flush=True)
            print(f"{preset}:")
            for key in rows[0]:
                print(f"  {key:16} {shown(key, statistics.median(r[key] for r in rows))}")
            for fail in sorted(failing):
                print(f"  {fail}")
    server.shutdown()


if __name__ == "__main__":
    main()
