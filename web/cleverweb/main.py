"""PyScript entry point: runs in the browser under Pyodide.

Imports the engine lazily, so a missing or broken engine gives a clear message
instead of a dead page, then enables "New solo game" and sets
<html data-ready="true">. Everything shown comes from `cleverweb.view`.
"""

import random

from pyodide.ffi import create_proxy
from pyscript import document, window

from cleverweb import view

root = document.documentElement
_state = {"game": None, "log": [], "engine": None}
_proxies = []  # keep event handlers alive


def by_id(name):
    return document.getElementById(name)


def set_status(text, state):
    by_id("status").dataset.state = state
    by_id("status-text").textContent = text


def render():
    game = _state["game"]
    shown = view.game_view(game)
    by_id("game").hidden = False
    by_id("game-turn").textContent = shown.turn
    by_id("game-scores").textContent = shown.scores
    box = by_id("game-actions")
    box.replaceChildren()
    for index, text in enumerate(shown.actions):
        button = document.createElement("button")
        button.type = "button"
        button.textContent = text
        button.dataset.index = str(index)
        box.append(button)
    log = by_id("game-log")
    log.replaceChildren()
    for line in _state["log"]:
        item = document.createElement("li")
        item.textContent = line
        log.append(item)
    root.dataset.actions = str(len(shown.actions))


def on_new_game(_event=None):
    engine = _state["engine"]
    seed = view.new_seed(random.getrandbits)
    _state["game"] = engine.new_game(["You"], seed=seed)
    _state["log"] = [f"New solo game, seed {seed}."]
    render()
    set_status("Your game is on. Choose an action below.", "ready")


def on_action(event):
    button = event.target.closest("button")
    game = _state["game"]
    if button is None or game is None or game.pending is None:
        return
    actions = game.legal_actions()
    index = int(button.dataset.index)
    if index >= len(actions):
        return
    try:
        events = game.apply(actions[index])
    except _state["engine"].IllegalAction as exc:
        _state["log"] = view.event_lines([f"Not allowed: {exc}"], _state["log"])
    else:
        _state["log"] = view.event_lines(events or [], _state["log"])
    render()


def start():
    try:
        import clever
    except Exception as exc:  # a missing or broken engine must say so in words
        window.cleverFail(view.engine_error_message(exc))
        return
    _state["engine"] = clever
    for element_id, handler in (("new-game", on_new_game), ("game-actions", on_action)):
        proxy = create_proxy(handler)
        _proxies.append(proxy)
        by_id(element_id).addEventListener("click", proxy)
    by_id("new-game").disabled = False
    set_status("Ready. Start a new solo game.", "ready")
    root.dataset.ready = "true"


start()
