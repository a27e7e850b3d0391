// That's Pretty Clever: the little JavaScript the page needs before and around Python.
//  - says in words when the game engine cannot start (a runtime file failed to
//    load, WebAssembly is missing, Python raised during start-up, or it takes far
//    too long);
//  - registers the service worker once the engine is up (so it never competes
//    with the first start), or at once on a first visit to a host that sends
//    no isolation headers (Python then waits for it, to boot in a worker), and
//    offers "Reload to update" when a new version waits.
// Python (cleverweb/main.py) sets <html data-ready="true"> when the page accepts input.
"use strict";

(function () {
  const root = document.documentElement;
  // Where Python runs (a page that offers both says <html data-python="auto">):
  // in a Web Worker where the page is cross-origin isolated, which PyScript's
  // worker needs to reach the page (SharedArrayBuffer); the server or, from the
  // second visit on, the service worker (sw.js) sends the headers for it. Then
  // Pyodide's boot and the computer's thinking never block the page.
  // Elsewhere Python runs in the page, as before. Decided here, in the head, so
  // that early.mjs and python-worker.js both know.
  //
  // A first visit to a host that sends no headers ("pending") does not boot
  // Python in the page, whose boot would hold the page for seconds: it
  // installs the service worker at once (which fetches the files the engine
  // needs anyway), and once that controls the page, reloads, to be served
  // isolated and boot in a worker. Python in the page stays the way where
  // there is no service worker (a private window, a browser without one, a
  // refusal) or it does not take over within ISOLATE_MS.
  const ISOLATE_MS = 30000;
  // (a frame sandboxed without allow-same-origin throws on reading it)
  let workersAtStart = null;
  try { workersAtStart = "serviceWorker" in navigator ? navigator.serviceWorker : null; } catch (e) { /* sandboxed */ }
  if (root.dataset.python === "auto") {
    const isolated = window.crossOriginIsolated === true &&
      typeof SharedArrayBuffer === "function" && typeof Worker === "function";
    const canIsolate = !isolated && !!workersAtStart && !workersAtStart.controller &&
      window.isSecureContext === true && typeof Worker === "function";
    root.dataset.python = isolated ? "worker" : canIsolate ? "pending" : "page";
  }
  // Pyodide's files (the list in <script id="runtime-files">) start downloading
  // while the page is parsed and painted, and its two modules compiling off the
  // main thread (modulepreload), so that early.mjs, right after the first
  // paint, finds them on hand. as="fetch" crossorigin: the same request
  // Pyodide's own fetch() makes. Only with Python in the page: a worker fetches
  // them itself, and the page asking for them too made its boot slower
  // (docs/performance.md) and put 13 MB on the network beside the page's
  // first picture.
  function warmRuntime() {
    const list = document.getElementById("runtime-files");
    if (!list) return;
    for (const href of JSON.parse(list.textContent)) {
      const link = document.createElement("link");
      if (href.endsWith(".mjs")) {
        link.rel = "modulepreload";
      } else {
        link.rel = "preload";
        link.as = "fetch";
        link.crossOrigin = "anonymous";
      }
      link.href = href;
      document.head.append(link);
    }
  }
  if (root.dataset.python === "pending") {
    isolateFirst();
  } else if (root.dataset.python !== "worker") {
    warmRuntime();
  } else if (typeof fetch === "function") {
    // Pyodide's WebAssembly (8 MB), which python-worker.js compiles for the
    // worker: asked for here, in the head, sooner than that script's place in
    // the body would (the boot waits for this download and compile)
    window.cleverWasm = fetch(new URL("runtime/pyodide/pyodide.asm.wasm", document.baseURI));
    window.cleverWasm.catch(() => {}); // python-worker.js reports nothing either: the worker fetches its own
  }
  // The service worker in first (see ISOLATE_MS): a reload once it controls
  // the page, or Python in the page after all ("clever:python-page", which
  // python-worker.js waits for to hand the page's Python script to PyScript).
  function isolateFirst() {
    let timer = 0;
    // one way out only: the first of the reload and Python in the page
    const decide = () => {
      if (root.dataset.python !== "pending") return false;
      clearTimeout(timer);
      return true;
    };
    const inPage = () => {
      if (!decide()) return;
      root.dataset.python = "page";
      warmRuntime();
      document.dispatchEvent(new Event("clever:python-page"));
    };
    timer = setTimeout(inPage, ISOLATE_MS);
    // what the player did on the form meanwhile (early-setup.js) lives in the
    // page only: a reload would lose it, so then Python boots in the page
    const acted = () => {
      const early = window.cleverEarly;
      return !!early && (early.touched.length > 0 || early.start || early.quick ||
        early.header || !!early.act);
    };
    workersAtStart.addEventListener("controllerchange", () => {
      if (acted()) {
        inPage();
      } else if (decide()) {
        root.dataset.python = "reloading";
        location.reload();
      }
    });
    workersAtStart.register("sw.js").then((registration) => {
      if (!registration) { // refused (e.g. by a test harness)
        inPage();
        return;
      }
      root.dataset.sw = "registered";
      const worker = registration.installing || registration.waiting || registration.active;
      // an install that fails (a file missing, storage full) ends redundant
      if (worker) {
        worker.addEventListener("statechange", () => {
          if (worker.state === "redundant") inPage();
        });
      }
    }, inPage);
  }

  const SLOW_MS = 20000;
  const GIVE_UP_MS = 180000;
  // a text in the page's language (web/i18n-early.js), its {name} parts filled
  function cleverT(text, params) {
    if (window.cleverT) return window.cleverT(text, params);
    return text.replace(/\{(\w+)\}/g, (m, k) => (params && k in params ? params[k] : m));
  }
  // (each text one literal: build.py finds the texts to translate by cleverT("..."))
  const advice = () => cleverT("Try reloading the page. If that does not help, use a current Chrome, Edge, Firefox or Safari, or clear this site's stored data and reload.");

  const isSettled = () => root.dataset.ready === "true" || root.dataset.ready === "error";

  // A status text that would make the header taller (the slow-start notice: 3 to
  // 5 lines on a phone) hangs below the header instead, over the page (app.css,
  // .status-long): the header and all below it stay where they are, and go back
  // nowhere at "ready" (a slow start moved the page 54 px down and back up: the
  // layout shift Lighthouse counted, CLS 0.13).
  function setStatus(text, state) {
    const status = document.getElementById("status");
    const label = document.getElementById("status-text");
    if (!status || !label) return;
    const header = status.parentElement;
    const before = header.offsetHeight;
    for (const old of status.querySelectorAll(".status-long")) old.remove();
    status.dataset.state = state;
    label.textContent = text;
    if (state === "loading" && header.offsetHeight > before) {
      // a new element below the header (the label, emptied, stays where it was)
      const long = document.createElement("span");
      long.className = "status-long";
      long.textContent = text;
      label.textContent = "";
      status.append(long);
    }
  }
  window.cleverStatus = setStatus; // also used by early-setup.js

  // A boot that fails is most often passing: a runtime file that did not
  // arrive (a busy server, a dropped connection, a host page booting three
  // demos at once), or a start-up that stumbled while both threads were
  // busiest (the worker's first calls into the page answered wrongly, on a
  // loaded machine: docs/architecture.md, "Ready, or an error"). The page reloads
  // itself once to try again before saying it failed. Once a minute at most
  // (sessionStorage, this tab only), so an engine that really cannot start
  // ends in the message, not in a loop; per address, as the demos framed in
  // one host page share the storage. No game is lost: the engine never came
  // up, and a game in progress is saved.
  const RETRY_KEY = "clever.bootRetry:" + location.href;
  // the browser's words for a module or fetch that failed on the network
  const TRANSIENT = /failed to fetch|dynamically imported module|importing a module script failed|networkerror/i;
  function retryOnce(detail) {
    try {
      const last = Number(sessionStorage.getItem(RETRY_KEY)) || 0;
      if (Date.now() - last < 60000) return false;
      sessionStorage.setItem(RETRY_KEY, String(Date.now()));
    } catch (e) {
      return false; // no storage (a sandbox without same-origin): no way to count
    }
    root.dataset.retry = "reloading";
    // (the browser tests count these lines: how often a start had to be tried again)
    console.warn("The page starts its engine again after:", detail || "a file that did not arrive");
    setStatus(detail && !TRANSIENT.test(detail)
      ? cleverT("The game engine stumbled while starting; trying again\u2026")
      : cleverT("A file of the game engine did not arrive; trying again\u2026"), "loading");
    location.reload();
    return true;
  }

  // `final`: a failure that another try cannot mend (no WebAssembly)
  function fail(detail, final) {
    if (isSettled() || root.dataset.retry) return true; // (a reload is on its way)
    if (!final && retryOnce(detail)) return true;
    root.dataset.ready = "error";
    const button = document.getElementById("new-game");
    if (button) button.disabled = true;
    setStatus(detail
      ? cleverT("The game engine could not start ({detail}). {advice}",
        { detail, advice: advice() })
      : cleverT("The game engine could not start. {advice}", { advice: advice() }), "error");
    registerServiceWorker();
    return false;
  }
  window.cleverFail = fail; // also used by cleverweb/main.py

  if (typeof WebAssembly !== "object") {
    document.addEventListener("DOMContentLoaded", () =>
      fail(cleverT("this browser has no WebAssembly, which the game engine needs"), true));
  }

  // A runtime script that fails to load: resource errors do not bubble, so
  // listen in the capture phase. (A missing stylesheet or image is not fatal.)
  window.addEventListener("error", (event) => {
    if (isSettled()) return;
    const target = event.target;
    if (target && target !== window) {
      // (a rules demo's picture script is not the engine: embed.js says
      // when a demo is missing)
      if (target.localName === "script" && target.src && !target.dataset.picture) {
        if (!retryOnce()) {
          fail(cleverT("could not load {file}", { file: target.src.split("/").pop() }));
        }
      }
    } else if (event.message && /PythonError|WebAssembly|pyodide/i.test(event.message)) {
      // (one that another try mends is not the page's error to report)
      if (fail(event.message.split("\n")[0])) event.preventDefault();
    }
  }, true);

  window.addEventListener("unhandledrejection", (event) => {
    if (isSettled()) return;
    const reason = event.reason;
    const text = String((reason && (reason.message || reason)) || cleverT("unknown error"));
    if (fail(text.split("\n")[0].slice(0, 200))) event.preventDefault();
  });

  // PyScript announces when Python itself is up; the engine is imported next.
  document.addEventListener("py:ready", () => {
    if (!isSettled()) setStatus(cleverT("Loading the game rules\u2026"), "loading");
  }, true);

  setTimeout(() => {
    if (!isSettled()) {
      setStatus(cleverT("Still starting the game engine\u2026 The first visit downloads about 13 MB; a slow connection or device takes longer."), "loading");
    }
  }, SLOW_MS);
  setTimeout(() => {
    if (!isSettled()) fail(cleverT("it did not finish starting within three minutes"));
  }, GIVE_UP_MS);

  // ---- service worker and updates ----

  let registered = false;
  let reloadRequested = false;

  function showUpdate(worker) {
    const banner = document.getElementById("update");
    const button = document.getElementById("update-reload");
    if (!banner || !button) return;
    root.dataset.update = "waiting";
    banner.hidden = false;
    button.onclick = () => {
      reloadRequested = true;
      button.disabled = true;
      worker.postMessage({ type: "SKIP_WAITING" });
    };
  }

  function watch(registration, worker) {
    if (!worker) return;
    const check = () => {
      if (worker.state === "installed" && navigator.serviceWorker.controller) {
        showUpdate(worker);
      }
    };
    worker.addEventListener("statechange", check);
    check();
  }

  function registerServiceWorker() {
    const workers = workersAtStart; // none in a sandboxed frame: no offline copy there
    if (registered || !workers) return;
    registered = true;
    workers.addEventListener("controllerchange", () => {
      if (reloadRequested) location.reload();
    });
    workers.register("sw.js").then((registration) => {
      if (!registration) return; // registration refused (e.g. by a test harness)
      root.dataset.sw = "registered";
      if (registration.waiting) watch(registration, registration.waiting);
      if (registration.installing) watch(registration, registration.installing);
      registration.addEventListener("updatefound", () =>
        watch(registration, registration.installing));
      const update = () => registration.update().catch(() => {});
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") update();
      });
      setInterval(update, 60 * 60 * 1000);
    }).catch((error) => {
      // The game still works online; only offline play is lost.
      console.warn("Offline support is unavailable:", error);
    });
  }

  new MutationObserver(() => {
    if (isSettled()) registerServiceWorker();
  }).observe(root, { attributes: true, attributeFilter: ["data-ready"] });
})();
