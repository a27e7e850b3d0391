"""The area kind "grid" drawn on the sheet (its rules: clever/areas/grid.py)."""

from __future__ import annotations

from clever.i18n import Msg

from ..lang import _
from ..words import colour
from .shapes import BOX, COLOURS, GAP, area_frame, box_group, cross, icon, state_words

HALF_WIDTH = True  # drawn two side by side: a grid is about half a sheet wide


def draw(area, marks: int, x: float, y: float, w: float, targets: set, points: int,
         note: str) -> tuple[str, float]:
    """A cross grid: numbers, row bonuses at the right, column points or bonuses
    below, the diagonal bonus in the corner."""
    name = area.name
    strong, tint = COLOURS[name][:2]
    step = BOX + GAP
    gx = x + 6
    gy = y + 20
    out = []
    for r in range(area.n_rows):
        for c in range(area.n_cols):
            cell = r * area.n_cols + c
            bx, by = gx + c * step, gy + r * step
            if cell in area.numbers:
                num = area.numbers[cell]
                label = area.box_label(cell)
                crossed = bool(marks >> cell & 1)
                where = {"area": colour(name), "row": r + 1, "col": c + 1, "num": num}
                words = _(Msg("{area} row {row} column {col}, sum {num}", **where)
                          if name == "blue" else
                          Msg("{area} row {row} column {col}, number {num}", **where))
                target = (name, label) in targets
                words += state_words(crossed, target)
                inner = (f'<text x="{bx + BOX / 2:.1f}" y="{by + 21:.1f}" class="num" '
                         f'text-anchor="middle">{num}</text>')
                if crossed:
                    inner += cross(bx, by, BOX)
                out.append(box_group(name, label, words, inner, bx, by,
                                     "done" if crossed else "open", target))
            elif area.pre_crossed >> cell & 1:
                out.append(f'<g class="box pre" aria-hidden="true"><rect class="bg" '
                           f'x="{bx:.1f}" y="{by:.1f}" width="{BOX}" height="{BOX}" rx="4"/>'
                           f'{cross(bx, by, BOX, "x pre")}</g>')
            else:  # no box here (blue r1c1): the printed "blue + white" reminder
                out.append(f'<text x="{bx + BOX / 2:.1f}" y="{by + 13:.1f}" class="tiny cell-note" '
                           f'text-anchor="middle" aria-hidden="true">{_("B+W")}</text>'
                           f'<text x="{bx + BOX / 2:.1f}" y="{by + 24:.1f}" class="tiny cell-note" '
                           f'text-anchor="middle" aria-hidden="true">=</text>')
    # row bonuses (right)
    rx = gx + area.n_cols * step + 9
    for r, b in enumerate(area.row_bonus):
        if b:
            out.append(icon(b, rx, gy + r * step + BOX / 2))
    # column points or bonuses (below)
    by = gy + area.n_rows * step + 10
    for c in range(area.n_cols):
        cx = gx + c * step + BOX / 2
        if area.col_points:
            out.append(f'<text x="{cx:.1f}" y="{by + 4:.1f}" class="cp" text-anchor="middle" '
                       f'aria-hidden="true">{area.col_points[c]}</text>')
        elif area.col_bonus[c]:
            out.append(icon(area.col_bonus[c], cx, by))
    if area.diagonal_bonus:
        out.append(f'<path d="M{rx - 6:.1f},{by - 6:.1f} l4,4" stroke="#222" stroke-width="1.2" '
                   f'aria-hidden="true"/>')
        out.append(icon(area.diagonal_bonus, rx + 2, by + 2, 14))
    height = by + 12 - y
    return area_frame(name, x, y, w, height, tint, strong, points, note, out), height
