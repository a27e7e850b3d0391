"""The area kind "rows" drawn on the sheet (its rules: clever/areas/rows.py)."""

from __future__ import annotations

from clever.i18n import N_, Msg

from ..lang import _
from ..markup import escape
from ..words import colour
from .shapes import (
    BOX,
    CLEAR,
    COLOURS,
    LBL_EM,
    area_frame,
    bonus_words,
    box_group,
    icon,
    pressed,
    state_words,
    tiny_text,
)

MINUS = "\u2212"
ROW_RULES = {  # a rows area's rule: (short label, in words)
    "rising": (N_("\u2197 rising"), N_("each entry higher than the one before")),
    "negative": (N_("\u2212 minus"), N_("its sum counts as minus points")),
    "positive": (N_("+ plus"), N_("its sum counts as plus points")),
}
ROW_NAMES = {"top": Msg("top row"), "middle": Msg("middle row"), "bottom": Msg("bottom row")}


def draw(area, marks: tuple, x: float, y: float, w: float, targets: set, points: int,
         note: str) -> tuple[str, float]:
    """Rows filled left to right (4Ever yellow): each row's rule at its left
    (rising, minus, plus), bonuses under the boxes, column points below."""
    name = area.name
    strong, tint = COLOURS[name][:2]
    lab = 62
    step = (w - lab - 10) / area.n_cols
    gx = x + lab + (step - BOX) / 2
    ry = y + 22
    out = []
    for r in range(area.n_rows):
        rule = area.rules[r]
        short, long = ROW_RULES.get(rule, (rule, rule))
        short, long = _(short), _(long)
        row_name = _(ROW_NAMES.get(area.row_names[r], area.row_names[r]))
        row = marks[r]
        room = gx - x - 6 - CLEAR
        out.append(f'<g aria-hidden="true"><text x="{x + 6:.1f}" y="{ry + 13:.1f}" class="lbl"'
                   f'{pressed(len(short) * LBL_EM, room)}>{escape(short)}</text>'
                   f'{tiny_text(row_name, x + 6, ry + 24, room)}</g>')
        for c in range(area.n_cols):
            bx = gx + c * step
            label = area.box_label(r * area.n_cols + c)
            done = c < len(row)
            target = (name, label) in targets
            bonus = area.box_bonus[r][c]
            words = _(Msg("{area} {row}, box {n}: {rule}", area=colour(name), row=row_name,
                          n=c + 1, rule=long))
            if bonus:
                words += ", " + _(Msg("bonus {what}", what=bonus_words(bonus)))
            words += state_words(done, target, row[c] if done else None)
            inner = ""
            if rule != "rising":
                inner += (f'<text x="{bx + 3:.1f}" y="{ry + 9:.1f}" class="tiny sign">'
                          f'{MINUS if rule == "negative" else "+"}</text>')
            if done:
                inner += (f'<text x="{bx + BOX / 2:.1f}" y="{ry + 21:.1f}" class="num" '
                          f'text-anchor="middle">{row[c]}</text>')
            if rule == "rising" and c:
                out.append(f'<text x="{bx - (step - BOX) / 2:.1f}" y="{ry + BOX / 2 + 4:.1f}" '
                           f'class="lt" text-anchor="middle" aria-hidden="true">&lt;</text>')
            state = "done" if done else "open"
            if rule == "negative":
                state += " neg"
            out.append(box_group(name, label, words, inner, bx, ry, state, target))
            if bonus:
                out.append(icon(bonus, bx + BOX / 2, ry + BOX + 9, 14))
        ry += BOX + (20 if any(area.box_bonus[r]) else 6)
    # the column points are centred under the boxes: the label ends before the first
    room = gx + BOX / 2 - 8 - x - 6 - CLEAR
    out.append(f'<g aria-hidden="true">{tiny_text(_("full column"), x + 6, ry + 8, room)}</g>')
    for c, pts in enumerate(area.col_points):
        out.append(f'<text x="{gx + c * step + BOX / 2:.1f}" y="{ry + 9:.1f}" class="cp" '
                   f'text-anchor="middle" aria-hidden="true">{pts}</text>')
    height = ry + 16 - y
    return area_frame(name, x, y, w, height, tint, strong, points, note, out), height
