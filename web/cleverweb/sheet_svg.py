"""Engine state -> the score sheet as SVG markup (a pure function, no DOM).

Everything drawn comes from the variant's sheet data (`variant.areas`,
`variant.round_bonus`, `variant.track_length`) and a player's `Sheet`: the
grids, thresholds, multipliers, bonus symbols and foxes are read from there,
never restated here. Only the geometry (box size, spacing) belongs to this
module.

Every box is a `<g class="box">` carrying `data-area` and `data-box` (the
engine's box label: "r2c3" in a grid, "4" in a track), an `aria-label` in
words and, when it is a legal target now, `tabindex="0"` and the class
`target`.
"""

from __future__ import annotations

from html import escape

from clever.game import bonus_text

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


def possessive(name: str) -> str:
    """"Ann's", and "Your" for the default solo name "You"."""
    return "Your" if name == "You" else f"{name}'s"


def letter(area: str) -> str:
    return COLOURS.get(area, FALLBACK[:2] + (area[:1].upper(),))[2]


# ----------------------------------------------------------------------
# bonus symbols

def bonus_words(bonus) -> str:
    """A bonus in words, e.g. 'blue X', 'purple 6', 'reroll', '+1', 'fox'."""
    return bonus_text(bonus, article=False) if bonus else ""


def icon(bonus, cx: float, cy: float, size: float = 16, black: str = "X/6",
         black_words: str = "") -> str:
    """A small symbol for a bonus, centred on (cx, cy), with a <title>.
    `black`: the mark of round 4's black bonus ("?" in Clever 4Ever)."""
    if not bonus:
        return ""
    kind = bonus[0]
    h = size / 2
    words = black_words if kind == "black" and black_words else bonus_words(bonus)
    title = f"<title>bonus: {escape(words)}</title>"
    if kind in ("x", "num", "any"):
        area = bonus[1]
        strong = COLOURS.get(area, FALLBACK)[0]
        mark = {"x": "\u2715", "any": "?"}.get(kind) or str(bonus[2])
        return (f'<g class="icon" aria-hidden="true">{title}'
                f'<rect x="{cx - h:.1f}" y="{cy - h:.1f}" width="{size}" height="{size}" rx="3" '
                f'fill="{strong}"/>'
                f'<text x="{cx - h + 2.2:.1f}" y="{cy - h + 5.6:.1f}" class="il" '
                f'fill="#fff">{letter(area)}</text>'
                f'<text x="{cx + 1.5:.1f}" y="{cy + 4.6:.1f}" class="iv" text-anchor="middle" '
                f'fill="#fff">{mark}</text></g>')
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


def polish_icon(cx: float, cy: float, size: float = 16, title: str = "") -> str:
    """Polish: a four-pointed sparkle in a circle."""
    h = size / 2
    s, k = h * .72, h * .2
    pts = [(0, -s), (k, -k), (s, 0), (k, k), (0, s), (-k, k), (-s, 0), (-k, -k)]
    star = " ".join(f"{cx + x:.1f},{cy + y:.1f}" for x, y in pts)
    return (f'<g class="icon" aria-hidden="true">{title}'
            f'<circle cx="{cx}" cy="{cy}" r="{h}" fill="#fff" stroke="#222" '
            f'stroke-width="1.2"/><polygon points="{star}" fill="#6b6b6b"/></g>')


def fox(cx: float, cy: float, size: float = 16, title: str = "<title>fox</title>") -> str:
    s = size / 16
    pts = [(-7, -6), (-3, -2), (3, -2), (7, -6), (6, 1), (0, 7), (-6, 1)]
    path = " ".join(f"{cx + x * s:.1f},{cy + y * s:.1f}" for x, y in pts)
    return (f'<g class="icon fox" aria-hidden="true">{title}'
            f'<polygon points="{path}" fill="#c2410c" stroke="#431407" stroke-width="0.8"/>'
            f'<circle cx="{cx - 2.5 * s:.1f}" cy="{cy + .5 * s:.1f}" r="{1 * s:.1f}" fill="#111"/>'
            f'<circle cx="{cx + 2.5 * s:.1f}" cy="{cy + .5 * s:.1f}" r="{1 * s:.1f}" fill="#111"/>'
            f'<circle cx="{cx:.1f}" cy="{cy + 5.2 * s:.1f}" r="{1.1 * s:.1f}" fill="#111"/></g>')


def cross(x: float, y: float, size: float, cls: str = "x") -> str:
    p = size * 0.2
    a, b = x + size - p, y + size - p
    return (f'<path class="{cls}" d="M{x + p:.1f},{y + p:.1f} L{a:.1f},{b:.1f} '
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


def header(area: str, x: float, y: float, w: float, points: int, note: str = "") -> str:
    strong, _tint, let = COLOURS[area][:3]
    nx = x + 26 + 7.4 * len(area)
    extra = (f'<text x="{nx:.1f}" y="{y + 12:.1f}" class="note">{escape(note)}</text>'
             if note else "")
    return (f'<g aria-hidden="true"><rect x="{x:.1f}" y="{y:.1f}" width="17" height="15" rx="3" '
            f'fill="{strong}"/>'
            f'<text x="{x + 8.5:.1f}" y="{y + 11.5:.1f}" class="al" text-anchor="middle" '
            f'fill="#fff">{let}</text>'
            f'<text x="{x + 21:.1f}" y="{y + 12:.1f}" class="ah">{area.capitalize()}</text>{extra}'
            f'<text x="{x + w - 4:.1f}" y="{y + 12:.1f}" class="pts" text-anchor="end">'
            f'{points} point{"" if points == 1 else "s"}</text></g>')


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
                words = f"{name} row {r + 1} column {c + 1}, number {num}"
                if name == "blue":
                    words = f"blue row {r + 1} column {c + 1}, sum {num}"
                words += ", crossed" if crossed else ", open"
                target = (name, label) in targets
                if target:
                    words += ", choose to enter here"
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
                out.append(f'<text x="{bx + BOX / 2:.1f}" y="{by + 13:.1f}" class="tiny" '
                           f'text-anchor="middle" aria-hidden="true">B+W</text>'
                           f'<text x="{bx + BOX / 2:.1f}" y="{by + 24:.1f}" class="tiny" '
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
    parts = [f"{area.name} box {box + 1}"]
    if area.minimum is not None:
        parts.append(f"needs {area.minimum[box]} or more")
    if area.multiplier is not None and area.multiplier[box] != 1:
        parts.append(f"value times {area.multiplier[box]}")
    if area.ascending and box:
        parts.append("higher than the previous, anything after a 6")
    if area.bonus[box]:
        parts.append(f"bonus {bonus_words(area.bonus[box])}")
    return ", ".join(parts)


def track_area(area, marks: tuple, x: float, y: float, w: float, targets: set, points: int,
               note: str) -> tuple[str, float]:
    """A left-to-right track: threshold or multiplier in each box, the bonus
    below it; written values (or a cross where the area counts boxes)."""
    name = area.name
    strong, tint = COLOURS[name][:2]
    gap = 7 if area.ascending else GAP
    step = (w - 12 + gap) / area.size
    size = min(BOX, step - gap)
    gx = x + 6 + (step - gap - size) / 2
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
            inner += (f'<text x="{bx + 3:.1f}" y="{gy + 10:.1f}" class="tiny">'
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
                words += ", crossed"
            else:
                inner += (f'<text x="{bx + size / 2:.1f}" y="{gy + size - 6:.1f}" '
                          f'class="num" text-anchor="middle">{value}</text>')
                words += f", {value} written"
        else:
            words += ", open"
        if target:
            words += ", choose to enter here"
        out.append(box_group(name, label, words, inner, bx, gy,
                             "done" if done else "open", target, size))
        if area.bonus[i]:
            out.append(icon(area.bonus[i], bx + size / 2, gy + size + 11, 15))
    height = size + 20 + 24
    return area_frame(name, x, y, w, height, tint, strong, points, note, out), height


def area_frame(name, x, y, w, height, tint, strong, points, note, parts) -> str:
    """An area's coloured frame, header and contents as one labelled group."""
    bg = (f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{height:.1f}" rx="7" '
          f'fill="{tint}" stroke="{strong}" stroke-width="2"/>')
    label = f"{name.capitalize()} area, {points} point{'' if points == 1 else 's'}"
    return (f'<g class="area a-{name}" role="group" aria-label="{label}">{bg}'
            f'{header(name, x + 5, y + 3, w - 6, points, note)}{"".join(parts)}</g>')


NOTES = {
    "yellow": "cross the die's number",
    "blue": "blue + white",
    "green": "at least the number shown",
    "orange": "write the die",
    "purple": "each higher, 6 resets",
}


def action_track(kind: str, gained: int, used: int, length: int, x: float, y: float,
                 w: float) -> str:
    """Reroll or +1 track: gained spaces are circled, used ones crossed."""
    title = "Rerolls" if kind == "reroll" else "+1 actions"
    left = gained - used
    out = [f'<g class="track-{kind}" role="group" aria-label="{title}: {gained} earned, '
           f'{used} used, {left} left">']
    out.append(icon((kind,), x + 9, y + 11, 16))
    out.append(f'<text x="{x + 21:.1f}" y="{y + 15:.1f}" class="lbl" aria-hidden="true">'
               f'{title}</text>')
    sx = x + 96
    step = (w - 96 - 48) / length
    for i in range(length):
        cx = sx + i * step + step / 2
        state = "used" if i < used else ("earned" if i < gained else "empty")
        out.append(f'<circle class="slot {state}" cx="{cx:.1f}" cy="{y + 11:.1f}" r="8" '
                   f'aria-hidden="true"/>')
        if state == "used":
            out.append(f'<path class="x" d="M{cx - 5:.1f},{y + 6:.1f} l10,10 m0,-10 l-10,10" '
                       f'aria-hidden="true"/>')
    out.append(f'<text x="{x + w - 4:.1f}" y="{y + 15:.1f}" class="lbl" text-anchor="end" '
               f'aria-hidden="true">{left} left</text></g>')
    return "".join(out)


def round_track(variant, current: int, n_rounds: int, over: bool, x: float, y: float,
                w: float) -> str:
    bonuses = variant.round_bonus
    out = [f'<g class="rounds" role="group" aria-label="Round {current} of {n_rounds}'
           f'{", game over" if over else ""}">']
    out.append(f'<text x="{x + 2:.1f}" y="{y + 15:.1f}" class="lbl" aria-hidden="true">Round'
               f'</text>')
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
                   f'{icon(bonuses[i], bx + step - 14, y + 12, 15) if bonuses[i] else ""}')
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
        words.append(f"{area} {score[area]}")
    foxes = score["foxes"]
    text = " + ".join(parts)
    text += f' + <tspan>fox {foxes}\u00d7{score["fox_value"]}</tspan>'
    label = (", ".join(words) + f", {foxes} foxes worth {score['fox_points']}; "
             f"total {score['total']} points")
    return (f'<g class="scoreline" role="group" aria-label="Points: {escape(label)}">'
            f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="26" rx="6" class="sbg"/>'
            f'{fox(x + 13, y + 13, 16)}'
            f'<text x="{x + 25:.1f}" y="{y + 17.5:.1f}" class="sum" aria-hidden="true">'
            f'{text}</text>'
            f'<text x="{x + w - 6:.1f}" y="{y + 18:.1f}" class="total" text-anchor="end" '
            f'aria-hidden="true">= {score["total"]}</text></g>')


def sheet_parts(game, seat: int, targets=(), title: str = "") -> tuple[str, list]:
    """The sheet as its opening <svg> tag and a list of (id, markup) segments,
    one per area and track, so a view can replace only the segments that
    changed. `targets` is a collection of (area, box label) pairs to light up."""
    variant = game.variant
    sheet = game.sheets[seat]
    score = sheet.score()
    targets = set(targets)
    areas = variant.areas
    parts: list[tuple[str, str]] = []
    y = M
    parts.append(("rounds", round_track(variant, game.round, game.n_rounds, game.is_over, M, y,
                                        W - 2 * M)))
    y += 30
    tl = variant.track_length
    parts.append(("reroll", action_track("reroll", sheet.rerolls, sheet.rerolls_used, tl, M, y,
                                         W - 2 * M)))
    y += 24
    parts.append(("plus1", action_track("plus1", sheet.plus1, sheet.plus1_used, tl, M, y,
                                        W - 2 * M)))
    y += 28
    order = variant.area_order
    grids = [a for a in order if areas[a].kind == "grid"]
    tracks = [a for a in order if areas[a].kind != "grid"]
    half = (W - 2 * M - 6) / 2
    tallest = 0.0
    for i, name in enumerate(grids):
        gx = M + (i % 2) * (half + 6)
        body, h = grid_area(areas[name], sheet.marks[name], gx, y, half, targets, score[name],
                            NOTES.get(name, "") if name != "yellow" else "")
        parts.append((name, body))
        tallest = max(tallest, h)
        if i % 2 == 1 or i == len(grids) - 1:
            y += tallest + 6
            tallest = 0.0
    for name in tracks:
        body, h = track_area(areas[name], sheet.marks[name], M, y, W - 2 * M, targets,
                             score[name], NOTES.get(name, ""))
        parts.append((name, body))
        y += h + 6
    parts.append(("score", score_line(variant, score, M, y, W - 2 * M)))
    y += 26 + M
    label = escape(title or f"Score sheet of {game.players[seat]}")
    head = (f'<svg class="sheet-svg" id="sheet-svg" viewBox="0 0 {W} {y:.0f}" role="group" '
            f'aria-label="{label}" xmlns="http://www.w3.org/2000/svg">')
    return head, [(f"sg-{key}", f'<g id="sg-{key}">{body}</g>') for key, body in parts]


def sheet_svg(game, seat: int, targets=(), title: str = "") -> str:
    """The score sheet of `seat` as one <svg> string (see sheet_parts)."""
    head, parts = sheet_parts(game, seat, targets, title)
    return head + "".join(markup for _, markup in parts) + "</svg>"
