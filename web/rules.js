// rules.html: the filter box, and one live demo frame for the whole page.
"use strict";

(function () {
  const MESSAGE = "clever-demo";

  function words(text) {
    return text.toLowerCase().replace(/\s+/g, " ").trim();
  }

  // The page's language (<html lang>, set before the first paint); the article
  // holds each text once per language (data-lang), and only this one is shown.
  function lang() {
    const main = (document.documentElement.lang || "en").split("-")[0].toLowerCase();
    return ["en", "de", "fr"].includes(main) ? main : "en";
  }

  // A section's text in the shown language only, so the filter finds what the
  // player reads (a hidden sibling in another language never matches).
  function shownText(node, current) {
    let text = "";
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) text += child.textContent;
      else if (child.nodeType === Node.ELEMENT_NODE &&
               (!child.dataset.lang || child.dataset.lang === current)) {
        text += " " + shownText(child, current);
      }
    }
    return text;
  }

  // Attributes and the count in the page's language: data-<lang>-<attribute>.
  function localise() {
    const current = lang();
    for (const name of ["placeholder", "aria-label", "title"]) {
      for (const el of document.querySelectorAll(`[data-${current}-${name}]`)) {
        el.setAttribute(name, el.getAttribute(`data-${current}-${name}`));
      }
    }
  }

  function countText(shown) {
    const el = document.getElementById("filter-count");
    const current = lang();
    // French counts 0 and 1 alike ("0 section"), English and German only 1
    const one = shown === 1 || (current === "fr" && shown === 0);
    const form = el.getAttribute(`data-${current}-${one ? "one" : "other"}`);
    return form.replace("{n}", String(shown));
  }

  function filter() {
    const query = words(document.getElementById("filter").value);
    const current = lang();
    let shown = 0;
    for (const rule of document.querySelectorAll("section.rule")) {
      const match = !query || words(shownText(rule, current)).includes(query);
      rule.hidden = !match;
      if (match) shown += 1;
    }
    for (const game of document.querySelectorAll("section.game")) {
      game.hidden = !game.querySelector("section.rule:not([hidden])");
    }
    document.getElementById("filter-none").hidden = shown > 0;
    document.getElementById("filter-count").textContent = query ? countText(shown) : "";
  }

  let frame = null;
  function openDemo(id, opener) {
    const dialog = document.getElementById("demo-dialog");
    frame = document.getElementById("demo-frame");
    const src = "embed.html#demo=" + id;
    // The first demo loads the page (one engine start); later ones only change
    // its address, and the engine already up switches to the demo.
    if (!frame.getAttribute("src")) frame.setAttribute("src", src);
    else frame.contentWindow.location.hash = "demo=" + id;
    dialog.dataset.demo = id;
    dialog.returnFocus = opener;
    dialog.showModal();
    frame.focus();
  }

  document.addEventListener("DOMContentLoaded", () => {
    const box = document.getElementById("filter");
    box.addEventListener("input", filter);
    localise();
    if (box.value) filter();
    // a language switched on the page: its attributes, and the filter, follow
    new MutationObserver(() => {
      localise();
      filter();
    }).observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });
    document.addEventListener("click", (event) => {
      const button = event.target.closest("[data-try]");
      if (button) openDemo(button.dataset.try, button);
    });
    const dialog = document.getElementById("demo-dialog");
    document.getElementById("demo-close").addEventListener("click", () => dialog.close());
    dialog.addEventListener("close", () => {
      if (dialog.returnFocus) dialog.returnFocus.focus();
    });
    // the demo says how tall it is: the frame follows, up to the dialog's height
    window.addEventListener("message", (event) => {
      const d = event.data;
      if (event.origin !== location.origin || !frame || event.source !== frame.contentWindow ||
          !d || d.type !== MESSAGE) return;
      if (d.event === "height") frame.style.height = d.height + "px";
      if (d.event === "done") dialog.dataset.done = d.demo;
      // Escape inside the demo closes the dialog, as it does outside it
      if (d.event === "escape" && dialog.open) dialog.close();
    });
    // a link to a section that the filter hides shows it again
    window.addEventListener("hashchange", () => {
      const target = document.getElementById(location.hash.slice(1));
      if (target && target.closest("[hidden]")) {
        box.value = "";
        filter();
        target.scrollIntoView();
      }
    });
  });
})();
