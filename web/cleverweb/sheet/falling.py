"""The area kind "falling" drawn on the sheet (its rules: clever/areas/falling.py)."""

from __future__ import annotations

from clever.i18n import Msg

from ..lang import _
from ..words import colour
from .shapes import (
    COLOURS,
    GAP,
    area_frame,
    bonus_words,
    box_group,
    box_row,
    icon,
    state_words,
    written,
)

GE = "\u2265"  # between two boxes, as the printed sheet: the left one is at least the right
LE = "\u2264"


def falling_words(area, marks: tuple, box: int) -> str:
    """'blue box 3, at most 9, bonus yellow ?': what the box takes now."""
    parts = [_(Msg("{colour} box {n}", colour=colour(area.name), n=box + 1))]
    if box == 0:
        parts.append(_("any sum"))
    elif box <= len(marks):
        parts.append(_(Msg("at most {n}", n=marks[box - 1])))
    else:
        parts.append(_("at most the sum before"))
    if area.bonus[box]:
        parts.append(_(Msg("bonus {what}", what=bonus_words(area.bonus[box]))))
    return ", ".join(parts)


def draw(area, marks: tuple, x: float, y: float, w: float, targets: set, points: int,
         note: str) -> tuple[str, float]:
    """A falling track: a "≥" between each two boxes, the limit the next box
    has (the sum before it) in that box, the bonus below each box."""
    name = area.name
    strong, tint = COLOURS[name][:2]
    # twelve boxes and the narrow gap keep each box over 24 px wide on a 375 px phone
    gx, step, size = box_row(x, w, area.size)
    gy = y + 20
    out = []
    signs = []
    for i in range(area.size):
        bx = gx + i * step
        label = area.box_label(i)
        done = i < len(marks)
        target = (name, label) in targets
        words = falling_words(area, marks, i)
        inner = ""
        if done:
            inner = written(bx, gy, size, marks[i])
            words += state_words(True, target, marks[i])
        else:
            if i == len(marks) and marks:
                inner = (f'<text x="{bx + 2:.1f}" y="{gy + 9:.1f}" class="tiny thr">'
                         f'{LE}{marks[-1]}</text>')
            words += state_words(False, target)
        out.append(box_group(name, label, words, inner, bx, gy,
                             "done" if done else "open", target, size))
        if i:
            # on the gap at the boxes' lower corners, clear of the numbers and the
            # bonuses, and of taps (pointer-events: the boxes keep their whole size)
            cx, cy = bx - GAP / 2, gy + size
            signs.append(f'<rect x="{cx - 4.5:.1f}" y="{cy - 5.5:.1f}" width="9" height="11" '
                         f'rx="3" fill="{tint}"/><text x="{cx:.1f}" y="{cy + 3.5:.1f}" '
                         f'class="lt ge" text-anchor="middle">{GE}</text>')
        if area.bonus[i]:
            out.append(icon(area.bonus[i], bx + size / 2, gy + size + 11, 15))
    out.append(f'<g aria-hidden="true" pointer-events="none">{"".join(signs)}</g>')
    height = size + 20 + 24
    return area_frame(name, x, y, w, height, tint, strong, points, note, out), height
