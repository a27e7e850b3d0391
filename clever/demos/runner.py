"""Play one rules demo: build its position, try an action, tell when it is done.

Pure Python (standard library only), the same under CPython and in the page.
A demo's position is made only of public actions (its `script`, dice given
through the explicit chance input `roll F F ...`), from a new game or from
the demo's `position` (clever/position.py, checked against the rules), so
the engine alone decides what is legal and explains what is not.
"""

from __future__ import annotations

from ..errors import IllegalAction
from ..game import Game
from ..position import start_game
from ..variants import module_of, names
from .catalogue import DEMOS

# One name for the demo's player: the task text speaks to "you".
PLAYER = "You"
# A fixed seed: the few dice a demo does not script (a reroll, a tie on the
# solo platter) come out the same every time, so "try again" is the same demo.
SEED = 16


def all_demos() -> tuple[dict, ...]:
    """The catalogue's demos, then those a game brings in its own variant
    module (an optional DEMOS, entries as in the catalogue)."""
    return DEMOS + tuple(d for game in names() for d in getattr(module_of(game), "DEMOS", ()))


def demo(demo_id: str) -> dict:
    """The entry for `demo_id`; KeyError with the known ids if none."""
    every = all_demos()
    for d in every:
        if d["id"] == demo_id:
            return d
    raise KeyError(f"no demo '{demo_id}'; known: {', '.join(d['id'] for d in every)}")


def listing() -> list[dict]:
    """What demos.json holds: every demo's id, game and title."""
    return [{"id": d["id"], "game": d["game"], "title": d["title"]} for d in all_demos()]


def build(entry: dict) -> Game:
    """A fresh game at the demo's position (the script replayed from the
    start, or from the position the demo gives)."""
    players = [PLAYER] + [f"Player {i}" for i in range(2, entry.get("players", 1) + 1)]
    if "position" in entry:
        game = start_game(entry["position"], players, SEED, entry["game"])
    else:
        game = Game(players, SEED, entry["game"], first=0)
    for text in entry["script"]:
        game.apply(text)
    return game


def matches(pattern: str, action_text: str) -> bool:
    """Does an action's text fit a goal pattern ('*' stands for any one word)?"""
    want, got = pattern.split(), action_text.split()
    return len(want) == len(got) and all(w in ("*", g) for w, g in zip(want, got, strict=True))


def completes(entry: dict, action_text: str, events) -> bool:
    """Did this applied action complete the demo's task?  The goal names the
    actions that do it; `event` (optional) is the fields one of its events
    must have (a chain's bonus: {"kind": "action_gained", "action": "reroll"})."""
    goal = entry["goal"]
    if not any(matches(p, action_text) for p in goal["actions"]):
        return False
    want = goal.get("event")
    return want is None or any(all(getattr(e, k, None) == v for k, v in want.items())
                               for e in events)


def solutions(entry: dict) -> list[str]:
    """The legal actions at the demo's start that complete its task (for
    tests, and for a "show me" answer)."""
    out = []
    for action in build(entry).legal_actions():
        game = build(entry)
        events = game.apply(action)
        if completes(entry, str(action), events):
            out.append(str(action))
    return out


class Run:
    """One demo being played: its game, whether its task is done, the last word."""

    def __init__(self, demo_id: str):
        self.entry = demo(demo_id)
        self.reset()

    def reset(self) -> None:
        """Try again: back to the demo's starting position."""
        self.game = build(self.entry)
        self.done = False
        self.message = self.entry["task"]

    def act(self, action_text: str) -> bool:
        """Apply an action; False (and the engine's explanation as the message,
        nothing changed) when the rules refuse it."""
        try:
            events = self.game.apply(action_text)
        except IllegalAction as e:
            self.message = str(e)
            return False
        if not self.act_done(str(self.game.history[-1]), events):
            self.message = " ".join(str(e) for e in events) or self.entry["task"]
        return True

    def act_done(self, action_text: str, events) -> bool:
        """Note an action already applied to `game`; True when it completed the task."""
        if not self.done and completes(self.entry, action_text, events):
            self.done = True
            self.message = self.entry["done"]
        return self.done
