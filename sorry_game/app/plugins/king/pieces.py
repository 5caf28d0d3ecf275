"""Chess piece glyphs drawn by the project: vector silhouettes (king, queen, rook,
bishop, knight, pawn) in the owner's colour with a contrasting outline, so a white
piece reads on a light square and a black piece on a dark one.

Each piece is a list of primitives in a unit box (x right, y down, the base at the
bottom). A glyph is painted once per (piece, size, colours) at 4x and smoothed down
(antialiased edges without a font), then cached; `piece_glyph` returns the surface.
"""

from __future__ import annotations

import math

import pygame

from sorry_game.app.draw import (
    Colour,
    aa_circle,
    darken,
    drop_shadow,
    lighten,
    luminance,
    mix,
    ring,
)
from sorry_game.app.draw.layers import Stamps
from sorry_game.app.draw.surfcache import surface_cache

#: supersampling factor of the painted glyphs
SUPER = 4

Poly = tuple[tuple[float, float], ...]


def _teardrop(cx: float, cy: float, rx: float, ry: float, tip: float) -> Poly:
    """A mitre: an ellipse drawn out to a point `tip` above its centre."""
    pts = []
    for k in range(33):
        a = math.pi * 2 * k / 32
        x, y = math.sin(a), -math.cos(a)
        if y < 0:  # upper half: pulled to the tip
            yy = cy + y * (cy - tip)
            xx = cx + x * rx * (1 - 0.35 * (-y) ** 1.6)
        else:
            yy = cy + y * ry
            xx = cx + x * rx
        pts.append((xx, yy))
    return tuple(pts)


#: the plinth every piece stands on
BASE: Poly = ((0.18, 0.91), (0.82, 0.91), (0.82, 0.85), (0.76, 0.8), (0.24, 0.8), (0.18, 0.85))

#: piece letter -> (polygons, circles (cx, cy, r), detail lines) in the unit box
SHAPES: dict[str, tuple[list[Poly], list[tuple[float, float, float]], list[Poly]]] = {
    "p": (
        [
            BASE,
            ((0.3, 0.81), (0.7, 0.81), (0.62, 0.66), (0.57, 0.54), (0.43, 0.54), (0.38, 0.66)),
            ((0.32, 0.56), (0.68, 0.56), (0.64, 0.5), (0.36, 0.5)),
        ],
        [(0.5, 0.37, 0.15)],
        [((0.26, 0.8), (0.74, 0.8))],
    ),
    "r": (
        [
            BASE,
            ((0.3, 0.81), (0.7, 0.81), (0.66, 0.42), (0.34, 0.42)),
            (
                (0.26, 0.44),
                (0.74, 0.44),
                (0.74, 0.15),
                (0.64, 0.15),
                (0.64, 0.24),
                (0.555, 0.24),
                (0.555, 0.15),
                (0.445, 0.15),
                (0.445, 0.24),
                (0.36, 0.24),
                (0.36, 0.15),
                (0.26, 0.15),
            ),
        ],
        [],
        [((0.26, 0.8), (0.74, 0.8)), ((0.33, 0.44), (0.67, 0.44)), ((0.3, 0.33), (0.7, 0.33))],
    ),
    "b": (
        [
            BASE,
            ((0.33, 0.81), (0.67, 0.81), (0.58, 0.64), (0.42, 0.64)),
            ((0.3, 0.66), (0.7, 0.66), (0.66, 0.59), (0.34, 0.59)),
            _teardrop(0.5, 0.45, 0.17, 0.15, 0.17),
        ],
        [(0.5, 0.13, 0.055)],
        [((0.26, 0.8), (0.74, 0.8)), ((0.45, 0.49), (0.58, 0.33))],
    ),
    "n": (
        [
            BASE,
            (
                (0.25, 0.81),
                (0.78, 0.81),
                (0.77, 0.62),
                (0.74, 0.46),
                (0.68, 0.3),
                (0.58, 0.21),
                (0.52, 0.12),
                (0.46, 0.2),
                (0.4, 0.22),
                (0.3, 0.32),
                (0.2, 0.45),
                (0.16, 0.53),
                (0.2, 0.6),
                (0.29, 0.6),
                (0.37, 0.53),
                (0.46, 0.51),
                (0.38, 0.62),
                (0.3, 0.72),
            ),
        ],
        [],
        [((0.26, 0.8), (0.74, 0.8)), ((0.62, 0.28), (0.7, 0.5), (0.72, 0.7))],
    ),
    "q": (
        [
            BASE,
            ((0.3, 0.81), (0.7, 0.81), (0.64, 0.6), (0.36, 0.6)),
            (
                (0.31, 0.63),
                (0.16, 0.3),
                (0.34, 0.45),
                (0.34, 0.19),
                (0.46, 0.42),
                (0.5, 0.14),
                (0.54, 0.42),
                (0.66, 0.19),
                (0.66, 0.45),
                (0.84, 0.3),
                (0.69, 0.63),
            ),
        ],
        [
            (0.16, 0.28, 0.055),
            (0.34, 0.17, 0.055),
            (0.5, 0.12, 0.055),
            (0.66, 0.17, 0.055),
            (0.84, 0.28, 0.055),
        ],
        [((0.26, 0.8), (0.74, 0.8)), ((0.33, 0.62), (0.67, 0.62))],
    ),
    "k": (
        [
            BASE,
            ((0.3, 0.81), (0.7, 0.81), (0.64, 0.6), (0.36, 0.6)),
            (
                (0.3, 0.63),
                (0.7, 0.63),
                (0.82, 0.42),
                (0.76, 0.33),
                (0.62, 0.33),
                (0.5, 0.42),
                (0.38, 0.33),
                (0.24, 0.33),
                (0.18, 0.42),
            ),
            ((0.455, 0.4), (0.545, 0.4), (0.545, 0.07), (0.455, 0.07)),
            ((0.37, 0.15), (0.63, 0.15), (0.63, 0.23), (0.37, 0.23)),
        ],
        [],
        [((0.26, 0.8), (0.74, 0.8)), ((0.33, 0.62), (0.67, 0.62))],
    ),
}


def outline_for(fill: Colour) -> Colour:
    """A contrasting outline: dark around a light piece, light around a dark one."""
    if luminance(fill) > 0.5:
        return mix(fill, (12, 12, 16), 0.85)
    return mix(fill, (250, 250, 250), 0.78)


def _paint(surface: pygame.Surface, colour, size: int, letter: str) -> None:
    polys, circles, _lines = SHAPES[letter]
    for poly in polys:
        pygame.draw.polygon(surface, colour, [(x * size, y * size) for x, y in poly])
    for cx, cy, r in circles:
        pygame.draw.circle(surface, colour, (cx * size, cy * size), r * size)


#: glyphs kept, in bytes of pixels: 12 pieces at 1920x1080 take about 0.4 MB; a piece in
#: flight is scaled from its glyph, not drawn anew
GLYPH_CACHE_BYTES = 4 << 20


@surface_cache(max_bytes=GLYPH_CACHE_BYTES)
def piece_glyph(letter: str, size: int, fill: Colour, outline: Colour) -> pygame.Surface:
    """The glyph of piece `letter` (p n b r q k, any case) in a `size` px square."""
    letter = letter.lower()
    size = max(8, int(size))
    big = size * SUPER
    shape = pygame.Surface((big, big), pygame.SRCALPHA)
    _paint(shape, (255, 255, 255, 255), big, letter)
    width = max(1.3, size * 0.05) * SUPER
    out = pygame.Surface((big, big), pygame.SRCALPHA)
    edge = shape.copy()
    edge.fill((*outline, 255), special_flags=pygame.BLEND_RGBA_MULT)
    for k in range(16):  # dilate: the silhouette in the outline colour all round
        a = math.pi * 2 * k / 16
        out.blit(edge, (round(math.cos(a) * width), round(math.sin(a) * width)))
    body = shape.copy()
    body.fill((*fill, 255), special_flags=pygame.BLEND_RGBA_MULT)
    out.blit(body, (0, 0))
    line_w = max(1, round(width * 0.7))
    for line in SHAPES[letter][2]:
        pts = [(x * big, y * big) for x, y in line]
        pygame.draw.lines(out, (*outline, 255), False, pts, line_w)
    if letter == "n":  # the knight's eye
        pygame.draw.circle(out, (*outline, 255), (0.43 * big, 0.31 * big), 0.035 * big)
    return pygame.transform.smoothscale(out, (size, size))


def draw_piece(
    surface: pygame.Surface,
    symbol: str,
    centre: tuple[float, float],
    size: float,
    fill: Colour,
    outline: Colour | None = None,
    squash: float = 1.0,
    alpha: int = 255,
    scale: float = 1.0,
) -> None:
    """Blit the glyph of `symbol` centred on `centre`; `squash` narrows it (a flip),
    `scale` enlarges or shrinks it (a piece in flight, a captured piece going)."""
    glyph = piece_glyph(
        symbol, int(size), (fill[0], fill[1], fill[2]), outline or outline_for(fill)
    )
    if squash < 0.999 or abs(scale - 1) > 0.001:
        w = max(1, int(glyph.get_width() * max(0.02, squash) * scale))
        h = max(1, int(glyph.get_height() * scale))
        glyph = pygame.transform.smoothscale(glyph, (w, h))
    if alpha < 255:
        glyph = glyph.copy()
        glyph.set_alpha(alpha)
    rect = glyph.get_rect(center=(round(centre[0]), round(centre[1])))
    surface.blit(glyph, rect)


def draw_checker(
    surface: pygame.Surface,
    fill: Colour,
    centre: tuple[float, float],
    radius: float,
    alpha: int = 255,
) -> None:
    """A draughts checker in the colour `fill`: a contrasting rim with its thickness
    showing below (a white checker reads on a light square, a black one on a dark one),
    a groove and a glint."""
    if alpha < 255:
        size = int(radius * 3)
        layer = pygame.Surface((size, size), pygame.SRCALPHA)
        draw_checker(layer, fill, (size / 2, size / 2), radius)
        layer.set_alpha(alpha)
        surface.blit(layer, (centre[0] - size / 2, centre[1] - size / 2))
        return
    at = (float(centre[0]), float(centre[1]))
    half = math.ceil(radius * 1.25) + 3  # the checker, its thickness and its shadow
    rect = pygame.Rect(int(at[0]) - half, int(at[1]) - half, half * 2 + 1, half * 2 + 1)
    key = (tuple(fill[:3]), at, radius)
    CHECKERS.draw(surface, key, rect, lambda s: _paint_checker(s, fill, at, radius))


#: checkers kept as stamps (`draw.layers`): the ring's, the strips', by their ground
CHECKERS = Stamps(max_bytes=1 << 20)


def _paint_checker(
    surface: pygame.Surface, fill: Colour, centre: tuple[float, float], radius: float
) -> None:
    edge = outline_for(fill)
    drop_shadow(surface, centre, radius, (0.1, 0.16), 80)
    # the checker's thickness: its rim seen a little from above, below the top face
    aa_circle(surface, darken(edge, 0.3), (centre[0], centre[1] + radius * 0.1), radius)
    aa_circle(surface, edge, centre, radius)
    aa_circle(surface, fill, centre, radius * 0.86)
    light = luminance(fill) > 0.5
    groove = darken(fill, 0.22 if light else 0.4)
    ring(surface, groove, centre, radius * 0.6, max(1, radius * 0.1))
    aa_circle(surface, lighten(fill, 0.1) if light else darken(fill, 0.15), centre, radius * 0.36)
    if radius >= 8:  # a glint on the rim, top left
        glint = (centre[0] - radius * 0.5, centre[1] - radius * 0.5)
        aa_circle(surface, lighten(fill, 0.6 if light else 0.35), glint, radius * 0.1)


__all__ = ["SHAPES", "draw_checker", "draw_piece", "outline_for", "piece_glyph"]
