"""PyScript entry point of counter.html, the score counter for the paper game.

The form is already on the page (build.py drew it from counter_view.py), so
a player may start typing before Python has loaded; at boot this module reads
whatever is there, checks and scores it, and from then on re-checks on every
key stroke. Only the game or the number of players redraws the table (the
typed text is carried over), so typing never loses the focus.
"""

from __future__ import annotations

from pyodide.ffi import create_proxy
from pyscript import document, window

from clever import variants
from clever.i18n import Msg, plural
from cleverweb import lang, view
from cleverweb.lang import _

root = document.documentElement
_proxies = []  # event handlers must outlive this module's frame
_state = {"result": None}  # (variant, count_scores result) while it can be saved


def by_id(name):
    return document.getElementById(name)


def checked(name: str, default: str) -> str:
    el = document.querySelector(f'input[name="{name}"]:checked')
    return el.value if el else default


def read_form() -> tuple[str, list[str], dict]:
    """(variant, names as typed, {(seat, key): text}) from the page."""
    names = [el.value for el in document.querySelectorAll(".cnt-name")]
    values = {}
    for el in document.querySelectorAll(".cnt-entry"):
        values[(int(el.dataset.seat), el.dataset.key)] = el.value
    return checked("game", variants.names()[0]), names, values


def redraw(counter_view) -> None:
    variant, names, values = read_form()
    count = int(checked("players", str(len(names) or 1)))
    names = (names + [""] * count)[:count]
    table = document.querySelector(".cnt-table")
    if table is not None and table.dataset.variant != variant:
        # another game: its rows only share names with the last one's (blue
        # crosses are not 4Ever's blue points), so the numbers start empty
        values = {}
    if table is None or table.dataset.variant != variant or \
            len(document.querySelectorAll(".cnt-name")) != count:
        by_id("cnt-table-wrap").innerHTML = counter_view.table_html(variant, names, values)


def refresh(counter_view) -> None:
    """Check every entry with the engine and show points, messages, totals, ranking."""
    variant, names, values = read_form()
    players = [(name, {k: t for (s, k), t in values.items() if s == seat})
               for seat, name in enumerate(names)]
    got = counter_view.evaluate(variant, players)
    for el in document.querySelectorAll(".cnt-entry"):
        spot = (int(el.dataset.seat), el.dataset.key)
        ident = el.id
        message = got["errors"].get(spot, "")
        if message:
            el.setAttribute("aria-invalid", "true")
        else:
            el.removeAttribute("aria-invalid")
        by_id(f"msg-{ident}").textContent = message
        pts = got["points"].get(spot)
        scaled = pts is not None and el.inputMode == "numeric" and \
            str(pts) != el.value.strip() and spot[1] != "foxes"
        by_id(f"out-{ident}").textContent = \
            _(plural(pts, "= {n} point", "= {n} points")) if scaled else ""
    for seat, total in enumerate(got["totals"]):
        by_id(f"total-{seat}").textContent = "\u2014" if total is None else str(total)
    by_id("cnt-results").innerHTML = counter_view.results_html(variant, got["result"],
                                                               got["typed"])
    _state["result"] = (variant, got["result"]) if got["result"] else None
    by_id("cnt-save").disabled = _state["result"] is None


def save(history_store) -> None:
    """Keep the counted game in the history (once per set of entries)."""
    from clever.history import make_record

    variant, result = _state["result"]
    record = make_record(history_store.new_id("counter"), history_store.now_stamp(),
                         "counter", variant, result["players"])
    store = history_store.open_store(window)
    try:
        store.add(record)
    except history_store.StoreError as exc:
        by_id("cnt-saved").textContent = _(Msg("Not saved: {reason}.", reason=exc.args[0]))
        return
    _state["result"] = None
    by_id("cnt-save").disabled = True
    by_id("cnt-saved").textContent = _("Saved to the history.")


def start_language() -> None:
    """The page's language, as web/i18n-early.js picked it for the text drawn in."""
    lang.start_page(window)


def start() -> None:
    start_language()
    try:
        from cleverweb import counter_view, history_store
    except Exception as exc:  # a missing or broken engine must say so in words
        window.cleverFail(view.engine_error_message(exc))
        return

    def on_input(ev):
        target = ev.target
        try:
            if target.name in ("game", "players"):
                redraw(counter_view)
            refresh(counter_view)
            by_id("cnt-saved").textContent = ""
        except Exception as exc:  # never a dead page: say what went wrong
            by_id("cnt-results").textContent = _(Msg("The counter hit a problem: {error}",
                                                      error=str(exc)))

    handler = create_proxy(on_input)
    _proxies.append(handler)
    form = by_id("counter")
    form.addEventListener("input", handler)
    form.addEventListener("change", handler)
    # the Enter key on a phone's keypad moves on instead of submitting
    submit = create_proxy(lambda ev: ev.preventDefault())
    _proxies.append(submit)
    form.addEventListener("submit", submit)

    def on_save(ev):
        if _state["result"] is None:
            return
        try:
            save(history_store)
        except Exception as exc:  # never a dead page: say what went wrong
            by_id("cnt-saved").textContent = _(Msg("Not saved: {reason}.", reason=str(exc)))

    saver = create_proxy(on_save)
    _proxies.append(saver)
    by_id("cnt-save").addEventListener("click", saver)
    try:
        redraw(counter_view)
        refresh(counter_view)
    except Exception as exc:
        window.cleverFail(view.engine_error_message(exc))
        return
    by_id("status").dataset.state = "ready"
    by_id("status-text").textContent = _("Ready: the totals update as you type.")
    root.dataset.ready = "true"


start()
