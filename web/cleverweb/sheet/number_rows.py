"""The area kind "number_rows" drawn on the sheet (its rules: clever/areas/number_rows.py)."""

from __future__ import annotations

from clever.i18n import Msg, plural

from ..lang import _
from ..markup import escape
from ..words import area as area_title
from ..words import colour
from .shapes import (
    BOX,
    CLEAR,
    COLOURS,
    FALLBACK,
    area_frame,
    bonus_words,
    box_group,
    cross,
    icon,
    state_words,
    tiny_text,
)

STEP = BOX + 4     # one number's column
LABEL = 62         # room for a row's colour at the left
SCALE_STEP = 27    # one entry of the marks -> points scale


def draw(area, marks: int, x: float, y: float, w: float, targets: set, points: int,
         note: str) -> tuple[str, float]:
    """Four rows of the numbers 1..6, each titled by its colour (letter and
    word, so colour is never the only cue) with its points at the right; each
    number's bonus below its column; the points a row scores by its marks at
    the bottom."""
    name = area.name
    strong, tint = COLOURS[name][:2]
    n = len(area.col_bonus)
    gx = x + LABEL
    gy = y + 24
    px = gx + n * STEP + 10  # the rows' points
    title = _(area_title(name))
    out = []
    for r, row in enumerate(area.rows):
        ry = gy + r * STEP
        row_strong, _tint, let = COLOURS.get(row, FALLBACK)[:3]
        row_name = _(colour(row))
        out.append(f'<g aria-hidden="true"><rect x="{x + 6:.1f}" y="{ry + 7:.1f}" width="16" '
                   f'height="16" rx="3" fill="{row_strong}"/>'
                   f'<text x="{x + 14:.1f}" y="{ry + 19.5:.1f}" class="al" text-anchor="middle" '
                   f'fill="#fff">{escape(let)}</text>'
                   f'{tiny_text(row_name, x + 25, ry + 19, gx - x - 25 - CLEAR)}</g>')
        for c in range(n):
            cell = r * n + c
            bx = gx + c * STEP
            label = area.box_label(cell)
            crossed = bool(marks >> cell & 1)
            target = (name, label) in targets
            words = _(Msg("{area}, {row} row, number {num}", area=title, row=row_name,
                          num=c + 1))
            if area.col_bonus[c]:
                words += ", " + _(Msg("bonus {what} once every row has it",
                                      what=bonus_words(area.col_bonus[c])))
            words += state_words(crossed, target)
            inner = (f'<text x="{bx + BOX / 2:.1f}" y="{ry + 21:.1f}" class="num" '
                     f'text-anchor="middle">{c + 1}</text>')
            if crossed:
                inner += cross(bx, ry, BOX)
            out.append(box_group(name, label, words, inner, bx, ry,
                                 "done" if crossed else "open", target))
        row_points = area.row_points[(marks & area.row_masks[r]).bit_count()]
        said = _(plural(row_points, "{n} point", "{n} points"))
        out.append(f'<g aria-hidden="true">{tiny_text(said, px, ry + 19, x + w - 4 - px)}</g>')
    # each number's bonus, under its column
    by = gy + len(area.rows) * STEP + 6
    for c, bonus in enumerate(area.col_bonus):
        if bonus:
            out.append(icon(bonus, gx + c * STEP + BOX / 2, by))
    # a row's points by its marks: a small table of its own, right-aligned and
    # spaced unlike the columns above, so it does not read as a column's points
    sy = by + 22
    counts = range(1, len(area.row_points))
    sx = x + w - 6 - len(counts) * SCALE_STEP
    room = sx - x - 6 - CLEAR
    out.append(f'<g aria-hidden="true">{tiny_text(_("marks in a row"), x + 6, sy, room)}'
               f'{tiny_text(_("row points"), x + 6, sy + 13, room)}')
    for i, k in enumerate(counts):
        cx = sx + i * SCALE_STEP + SCALE_STEP / 2
        pts = str(area.row_points[k])
        out.append(f'<text x="{cx:.1f}" y="{sy:.1f}" class="tiny" text-anchor="middle">{k}</text>'
                   f'<text x="{cx:.1f}" y="{sy + 13:.1f}" class="cp" text-anchor="middle">'
                   f'{pts}</text>')
    out.append("</g>")
    height = sy + 21 - y
    return area_frame(name, x, y, w, height, tint, strong, points, note, out), height
