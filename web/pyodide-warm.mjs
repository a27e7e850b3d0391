// What makes Pyodide's boot fast on a return visit, for early.mjs (build.py
// copies this file to runtime/pyodide/warm.mjs):
//  - useModule: in the game's Web Worker, boot from the WebAssembly module the
//    page compiled, which Chromium builds from its cached code
//    (web/python-worker.js says why);
//  - a memory snapshot of a freshly booted Python, kept in Cache Storage: a
//    boot from it skips Python's own start-up (most of a bare boot's time on
//    a reload: docs/performance.md), which no other way of loading avoids.
//    Used in the game's worker and by the pages with Python in the page alike.
//
// The snapshot is made once per Pyodide version, in the background, by this
// same file run as a worker (SNAPSHOT_WORKER; nested in the game's worker): a
// snapshot must be made by an interpreter started for it (loadPyodide's
// _makeSnapshot, which also wraps every JavaScript global in a proxy, so not
// the game's), and making it takes a boot's worth of time that the game must
// not wait for. It holds the standard library modules the game had imported
// and nothing of the game's, so any build with the same Pyodide can use it;
// Pyodide refuses one from another build of itself, and then the boot goes on
// without it.
import { loadPyodide, version } from "./pyodide.mjs";

export const WASM_NAME = "pyodide.asm.wasm";
const indexURL = new URL("./", import.meta.url).href;

// Pyodide fetches and instantiates its WebAssembly itself, with no option to
// pass a compiled module: for that one file, its fetch gets an empty answer
// (no second download) and its instantiateStreaming instantiates the given
// module. Both are put back on their first use; anything else passes through.
export function useModule(modulePromise) {
  const realFetch = globalThis.fetch;
  const realInstantiate = WebAssembly.instantiateStreaming;
  const isWasm = (what) => String((what && what.url) || what).endsWith(WASM_NAME);
  globalThis.fetch = async function (resource, init) {
    if (!isWasm(resource)) return realFetch.call(this, resource, init);
    globalThis.fetch = realFetch;
    return (await modulePromise)
      ? new Response(new Uint8Array(0), { headers: { "Content-Type": "application/wasm" } })
      : realFetch.call(this, resource, init);
  };
  WebAssembly.instantiateStreaming = async function (source, imports) {
    WebAssembly.instantiateStreaming = realInstantiate;
    const module = await modulePromise;
    if (!module) return realInstantiate.call(this, source, imports);
    try {
      return { module, instance: await WebAssembly.instantiate(module, imports) };
    } catch (error) {
      // the given module would not do here: our own, as without it
      return realInstantiate.call(this, realFetch(new URL(WASM_NAME, indexURL)), imports);
    }
  };
}

// --- the memory snapshot -------------------------------------------------

// Not under the service worker's "clever-" prefix: a new version of the site
// keeps it (it holds nothing of the site's); a new Pyodide replaces it.
const SNAPSHOT_CACHE = "python-snapshot";
const snapshotKey = () => new URL(`snapshot-${version}.bin`, indexURL).href;
const SNAPSHOT_WORKER = "clever-python-snapshot";
// How long after the game's boot the snapshot is made: the game's first
// drawing and the player's first moves come first.
const MAKE_AFTER_MS = 8000;

const haveCaches = () => typeof caches !== "undefined" && typeof caches.open === "function";

// The stored snapshot (a Response, not yet read), or null where there is none.
export async function storedSnapshot() {
  if (!haveCaches()) return null;
  try {
    return (await (await caches.open(SNAPSHOT_CACHE)).match(snapshotKey())) || null;
  } catch (error) {
    return null; // storage refused (a private window): boot as without it
  }
}

// Pyodide booted from a stored snapshot, ready for the game: every interpreter
// restored from one snapshot starts in the same state, so the random module
// (the seed of each new game, clever.new_game) is seeded afresh here; without
// it, every visit would deal the same dice. Rejects where this Pyodide cannot
// use the snapshot (another build of it: Pyodide checks).
export async function fromSnapshot(snapshot) {
  // its bytes as a promise: loadPyodide reads them while it loads
  const pyodide = await loadPyodide({ indexURL, _loadSnapshot: snapshot.arrayBuffer() });
  pyodide.runPython("import random as _random\n_random.seed()\ndel _random");
  return pyodide;
}

export async function forgetSnapshot() {
  try {
    await (await caches.open(SNAPSHOT_CACHE)).delete(snapshotKey());
  } catch (error) {
    // nothing stored, or storage refused: nothing to forget
  }
}

// The standard library modules a running interpreter has imported (the ones
// from Pyodide's python314.zip; its own and the site's are left out).
const STDLIB_IMPORTED = `
import os as _os, sys as _sys
_zip = _os.__file__.rsplit("/", 1)[0] + "/"
_names = sorted(n for n, m in list(_sys.modules.items())
                if (getattr(m, "__file__", None) or "").startswith(_zip))
del _os, _sys, _zip
_names
`;

// The compiled module of the next WebAssembly.instantiateStreaming (Pyodide's,
// in a page, which compiles it itself), for the snapshot's maker: a promise
// that resolves once it is instantiated (null if that fails).
export function keepModule() {
  const realInstantiate = WebAssembly.instantiateStreaming;
  let keep;
  const kept = new Promise((resolve) => { keep = resolve; });
  WebAssembly.instantiateStreaming = async function (source, imports) {
    WebAssembly.instantiateStreaming = realInstantiate;
    try {
      const result = await realInstantiate.call(this, source, imports);
      keep(result.module);
      return result;
    } catch (error) {
      keep(null);
      throw error;
    }
  };
  return kept;
}

// The maker, a module worker running this file. In a cross-origin isolated
// context from a blob, which takes its isolation (COEP) from its maker: a
// script of the site's own, sent without the headers, would be refused there.
// Elsewhere from the file itself: a page's policy (embed.html's worker-src
// 'self') may refuse a blob.
function startMaker() {
  if (!globalThis.crossOriginIsolated) {
    return new Worker(import.meta.url, { type: "module", name: SNAPSHOT_WORKER });
  }
  const source = new Blob([`import ${JSON.stringify(import.meta.url)};`],
    { type: "text/javascript" });
  const url = URL.createObjectURL(source);
  try {
    return new Worker(url, { type: "module", name: SNAPSHOT_WORKER });
  } finally {
    URL.revokeObjectURL(url);
  }
}

// One maker at a time for the whole site (several tabs, a host page with three
// demo frames): whoever holds the lock makes it, unless one appeared meanwhile.
function oneAtATime(make) {
  if (!navigator.locks) return make();
  return navigator.locks.request(SNAPSHOT_WORKER, { ifAvailable: true },
    async (lock) => { if (lock && !(await storedSnapshot())) await make(); });
}

// Called by early.mjs after a boot that found no snapshot: a while later, a
// worker makes one from the same compiled module (a promise of it; of null,
// and the maker compiles its own) and stores it.
export function makeSnapshotLater(pyodide, modulePromise) {
  if (!haveCaches() || typeof Worker !== "function") return;
  setTimeout(() => oneAtATime(async () => {
    try {
      const names = pyodide.runPython(STDLIB_IMPORTED);
      const modules = names.toJs();
      names.destroy();
      pyodide.runPython("del _names");
      // the module if it is on hand by now (first in the race when settled)
      const module = await Promise.race([modulePromise, null]);
      const maker = startMaker();
      await new Promise((resolve) => {
        maker.onmessage = maker.onerror = () => {
          maker.terminate();
          resolve();
        };
        maker.postMessage({ module, modules });
      });
    } catch (error) {
      // no snapshot this time; the next visit boots as this one did
    }
  }), MAKE_AFTER_MS);
}

const IMPORT_ALL = (modules) => `
import importlib as _importlib
for _name in ${JSON.stringify(modules)}:
    try:
        _importlib.import_module(_name)
    except Exception:
        pass
del _importlib, _name
`;

async function makeAndStore({ module, modules }) {
  if (module instanceof WebAssembly.Module) useModule(Promise.resolve(module));
  const pyodide = await loadPyodide({ indexURL, _makeSnapshot: true });
  pyodide.runPython(IMPORT_ALL(Array.isArray(modules) ? modules : []));
  const bytes = pyodide.makeMemorySnapshot();
  const cache = await caches.open(SNAPSHOT_CACHE);
  for (const request of await cache.keys()) await cache.delete(request); // older Pyodides'
  await cache.put(snapshotKey(), new Response(bytes,
    { headers: { "Content-Type": "application/octet-stream" } }));
}

// Run as the snapshot's maker
if (typeof WorkerGlobalScope !== "undefined" && globalThis.name === SNAPSHOT_WORKER) {
  globalThis.onmessage = (event) => {
    makeAndStore(event.data).then(
      () => globalThis.postMessage("stored"),
      (error) => globalThis.postMessage("failed: " + ((error && error.message) || error)));
  };
}
