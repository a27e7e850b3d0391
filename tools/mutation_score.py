"""Mutation score of the rules modules (a benchmark, not part of CI).

    pip install mutmut            # a development tool, not a test extra
    python tools/mutation_score.py [--jobs N] [--out DIR]

Runs mutmut (configured in pyproject.toml's [tool.mutmut]: every module of
clever/ but the bots and the command line; the engine tests but the bots',
trainer's and web's) and prints the counts and the score: killed mutants over
the non-equivalent ones.  tools/equivalent_mutants.txt lists the surviving
mutants reviewed as equivalent (same behaviour for every game), one per line
with the reason; every other survivor is a missing test.  With --out, the
survivors' diffs are written to DIR/survivors.txt for review.

A full run is long on a small machine (one pytest run per mutant): run it
whole on a many-core machine, or module by module as below.

On 2 cores, clever/game.py (2599 mutants) was run module by module from a
scratch clone whose [tool.mutmut] named only that file, with the fast turn-flow
tests as its selection (test_turn, test_bonuses, test_illegal*, test_solo,
test_save_*, test_scoring, test_setup_rulings, test_4ever_*, test_same_dice,
test_web_real_dice, test_mutants_saves/4ever/messages, test_random_*, test_areas;
without the two-thousand-games and every-listed-action tests), which made
the stats step and each surviving mutant short enough to iterate on (the
times are in docs/performance.md). Each survivor was
then either killed by a new test (checked with MUTANT_UNDER_TEST=NAME pytest
in mutants/) or listed in tools/equivalent_mutants.txt.

clever/save.py, sheet.py, actions.py, words.py and rng.py (709 mutants) ran the
same way; there the scratch clone's also_copy had to name
"clever/" too (mutmut copies only the mutated files of a package otherwise) and
the selection had to keep the [tool.mutmut] --ignore list plus
tests/test_markup.py, whose import check fails in mutmut's copy.

clever/areas/ (1906 mutants) ran the same way, with tests/test_mutants_small_
modules.py and test_mutants_own_sheet.py added to the selection; two
mutants that loop for ever (effects.written, parts.reachable) had
to be stopped by hand (`kill -9` of their "mutmut: NAME" process), which
mutmut records as "segfault".  A change to a few functions afterwards was
checked by `mutmut run "clever.areas.parts.xǁPartsAreaǁfoxes*"` (names as
patterns) in a scratch clone with only the area tests selected.

clever/__init__.py and clever/i18n/__init__.py (137 mutants) ran with the
i18n tests in the selection (test_i18n*.py, test_page_languages.py: also_copy
then needs "tools/", and web/node_modules must be there, a link will do).
mutmut runs each mutant in a process forked from one that has already run
tests, so a cache filled there (i18n's catalogs) hides a mutant of the code
that fills it: a survivor there is checked again in a fresh process
(MUTANT_UNDER_TEST=NAME pytest), and tests/test_mutants_i18n.py empties the
cache before it reads a catalog.

clever/demos/ and clever/errors.py (195 mutants) ran with the
demo tests (test_demos, test_tutorial, test_demo_view, test_demo_archive,
test_i18n_rules, test_rules_link, test_mutants_demos) and the usual --ignore
list, and `-k "not written_as_a_literal"`: that test reads the source for its
texts, and mutmut's copy of the source is rewritten.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EQUIVALENT = ROOT / "tools" / "equivalent_mutants.txt"


def equivalent() -> dict[str, str]:
    out = {}
    if EQUIVALENT.exists():
        for line in EQUIVALENT.read_text().splitlines():
            if line.strip() and not line.startswith("#"):
                name, _, why = line.partition(" ")
                out[name] = why.strip()
    return out


def mutmut(*args: str, capture: bool = False) -> str:
    cmd = [sys.executable, "-m", "mutmut", *args]
    run = subprocess.run(cmd, cwd=ROOT, text=True, capture_output=capture)
    if run.returncode not in (0, 1) and not capture:
        sys.exit(f"mutmut {' '.join(args)} failed with exit code {run.returncode}")
    return run.stdout if capture else ""


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--jobs", type=int, default=os.cpu_count())
    ap.add_argument("--out", type=Path, help="write the survivors' diffs here")
    ap.add_argument("--no-run", action="store_true", help="report the last run only")
    args = ap.parse_args(argv)
    if not args.no_run:
        mutmut("run", "--max-children", str(args.jobs))
    statuses: dict[str, str] = {}
    for line in mutmut("results", "--all", "true", capture=True).splitlines():
        name, _, status = line.strip().rpartition(": ")
        if name:
            statuses[name] = status
    counts: dict[str, int] = {}
    for status in statuses.values():
        counts[status] = counts.get(status, 0) + 1
    same = equivalent()
    # "not checked": not run yet (a run cut short); "no tests": no test reaches the code
    survived = [n for n, s in statuses.items() if s in ("survived", "no tests")]
    reviewed = [n for n in survived if n in same]
    missing = [n for n in survived if n not in same]
    # a test run that hangs past the timeout or dies (killed by hand when it
    # hangs: "segfault") has detected its mutant too
    killed = counts.get("killed", 0) + counts.get("timeout", 0) + counts.get("segfault", 0)
    scored = killed + len(missing)
    print(f"mutants: {len(statuses)}  " + "  ".join(f"{k}: {v}"
                                                   for k, v in sorted(counts.items())))
    print(f"equivalent (reviewed, tools/equivalent_mutants.txt): {len(reviewed)}")
    print(f"mutation score: {killed}/{scored} = {100 * killed / max(scored, 1):.1f}% "
          f"of the non-equivalent mutants run were killed; {len(missing)} survivors not "
          f"reviewed; {counts.get('not checked', 0)} mutants not run")
    if args.out:
        args.out.mkdir(parents=True, exist_ok=True)
        with open(args.out / "survivors.txt", "w") as f:
            for name in missing:
                f.write(mutmut("show", name, capture=True) + "\n")
        (args.out / "statuses.json").write_text(json.dumps(statuses, indent=0))
    return 0


if __name__ == "__main__":
    sys.exit(main())
