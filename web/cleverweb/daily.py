"""The daily challenge and shared links (pure Python, no DOM; CPython tests it).

One solo game of That's Pretty Clever per calendar day, the same dice for
everyone: the seed comes from the date alone.  The date is the UTC date, so
players in every time zone share one challenge at the same moment (a new one
starts at midnight UTC, in the evening in America, the morning in Asia).

A shared link is the page's address with the game's code (clever.gamecode)
after "#": `#g=CODE`, or `#daily=YYYY-MM-DD&g=CODE` for a daily result.
The part after "#" never reaches a server, and the page reads it offline.

The record kept on the device (localStorage, as JSON): the best score of
each day's challenge, from which the streak is counted.
"""

from __future__ import annotations

import datetime
import hashlib
import json
from html import escape
from urllib.parse import parse_qs, quote

from clever.i18n import N_, Msg, plural

from .lang import _
from .words import area as area_title

VARIANT = "pretty-clever"
# "Same dice for everyone" (a table option of the engine): a roll's dice do not
# depend on earlier choices, so all players of the day meet the same dice in
# the same situation, not only on the first roll.
OPTIONS = ["same_dice"]
PLAYER = N_("You")  # the solo seat, named in the page's language
STORE_KEY = "clever.daily.v1"
MAX_DAYS = 400  # days of record kept: enough for a year's streak


def parse_day(text) -> datetime.date | None:
    """A YYYY-MM-DD date, or None for anything else."""
    if not isinstance(text, str) or len(text) != 10:
        return None
    try:
        return datetime.date.fromisoformat(text)
    except ValueError:
        return None


def daily_seed(day: str) -> int:
    """The seed of a day's challenge: a hash of the date (53 bits, so the
    page's JavaScript could show it exactly)."""
    digest = hashlib.sha256(f"clever-daily/{day}".encode()).digest()
    return int.from_bytes(digest[:7], "big") >> 3


# ----------------------------------------------------------------------
# the record on this device

def read_record(text) -> dict:
    """The stored record ({"best": {day: score}, "current": {day, seed}}); an
    empty one for missing or damaged text (the record is a convenience: a bad
    one must never stop the game)."""
    try:
        data = json.loads(text) if isinstance(text, str) else {}
    except ValueError:
        data = {}
    if not isinstance(data, dict):
        data = {}
    best = data.get("best")
    best = {d: s for d, s in best.items() if parse_day(d) and type(s) is int} \
        if isinstance(best, dict) else {}
    current = data.get("current")
    if not (isinstance(current, dict) and parse_day(current.get("day"))
            and type(current.get("seed")) is int):
        current = None
    return {"best": best, "current": current}


def record_score(record: dict, day: str, score: int) -> dict:
    """The record with a finished challenge of `day` counted (the best stays)."""
    best = dict(record["best"])
    best[day] = max(score, best.get(day, score))
    for old in sorted(best)[:-MAX_DAYS]:
        del best[old]
    return {**record, "best": best}


def streak(record: dict, today: str) -> int:
    """Days in a row with a finished challenge, up to today (or up to
    yesterday while today's is not played yet: the streak is still alive)."""
    day = parse_day(today)
    if day is None:
        return 0
    played = set(record["best"])
    if day.isoformat() not in played:
        day -= datetime.timedelta(days=1)
    count = 0
    while day.isoformat() in played:
        count += 1
        day -= datetime.timedelta(days=1)
    return count


def daily_of(record: dict, game) -> str | None:
    """The day whose challenge this game is, when it was started as such on
    this device (a game begun before midnight UTC stays that day's), else None."""
    cur = record.get("current")
    if (cur is not None and cur["seed"] == game.seed and game.seed == daily_seed(cur["day"])
            and game.n == 1 and game.variant.name == VARIANT
            and game.variant.options == frozenset(OPTIONS)):
        return cur["day"]
    return None


# ----------------------------------------------------------------------
# links

def link(base: str, code: str, day: str | None = None) -> str:
    """The address that opens this game's replay (base: the page without "#")."""
    base = base.split("#", 1)[0]
    return f"{base}#daily={day}&g={code}" if day else f"{base}#g={code}"


def read_link(fragment) -> tuple[str | None, str | None]:
    """(code, day) from the part of the address after "#"; (None, None) when
    it carries no game."""
    if not isinstance(fragment, str):
        return None, None
    fields = parse_qs(fragment.lstrip("#"), keep_blank_values=True)
    if "g" not in fields:
        return None, None
    day = fields.get("daily", [None])[0]
    return fields["g"][0], (day if parse_day(day) else None)


# ----------------------------------------------------------------------
# the result card

def card_text(game, url: str, day: str | None = None, best: int | None = None,
              days: int = 0) -> str:
    """The result to share, as plain text (a chat message)."""
    sc = game.scores()[0] if game.n == 1 else None
    lines = []
    if day:
        lines.append(_(Msg("{game}: daily challenge of {day} (UTC)", game=game.variant.title,
                           day=day)))
    else:
        lines.append(_(game.variant.title))
    if sc is not None:
        lines.append(_(plural(sc["total"], "{n} point ({title})", "{n} points ({title})",
                              title=sc["title"])
                       if sc.get("title") else plural(sc["total"], "{n} point", "{n} points")))
        areas = ", ".join(f"{_(area_title(a))} {sc[a]}" for a in game.variant.area_order)
        lines.append(_(Msg("{areas}, foxes {n}", areas=areas, n=sc["fox_points"])))
    else:
        lines.append("; ".join(f"{s['player']} {s['total']}" for s in game.scores()))
    if day and best is not None:
        lines.append(_(plural(days, "My best today: {best}. Streak: {n} day.",
                              "My best today: {best}. Streak: {n} days.", best=best)))
    lines.append(_(Msg("Watch or check the game: {url}", url=url)))
    return "\n".join(lines)


def card_html(text: str, url: str, day: str | None, can_share: bool, title: str = "") -> str:
    """The result card on the final score screen: the text, the link, and
    buttons to copy or share them."""
    title = _(title) if title else (_("Your daily challenge result") if day else
                                    _("Share this game"))
    share = (f'<button type="button" id="btn-share" data-act="share">{_("Share")}\u2026'
             '</button>' if can_share else "")
    return (
        '<section class="card" id="result-card" aria-labelledby="card-title">'
        f'<h3 id="card-title">{escape(title)}</h3>'
        f'<pre id="card-text" class="card-text">{escape(text)}</pre>'
        '<p><label for="card-link">'
        + escape(_("Link to this game (it carries the whole game: anyone can watch it or "
                   "check it, even offline)"))
        + '</label>'
        f'<input id="card-link" type="text" readonly value="{escape(url)}" '
        f'data-url="{quote(url, safe=":/?#&=._-~")}"></p>'
        '<p class="controls-row">'
        '<button type="button" id="btn-copy-card" data-act="copy-card">'
        f'{_("Copy the result")}</button>'
        '<button type="button" id="btn-copy-link" data-act="copy-link">'
        f'{_("Copy the link")}</button>'
        f'{share}</p>'
        '<p id="card-status" class="hint" role="status"></p>'
        '</section>')


def daily_intro(record: dict, day: str, today: str) -> str:
    """A line for the daily game's screens: the day's best and the streak."""
    best = record["best"].get(day)
    days = streak(record, today)
    if best is None:
        return _(plural(days, "Daily challenge of {day} (UTC). Not finished yet. Streak: {n} day.",
                        "Daily challenge of {day} (UTC). Not finished yet. Streak: {n} days.",
                        day=day))
    if day == today:
        return _(plural(days, "Daily challenge of {day} (UTC). Today's best: {best}. Streak: "
                        "{n} day.", "Daily challenge of {day} (UTC). Today's best: {best}. "
                        "Streak: {n} days.", day=day, best=best))
    return _(plural(days, "Daily challenge of {day} (UTC). That day's best: {best}. Streak: "
                    "{n} day.", "Daily challenge of {day} (UTC). That day's best: {best}. "
                    "Streak: {n} days.", day=day, best=best))
