"""The area kind "track" drawn on the sheet (its rules: clever/areas/track.py)."""

from __future__ import annotations

from clever.i18n import Msg

from ..lang import _
from ..words import colour
from .shapes import BOX, COLOURS, GAP, area_frame, bonus_words, box_group, cross, icon, state_words


def track_words(area, box: int) -> str:
    parts = [_(Msg("{colour} box {n}", colour=colour(area.name), n=box + 1))]
    if area.minimum is not None:
        parts.append(_(Msg("needs {n} or more", n=area.minimum[box])))
    if area.multiplier is not None and area.multiplier[box] != 1:
        parts.append(_(Msg("value times {n}", n=area.multiplier[box])))
    if area.ascending and box:
        parts.append(_("higher than the previous, anything after a 6"))
    if area.bonus[box]:
        parts.append(_(Msg("bonus {what}", what=bonus_words(area.bonus[box]))))
    return ", ".join(parts)


def draw(area, marks: tuple, x: float, y: float, w: float, targets: set, points: int,
         note: str) -> tuple[str, float]:
    """A left-to-right track: threshold or multiplier in each box, the bonus
    below it; written values (or a cross where the area counts boxes)."""
    name = area.name
    strong, tint = COLOURS[name][:2]
    # purple's 11 boxes with a "<" between: a narrow margin and gap keep each
    # box over 24 px wide on a 375 px phone (a finger's minimum target)
    gap = 6 if area.ascending else GAP
    step = (w - 8 + gap) / area.size
    size = min(BOX, step - gap)
    gx = x + 4 + (step - gap - size) / 2
    gy = y + 20
    counts = area.count_scale is not None
    out = []
    for i in range(area.size):
        bx = gx + i * step
        label = area.box_label(i)
        done = i < len(marks)
        target = (name, label) in targets
        words = track_words(area, i)
        inner = ""
        if area.minimum is not None:
            inner += (f'<text x="{bx + 3:.1f}" y="{gy + 10:.1f}" class="tiny thr">'
                      f'\u2265{area.minimum[i]}</text>')
        if area.multiplier is not None and area.multiplier[i] != 1 and not done:
            inner += (f'<text x="{bx + size - 2:.1f}" y="{gy + 10:.1f}" class="tiny mult" '
                      f'text-anchor="end">\u00d7{area.multiplier[i]}</text>')
        if area.ascending and i:
            inner += (f'<text x="{bx - gap / 2:.1f}" y="{gy + size / 2 + 3.5:.1f}" '
                      f'class="lt" text-anchor="middle">&lt;</text>')
        if done:
            value = marks[i]
            if counts or value == 0:
                inner += cross(bx, gy, size)
                words += state_words(True, target)
            else:
                inner += (f'<text x="{bx + size / 2:.1f}" y="{gy + size - 6:.1f}" '
                          f'class="num" text-anchor="middle">{value}</text>')
                words += state_words(True, target, value)
        else:
            words += state_words(False, target)
        out.append(box_group(name, label, words, inner, bx, gy,
                             "done" if done else "open", target, size))
        if area.bonus[i]:
            out.append(icon(area.bonus[i], bx + size / 2, gy + size + 11, 15))
    height = size + 20 + 24
    return area_frame(name, x, y, w, height, tint, strong, points, note, out), height
