// The new-game form build.py draws into index.html (cleverweb/early_setup.py):
// usable at once, while the engine boots. This script only remembers
// what the player does on it: the fields changed, and whether Start, "Play solo
// now", the header's "New solo game" or a menu button was pressed. When the
// engine is ready, cleverweb/app.py reads window.cleverEarly and does what was
// asked; no rule is decided here. A browser with a game saved sees the sheet, as before.
"use strict";

(function () {
  const root = document.documentElement;
  const early = { touched: [], start: false, quick: false, header: false, act: "" };
  window.cleverEarly = early;
  const box = document.getElementById("early-setup");
  const form = document.getElementById("setup-form");
  const header = document.getElementById("new-game");
  const status = document.getElementById("status-text");
  const booting = () => !root.dataset.ready;
  // a text in the page's language (web/i18n-early.js)
  const cleverT = (text) => (window.cleverT ? window.cleverT(text) : text);
  // through boot.js: a text too long for the header's row hangs below it
  const say = (text) => {
    if (window.cleverStatus) window.cleverStatus(text, "loading");
    else if (status) status.textContent = text;
  };
  const waiting = () => {
    say(cleverT("Your game starts as soon as the engine is ready\u2026"));
  };
  // On the form, the answer to a tap goes beside what was tapped, in the
  // page's flow: the header's status, too long for its row, would hang over
  // the menu the player is reaching for.
  const note = document.createElement("span");
  note.className = "early-note";
  note.setAttribute("role", "status");
  const sayNear = (text, place) => {
    note.textContent = text;
    place(note);
  };

  if (header) {
    header.disabled = false;
    header.addEventListener("click", () => {
      if (!booting()) return;
      early.header = true;
      // over the form, the header's status would hang over the menu under it:
      // the answer goes under the menu instead
      const menu = box && !box.hidden ? box.querySelector("#toolbar") : null;
      if (menu) sayNear(cleverT("Your game starts as soon as the engine is ready\u2026"),
                        (el) => menu.after(el));
      else waiting();
    });
  }

  let saved = "unknown";
  try { saved = localStorage.getItem("clever.session.v1"); } catch (e) { /* storage off */ }
  if (!box || !form || saved !== null || location.hash.length > 1) return;
  box.hidden = false;
  const sheet = document.getElementById("sheet");
  if (sheet) sheet.hidden = true;
  const kinds = JSON.parse(document.getElementById("early-kinds").textContent);

  function touch(event) {
    const el = event.target;
    if (!booting() || !el.id) return;
    if (!early.touched.includes(el.id)) early.touched.push(el.id);
    if (el.name === "count") {
      box.querySelectorAll(".seat-row").forEach((row, i) => { row.hidden = i >= +el.value; });
    } else if (el.name === "variant") {
      box.querySelectorAll('[id^="table-options-"]').forEach((opts) => {
        opts.hidden = opts.id !== "table-options-" + el.value;
      });
      box.querySelectorAll('select[id^="seat-kind-"]').forEach((select) => {
        select.innerHTML = kinds[el.value][select.value];
        if (window.cleverI18n) window.cleverI18n.apply(select);  // drawn in English
      });
    } else if (el.id === "opt-real") {  // real dice: one phone per player or one device
      const how = box.querySelector("#real-how");
      if (how) how.hidden = !el.checked;
    }
  }
  form.addEventListener("change", touch);
  form.addEventListener("input", touch);
  form.addEventListener("submit", (event) => {
    event.preventDefault();  // never a page load: the engine starts the game
    if (!booting()) return;
    early.start = true;
    const row = form.querySelector(".start-row");
    if (row) sayNear(cleverT("Your game starts as soon as the engine is ready\u2026"),
                     (el) => row.append(el));
    else waiting();
  });
  // the menu drawn above the form: its button is pressed once the engine is ready
  box.querySelector("#toolbar").addEventListener("click", (event) => {
    const button = event.target.closest("button[data-act]");
    if (!button || !booting()) return;
    early.act = button.dataset.act;
    const menu = box.querySelector("#toolbar");
    sayNear(cleverT("That opens as soon as the engine is ready\u2026"), (el) => menu.after(el));
  });
  const quick = document.getElementById("btn-quick-solo");
  if (quick) {
    quick.addEventListener("click", () => {
      if (!booting()) return;
      early.quick = true;
      sayNear(cleverT("Your game starts as soon as the engine is ready\u2026"),
              (el) => quick.parentElement.append(el));
    });
  }
})();

// The game's menu (screens.toolbar_html: a <details>, folded on a narrow
// window), here because this script runs on every visit before the engine.
// The app redraws the whole toolbar when any of it changes (Undo comes, the
// computer's turn ends): an open menu is opened again in the new markup. A tap
// on an item, a tap elsewhere or Escape closes it.
(function () {
  const MENU = ".toolbar-menu";
  let open = false;
  const menus = () => document.querySelectorAll(MENU);
  const redrawn = new MutationObserver(() => { if (open) show(true); });
  function show(wanted) {
    open = wanted;
    for (const menu of menus()) {
      if (menu.open !== wanted) menu.open = wanted;
    }
    // watched only while open: closed, a redraw draws it closed anyway
    if (wanted) redrawn.observe(document.body, { childList: true, subtree: true });
    else redrawn.disconnect();
  }
  document.addEventListener("toggle", (event) => {
    const menu = event.target;
    if (menu.matches && menu.matches(MENU) && menu.open !== open) show(menu.open);
  }, true);
  document.addEventListener("click", (event) => {
    if (!open || !event.target.closest) return;
    const menu = event.target.closest(MENU);
    // its own "Menu" toggles it (the browser does); an item or elsewhere closes it
    if (!menu || event.target.closest(".toolbar-items a, .toolbar-items button")) show(false);
  }, true);
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !open || !event.target.closest) return;
    const menu = event.target.closest(MENU);
    show(false);
    const summary = menu && menu.querySelector("summary");
    if (summary) summary.focus();
  });
})();
