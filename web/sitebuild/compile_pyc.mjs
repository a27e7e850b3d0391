// Compile Python modules to bytecode with the browser's own Python (Pyodide
// under Node), for build.py (web/sitebuild/archive.py). The .pyc files use
// unchecked-hash invalidation (PEP 552): the browser imports them without
// compiling the source again, which is most of the cost of importing the
// engine in the page.
//
//   node web/sitebuild/compile_pyc.mjs INDEX_URL JOB.json
// JOB.json: {"sources": [["clever/game.py", "/abs/path/game.py"], ...], "out": "/abs/dir",
//            "pyscript_chunk": "/abs/path/core-XXXX.js", "stdlib": ["html/entities.py"]}
//            (the last two are optional)
// Writes OUT/<rel>/__pycache__/<name>.<cache_tag>.pyc for the sources and
// PyScript's package, OUT/<rel>c for the stdlib modules, and prints the cache tag.
//
// pyscript_chunk: PyScript's core chunk, which holds its own Python package
// (`pyscript`) as an object literal {pyscript: {"__init__.py": "...", ...}}
// and writes it into Python's working directory before it runs any script,
// then imports it. Those exact sources are compiled here too, so that
// pyscript/__pycache__/ in the archive (unpacked into that same directory)
// spares the page compiling them. If the chunk no longer looks like that,
// nothing is compiled for it and a warning goes to stderr.
//
// stdlib: Pyodide ships its standard library as sources only (python_stdlib.zip),
// so a module first imported after start-up is compiled in the page (html.entities
// alone is 75 kB of source). These are compiled from that same zip
// to sourceless .pyc files (OUT/html/entities.pyc), which the archive puts in
// Python's working directory: first on sys.path, so they are found before the zip.
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

const [indexURL, jobPath] = process.argv.slice(2);
const job = JSON.parse(readFileSync(jobPath, "utf8"));
const py = await loadPyodide({ indexURL });
const base = "/tmp/compile";
const sources = job.sources.map(([rel, path]) => [rel, readFileSync(path)]);
if (job.pyscript_chunk) {
  const files = pyscriptPackage(readFileSync(job.pyscript_chunk, "utf8"));
  if (files.length) sources.push(...files);
  else console.error("compile_pyc: PyScript's Python package not found in its core chunk");
}
for (const [rel, data] of sources) {
  py.FS.mkdirTree(dirname(`${base}/${rel}`));
  py.FS.writeFile(`${base}/${rel}`, data);
}
py.globals.set("sources", py.toPy(sources.map(([rel]) => rel)));
py.globals.set("stdlib", py.toPy(job.stdlib || []));
const result = py.runPython(`
import importlib.util, os, py_compile, sys, zipfile
mode = py_compile.PycInvalidationMode.UNCHECKED_HASH
made = []
for rel in sources:
    path = "${base}/" + rel
    cached = importlib.util.cache_from_source(path)
    py_compile.compile(path, cfile=cached, dfile=rel, doraise=True, invalidation_mode=mode)
    made.append((cached, cached[len("${base}/"):]))
zipped = next(p for p in sys.path if p.endswith(".zip"))
with zipfile.ZipFile(zipped) as lib:
    for rel in stdlib:
        path = "${base}/stdlib/" + rel
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(lib.read(rel))
        py_compile.compile(path, cfile=path + "c", dfile=zipped + "/" + rel, doraise=True,
                           invalidation_mode=mode)
        made.append((path + "c", rel + "c"))
made
`).toJs();
for (const [inFs, rel] of result) {
  const target = join(job.out, rel);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, py.FS.readFile(inFs));
}
console.log(py.runPython("sys.implementation.cache_tag"));

// [[rel, text], ...] of PyScript's `pyscript` package, as its core chunk writes it
// (the same text, so the unchecked bytecode matches it exactly); [] if not found.
function pyscriptPackage(chunk) {
  const anchor = '{pyscript:{"__init__.py":';
  const start = chunk.indexOf(anchor);
  if (start < 0 || chunk.indexOf(anchor, start + 1) >= 0) return [];
  let depth = 0;
  let quote = null;
  let end = start;
  for (; end < chunk.length; end++) {
    const c = chunk[end];
    if (quote) {
      if (c === "\\") end++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'" || c === "`") quote = c;
    else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) break;
  }
  const literal = chunk.slice(start, end + 1);
  // Only string keys and string values: check before evaluating it.
  if (/`|\$\{/.test(literal.replace(/"(?:[^"\\]|\\.)*"/g, '""'))) return [];
  const tree = Function(`"use strict"; return (${literal});`)();
  const files = [];
  const walk = (prefix, node) => {
    for (const [name, value] of Object.entries(node)) {
      if (typeof value === "string") files.push([prefix + name, value]);
      else if (value && typeof value === "object") walk(`${prefix}${name}/`, value);
    }
  };
  walk("", tree);
  return files.filter(([rel]) => rel.startsWith("pyscript/") && rel.endsWith(".py"));
}
