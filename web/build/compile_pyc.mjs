// Compile Python modules to bytecode with the browser's own Python (Pyodide
// under Node), for build.py. The .pyc files use unchecked-hash invalidation
// (PEP 552): the browser imports them without compiling the source again,
// which is most of the cost of importing the engine in the page.
//
//   node web/build/compile_pyc.mjs INDEX_URL JOB.json
// JOB.json: {"sources": [["clever/game.py", "/abs/path/game.py"], ...], "out": "/abs/dir"}
// Writes OUT/<rel>/__pycache__/<name>.<cache_tag>.pyc and prints the cache tag.
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

const [indexURL, jobPath] = process.argv.slice(2);
const job = JSON.parse(readFileSync(jobPath, "utf8"));
const py = await loadPyodide({ indexURL });
const base = "/tmp/compile";
for (const [rel, path] of job.sources) {
  py.FS.mkdirTree(dirname(`${base}/${rel}`));
  py.FS.writeFile(`${base}/${rel}`, readFileSync(path));
}
py.globals.set("sources", py.toPy(job.sources.map(([rel]) => rel)));
const result = py.runPython(`
import importlib.util, py_compile, sys
mode = py_compile.PycInvalidationMode.UNCHECKED_HASH
made = []
for rel in sources:
    path = "${base}/" + rel
    cached = importlib.util.cache_from_source(path)
    py_compile.compile(path, cfile=cached, dfile=rel, doraise=True, invalidation_mode=mode)
    made.append((cached, cached[len("${base}/"):]))
made
`).toJs();
for (const [inFs, rel] of result) {
  const target = join(job.out, rel);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, py.FS.readFile(inFs));
}
console.log(py.runPython("sys.implementation.cache_tag"));
