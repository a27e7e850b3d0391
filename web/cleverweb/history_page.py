"""PyScript entry point of history.html: the finished games kept on this
device, newest first; open (in place), delete, export as JSON or CSV (a file
download) and import (a file input). Imports are checked by the engine's
history format (clever/history.py): the good games are added, each skipped
one is listed with its reason, and a file that is no history changes nothing.

Under the games: what could not be read and what was kept aside (store.py),
each to resume (a game), add to the history (games of a history), download
or delete, and a stored history that cannot be read in full, to download as
it is and set aside.
"""

from __future__ import annotations

from pyodide.ffi import create_once_callable, create_proxy, to_js

from .markup import escape

try:
    from pyodide.ffi import jsnull
except ImportError:  # older Pyodide: JavaScript null arrives as None
    jsnull = None
from pyscript import document, window

from clever import safe_json
from clever.i18n import Msg, plural
from cleverweb import lang, view
from cleverweb.lang import _

root = document.documentElement
_proxies = []


def by_id(name):
    return document.getElementById(name)


def say(text, kind: str = "note", details: list = ()) -> None:
    """A message (and a list under it) in the page's language."""
    box = by_id("hist-message")
    box.dataset.kind = kind
    items = "".join(f"<li>{escape(_(d))}</li>" for d in details)
    box.innerHTML = escape(_(text)) + (f"<ul>{items}</ul>" if items else "")


def reason(exc: BaseException):
    """An error's text for a player (a Msg where the engine or the store gave one)."""
    return exc.args[0] if exc.args else str(exc)


def download(name: str, text: str, kind: str) -> None:
    blob = window.Blob.new(to_js([text]), to_js({"type": kind}, dict_converter=window.Object
                                               .fromEntries))
    url = window.URL.createObjectURL(blob)
    link = document.createElement("a")
    link.href = url
    link.download = name
    document.body.appendChild(link)
    link.click()
    link.remove()
    window.setTimeout(create_once_callable(lambda: window.URL.revokeObjectURL(url)), 1000)


class HistoryPage:
    def __init__(self, history, store_mod, view_mod, kept_mod):
        self.history = history
        self.store_mod = store_mod
        self.view = view_mod
        self.store = store_mod.open_store(window)
        self.storage = self.store.storage
        self.kept_mod = kept_mod
        self.entries = []
        self.deleted = None   # the last game deleted, while its Undo is offered
        self.deleted_kept = None  # (key, stored text) of the last kept thing deleted, likewise

    def show(self) -> None:
        by_id("history").innerHTML = self.view.list_html(self.store.records)
        empty = not self.store.records
        by_id("export-json").disabled = empty
        by_id("export-csv").disabled = empty
        self.show_kept()

    def unreadable_problem(self):
        """Why part of the stored history cannot be read, while it is still
        stored (None once set aside)."""
        return self.store.problem if (self.store.damaged or self.store.unreadable) else None

    def show_kept(self) -> None:
        """The kept-aside list and the unreadable history's box, under the games
        (drawn here: the page's markup has no place for them until needed)."""
        box = by_id("kept")
        if box is None or box is jsnull:
            box = document.createElement("section")
            box.id = "kept"
            box.className = "hist-kept"
            box.setAttribute("aria-labelledby", "kept-title")
            by_id("history").after(box)
            proxy = create_proxy(self.on_click)
            _proxies.append(proxy)
            box.addEventListener("click", proxy)
        self.entries = self.kept_mod.kept(self.storage)
        problem = self.unreadable_problem()
        box.innerHTML = ((self.view.unreadable_html() if problem else "")
                         + self.view.kept_html(self.entries, self.kept_mod.WHAT,
                                               self.kept_mod.WHY))
        box.hidden = not (problem or self.entries)

    def kept_act(self, act: str, key: str) -> None:
        """A kept entry's button: resume, add to the history, download, delete."""
        entry = next((e for e in self.entries if e["key"] == key), None)
        if entry is None:
            return
        if act == "kept-download":
            download(self.kept_mod.file_name(entry), entry["text"], "application/json")
            say(Msg("Downloaded {name}.", name=self.kept_mod.file_name(entry)))
        elif act == "kept-import":
            self.import_text(self.kept_mod.file_name(entry), entry["text"])
        elif act == "kept-delete":
            raw = self.kept_mod.get_text(self.storage, key)[0]  # as stored, for Undo
            problem = self.kept_mod.drop(self.storage, key)
            if problem is not None:
                say(Msg("Nothing was deleted: {reason}.", reason=problem), "error")
                return
            self.show_kept()
            say(Msg("Deleted what was kept aside ({what}).",
                    what=_(self.kept_mod.WHAT[entry["what"]])))
            if raw is not None:
                self.deleted_kept = (key, raw)
                self.offer_undo()
        elif act == "kept-resume":
            self.resume(entry)

    def resume(self, entry: dict) -> None:
        """A kept game becomes the game in progress (the one stored now is kept
        aside in its place), and the game page opens it."""
        k = self.kept_mod
        now, problem = k.get_text(self.storage, k.SESSION_KEY)
        if problem is None and now is not None:
            problem = k.keep_aside(self.storage, "game", "resumed", now)[1]
        if problem is None:
            problem = k.write(self.storage, k.SESSION_KEY, entry["text"])
        if problem is not None:
            say(Msg("The game was not resumed: {reason}.", reason=problem), "error")
            return
        k.drop(self.storage, entry["key"])  # it is the game in progress now
        window.location.href = "./"

    def unreadable_act(self, act: str) -> None:
        """The unreadable history's buttons: download it as it is; set it aside."""
        if act == "unreadable-download":
            text = self.store.text if self.store.damaged else \
                self.store_mod.history_text(self.store.unreadable)
            download("clever-history-unreadable.json", text, "application/json")
            say(Msg("Downloaded {name}.", name="clever-history-unreadable.json"))
            return
        try:
            self.store.start_afresh()
        except self.store_mod.StoreError as exc:
            say(Msg("Nothing was set aside: {reason}.", reason=reason(exc)), "error")
            return
        self.show()
        say(Msg("The unreadable part was set aside: it is listed under Kept aside."))

    def on_click(self, ev):
        target = ev.target.closest("[data-act], #export-json, #export-csv")
        if target is None or target is jsnull:  # a click beside the controls
            return
        if target.getAttribute("data-act") != "undo":   # (export buttons have no data-act)
            self.deleted = self.deleted_kept = None   # Undo is offered right after a delete only
        act = target.getAttribute("data-act") or ""
        if act.startswith("kept-"):
            self.kept_act(act, target.getAttribute("data-key") or "")
            return
        if act.startswith("unreadable-"):
            self.unreadable_act(act)
            return
        if target.id == "export-json":
            download("clever-history.json", self.history.to_json(self.store.records),
                     "application/json")
            say(plural(len(self.store.records), "Exported {n} game as JSON.",
                       "Exported {n} games as JSON."))
        elif target.id == "export-csv":
            download("clever-history.csv", self.history.to_csv(self.store.records), "text/csv")
            say(plural(len(self.store.records), "Exported {n} game as CSV.",
                       "Exported {n} games as CSV."))
        elif target.dataset.act == "delete":
            record = self.store.find(target.dataset.id)
            if record is None:
                return
            try:
                self.store.delete(record["id"])
            except self.store_mod.StoreError as exc:
                say(Msg("Nothing was deleted: {reason}.", reason=reason(exc)), "error")
                return
            self.show()
            self.deleted = record
            say(Msg("Deleted: {game}.", game=self.view.summary_text(record)))
            self.offer_undo()
        elif target.dataset.act == "undo":
            self.put_back()

    def offer_undo(self) -> None:
        """An Undo button after the message (the delete is written already;
        Undo writes the game back), focused so Enter undoes at once."""
        undo = document.createElement("button")
        undo.type = "button"
        undo.id = "hist-undo"
        undo.className = "hist-btn hist-undo"
        undo.dataset.act = "undo"
        undo.textContent = _("Undo")
        by_id("hist-message").append(" ", undo)
        undo.focus()

    def put_back(self) -> None:
        """Undo the last delete: the game goes back into the history (its place
        follows from its date, so it is where it was) and gets the focus."""
        if self.deleted_kept is not None:
            key, raw = self.deleted_kept
            problem = self.kept_mod.write(self.storage, key, raw)
            if problem is not None:
                say(Msg("Nothing was put back: {reason}.", reason=problem), "error")
                self.offer_undo()
                return
            self.deleted_kept = None
            self.show_kept()
            say(Msg("Put back what was kept aside."))
            return
        record = self.deleted
        if record is None:
            return
        try:
            self.store.add(record)
        except self.store_mod.StoreError as exc:
            say(Msg("The game was not put back: {reason}.", reason=reason(exc)), "error")
            self.offer_undo()   # the game is still at hand: try again, or export
            return
        self.deleted = None
        self.show()
        say(Msg("Put back: {game}.", game=self.view.summary_text(record)))
        item = document.querySelector(f'.hist-game[data-id="{escape(record["id"])}"] summary')
        if item is not None and item is not jsnull:
            item.focus()

    def on_file(self, ev):
        files = ev.target.files
        if not files or files.length == 0:
            return
        file = files.item(0)
        name = file.name
        ev.target.value = ""  # the same file may be chosen again later

        def got(text):
            self.import_text(name, text)

        file.text().then(create_once_callable(got))

    def import_text(self, name: str, text: str) -> None:
        if str(text).lstrip().startswith(("{", "[")) and (
                len(text) > safe_json.MAX_CHARS or safe_json.depth(text) > safe_json.MAX_DEPTH):
            # refused before any parsing: json.loads of a deeply nested text kills
            # Pyodide (any other fault is the history reader's to name)
            problem = safe_json.read(text)[1]
            if problem is not None:
                say(Msg("{name} was not imported: {reason}. Nothing was changed.", name=name,
                        reason=problem), "error")
                return
        try:
            kept, skipped = self.history.parse_file(text)
        except self.history.HistoryError as exc:
            say(Msg("{name} was not imported: {reason}. Nothing was changed.", name=name,
                    reason=reason(exc)), "error")
            return
        try:
            added = self.store.import_records(kept)
        except self.store_mod.StoreError as exc:
            say(Msg("{name} was not imported: {reason}. Nothing was changed.", name=name,
                    reason=reason(exc)), "error")
            return
        self.show()
        say(imported_text(added, len(kept) - added, name, bool(skipped)),
            "error" if skipped else "note", skipped)


def imported_text(added: int, known: int, name: str, skipped: bool):
    """What an import did, as one sentence (its list of skipped games follows)."""
    if known and skipped:
        return plural(added, "Imported {n} game from {name} ({known} already in the history); "
                      "skipped:", "Imported {n} games from {name} ({known} already in the "
                      "history); skipped:", name=name, known=known)
    if known:
        return plural(added, "Imported {n} game from {name} ({known} already in the history).",
                      "Imported {n} games from {name} ({known} already in the history).",
                      name=name, known=known)
    if skipped:
        return plural(added, "Imported {n} game from {name}; skipped:",
                      "Imported {n} games from {name}; skipped:", name=name)
    return plural(added, "Imported {n} game from {name}.", "Imported {n} games from {name}.",
                  name=name)


def start() -> None:
    lang.start_page(window)
    try:
        from clever import history
        from cleverweb import history_store, history_view, local_time, store
        local_time.use_device_clock()
        page = HistoryPage(history, history_store, history_view, store)
        page.show()
    except Exception as exc:
        window.cleverFail(view.engine_error_message(exc))
        return
    if page.store.problem:
        say(Msg("The history cannot be used fully: {problem}.", problem=page.store.problem),
            "error")
    for ident, kind, handler in (("history", "click", page.on_click),
                                 ("hist-message", "click", page.on_click),
                                 ("export-json", "click", page.on_click),
                                 ("export-csv", "click", page.on_click),
                                 ("import-file", "change", page.on_file)):
        proxy = create_proxy(handler)
        _proxies.append(proxy)
        by_id(ident).addEventListener(kind, proxy)
    by_id("import-file").disabled = False
    by_id("hist-message").setAttribute("tabindex", "-1")
    by_id("status").dataset.state = "ready"
    by_id("status-text").textContent = _("Ready.")
    root.dataset.ready = "true"


start()
