"""The score counter page (counter.html) as HTML markup and the reading of its
entries: pure functions, no DOM, so the build draws the empty form under
CPython (the page shows it before Python has loaded) and the tests run them
as they are. All checking and scoring is the engine's (clever/counter.py).
"""

from __future__ import annotations

from clever import variants
from clever.counter import (
    EntryError,
    area_label,
    area_points,
    count_scores,
    counter_fields,
    game_title,
)
from clever.i18n import N_, Msg, plural
from clever.variants import get_variant
from cleverweb.lang import _

from .markup import escape

MAX_PLAYERS = 4
PLACES = (N_("1st"), N_("2nd"), N_("3rd"), N_("4th"))
MARK = "\x00{}\x00"  # where markup goes into a translated sentence (see html_text)


def html_text(msg, **markup) -> str:
    """`msg` translated and escaped, each {name} of `markup` then replaced by that
    (already escaped) markup: a whole sentence stays one text to translate. The
    Msg is written with "" for those parts: Msg("Your title: {title}", title="")."""
    slots = {k: MARK.format(k) for k in markup}
    # the same Msg with the slots as its parts (type(msg): its key is written where it is made)
    text = escape(_(type(msg)(msg.key, _one=msg.one, **{**msg.params, **slots})))
    for k, html in markup.items():
        text = text.replace(escape(slots[k]), html)
    return text


def default_name(seat: int) -> str:
    return _(Msg("Player {n}", n=seat + 1))


def field_hint(field: dict) -> str:
    """What to type in a row, in players' words ('crosses, 0 to 11')."""
    lo, hi = field["min"], field["max"]
    if field["key"] == "foxes":
        return _(Msg("foxes, {lo} to {hi}", lo=lo, hi=hi))
    if field["entry"] == "count" and field["unit"] == "boxes":
        return _(Msg("boxes filled, {lo} to {hi}", lo=lo, hi=hi))
    if field["entry"] == "count":
        return _(Msg("crosses, {lo} to {hi}", lo=lo, hi=hi))
    return _(Msg("points, {lo} to {hi}", lo=lo, hi=hi))


def row_label(key: str) -> str:
    return _(area_label(key))


def game_picker_html(variant: str) -> str:
    out = [f'<fieldset class="cnt-pick"><legend>{escape(_("Game"))}</legend>']
    for name in variants.names():
        title = game_title(name)
        checked = " checked" if name == variant else ""
        out.append(f'<label><input type="radio" name="game" value="{name}" id="game-{name}"'
                   f'{checked}> {escape(_(title))}</label>')
    out.append("</fieldset>")
    return "".join(out)


def players_picker_html(count: int) -> str:
    out = [f'<fieldset class="cnt-pick"><legend>{escape(_("Players"))}</legend>']
    for n in range(1, MAX_PLAYERS + 1):
        checked = " checked" if n == count else ""
        out.append(f'<label><input type="radio" name="players" value="{n}" id="players-{n}"'
                   f'{checked}> {n}</label>')
    out.append("</fieldset>")
    return "".join(out)


def table_html(variant: str, names: list[str], values: dict | None = None) -> str:
    """The entry table: one column per player (name on top), one row per area
    and one for the foxes, the total row last. `values[(seat, key)]` is the text
    already typed (kept when the game or the number of players changes)."""
    values = values or {}
    fields = counter_fields(variant)
    caption = _(Msg("{game}: enter each player's sheet", game=game_title(variant)))
    out = [f'<table class="cnt-table" data-variant="{variant}">'
           f'<caption>{escape(caption)}</caption><thead><tr>'
           f'<th scope="col">{escape(_("Area"))}</th>']
    for seat, name in enumerate(names):
        label = _(Msg("Name of player {n}", n=seat + 1))
        out.append(f'<th scope="col"><label class="sr-only" for="name-{seat}">'
                   f'{escape(label)}</label><input id="name-{seat}" class="cnt-name" '
                   f'type="text" autocomplete="off" maxlength="20" value="{escape(name)}" '
                   f'placeholder="{escape(default_name(seat))}"></th>')
    out.append("</tr></thead><tbody>")
    for field in fields:
        key = field["key"]
        hint = field_hint(field)
        out.append(f'<tr data-key="{key}"><th scope="row" id="row-{key}">'
                   f'{escape(row_label(key))}<span class="cnt-hint">{escape(hint)}</span></th>')
        for seat in range(len(names)):
            ident = f"e-{seat}-{key}"
            text = escape(values.get((seat, key), ""))
            # a field that may be negative (4Ever's yellow) needs the minus key,
            # which the numeric keypads lack; the others get the keypad
            mode = "text" if field["min"] < 0 else "numeric"
            pattern = "-?[0-9]*" if field["min"] < 0 else "[0-9]*"
            out.append(
                f'<td><input id="{ident}" class="cnt-entry" type="text" inputmode="{mode}" '
                f'pattern="{pattern}" autocomplete="off" enterkeyhint="next" '
                f'data-seat="{seat}" data-key="{key}" value="{text}" '
                f'aria-labelledby="row-{key} name-{seat}" aria-describedby="msg-{ident}">'
                f'<output id="out-{ident}" class="cnt-points"></output>'
                f'<span id="msg-{ident}" class="cnt-msg" role="alert"></span></td>')
        out.append("</tr>")
    out.append(f'</tbody><tfoot><tr><th scope="row">{escape(_("Total"))}</th>')
    for seat in range(len(names)):
        out.append(f'<td><output id="total-{seat}" class="cnt-total" aria-live="polite">'
                   '0</output></td>')
    out.append("</tr></tfoot></table>")
    return "".join(out)


def form_html(variant: str | None = None, names: list[str] | None = None,
              values: dict | None = None) -> str:
    """The whole form, for `variant` (the family's first game by default)."""
    variant = variant or variants.names()[0]
    names = names if names is not None else [""]
    return (game_picker_html(variant) + players_picker_html(len(names))
            + f'<div id="cnt-table-wrap" class="cnt-wrap">'
            f'{table_html(variant, names, values)}</div>')


# ----------------------------------------------------------------------
# reading the entries

def parse_entry(text: str):
    """A typed entry -> int, None (left empty) or raises ValueError in words."""
    text = text.strip().replace("\u2212", "-")  # a typographic minus counts too
    if not text:
        return None
    try:
        return int(text)
    except ValueError:
        raise ValueError(Msg("enter a whole number, not \u201c{text}\u201d", text=text)) \
            from None


def evaluate(variant: str, players: list[tuple[str, dict]]) -> dict:
    """Check every entry and score what can be scored.

    players: [(name as typed, {key: text as typed})]. Returns
    {"errors": {(seat, key): message}, "points": {(seat, key): area points},
     "totals": [int | None], "result": count_scores(...) or None} — the result
    (ranking, winners, title) only when every entry is valid."""
    fields = counter_fields(variant)
    errors: dict = {}
    points: dict = {}
    entries_all = []
    for seat, (_name, texts) in enumerate(players):
        entries = {}
        for field in fields:
            key = field["key"]
            try:
                value = parse_entry(texts.get(key, ""))
            except ValueError as e:
                errors[(seat, key)] = _(e.args[0])
                continue
            if value is None:
                continue
            try:  # one entry alone: the engine's reason names just this row
                pts = area_points({key: value}, variant, whole=False)
            except ValueError as e:
                errors[(seat, key)] = _(getattr(e, "reason", e.args[0]))
                continue
            entries[key] = value
            if key != "foxes":
                points[(seat, key)] = pts[key]
        if not any(s == seat for s, _ in errors):
            try:  # the sheet as a whole: each fox needs its source among the areas
                area_points(entries, variant)
            except EntryError as e:
                errors[(seat, e.key)] = _(e.reason)
        entries_all.append(entries)
    names = [name.strip() or default_name(seat) for seat, (name, _) in enumerate(players)]
    totals: list = []
    for seat, entries in enumerate(entries_all):
        if any(s == seat for s, _ in errors):
            totals.append(None)
        else:
            totals.append(count_scores([(names[seat], entries)], variant)["players"][0]["total"])
    # no ranking, winner or title before anything is typed: an empty sheet
    # scoring 0 is no result
    typed = any(t.strip() for _name, texts in players for t in texts.values()
                if isinstance(t, str))
    result = None
    if not errors and typed:
        result = count_scores(list(zip(names, entries_all, strict=True)), variant)
    return {"errors": errors, "points": points, "totals": totals, "result": result,
            "typed": typed}


def ordinal(n: int) -> str:
    return _(PLACES[n - 1]) if 1 <= n <= len(PLACES) else str(n)


def names_text(names: list[str]):
    """"Ann", "Ann and Bob", "Ann, Bob and Cy" (the names kept as given)."""
    if len(names) == 1:
        return names[0]
    return Msg("{names} and {last}", names=", ".join(names[:-1]), last=names[-1])


def winner_text(names: list[str], tie: str, best: int):
    """The result's sentence: `tie` is "" (a clear win), "best" (won on the
    best single area) or "level" (level on both: shared)."""
    who = names_text(names)
    if len(names) == 1:
        if tie == "best":
            return Msg("{name} wins on the best single area ({points} points).", name=who,
                       points=best)
        return Msg("{name} wins.", name=who)
    if tie == "best":
        return Msg("{names} share the win on the best single area ({points} points).",
                   names=who, points=best)
    return Msg("{names} share the win (level on total and on best single area).", names=who)


def results_html(variant: str, result: dict | None, typed: bool = True) -> str:
    """The ranking, the fox values, the tie-break and (solo) the title."""
    if result is None:
        wait = _("Correct the marked entries to see the ranking.") if typed else \
            _("Enter each area's points (or crosses) to see the ranking.")
        return f'<p class="cnt-wait">{escape(wait)}</p>'
    v = get_variant(variant)
    rows = result["players"]
    best = {i: max(rows[i][a] for a in v.area_order) for i in range(len(rows))}
    key = {i: (rows[i]["total"], best[i]) for i in range(len(rows))}
    out = []
    if result["title"] is not None:
        title = f'<strong>{escape(_(result["title"]))}</strong>'
        said = html_text(Msg("Your title: {title}", title=""), title=title)
        out.append(f'<p class="cnt-title" id="cnt-title">{said}</p>')
    else:
        names = [rows[i]["player"] for i in result["winners"]]
        totals_level = [i for i in key if key[i][0] == key[result["winners"][0]][0]]
        tie = "best" if len(totals_level) > len(result["winners"]) else (
            "level" if len(names) > 1 else "")
        text = _(winner_text(names, tie, best[result["winners"][0]]))
        out.append(f'<p class="cnt-winner" id="cnt-winner">{escape(text)}</p>')
    out.append('<ol class="cnt-ranking" id="cnt-ranking">')
    place = 0
    previous = None
    for n, i in enumerate(result["ranking"], 1):
        if key[i] != previous:
            place = n
            previous = key[i]
        r = rows[i]
        fox = _(plural(r["foxes"], "{n} fox \u00d7 {value} (weakest area) = {points}; best "
                       "area {best}", "{n} foxes \u00d7 {value} (weakest area) = {points}; "
                       "best area {best}", value=r["fox_value"], points=r["fox_points"],
                       best=best[i]))
        player = html_text(Msg("{player}: {total} points", player="", total=r["total"]),
                           player=f'<strong>{escape(r["player"])}</strong>')
        out.append(f'<li data-seat="{i}"><span class="cnt-place">{escape(ordinal(place))}'
                   f'</span> {player} <span class="cnt-fox">{escape(fox)}</span></li>')
    out.append("</ol>")
    return "".join(out)
