"""The app's icons, drawn here so the repo holds no binary files."""
from __future__ import annotations

import struct
import zlib

from .layout import THEME_COLOUR


def _png(width: int, height: int, pixels: bytearray) -> bytes:
    rows = b"".join(
        b"\0" + bytes(pixels[y * width * 4 : (y + 1) * width * 4]) for y in range(height)
    )

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(
            ">I", zlib.crc32(kind + data) & 0xFFFFFFFF
        )

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(rows, 9))
        + chunk(b"IEND", b"")
    )


def _hex(colour: str) -> tuple[int, int, int]:
    return tuple(int(colour[i : i + 2], 16) for i in (1, 3, 5))  # type: ignore[return-value]


_ICON_CACHE: dict[tuple[int, bool], bytes] = {}


def icon_png(size: int, maskable: bool) -> bytes:
    """A white die showing five coloured pips on the theme colour.

    The maskable icon fills the whole square and keeps the die inside the
    central safe zone (80 %); the plain one is a rounded tile.
    """
    key = (size, maskable)
    if key in _ICON_CACHE:
        return _ICON_CACHE[key]
    bg = _hex(THEME_COLOUR)
    white = (255, 255, 255)
    pips = [
        ((-1, -1), _hex("#f2c811")),  # yellow
        ((1, -1), _hex("#2f80ed")),  # blue
        ((0, 0), _hex("#27ae60")),  # green
        ((-1, 1), _hex("#f2871d")),  # orange
        ((1, 1), _hex("#8e44ad")),  # purple
    ]
    px = bytearray(size * size * 4)
    s = float(size)
    tile_r = 0 if maskable else 0.18 * s
    die_half = (0.27 if maskable else 0.32) * s
    die_r = 0.22 * die_half * 2 * 0.5
    pip_r = 0.16 * die_half
    pip_off = 0.5 * die_half
    c = s / 2

    def in_round_rect(x: float, y: float, half: float, radius: float) -> bool:
        dx, dy = abs(x - c) - (half - radius), abs(y - c) - (half - radius)
        if dx <= 0 or dy <= 0:
            return abs(x - c) <= half and abs(y - c) <= half
        return dx * dx + dy * dy <= radius * radius

    for y in range(size):
        for x in range(size):
            fx, fy = x + 0.5, y + 0.5
            i = (y * size + x) * 4
            if not in_round_rect(fx, fy, s / 2, tile_r):
                continue  # transparent corner
            colour = bg
            if in_round_rect(fx, fy, die_half, die_r):
                colour = white
                for (ox, oy), pip in pips:
                    dx, dy = fx - (c + ox * pip_off), fy - (c + oy * pip_off)
                    if dx * dx + dy * dy <= pip_r * pip_r:
                        colour = pip
                        break
            px[i : i + 4] = bytes((*colour, 255))
    data = _png(size, size, px)
    _ICON_CACHE[key] = data
    return data
