"""The area kind "pairs" drawn on the sheet (its rules: clever/areas/pairs.py)."""

from __future__ import annotations

from clever.i18n import Msg

from ..lang import _
from ..words import colour
from .shapes import (
    BOX,
    COLOURS,
    GAP,
    area_frame,
    bonus_words,
    box_group,
    icon,
    state_words,
    written,
)

MINUS = "\u2212"
PAIR_GAP = 4  # between two pairs; GAP inside a pair


def pairs_words(area, box: int, pair_points) -> str:
    """'green box 3, value times 2, pair 2, first box, bonus blue ?'."""
    pair = box // 2 + 1
    parts = [_(Msg("{colour} box {n}", colour=colour(area.name), n=box + 1))]
    # said for x1 too: the box shows its "x1", and what is shown is said
    parts.append(_(Msg("value times {n}", n=area.multiplier[box])))
    parts.append(_(Msg("pair {n}, first box", n=pair) if box % 2 == 0 else
                   Msg("pair {n}, second box", n=pair)))
    if pair_points[box // 2] is not None:
        parts.append(_(Msg("the pair scores {points}", points=pair_points[box // 2])))
    if area.bonus[box]:
        parts.append(_(Msg("bonus {what}", what=bonus_words(area.bonus[box]))))
    return ", ".join(parts)


def signed(n: int) -> str:
    return f"{MINUS}{-n}" if n < 0 else str(n)


def draw(area, marks: tuple, x: float, y: float, w: float, targets: set, points: int,
         note: str) -> tuple[str, float]:
    """Pairs of boxes: the multiplier in each open box, the bonus below it,
    and under each pair a bracket with its points once both are written."""
    name = area.name
    strong, tint = COLOURS[name][:2]
    n = area.size
    # twelve boxes in six pairs keep each box over 24 px wide on a 375 px phone
    size = min(BOX, (w - 8 - (n // 2) * GAP - (n // 2 - 1) * PAIR_GAP) / n)
    gy = y + 20
    pair_points = area.pair_points(marks)
    out = []
    lefts = []
    for i in range(n):
        bx = x + 4 + i * (size + GAP) + (i // 2) * (PAIR_GAP - GAP)
        lefts.append(bx)
        label = area.box_label(i)
        done = i < len(marks)
        target = (name, label) in targets
        words = pairs_words(area, i, pair_points)
        if done:
            inner = written(bx, gy, size, marks[i])
            words += state_words(True, target, marks[i])
        else:
            inner = (f'<text x="{bx + size - 2:.1f}" y="{gy + 10:.1f}" class="tiny mult" '
                     f'text-anchor="end">\u00d7{area.multiplier[i]}</text>')
            words += state_words(False, target)
        out.append(box_group(name, label, words, inner, bx, gy,
                             "done" if done else "open", target, size))
        if area.bonus[i]:
            out.append(icon(area.bonus[i], bx + size / 2, gy + size + 11, 15))
    by = gy + size + 22
    brackets = []
    for k, got in enumerate(pair_points):
        left, right = lefts[2 * k] + 2, lefts[2 * k + 1] + size - 2
        brackets.append(f'<path class="pair" d="M{left:.1f},{by - 3:.1f} V{by:.1f} H{right:.1f} '
                        f'V{by - 3:.1f}" fill="none" stroke="{strong}" stroke-width="1.2"/>')
        if got is not None:
            brackets.append(f'<text x="{(left + right) / 2:.1f}" y="{by + 12:.1f}" '
                            f'class="lbl" text-anchor="middle">{signed(got)}</text>')
    out.append(f'<g aria-hidden="true">{"".join(brackets)}</g>')
    height = size + 20 + 24 + 16
    return area_frame(name, x, y, w, height, tint, strong, points, note, out), height
