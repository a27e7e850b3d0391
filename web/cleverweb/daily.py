"""The daily challenge and shared links (pure Python, no DOM; CPython tests it).

One solo game per calendar day for each game of the family whose variant
says DAILY (That's Pretty Clever, Clever 4Ever, Twice as Clever), the same
dice for everyone: the seed comes from the date and the game alone.  The date is the UTC date, so
players in every time zone share one challenge at the same moment (a new one
starts at midnight UTC, in the evening in America, the morning in Asia).

A shared link is the page's address with the game's code (clever.gamecode)
after "#": `#g=CODE`, or `#daily=YYYY-MM-DD&g=CODE` for a daily result.
The part after "#" never reaches a server, and the page reads it offline.

The record kept on the device (localStorage, as JSON): the best score of
each day's challenge per game, from which each game's streak is counted.
A record written before 4Ever had a challenge ({"best": {day: score}}) reads
as That's Pretty Clever's.
"""

from __future__ import annotations

import datetime
import hashlib

from clever import safe_json, variants
from clever.i18n import N_, Msg, plural
from clever.variants import get_variant

from .address import fragment_fields
from .lang import _
from .markup import escape
from .words import area as area_title

# The game whose challenge came first: old records and its seeds are its. A
# fact about data already stored, so it stays this game whatever joins the family.
VARIANT = "pretty-clever"
# "Same dice for everyone" (a table option of the engine): a roll's dice do not
# depend on earlier choices, so all players of the day meet the same dice in
# the same situation, not only on the first roll.
OPTIONS = ["same_dice"]
PLAYER = N_("You")  # the solo seat, named in the page's language
STORE_KEY = "clever.daily.v1"
MAX_DAYS = 400  # days of record kept: enough for a year's streak


def games() -> tuple[str, ...]:
    """The games with a daily challenge (their variant's DAILY), in menu order."""
    return tuple(name for name in variants.names() if get_variant(name).daily)


def __getattr__(name: str):
    # GAMES: games() read as a constant, as it is asked for (a game registered
    # later is in it)
    if name == "GAMES":
        return games()
    raise AttributeError(name)


def parse_day(text) -> datetime.date | None:
    """A YYYY-MM-DD date, or None for anything else."""
    if not isinstance(text, str) or len(text) != 10:
        return None
    try:
        return datetime.date.fromisoformat(text)
    except ValueError:
        return None


def daily_seed(day: str, variant: str = VARIANT) -> int:
    """The seed of a day's challenge of one game: a hash of the date and the
    game (53 bits, so the page's JavaScript could show it exactly).  Pretty
    Clever's keeps the key it had before 4Ever got a challenge, so its days
    keep their dice."""
    key = f"clever-daily/{day}" if variant == VARIANT else f"clever-daily/{variant}/{day}"
    digest = hashlib.sha256(key.encode()).digest()
    return int.from_bytes(digest[:7], "big") >> 3


# ----------------------------------------------------------------------
# the record on this device

def _days(best) -> dict:
    """{day: score} with only well-formed entries kept."""
    if not isinstance(best, dict):
        return {}
    return {d: s for d, s in best.items() if parse_day(d) and type(s) is int}


def read_record(text) -> dict:
    """The stored record ({"best": {game: {day: score}}, "current": {day, seed,
    game}}); an empty one for missing or damaged text (the record is a
    convenience: a bad one must never stop the game).  An old record's days
    ({"best": {day: score}}, no game named) are That's Pretty Clever's."""
    # never json.loads a stored text as it is: a deeply nested one kills Pyodide
    data = safe_json.read(text)[0] if isinstance(text, str) else {}
    if not isinstance(data, dict):
        data = {}
    stored = data.get("best") if isinstance(data.get("best"), dict) else {}
    best = {name: _days(stored.get(name)) for name in games()}
    best[VARIANT] = {**_days(stored), **best[VARIANT]}  # the old format's days
    current = data.get("current")
    if not (isinstance(current, dict) and parse_day(current.get("day"))
            and type(current.get("seed")) is int
            and current.get("game", VARIANT) in games()):
        current = None
    elif "game" not in current:
        current = {**current, "game": VARIANT}
    return {"best": best, "current": current}


def record_score(record: dict, day: str, score: int, game: str = VARIANT) -> dict:
    """The record with a finished challenge of `day` of `game` counted (the best stays)."""
    best = dict(record["best"][game])
    best[day] = max(score, best.get(day, score))
    for old in sorted(best)[:-MAX_DAYS]:
        del best[old]
    return {**record, "best": {**record["best"], game: best}}


def best_of(record: dict, day: str, game: str = VARIANT) -> int | None:
    """The best score of `day`'s challenge of `game` on this device, if played."""
    return record["best"][game].get(day)


def streak(record: dict, today: str, game: str = VARIANT) -> int:
    """Days in a row with a finished challenge of `game`, up to today (or up
    to yesterday while today's is not played yet: the streak is still alive)."""
    day = parse_day(today)
    if day is None:
        return 0
    played = set(record["best"][game])
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
    name = game.variant.name
    if (cur is not None and cur["game"] == name and cur["seed"] == game.seed
            and game.seed == daily_seed(cur["day"], name)
            and game.n == 1 and game.variant.options == frozenset(OPTIONS)):
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
    fields = fragment_fields(fragment)
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
        lines.append(_(Msg("{game}: daily challenge of {day} (UTC)", game=_(game.variant.title),
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
    from urllib.parse import quote  # here, not at the top: see address.py

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


def daily_intro(record: dict, day: str, today: str, game: str = VARIANT) -> str:
    """A line for the daily game's screens: the day's best and the streak of `game`."""
    best = best_of(record, day, game)
    days = streak(record, today, game)
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


# ----------------------------------------------------------------------
# the menu's choice: one challenge per game

def choice_html(record: dict, today: str, under_way: str | None = None,
                back: str = "") -> str:
    """The "Daily challenge" screen: today's challenge of each game, with its
    best and streak on this device and a button to play it (`under_way`: the
    game whose challenge of today is in progress here: its button goes back to it);
    `back`: the label of the way out."""
    out = ['<section class="daily-choice" aria-labelledby="daily-title">'
           f'<h2 id="daily-title" tabindex="-1">{escape(_("Daily challenges"))}</h2>'
           '<p>' + escape(_("Each game has one solo challenge a day, the same dice for "
                            "everyone. A new one starts at midnight UTC.")) + '</p>']
    for name in games():
        title = _(get_variant(name).title)  # the game's name in the page's language
        label = (Msg("Back to today's {game} challenge", game=title) if name == under_way
                 else Msg("Play today's {game} challenge", game=title))
        out.append(
            f'<section class="card daily-game" aria-labelledby="daily-h-{name}">'
            f'<h3 id="daily-h-{name}">{escape(title)}</h3>'
            f'<p id="daily-line-{name}">{escape(daily_intro(record, today, today, name))}</p>'
            f'<p><button type="button" id="btn-daily-{name}" class="primary" '
            f'data-act="daily-{name}">{escape(_(label))}</button></p></section>')
    if back:
        out.append('<p class="controls-row"><button type="button" id="btn-daily-close" '
                   f'data-act="daily-close">{escape(_(back))}</button></p>')
    out.append("</section>")
    return "".join(out)
