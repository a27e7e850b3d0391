"""The area kind "parts" drawn on the sheet (its rules: clever/areas/parts.py)."""

from __future__ import annotations

from clever.i18n import Msg

from .. import lang
from ..lang import _
from ..markup import escape
from .shapes import COLOURS, area_frame, bonus_words, cross, icon, state_words, tiny_text


def grid_label(cell: int, n_cols: int) -> str:
    """A cell's name in the engine's form ("r2c3"), for data attributes only."""
    return f"r{cell // n_cols + 1}c{cell % n_cols + 1}"


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


def draw(area, marks: int, x: float, y: float, w: float, targets: set, points: int,
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
