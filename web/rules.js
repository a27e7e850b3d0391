// rules.html: the filter box, and one live demo frame for the whole page.
"use strict";

(function () {
  const MESSAGE = "clever-demo";

  function words(text) {
    return text.toLowerCase().replace(/\s+/g, " ").trim();
  }

  // The page's texts are in its language already (i18n-early.js, from the
  // catalogs build.py writes in), so the filter reads what the player reads.
  // The count's forms: French counts 0 and 1 alike ("0 section"), English and
  // German only 1.
  // (build.py collects the texts of cleverT("...") for the page's catalog)
  const cleverT = window.cleverT || ((text, params) => text.replace("{n}", params.n));
  function countText(n) {
    const one = n === 1 || (window.cleverLang === "fr" && n === 0);
    return one ? cleverT("{n} section matches.", { n }) : cleverT("{n} sections match.", { n });
  }

  // A section's text, its elements' texts kept apart as words
  function sectionText(node) {
    let text = "";
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) text += child.textContent;
      else if (child.nodeType === Node.ELEMENT_NODE) text += " " + sectionText(child);
    }
    return text;
  }

  function filter() {
    const query = words(document.getElementById("filter").value);
    let shown = 0;
    for (const rule of document.querySelectorAll("section.rule")) {
      const match = !query || words(sectionText(rule)).includes(query);
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
    if (box.value) filter();
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
