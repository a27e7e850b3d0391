"""Statistics of one game of the family (That's Pretty Clever, Clever 4Ever,
Twice as Clever, ...) from the history of finished games (records of
clever/history.py, format v1).

Pure and stdlib only: it reads records and returns plain figures; the page
(web/cleverweb/stats_view.py) draws them. A "sheet" is one player's result in
one game: a game for three gives three sheets. Averages, foxes and best games
count every sheet; titles exist only for solo games. A table game played with
one phone per player keeps one sheet of a game of several: it counts as a
game of that many players, never as a solo game.
Given a player's name, every figure counts only that player's sheets (of the
games they played).
"""

from __future__ import annotations

from fractions import Fraction

from .history import is_solo, table_size
from .variants import get_variant

RECENT = 10      # the trend compares the last RECENT sheets with all of them
BEST = 5         # how many best games are listed
LEVEL = Fraction(1, 2)  # a change smaller than half a point is "level", not a trend


def sheets(records: list[dict], variant: str, player: str | None = None) -> list[dict]:
    """Every sheet of the variant's games, oldest first (one row per player:
    when, game id, game number, source, name, areas, foxes, fox value, total,
    whether that player won, the solo title or None); with `player`, only
    that player's sheets, the games numbered among theirs."""
    games = sorted((r for r in records if r["variant"] == variant
                    and (player is None or any(p["name"] == player for p in r["players"]))),
                   key=lambda r: (r["finished"], r["id"]))
    out = []
    for number, r in enumerate(games, 1):
        for seat, p in enumerate(r["players"]):
            if player is not None and p["name"] != player:
                continue
            out.append({"finished": r["finished"], "id": r["id"], "game": number,
                        "source": r["source"], "players": table_size(r),
                        "solo": is_solo(r), "own_sheet": bool(r.get("table_players")),
                        "name": p["name"], "areas": dict(p["areas"]), "foxes": p["foxes"],
                        "fox_value": p["fox_value"], "total": p["total"],
                        "won": seat in r["winners"], "title": r["title"]})
    return out


def mean(values) -> Fraction | None:
    """The exact average, or None for no values."""
    values = list(values)
    return Fraction(sum(values), len(values)) if values else None


def trend_word(change: Fraction | None) -> str:
    if change is None:
        return "level"
    if change >= LEVEL:
        return "up"
    if change <= -LEVEL:
        return "down"
    return "level"


def figures(records: list[dict], variant: str, player: str | None = None) -> dict:
    """All the figures of one game's statistics (see the module's doc), of
    every player or of `player` alone."""
    v = get_variant(variant)
    rows = sheets(records, variant, player)
    recent = rows[-RECENT:]
    areas = []
    for area in v.area_order:
        whole = mean(s["areas"][area] for s in rows)
        last = mean(s["areas"][area] for s in recent)
        change = last - whole if rows else None
        areas.append({"area": area, "all": whole, "recent": last, "change": change,
                      "trend": trend_word(change)})
    total_all = mean(s["total"] for s in rows)
    total_recent = mean(s["total"] for s in recent)
    total_change = total_recent - total_all if rows else None
    fox_counts: dict[int, int] = {}
    for s in rows:
        fox_counts[s["foxes"]] = fox_counts.get(s["foxes"], 0) + 1
    solo = [s for s in rows if s["solo"]]
    reached = {title: 0 for _, title in v.solo_titles}
    for s in solo:
        reached[s["title"]] = reached.get(s["title"], 0) + 1
    best = sorted(rows, key=lambda s: (-s["total"], s["finished"], s["id"]))[:BEST]
    return {
        "variant": v.name, "title": v.title, "player": player,
        "games": len({s["id"] for s in rows}), "sheets": len(rows),
        "recent_count": len(recent),
        "scores": [(s["game"], s["finished"], s["name"], s["total"]) for s in rows],
        "total": {"all": total_all, "recent": total_recent, "change": total_change,
                  "trend": trend_word(total_change),
                  "best": max((s["total"] for s in rows), default=None)},
        "areas": areas,
        "foxes": {"total": sum(s["foxes"] for s in rows),
                  "mean": mean(s["foxes"] for s in rows),
                  "counts": dict(sorted(fox_counts.items()))},
        "titles": {"solo_games": len(solo),
                   "reached": [(floor, title, reached[title])
                               for floor, title in v.solo_titles],
                   "best": next((t for _, t in v.solo_titles if reached[t]), None)},
        "best": [{"finished": s["finished"], "name": s["name"], "total": s["total"],
                  "players": s["players"], "won": s["won"], "source": s["source"],
                  "own_sheet": s["own_sheet"],
                  "title": s["title"]} for s in best],
    }


def variants_played(records: list[dict]) -> list[str]:
    """The games that appear in the history, most recently played first."""
    seen: list[str] = []
    for r in sorted(records, key=lambda r: (r["finished"], r["id"]), reverse=True):
        if r["variant"] not in seen:
            seen.append(r["variant"])
    return seen


def player_names(records: list[dict]) -> list[str]:
    """The names of the players in the history (both games), in alphabetical
    order whatever their case; a name written the same way is one player."""
    names = {p["name"] for r in records for p in r["players"]}
    return sorted(names, key=lambda n: (n.casefold(), n))
