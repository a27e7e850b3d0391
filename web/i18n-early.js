// The page's language before its first paint. build.py writes this
// script into every page twice: in the head (it picks the language and sets
// <html lang>) and at the end of the body (it swaps the pre-drawn English texts for their translations
// and wires the header's language menu). The translations come from the JSON
// block build.py writes into the page: only this page's own texts.
// Same rule as clever.i18n.pick_lang: the player's choice (localStorage
// clever.lang), else the browser's first language we have, else English.
"use strict";

(function () {
  const root = document.documentElement;
  const KEY = "clever.lang";
  const NAMES = { en: "English", de: "Deutsch", fr: "Fran\u00e7ais" };
  const ATTRS = ["aria-label", "title", "alt", "placeholder"];

  if (window.cleverI18n) { // the second run, at the end of the body
    window.cleverI18n.finish();
    return;
  }

  // Only a language of ours: a stored "constructor" or "__proto__" names
  // something every object has, not a language.
  const known = (code) => Object.prototype.hasOwnProperty.call(NAMES, code);

  function pick() {
    let stored = null;
    try { stored = localStorage.getItem(KEY); } catch (e) { /* storage blocked */ }
    if (known(stored)) return stored;
    const wanted = navigator.languages || [navigator.language || ""];
    for (const tag of wanted) {
      const main = String(tag).split("-")[0].toLowerCase();
      if (known(main)) return main;
    }
    return "en";
  }

  const lang = pick();
  root.lang = lang;
  let texts = {};
  const data = document.getElementById("clever-i18n");
  if (lang !== "en" && data) {
    try { texts = JSON.parse(data.textContent)[lang] || {}; } catch (e) { texts = {}; }
  }

  // the same key build.py collects: the text with its white space runs made
  // one, a no-break space kept (French puts one before ":" and ";")
  const norm = (text) => text.replace(/[^\S\u00a0]+/g, " ").replace(/^ | $/g, "");

  // `text` in the page's language, its {name} parts filled from `params`
  function cleverT(text, params) {
    const found = texts[norm(text)];
    let out = typeof found === "string" ? found : text;
    if (params) out = out.replace(/\{(\w+)\}/g, (m, k) => (k in params ? params[k] : m));
    return out;
  }
  window.cleverLang = lang;
  window.cleverT = cleverT;

  // the English drawn in never shows before its translation, even for a frame
  if (lang !== "en") {
    const style = document.createElement("style");
    style.textContent = "html.i18n-pending body{display:none}";
    document.head.appendChild(style);
    root.classList.add("i18n-pending");
  }
  const reveal = () => root.classList.remove("i18n-pending");

  function swapNode(node) {
    const key = norm(node.nodeValue);
    const found = key && texts[key];
    if (typeof found !== "string") return;
    // the English text's spacing around it, unless the translation brings its
    // own (French "\u00a0: ", after an element)
    const lead = /^\s/.test(found) ? "" : /^\s*/.exec(node.nodeValue)[0];
    const tail = /\s$/.test(found) ? "" : /\s*$/.exec(node.nodeValue)[0];
    node.nodeValue = lead + found + tail;
  }

  // Every pre-drawn text under `top` (and its labels) in the page's language.
  // Elements marked translate="no" (names, a ruling's number) are left as they are.
  function apply(top) {
    if (lang === "en" || !top) return;
    const skip = (el) => el && el.closest("script, style, noscript, [translate=no]");
    const walker = document.createTreeWalker(top, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!skip(n.parentElement)) swapNode(n);
    }
    const labelled = top.querySelectorAll(ATTRS.map((a) => "[" + a + "]").join(","));
    for (const el of labelled) {
      if (skip(el)) continue;
      for (const a of ATTRS) {
        const value = el.getAttribute(a);
        const found = value && texts[norm(value)];
        if (typeof found === "string") el.setAttribute(a, found);
      }
    }
    const about = top.querySelector && top.querySelector("meta[name=description]");
    const said = about && texts[norm(about.content)];
    if (typeof said === "string") about.content = said;
  }

  // The header's language menu (build.py draws it): the choice is stored and the
  // page reloads in it.
  function wireMenu() {
    for (const menu of document.querySelectorAll(".lang-pick")) {
      const now = menu.querySelector(".lang-now");
      if (now) now.textContent = lang.toUpperCase();
      const said = menu.querySelector(".lang-said");
      if (said) said.textContent = cleverT("Language: {name}", { name: NAMES[lang] });
      for (const button of menu.querySelectorAll("[data-lang-pick]")) {
        const mine = button.dataset.langPick === lang;
        if (mine) button.setAttribute("aria-current", "true");
        button.addEventListener("click", () => {
          try { localStorage.setItem(KEY, button.dataset.langPick); } catch (e) { /* blocked */ }
          if (mine) menu.open = false;
          else location.reload();
        });
      }
      // The menu opens under its button, its right edge on the button's; a
      // narrow phone (320 px) may put the button at the start of a row, and the
      // menu would then open off the window's left edge: there it opens from
      // the button's left edge instead.
      // Decided as the button is pressed, before the menu is drawn open (from
      // the button's place and the menu's least width), so it never shows off
      // the edge for a frame; checked again once open, against its real width.
      const list = menu.querySelector(".lang-menu");
      const summary = menu.querySelector("summary");
      if (list && summary) {
        summary.addEventListener("click", () => {
          if (menu.open) return; // (this click closes it)
          const least = parseFloat(getComputedStyle(list).minWidth) || 0;
          list.classList.toggle("from-left", summary.getBoundingClientRect().right < least);
        });
      }
      menu.addEventListener("toggle", () => {
        if (!menu.open || !list) return;
        list.classList.remove("from-left");
        if (list.getBoundingClientRect().left < 0) list.classList.add("from-left");
      });
      menu.addEventListener("keydown", (event) => {
        if (event.key === "Escape" && menu.open) {
          menu.open = false;
          menu.querySelector("summary").focus();
        }
      });
    }
  }

  let finished = false;
  function finish() {
    if (finished) return;
    finished = true;
    try {
      apply(document.documentElement);
      wireMenu();
    } finally {
      reveal();
    }
  }

  // apply(el): for markup a page's own script puts in later (early-setup.js)
  window.cleverI18n = { lang, t: cleverT, apply, finish };
  // the end-of-body run normally finishes first; these only guard a page without it
  document.addEventListener("DOMContentLoaded", finish);
  setTimeout(reveal, 3000);
})();
