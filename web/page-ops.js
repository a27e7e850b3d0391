// The game screen's changes to the page, made in one call (cleverweb/page_ops.py).
// Python may run in a Web Worker (python-worker.js), where every reach into
// the page is a round trip that waits for the page's next free moment; after a
// change that is often a whole frame. So a redraw first reads what it needs in
// one call (cleverDom.state) and then sends all its changes in one list
// (cleverDom.apply). In the page itself this costs nothing extra.
"use strict";

(function () {
  const root = document.documentElement;
  let earlySheet = null; // the sheet build.py drew in, until the first redraw adopts it

  function byId(id) { return id ? document.getElementById(id) : null; }

  const OPS = {
    // [ "html", id, markup ]: the element's content
    html(id, markup) {
      const el = byId(id);
      if (!el) return id;
      el.innerHTML = markup;
      return null;
    },
    // [ "outer", id, markup ]: the element itself
    outer(id, markup) {
      const el = byId(id);
      if (!el) return id;
      el.outerHTML = markup;
      return null;
    },
    // [ "text", id, text, kind ]: the element's text (and data-kind, if given)
    text(id, text, kind) {
      const el = byId(id);
      if (!el) return id;
      el.textContent = text;
      if (kind !== undefined) el.dataset.kind = kind;
      // a refusal is seen where the player looks: brought into the window
      // (its role=alert has it announced) when it is out of it
      if (text && (kind === "error" || el.classList.contains("error"))) reveal(el);
      return null;
    },
    // [ "hidden", id, true|false ]: the element shown or hidden
    hidden(id, hide) {
      const el = byId(id);
      if (!el) return id;
      el.hidden = !!hide;
      return null;
    },
    // [ "root", {name: value} ]: <html data-name="value"> for each
    root(values) { Object.assign(root.dataset, values); return null; },
    // [ "title", name ]: the tab's title and the header's
    title(name) {
      if (document.title !== name) document.title = name;
      const h1 = document.querySelector("header.top h1");
      if (h1 && h1.textContent !== name) h1.textContent = name;
      return null;
    },
    // [ "takeover", boxId, playId ]: the first redraw's first change. What
    // build.py drew in leaves the page in the same call that fills the game's
    // own part (unhidden here), so no frame shows both or neither, also when
    // Python runs in a worker: the pre-drawn sheet is kept aside for "adopt",
    // the pre-drawn form (element boxId) goes.
    takeover(boxId, playId) {
      const old = document.getElementById("sheet");
      if (old) {
        earlySheet = old.querySelector("svg");
        old.remove();
      }
      const box = byId(boxId);
      if (box) box.remove();
      const play = byId(playId);
      if (play) play.hidden = false;
      return null;
    },
    // [ "adopt" ]: the sheet painted first stays, when it is the one just drawn
    adopt() {
      const early = earlySheet;
      earlySheet = null;
      const drawn = document.querySelector("#sheet-body > svg");
      if (!early || !drawn) return null;
      // the pre-drawn one is labelled "(empty)" until then; the rest must match
      early.setAttribute("aria-label", drawn.getAttribute("aria-label") || "");
      if (early.isEqualNode(drawn)) drawn.replaceWith(early);
      return null;
    },
    // [ "focus", id, [selector, ...] ]: the element with that id, else the
    // first element of #play matching one of the selectors, takes the focus
    focus(id, selectors) {
      let el = byId(id);
      const play = document.getElementById("play");
      for (const sel of selectors || []) {
        if (el || !play) break;
        el = play.querySelector(sel);
      }
      if (el) {
        try { el.focus({ preventScroll: true }); } catch (e) { /* not focusable */ }
      }
      return null;
    },
    // [ "unlink" ]: the address without its #fragment (a shared link dealt with)
    unlink() {
      if (location.hash) history.replaceState(null, "", location.pathname + location.search);
      return null;
    },
    // [ "ready", text ]: the game takes input: the header's "New solo game"
    // enabled, the status line says `text`, <html data-ready="true">
    ready(text) {
      const button = byId("new-game");
      if (button) button.disabled = false;
      if (window.cleverStatus) window.cleverStatus(text, "ready");
      root.dataset.ready = "true";
      performance.mark("clever:ready"); // on the page's timeline, as the page became usable
      return null;
    },
    // [ "took", since ]: <html data-render-ms> = the time since `since`
    took(since) {
      root.dataset.renderMs = (performance.now() - since).toFixed(2);
      return null;
    },
  };

  // What the page showed after the last change: the screen (data-screen) and
  // the boxes lit up on the sheet (their ids), to see what a change brings in.
  let shownScreen = null;
  let shownTargets = "";

  // The parts of the dice panel that can lie over the sheet: on an upright
  // phone it sticks to the top of the window, its extra rows of controls below.
  function covers() {
    return [...document.querySelectorAll("#play .side, #play .action-in")]
      .map((el) => el.getBoundingClientRect());
  }

  // The window's rows from which a box at `rect` can be seen: below whatever of
  // the panel lies over its column, above the window's bottom edge.
  function clearFrom(rect) {
    let top = 0;
    for (const c of covers()) {
      if (c.left < rect.right && c.right > rect.left && c.top < window.innerHeight / 2) {
        top = Math.max(top, c.bottom);
      }
    }
    return top;
  }

  function inSight(el) {
    const r = el.getBoundingClientRect();
    return r.top >= clearFrom(r) && r.bottom <= window.innerHeight;
  }

  // Boxes just lit up, none of them in sight (on a phone they were under the
  // dice panel, or a screen or more down the sheet): the first one is brought
  // just below the panel. The panel sticks to the top once the page is
  // scrolled, so its lower edge is read again after the first move.
  function showTargets(targets) {
    if (targets.some(inSight)) return;
    const first = targets[0];
    for (let i = 0; i < 3 && !inSight(first); i++) {
      const r = first.getBoundingClientRect();
      window.scrollBy(0, r.top - clearFrom(r) - 8);
    }
  }

  // The game just ended: its result (the winner, the scores) at the top of the
  // window, not the sheet where the last move was made.
  function showResult() {
    const result = document.querySelector("#play .over");
    if (!result) return;
    const r = result.getBoundingClientRect();
    if (r.top < 0 || r.top > window.innerHeight / 3) result.scrollIntoView({ block: "start" });
  }

  // On an upright phone the dice panel sticks to the top over the sheet: what
  // the browser scrolls into view (a box reached with Tab, a box scrolled to)
  // goes below the panel, not under it. Elsewhere nothing lies over the sheet.
  function padUnderPanel(screen) {
    const side = document.querySelector("#play .side");
    const sheet = document.getElementById("sheet-wrap");
    let pad = "";
    if (screen === "game" && side && sheet && getComputedStyle(side).position === "sticky") {
      const s = side.getBoundingClientRect();
      const w = sheet.getBoundingClientRect();
      if (s.left < w.right && s.right > w.left) {
        const extra = document.querySelector("#play .action-in");
        const bottom = Math.max(s.bottom, extra ? extra.getBoundingClientRect().bottom : 0);
        pad = `${Math.ceil(bottom - s.top) + 8}px`;
      }
    }
    if (root.style.scrollPaddingTop !== pad) root.style.scrollPaddingTop = pad;
  }

  // a phone turned: the panel moves beside the sheet, or back over it
  window.addEventListener("resize", () => padUnderPanel(root.dataset.screen || ""));

  // An element out of the window scrolled to its middle (under a sticky panel's
  // scroll padding), at once when the player asked for less motion.
  function reveal(el) {
    const r = el.getBoundingClientRect();
    if (r.top >= 0 && r.bottom <= window.innerHeight) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    el.scrollIntoView({ block: "center", behavior: still ? "auto" : "smooth" });
  }

  // After a change: what it brought into the page is brought into sight.
  function bringIntoSight() {
    const screen = root.dataset.screen || "";
    padUnderPanel(screen);
    if (screen === "over" && shownScreen !== null && shownScreen !== "over") showResult();
    shownScreen = screen;
    const targets = screen === "game" && root.dataset.busy !== "true"
      ? [...document.querySelectorAll("#sheet-body .box.target")] : [];
    const key = targets.map((el) => el.id).join(" ");
    if (key && key !== shownTargets) showTargets(targets);
    shownTargets = key;
  }

  // MediaQueryLists listened to (cleverDom.listen): kept, so that they live as
  // long as their listeners
  const media = [];

  // An element as the game's handlers read it (cleverweb/page_event.py).
  function element(el) {
    if (!el || el.nodeType !== 1) return null;
    return {
      id: el.id || "",
      tag: el.tagName,
      name: el.getAttribute("name") || "",
      value: typeof el.value === "string" ? el.value : "",
      checked: !!el.checked,
      data: Object.assign({}, el.dataset),
    };
  }

  // What the game's handlers read of an event, as JSON, made here in the page:
  // with Python in a Web Worker each object it reached for itself (the event,
  // its target, the target's closest match) cost a round trip, as Pyodide
  // probes a new object's kind; an attribute read, another. `hit` is a
  // selector: the target's closest element matching it is `hit` ("" for none).
  function describe(event, hit) {
    const target = event.target && event.target.nodeType === 1 ? event.target : null;
    return JSON.stringify({
      type: event.type,
      key: typeof event.key === "string" ? event.key : null,
      detail: typeof event.detail === "number" ? event.detail : 0,
      newValue: typeof event.newValue === "string" ? event.newValue : null,
      target: element(target),
      hit: hit && target ? element(target.closest(hit)) : null,
    });
  }

  // The default actions the game takes over, cancelled here as they happen:
  // its handlers get a description of the event (describe), and in a Web Worker
  // they run after the event has been dispatched, too late to cancel anything.
  document.addEventListener("submit", (event) => {
    // the game's forms (the new-game form, ...) are read by Python, never sent
    if (event.target && event.target.closest && event.target.closest("#play")) {
      event.preventDefault();
    }
  }, true);

  // A tap on a lit box of the sheet is answered in the next frame: the box
  // shows it was taken and the other lit boxes step back (game.css). With
  // Python in a Web Worker the game's own answer, the redrawn sheet, comes
  // a frame or more later; its redraw (apply) ends this answer, and so does
  // Python being done with the tap without one. One box at a time: a second
  // tap meanwhile is the game's to answer.
  function answerTap(box) {
    if (!box || root.dataset.screen !== "game" || root.dataset.busy === "true") return;
    const sheet = box.closest(".sheet-svg");
    if (!sheet || sheet.classList.contains("answering")) return;
    sheet.classList.add("answering");
    box.classList.add("tapped");
    setTimeout(answered, 0);
  }

  function dropAnswer() {
    for (const el of document.querySelectorAll(".sheet-svg.answering, .sheet-svg .tapped")) {
      el.classList.remove("answering", "tapped");
    }
  }

  function answered() {
    if ((root.dataset.pythonBusy || "0") === "0") dropAnswer(); // else still on it
  }

  new MutationObserver(answered).observe(root, {
    attributes: true, attributeFilter: ["data-python-busy"],
  });

  function litBox(target) {
    return target && target.closest ? target.closest("#sheet-body .box.target") : null;
  }

  document.addEventListener("click", (event) => answerTap(litBox(event.target)), true);

  document.addEventListener("keydown", (event) => {
    const target = event.target;
    const screen = root.dataset.screen;
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      // the arrow keys step through a replay
      if (screen === "replay" && !(target && /^(SELECT|INPUT)$/.test(target.tagName))) {
        event.preventDefault();
      }
    } else if (event.key === "Enter" || event.key === " " || event.key === "Spacebar") {
      // Enter or Space on a box of the sheet enters the die there (no scrolling)
      if (target && target.getAttribute && target.getAttribute("data-area") &&
          screen !== "replay" && screen !== "link-error") {
        event.preventDefault();
        if (!event.repeat) answerTap(litBox(target));
      }
    }
  }, true);

  window.cleverDom = {
    // the game's own part of the page (#play, hidden until the first redraw's
    // "takeover"), made and put first in <main> in one call; returns it
    mount(markup) {
      const play = document.createElement("div");
      play.id = "play";
      play.className = "play";
      play.hidden = true;
      play.innerHTML = markup;
      (document.querySelector("main") || document.body).prepend(play);
      return play;
    },
    // the page's event handlers, given in one call: `targets` is a JSON list of
    // [target, kind, hit], the target an element's id, "window" or
    // "media:<query>", hit a selector (see describe); `handlers` the functions,
    // one for each, in the same order. Each is called with the event as
    // describe() tells it, never the event itself.
    listen(targets, ...handlers) {
      JSON.parse(targets).forEach(([target, kind, hit], i) => {
        let el = null;
        if (target === "window") {
          el = window;
        } else if (target.startsWith("media:")) {
          el = window.matchMedia(target.slice("media:".length));
          media.push(el);
        } else {
          el = byId(target);
        }
        // the handler's answer is returned: from a worker, the promise that
        // python-worker.js counts in data-python-busy
        if (el) el.addEventListener(kind, (event) => handlers[i](describe(event, hit)));
      });
    },
    // what the game reads as it starts, as JSON, in one call made before its
    // first change to the page (after a change, a call from a worker waits for
    // the page's next frame): the texts stored under the JSON list `keys`
    // (null where none, or where storage is blocked), the address's fragment,
    // and what the player did on the new-game form drawn in before the engine
    // was ready (early-setup.js): its record of presses (null without one),
    // the changed fields' [id, property, value], the field with the focus
    start(boxId, keys) {
      const stored = {};
      for (const key of JSON.parse(keys)) {
        try {
          stored[key] = window.localStorage.getItem(key);
        } catch (e) {
          stored[key] = null; // storage switched off in this browser
        }
      }
      const record = window.cleverEarly || null;
      const box = byId(boxId);
      const fields = [];
      let focus = "";
      if (box) {
        for (const id of (record ? record.touched : [])) {
          const el = byId(id);
          if (!el) continue;
          if (el.type === "radio" || el.type === "checkbox") fields.push([id, "checked", !!el.checked]);
          else fields.push([id, "value", String(el.value)]);
        }
        const active = document.activeElement;
        if (active && active.id && box.contains(active)) focus = active.id;
      }
      return JSON.stringify({ stored, hash: location.hash, early: { record, fields, focus } });
    },
    // the fields of the form with id `formId` as a JSON list of [id, name,
    // type, value, checked], in the form's order ("null" without the form):
    // read in one call, not field by field (cleverweb/form_fields.py)
    form(formId) {
      const form = byId(formId);
      if (!form || !form.elements) return "null";
      const fields = [];
      for (const el of form.elements) {
        if (!el.id && !el.name) continue;
        fields.push([el.id || "", el.name || "", el.type || "", String(el.value ?? ""), !!el.checked]);
      }
      return JSON.stringify(fields);
    },
    // what a redraw reads, as JSON
    state(wideQuery) {
      const active = document.activeElement;
      return JSON.stringify({
        now: performance.now(),
        wide: window.matchMedia(wideQuery).matches,
        active: (active && active.id) || "",
        hash: location.hash,
      });
    },
    // a JSON list of [op, ...args]: done in order; returns the JSON list of the
    // ids that were not in the page
    apply(json) {
      const missing = [];
      dropAnswer(); // the game's answer is here
      for (const [op, ...args] of JSON.parse(json)) {
        const absent = OPS[op](...args);
        if (absent) missing.push(absent);
      }
      bringIntoSight();
      return JSON.stringify(missing);
    },
  };
})();
