"""The area kind "effects" drawn on the sheet (its rules: clever/areas/effects.py)."""

from __future__ import annotations

from clever.i18n import Msg

from ..lang import _
from ..markup import escape
from ..words import colour
from .shapes import COLOURS, area_frame, bonus_words, box_group, icon, state_words, tiny_text

DOT = "  \u00b7  "


def draw(area, marks: tuple, x: float, y: float, w: float, targets: set, points: int,
         note: str) -> tuple[str, float]:
    """A value-effect track (4Ever pink): points if the box is the last filled
    and its bonus below each box, the value-effect legend under them."""
    name = area.name
    strong, tint = COLOURS[name][:2]
    n = area.size
    step = (w - 8) / n
    size = step - 2
    gx = x + 4 + 1
    gy = y + 22
    own = {i for i, _value in area.written(marks)}
    out = []
    for i in range(n):
        bx = gx + i * step
        label = area.box_label(i)
        done = i < len(marks)
        target = (name, label) in targets
        words = _(Msg("{area} box {n}, {points} points if it is the last filled",
                      area=colour(name), n=i + 1, points=area.points[i]))
        if area.bonus[i]:
            values = [str(v) for v in area.takes_bonus]
            words += ", " + _(Msg("bonus {what} on a {values} or {last}", what=bonus_words(
                area.bonus[i]), values=", ".join(values[:-1]), last=values[-1])
                if len(values) > 1 else Msg("bonus {what} on a {last}", what=bonus_words(
                    area.bonus[i]), last=values[-1]))
        if done and i not in own:
            words += _(Msg(", {value} written again (no effect)", value=marks[i]))
            words += _(", choose to enter here") if target else ""
        else:
            words += state_words(done, target, marks[i] if done else None)
        inner = ""
        if done:
            cls = "num" if i in own else "num copy"
            inner = (f'<text x="{bx + size / 2:.1f}" y="{gy + size - 7:.1f}" class="{cls}" '
                     f'text-anchor="middle">{marks[i]}</text>')
        out.append(box_group(name, label, words, inner, bx, gy, "done" if done else "open",
                             target, size))
        worth = tiny_text(str(area.points[i]), bx + size / 2, gy + size + 10, size,
                          ' text-anchor="middle"')
        out.append(f'<g aria-hidden="true">{worth}</g>')
        if area.bonus[i]:
            out.append(icon(area.bonus[i], bx + size / 2, gy + size + 22, 14))
    effects = []
    for v in range(1, 7):
        what = []
        if v in area.extra:
            what.append(f"+{area.extra[v]}")
        if v in area.repeats:
            what.append(_(Msg("writes another {value}", value=v)))
        if v in area.takes_bonus:
            what.insert(0, _("bonus"))
        if len(what) > 1:
            effects.append(_(Msg("{value}: {what} and {other}", value=v,
                                 what=", ".join(what[:-1]), other=what[-1])))
        elif what:
            effects.append(f"{v}: {what[0]}")
    ly = gy + size + 44
    half = (len(effects) + 1) // 2
    for i, line in enumerate((effects[:half], effects[half:])):
        out.append(f'<text x="{x + 8:.1f}" y="{ly + i * 14:.1f}" class="lbl" '
                   f'aria-hidden="true">{escape(DOT.join(line))}</text>')
    height = ly + 22 - y
    return area_frame(name, x, y, w, height, tint, strong, points, note, out), height
