"""Play by link: 2 to 4 people, each on their own device, no server.

The game travels as a link (`#p=CODE`, the code of clever.gamecode): the
person whose part is done sends it; the next opens it, plays their part and
sends it on.  Each device keeps the game as its saved session, with the seat
it plays (`Session.viewer`, `Session.by_link`).  Opening a link replays it
through the rules (a broken or edited link is refused) and compares it with
the game this device holds (`receive`).  Pure Python (no DOM).
"""

from __future__ import annotations

from html import escape
from urllib.parse import parse_qs

from .screens import button

# said on the page: what the links do not protect against (friendly play only)
NOT_PROTECTED = (
    "Links are checked by replaying every move through the rules, so a move the rules "
    "forbid, or a link changed by hand, is refused. They are meant for friendly play and do "
    "not stop cheating by someone who wants to: the link holds the seed, so a player who "
    "reads it could work out the dice in advance; a player can try a move, look at the "
    "result and send a different one from an older link; and anyone who gets a link can "
    "play the part of the person it was meant for.")


def check_seats(seats) -> str:
    """Why these seats cannot play by link ("" when they can)."""
    if not 2 <= len(seats) <= 4:
        return "Play by link needs 2 to 4 players."
    if any(seat.kind != "person" for seat in seats):
        return "In a game played by link every seat is a person on their own device."
    return ""


def link(base: str, code: str) -> str:
    return f"{base.split('#', 1)[0]}#p={code}"


def read_link(fragment) -> str | None:
    """The game code of a play-by-link address (after "#"), or None."""
    if not isinstance(fragment, str):
        return None
    fields = parse_qs(fragment.lstrip("#"), keep_blank_values=True)
    return fields["p"][0] if "p" in fields else None


def same_game(a, b) -> bool:
    """Are two engine games the same game (set-up), whatever their progress?"""
    return (a.players == b.players and a.seed == b.seed and a.variant.name == b.variant.name
            and a.variant.options == b.variant.options and a.first == b.first)


def receive(session, game) -> tuple[str, int | None]:
    """What a link's `game` is to this device, whose saved session is `session`
    (or None): ("continue", seat) the game this device plays, moved on (or
    the same); ("older", seat) an earlier link of it; ("new", seat) a game new
    here, whose next move is `seat`'s (None once it is over)."""
    if session is not None and session.by_link and same_game(session.game, game):
        mine, theirs = session.game.history, game.history
        if theirs[:len(mine)] == mine:
            return "continue", session.viewer
        if mine[:len(theirs)] == theirs:
            return "older", session.viewer
    p = game.pending
    return "new", (p.player if p is not None else None)


def send_html(s, url: str, can_share: bool) -> str:
    """This device's part is done: send the game on."""
    g = s.game
    nxt = g.players[s.pending.player]
    share = (button("share-send", f"Share with {escape(nxt)}\u2026") if can_share else "")
    return (
        '<section class="send" aria-labelledby="send-title">'
        f'<h2 id="send-title" tabindex="-1">Send the game to {escape(nxt)}</h2>'
        f'<p id="send-what">Your part is done (round {g.round} of {g.n_rounds}). Send this '
        f'link to {escape(nxt)}: it carries the whole game. {escape(nxt)} opens it, plays '
        'their part and sends a link back (or on). Open the link you get back here, in this '
        'browser, to go on.</p>'
        '<p><label for="send-link">Link for '
        f'{escape(nxt)}</label><input id="send-link" type="text" readonly '
        f'value="{escape(url)}"></p>'
        f'<p class="controls-row">{button("copy-send", "Copy the link", "primary")}{share}</p>'
        '<p id="send-status" class="hint" role="status"></p>'
        f'<p class="hint" id="not-protected">{escape(NOT_PROTECTED)}</p>'
        '</section>')


def join_html(game, seat: int | None, replaces: bool) -> str:
    """A link to a game new to this device: who plays next, and a way in."""
    names = ", ".join(game.players)
    if seat is None:
        return ""
    who = escape(game.players[seat])
    warn = ("<p class=\"hint\" id=\"join-replaces\">The game in progress in this browser will "
            "be kept aside (not deleted) and this one takes its place.</p>" if replaces else "")
    return (
        '<section class="send" aria-labelledby="join-title">'
        f'<h2 id="join-title" tabindex="-1">A game by link: {who}\'s turn</h2>'
        f'<p id="join-what">{escape(game.variant.title)}, played by {escape(names)} on their '
        f'own devices (round {game.round} of {game.n_rounds}). It is {who}\'s part now. If you '
        f'are {who}, play it here, then send the link on.</p>{warn}'
        '<p class="controls-row">'
        + button("join", f"I am {who}: play my part", "primary")
        + button("join-watch", "Only watch the game so far") + '</p>'
        f'<p class="hint" id="not-protected">{escape(NOT_PROTECTED)}</p>'
        '</section>')
