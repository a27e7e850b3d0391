"""The rules demos' own archive (build.DEMO_ARCHIVE, without the computer players
and the other pages' glue) holds everything a demo can need: every demo and the
lesson are played, in every language, by a fresh Python that can import only the
engine and glue modules build.demo_modules puts in it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import build

ROOT = Path(__file__).resolve().parents[3]

# Run in a fresh interpreter: any clever/cleverweb module outside the archive
# raises ImportError, as it would in the demo's page.
PLAY = r"""
import importlib.abc, json, sys
allowed = set(json.loads(sys.argv[1]))

class OnlyTheArchive(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("clever", "cleverweb") and name not in allowed:
            raise ImportError(f"{name} is not in the demo archive")
        return None

sys.meta_path.insert(0, OnlyTheArchive())
sys.path[:0] = [sys.argv[2], sys.argv[2] + "/web"]

import clever
from clever.actions import Action
from clever.demos import DEMOS, solutions
from clever.demos.tutorial import STEPS
from clever.i18n import LANGS
from cleverweb import lang, view
from cleverweb.demo_view import DemoSession, click, clicks_for, demo_html
from cleverweb.learn_view import LearnSession, learn_html

played = 0
for code in LANGS:
    lang.set_current(code)
    for entry in DEMOS:
        s = DemoSession(clever, entry["id"])
        demo_html(s)
        for what in clicks_for(entry["wrong"]):      # refused or not: said in words
            s, out = click(s, what)
            demo_html(s, out.message, "note" if out.ok else "error")
        s, out = click(s, ("press", "again"))
        for what in clicks_for(solutions(s.entry)[0]):
            s, out = click(s, what)
            assert out.ok, (entry["id"], what, out.message)
        assert s.done, entry["id"]
        demo_html(s, out.message)
        played += 1
    s = LearnSession(clever)
    learn_html(s, live=False)
    for step in STEPS:
        out = s.act(Action.parse(step["do"]))
        assert out.ok, (step["do"], out.message)
        learn_html(s, out.message)
    assert s.done
    view.engine_error_message(ImportError("x"))
print(played)
"""


def module_name(rel: str) -> str:
    name = rel[:-3].replace("/", ".")
    return name[: -len(".__init__")] if name.endswith(".__init__") else name


def test_every_demo_and_the_lesson_play_from_the_demo_archive_alone():
    modules = {}
    for path in build.python_files(build.GLUE):
        modules[path.relative_to(build.WEB).as_posix()] = path
    for path in build.python_files(build.ENGINE):
        modules[path.relative_to(build.ROOT).as_posix()] = path
    demo = build.demo_modules(modules)
    assert build.DEMO_ENTRY in demo
    assert not any(rel.startswith("clever/bots/") for rel in demo)   # what it leaves out
    assert "cleverweb/app.py" not in demo
    allowed = sorted(module_name(rel) for rel in demo)
    run = subprocess.run([sys.executable, "-c", PLAY, json.dumps(allowed), str(ROOT)],
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr[-3000:]
    from clever.demos import DEMOS
    from clever.i18n import LANGS
    assert int(run.stdout.split()[-1]) == len(DEMOS) * len(LANGS)


def test_a_demo_page_asks_for_the_demo_archive():
    for page in ("embed.html", "learn.html"):
        html = (ROOT / "web" / page).read_text(encoding="utf-8")
        assert 'data-engine="demo"' in html.split(">", 2)[1], page
    assert 'data-engine' not in (ROOT / "web" / "index.html").read_text(encoding="utf-8")
