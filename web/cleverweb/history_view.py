"""The history page's markup (history.html): pure functions, no DOM. Each
finished game is one list item whose details open in place (<details>, so
opening needs no script and works from the keyboard)."""

from __future__ import annotations

from html import escape

from clever.history import SOURCES
from clever.variants import get_variant


def when_text(stamp: str) -> str:
    """'2026-12-01T10:00:00Z' -> '2026-12-01 10:00 UTC' (no locale guessing)."""
    return f"{stamp[:10]} {stamp[11:16]} UTC"


def summary_text(r: dict) -> str:
    title = get_variant(r["variant"]).title
    players = r["players"]
    if len(players) == 1:
        p = players[0]
        return f"{title}, solo: {p['name']} {p['total']} points ({r['title']})"
    names = " and ".join(players[i]["name"] for i in r["winners"])
    verb = "wins" if len(r["winners"]) == 1 else "share the win"
    others = ", ".join(f"{p['name']} {p['total']}" for p in players)
    return f"{title}: {names} {verb} ({others})"


def game_html(r: dict) -> str:
    v = get_variant(r["variant"])
    ident = escape(r["id"])
    rows = []
    head = "".join(f'<th scope="col">{escape(p["name"])}</th>' for p in r["players"])
    for area in v.area_order:
        cells = "".join(f"<td>{p['areas'][area]}</td>" for p in r["players"])
        rows.append(f'<tr><th scope="row">{area.capitalize()}</th>{cells}</tr>')
    foxes = "".join(f"<td>{p['foxes']} \u00d7 {p['fox_value']}</td>" for p in r["players"])
    totals = "".join(f"<td><strong>{p['total']}</strong></td>" for p in r["players"])
    return (f'<li class="hist-game" data-id="{ident}"><details><summary>'
            f'<span class="hist-when">{when_text(r["finished"])}, '
            f'{SOURCES[r["source"]]}</span> {escape(summary_text(r))}</summary>'
            f'<table class="hist-table"><caption class="sr-only">Scores</caption>'
            f'<thead><tr><th scope="col">Area</th>{head}</tr></thead><tbody>{"".join(rows)}'
            f'<tr><th scope="row">Foxes</th>{foxes}</tr></tbody><tfoot><tr>'
            f'<th scope="row">Total</th>{totals}</tr></tfoot></table>'
            f'<button type="button" class="hist-delete" data-act="delete" data-id="{ident}">'
            f'Delete this game</button></details></li>')


def list_html(records: list[dict]) -> str:
    if not records:
        return '<p id="hist-empty">No finished games yet.</p>'
    count = f"{len(records)} game{'s' if len(records) != 1 else ''}, newest first"
    return (f'<p id="hist-count">{count}</p><ol id="hist-list" class="hist-list">'
            + "".join(game_html(r) for r in records) + "</ol>")
