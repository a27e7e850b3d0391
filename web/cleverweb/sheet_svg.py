"""Engine state -> the score sheet as SVG markup (a pure function, no DOM).

Everything drawn comes from the variant's sheet data (`variant.areas`,
`variant.round_bonus`, `variant.tracks`, the colours of `LOOK`) and a
player's `Sheet`: the grids, thresholds, multipliers, bonus symbols and foxes
are read from there, never restated here. Only the geometry (box size,
spacing) and the words belong to this module. Each area kind has its own
drawing function (`DRAW`): the base game's "grid" and "track", Clever
4Ever's "rows", "coords", "parts", "triangles" and "effects".

Every box is a `<g class="box">` carrying `data-area` and `data-box` (the
engine's box label: "r2c3" in a grid, "4" in a track, "l3" in green
triangles, a grey part by its first cell, each of its cells a `data-cell`),
an `aria-label` in words and, when it is a legal target now,
`tabindex="0"` and the class `target`.
"""

from __future__ import annotations

from clever.game import bonus_text
from clever.i18n import LANGS, N_, Msg, plural, tr

from . import lang
from .lang import _
from .markup import escape
from .words import area as area_title
from .words import colour

W = 360          # viewBox width
M = 6            # outer margin
BOX = 30         # grid / track box size
GAP = 2

# The look of each colour comes from the variants' data (LOOK in
# clever/variants/*.py): strong colour (borders, icons), light tint (area
# background), letter (so colour is never the only cue), die face and pips.
# A colour name means the same colour in every game of the family.
FALLBACK = ("#4a4a4a", "#f4f4f4", "?", "#dddddd", "#111111")


def _family_look() -> dict:
    from importlib import import_module

    from clever.variants import KNOWN
    look: dict = {}
    for module in sorted(KNOWN.values()):
        look.update(getattr(import_module(f"clever.variants.{module}"), "LOOK", {}))
    return look


COLOURS = _family_look()


# the default solo name "You" in each language ("Du", "Vous"): a player's own
# game is "your game" whichever language the seat was named in
_you_names: frozenset[str] = frozenset()


def is_you(name: str) -> bool:
    global _you_names
    if name == "You":  # English: no catalog needed (an English page loads none)
        return True
    if not _you_names:
        _you_names = frozenset(tr("You", lang) for lang in LANGS)
    return name in _you_names


def whose(name: str, yours, theirs):
    """`yours` ("Your sheet") for the default solo name, else `theirs` ("Ann's sheet")."""
    return yours if is_you(name) else theirs


def sheet_label(name: str):
    """What a screen reader calls a player's sheet ("Your score sheet" for the
    default solo name: "Score sheet of You" reads wrong, and worse translated)."""
    return whose(name, Msg("Your score sheet"), Msg("Score sheet of {name}", name=name))


def letter(area: str) -> str:
    return COLOURS.get(area, FALLBACK[:2] + (area[:1].upper(),))[2]


# ----------------------------------------------------------------------
# bonus symbols

def bonus_words(bonus) -> str:
    """A bonus in words, e.g. 'blue X', 'purple 6', 'reroll', '+1', 'fox'."""
    return _(bonus_text(bonus, article=False)) if bonus else ""


def icon(bonus, cx: float, cy: float, size: float = 16, black: str = "X/6",
         black_words: str = "") -> str:
    """A small symbol for a bonus, centred on (cx, cy), with a <title>.
    `black`: the mark of round 4's black bonus ("?" in Clever 4Ever)."""
    if not bonus:
        return ""
    kind = bonus[0]
    h = size / 2
    words = _(black_words) if kind == "black" and black_words else bonus_words(bonus)
    title = f"<title>{escape(_(Msg('bonus: {what}', what=words)))}</title>"
    if kind in ("x", "num", "any"):
        area = bonus[1]
        strong = COLOURS.get(area, FALLBACK)[0]
        mark = {"x": "\u2715", "any": "?"}.get(kind) or str(bonus[2])
        # two drawings, game.css shows one: a small corner letter beside a large
        # mark, and for phones (where the sheet is drawn smaller) letter and mark
        # side by side at the same size, so the letter stays readable (issue 19)
        return (f'<g class="icon" aria-hidden="true">{title}'
                f'<rect x="{cx - h:.1f}" y="{cy - h:.1f}" width="{size}" height="{size}" rx="3" '
                f'fill="{strong}"/><g class="wide-only">'
                f'<text x="{cx - h + 2.2:.1f}" y="{cy - h + 5.6:.1f}" class="il" '
                f'fill="#fff">{letter(area)}</text>'
                f'<text x="{cx + 1.5:.1f}" y="{cy + 4.6:.1f}" class="iv" text-anchor="middle" '
                f'fill="#fff">{mark}</text></g>'
                f'{phone_icon(letter(area), mark, cx, cy, size, strong)}</g>')
    if kind == "black":
        return (f'<g class="icon" aria-hidden="true">{title}'
                f'<rect x="{cx - size * .8:.1f}" y="{cy - h:.1f}" width="{size * 1.6:.1f}" '
                f'height="{size}" rx="3" fill="#111"/>'
                f'<text x="{cx:.1f}" y="{cy + 3.5:.1f}" class="iv" text-anchor="middle" '
                f'fill="#fff">{escape(black)}</text></g>')
    if kind == "polish":
        return polish_icon(cx, cy, size, title)
    if kind == "reroll":
        return (f'<g class="icon" aria-hidden="true">{title}'
                f'<circle cx="{cx}" cy="{cy}" r="{h}" fill="#fff" stroke="#222" '
                f'stroke-width="1.2"/>'
                f'<path d="M{cx + h * .55:.1f},{cy - h * .1:.1f} '
                f'a{h * .55:.1f},{h * .55:.1f} 0 1 1 '
                f'{-h * .25:.1f},{-h * .42:.1f}" fill="none" stroke="#222" stroke-width="1.6"/>'
                f'<path d="M{cx + h * .2:.1f},{cy - h * .78:.1f} l{h * .45:.1f},{h * .02:.1f} '
                f'l{-h * .1:.1f},{h * .45:.1f} z" fill="#222"/></g>')
    if kind == "plus1":
        return (f'<g class="icon" aria-hidden="true">{title}'
                f'<circle cx="{cx}" cy="{cy}" r="{h}" fill="#fff" stroke="#222" '
                f'stroke-width="1.2"/>'
                f'<text x="{cx:.1f}" y="{cy + 3.4:.1f}" class="iv" text-anchor="middle" '
                f'fill="#111">+1</text></g>')
    if kind == "fox":
        return fox(cx, cy, size, title)
    return ""


def phone_icon(let: str, mark: str, cx: float, cy: float, size: float, fill: str) -> str:
    """An area bonus's letter and mark side by side, for phones: the letter 11 units
    high (10 px on a 375 px phone); the icon widens for a two-letter area ("Gr")."""
    lw, mw = 7.5 * len(let) - 2 * (len(let) - 1), 6.0  # their widths, about
    w = max(size, lw + mw + 3)
    left = cx - w / 2
    return (f'<g class="phone-only"><rect x="{left:.1f}" y="{cy - size / 2:.1f}" '
            f'width="{w:.1f}" height="{size}" rx="3" fill="{fill}"/>'
            f'<text x="{left + 1.5 + lw / 2:.1f}" y="{cy + 3.9:.1f}" class="il-p" '
            f'text-anchor="middle">{let}</text>'
            f'<text x="{left + w - 1.5 - mw / 2:.1f}" y="{cy + 3.6:.1f}" class="iv-p" '
            f'text-anchor="middle">{mark}</text></g>')


def polish_icon(cx: float, cy: float, size: float = 16, title: str = "") -> str:
    """Polish: a four-pointed sparkle in a circle."""
    h = size / 2
    s, k = h * .72, h * .2
    pts = [(0, -s), (k, -k), (s, 0), (k, k), (0, s), (-k, k), (-s, 0), (-k, -k)]
    star = " ".join(f"{cx + x:.1f},{cy + y:.1f}" for x, y in pts)
    return (f'<g class="icon" aria-hidden="true">{title}'
            f'<circle cx="{cx}" cy="{cy}" r="{h}" fill="#fff" stroke="#222" '
            f'stroke-width="1.2"/><polygon points="{star}" fill="#6b6b6b"/></g>')


def fox(cx: float, cy: float, size: float = 16, title: str = "") -> str:
    title = title or f"<title>{_('fox')}</title>"
    s = size / 16
    pts = [(-7, -6), (-3, -2), (3, -2), (7, -6), (6, 1), (0, 7), (-6, 1)]
    path = " ".join(f"{cx + x * s:.1f},{cy + y * s:.1f}" for x, y in pts)
    return (f'<g class="icon fox" aria-hidden="true">{title}'
            f'<polygon points="{path}" fill="#c2410c" stroke="#431407" stroke-width="0.8"/>'
            f'<circle cx="{cx - 2.5 * s:.1f}" cy="{cy + .5 * s:.1f}" r="{1 * s:.1f}" fill="#111"/>'
            f'<circle cx="{cx + 2.5 * s:.1f}" cy="{cy + .5 * s:.1f}" r="{1 * s:.1f}" fill="#111"/>'
            f'<circle cx="{cx:.1f}" cy="{cy + 5.2 * s:.1f}" r="{1.1 * s:.1f}" fill="#111"/></g>')


def cross(x: float, y: float, size: float, cls: str = "x") -> str:
    """A cross; class "xh" draws the wide light halo that goes under one."""
    p = size * 0.2
    a, b = x + size - p, y + size - p
    halo = (' stroke="#fff" stroke-width="6" stroke-linecap="round" fill="none"'
            if cls == "xh" else "")
    return (f'<path class="{cls}"{halo} d="M{x + p:.1f},{y + p:.1f} L{a:.1f},{b:.1f} '
            f'M{a:.1f},{y + p:.1f} L{x + p:.1f},{b:.1f}"/>')


# ----------------------------------------------------------------------
# boxes

def box_group(area: str, label: str, words: str, inner: str, x: float, y: float,
              state: str, target: bool, size: float = BOX) -> str:
    """One clickable box. `state` is open | done | pre; a target is focusable."""
    cls = f"box {state}" + (" target" if target else "")
    attrs = (f'id="box-{area}-{label}" class="{cls}" data-area="{area}" data-box="{label}" '
             f'role="button" '
             f'aria-label="{escape(words)}"')
    if target:
        attrs += ' tabindex="0"'
    else:
        attrs += ' aria-disabled="true"'
    return (f'<g {attrs}><rect class="bg" x="{x:.1f}" y="{y:.1f}" width="{size}" '
            f'height="{size}" rx="4"/><g aria-hidden="true">{inner}</g></g>')


NOTE_PHONE_EM = 5.9  # the width of a character of a phone's area note (11 px), about
POINTS_ROOM = 68     # room kept for "00 points" at the right of an area's header
NOTE_PRESS = 0.68    # a phone's note may be pressed to this share of its width, no more


def header(area: str, x: float, y: float, w: float, points: int, note: str = "") -> str:
    strong, _tint, let = COLOURS[area][:3]
    title = _(area_title(area))
    note = _(note)
    nx = x + 26 + 7.4 * len(title)
    room = x + w - POINTS_ROOM - nx
    fit = pressed(len(note) * NOTE_EM, room)  # not into the points
    extra = (f'<text x="{nx:.1f}" y="{y + 12:.1f}" class="note"{fit}>{escape(note)}</text>'
             if note else "")
    if note and NOTE_PHONE_EM * len(note) * NOTE_PRESS <= room:
        # phones draw the sheet smaller: there the note is drawn larger (game.css
        # shows one of the two), where it fits beside the name and the points,
        # pressed a little if need be
        extra = (f'<g class="wide-only">{extra}</g><text x="{nx:.1f}" y="{y + 12:.1f}" '
                 f'class="note-p phone-only"{pressed(NOTE_PHONE_EM * len(note), room)}>'
                 f'{escape(note)}</text>')
    return (f'<g aria-hidden="true"><rect x="{x:.1f}" y="{y:.1f}" width="17" height="15" rx="3" '
            f'fill="{strong}"/>'
            f'<text x="{x + 8.5:.1f}" y="{y + 11.5:.1f}" class="al" text-anchor="middle" '
            f'fill="#fff">{let}</text>'
            f'<text x="{x + 21:.1f}" y="{y + 12:.1f}" class="ah">{escape(title)}</text>{extra}'
            f'<text x="{x + w - 4:.1f}" y="{y + 12:.1f}" class="pts" text-anchor="end">'
            f'{escape(_(plural(points, "{n} point", "{n} points")))}</text></g>')


TINY_PHONE_EM = 6.0  # the width of a character of a small label drawn for phones (10.6 px)
PHONE_WRAP_EM = 5.7  # the same where lines are broken to fit (a little narrower than most)
DIGIT_PHONE_EM = 7.3  # the same for digits and "×", which are wider
NOTE_EM = 4.4        # the width of a character of an area's note (8 px)
LBL_EM = 7.8         # the same for a bold label (11 px), a little generous
CLEAR = 4            # room kept between a label and the box or number beside it


def pressed(width: float, room: float) -> str:
    """The attributes that press a text of about `width` into `room`, if it needs it."""
    return (f' textLength="{room:.1f}" lengthAdjust="spacingAndGlyphs"'
            if width > room else "")


def tiny_text(text: str, x: float, y: float, room: float, attrs: str = "",
              em: float = TINY_PHONE_EM, phone_dy: float = 0, wide: str | None = None) -> str:
    """A small label (unescaped `text`), drawn twice: at its size for a wide screen
    (as `wide`, where that differs), and for phones (game.css shows one of the two)
    large enough to read there, 10 px or more; a label too long for its `room` at
    that size is pressed to fit (a longer word in German or French) instead of
    running into its neighbours."""
    words = escape(text)
    return (f'<text x="{x:.1f}" y="{y:.1f}" class="tiny wide-only"{attrs}>'
            f'{escape(text if wide is None else wide)}</text>'
            f'<text x="{x:.1f}" y="{y + phone_dy:.1f}" class="tiny-p phone-only"{attrs}'
            f'{pressed(len(text) * em, room)}>{words}</text>')


def grid_area(area, marks: int, x: float, y: float, w: float, targets: set, points: int,
              note: str) -> tuple[str, float]:
    """A cross grid: numbers, row bonuses at the right, column points or bonuses
    below, the diagonal bonus in the corner."""
    name = area.name
    strong, tint = COLOURS[name][:2]
    step = BOX + GAP
    gx = x + 6
    gy = y + 20
    out = []
    for r in range(area.n_rows):
        for c in range(area.n_cols):
            cell = r * area.n_cols + c
            bx, by = gx + c * step, gy + r * step
            if cell in area.numbers:
                num = area.numbers[cell]
                label = area.box_label(cell)
                crossed = bool(marks >> cell & 1)
                where = {"area": colour(name), "row": r + 1, "col": c + 1, "num": num}
                words = _(Msg("{area} row {row} column {col}, sum {num}", **where)
                          if name == "blue" else
                          Msg("{area} row {row} column {col}, number {num}", **where))
                target = (name, label) in targets
                words += state_words(crossed, target)
                inner = (f'<text x="{bx + BOX / 2:.1f}" y="{by + 21:.1f}" class="num" '
                         f'text-anchor="middle">{num}</text>')
                if crossed:
                    inner += cross(bx, by, BOX)
                out.append(box_group(name, label, words, inner, bx, by,
                                     "done" if crossed else "open", target))
            elif area.pre_crossed >> cell & 1:
                out.append(f'<g class="box pre" aria-hidden="true"><rect class="bg" '
                           f'x="{bx:.1f}" y="{by:.1f}" width="{BOX}" height="{BOX}" rx="4"/>'
                           f'{cross(bx, by, BOX, "x pre")}</g>')
            else:  # no box here (blue r1c1): the printed "blue + white" reminder
                out.append(f'<text x="{bx + BOX / 2:.1f}" y="{by + 13:.1f}" class="tiny cell-note" '
                           f'text-anchor="middle" aria-hidden="true">{_("B+W")}</text>'
                           f'<text x="{bx + BOX / 2:.1f}" y="{by + 24:.1f}" class="tiny cell-note" '
                           f'text-anchor="middle" aria-hidden="true">=</text>')
    # row bonuses (right)
    rx = gx + area.n_cols * step + 9
    for r, b in enumerate(area.row_bonus):
        if b:
            out.append(icon(b, rx, gy + r * step + BOX / 2))
    # column points or bonuses (below)
    by = gy + area.n_rows * step + 10
    for c in range(area.n_cols):
        cx = gx + c * step + BOX / 2
        if area.col_points:
            out.append(f'<text x="{cx:.1f}" y="{by + 4:.1f}" class="cp" text-anchor="middle" '
                       f'aria-hidden="true">{area.col_points[c]}</text>')
        elif area.col_bonus[c]:
            out.append(icon(area.col_bonus[c], cx, by))
    if area.diagonal_bonus:
        out.append(f'<path d="M{rx - 6:.1f},{by - 6:.1f} l4,4" stroke="#222" stroke-width="1.2" '
                   f'aria-hidden="true"/>')
        out.append(icon(area.diagonal_bonus, rx + 2, by + 2, 14))
    height = by + 12 - y
    return area_frame(name, x, y, w, height, tint, strong, points, note, out), height


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


def track_area(area, marks: tuple, x: float, y: float, w: float, targets: set, points: int,
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



# ----------------------------------------------------------------------
# Clever 4Ever's area kinds: rows, coords, parts, triangles, effects

MINUS = "\u2212"
ROW_RULES = {  # a rows area's rule: (short label, in words)
    "rising": (N_("\u2197 rising"), N_("each entry higher than the one before")),
    "negative": (N_("\u2212 minus"), N_("its sum counts as minus points")),
    "positive": (N_("+ plus"), N_("its sum counts as plus points")),
}
ROW_NAMES = {"top": Msg("top row"), "middle": Msg("middle row"), "bottom": Msg("bottom row")}


def state_words(done: bool, target: bool, written=None) -> str:
    """A box's state for its label: ", crossed", ", 5 written", ", open" and
    whether it can be chosen now."""
    if not done:
        words = _(", open")
    elif written is not None:
        words = _(Msg(", {value} written", value=written))
    else:
        words = _(", crossed")
    return words + (_(", choose to enter here") if target else "")


def rows_area(area, marks: tuple, x: float, y: float, w: float, targets: set, points: int,
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


def coords_area(area, marks: int, x: float, y: float, w: float, targets: set, points: int,
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


def wrapped(text: str, x: float, y: float, width: float, per_char: float = 4.3,
            line: float = 10, cls: str = "tiny") -> str:
    """Small text broken into lines that fit `width` (no DOM to measure)."""
    lines = wrap_lines(text, width, per_char)
    spans = "".join(f'<tspan x="{x:.1f}" dy="{0 if i == 0 else line}">{escape(s)}</tspan>'
                    for i, s in enumerate(lines))
    return f'<text x="{x:.1f}" y="{y:.1f}" class="{cls}" aria-hidden="true">{spans}</text>'


def wrap_lines(text: str, width: float, per_char: float) -> list[str]:
    """`text` broken at spaces into lines of at most `width` / `per_char` characters."""
    most = max(8, int(width / per_char))
    lines, cur = [], ""
    for word in text.split():
        if cur and len(cur) + 1 + len(word) > most:
            lines.append(cur)
            cur = word
        else:
            cur = f"{cur} {word}".strip()
    lines.append(cur)
    return lines


def grid_label(cell: int, n_cols: int) -> str:
    """A cell's name in the engine's form ("r2c3"), for data attributes only."""
    return f"r{cell // n_cols + 1}c{cell % n_cols + 1}"


TIMES = " \u00d7"
DOT = "  \u00b7  "
BAND = 8  # grey columns per band: two bands keep every box a comfortable tap target


def shade_texture(shade: str, x: float, y: float, cw: float, ch: float) -> str:
    """Texture telling the shades apart without colour: light = dots, dark = hatching."""
    if shade == "L":
        return "".join(f'<circle cx="{x + cw * fx:.1f}" cy="{y + ch * fy:.1f}" r="1.3" '
                       f'class="tex"/>' for fx, fy in ((.2, .25), (.8, .75), (.2, .75),
                                                       (.8, .25)))
    if shade == "D":
        return "".join(f'<path d="M{x + cw * a:.1f},{y + ch - 2:.1f} l{ch * .5:.1f},'
                       f'{4 - ch:.1f}" class="tex hatch"/>' for a in (.08, .38, .68))
    return ""


def parts_area(area, marks: int, x: float, y: float, w: float, targets: set, points: int,
               note: str) -> tuple[str, float]:
    """Shaded parts (4Ever grey) in two bands of eight columns: each part is
    one clickable box (any of its cells), outlined, its shade shown by
    colour and texture; start parts marked, cell bonuses, column points.
    Only the crosses, the lit boxes and their words depend on the marks: the
    rest is drawn once per place and language (_parts_fixed)."""
    name = area.name
    strong, tint = COLOURS[name][:2]
    cells_of, words_of, tail, height = _parts_fixed(area, x, y, w, lang.current)
    out = []
    on_icons = []
    for i, (plain, crossed, over_icon) in enumerate(cells_of):
        label = area.box_label(i)
        done = bool(marks >> i & 1)
        target = (name, label) in targets
        words = words_of[i] + state_words(done, target)
        cls = f"box part {'done' if done else 'open'}" + (" target" if target else "")
        attrs = (f'id="box-{name}-{label}" class="{cls}" data-area="{name}" data-box="{label}" '
                 f'role="button" aria-label="{escape(words)}"')
        attrs += ' tabindex="0"' if target else ' aria-disabled="true"'
        out.append(f'<g {attrs}><g aria-hidden="true">{crossed if done else plain}</g></g>')
        if done and over_icon:
            on_icons.append(over_icon)
    out.append(tail)
    if on_icons:
        out.append(f'<g class="over-part" aria-hidden="true">{"".join(on_icons)}</g>')
    return area_frame(name, x, y, w, height, tint, strong, points, note, out), height


_PARTS_FIXED: dict = {}


def _parts_fixed(area, x: float, y: float, w: float, language: str) -> tuple:
    """What of the grey area never changes in a game, for one place and language:
    per part its cells' markup and its crosses, its words; the outlines, bonus
    icons, start marks, column points and legend; the area's height."""
    key = (area, x, y, w, language)
    if key in _PARTS_FIXED:
        return _PARTS_FIXED[key]
    if len(_PARTS_FIXED) >= 8:  # a game's area in its one or two places, a language or two
        _PARTS_FIXED.clear()
    cols = area.n_cols
    band = BAND if cols > BAND else cols
    bands = -(-cols // band)
    cw = (w - 30) / band
    ch = 28.0
    gx = x + 22
    band_h = area.n_rows * ch + 18
    top = y + 22

    def at(cell):
        r, c = divmod(cell, cols)
        return gx + (c % band) * cw, top + (c // band) * band_h + r * ch

    starts = {area.parts[i][0] for i in range(area.size) if area.start >> i & 1}
    cells_of, words_of = [], []
    over = []  # the cell bonuses: drawn over the parts, let clicks through to them
    for i, cells in enumerate(area.parts):
        shade = area.shade_of[cells[0]]
        plain, crossed = [], []  # each cell's markup; crossed: each followed by its cross
        on_icons = []  # the crosses drawn again over this part's bonus icons
        for cell in cells:
            cx, cy = at(cell)
            drawn = (f'<rect class="bg sh-{shade}" data-cell="{grid_label(cell, cols)}" '
                     f'x="{cx:.1f}" y="{cy:.1f}" width="{cw:.1f}" height="{ch:.1f}"/>'
                     + shade_texture(shade, cx, cy, cw, ch))
            # a light halo under the cross keeps it clear of the dark hatching
            marked = cross(cx + (cw - ch) / 2, cy, ch, "xh") + cross(cx + (cw - ch) / 2, cy, ch)
            if cell in area.cell_bonus:
                # outside the part's button (its text is no part of the button's
                # name), and the cross over it once the part is crossed
                over.append(icon(area.cell_bonus[cell], cx + cw / 2, cy + ch / 2, 15))
                on_icons.append(marked)
            plain.append(drawn)
            crossed.append(drawn + marked)
        cells_of.append(("".join(plain), "".join(crossed), "".join(on_icons)))
        words = _(area.describe_box(i))
        words = words[0].upper() + words[1:]
        if cells[0] in starts:
            words += _(", a start part")
        bonuses = [bonus_words(area.cell_bonus[c]) for c in cells if c in area.cell_bonus]
        if len(bonuses) > 1:
            words += ", " + _(Msg("bonus {what} and {other}", what=", ".join(bonuses[:-1]),
                                  other=bonuses[-1]))
        elif bonuses:
            words += ", " + _(Msg("bonus {what}", what=bonuses[0]))
        words_of.append(words)
    # outlines: a heavy line where a part ends, dashed where it goes on in the other band
    lines, cuts = [], []
    for cell in range(cols * area.n_rows):
        r, c = divmod(cell, cols)
        cx, cy = at(cell)
        part = area.part_of[cell]
        for dr, dc, seg in ((0, 1, (cx + cw, cy, cx + cw, cy + ch)),
                            (1, 0, (cx, cy + ch, cx + cw, cy + ch)),
                            (0, -1, (cx, cy, cx, cy + ch)),
                            (-1, 0, (cx, cy, cx + cw, cy))):
            nr, nc = r + dr, c + dc
            inside = 0 <= nr < area.n_rows and 0 <= nc < cols
            same = inside and area.part_of[nr * cols + nc] == part
            d = f"M{seg[0]:.1f},{seg[1]:.1f} L{seg[2]:.1f},{seg[3]:.1f}"
            if not same:
                lines.append(d)
            elif dc and (c // band) != (nc // band):
                cuts.append(d)
    out = [f'<g class="over-part" aria-hidden="true">{"".join(over)}</g>',
           f'<path class="part-edge" aria-hidden="true" d="{" ".join(lines)}"/>']
    if cuts:
        out.append(f'<path class="part-cut" aria-hidden="true" d="{" ".join(cuts)}"/>')
    for cell in sorted(starts):
        cx, cy = at(cell)
        out.append(f'<polygon class="start" aria-hidden="true" points="{gx - 14:.1f},'
                   f'{cy + ch / 2 - 6:.1f} {gx - 3:.1f},{cy + ch / 2:.1f} {gx - 14:.1f},'
                   f'{cy + ch / 2 + 6:.1f}"><title>{_("start part")}</title></polygon>')
    for c, pts in enumerate(area.col_points):
        cx, cy = at((area.n_rows - 1) * cols + c)
        out.append(f'<text x="{cx + cw / 2:.1f}" y="{cy + ch + 12:.1f}" class="cp" '
                   f'text-anchor="middle" aria-hidden="true">{pts}</text>')
    ly = top + bands * band_h + 4
    lx = x + 8
    for shade in ("W", "L", "D"):
        if shade not in area.shade_names:
            continue
        out.append(f'<g aria-hidden="true"><rect class="sh-{shade}" x="{lx:.1f}" '
                   f'y="{ly:.1f}" width="18" height="13" stroke="#333" stroke-width=".8"/>'
                   f'{shade_texture(shade, lx, ly, 18, 13)}'
                   f'{tiny_text(_(area.shade_names[shade]), lx + 22, ly + 10, 50)}</g>')
        lx += 78
    # a line of its own: beside the shades it took three lines in German and French,
    # and the third fell outside the area
    legend = tiny_text(_("▶ start part; a whole shade crossed: fox"), x + 8, ly + 27, w - 16)
    out.append(f'<g aria-hidden="true">{legend}</g>')
    fixed = _PARTS_FIXED[key] = (cells_of, words_of, "".join(out), ly + 33 - y)
    return fixed


def triangles_area(area, marks: tuple, x: float, y: float, w: float, targets: set,
                   points: int, note: str) -> tuple[str, float]:
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


def effects_area(area, marks: tuple, x: float, y: float, w: float, targets: set, points: int,
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


def area_frame(name, x, y, w, height, tint, strong, points, note, parts) -> str:
    """An area's coloured frame, header and contents as one labelled group."""
    bg = (f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{height:.1f}" rx="7" '
          f'fill="{tint}" stroke="{strong}" stroke-width="2"/>')
    label = escape(_(plural(points, "{area} area, {n} point", "{area} area, {n} points",
                            area=area_title(name))))
    return (f'<g class="area a-{name}" role="group" aria-label="{label}">{bg}'
            f'{header(name, x + 5, y + 3, w - 6, points, note)}{"".join(parts)}</g>')


def area_note(area) -> str:
    """The short reminder in an area's header."""
    if area.name in NOTES and area.kind in ("grid", "track"):
        return NOTES[area.name] if area.name != "yellow" else ""
    if getattr(area, "upper_waits", False):  # the table option of ruling C2
        return N_("write the die; an upper triangle only above a filled lower one")
    return KIND_NOTES.get(area.kind, "")


KIND_NOTES = {
    "rows": N_("each row fills left to right"),
    "coords": N_("cross the cell the two dice name"),
    "parts": N_("cross one whole part, at most the die's value in boxes"),
    "triangles": N_("write the die; lower and upper fill left to right"),
    "effects": N_("write the die; the value has an effect"),
}
NOTES = {
    "yellow": N_("cross the die's number"),
    "blue": N_("blue + white"),
    "green": N_("at least the number shown"),
    "orange": N_("write the die"),
    "purple": N_("each higher, 6 resets"),
}


TRACK_TITLES = {"reroll": N_("Rerolls"), "plus1": N_("+1 actions"), "polish": N_("Polish")}
# a player's Sheet attributes for each action track: (gained, used)
TRACK_FIELDS = {"reroll": ("rerolls", "rerolls_used"), "plus1": ("plus1", "plus1_used"),
                "polish": ("polish", "polish_used")}


def action_track(kind: str, gained: int, used: int, length: int, x: float, y: float,
                 w: float, end_bonus=None) -> str:
    """An action track (reroll, +1, polish): gained spaces are circled, used
    ones crossed; `end_bonus`, gained with the last space, at its end."""
    title = _(TRACK_TITLES.get(kind, kind))
    left = gained - used
    label = _(Msg("{title}: {gained} earned, {used} used, {left} left", title=title,
                  gained=gained, used=used, left=left))
    if end_bonus:
        label += _(Msg("; the last space also gives {what}", what=bonus_words(end_bonus)))
    out = [f'<g class="track-{kind}" role="group" aria-label="{escape(label)}">']
    out.append(icon((kind,), x + 9, y + 11, 16))
    out.append(f'<text x="{x + 21:.1f}" y="{y + 15:.1f}" class="lbl" aria-hidden="true">'
               f'{title}</text>')
    sx = x + 96
    step = (w - 96 - (66 if end_bonus else 48)) / length
    for i in range(length):
        cx = sx + i * step + step / 2
        state = "used" if i < used else ("earned" if i < gained else "empty")
        out.append(f'<circle class="slot {state}" cx="{cx:.1f}" cy="{y + 11:.1f}" r="8" '
                   f'aria-hidden="true"/>')
        if state == "used":
            out.append(f'<path class="x" d="M{cx - 5:.1f},{y + 6:.1f} l10,10 m0,-10 l-10,10" '
                       f'aria-hidden="true"/>')
    if end_bonus:
        out.append(icon(end_bonus, sx + length * step + 8, y + 11, 13))
    out.append(f'<text x="{x + w - 4:.1f}" y="{y + 15:.1f}" class="lbl" text-anchor="end" '
               f'aria-hidden="true">{escape(_(Msg("{n} left", n=left)))}</text></g>')
    return "".join(out)


def black_mark(variant) -> tuple[str, str]:
    """Round 4's black bonus: its mark and words ("?" where it is a "?" in any area)."""
    if all(b[0] == "any" for b in variant.black_bonus.values()):
        return "?", N_("black ? (any area)")
    return "X/6", ""


def round_track(variant, current: int, n_rounds: int, over: bool, x: float, y: float,
                w: float) -> str:
    bonuses = variant.round_bonus
    black, words = black_mark(variant)
    label = _(Msg("Round {n} of {rounds}, game over", n=current, rounds=n_rounds) if over
              else Msg("Round {n} of {rounds}", n=current, rounds=n_rounds))
    out = [f'<g class="rounds" role="group" aria-label="{escape(label)}">']
    word = _("Round")
    out.append(f'<text x="{x + 2:.1f}" y="{y + 15:.1f}" class="lbl" aria-hidden="true"'
               f'{pressed(len(word) * LBL_EM, 49 - 2 - CLEAR)}>{escape(word)}</text>')
    count = len(bonuses)
    step = (w - 50) / count
    for i in range(count):
        bx = x + 50 + i * step
        cls = "rnd"
        if i + 1 > n_rounds:
            cls += " unused"
        elif i + 1 < current or (over and i + 1 == current):
            cls += " past"
        elif i + 1 == current:
            cls += " now"
        out.append(f'<g class="{cls}" aria-hidden="true"><rect x="{bx + 1:.1f}" y="{y:.1f}" '
                   f'width="{step - 3:.1f}" height="24" rx="4"/>'
                   f'<text x="{bx + 7:.1f}" y="{y + 16:.1f}" class="rn">{i + 1}</text>'
                   + (icon(bonuses[i], bx + step - 14, y + 12, 15, black, words)
                      if bonuses[i] else ""))
        if "past" in cls:
            out.append(cross(bx + 1, y - 2, 22, "x rx"))
        out.append("</g>")
    out.append("</g>")
    return "".join(out)


def score_line(variant, score: dict, x: float, y: float, w: float) -> str:
    parts = []
    words = []
    for area in variant.area_order:
        parts.append(f'<tspan class="sl-{area}">{letter(area)} {score[area]}</tspan>')
        words.append(f"{_(colour(area))} {score[area]}")
    foxes = score["foxes"]
    text = " + ".join(parts)
    value = score["fox_value"]
    # no foxes: nothing to multiply; a negative value in brackets ("2×(−3)")
    times = "" if not foxes else f'\u00d7{value}' if value >= 0 else f'\u00d7(\u2212{-value})'
    text += f' + <tspan>{_("fox")} {foxes}{times}</tspan>'
    label = _(plural(foxes, "Points: {areas}, {n} fox worth {fox_points}; total {total} points",
                     "Points: {areas}, {n} foxes worth {fox_points}; total {total} points",
                     areas=", ".join(words), fox_points=score["fox_points"],
                     total=score["total"]))
    return (f'<g class="scoreline" role="group" aria-label="{escape(label)}">'
            f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="26" rx="6" class="sbg"/>'
            f'{fox(x + 13, y + 13, 16)}'
            f'<text x="{x + 25:.1f}" y="{y + 17.5:.1f}" class="sum" aria-hidden="true">'
            f'{text}</text>'
            f'<text x="{x + w - 6:.1f}" y="{y + 18:.1f}" class="total" text-anchor="end" '
            f'aria-hidden="true">= {score["total"]}</text></g>')


# One drawing function per area kind (the area's `kind` says which).
DRAW = {
    "grid": grid_area,
    "track": track_area,
    "rows": rows_area,
    "coords": coords_area,
    "parts": parts_area,
    "triangles": triangles_area,
    "effects": effects_area,
}
HALF_WIDTH = ("grid",)  # kinds drawn two side by side

# Each area's drawing, remembered by everything it is drawn from: a click changes
# one or two areas (and which boxes light up), and every other area's markup comes
# back as it was instead of being built again (Clever 4Ever's five areas took
# 4.6 ms in CPython per sheet, about three times that in Pyodide).
_DRAWN: dict = {}
DRAWN_MOST = 96  # entries kept: a few sheets' worth of areas, in every state shown lately


def draw_area(area, marks, x: float, y: float, w: float, targets: set, points: int) -> str:
    """The markup of one area (DRAW by its kind), from the cache when drawn before."""
    mine = frozenset(box for name, box in targets if name == area.name)
    key = (area, marks, x, y, w, mine, points, lang.current)
    try:
        hit = _DRAWN.get(key)
    except TypeError:  # marks of a kind that is not hashable: drawn every time
        return DRAW[area.kind](area, marks, x, y, w, targets, points, area_note(area))
    if hit is None:
        if len(_DRAWN) >= DRAWN_MOST:
            _DRAWN.clear()
        hit = _DRAWN[key] = DRAW[area.kind](area, marks, x, y, w, targets, points,
                                            area_note(area))
    return hit


def sheet_parts(game, seat: int, targets=(), title: str = "",
                columns: int = 1) -> tuple[str, list]:
    """The sheet as its opening <svg> tag and a list of (id, markup) segments,
    one per area and track, so a view can replace only the segments that
    changed. `targets` is a collection of (area, box label) pairs to light up.
    `columns=2`: a sheet much taller than wide (Clever 4Ever's) is drawn in two
    columns side by side, so that it fits a laptop screen without scrolling."""
    variant = game.variant
    sheet = game.sheets[seat]
    score = sheet.score()
    targets = set(targets)
    areas = variant.areas
    parts: list[tuple[str, str]] = []
    tops: list = []   # per area part: its top (where a second column may start), else None
    y = M
    parts.append(("rounds", round_track(variant, game.round, game.n_rounds, game.is_over, M, y,
                                        W - 2 * M)))
    y += 30
    for kind, (length, end_bonus) in variant.tracks.items():
        if not length:
            continue
        gained, used = (getattr(sheet, f) for f in TRACK_FIELDS[kind])
        parts.append((kind, action_track(kind, gained, used, length, M, y, W - 2 * M,
                                         end_bonus)))
        y += 24
    y += 4
    order = variant.area_order
    half = (W - 2 * M - 6) / 2
    row: list = []   # the half-width areas (base game's grids) go two by two

    def flush(y: float) -> float:
        tallest = 0.0
        for i, name in enumerate(row):
            gx = M + i * (half + 6)
            body, h = draw_area(areas[name], sheet.marks[name], gx, y, half, targets,
                                score[name])
            parts.append((name, body))
            tops.append(y if i == 0 else None)   # a pair is never split between columns
            tallest = max(tallest, h)
        row.clear()
        return y + tallest + 6 if tallest else y

    for name in order:
        area = areas[name]
        if area.kind in HALF_WIDTH:
            row.append(name)
            if len(row) == 2:
                y = flush(y)
            continue
        y = flush(y)
        body, h = draw_area(area, sheet.marks[name], M, y, W - 2 * M, targets, score[name])
        parts.append((name, body))
        tops.append(y)
        y += h + 6
    y = flush(y)
    parts.append(("score", score_line(variant, score, M, y, W - 2 * M)))
    tops.append(y)
    y += 26 + M
    first = len(parts) - len(tops)   # index of the first area part
    width, height, split = W, y, None
    if columns == 2 and y > TALL * W:
        width, height, split = two_columns(tops, y)
    label = escape(title or _(sheet_label(game.players[seat])))
    cls = "sheet-svg cols-2" if split else "sheet-svg"
    head = (f'<svg class="{cls}" id="sheet-svg" viewBox="0 0 {width} {height:.0f}" '
            f'role="group" aria-label="{label}" xmlns="http://www.w3.org/2000/svg">')
    out = []
    for i, (key, body) in enumerate(parts):
        move = ""
        if split and i - first >= split[0]:
            move = f' transform="translate({W - M} {M - split[1]:.1f})"'
        out.append((f"sg-{key}", f'<g id="sg-{key}"{move}>{body}</g>'))
    return head, out


TALL = 1.8   # a sheet taller than this many widths goes in two columns when asked


def two_columns(tops: list, bottom: float) -> tuple[float, float, tuple[int, float]]:
    """Where to start the second column: the area boundary that makes the two
    columns' heights closest. Returns (width, height, (part index, its top))."""
    best = None
    for i, top in enumerate(tops):
        if top is None or i == 0:
            continue
        height = max(top, bottom - top + M)
        if best is None or height < best[0]:
            best = (height, i, top)
    height, i, top = best
    return 2 * W - M, height, (i, top)


def sheet_svg(game, seat: int, targets=(), title: str = "") -> str:
    """The score sheet of `seat` as one <svg> string (see sheet_parts)."""
    head, parts = sheet_parts(game, seat, targets, title)
    return head + "".join(markup for _key, markup in parts) + "</svg>"
