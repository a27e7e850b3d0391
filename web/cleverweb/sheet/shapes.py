"""The pieces every area kind draws with: the colours, bonus icons, crosses,
boxes, an area's frame and header, and small labels sized for wide screens
and phones. Only geometry and words: what is drawn comes from the variant."""

from __future__ import annotations

from clever.game import bonus_text
from clever.i18n import Msg, plural
from clever.variants import looks

from ..lang import _
from ..markup import escape
from ..words import area as area_title

BOX = 30         # grid / track box size
GAP = 2

# The look of each colour comes from the variants' data (LOOK in
# clever/variants/*.py): strong colour (borders, icons), light tint (area
# background), letter (so colour is never the only cue), die face and pips.
# A colour name means the same colour in every game of the family.
FALLBACK = ("#4a4a4a", "#f4f4f4", "?", "#dddddd", "#111111")


class Looks(dict):
    """Colour -> its look, of every game of the family (variants.looks()). A
    colour not found is looked for again among the games known now: a game
    registered after this module was imported draws in its own colours."""

    def __missing__(self, colour: str) -> tuple:
        self.update(looks())
        if colour in self:
            return dict.__getitem__(self, colour)
        raise KeyError(colour)

    def get(self, colour: str, default=None):
        try:
            return self[colour]
        except KeyError:
            return default


COLOURS = Looks(looks())


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
        # side by side at the same size, so the letter stays readable
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
    if kind == "return":
        return return_icon(cx, cy, size, title)
    if kind == "fox":
        return fox(cx, cy, size, title)
    return ""


def return_icon(cx: float, cy: float, size: float = 16, title: str = "") -> str:
    """The return action: a U-turn arrow (a die going back to be rolled again)."""
    h = size / 2
    r, top, foot = h * .42, cy - h * .05, cy + h * .5
    return (f'<g class="icon" aria-hidden="true">{title}'
            f'<circle cx="{cx}" cy="{cy}" r="{h}" fill="#fff" stroke="#222" '
            f'stroke-width="1.2"/>'
            f'<path d="M{cx + r:.1f},{foot:.1f} V{top:.1f} A{r:.1f},{r:.1f} 0 0 0 '
            f'{cx - r:.1f},{top:.1f} V{cy + h * .15:.1f}" fill="none" stroke="#222" '
            f'stroke-width="1.6"/>'
            f'<path d="M{cx - r - h * .3:.1f},{cy + h * .12:.1f} h{h * .6:.1f} '
            f'l{-h * .3:.1f},{h * .45:.1f} z" fill="#222"/></g>')


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


def area_frame(name, x, y, w, height, tint, strong, points, note, parts) -> str:
    """An area's coloured frame, header and contents as one labelled group."""
    bg = (f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{height:.1f}" rx="7" '
          f'fill="{tint}" stroke="{strong}" stroke-width="2"/>')
    label = escape(_(plural(points, "{area} area, {n} point", "{area} area, {n} points",
                            area=area_title(name))))
    return (f'<g class="area a-{name}" role="group" aria-label="{label}">{bg}'
            f'{header(name, x + 5, y + 3, w - 6, points, note)}{"".join(parts)}</g>')


def box_row(x: float, w: float, n: int) -> tuple[float, float, float]:
    """A row of `n` boxes across `w` (a track): the left of the first box, the
    step from one box to the next and the box's size, GAP between boxes."""
    step = (w - 8 + GAP) / n
    size = min(BOX, step - GAP)
    return x + 4 + (step - GAP - size) / 2, step, size


def written(bx: float, by: float, size: float, value) -> str:
    """A value written in the box at (bx, by), in its middle."""
    return (f'<text x="{bx + size / 2:.1f}" y="{by + size - 6:.1f}" class="num" '
            f'text-anchor="middle">{value}</text>')
