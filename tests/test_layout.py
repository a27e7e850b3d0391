"""tests/ mirrors the source layout (docs/testing.md, "The engine tests"):
each folder of tests is a package, so that two test modules of one name in
different folders (tests/clever/test_x.py and tests/web/cleverweb/test_x.py,
or e2e/test_x.py) import under different names instead of one replacing the
other, and the shared helpers still import by their own names."""

import subprocess
import sys
from pathlib import Path

TESTS = Path(__file__).resolve().parent


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
