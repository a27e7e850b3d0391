"""The area kind "coords" drawn on the sheet (its rules: clever/areas/coords.py)."""

from __future__ import annotations

from clever.i18n import Msg

from ..lang import _
from ..words import colour
from .shapes import (
    BOX,
    COLOURS,
    GAP,
    PHONE_WRAP_EM,
    area_frame,
    box_group,
    cross,
    icon,
    state_words,
    tiny_text,
    wrap_lines,
    wrapped,
)


def draw(area, marks: int, x: float, y: float, w: float, targets: set, points: int,
         note: str) -> tuple[str, float]:
    """A coordinate grid (4Ever blue): one die names the row, the other the
    column; row bonuses at the right, column points below, the main
    diagonal's bonus and the anti-diagonal's points in the corners."""
    name = area.name
    strong, tint = COLOURS[name][:2]
    n = area.n
    first, second = (area.reads[1], area.reads[2]) if area.reads else ("white", "blue")
    first, second = colour(first), colour(second)
    step = BOX + GAP
    gx = x + 30
    gy = y + 40
    mid = gy + n * step / 2
    out = ['<g aria-hidden="true">'
           + tiny_text(_(Msg("{die} die → column", die=second)), gx + n * step / 2, gy - 15,
                       n * step, ' text-anchor="middle"', phone_dy=1)
           + tiny_text(_(Msg("{die} die ↓ row", die=first)), gx - 22, mid, n * step,
                       f' text-anchor="middle" transform="rotate(-90 {gx - 22:.1f} {mid:.1f})"')
           + '</g>']
    for i in range(n):
        out.append(f'<text x="{gx + i * step + BOX / 2:.1f}" y="{gy - 4:.1f}" class="cp" '
                   f'text-anchor="middle" aria-hidden="true">{i + 1}</text>')
        out.append(f'<text x="{gx - 8:.1f}" y="{gy + i * step + 20:.1f}" class="cp" '
                   f'text-anchor="middle" aria-hidden="true">{i + 1}</text>')
    for r in range(n):
        for c in range(n):
            cell = r * n + c
            bx, by = gx + c * step, gy + r * step
            label = area.box_label(cell)
            crossed = bool(marks >> cell & 1)
            target = (name, label) in targets
            words = _(Msg("{area} row {row}, column {col} ({first} {row}, {second} {col})",
                          area=colour(name), row=r + 1, col=c + 1, first=first, second=second))
            inner = ""
            if r == c:
                words += _(", on the diagonal")
                inner += (f'<path d="M{bx + 3:.1f},{by + 3:.1f} l{BOX - 6},{BOX - 6}" '
                          f'class="diag"/>')
            if r + c == n - 1:
                words += _(", on the other diagonal")
                inner += (f'<path d="M{bx + BOX - 3:.1f},{by + 3:.1f} l{6 - BOX},{BOX - 6}" '
                          f'class="diag"/>')
            words += state_words(crossed, target)
            if crossed:
                inner += cross(bx, by, BOX)
            out.append(box_group(name, label, words, inner, bx, by,
                                 "done" if crossed else "open", target))
    rx = gx + n * step + 10
    for r, b in enumerate(area.row_bonus):
        if b:
            out.append(icon(b, rx, gy + r * step + BOX / 2))
    by = gy + n * step + 10
    for c, pts in enumerate(area.col_points):
        out.append(f'<text x="{gx + c * step + BOX / 2:.1f}" y="{by + 4:.1f}" class="cp" '
                   f'text-anchor="middle" aria-hidden="true">{pts}</text>')
    if area.diagonal_bonus:
        out.append(icon(area.diagonal_bonus, rx, by, 14))
    out.append(f'<text x="{gx - 8:.1f}" y="{by + 4:.1f}" class="cp" text-anchor="middle" '
               f'aria-hidden="true">+{area.anti_points}</text>')
    need = area.threshold
    legend = (_(Msg("cross number {n} in a row: its bonus at the right", n=need)),
              _(Msg("cross number {n} on the ↘ diagonal: the bonus in the corner", n=need)),
              _(Msg("a column with {n}+ crosses: the points below", n=need)),
              _(Msg("the ↙ diagonal with {n}+ crosses: {points} more", n=need,
                    points=area.anti_points)))
    lx = rx + 14
    room = x + w - lx - 4
    ly = gy + 8
    for i, line in enumerate(legend):
        out.append(wrapped(line, lx, gy + 8 + i * 40, room, cls="tiny wide-only"))
        # a phone's: larger, so in more lines (up to 14 in all, in French), one after the other
        out.append(wrapped(line, lx, ly, room, PHONE_WRAP_EM, 11, "tiny-p phone-only"))
        ly += 11 * len(wrap_lines(line, room, PHONE_WRAP_EM)) + 7
    height = by + 12 - y
    return area_frame(name, x, y, w, height, tint, strong, points, note, out), height
