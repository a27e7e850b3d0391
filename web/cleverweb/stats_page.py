"""PyScript entry point of stats.html: the statistics of the history of games
on this device (localStorage, read through history_store), for the game the
switch names; the figures come from clever/stats.py, the markup from
stats_view.py. The page only reads the history: it never changes it."""

from __future__ import annotations

from pyodide.ffi import create_proxy
from pyscript import document, window

from clever import stats, variants
from clever.counter import game_title
from clever.i18n import Msg
from cleverweb import lang, view
from cleverweb.lang import _

root = document.documentElement
_proxies = []
PLAYER_KEY = "clever.stats.player"  # the player chosen, kept for this tab's session only


def by_id(name):
    return document.getElementById(name)


class StatsPage:
    def __init__(self, store_mod, view_mod):
        self.view = view_mod
        self.store = store_mod.open_store(window)
        self.variant = view_mod.default_variant(self.store.records)
        self.names = stats.player_names(self.store.records)
        kept = self.session_get()
        self.player = kept if kept in self.names else None

    @staticmethod
    def session_get():
        try:
            return window.sessionStorage.getItem(PLAYER_KEY)
        except Exception:  # blocked storage: everyone, as on a first visit
            return None

    @staticmethod
    def session_set(name) -> None:
        try:
            if name:
                window.sessionStorage.setItem(PLAYER_KEY, name)
            else:
                window.sessionStorage.removeItem(PLAYER_KEY)
        except Exception:
            pass  # a convenience: the figures are shown all the same

    def figures_html(self) -> str:
        return self.view.stats_html(self.store.records, self.variant, self.player)

    def show(self) -> None:
        pick = self.view.switch_html(self.variant)
        if self.names:
            pick += self.view.player_html(self.names, self.player)
        by_id("stats-pick").innerHTML = pick
        by_id("stats").innerHTML = self.figures_html()

    def on_change(self, ev):
        value = ev.target.value
        if ev.target.name == "stats-player":
            self.player = value if value in self.names else None
            self.session_set(self.player)
            by_id("stats").innerHTML = self.figures_html()
            by_id("stats-said").textContent = _(
                Msg("Showing the games of {name}.", name=self.player) if self.player
                else Msg("Showing everyone's games."))
            return
        if ev.target.name != "stats-game" or value not in variants.KNOWN:
            return
        self.variant = value
        by_id("stats").innerHTML = self.figures_html()
        by_id("stats-said").textContent = _(Msg("Showing {game}.", game=game_title(value)))


def start() -> None:
    lang.start_page(window)
    try:
        from cleverweb import history_store, local_time, stats_view
        local_time.use_device_clock()
        page = StatsPage(history_store, stats_view)
        page.show()
    except Exception as exc:
        window.cleverFail(view.engine_error_message(exc))
        return
    if page.store.problem:
        by_id("stats-said").textContent = _(Msg("The history cannot be used fully: {problem}.",
                                                problem=page.store.problem))
    proxy = create_proxy(page.on_change)
    _proxies.append(proxy)
    by_id("stats-pick").addEventListener("change", proxy)
    by_id("status").dataset.state = "ready"
    by_id("status-text").textContent = _("Ready.")
    root.dataset.ready = "true"


start()
