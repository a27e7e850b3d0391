"""The area kind "gated" drawn on the sheet (its rules: clever/areas/gated.py)."""

from __future__ import annotations

from clever.i18n import Msg

from ..lang import _
from ..words import colour
from .shapes import (
    COLOURS,
    area_frame,
    bonus_words,
    box_group,
    box_row,
    icon,
    state_words,
    tiny_text,
    written,
)

GE = "\u2265"


def gated_words(area, marks: tuple, box: int) -> str:
    """'pink box 4, bonus return with 3 or more' and, once written below the
    minimum, that the bonus was missed."""
    words = _(Msg("{colour} box {n}", colour=colour(area.name), n=box + 1))
    need = area.bonus_needs[box]
    if need is not None and area.bonus[box]:
        words += ", " + _(Msg("bonus {what} with {n} or more",
                              what=bonus_words(area.bonus[box]), n=need))
    return words


def draw(area, marks: tuple, x: float, y: float, w: float, targets: set, points: int,
         note: str) -> tuple[str, float]:
    """Any value in each box, left to right; under a box with a bonus its
    minimum ("≥4") and the bonus, faded where a lower value missed it."""
    name = area.name
    strong, tint = COLOURS[name][:2]
    # twelve boxes and the narrow gap keep each box over 24 px wide on a 375 px phone
    gx, step, size = box_row(x, w, area.size)
    gy = y + 20
    out = []
    for i in range(area.size):
        bx = gx + i * step
        label = area.box_label(i)
        done = i < len(marks)
        target = (name, label) in targets
        words = gated_words(area, marks, i)
        need = area.bonus_needs[i]
        gated = need is not None and area.bonus[i]
        missed = done and gated and not area.takes_bonus(i, marks[i])
        inner = ""
        if done:
            inner = written(bx, gy, size, marks[i])
            words += state_words(True, target, marks[i])
            if missed:
                words += _(", too low for its bonus")
        else:
            words += state_words(False, target)
        out.append(box_group(name, label, words, inner, bx, gy,
                             "done" if done else "open", target, size))
        if gated:
            least = tiny_text(f"{GE}{need}", bx + size / 2, gy + size + 9, size,
                              ' text-anchor="middle"')
            fade = ' opacity="0.35"' if missed else ""
            out.append(f'<g aria-hidden="true">{least}</g><g{fade}>'
                       f'{icon(area.bonus[i], bx + size / 2, gy + size + 22, 14)}</g>')
    height = size + 20 + 34
    return area_frame(name, x, y, w, height, tint, strong, points, note, out), height
