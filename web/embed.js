// Rules demo (embed.html): the static picture at once, the runtime after it,
// and the messages to the host.
//  - reads the demo's id from the address (embed.html#demo=<id>) and shows its
//    pre-drawn picture (demos/<id>.js, same site, drawn by build.py with the
//    game's renderer) before anything else runs;
//  - then starts PyScript and Pyodide (cleverweb/embed.py makes the demo live);
//  - tells the parent page its height, readiness and when the task is done, by
//    postMessage (shape in docs/embedding.md). It never reads or scripts the parent.
"use strict";

(function () {
  const root = document.documentElement;
  const MESSAGE = "clever-demo";
  // a text in the page's language (web/i18n-early.js), its {name} parts filled
  function cleverT(text, params) {
    if (window.cleverT) return window.cleverT(text, params);
    return text.replace(/\{(\w+)\}/g, (m, k) => (params && k in params ? params[k] : m));
  }
  const RUNTIME = [["runtime/pyscript/core.js", false], ["runtime/pyodide/early.mjs", true]];

  function demoId() {
    const match = /(?:^#|&)demo=([\w-]+)/.exec(location.hash);
    // learn.html names its own "demo": the lesson
    return match ? match[1] : root.dataset.pageDemo || "";
  }
  window.cleverDemoId = demoId;

  function tell(event, extra) {
    if (window.parent === window) return;
    // "*": the message holds only the demo's id, its height and state, nothing
    // private, and the demo cannot know which site embeds it.
    window.parent.postMessage(Object.assign({ type: MESSAGE, event, demo: demoId() }, extra), "*");
  }

  let lastHeight = 0;
  function reportHeight() {
    const height = Math.ceil(root.getBoundingClientRect().height);
    if (height && height !== lastHeight) {
      lastHeight = height;
      tell("height", { height });
    }
  }

  // The runtime's big files, asked for as soon as the picture is painted (not
  // before: they would compete with it, and with the pictures of other demo
  // frames on the host's page), all at once: without these, Pyodide's would
  // only be asked for once PyScript has started and asked for Pyodide.
  // early.mjs and Pyodide then take them from these requests.
  const PRELOAD = [
    ["runtime/pyodide/pyodide.asm.wasm", "fetch"],
    ["runtime/pyodide/python_stdlib.zip", "fetch"],
    ["runtime/pyodide/pyodide-lock.json", "fetch"],
    ["py/demo.zip", "fetch"],
    ["runtime/pyodide/pyodide.mjs", "script"],
    ["runtime/pyodide/warm.mjs", "script"],
    ["runtime/pyodide/pyodide.asm.mjs", "script"],
  ];
  function preloadRuntime() {
    // Served by the service worker (a return visit), the files come at once
    // anyway, and a preloaded WebAssembly module misses the browser's cache of
    // its compiled code.
    try {
      if (navigator.serviceWorker && navigator.serviceWorker.controller) return;
    } catch (error) {
      // a sandbox may refuse the service worker even to be looked at
    }
    for (const [href, as] of PRELOAD) {
      const link = document.createElement("link");
      link.rel = "preload";
      link.as = as;
      link.href = href;
      link.crossOrigin = "anonymous";
      document.head.appendChild(link);
    }
  }

  let started = false;
  function startRuntime() {
    if (started) return;
    started = true;
    // Not before the page is parsed: a module script added from here runs as
    // soon as it has loaded, and PyScript reads its config (the <script
    // type="py" config> and <mpy-config> at the end of the body) once, when
    // core.js runs. Run earlier (a frame whose page came in slowly, a busy
    // machine), it found none, loaded every plugin, and the demo failed on
    // the one this site leaves out ("donkey").
    if (document.readyState === "loading") {
      document.addEventListener("DOMContentLoaded", addRuntime, { once: true });
    } else {
      addRuntime();
    }
  }
  function addRuntime() {
    for (const [src, async] of RUNTIME) {
      const script = document.createElement("script");
      script.type = "module";
      script.src = src;
      script.async = async;
      document.head.appendChild(script);
    }
  }

  // `callback` once #demo-root is in the page: at once, or as soon as the
  // parser has put it in (a mutation record is read before the page is next
  // rendered; DOMContentLoaded may come after a first paint without it)
  function whenBody(callback) {
    if (document.getElementById("demo-root")) {
      callback();
      return;
    }
    const watch = new MutationObserver(() => {
      if (!document.getElementById("demo-root")) return;
      watch.disconnect();
      callback();
    });
    watch.observe(root, { childList: true, subtree: true });
  }

  // The picture in the page's language, chosen as cleverweb/lang.py
  // chooses (clever.i18n.pick_lang): the player's choice on this device
  // (localStorage "clever.lang"), else the browser's first language we have.
  const LANGS = ["en", "de", "fr"];
  function pageLang() {
    let stored = null;
    try {
      stored = window.localStorage.getItem("clever.lang");
    } catch (error) {
      stored = null; // storage blocked: the browser's languages decide
    }
    if (LANGS.includes(stored)) return stored;
    for (const tag of navigator.languages || [navigator.language || ""]) {
      const main = String(tag).split("-")[0].toLowerCase();
      if (LANGS.includes(main)) return main;
    }
    return "en";
  }
  const lang = LANGS.includes(window.cleverLang) ? window.cleverLang : pageLang();
  root.lang = lang;

  // A frame sandboxed without allow-same-origin has no origin of its own
  // ("null"): the browser refuses it this site's module scripts and files (a
  // request from another origin), its storage and its service worker, so the
  // engine could never start and the frame would say "Starting" for ever. It
  // tells the host page's author what its <iframe> needs instead, and starts
  // nothing. (A page opened from a file has no origin either, but no sandbox.)
  const sandboxed = window.origin === "null" && /^https?:$/.test(location.protocol);
  function sayWhatTheFrameNeeds() {
    const status = document.getElementById("status");
    const text = document.getElementById("status-text");
    if (status && text) {
      status.dataset.state = "error";
      text.textContent = cleverT("This demo needs sandbox=\"allow-scripts allow-same-origin\" on its iframe: without allow-same-origin, the browser keeps it from loading its rules engine.");
    }
    root.dataset.ready = "error";
  }
  if (sandboxed) {
    if (document.readyState === "loading") {
      document.addEventListener("DOMContentLoaded", sayWhatTheFrameNeeds, { once: true });
    } else {
      sayWhatTheFrameNeeds();
    }
  }

  // The picture is a script, demos/<id>.js (demos/<id>.<lang>.js), that hands
  // its markup to window.cleverPicture. Asked for from here, in the head, as a
  // render-blocking script (Chromium; others just load it): the page's first
  // paint waits for it (as for the stylesheets, and for #demo-root: the
  // <link rel="expect"> in the page) and already holds the picture. Fetched as
  // an HTML file, it came in after the first paint of an empty page, and a
  // second style and layout pass, the picture's, followed, late on a slow
  // machine. boot.js ignores its failure ([data-picture]): a demo that does
  // not exist is said below, by the page.
  const id = demoId();
  const picture = new Promise((resolve, reject) => {
    if (sandboxed) return; // never: the frame says what it needs instead (below)
    if (!id) {
      reject(new Error(
        cleverT("No demo chosen: the address must end with #demo=<id> (see demos.json).")));
      return;
    }
    window.cleverPicture = resolve;
    const script = document.createElement("script");
    script.src = "demos/" + id + (lang === "en" ? "" : "." + lang) + ".js";
    script.async = true;
    script.dataset.picture = id;
    script.setAttribute("blocking", "render");
    script.onerror = () =>
      reject(new Error(cleverT("There is no demo called \u201c{id}\u201d.", { id })));
    document.head.appendChild(script);
    // a picture slow to come (a slow network) holds the page's paint no longer
    // than this: the status line shows, and the picture follows when it comes
    setTimeout(() => script.removeAttribute("blocking"), 1000);
  });

  picture.then((html) => {
    whenBody(() => {
      const holder = document.getElementById("demo-root");
      holder.innerHTML = html;
      performance.mark("demo:picture");
      // the runtime once the picture has been painted; a frame out of view
      // gets no animation frames, so a timer starts it there
      const go = () => {
        if (started) return;
        performance.mark("demo:painted");
        preloadRuntime();
        startRuntime();
      };
      requestAnimationFrame(() => setTimeout(go, 0));
      setTimeout(go, 100);
    });
  }).catch((error) => {
    whenBody(() => {
      document.getElementById("demo-root").textContent = error.message;
      startRuntime(); // embed.py says the same in its own words, and marks the page ready
    });
  });

  // Escape pressed inside the frame never reaches the host's dialog (keys go
  // to the focused document): the host is told, and may close its dialog.
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !event.defaultPrevented) tell("escape", {});
  });

  document.addEventListener("DOMContentLoaded", () => {
    if (typeof ResizeObserver === "function") {
      new ResizeObserver(reportHeight).observe(root);
    }
    // A frame out of view is not rendered, so its ResizeObserver stays silent:
    // every change of the demo's markup measures the height too.
    new MutationObserver(reportHeight).observe(document.body, { childList: true, subtree: true });
    reportHeight();
    new MutationObserver(() => {
      const done = document.querySelector("[data-demo-done='true']");
      if (done && root.dataset.demoDone !== "true") {
        root.dataset.demoDone = "true";
        tell("done", {});
      } else if (!done) {
        delete root.dataset.demoDone;
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true,
      attributeFilter: ["data-demo-done"] });
    new MutationObserver(() => {
      if (root.dataset.ready === "true") tell("ready", {});
    }).observe(root, { attributes: true, attributeFilter: ["data-ready"] });
  });
  // Another demo in the same frame: the live engine switches at once (no new
  // boot); before it is up, the page simply starts over.
  window.addEventListener("hashchange", () => {
    if (root.dataset.pageDemo) return; // learn.html: the address does not choose
    if (root.dataset.ready === "true" && typeof window.cleverDemoSwitch === "function") {
      window.cleverDemoSwitch(demoId());
    } else {
      location.reload();
    }
  });
})();
