// Starts Pyodide as soon as the page has painted, instead of when PyScript gets
// round to it, and hands the same instance to PyScript.
//
// build.py copies this file to runtime/pyodide/early.mjs and points PyScript's
// `interpreter` at it. PyScript imports an interpreter module and calls its
// `loadPyodide(options)`; index.html also loads this module early, so the
// download and boot of Pyodide overlap PyScript's own start-up. When PyScript
// calls, it gets the instance already on its way, with its stdout and stderr
// attached. If PyScript ever asks for more than that (packages, a lock file),
// it gets a fresh Pyodide made with its own options.
//
// The engine and the glue come as one archive (py/clever.zip, or py/demo.zip: sources and
// bytecode, written by build.py), fetched while Pyodide boots and put, as it
// is, first on sys.path before PyScript gets the instance: Python imports from
// it (zipimport), so there is nothing to unpack (unpacking it came between
// Pyodide's boot and the page being ready: docs/performance.md).
import { loadPyodide as loadRealPyodide, version } from "./pyodide.mjs";
import {
  WASM_NAME, forgetSnapshot, fromSnapshot, keepModule, makeSnapshotLater, storedSnapshot,
  useModule,
} from "./warm.mjs";

const indexURL = new URL("./", import.meta.url).href;
// A rules demo's page (<html data-engine="demo">: embed.html, learn.html) takes
// the demos' archive, without the computer players and the other pages' glue.
const isDemoEngine = typeof document !== "undefined" &&
  document.documentElement.dataset.engine === "demo";
const archiveName = isDemoEngine ? "py/demo.zip" : "py/clever.zip";
const archiveURL = new URL("../../" + archiveName, import.meta.url).href;
let early = null;

const mark = (name) => globalThis.performance && performance.mark(name);

function fail(what, error) {
  if (typeof window !== "undefined" && window.cleverFail) {
    window.cleverFail(what + ": " + ((error && error.message) || error));
  }
}

const ARCHIVE_PATH = "/clever.zip"; // in Pyodide's file system

function useArchive(pyodide, data) {
  pyodide.FS.writeFile(ARCHIVE_PATH, new Uint8Array(data));
  const sys = pyodide.pyimport("sys");
  const path = sys.path;
  path.insert(0, ARCHIVE_PATH);
  path.destroy();
  sys.destroy();
}

async function fetchArchive() {
  const response = await fetch(archiveURL);
  if (!response.ok) throw new Error("could not load " + archiveName + " (HTTP " + response.status + ")");
  return response.arrayBuffer();
}

// In a worker: Pyodide's WebAssembly compiled by the page (web/python-worker.js
// says why), asked for through a MessageChannel. A promise of the module, or of
// null where the page does not answer (within a second) or has none; null
// outside a worker.
const inWorker = typeof WorkerGlobalScope !== "undefined" && typeof document === "undefined";
function moduleFromPage() {
  if (!inWorker || typeof MessageChannel !== "function") return null;
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const silent = setTimeout(() => resolve(null), 1000);
    channel.port1.onmessage = (event) => {
      if (event.data === "coming") {
        clearTimeout(silent);
        return;
      }
      channel.port1.close();
      resolve(event.data instanceof WebAssembly.Module ? event.data : null);
    };
    self.postMessage({ cleverAsk: WASM_NAME, port: channel.port2 }, [channel.port2]);
  });
}

// Pyodide, in the game's worker from the page's compiled module; on a return
// visit from the memory snapshot an earlier visit stored (warm.mjs); without
// one, a snapshot is made after this boot for the next.
async function boot(compiled) {
  if (compiled) useModule(compiled);
  const snapshot = await storedSnapshot();
  if (snapshot) {
    try {
      const pyodide = await fromSnapshot(snapshot);
      mark("clever:from-snapshot");
      return pyodide;
    } catch (error) {
      // not one this Pyodide can use (another build of it, damaged): boot as
      // without it, and make a new one
      await forgetSnapshot();
      if (compiled) useModule(compiled);
    }
  }
  const module = compiled || keepModule();
  const pyodide = await loadRealPyodide({ indexURL });
  makeSnapshotLater(pyodide, module);
  return pyodide;
}

function start() {
  if (!early) {
    mark("clever:start");
    const archive = fetchArchive();
    archive.catch((error) => fail("the game files did not load", error));
    const compiled = moduleFromPage() || demoModule;
    const pyodide = boot(compiled);
    pyodide.catch((error) => fail("the Python runtime did not load", error));
    pyodide.then(() => mark("clever:pyodide"), () => {});
    early = Promise.all([pyodide, archive]).then(([py, data]) => {
      useArchive(py, data);
      mark("clever:unpacked");
      return py;
    });
  }
  return early;
}

export async function loadPyodide(options = {}) {
  const { stdout, stderr, indexURL: _ignored, ...rest } = options;
  if (Object.keys(rest).length) {
    const [pyodide, data] = await Promise.all([
      loadRealPyodide({ ...options, indexURL }), fetchArchive()]);
    useArchive(pyodide, data);
    return pyodide;
  }
  mark("clever:asked");
  const pyodide = await start();
  if (stdout) pyodide.setStdout({ batched: stdout });
  if (stderr) pyodide.setStderr({ batched: stderr });
  return pyodide;
}

export { version };

// Begin right after the first paint, so the sheet shows before the boot's long tasks.
// A rules demo (embed.html, learn.html: its picture painted before this module
// loaded, the runtime's files already on their way) begins when PyScript asks:
// begun earlier, the boot's task of seconds would hold PyScript's own start-up
// until after it, and the page would wait for that too.
const isDemo = globalThis.performance && performance.getEntriesByName &&
  performance.getEntriesByName("demo:painted").length > 0;
// A page whose Python runs in a Web Worker (boot.js: <html data-python="worker">)
// boots Pyodide there: this module, loaded by the page, starts nothing; nor
// does one that waits for the service worker to make it one ("pending") and
// may yet boot Python in the page (then PyScript's call starts it).
const inPageForWorker = typeof document !== "undefined" &&
  ["worker", "pending", "reloading"].includes(document.documentElement.dataset.python);
// A rules demo's WebAssembly is compiled at once all the same (off the main
// thread), so that the boot, when PyScript asks, only instantiates it: asked
// for when PyScript was ready, its compile came on top of the boot.
let demoModule = null;
if (isDemo && typeof WebAssembly.compileStreaming === "function") {
  demoModule = WebAssembly.compileStreaming(fetch(new URL(WASM_NAME, indexURL)))
    .catch(() => null);
}
if (isDemo || inPageForWorker) {
  // loadPyodide (above) starts it
} else if (typeof requestAnimationFrame === "function") {
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
