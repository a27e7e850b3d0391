"""The history page's markup (history.html): pure functions, no DOM. Each
finished game is one list item whose details open in place (<details>, so
opening needs no script and works from the keyboard)."""

from __future__ import annotations

from clever.counter import game_title
from clever.history import SOURCES, is_solo
from clever.i18n import Msg, plural
from clever.variants import get_variant
from cleverweb.lang import _

from .local_time import when_text
from .markup import escape


def names_text(names: list[str]):
    """"Ann", "Ann and Bob", "Ann, Bob and Cy" (the names kept as given)."""
    if len(names) == 1:
        return names[0]
    return Msg("{names} and {last}", names=", ".join(names[:-1]), last=names[-1])


def summary_text(r: dict) -> str:
    """One line for a game, in the page's language."""
    game = game_title(r["variant"])
    players = r["players"]
    if r.get("table_players"):
        p = players[0]
        return _(Msg("{game}, table game, {n} players, your sheet only: {name} {total} points",
                     game=game, n=r["table_players"], name=p["name"], total=p["total"]))
    if is_solo(r):
        p = players[0]
        return _(Msg("{game}, solo: {name} {total} points ({title})", game=game,
                     name=p["name"], total=p["total"], title=_(r["title"])))
    names = names_text([players[i]["name"] for i in r["winners"]])
    others = ", ".join(f"{p['name']} {p['total']}" for p in players)
    if len(r["winners"]) == 1:
        return _(Msg("{game}: {names} wins ({others})", game=game, names=names, others=others))
    return _(Msg("{game}: {names} share the win ({others})", game=game, names=names,
                 others=others))


def game_html(r: dict) -> str:
    v = get_variant(r["variant"])
    ident = escape(r["id"])
    rows = []
    head = "".join(f'<th scope="col" translate="no">{escape(p["name"])}</th>'
                   for p in r["players"])
    for area in v.area_order:
        cells = "".join(f"<td>{p['areas'][area]}</td>" for p in r["players"])
        rows.append(f'<tr><th scope="row">{escape(_(v.area_titles[area]))}</th>{cells}</tr>')
    foxes = "".join(f"<td>{p['foxes']} \u00d7 {p['fox_value']}</td>" for p in r["players"])
    totals = "".join(f"<td><strong>{p['total']}</strong></td>" for p in r["players"])
    when = _(Msg("{when}, {source}", when=when_text(r["finished"]),
                 source=_(SOURCES[r["source"]])))
    options = options_html(r, v)
    return (f'<li class="hist-game" data-id="{ident}"><details><summary>'
            f'<span class="hist-when">{escape(when)}</span> {escape(summary_text(r))}</summary>'
            f'<table class="hist-table"><caption class="sr-only">{escape(_("Scores"))}'
            f'</caption><thead><tr><th scope="col">{escape(_("Area"))}</th>{head}</tr></thead>'
            f'<tbody>{"".join(rows)}<tr><th scope="row">{escape(_("Foxes"))}</th>{foxes}</tr>'
            f'</tbody><tfoot><tr><th scope="row">{escape(_("Total"))}</th>{totals}</tr></tfoot>'
            f'</table>{options}<button type="button" class="hist-delete" data-act="delete" '
            f'data-id="{ident}">{escape(_("Delete this game"))}</button></details></li>')


def options_html(r: dict, v) -> str:
    """The table options the game was played with, in words (none: nothing)."""
    names = [_(v.option_texts[o][0]) for o in r.get("options", []) if o in v.option_texts]
    if not names:
        return ""
    text = _(Msg("Table options: {options}", options="; ".join(names)))
    return f'<p class="hist-options">{escape(text)}</p>'


def list_html(records: list[dict]) -> str:
    if not records:
        return f'<p id="hist-empty">{escape(_("No finished games yet."))}</p>'
    count = _(plural(len(records), "{n} game, newest first", "{n} games, newest first"))
    return (f'<p id="hist-count">{escape(count)}</p><ol id="hist-list" class="hist-list">'
            + "".join(game_html(r) for r in records) + "</ol>")


# ----------------------------------------------------------------------
# what was set aside (cleverweb/store.py): listed under the games

def kept_when(stamp: str) -> str:
    """A kept entry's date as the list shows dates, or "" when it has none."""
    return when_text(stamp) if len(stamp) >= 16 else ""


def unreadable_html() -> str:
    """The part of the stored history that cannot be read: offered for download
    as it is, then set aside (a finished game sets it aside by itself)."""
    return (
        '<div id="hist-unreadable" class="note-box hist-unreadable">'
        '<p>' + escape(_("The history stored in this browser cannot be read in full "
                         "(the message above says why).")) + ' '
        + escape(_("Nothing of it was deleted. Download it as it is, then set it aside: the "
                   "games that can be read stay in the history, and new games are added again "
                   "(a finished game sets it aside by itself)."))
        + '</p><p class="controls-row">'
        f'<button type="button" class="hist-btn" data-act="unreadable-download">'
        f'{escape(_("Download it as it is"))}</button> '
        f'<button type="button" class="hist-btn" data-act="unreadable-aside">'
        f'{escape(_("Set it aside"))}</button></p></div>')


def kept_html(entries: list[dict], what: dict, why: dict) -> str:
    """The things kept aside (store.kept), newest first, each with what it is,
    when and why it was kept, and its buttons: Resume for a game, Add to the
    history for games of a history, Download and Delete for each."""
    if not entries:
        return ""
    items = []
    for e in entries:
        key = escape(e["key"])
        when = kept_when(e["when"])
        line = (_(Msg("{what}, kept aside on {when}: {why}.", what=_(what[e["what"]]),
                      when=when, why=_(why[e["why"]]))) if when
                else _(Msg("{what}, kept aside: {why}.", what=_(what[e["what"]]),
                           why=_(why[e["why"]]))))
        detail = f' <span class="hist-kept-reason">({escape(e["reason"])})</span>' \
            if e["reason"] else ""
        buttons = []
        if e["what"] == "game":
            buttons.append(("kept-resume", _("Resume this game")))
        if e["what"] in ("history", "history-games"):
            buttons.append(("kept-import", _("Add its games to the history")))
        buttons += [("kept-download", _("Download")), ("kept-delete", _("Delete"))]
        line = line[:1].upper() + line[1:]  # `what` is written to go inside a sentence
        items.append(
            f'<li class="hist-kept-item" data-key="{key}"><span>{escape(line)}</span>{detail} '
            + " ".join(f'<button type="button" class="hist-btn" data-act="{act}" '
                       f'data-key="{key}">{escape(label)}</button>' for act, label in buttons)
            + '</li>')
    return (f'<h2 id="kept-title">{escape(_("Kept aside"))}</h2>'
            '<p>' + escape(_("What this site could not read, and games that another game took "
                             "the place of. Nothing here is deleted unless you delete it."))
            + '</p>'
            f'<ul class="hist-kept-list">{"".join(items)}</ul>')
