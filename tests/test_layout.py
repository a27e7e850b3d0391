"""tests/ mirrors the source layout (docs/testing.md, "The engine tests"):
each folder of tests is a package, so that two test modules of one name in
different folders (tests/clever/test_x.py and tests/web/cleverweb/test_x.py,
or e2e/test_x.py) import under different names instead of one replacing the
other, and the shared helpers still import by their own names."""

import subprocess
import sys
from pathlib import Path

TESTS = Path(__file__).resolve().parent
E2E = TESTS.parent / "e2e"


def test_every_folder_of_tests_is_a_package():
    folders = {p.parent for p in TESTS.rglob("test_*.py")} - {TESTS / "fixtures"}
    missing = sorted(str(f.relative_to(TESTS.parent)) for f in folders
                     if not (f / "__init__.py").exists())
    assert missing == []


def test_the_engine_is_imported_even_with_the_helpers_on_the_path():
    # the helpers' folder holds tests/clever/, which is no engine: conftest.py
    # puts the folder last on the path, so `import clever` still finds clever/
    code = ("import runpy, sys; runpy.run_path(sys.argv[1]); import clever, helpers;"
            "print(clever.__file__)")
    done = subprocess.run([sys.executable, "-c", code, str(TESTS / "conftest.py")],
                          cwd=TESTS.parent, capture_output=True, text=True, check=True)
    assert Path(done.stdout.strip()) == TESTS.parent / "clever" / "__init__.py"


def test_every_browser_test_module_is_in_a_folder_of_its_page_with_a_name_of_its_own():
    # e2e/ has no packages: pytest imports its modules by their basenames, so
    # two modules of one name in two folders would clash; e2e/ itself holds
    # the harness only (docs/testing.md, "The browser test modules")
    modules = sorted(E2E.rglob("test_*.py"))
    assert len(modules) > 30
    assert [m.name for m in modules if m.parent == E2E] == []
    names = [m.name for m in modules]
    assert sorted(n for n in set(names) if names.count(n) > 1) == []
    assert {m.parent.name for m in modules} == {
        "site", "game", "counter", "history", "stats", "rules"}
