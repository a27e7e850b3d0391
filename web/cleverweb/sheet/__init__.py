"""Engine state -> the score sheet as SVG markup (pure functions, no DOM).

Everything drawn comes from the variant's sheet data (`variant.areas`,
`variant.round_bonus`, `variant.tracks`, the colours of `LOOK`, the notes of
`SHEET_NOTES`) and a player's `Sheet`: the grids, thresholds, multipliers,
bonus symbols and foxes are read from there, never restated here. Only the
geometry (box size, spacing) and the words belong to this package.

Its modules mirror the engine's: each area kind is drawn by the module of the
kind's name (`grid.py` here draws what clever/areas/grid.py rules), found
through `registry.py`; the kinds draw with the pieces of `shapes.py`;
`strips.py` draws the round track, the action tracks and the score line; this
module lays them out. Imports go one way: this module -> registry -> kinds ->
shapes.

Every box is a `<g class="box">` carrying `data-area` and `data-box` (the
engine's box label: "r2c3" in a grid, "4" in a track, "l3" in green
triangles, a grey part by its first cell, each of its cells a `data-cell`),
an `aria-label` in words and, when it is a legal target now,
`tabindex="0"` and the class `target`.
"""

from __future__ import annotations

from ..lang import _
from ..markup import escape
from .names import is_you, sheet_label, whose
from .registry import area_note, draw_area, half_width
from .shapes import COLOURS, FALLBACK, letter
from .strips import TRACK_FIELDS, action_track, round_track, score_line

__all__ = ["COLOURS", "FALLBACK", "is_you", "letter", "sheet_label", "sheet_parts",
           "sheet_svg", "whose"]

W = 360          # viewBox width
M = 6            # outer margin


def sheet_parts(game, seat: int, targets=(), title: str = "",
                columns: int = 1) -> tuple[str, list]:
    """The sheet as its opening <svg> tag and a list of (id, markup) segments,
    one per area and track, so a view can replace only the segments that
    changed. `targets` is a collection of (area, box label) pairs to light up.
    `columns=2`: a sheet much taller than wide (Clever 4Ever's) is drawn in two
    columns side by side, so that it fits a laptop screen without scrolling."""
    variant = game.variant
    sheet = game.sheets[seat]
    score = sheet.score()
    targets = set(targets)
    areas = variant.areas
    parts: list[tuple[str, str]] = []
    tops: list = []   # per area part: its top (where a second column may start), else None
    y = M
    parts.append(("rounds", round_track(variant, game.round, game.n_rounds, game.is_over, M, y,
                                        W - 2 * M)))
    y += 30
    for kind, (length, end_bonus) in variant.action_tracks().items():
        gained, used = (getattr(sheet, f) for f in TRACK_FIELDS[kind])
        parts.append((kind, action_track(kind, gained, used, length, M, y, W - 2 * M,
                                         end_bonus)))
        y += 24
    y += 4
    order = variant.area_order
    half = (W - 2 * M - 6) / 2
    row: list = []   # the half-width areas (base game's grids) go two by two

    def flush(y: float) -> float:
        tallest = 0.0
        for i, name in enumerate(row):
            gx = M + i * (half + 6)
            body, h = draw_area(areas[name], sheet.marks[name], gx, y, half, targets,
                                score[name], area_note(variant, areas[name]))
            parts.append((name, body))
            tops.append(y if i == 0 else None)   # a pair is never split between columns
            tallest = max(tallest, h)
        row.clear()
        return y + tallest + 6 if tallest else y

    for name in order:
        area = areas[name]
        if half_width(area.kind):
            row.append(name)
            if len(row) == 2:
                y = flush(y)
            continue
        y = flush(y)
        body, h = draw_area(area, sheet.marks[name], M, y, W - 2 * M, targets, score[name],
                            area_note(variant, area))
        parts.append((name, body))
        tops.append(y)
        y += h + 6
    y = flush(y)
    parts.append(("score", score_line(variant, score, M, y, W - 2 * M)))
    tops.append(y)
    y += 26 + M
    first = len(parts) - len(tops)   # index of the first area part
    width, height, split = W, y, None
    if columns == 2 and y > TALL * W:
        width, height, split = two_columns(tops, y)
    label = escape(title or _(sheet_label(game.players[seat])))
    cls = "sheet-svg cols-2" if split else "sheet-svg"
    head = (f'<svg class="{cls}" id="sheet-svg" viewBox="0 0 {width} {height:.0f}" '
            f'role="group" aria-label="{label}" xmlns="http://www.w3.org/2000/svg">')
    out = []
    for i, (key, body) in enumerate(parts):
        move = ""
        if split and i - first >= split[0]:
            move = f' transform="translate({W - M} {M - split[1]:.1f})"'
        out.append((f"sg-{key}", f'<g id="sg-{key}"{move}>{body}</g>'))
    return head, out


TALL = 1.8   # a sheet taller than this many widths goes in two columns when asked


def two_columns(tops: list, bottom: float) -> tuple[float, float, tuple[int, float]]:
    """Where to start the second column: the area boundary that makes the two
    columns' heights closest. Returns (width, height, (part index, its top))."""
    best = None
    for i, top in enumerate(tops):
        if top is None or i == 0:
            continue
        height = max(top, bottom - top + M)
        if best is None or height < best[0]:
            best = (height, i, top)
    height, i, top = best
    return 2 * W - M, height, (i, top)


def sheet_svg(game, seat: int, targets=(), title: str = "") -> str:
    """The score sheet of `seat` as one <svg> string (see sheet_parts)."""
    head, parts = sheet_parts(game, seat, targets, title)
    return head + "".join(markup for _key, markup in parts) + "</svg>"
