"""The statistics page's markup (stats.html): pure functions, no DOM.

Every chart is an SVG drawn here from clever/stats.py's figures, inside a
<figure> whose caption says in a sentence what the chart shows (the SVG is
role="img" labelled by that caption) and followed by a table of the same
figures. Colour is never the only cue: bars carry their area's name and value
as text, and "last games" bars are hatched as well as lighter.
"""

from __future__ import annotations

import datetime
from fractions import Fraction

from clever import stats, variants
from clever.counter import area_label as _area_label
from clever.counter import area_word as _area_word
from clever.counter import game_title
from clever.history import SOURCES
from clever.i18n import N_, Msg, plural
from cleverweb import lang
from cleverweb.lang import _
from cleverweb.local_time import local
from cleverweb.sheet import COLOURS, FALLBACK

from .markup import escape

W = 320          # the charts' viewBox width; they scale to the page
ARROWS = {"up": Msg("\u2191 up"), "down": Msg("\u2193 down"), "level": Msg("\u2192 level")}
TRENDS = {"up": Msg("up"), "down": Msg("down"), "level": Msg("level")}


def num(x: Fraction | int | None) -> str:
    """One decimal, or a dash for no value (a minus sign for negatives; a
    decimal comma in German and French)."""
    if x is None:
        return "\u2013"
    text = f"{float(x):.1f}"
    text = text.replace("-", "\u2212") if text != "-0.0" else "0.0"
    return text if lang.current == "en" else text.replace(".", ",")


def signed(x: Fraction | None) -> str:
    if x is None:
        return "\u2013"
    return ("+" if x >= 0 else "") + num(x)


def area_word(area: str) -> str:
    return _(_area_word(area))


def area_label(area: str) -> str:
    return _(_area_label(area))


def switch_html(current: str) -> str:
    """The game switch: radio buttons (arrow keys move between them)."""
    items = []
    for name in variants.names():  # the family's menu order: the base game first
        checked = " checked" if name == current else ""
        items.append(f'<label><input type="radio" name="stats-game" value="{name}"'
                     f'{checked}> {escape(_(game_title(name)))}</label>')
    return (f'<fieldset class="stats-switch"><legend>{escape(_("Game"))}</legend>'
            + "".join(items) + "</fieldset>")


def player_html(names: list[str], current: str | None) -> str:
    """The choice of whose figures to show: everyone (the default) or one
    player of the history (a labelled select: the keyboard moves through it)."""
    mark = ' selected="selected"'
    options = [f'<option value=""{"" if current else mark}>{escape(_("Everyone"))}</option>']
    for name in names:
        chosen = mark if name == current else ""
        options.append(f'<option value="{escape(name)}"{chosen}>{escape(name)}</option>')
    return ('<p class="stats-player"><label for="stats-player">'
            f'{escape(_("Player"))}</label> '
            f'<select id="stats-player" name="stats-player">{"".join(options)}</select></p>')


def _figure(ident: str, heading: str, sentence: str, svg_body: str, height: int,
            table: str) -> str:
    return (f'<section class="stats-part" aria-labelledby="{ident}-h">'
            f'<h2 id="{ident}-h">{escape(_(heading))}</h2><figure class="stats-fig">'
            f'<svg class="stats-svg" id="{ident}-chart" viewBox="0 0 {W} {height}" '
            f'role="img" aria-labelledby="{ident}-cap" focusable="false">{svg_body}</svg>'
            f'<figcaption id="{ident}-cap">{escape(sentence)}</figcaption></figure>'
            f'{table}</section>')


def _table(ident: str, caption: str, head: list[str], rows: list[list[str]]) -> str:
    """A table of figures: `caption` and `head` are translated here, the rows'
    cells are markup already."""
    caption = escape(_(caption))
    th = "".join(f'<th scope="col">{escape(_(h))}</th>' for h in head)
    body = "".join("<tr>" + f'<th scope="row">{r[0]}</th>'
                   + "".join(f"<td>{c}</td>" for c in r[1:]) + "</tr>" for r in rows)
    return (f'<table class="stats-table" id="{ident}"><caption>{caption}</caption>'
            f"<thead><tr>{th}</tr></thead><tbody>{body}</tbody></table>")


# ----------------------------------------------------------------------
# scores over time

def scores_sentence(f: dict) -> str:
    totals = [s[3] for s in f["scores"]]
    first, last = f["scores"][0][1][:10], f["scores"][-1][1][:10]
    t = f["total"]
    text = _(Msg("{scores} from {games}, {first} to {last}: lowest {lo}, highest {hi}, "
                 "average {average}.",
                 scores=plural(f["sheets"], "{n} score", "{n} scores"),
                 games=plural(f["games"], "{n} game", "{n} games"),
                 first=first, last=last, lo=min(totals), hi=max(totals),
                 average=num(t["all"])))
    text += " " + _("Points are spaced by the date of their game, oldest left.")
    if f["sheets"] > f["recent_count"]:
        text += " " + _(Msg("The last {n} average {average} ({change}, {trend}).",
                            n=f["recent_count"], average=num(t["recent"]),
                            change=signed(t["change"]), trend=TRENDS[t["trend"]]))
    return text


def when(text: str) -> float | None:
    """A record's finishing time in seconds, or None when it cannot be read."""
    try:
        return datetime.datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp()
    except (ValueError, AttributeError):
        return None


def positions(scores: list) -> list[float]:
    """Where each score sits along the time axis, 0 to 1: by its game's date,
    so a pause between games shows as a gap (by order when a date is unreadable)."""
    n = len(scores)
    times = [when(s[1]) for s in scores]
    if n == 1:
        return [0.5]
    if None in times or times[-1] == times[0]:
        return [i / (n - 1) for i in range(n)]
    return [(t - times[0]) / (times[-1] - times[0]) for t in times]


def axis_labels(first: str, last: str) -> tuple[str, str]:
    """The time axis's two ends (on the player's clock, local_time.py): their
    dates, or, for games of one day, the date and hour at the left and the hour
    at the right (never the same label twice); "" at the right when both ends
    are the same moment."""
    (day0, time0, _in_zone), (day1, time1, _) = local(first), local(last)
    if day0 != day1:
        return day0, day1
    if time0 == time1:
        return day0, ""
    return f"{day0} {time0}", time1


def scores_svg(f: dict) -> tuple[str, int]:
    h, left, right, top, bottom = 180, 34, 8, 22, 24
    totals = [s[3] for s in f["scores"]]
    # the range of the scores, to tens (not from zero: the change is what matters)
    lo, hi = min(totals) // 10 * 10, -(-max(totals) // 10) * 10
    hi = hi if hi > lo else lo + 10
    n = len(totals)
    along = positions(f["scores"])

    def x(i):
        return left + (W - left - right) * along[i]

    def y(v):
        return top + (h - top - bottom) * (hi - v) / (hi - lo)

    out = [f'<line class="axis" x1="{left}" y1="{y(lo):.1f}" x2="{W - right}" y2="{y(lo):.1f}"/>',
           f'<line class="axis" x1="{left}" y1="{top}" x2="{left}" y2="{y(lo):.1f}"/>']
    for v in sorted({lo, hi}):
        out.append(f'<text class="tick" x="{left - 4}" y="{y(v) + 4:.1f}" '
                   f'text-anchor="end">{v}</text>')
    avg = float(f["total"]["all"])
    out.append(f'<line class="avg" x1="{left}" y1="{y(avg):.1f}" x2="{W - right}" '
               f'y2="{y(avg):.1f}"/>')
    # the key, above the plot so it never covers a point
    out.append(f'<line class="avg" x1="{left}" y1="7" x2="{left + 22}" y2="7"/>'
               f'<text class="tick" x="{left + 26}" y="10">'
               f'{escape(_(Msg("average {average}", average=num(f["total"]["all"]))))}'
               f'</text><circle class="dot key" cx="{left + 130}" cy="7" r="3"/>'
               f'<text class="tick" x="{left + 137}" y="10">'
               f'{escape(_("one score, oldest left"))}</text>')
    points = " ".join(f"{x(i):.1f},{y(v):.1f}" for i, v in enumerate(totals))
    # a line only from game to game: the sheets of one game share a moment, and
    # a line through them would zigzag up and down on the spot
    if n > 1 and len(set(along)) == n:
        out.append(f'<polyline class="line" points="{points}"/>')
    for i, v in enumerate(totals):
        out.append(f'<circle class="dot" cx="{x(i):.1f}" cy="{y(v):.1f}" r="3"/>')
    first, last = axis_labels(f["scores"][0][1], f["scores"][-1][1])
    out.append(f'<text class="tick" x="{left}" y="{h - 6}">{escape(first)}</text>')
    if n > 1 and last:
        out.append(f'<text class="tick" x="{W - right}" y="{h - 6}" text-anchor="end">'
                   f'{escape(last)}</text>')
    return "".join(out), h


def scores_html(f: dict) -> str:
    body, h = scores_svg(f)
    rows = [[str(g), when[:10], escape(name), str(total)]
            for g, when, name, total in reversed(f["scores"])]
    head = [N_("Game"), N_("Date"), N_("Player"), N_("Points")]
    table = (f'<details class="stats-more"><summary>{escape(_("Every score as a table"))}'
             '</summary>' + _table("stats-scores", N_("Scores, newest first"), head, rows)
             + "</details>")
    return _figure("scores", N_("Scores over time"), scores_sentence(f), body, h, table)


# ----------------------------------------------------------------------
# per-area averages and their trend

def areas_sentence(f: dict) -> str:
    best = max(f["areas"], key=lambda a: a["all"])
    weak = min(f["areas"], key=lambda a: a["all"])
    text = _(plural(f["sheets"],
                    "Average points per area over all {n} sheet: best {best} ({best_points}), "
                    "weakest {weak} ({weak_points}).",
                    "Average points per area over all {n} sheets: best {best} ({best_points}), "
                    "weakest {weak} ({weak_points}).",
                    best=area_word(best["area"]), best_points=num(best["all"]),
                    weak=area_word(weak["area"]), weak_points=num(weak["all"])))
    ups = ", ".join(area_word(a["area"]) for a in f["areas"] if a["trend"] == "up")
    downs = ", ".join(area_word(a["area"]) for a in f["areas"] if a["trend"] == "down")
    if f["sheets"] > f["recent_count"]:
        n = f["recent_count"]
        if ups and downs:
            said = Msg("Over the last {n}: up in {up}; down in {down}.", n=n, up=ups, down=downs)
        elif ups:
            said = Msg("Over the last {n}: up in {up}.", n=n, up=ups)
        elif downs:
            said = Msg("Over the last {n}: down in {down}.", n=n, down=downs)
        else:
            said = Msg("Over the last {n}: every area level.", n=n)
        text += " " + _(said)
    return text


def areas_svg(f: dict) -> tuple[str, int]:
    rows = f["areas"]
    label_w, bar_h, gap = 56, 11, 8
    h = 22 + len(rows) * (2 * bar_h + gap)
    values = [float(a[k]) for a in rows for k in ("all", "recent")]
    lo, hi = min(0.0, *values), max(1.0, *values)
    span = W - label_w - 40

    def x(v):
        return label_w + span * (v - lo) / (hi - lo)

    out = ['<defs><pattern id="stats-hatch" width="5" height="5" patternUnits="userSpaceOnUse" '
           'patternTransform="rotate(45)"><rect width="5" height="5" fill="#fff"/>'
           '<line x1="0" y1="0" x2="0" y2="5" stroke="#1f2a44" stroke-width="2"/></pattern>'
           '</defs>',
           f'<rect x="{label_w}" y="2" width="10" height="8" class="key-all"/>'
           f'<text class="tick" x="{label_w + 14}" y="10">{escape(_("all games"))}</text>'
           f'<rect x="{label_w + 90}" y="2" width="10" height="8" fill="url(#stats-hatch)" '
           f'class="key-recent"/><text class="tick" x="{label_w + 104}" y="10">'
           f'{escape(_(Msg("last {n} (hatched)", n=f["recent_count"])))}</text>']
    zero = x(0)
    for i, a in enumerate(rows):
        top = 18 + i * (2 * bar_h + gap)
        colour = COLOURS.get(a["area"], FALLBACK)[0]
        out.append(f'<text class="lab" x="0" y="{top + bar_h + 4}">'
                   f'{escape(area_label(a["area"]))}</text>')
        for j, key in enumerate(("all", "recent")):
            v = float(a[key])
            y0 = top + j * bar_h
            x0, x1 = sorted((zero, x(v)))
            fill = colour if key == "all" else "url(#stats-hatch)"
            out.append(f'<rect x="{x0:.1f}" y="{y0}" width="{max(x1 - x0, 1):.1f}" '
                       f'height="{bar_h - 2}" fill="{fill}" stroke="{colour}"/>')
            out.append(f'<text class="val" x="{max(x0, x1) + 3:.1f}" y="{y0 + bar_h - 3}">'
                       f'{num(a[key])}</text>')
    out.append(f'<line class="axis" x1="{zero:.1f}" y1="16" x2="{zero:.1f}" y2="{h - 2}"/>')
    return "".join(out), h


def areas_html(f: dict) -> str:
    body, h = areas_svg(f)
    rows = [[escape(area_label(a["area"])), num(a["all"]), num(a["recent"]),
             f'{signed(a["change"])} ({escape(_(ARROWS[a["trend"]]))})'] for a in f["areas"]]
    t = f["total"]
    rows.append([escape(_("Total")), num(t["all"]), num(t["recent"]),
                 f'{signed(t["change"])} ({escape(_(ARROWS[t["trend"]]))})'])
    table = _table("stats-areas", N_("Average points per area"),
                   [N_("Area"), N_("All games"), Msg("Last {n}", n=f["recent_count"]), N_("Trend")],
                   rows)
    return _figure("areas", N_("Areas: averages and trend"), areas_sentence(f), body, h, table)


# ----------------------------------------------------------------------
# foxes

def foxes_sentence(f: dict) -> str:
    fx = f["foxes"]
    counts = "; ".join(_(plural(c, "{n} sheet with {foxes}", "{n} sheets with {foxes}",
                                foxes=n)) for n, c in fx["counts"].items())
    return _(Msg("{foxes} in {sheets}, {mean} per sheet: {counts}.",
                 foxes=plural(fx["total"], "{n} fox", "{n} foxes"),
                 sheets=plural(f["sheets"], "{n} sheet", "{n} sheets"),
                 mean=num(fx["mean"]), counts=counts))


def foxes_svg(f: dict) -> tuple[str, int]:
    counts = f["foxes"]["counts"]
    most = max(counts)
    h, bottom, top = 130, 30, 14
    slots = most + 1
    slot = (W - 20) / slots
    peak = max(counts.values())
    out = [f'<line class="axis" x1="10" y1="{h - bottom}" x2="{W - 10}" y2="{h - bottom}"/>']
    for n in range(slots):
        c = counts.get(n, 0)
        bh = (h - bottom - top) * c / peak
        x0 = 10 + n * slot + slot * 0.15
        out.append(f'<rect class="bar" x="{x0:.1f}" y="{h - bottom - bh:.1f}" '
                   f'width="{slot * 0.7:.1f}" height="{bh:.1f}"/>')
        out.append(f'<text class="val" x="{x0 + slot * 0.35:.1f}" y="{h - bottom - bh - 3:.1f}" '
                   f'text-anchor="middle">{c}</text>')
        out.append(f'<text class="tick" x="{x0 + slot * 0.35:.1f}" y="{h - bottom + 13}" '
                   f'text-anchor="middle">{n}</text>')
    out.append(f'<text class="tick" x="{W / 2:.0f}" y="{h - 4}" text-anchor="middle">'
               f'{escape(_("foxes on a sheet"))}</text>')
    return "".join(out), h


def foxes_html(f: dict) -> str:
    body, h = foxes_svg(f)
    rows = [[str(n), str(c)] for n, c in f["foxes"]["counts"].items()]
    table = _table("stats-foxes", N_("Sheets by number of foxes"), [N_("Foxes"), N_("Sheets")],
                   rows)
    return _figure("foxes", N_("Foxes"), foxes_sentence(f), body, h, table)


# ----------------------------------------------------------------------
# titles and best games (tables: the figures are few)

def titles_html(f: dict) -> str:
    t = f["titles"]
    if not t["solo_games"]:
        text = _("No solo games yet: titles are given in solo games only.")
        table = ""
    else:
        text = _(plural(t["solo_games"], "{n} solo game; the best title reached: "
                        "\u201c{title}\u201d.", "{n} solo games; the best title reached: "
                        "\u201c{title}\u201d.", title=_(t["best"])))
        floors = [floor for floor, _title, _c in t["reached"]]
        rows = [[escape(_(title)), f"{floor}+" if floor else
                 escape(_(Msg("under {points}", points=floors[-2]))), str(c)]
                for floor, title, c in t["reached"]]
        table = _table("stats-titles", N_("Solo titles, best first"),
                       [N_("Title"), N_("Points"), N_("Times reached")], rows)
    return (f'<section class="stats-part" aria-labelledby="titles-h"><h2 id="titles-h">'
            f'{escape(_("Solo titles"))}</h2><p id="titles-text">{escape(text)}</p>{table}'
            '</section>')


def best_html(f: dict) -> str:
    rows = []
    for i, b in enumerate(f["best"], 1):
        if b["own_sheet"]:
            how = Msg("table game, {n} players, your sheet only", n=b["players"])
        elif b["players"] == 1:
            how = Msg("solo, \u201c{title}\u201d", title=_(b["title"]))
        elif b["won"]:
            how = Msg("{n} players, won", n=b["players"])
        else:
            how = Msg("{n} players, did not win", n=b["players"])
        game = _(Msg("{date}, {source}; {how}", date=b["finished"][:10],
                     source=_(SOURCES[b["source"]]), how=how))
        rows.append([str(i), str(b["total"]), escape(b["name"]), escape(game)])
    caption = plural(len(rows), "The best score", "The {n} best scores")
    return (f'<section class="stats-part" aria-labelledby="best-h"><h2 id="best-h">'
            f'{escape(_("Best games"))}</h2>'
            + _table("stats-best", caption, [N_("Rank"), N_("Points"), N_("Player"), N_("Game")],
                     rows)
            + "</section>")


# ----------------------------------------------------------------------

def summary_text(f: dict) -> str:
    t = f["total"]
    if f.get("player"):
        return _(Msg("{game}, {name}: {games}, {sheets}; average {average} points, best {best}.",
                     game=game_title(f["variant"]), name=f["player"],
                     games=plural(f["games"], "{n} game", "{n} games"),
                     sheets=plural(f["sheets"], "{n} sheet", "{n} sheets"),
                     average=num(t["all"]), best=t["best"]))
    return _(Msg("{game}: {games}, {sheets}; average {average} points, best {best}.",
                 game=game_title(f["variant"]),
                 games=plural(f["games"], "{n} game", "{n} games"),
                 sheets=plural(f["sheets"], "{n} sheet", "{n} sheets"),
                 average=num(t["all"]), best=t["best"]))


def stats_html(records: list[dict], variant: str, player: str | None = None) -> str:
    """Everything below the switch for one game, of everyone or of `player`
    (words alone when there are no games to count)."""
    if not records:
        empty = _("No finished games yet, so there are no statistics. Finish a game in the app "
                  "or save one from the score counter, and its figures appear here.")
        return f'<p id="stats-empty" class="stats-empty">{escape(empty)}</p>'
    f = stats.figures(records, variant, player)
    if not f["sheets"] and player:
        empty = _(Msg("{name} has no finished games of {game} in the history yet; choose "
                      "another player or the other game above.", name=player,
                      game=game_title(variant)))
        return f'<p id="stats-empty" class="stats-empty">{escape(empty)}</p>'
    if not f["sheets"]:
        empty = _(Msg("No finished games of {game} in the history yet; choose the other game "
                      "above to see its figures.", game=game_title(variant)))
        return f'<p id="stats-empty" class="stats-empty">{escape(empty)}</p>'
    note = _("Every player's sheet counts: a game for three gives three scores.")
    note = f'<p class="stats-note">{escape(note)}</p>' if f["sheets"] > f["games"] else ""
    return (f'<p id="stats-summary" class="stats-summary">{escape(summary_text(f))}</p>{note}'
            + scores_html(f) + areas_html(f) + foxes_html(f) + titles_html(f) + best_html(f))


def default_variant(records: list[dict]) -> str:
    played = stats.variants_played(records)
    return played[0] if played else variants.names()[0]
