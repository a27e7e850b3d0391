"""The area kind "circles" drawn on the sheet (its rules: clever/areas/circles.py)."""

from __future__ import annotations

from clever.i18n import Msg

from ..lang import _
from ..words import area as area_title
from .shapes import BOX, COLOURS, DIGIT_PHONE_EM, area_frame, box_group, cross, icon, tiny_text

STEP_X = 40      # one lattice column: neighbours in the next row sit between two columns
STEP_Y = 26      # one lattice row: less than a box, as the rows interleave
RING = 11.5      # radius of the ring drawn round a circled number


def ring(cx: float, cy: float, dashed: bool = False, colour: str = "#111") -> str:
    """The circle a player draws round a number; dashed: where a tap circles."""
    dash = ' stroke-dasharray="3 2.4"' if dashed else ""
    width = 1.6 if dashed else 2.4
    return (f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{RING}" fill="none" stroke="{colour}" '
            f'stroke-width="{width}"{dash}/>')


def hint_cross(x: float, y: float, colour: str) -> str:
    """A dashed cross: where a tap crosses the circled number."""
    p, q = x + BOX * .22, x + BOX * .78
    a, b = y + BOX * .22, y + BOX * .78
    return (f'<path d="M{p:.1f},{a:.1f} L{q:.1f},{b:.1f} M{q:.1f},{a:.1f} L{p:.1f},{b:.1f}" '
            f'fill="none" stroke="{colour}" stroke-width="2" stroke-dasharray="3 2.4"/>')


def box_words(area, cell: int, title: str, circled: bool, crossed: bool, target: bool) -> str:
    r = cell // area.n_cols
    words = _(Msg("{area}, row {row}, number {num}", area=title, row=r + 1,
                  num=area.numbers[cell]))
    if crossed:
        words += _(", circled and crossed")
    elif circled:
        words += _(", circled")
    else:
        words += _(", open")
    if target:
        words += _(", choose to cross it") if circled else _(", choose to circle it")
    return words


def draw(area, marks: int, x: float, y: float, w: float, targets: set, points: int,
         note: str) -> tuple[str, float]:
    """The staggered lattice as printed: a ring round each circled number, a
    cross over each crossed one; each row's bonus at its right, each column's
    below it (a faint line leads there); where a tap circles, a dashed ring,
    where it crosses, a dashed cross; the crosses' points at the right."""
    name = area.name
    strong, tint = COLOURS[name][:2]
    title = _(area_title(name))
    n_rows, n_cols = area.n_rows, area.n_cols
    gx = x + 10
    gy = y + 22
    rx = gx + (n_cols - 1) * STEP_X + BOX + 14   # the rows' bonuses
    bottom = gy + (n_rows - 1) * STEP_Y + BOX
    by = bottom + 13                              # the columns' bonuses
    out = []
    guides = []
    for r in range(n_rows):
        cols = [c for c in range(n_cols) if r * n_cols + c in area.numbers]
        if cols and area.row_bonus[r]:
            cy = gy + r * STEP_Y + BOX / 2
            guides.append((gx + cols[-1] * STEP_X + BOX, cy, rx - 8, cy))
    for c in range(n_cols):
        rows = [r for r in range(n_rows) if r * n_cols + c in area.numbers]
        if rows and area.col_bonus[c]:
            cx = gx + c * STEP_X + BOX / 2
            guides.append((cx, gy + rows[-1] * STEP_Y + BOX, cx, by - 8))
    out.append('<g aria-hidden="true">' + "".join(
        f'<path d="M{a:.1f},{b:.1f} L{c:.1f},{d:.1f}" stroke="{strong}" stroke-width="1" '
        f'stroke-dasharray="2 2" opacity=".55"/>' for a, b, c, d in guides) + "</g>")
    shift = area.shift
    for cell in area.cells:
        r, c = divmod(cell, n_cols)
        bx, bxy = gx + c * STEP_X, gy + r * STEP_Y
        cx, cy = bx + BOX / 2, bxy + BOX / 2
        label = area.box_label(cell)
        circled = bool(marks >> cell & 1)
        crossed = bool(marks >> (cell + shift) & 1)
        target = (name, label) in targets
        inner = ring(cx, cy) if circled else ""
        if crossed:
            inner += cross(bx, bxy, BOX)
        elif target:
            inner += hint_cross(bx, bxy, strong) if circled else ring(cx, cy, True, strong)
        # the number over its marks, edged in white where crossed, so that a
        # crossed number can still be read
        edge = (' stroke="#fff" stroke-width="3" paint-order="stroke"' if crossed else "")
        inner += (f'<text x="{cx:.1f}" y="{bxy + 21:.1f}" class="num" text-anchor="middle"'
                  f'{edge}>{area.numbers[cell]}</text>')
        out.append(box_group(name, label, box_words(area, cell, title, circled, crossed, target),
                             inner, bx, bxy, "done" if crossed else "open", target))
    for r, bonus in enumerate(area.row_bonus):
        if bonus:
            out.append(icon(bonus, rx, gy + r * STEP_Y + BOX / 2))
    for c, bonus in enumerate(area.col_bonus):
        if bonus:
            out.append(icon(bonus, gx + c * STEP_X + BOX / 2, by))
    out.append(scale(area, marks, rx + 18, y + 24, x + w - 6, strong))
    height = by + 14 - y
    return area_frame(name, x, y, w, height, tint, strong, points, note, out), height


def scale(area, marks: int, left: float, top: float, right: float, strong: str) -> str:
    """The crosses -> points table in two lines of five, the count reached
    boxed (the header says the points in words)."""
    counts = range(1, len(area.cross_points))
    per_line = (len(counts) + 1) // 2
    step = (right - left) / per_line
    reached = area.crossed_count(marks)
    out = [tiny_text(_("crosses"), left, top + 8, right - left)]
    for i, k in enumerate(counts):
        line, col = divmod(i, per_line)
        cx = left + col * step + step / 2
        ty = top + 24 + line * 34
        if k == reached:
            out.append(f'<rect x="{cx - step / 2 + 1:.1f}" y="{ty - 10:.1f}" '
                       f'width="{step - 2:.1f}" height="27" rx="3" fill="#fff" '
                       f'stroke="{strong}" stroke-width="1.5"/>')
        out.append(tiny_text(f"{k}\u00d7", cx, ty, step - 2, ' text-anchor="middle"',
                             DIGIT_PHONE_EM)
                   + f'<text x="{cx:.1f}" y="{ty + 13:.1f}" class="cp" '
                   f'text-anchor="middle">{area.cross_points[k]}</text>')
    return '<g aria-hidden="true">' + "".join(out) + "</g>"
