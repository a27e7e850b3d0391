"""build.py without a browser: what dist/ holds, what it leaves out, the
PyScript config, icons, preload hints, incremental rebuilds and the server's
content types."""

from __future__ import annotations

import json
import re
import struct
import urllib.error
import urllib.request
import zipfile

from browser import build, serve

OUTSIDE_URL = re.compile(rb"""(?:src|href)\s*=\s*["'](?:https?:)?//""", re.I)


def test_dist_has_the_runtime_and_nothing_unused(dist):
    files = {p.relative_to(dist).as_posix() for p in dist.rglob("*") if p.is_file()}
    for name in build.PYODIDE_FILES:
        assert f"runtime/pyodide/{name}" in files
    assert "runtime/pyscript/core.js" in files
    assert not [f for f in files if f.endswith(".map")], "source maps are not shipped"
    unused = [f for f in files if build.PYSCRIPT_UNUSED.match(f.rsplit("/", 1)[-1])]
    assert unused == [], "editor/terminal/game chunks are not shipped"
    assert not [f for f in files if "node_modules" in f or f.endswith("package.json")]
    for rel in ("index.html", "sw.js", "manifest.webmanifest", "pyscript.json", "version.json"):
        assert rel in files
    for path in dist.rglob("*.js"):
        assert b"sourceMappingURL" not in path.read_bytes()[-300:], path


def test_pyscript_config_is_local_and_fetches_no_files(dist):
    config = json.loads((dist / "pyscript.json").read_text())
    assert config["interpreter"] == f"./{build.EARLY}"
    assert (dist / build.EARLY).is_file()
    assert not config.get("files"), "the Python code comes as one archive, not file by file"
    assert build.ARCHIVE in (dist / build.EARLY).read_text().replace("../../", "")


def test_engine_and_glue_ship_as_one_archive(dist):
    with zipfile.ZipFile(dist / build.ARCHIVE) as archive:
        names = set(archive.namelist())
        assert archive.testzip() is None
    engine = {p.relative_to(build.ROOT).as_posix() for p in build.python_files(build.ENGINE)}
    glue = {p.relative_to(build.WEB).as_posix() for p in build.python_files(build.GLUE)}
    assert engine <= names
    assert glue <= names  # cleverweb/main.py too: index.html imports it from there
    # each module's bytecode beside its source, where zipimport (the page
    # imports from the archive as it is) looks for it, and none in __pycache__
    assert {rel + "c" for rel in engine | glue} <= names
    assert not any("__pycache__" in n for n in names)
    # PyScript's own package and the standard-library modules imported after
    # start-up come compiled too (their sources are PyScript's and Pyodide's).
    assert "pyscript/__init__.pyc" in names
    for rel in build.STDLIB_BYTECODE:
        assert rel + "c" in names
    loose = list(dist.rglob("*.py*"))
    assert loose == [], "no module is shipped outside the archive"


def test_page_links_nothing_outside_the_site(dist):
    html = (dist / "index.html").read_bytes()
    assert not OUTSIDE_URL.search(html)
    assert b'src="runtime/pyodide/early.mjs"' in html
    for path in list(dist.glob("*.js")) + list(dist.glob("*.css")):
        assert not OUTSIDE_URL.search(path.read_bytes()), path
        assert b"@import" not in path.read_bytes() or path.suffix != ".css"


def test_page_holds_the_empty_sheet_the_game_draws(dist):
    html = (dist / "index.html").read_text()
    assert build.SHEET_MARK not in html
    assert build.empty_sheet_svg() in html  # drawn by cleverweb/sheet/
    assert html.count('<svg class="sheet-svg"') == 1
    import clever

    areas = clever.new_game(["You"]).variant.areas
    for name in ("yellow", "blue"):
        area = areas[name]
        assert area.numbers
        for cell, number in area.numbers.items():
            box = re.search(rf'<g id="box-{name}-{area.box_label(cell)}" .*?</g></g>', html)
            assert box, (name, cell)
            assert f'class="num" text-anchor="middle">{number}</text>' in box.group(0)
    assert 'id="game"' not in html, "the old text panel is gone"


def test_first_paint_needs_no_other_request(dist):
    html = (dist / "index.html").read_text()
    head = html.split("</head>", 1)[0]
    assert '<link rel="stylesheet"' not in head and "data-inline>" not in html
    assert not re.search(r"<script(?![^>]*type=\"module\")[^>]*\ssrc=", head)
    assert "<style>" in head and "cleverFail" in head  # app.css, game.css, boot.js
    for name in build.inlined_files():
        assert not (dist / name).exists(), name


def test_no_page_paints_half_parsed(dist):
    """A paint of a half-parsed page showed the header's title, then moved it down
    6 px when the row's last items arrived (seen in CI on a slow machine): every
    page holds its rendering until its main part is parsed."""
    for path in sorted(dist.glob("*.html")):
        html = path.read_text()
        head, body = html.split("</head>", 1)
        found = re.search(r'<link rel="expect" href="#([\w-]+)" blocking="render">', head)
        assert found, f"{path.name} may paint before its content is parsed"
        target = body.find(f'id="{found.group(1)}"')
        assert target >= 0, f"{path.name} has no #{found.group(1)}: rendering would wait to the end"
        assert "</header>" not in body[target:], f"{path.name}: the wait ends before the header"

def test_icons_are_pngs_of_the_declared_sizes(dist):
    manifest = json.loads((dist / "manifest.webmanifest").read_text())
    for icon in manifest["icons"]:
        data = (dist / icon["src"]).read_bytes()
        if icon["type"] == "image/png":
            assert data[:8] == b"\x89PNG\r\n\x1a\n"
            width, height = struct.unpack(">II", data[16:24])
            assert icon["sizes"] == f"{width}x{height}"


def test_service_worker_lists_every_file_under_a_hashed_cache(dist):
    sw = (dist / "sw.js").read_text()
    version = json.loads((dist / "version.json").read_text())["version"]
    assert f'const VERSION = "{version}"' in sw
    listed = set(json.loads(sw.split("const PRECACHE = ", 1)[1].split(";\n", 1)[0]))
    files = {
        "./" + p.relative_to(dist).as_posix()
        for p in dist.rglob("*")
        # _headers is the host's configuration, never a file of the site
        if p.is_file() and p.name not in ("sw.js", "version.json", "_headers")
    }
    assert listed == files | {"./"}


def test_second_build_writes_nothing_and_keeps_the_version(tmp_path):
    first = build.build(tmp_path / "site", quiet=True)
    second = build.build(tmp_path / "site", quiet=True)
    assert second.copied == 0 and second.removed == 0
    assert second.version == first.version
    stray = tmp_path / "site" / "stray.txt"
    stray.write_text("left over")
    third = build.build(tmp_path / "site", quiet=True)
    assert not stray.exists() and third.removed == 1


def test_server_sends_the_right_types(dist):
    with serve(dist) as site:
        for path, wanted in (
            ("runtime/pyodide/pyodide.asm.wasm", "application/wasm"),
            ("runtime/pyodide/pyodide.mjs", "text/javascript"),
            ("manifest.webmanifest", "application/manifest+json"),
            ("", "text/html"),
        ):
            request = urllib.request.Request(site.url + path, method="HEAD")
            with urllib.request.urlopen(request) as response:
                assert response.headers["Content-Type"].startswith(wanted), path
                etag = response.headers["ETag"]
        request = urllib.request.Request(site.url, headers={"If-None-Match": etag})
        try:
            urllib.request.urlopen(request)
        except urllib.error.HTTPError as error:
            assert error.code == 304
        else:
            raise AssertionError("a matching ETag should give 304 Not Modified")


def test_view_helpers_run_under_cpython():
    import sys

    sys.path.insert(0, str(build.WEB))
    from cleverweb import view

    message = view.engine_error_message(ImportError("No module named 'clever'"))
    assert "could not be loaded" in message and "clever" in message
    assert "failed while starting" in view.engine_error_message(ValueError("bad"))


def test_rules_demos_are_listed_drawn_and_precached(dist):
    """demos.json lists every demo; each has its static picture (inert until the
    engine is up), and the service worker precaches page, list and pictures."""
    from clever.demos.runner import all_demos

    demos = all_demos()  # the catalogue's and each game's own
    listed = json.loads((dist / build.DEMOS_JSON).read_text())
    assert [d["id"] for d in listed] == [d["id"] for d in demos]
    assert {d["game"] for d in listed} == {"pretty-clever", "clever-4ever", "twice-as-clever"}
    sw = (dist / "sw.js").read_text()
    for name in ("./embed.html", "./embed.js", "./demos.json"):
        assert f'"{name}"' in sw
    for entry in demos:
        script = (dist / "demos" / f"{entry['id']}.js").read_text()
        # the markup handed to embed.js: window.cleverPicture("<json string>");
        assert script.startswith("window.cleverPicture(") and script.endswith(");\n")
        picture = json.loads(script[len("window.cleverPicture("):-len(");\n")])
        assert f'data-demo="{entry["id"]}"' in picture and "data-demo-done" not in picture
        assert 'id="controls" class="controls-row" inert' in picture
        assert f'"./demos/{entry["id"]}.js"' in sw
    page = (dist / "embed.html").read_bytes()
    assert not OUTSIDE_URL.search(page)
    assert b"<script>" not in page, "no inline script: the embed runs under a strict CSP"


def test_the_built_demo_archive_is_the_smaller_one(dist):
    game, demo = (zipfile.ZipFile(dist / rel) for rel in (build.ARCHIVE,
                                                               build.DEMO_ARCHIVE))
    names = set(demo.namelist())
    assert "cleverweb/embed.py" in names and "cleverweb/embed.pyc" in names
    assert "clever/demos/catalogue.pyc" in names and "pyscript/__init__.pyc" in names
    assert not any(n.startswith("clever/bots/") for n in names)
    assert names < set(game.namelist())
    size = sum(i.compress_size for i in demo.infolist())
    assert size < 0.6 * sum(i.compress_size for i in game.infolist())
