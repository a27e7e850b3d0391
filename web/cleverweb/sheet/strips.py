"""The sheet's strips that are no area: the round track, the action tracks
(reroll, +1, polish, return) and the score line."""

from __future__ import annotations

from functools import lru_cache, wraps

from clever.i18n import N_, Msg, plural

from .. import lang
from ..lang import _
from ..markup import escape
from ..words import colour
from .shapes import CLEAR, LBL_EM, bonus_words, cross, fox, icon, letter, pressed

TRACK_TITLES = {"reroll": N_("Rerolls"), "plus1": N_("+1 actions"), "polish": N_("Polish"),
                "return": N_("Returns")}
# a player's Sheet attributes for each action track: (gained, used)
TRACK_FIELDS = {"reroll": ("rerolls", "rerolls_used"), "plus1": ("plus1", "plus1_used"),
                "polish": ("polish", "polish_used"), "return": ("returns", "returns_used")}


def remembered(draw):
    """`draw` remembered by its arguments and the page's language: a click
    changes one track at most, and the others' markup comes back as it was."""
    @lru_cache(maxsize=32)
    def in_language(_lang, *args):
        return draw(*args)

    @wraps(draw)
    def drawn(*args):
        return in_language(lang.current, *args)
    return drawn


@remembered
def action_track(kind: str, gained: int, used: int, length: int, x: float, y: float,
                 w: float, end_bonus=None) -> str:
    """An action track (reroll, +1, polish, return): gained spaces are circled, used
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


@remembered
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
