// Runs right after index.html's <script type="py">, before PyScript starts.
// Where boot.js chose a Web Worker for Python (<html data-python="worker">):
//  - compiles Pyodide's WebAssembly here and hands it to the worker;
//  - marks that script `worker`, so PyScript runs it in one;
//  - gives the page its own <py-config> with the same plugins switched off (a
//    worker script's config is the worker's; the page would otherwise load
//    PyScript's editor, terminal and game plugins);
"use strict";

(function () {
  const root = document.documentElement;
  const script = document.currentScript && document.currentScript.previousElementSibling;
  if (!script || script.type !== "py") return;
  if (root.dataset.python === "pending") {
    // boot.js waits for the service worker (a reload follows) or gives the
    // page its Python after all: until then PyScript must not find the script
    script.type = "py-pending";
    // PyScript reads the page's config once, as it starts: the script's own
    // (the runtime, the plugins switched off) moves to a <py-config> of the
    // page, which the script, handed over later, then runs under
    const config = document.createElement("py-config");
    config.hidden = true;
    config.textContent = script.getAttribute("config") || "{}";
    script.removeAttribute("config");
    script.before(config);
    document.addEventListener("clever:python-page", () => {
      const again = script.cloneNode(true);
      again.type = "py";
      script.replaceWith(again); // PyScript takes up a script added later
    }, { once: true });
    return;
  }
  if (root.dataset.python !== "worker") return;
  script.setAttribute("worker", "");

  // <html data-python-busy="N">: how many of the page's events Python is still
  // handling. In a worker a handler runs after its event (PyScript hands the
  // page a listener that returns a promise of the worker's answer), so a click
  // has had its effect once this is back to 0 (the browser tests wait on it).
  let busy = 0;
  const say = () => { root.dataset.pythonBusy = String(busy); };
  say();
  const wrapped = new WeakMap();
  const proto = EventTarget.prototype;
  const add = proto.addEventListener;
  const remove = proto.removeEventListener;
  proto.addEventListener = function (type, listener, options) {
    if (typeof listener !== "function") return add.call(this, type, listener, options);
    let wrapper = wrapped.get(listener);
    if (!wrapper) {
      wrapper = function (event) {
        const answer = listener.call(this, event);
        if (answer && typeof answer.then === "function") {
          busy += 1;
          say();
          const done = () => { busy -= 1; say(); };
          answer.then(done, done);
        }
        return answer;
      };
      wrapped.set(listener, wrapper);
    }
    return add.call(this, type, wrapper, options);
  };
  proto.removeEventListener = function (type, listener, options) {
    return remove.call(this, type, wrapped.get(listener) || listener, options);
  };
  // PyScript's worker script (a module, from a blob) is started behind a
  // prelude module of ours, run in the worker first:
  //  - While the worker waits for the page's answer to one of its calls (each
  //    reach of Python into the page), PyScript's messaging (coincident) spins
  //    on Atomics.pause where the browser has it, instead of sleeping in
  //    Atomics.wait. The spinning thread takes a core from the page's own
  //    thread, the one that must answer: on a machine with more threads busy
  //    than cores, starting a game took many times as long
  //    (docs/performance.md). The prelude removes Atomics.pause from the
  //    worker, so it sleeps.
  //  - PyScript hands each of the worker's loading steps ("py:progress") to
  //    the page as an event, four calls into the page apiece, while both
  //    threads are busiest. Nothing here listens for them, and a CI run saw
  //    that hand-over fail under load (the page's CustomEvent taken for its
  //    dispatchEvent); the prelude stops them in the worker.
  //  - PyScript catches an error of the worker's script and only writes it to
  //    the worker's console: one raised before the game's own guards (the
  //    first reach into the page answered wrongly, on a loaded machine) left
  //    the page "still starting" for ever. The prelude sends each error
  //    written there to the page too (below).
  const PRELUDE = [
    'if (typeof Atomics === "object") delete Atomics.pause;',
    'addEventListener("py:progress", (event) => event.stopImmediatePropagation());',
    'const report = console.error;',
    'console.error = function (...args) {',
    '  const error = args.find((arg) => arg instanceof Error);',
    '  if (error) postMessage({ cleverWorkerError: String(error.message || error) });',
    '  return report.apply(this, args);',
    '};',
  ].join("\n");
  const withPrelude = (url, options) => {
    if (!options || options.type !== "module" || !String(url).startsWith("blob:")) return url;
    const module = (text) => URL.createObjectURL(new Blob([text], { type: "text/javascript" }));
    return module(`import ${JSON.stringify(module(PRELUDE))};\nimport ${JSON.stringify(String(url))};\n`);
  };

  // Pyodide's WebAssembly, compiled here in the page and handed to the worker
  // (web/pyodide-early.mjs asks for it through a MessageChannel). Chromium
  // keeps the compiled code of a WebAssembly module with its cached file for a
  // page, but not for a worker: booted in the worker from its own download,
  // Pyodide compiled its functions again on every load and tiered them up on
  // both cores, a slower boot than the same in a page (docs/performance.md).
  // The answer is the module, or null (then the worker fetches its own).
  if (typeof MessageChannel === "function") {
    const wasmURL = new URL("runtime/pyodide/pyodide.asm.wasm", document.baseURI);
    const compiled = typeof WebAssembly.compileStreaming === "function"
      ? WebAssembly.compileStreaming(window.cleverWasm || fetch(wasmURL)).catch(() => null)
      : Promise.resolve(null);
    compiled.then(() => performance.mark("clever:compiled"));
    const PageWorker = window.Worker;
    window.Worker = class extends PageWorker {
      constructor(url, options) {
        super(withPrelude(url, options), options);
        // first of this worker's listeners: the ask never reaches PyScript's
        this.addEventListener("message", (event) => {
          const ask = event.data;
          if (!ask || ask.cleverAsk !== "pyodide.asm.wasm" || !ask.port) return;
          event.stopImmediatePropagation();
          ask.port.postMessage("coming");
          compiled.then((module) => {
            try {
              ask.port.postMessage(module);
            } catch (error) {
              ask.port.postMessage(null); // a browser that cannot send a module
            }
          });
        });
        // The worker's Python failing as it starts (see the prelude): until
        // the game is ready, that is a start that failed, which boot.js tries
        // again once, or says so; otherwise the page would say "still
        // starting" for ever.
        this.addEventListener("message", (event) => {
          const failed = event.data && event.data.cleverWorkerError;
          if (typeof failed !== "string") return;
          event.stopImmediatePropagation();
          const lines = failed.trim().split("\n");
          if (typeof window.cleverFail === "function") window.cleverFail(lines[lines.length - 1]);
        });
      }
    };
  }

  let plugins = [];
  try {
    plugins = JSON.parse(script.getAttribute("config")).plugins || [];
  } catch (e) { /* a config PyScript will report itself */ }
  const config = document.createElement("py-config");
  config.hidden = true;
  config.textContent = JSON.stringify({ plugins });
  script.before(config);
})();
