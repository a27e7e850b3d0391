"""The score counter page (counter.html) as HTML markup and the reading of its
entries: pure functions, no DOM, so the build draws the empty form under
CPython (the page shows it before Python has loaded) and the tests run them
as they are. All checking and scoring is the engine's (clever/counter.py).
"""

from __future__ import annotations

from html import escape

from clever.counter import area_points, count_scores, counter_fields
from clever.variants import get_variant

GAMES = (("pretty-clever", "That's Pretty Clever"), ("clever-4ever", "Clever 4Ever"))
MAX_PLAYERS = 4


def default_name(seat: int) -> str:
    return f"Player {seat + 1}"


def field_hint(field: dict) -> str:
    """What to type in a row, in players' words ('crosses, 0 to 11')."""
    what = "foxes" if field["key"] == "foxes" else (
        "crosses" if field["entry"] == "count" else "points")
    return f"{what}, {field['min']} to {field['max']}"


def row_label(key: str) -> str:
    return "Foxes" if key == "foxes" else key.capitalize()


def game_picker_html(variant: str) -> str:
    out = ['<fieldset class="cnt-pick"><legend>Game</legend>']
    for name, title in GAMES:
        checked = " checked" if name == variant else ""
        out.append(f'<label><input type="radio" name="game" value="{name}" id="game-{name}"'
                   f'{checked}> {escape(title)}</label>')
    out.append("</fieldset>")
    return "".join(out)


def players_picker_html(count: int) -> str:
    out = ['<fieldset class="cnt-pick"><legend>Players</legend>']
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
    title = get_variant(variant).title
    out = [f'<table class="cnt-table" data-variant="{variant}">'
           f'<caption>{escape(title)}: enter each player\'s sheet</caption><thead><tr>'
           '<th scope="col">Area</th>']
    for seat, name in enumerate(names):
        out.append(f'<th scope="col"><label class="sr-only" for="name-{seat}">'
                   f'Name of player {seat + 1}</label><input id="name-{seat}" class="cnt-name" '
                   f'type="text" autocomplete="off" maxlength="20" value="{escape(name)}" '
                   f'placeholder="{default_name(seat)}"></th>')
    out.append("</tr></thead><tbody>")
    for field in fields:
        key = field["key"]
        hint = field_hint(field)
        out.append(f'<tr data-key="{key}"><th scope="row" id="row-{key}">{row_label(key)}'
                   f'<span class="cnt-hint">{hint}</span></th>')
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
    out.append('</tbody><tfoot><tr><th scope="row">Total</th>')
    for seat in range(len(names)):
        out.append(f'<td><output id="total-{seat}" class="cnt-total" aria-live="polite">'
                   '0</output></td>')
    out.append("</tr></tfoot></table>")
    return "".join(out)


def form_html(variant: str = "pretty-clever", names: list[str] | None = None,
              values: dict | None = None) -> str:
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
        raise ValueError(f"enter a whole number, not \u201c{text}\u201d") from None


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
    for seat, (_, texts) in enumerate(players):
        entries = {}
        for field in fields:
            key = field["key"]
            try:
                value = parse_entry(texts.get(key, ""))
            except ValueError as e:
                errors[(seat, key)] = str(e)
                continue
            if value is None:
                continue
            try:  # one entry alone: the engine's reason names just this row
                pts = area_points({key: value}, variant)
            except ValueError as e:
                errors[(seat, key)] = str(e).split(": ", 1)[-1]
                continue
            entries[key] = value
            if key != "foxes":
                points[(seat, key)] = pts[key]
        entries_all.append(entries)
    names = [name.strip() or default_name(seat) for seat, (name, _) in enumerate(players)]
    totals: list = []
    for seat, entries in enumerate(entries_all):
        if any(s == seat for s, _ in errors):
            totals.append(None)
        else:
            totals.append(count_scores([(names[seat], entries)], variant)["players"][0]["total"])
    result = None
    if not errors:
        result = count_scores(list(zip(names, entries_all, strict=True)), variant)
    return {"errors": errors, "points": points, "totals": totals, "result": result}


def ordinal(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


def results_html(variant: str, result: dict | None) -> str:
    """The ranking, the fox values, the tie-break and (solo) the title."""
    if result is None:
        return '<p class="cnt-wait">Correct the marked entries to see the ranking.</p>'
    v = get_variant(variant)
    rows = result["players"]
    best = {i: max(rows[i][a] for a in v.area_order) for i in range(len(rows))}
    key = {i: (rows[i]["total"], best[i]) for i in range(len(rows))}
    out = []
    if result["title"] is not None:
        out.append(f'<p class="cnt-title" id="cnt-title">Your title: '
                   f'<strong>{escape(result["title"])}</strong></p>')
    else:
        names = [escape(rows[i]["player"]) for i in result["winners"]]
        if len(names) == 1:
            text = f"{names[0]} wins"
        else:
            text = " and ".join([", ".join(names[:-1]), names[-1]]) + " share the win"
        totals_level = [i for i in key if key[i][0] == key[result["winners"][0]][0]]
        if len(totals_level) > len(result["winners"]):
            text += f" on the best single area ({best[result['winners'][0]]} points)"
        elif len(names) > 1:
            text += " (level on total and on best single area)"
        out.append(f'<p class="cnt-winner" id="cnt-winner">{text}.</p>')
    out.append('<ol class="cnt-ranking" id="cnt-ranking">')
    place = 0
    previous = None
    for n, i in enumerate(result["ranking"], 1):
        if key[i] != previous:
            place = n
            previous = key[i]
        r = rows[i]
        fox = (f'{r["foxes"]} fox{"es" if r["foxes"] != 1 else ""} \u00d7 {r["fox_value"]} '
               f'(weakest area) = {r["fox_points"]}')
        out.append(f'<li data-seat="{i}"><span class="cnt-place">{ordinal(place)}</span> '
                   f'<strong>{escape(r["player"])}</strong>: {r["total"]} points '
                   f'<span class="cnt-fox">{fox}; best area {best[i]}</span></li>')
    out.append("</ol>")
    return "".join(out)
