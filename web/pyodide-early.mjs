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
import { loadPyodide as loadRealPyodide, version } from "./pyodide.mjs";

const indexURL = new URL("./", import.meta.url).href;
let early = null;

function start() {
  if (!early) {
    early = loadRealPyodide({ indexURL });
    early.catch((error) => {
      if (typeof window !== "undefined" && window.cleverFail) {
        window.cleverFail("the Python runtime did not load: " + (error && error.message || error));
      }
    });
  }
  return early;
}

export async function loadPyodide(options = {}) {
  const { stdout, stderr, indexURL: _ignored, ...rest } = options;
  if (Object.keys(rest).length) {
    return loadRealPyodide({ ...options, indexURL });
  }
  const pyodide = await start();
  if (stdout) pyodide.setStdout({ batched: stdout });
  if (stderr) pyodide.setStderr({ batched: stderr });
  return pyodide;
}

export { version };

// Begin right after the first paint, so the sheet shows before the boot's long tasks.
if (typeof requestAnimationFrame === "function") {
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
