"""The rules demos' archive holds what Twice as Clever's demos and lesson need
too (the drawings of its area kinds, found by name): each is played by clicks,
in every language, by a fresh Python that can import only the archive's
modules, as test_archive.py does for the catalogue's demos."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import build

HERE = Path(__file__).resolve().parent
spec = importlib.util.spec_from_file_location("test_archive", HERE / "test_archive.py")
archive_test = importlib.util.module_from_spec(spec)
spec.loader.exec_module(archive_test)

# test_archive.py's start (only the archive importable, the same imports),
# then Twice's demos and lesson
PLAY = archive_test.PLAY.split("played = 0")[0] + r"""
from cleverweb.demo_view import session_clicks
from cleverweb.learn_view import step_clicks
from clever.variants.twice_as_clever import DEMOS as TWICE

played = 0
for code in LANGS:
    lang.set_current(code)
    for entry in TWICE:
        s = DemoSession(clever, entry["id"])
        demo_html(s, live=False)
        for what in session_clicks(s, solutions(s.entry)[0]):
            s, out = click(s, what)
            assert out.ok, (entry["id"], what, out.message)
        assert s.done, entry["id"]
        demo_html(s, out.message)
        played += 1
    s = LearnSession(clever, "learn-twice")
    learn_html(s, live=False)
    while not s.done:
        for what in step_clicks(s):
            s, out = click(s, what)
            assert out.ok, (str(s.lesson.wanted()), what, out.message)
        learn_html(s, out.message)
    played += 1
print(played)
"""


def test_twices_demos_and_lesson_play_from_the_demo_archive_alone():
    modules = {}
    for path in build.python_files(build.GLUE):
        modules[path.relative_to(build.WEB).as_posix()] = path
    for path in build.python_files(build.ENGINE):
        modules[path.relative_to(build.ROOT).as_posix()] = path
    allowed = sorted(archive_test.module_name(rel) for rel in build.demo_modules(modules))
    run = subprocess.run([sys.executable, "-c", PLAY, json.dumps(allowed),
                          str(archive_test.ROOT)], capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr[-3000:]
    from clever.i18n import LANGS
    from clever.variants.twice_as_clever import DEMOS
    assert int(run.stdout.split()[-1]) == (len(DEMOS) + 1) * len(LANGS)
