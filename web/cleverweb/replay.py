"""Replays: a finished game (own, shared by link, daily) played back step by
step, with the dice and sheets as they were.  Pure Python (no DOM): `Replay`
holds the position, `replay_html` draws it; `app.py` routes the buttons.

A position is a number of actions: 0 is the game before its first roll, the
last is the finished game.  Each position is the engine replaying that prefix
of the actions (clever.gamecode.prefix), never a copy kept aside, so what is
shown is what the rules say.
"""

from __future__ import annotations

from html import escape

from clever import gamecode

from .screens import button
from .session import NO_COACH, action_text, has_coach
from .sheet_svg import possessive
from .sheet_svg import sheet_parts as svg_parts
from .table import die_picture, zone

# the table's zones, in the order the game screen shows them
ZONES = (("rolled", "Just rolled"), ("aside", "Set aside"), ("field", "Die fields"),
         ("platter", "Silver platter"), ("cup", "In the cup"))


def past_table_html(game) -> str:
    """The dice of a past position: pictures with words, nothing to click."""
    groups: dict[str, list[str]] = {}
    for d in sorted(game.dice(), key=lambda d: (d["field"] is None, d["field"] or 0)):
        groups.setdefault(d["where"], []).append(die_picture(d, False))
    zones = "".join(zone(key, title, groups[key], "") for key, title in ZONES
                    if groups.get(key))
    return f'<div class="table-zones">{zones}</div>'


class Replay:
    def __init__(self, clever, game, source: str = "own", day: str | None = None):
        self.clever = clever
        self.game = game            # the whole game (its history is what is replayed)
        self.source = source        # "own", "link" or "daily"
        self.day = day
        self.at = 0
        self.seat = 0               # the sheet shown
        self.coach: dict[int, str] = {}  # position -> the coach's view of its move, in words
        self._cache = {0: gamecode.start_of(game)}
        self.round_starts = self._rounds()

    @property
    def end(self) -> int:
        return len(self.game.history)

    def _rounds(self) -> dict[int, int]:
        """Round -> the position at its start (the first roll of the round)."""
        g = gamecode.start_of(self.game)
        g.quiet = True
        starts = {1: 0}
        for i, a in enumerate(self.game.history):
            g.apply(a)
            if g.round not in starts and not g.is_over:
                starts[g.round] = i + 1
        return starts

    def position(self, at: int | None = None):
        """The game after `at` actions (the current position by default)."""
        at = self.at if at is None else at
        if at not in self._cache:
            self._cache[at] = gamecode.prefix(self.game, at)
        return self._cache[at]

    def go(self, at: int) -> None:
        self.at = max(0, min(self.end, at))
        g = self.position()
        if g.pending is not None and self.game.n > 1:
            self.seat = g.pending.player  # follow who decides

    def round_now(self) -> int:
        return max(r for r, at in self.round_starts.items() if at <= self.at)

    def last_move_words(self) -> str:
        """The action that led to this position, in players' words."""
        if self.at == 0:
            return "The game is set up; nothing has been played yet."
        before = self.position(self.at - 1)
        who = before.pending.player if before.pending is not None else 0
        action = self.clever.parse_action(self.game.history[self.at - 1])
        name = self.game.players[who]
        return f"{name}: {action_text(action, before, face=True)}."

    def decision_before(self) -> tuple | None:
        """(game before the move, the move) when the move at this position was
        a real choice (more than one legal action), else None."""
        if self.at == 0:
            return None
        before = self.position(self.at - 1)
        if len(before.legal_actions()) < 2:
            return None
        return before, self.clever.parse_action(self.game.history[self.at - 1])

    def coach_view(self) -> str:
        """The coach's view of the move that led here, in words (computed now)."""
        if not has_coach(self.game):
            return f"The coach is {NO_COACH}."
        found = self.decision_before()
        if found is None:
            return "That move was the only one possible: nothing to judge."
        before, played = found
        from clever.bots import coach
        ranking = coach(before)
        best, best_value = ranking[0]
        values = dict(ranking)
        regret = max(0.0, best_value - values.get(played, best_value))
        if played == best or regret < 0.05:
            return (f"The coach agrees: {action_text(played, before, face=True)} "
                    "was its choice too (or worth the same).")
        return (f"The coach would have played {action_text(best, before, face=True)}; "
                f"the move played was about {regret:.1f} points below it "
                "(the coach's estimate of the final score).")


def replay_parts(r: Replay) -> dict[str, str]:
    """The parts of the replay screen that change from one position to the next
    (element id -> inner markup), so a step replaces only these and the
    position line, a live region, is announced."""
    g = r.position()
    full = r.game
    where = "the game's start" if r.at == 0 else f"move {r.at} of {r.end}"
    if r.at == r.end:
        where += " (the end)"
    totals = ", ".join(f"{s['player']} {s['total']}" for s in g.scores())
    rounds = "".join(
        f'<option value="{at}"{" selected" if n == r.round_now() else ""}>Round {n}</option>'
        for n, at in sorted(r.round_starts.items()))
    tabs = ""
    if full.n > 1 and not getattr(full, "own_sheet", False):  # one phone: my sheet only
        tabs = '<div class="tabs" role="group" aria-label="Whose sheet to show">' + "".join(
            f'<button type="button" class="tab" id="replay-tab-{i}" '
            f'data-act="replay-seat-{i}" aria-pressed="{"true" if i == r.seat else "false"}">'
            f'{escape(full.players[i])}</button>' for i in range(full.n)) + "</div>"
    head, parts = svg_parts(g, r.seat, (), f"Score sheet of {full.players[r.seat]}")
    sheet = head + "".join(m for _, m in parts) + "</svg>"
    start, end = r.at == 0, r.at == r.end
    nav = (
        button("replay-first", "Start", extra=" disabled" if start else "")
        + button("replay-back", "\u25c0 Back", extra=" disabled" if start else "")
        + button("replay-next", "Forward \u25b6", "primary", extra=" disabled" if end else "")
        + button("replay-last", "End", extra=" disabled" if end else "")
        + '<label for="replay-round">Jump to</label>'
        f'<select id="replay-round" name="replay-round">{rounds}</select>')
    return {
        "replay-where": escape(f"Round {r.round_now()}, {where}. {r.last_move_words()} "
                               f"Points now: {totals}."),
        "replay-nav": nav,
        "replay-coach-view": escape(r.coach.get(r.at, "")),
        "replay-board": (
            f'<section class="table" aria-label="Dice table as it was">{past_table_html(g)}'
            '</section>'
            f'<section class="sheet-wrap" aria-label="Score sheet as it was">{tabs}'
            f'<h2 class="sheet-title">{escape(possessive(full.players[r.seat]))} sheet</h2>'
            f'{sheet}</section>'),
    }


def replay_html(r: Replay, can_play: bool, note: str = "") -> str:
    full = r.game
    title = {"link": "Replay of a shared game", "daily": "Replay of a daily challenge"}.get(
        r.source, "Replay of your game")
    if r.day:
        title += f" ({r.day})"
    parts = replay_parts(r)
    if not has_coach(full):
        coach_button = f'<p class="hint" id="replay-no-coach">The coach is {NO_COACH}.</p>'
    else:
        coach_button = button("replay-coach", "Coach's view of this move")
    play = button("replay-play", "Play this seed yourself", "primary") if can_play else ""
    return (
        '<section class="replay" aria-labelledby="replay-title">'
        f'<h2 id="replay-title" tabindex="-1">{escape(title)}</h2>'
        f'<p class="game-line">{escape(full.variant.title)}; {escape(", ".join(full.players))}'
        f'; final score: {escape(", ".join(str(s["total"]) for s in full.scores()))}.</p>'
        + (f'<p class="hint" id="replay-note">{escape(note)}</p>' if note else "")
        + '<div class="prompt-bar">'
        f'<p id="replay-where" class="prompt" aria-live="polite">{parts["replay-where"]}</p>'
        '<div id="replay-nav" class="controls-row" role="group" aria-label="Replay controls">'
        f'{parts["replay-nav"]}</div>'
        f'<div class="controls-row">{coach_button}</div>'
        f'<p id="replay-coach-view" class="hint" aria-live="polite">'
        f'{parts["replay-coach-view"]}</p></div>'
        f'<div id="replay-board" class="board">{parts["replay-board"]}</div>'
        f'<p class="controls-row">{play}'
        + button("replay-close", "Close the replay") + '</p>'
        '</section>')


def link_error_html(reason: str) -> str:
    """A shared link that could not be read: what is wrong, and a way on."""
    return (
        '<section class="broken" aria-labelledby="link-title">'
        '<h2 id="link-title" tabindex="-1">This link\'s game could not be opened</h2>'
        f'<p id="link-reason">The link was refused: {escape(reason)}.</p>'
        '<p>Nothing was changed: your own game and records in this browser are as they '
        'were. Ask for the link again, copied whole.</p>'
        '<p class="controls-row">' + button("replay-close", "Go to my game", "primary")
        + '</p></section>')
