"""Engine state -> plain text and data for the page.

Pure functions, no DOM and no `js`/`pyscript` imports, so CPython tests can
import them. They use only the public engine API: `pending`,
`legal_actions()`, `apply()` results, `scores()` and, when present,
`describe_pending()`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

AREAS = ("yellow", "blue", "green", "orange", "purple")
MAX_LOG = 12


@dataclass(frozen=True)
class GameView:
    """Everything the text panel shows for one moment of a game."""

    turn: str
    scores: str
    actions: tuple[str, ...]
    over: bool


def player_name(game, seat: int) -> str:
    names = getattr(game, "players", None)
    if names and 0 <= seat < len(names):
        return str(names[seat])
    return f"Player {seat + 1}"


def pending_text(game) -> str:
    """Who must decide what, in words."""
    pending = game.pending
    if pending is None:
        return "The game is over."
    describe = getattr(game, "describe_pending", None)
    if callable(describe):
        text = str(describe())
        if text:
            return text
    kind = str(pending.kind).replace("_", " ")
    return f"{player_name(game, pending.player)} to decide: {kind}."


def scores_text(game) -> str:
    """One line per player: total and the five areas."""
    lines = []
    for seat, row in enumerate(game.scores()):
        name = row.get("player") or player_name(game, seat)
        parts = [f"{area} {row[area]}" for area in AREAS if area in row]
        if row.get("fox_points"):
            parts.append(f"foxes {row['fox_points']}")
        line = f"{name}: {row.get('total', 0)} points"
        if parts:
            line += " (" + ", ".join(parts) + ")"
        if game.pending is None and row.get("title"):
            line += f" \u2014 {row['title']}"
        lines.append(line)
    return "\n".join(lines)


def game_view(game) -> GameView:
    over = game.pending is None
    actions = () if over else tuple(str(action) for action in game.legal_actions())
    return GameView(pending_text(game), scores_text(game), actions, over)


def event_lines(events: Iterable, log: list[str] | None = None) -> list[str]:
    """Append the text of new events to a log, keeping the last MAX_LOG lines."""
    lines = list(log or []) + [str(event) for event in events]
    return lines[-MAX_LOG:]


def engine_error_message(exc: BaseException) -> str:
    """Why the engine could not be used, in words for a player."""
    detail = f"{type(exc).__name__}: {exc}".strip().rstrip(":")
    if isinstance(exc, ImportError):
        return (
            f"the rules engine could not be loaded ({detail}); "
            "this copy of the site may be incomplete"
        )
    return f"the rules engine failed while starting ({detail})"


def new_seed(randbits) -> int:
    """A fresh game seed from a `random.getrandbits`-like function."""
    return int(randbits(31)) or 1
