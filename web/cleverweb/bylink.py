"""Play by link: 2 to 4 people, each on their own device, no server.

The game travels as a link (`#p=CODE`, the code of clever.gamecode): the
person whose part is done sends it; the next opens it, plays their part and
sends it on.  Each device keeps the game as its saved session, with the seat
it plays (`Session.viewer`, `Session.by_link`).  Opening a link replays it
through the rules (a broken or edited link is refused) and compares it with
the game this device holds (`receive`).  Pure Python (no DOM).
"""

from __future__ import annotations

from clever.i18n import N_, Msg

from .address import fragment_fields
from .lang import _
from .markup import escape
from .screens import button

# said on the page: what the links do not protect against (friendly play only)
NOT_PROTECTED = N_(
    "Links are checked by replaying every move through the rules, so a move the rules "
    "forbid, or a link changed by hand, is refused. They are meant for friendly play and do "
    "not stop cheating by someone who wants to: the link holds the seed, so a player who "
    "reads it could work out the dice in advance; a player can try a move, look at the "
    "result and send a different one from an older link; and anyone who gets a link can "
    "play the part of the person it was meant for.")


def check_seats(seats) -> str:
    """Why these seats cannot play by link ("" when they can)."""
    if not 2 <= len(seats) <= 4:
        return Msg("Play by link needs 2 to 4 players.")
    if any(seat.kind != "person" for seat in seats):
        return Msg("In a game played by link every seat is a person on their own device.")
    return ""


def link(base: str, code: str) -> str:
    return f"{base.split('#', 1)[0]}#p={code}"


def read_link(fragment) -> str | None:
    """The game code of a play-by-link address (after "#"), or None."""
    fields = fragment_fields(fragment)
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
    share = (button("share-send", escape(_(Msg("Share with {name}\u2026", name=nxt))))
             if can_share else "")
    if not g.history:  # another seat was drawn to start: nothing was played here yet
        what = Msg("{name} was drawn to start. Send this link to {name}: it carries the whole "
                   "game. {name} opens it, plays their part and sends a link back (or on). "
                   "Open the link you get back here, in this browser, to play yours.", name=nxt)
    else:
        what = Msg("Your part is done (round {round} of {rounds}). Send this link to {name}: "
                   "it carries the whole game. {name} opens it, plays their part and sends a "
                   "link back (or on). Open the link you get back here, in this browser, to go "
                   "on.", round=g.round, rounds=g.n_rounds, name=nxt)
    return (
        '<section class="send" aria-labelledby="send-title">'
        '<h2 id="send-title" tabindex="-1">'
        f'{escape(_(Msg("Send the game to {name}", name=nxt)))}</h2>'
        f'<p id="send-what">{escape(_(what))}</p>'
        f'<p><label for="send-link">{escape(_(Msg("Link for {name}", name=nxt)))}</label>'
        f'<input id="send-link" type="text" readonly value="{escape(url)}"></p>'
        f'<p class="controls-row">{button("copy-send", _("Copy the link"), "primary")}{share}'
        '</p>'
        '<p id="send-status" class="hint" role="status"></p>'
        f'<p class="hint" id="not-protected">{escape(_(NOT_PROTECTED))}</p>'
        '</section>')


def join_html(game, seat: int | None, replaces: bool) -> str:
    """A link to a game new to this device: who plays next, and a way in."""
    names = ", ".join(game.players)
    if seat is None:
        return ""
    who = game.players[seat]
    warn = ('<p class="hint" id="join-replaces">' + escape(_(
        "The game in progress in this browser will be kept aside (not deleted) and this one "
        "takes its place.")) + '</p>' if replaces else "")
    what = Msg("{game}, played by {names} on their own devices (round {round} of {rounds}). "
               "It is {name}'s part now. If you are {name}, play it here, then send the link "
               "on.", game=game.variant.title, names=names, round=game.round,
               rounds=game.n_rounds, name=who)
    return (
        '<section class="send" aria-labelledby="join-title">'
        '<h2 id="join-title" tabindex="-1">'
        + escape(_(Msg("A game by link: {name}'s turn", name=who))) + '</h2>'
        f'<p id="join-what">{escape(_(what))}</p>{warn}'
        '<p class="controls-row">'
        + button("join", escape(_(Msg("I am {name}: play my part", name=who))), "primary")
        + button("join-watch", _("Only watch the game so far")) + '</p>'
        f'<p class="hint" id="not-protected">{escape(_(NOT_PROTECTED))}</p>'
        '</section>')
