"""Replays: a finished game (own, shared by link, daily) played back step by
step, with the dice and sheets as they were.  Pure Python (no DOM): `Replay`
holds the position, `replay_html` draws it; `app.py` routes the buttons.

A position is a number of actions: 0 is the game before its first roll, the
last is the finished game.  Each position is the engine replaying that prefix
of the actions (clever.gamecode.prefix), never a copy kept aside, so what is
shown is what the rules say.
"""

from __future__ import annotations

from clever import gamecode
from clever.event_words import describe
from clever.i18n import N_, Msg
from clever.own_sheet import KINDS as OWN_SHEET_KINDS

from .lang import _
from .markup import escape
from .screens import button
from .session import action_text, coach_level, has_coach
from .sheet import sheet_label, whose
from .sheet import sheet_parts as svg_parts
from .table import die_picture, zone

# the table's zones, in the order the game screen shows them
ZONES = (("rolled", N_("Just rolled")), ("aside", N_("Set aside")),
         ("field", N_("Die fields")), ("platter", N_("Silver platter")),
         ("cup", N_("In the cup")))


def past_table_html(game) -> str:
    """The dice of a past position: pictures with words, nothing to click."""
    groups: dict[str, list[str]] = {}
    for d in sorted(game.dice(), key=lambda d: (d["field"] is None, d["field"] or 0)):
        groups.setdefault(d["where"], []).append(die_picture(d, False))
    zones = "".join(zone(key, _(title), groups[key], "") for key, title in ZONES
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
            return Msg("The game is set up; nothing has been played yet.")
        before = self.position(self.at - 1)
        who = before.pending.player if before.pending is not None else 0
        action = self.clever.parse_action(self.game.history[self.at - 1])
        if action.kind in OWN_SHEET_KINDS:
            # another player's dice tapped in on this phone: said as the game log
            # says them ("On Bob's silver platter: ..."), not as a move of this phone's
            entered = gamecode.prefix(self.game, self.at - 1).apply(action)
            return describe(next(e for e in entered if e.kind == f"{action.kind}_entered"))
        name = self.game.players[who]
        return Msg("{name}: {action}.", name=name, action=action_text(action, before, face=True))

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
            return Msg("The coach is not available for this game yet.")
        found = self.decision_before()
        if found is None:
            return Msg("That move was the only one possible: nothing to judge.")
        before, played = found
        from clever.bots import coach
        ranking = coach(before, level=coach_level(before))
        best, best_value = ranking[0]
        values = dict(ranking)
        regret = max(0.0, best_value - values.get(played, best_value))
        if played == best or regret < 0.05:
            return Msg("The coach agrees: {action} was its choice too (or worth the same).",
                       action=action_text(played, before, face=True))
        return Msg("The coach would have played {action}; the move played was about {points} "
                   "points below it (the coach's estimate of the final score).",
                   action=action_text(best, before, face=True), points=f"{regret:.1f}")


def replay_parts(r: Replay) -> dict[str, str]:
    """The parts of the replay screen that change from one position to the next
    (element id -> inner markup), so a step replaces only these and the
    position line, a live region, is announced."""
    g = r.position()
    full = r.game
    if r.at == 0:
        where = Msg("the game's start")
    elif r.at == r.end:
        where = Msg("move {n} of {total} (the end)", n=r.at, total=r.end)
    else:
        where = Msg("move {n} of {total}", n=r.at, total=r.end)
    totals = ", ".join(f"{s['player']} {s['total']}" for s in g.scores())
    rounds = "".join(
        f'<option value="{at}"{" selected" if n == r.round_now() else ""}>'
        f'{escape(_(Msg("Round {n}", n=n)))}</option>'
        for n, at in sorted(r.round_starts.items()))
    tabs = ""
    if full.n > 1 and not getattr(full, "own_sheet", False):  # one phone: my sheet only
        tabs = (f'<div class="tabs" role="group" aria-label="{_("Whose sheet to show")}">'
                + "".join(
            f'<button type="button" class="tab" id="replay-tab-{i}" '
            f'data-act="replay-seat-{i}" aria-pressed="{"true" if i == r.seat else "false"}">'
            f'{escape(full.players[i])}</button>' for i in range(full.n)) + "</div>")
    name = full.players[r.seat]
    head, parts = svg_parts(g, r.seat, (), _(sheet_label(name)))
    sheet = head + "".join(m for _key, m in parts) + "</svg>"
    start, end = r.at == 0, r.at == r.end
    nav = (
        button("replay-first", _("Start"), extra=" disabled" if start else "")
        + button("replay-back", "\u25c0 " + _("Back"), extra=" disabled" if start else "")
        + button("replay-next", _("Forward") + " \u25b6", "primary",
                 extra=" disabled" if end else "")
        + button("replay-last", _("End"), extra=" disabled" if end else "")
        + f'<label for="replay-round">{_("Jump to")}</label>'
        f'<select id="replay-round" name="replay-round">{rounds}</select>')
    where_now = Msg("Round {n}, {where}. {move} Points now: {totals}.", n=r.round_now(),
                    where=where, move=r.last_move_words(), totals=totals)
    caption = whose(name, Msg("Your sheet"), Msg("{name}'s sheet", name=name))
    return {
        "replay-where": escape(_(where_now)),
        "replay-nav": nav,
        "replay-coach-view": escape(_(r.coach.get(r.at, ""))),
        "replay-board": (
            f'<section class="table" aria-label="{_("Dice table as it was")}">'
            f'{past_table_html(g)}</section>'
            f'<section class="sheet-wrap" aria-label="{_("Score sheet as it was")}">{tabs}'
            f'<h2 class="sheet-title">{escape(_(caption))}</h2>'
            f'{sheet}</section>'),
    }


def replay_html(r: Replay, can_play: bool, note: str = "") -> str:
    full = r.game
    title = _({"link": N_("Replay of a shared game"),
               "daily": N_("Replay of a daily challenge")}.get(r.source,
                                                              N_("Replay of your game")))
    if r.day:
        title += f" ({r.day})"
    parts = replay_parts(r)
    if not has_coach(full):
        coach_button = ('<p class="hint" id="replay-no-coach">'
                        + escape(_("The coach is not available for this game yet.")) + '</p>')
    else:
        coach_button = button("replay-coach", escape(_("Coach's view of this move")))
    play = button("replay-play", _("Play this seed yourself"), "primary") if can_play else ""
    line = Msg("{game}; {players}; final score: {scores}.", game=full.variant.title,
               players=", ".join(full.players),
               scores=", ".join(str(s["total"]) for s in full.scores()))
    return (
        '<section class="replay" aria-labelledby="replay-title">'
        f'<h2 id="replay-title" tabindex="-1">{escape(title)}</h2>'
        f'<p class="game-line">{escape(_(line))}</p>'
        + (f'<p class="hint" id="replay-note">{escape(_(note))}</p>' if note else "")
        + '<div class="prompt-bar">'
        f'<p id="replay-where" class="prompt" aria-live="polite">{parts["replay-where"]}</p>'
        f'<div id="replay-nav" class="controls-row" role="group" '
        f'aria-label="{_("Replay controls")}">'
        f'{parts["replay-nav"]}</div>'
        f'<div class="controls-row">{coach_button}</div>'
        f'<p id="replay-coach-view" class="hint" aria-live="polite">'
        f'{parts["replay-coach-view"]}</p></div>'
        f'<div id="replay-board" class="board">{parts["replay-board"]}</div>'
        f'<p class="controls-row">{play}'
        + button("replay-close", _("Close the replay")) + '</p>'
        '</section>')


def link_error_html(reason: str) -> str:
    """A shared link that could not be read: what is wrong, and a way on."""
    return (
        '<section class="broken" aria-labelledby="link-title">'
        '<h2 id="link-title" tabindex="-1">'
        + escape(_("This link's game could not be opened")) + '</h2>'
        '<p id="link-reason">'
        + escape(_(Msg("The link was refused: {reason}.", reason=reason))) + '</p>'
        '<p>' + escape(_("Nothing was changed: your own game and records in this browser are "
                         "as they were. Ask for the link again, copied whole.")) + '</p>'
        '<p class="controls-row">' + button("replay-close", _("Go to my game"), "primary")
        + '</p></section>')
