"""The area kind "triangles" drawn on the sheet (its rules: clever/areas/triangles.py)."""

from __future__ import annotations

from clever.i18n import Msg

from ..lang import _
from ..markup import escape
from .shapes import COLOURS, DIGIT_PHONE_EM, area_frame, bonus_words, icon, state_words, tiny_text

TIMES = " \u00d7"


def draw(area, marks: tuple, x: float, y: float, w: float, targets: set, points: int,
         note: str) -> tuple[str, float]:
    """Fields of a lower and an upper triangle (4Ever green): multipliers
    above, the lower triangles' bonuses below."""
    name = area.name
    strong, tint = COLOURS[name][:2]
    n = area.fields
    step = (w - 12) / n
    fw = step - 3
    fh = 42.0
    fy = y + 36
    out = []
    for f in range(n):
        fx = x + 6 + f * step + 1.5
        mult = area.multiplier[f]
        times = f"{TIMES}{mult}" if mult != 1 else ""
        # on a phone without the space: "10×2" fits its field at 10 px
        label = tiny_text(f"{f + 1}{times.strip()}", fx + fw / 2, fy - 4, fw - 1,
                          ' text-anchor="middle"', DIGIT_PHONE_EM, wide=f"{f + 1}{times}")
        out.append(f'<g aria-hidden="true">{label}</g>')
        for half, shape, tx, ty in (
                (0, f"M{fx:.1f},{fy:.1f} L{fx:.1f},{fy + fh:.1f} L{fx + fw:.1f},{fy + fh:.1f} Z",
                 fx + fw * .3, fy + fh * .82),
                (1, f"M{fx:.1f},{fy:.1f} L{fx + fw:.1f},{fy:.1f} L{fx + fw:.1f},{fy + fh:.1f} Z",
                 fx + fw * .7, fy + fh * .4)):
            row = marks[half]
            box = half * n + f
            label = area.box_label(box)
            done = f < len(row)
            target = (name, label) in targets
            words = _(area.describe_box(box))
            if mult != 1:
                words += _(Msg(", the field counts {n} times", n=mult))
            if half == 0 and area.bonus[f]:
                words += ", " + _(Msg("bonus {what}", what=bonus_words(area.bonus[f])))
            words += state_words(done, target, row[f] if done else None)
            inner = (f'<text x="{tx:.1f}" y="{ty:.1f}" class="num sm" text-anchor="middle">'
                     f'{row[f]}</text>') if done else ""
            cls = f"box tri {'done' if done else 'open'}" + (" target" if target else "")
            attrs = (f'id="box-{name}-{label}" class="{cls}" data-area="{name}" '
                     f'data-box="{label}" role="button" aria-label="{escape(words)}"')
            attrs += ' tabindex="0"' if target else ' aria-disabled="true"'
            out.append(f'<g {attrs}><path class="bg" d="{shape}"/>'
                       f'<g aria-hidden="true">{inner}</g></g>')
        if area.bonus[f]:
            out.append(icon(area.bonus[f], fx + fw / 2, fy + fh + 11, 14))
    height = fy + fh + 24 - y
    return area_frame(name, x, y, w, height, tint, strong, points, note, out), height
