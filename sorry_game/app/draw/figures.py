"""Pieces with depth: a pawn drawn as a standing figure (base, body, collar, head).

Why: flat discs read as counters, not pawns. The figure is shaded in its seat colour
(a dark side, the colour, a lit side, a shine) over a soft shadow, and still carries the
colour's shape mark and the pawn's number, so colour-blind players tell pawns apart.
Each figure is drawn once per size at the window's resolution and cached: crisp, never
scaled, and cheap while pawns walk.

    draw_figure(surface, (224, 65, 58), (x, y), 14, "2", "circle")
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from sorry_game.app.draw import (
    SHAPES,
    Colour,
    aa_circle,
    blit_text,
    contrast_text,
    darken,
    draw_shape,
    drop_shadow,
    lighten,
    luminance,
    mix,
    render_text,
    shape_of,
)
from sorry_game.app.draw.surfcache import surface_cache

#: figure proportions, in pawn radii from the pawn's centre (y grows downwards)
HEAD_Y, HEAD_R = -0.5, 0.5
NECK_Y, NECK_W = -0.08, 0.25
BASE_Y, BASE_W, BASE_H = 0.6, 0.86, 0.3
FOOT_W = 0.64
MARK_Y, MARK_R = 0.3, 0.22
#: a figure stands taller than the disc it replaces (same square, more to see)
FIGURE_SCALE = 1.3


def shades(fill: Sequence[int]) -> dict[str, Colour]:
    """The figure's inks from its seat colour: shadow side, colour, lit side, shine."""
    base = (fill[0], fill[1], fill[2])
    return {
        "rim": darken(base, 0.5),
        "dark": darken(base, 0.25),
        "fill": base,
        "lit": lighten(base, 0.3),
        "shine": lighten(base, 0.7),
    }


#: figures are drawn this many times larger, then reduced once (clean edges at any size)
SUPERSAMPLE = 4


def _ellipse(surface: pygame.Surface, colour, centre, rx: float, ry: float) -> None:
    rect = pygame.Rect(0, 0, max(2, round(rx * 2)), max(2, round(ry * 2)))
    rect.center = (round(centre[0]), round(centre[1]))
    pygame.draw.ellipse(surface, colour, rect)


def _body(cx: float, cy: float, r: float, inset: float, shift: float) -> list[tuple[float, float]]:
    """The flared body between the base and the neck, `inset` radii narrower."""
    left, right = [], []
    steps = 12
    for i in range(steps + 1):
        t = i / steps
        y = cy + r * (BASE_Y - (BASE_Y - NECK_Y) * t)
        half = r * (NECK_W + (FOOT_W - NECK_W) * (1 - t) ** 2 - inset)
        left.append((cx + shift * r - half, y))
        right.append((cx + shift * r + half, y))
    return left + right[::-1]


#: figures kept, in bytes of pixels: 16 pawns at 1920x1080 take 0.25 MB; a lifted pawn
#: grows and shrinks through a few dozen sizes, met again at its next move
FIGURE_CACHE_BYTES = 4 << 20


@surface_cache(max_bytes=FIGURE_CACHE_BYTES)
def figure_image(
    fill: Colour, radius2: int, label: str, shape: str, mark: Colour
) -> pygame.Surface:
    """The figure of a pawn `radius2 / 2` px in radius, on a transparent square
    (centre of the pawn = centre of the image). Drawn SUPERSAMPLE times larger and
    reduced once, so the edges are smooth without outline artefacts."""
    out = int(radius2 * 1.2) + 4
    k = SUPERSAMPLE
    size = out * k
    r = radius2 / 2 * k
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    cx = cy = size / 2
    ink = shades(fill)
    circle = pygame.draw.circle
    # soft shadow on the board, down and to the right
    for grow, alpha in ((1.0, 45), (0.8, 45)):
        at = (cx + r * 0.14, cy + r * 0.74)
        _ellipse(image, (0, 0, 0, alpha), at, r * 0.98 * grow, r * 0.32 * grow)
    # base: a dark rim, then its top
    _ellipse(image, ink["rim"], (cx, cy + r * BASE_Y), r * BASE_W, r * BASE_H)
    _ellipse(image, ink["dark"], (cx, cy + r * (BASE_Y - 0.06)), r * (BASE_W - 0.05), r * 0.23)
    _ellipse(image, ink["fill"], (cx - r * 0.12, cy + r * (BASE_Y - 0.09)), r * 0.5, r * 0.13)
    # body: shadow side, colour, lit stripe
    pygame.draw.polygon(image, ink["rim"], _body(cx, cy, r, -0.05, 0))
    pygame.draw.polygon(image, ink["dark"], _body(cx, cy, r, 0, 0))
    pygame.draw.polygon(image, fill, _body(cx, cy, r, 0.09, -0.07))
    pygame.draw.polygon(image, ink["lit"], _body(cx, cy, r, 0.19, -0.19))
    # collar under the head
    _ellipse(image, ink["rim"], (cx, cy + r * NECK_Y), r * 0.4, r * 0.13)
    _ellipse(image, ink["dark"], (cx, cy + r * (NECK_Y - 0.03)), r * 0.35, r * 0.09)
    # head: rim, shadow side, colour, shine
    head = (cx, cy + r * HEAD_Y)
    circle(image, ink["rim"], head, r * HEAD_R)
    circle(image, ink["dark"], head, r * (HEAD_R - 0.05))
    circle(image, fill, (head[0] - r * 0.04, head[1] - r * 0.04), r * (HEAD_R - 0.1))
    circle(image, ink["shine"], (head[0] - r * 0.27, head[1] - r * 0.25), r * 0.08)
    if label:
        mark_at, mark_r = (cx, cy + r * MARK_Y), r * MARK_R
    else:
        mark_at, mark_r = head, r * 0.3
    if shape:
        edge = darken(mark, 0.45) if luminance(mark) > 0.8 else darken(fill, 0.45)
        draw_shape(image, shape, edge, mark_at, mark_r + k)
        draw_shape(image, shape, mark, mark_at, mark_r)
    small = pygame.transform.smoothscale(image, (out, out))
    if label:  # the number is drawn at its own size, crisp, on the reduced head
        px = max(9, round(radius2 / 2 * 0.78))
        text = render_text(label, px, contrast_text(fill), True)
        hx, hy = out / 2, out / 2 + radius2 / 2 * HEAD_Y
        small.blit(text, text.get_rect(center=(round(hx), round(hy + 0.5))))
    return small


def mark_colour(fill: Sequence[int]) -> Colour:
    """The shape mark's ink: near white on a seat colour, darker on a very light one."""
    return mix(fill, (255, 255, 255), 0.85) if luminance(fill) < 0.8 else darken(fill, 0.3)


def draw_figure(
    surface: pygame.Surface,
    fill: Sequence[int],
    centre: tuple[float, float],
    radius: float,
    label: str = "",
    shape: str = "",
) -> pygame.Rect:
    """Blit a pawn figure standing on `centre` (in place of a disc of `radius`);
    returns the rect it covers."""
    colour = (int(fill[0]), int(fill[1]), int(fill[2]))
    image = figure_image(
        colour, max(2, round(radius * 2 * FIGURE_SCALE)), label[:3], shape, mark_colour(colour)
    )
    rect = image.get_rect(center=(round(centre[0]), round(centre[1])))
    surface.blit(image, rect)
    return rect


#: a numbered pawn smaller than this is drawn as a flat disc (too small for a figure)
MIN_FIGURE_RADIUS = 8


def draw_pawn(
    surface: pygame.Surface,
    fill: Sequence[int],
    centre,
    radius: float,
    label: str = "",
    shape: int | str | None = None,
    figure: bool | None = None,
) -> None:
    """The one pawn painter: a standing, shaded figure (`figures.draw_figure`) or a flat
    disc with a dark rim and a shine, with the colour's shape mark (`shape` = the colour's
    index or theme key, see `shape_of`; colour-blind players tell the seats apart by it)
    and an optional number. `figure` None: a figure for a numbered pawn big enough to
    read, a disc for the small markers of the side panel."""
    index = shape_of(shape)
    if figure is None:
        figure = bool(label) and radius >= MIN_FIGURE_RADIUS
    if figure and radius >= 4:
        draw_figure(
            surface, fill, centre, radius, label, SHAPES[index] if index is not None else ""
        )
        return
    fill = tuple(fill[:3])
    rim = darken(fill, 0.45)
    x, y = centre
    drop_shadow(surface, centre, radius)
    aa_circle(surface, rim, centre, radius)
    aa_circle(surface, fill, centre, radius * 0.84)
    aa_circle(surface, lighten(fill, 0.25), (x - radius * 0.18, y - radius * 0.22), radius * 0.42)
    aa_circle(surface, fill, centre, radius * 0.7)
    mark = SHAPES[index] if index is not None else "circle"
    mark_colour = mix(fill, (255, 255, 255), 0.85) if luminance(fill) < 0.8 else darken(fill, 0.12)
    draw_shape(surface, mark, mark_colour, centre, radius * 0.56)
    if label and radius >= 7:
        size = max(8, int(radius * (0.7 if mark == "triangle" else 0.78)))
        dy = radius * 0.14 if mark == "triangle" else 0
        blit_text(surface, label, size, rim, (x, y + dy + 1), "center", bold=True)
