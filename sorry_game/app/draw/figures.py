"""Pieces with depth: a pawn drawn as a standing figure (base, body, collar, head).

Why: flat discs read as counters, not pawns. The figure is shaded in its seat colour
(a dark side, the colour, a lit side, a shine) over a soft shadow, and still carries the
colour's shape mark and the pawn's number, so colour-blind players tell pawns apart.
Each figure is drawn once per size at the window's resolution and cached: crisp, never
scaled, and cheap while pawns walk.

    draw_figure(surface, (224, 65, 58), (x, y), 14, "2", "circle")
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

import pygame

from sorry_game.app.draw import (
    MIN_MARK_PX,
    SHAPES,
    Colour,
    aa_circle,
    blit_text,
    contrast_text,
    darken,
    draw_mark,
    draw_shape,
    drop_shadow,
    lighten,
    luminance,
    mix,
    render_text,
    shape_of,
    text_width,
)
from sorry_game.app.draw.layers import Stamps
from sorry_game.app.draw.surfcache import surface_cache
from sorry_game.app.draw.text import text_scale

#: figure proportions, in pawn radii from the pawn's centre (y grows downwards)
HEAD_Y, HEAD_R = -0.5, 0.5
NECK_Y, NECK_W = -0.08, 0.25
BASE_Y, BASE_W, BASE_H = 0.6, 0.86, 0.3
FOOT_W = 0.64
MARK_Y = 0.3
#: the shape mark's height on the body, in figure radii, and the most the body holds
#: (the mark then reaches from the collar to the base)
MARK_H, MARK_MAX_H = 0.68, 1.1
#: a figure stands taller than the disc it replaces (same square, more to see)
FIGURE_SCALE = 1.3
#: the pawn's number grows with the Text size up to this (then it fills the head)
NUMBER_MAX_SCALE = 1.35


def figure_radius(radius: float) -> float:
    """The drawn radius of the figure that stands in place of a disc of `radius`."""
    return max(2, round(radius * 2 * FIGURE_SCALE)) / 2


def figure_mark_px(radius: float, scale: float = 1.0) -> float:
    """The height in pixels of the seat's shape mark on the figure of a pawn of `radius`
    (the one number the drawing and `seat_looks` share): at least MIN_MARK_PX, grown with
    the Text size `scale`, never taller than the body holds.

    >>> figure_mark_px(14.1), figure_mark_px(14.1, 2.0), figure_mark_px(9.7)
    (12.5, 20.5, 12.0)
    """
    r = figure_radius(radius)
    want = max(MIN_MARK_PX, r * MARK_H) * max(0.5, scale)
    return round(min(want, r * MARK_MAX_H) * 2) / 2


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
    fill: Colour,
    radius2: int,
    label: str,
    shape: str,
    mark: Colour,
    mark_px: float = 0.0,
    number_px: int = 0,
) -> pygame.Surface:
    """The figure of a pawn `radius2 / 2` px in radius, on a transparent square
    (centre of the pawn = centre of the image), its shape mark `mark_px` tall on the
    body and its number `number_px` on the head. Drawn SUPERSAMPLE times larger and
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
    if shape:
        height = (mark_px or figure_mark_px(radius2 / 2 / FIGURE_SCALE)) * k
        # a tall mark stands lower, clear of the number on the head
        mark_at = (cx, cy + max(r * MARK_Y, height / 2 - r * 0.05)) if label else head
        if not label:  # the mark on the head: no taller than the head
            height = min(height, r * HEAD_R * 1.5)
        edge = darken(fill, 0.55)
        draw_mark(image, shape, mark, edge, mark_at, height, edge_width=k * 1.6)
    small = pygame.transform.smoothscale(image, (out, out))
    if label:  # the number is drawn at its own size, crisp, on the reduced head
        px = number_px or max(9, round(radius2 / 2 * 0.78))
        text = render_text(label, px, contrast_text(fill), True)
        hx, hy = out / 2, out / 2 + radius2 / 2 * HEAD_Y
        small.blit(text, text.get_rect(center=(round(hx), round(hy + 0.5))))
    return small


def mark_colour(fill: Sequence[int]) -> Colour:
    """The shape mark's ink: near white on a seat colour, darker on a very light one."""
    return mix(fill, (255, 255, 255), 0.85) if luminance(fill) < 0.8 else darken(fill, 0.3)


def number_px(radius: float, scale: float = 1.0) -> int:
    """The size of the number on the head of the figure of a pawn of `radius`: grown
    with the Text size `scale` as far as the head holds it.

    >>> number_px(14.1), number_px(14.1, 2.0)
    (14, 19)
    """
    grow = max(0.75, min(NUMBER_MAX_SCALE, scale))
    return max(9, round(figure_radius(radius) * 0.78 * grow))


@lru_cache(maxsize=512)
def _figure_args(
    colour: Colour, radius: float, label: str, shape: str, scale: float
) -> tuple[Colour, int, str, str, Colour, float, int]:
    """`figure_image`'s arguments for a pawn (worked out once: a frame draws 16)."""
    return (
        colour,
        max(2, round(radius * 2 * FIGURE_SCALE)),
        label,
        shape,
        mark_colour(colour),
        figure_mark_px(radius, scale),
        number_px(radius, scale),
    )


def draw_figure(
    surface: pygame.Surface,
    fill: Sequence[int],
    centre: tuple[float, float],
    radius: float,
    label: str = "",
    shape: str = "",
    scale: float = 1.0,
) -> pygame.Rect:
    """Blit a pawn figure standing on `centre` (in place of a disc of `radius`), its
    mark and number grown with the Text size `scale`; returns the rect it covers."""
    colour = (int(fill[0]), int(fill[1]), int(fill[2]))
    image = figure_image(*_figure_args(colour, radius, label[:3], shape, scale))
    rect = image.get_rect(center=(round(centre[0]), round(centre[1])))
    surface.blit(image, rect)
    return rect


#: a numbered pawn smaller than this is drawn as a flat disc (too small for a figure)
MIN_FIGURE_RADIUS = 8


def disc_mark_px(radius: float) -> float:
    """The height of the seat's shape mark on a flat disc of `radius` (a seat's badge, a
    player's row): MIN_MARK_PX where the disc holds it (up to 1.8 radii: the mark then
    covers the disc but its rim), else 1.8 radii.

    >>> disc_mark_px(9.2), disc_mark_px(6), disc_mark_px(20)
    (12.0, 11.0, 23.0)
    """
    return round(min(max(radius * 1.15, MIN_MARK_PX), radius * 1.8) * 2) / 2


def draw_pawn(
    surface: pygame.Surface,
    fill: Sequence[int],
    centre,
    radius: float,
    label: str = "",
    shape: int | str | None = None,
    figure: bool | None = None,
    scale: float = 1.0,
) -> None:
    """The one pawn painter: a standing, shaded figure (`figures.draw_figure`) or a flat
    disc with a dark rim and a shine, with the colour's shape mark (`shape` = the colour's
    index or theme key, see `shape_of`; colour-blind players tell the seats apart by it)
    and an optional number. `figure` None: a figure for a numbered pawn big enough to
    read, a disc for the small markers of the side panel. `scale`: the Text size, which
    grows a figure's mark and number (`figure_mark_px`, `number_px`)."""
    index = shape_of(shape)
    if figure is None:
        figure = bool(label) and radius >= MIN_FIGURE_RADIUS
    if figure and radius >= 4:
        draw_figure(
            surface, fill, centre, radius, label, SHAPES[index] if index is not None else "", scale
        )
        return
    disc = (int(fill[0]), int(fill[1]), int(fill[2]))
    at = (float(centre[0]), float(centre[1]))
    half = math.ceil(radius * 1.25) + 3  # the disc, its shadow and its edge
    if label:  # a number wider than the disc
        half = max(half, text_width(label, max(8, int(radius * 0.78)), True) // 2 + 3)
    rect = pygame.Rect(int(at[0]) - half, int(at[1]) - half, half * 2 + 1, half * 2 + 1)
    key = ("disc", disc, at, radius, label, index, text_scale())
    DISCS.draw(surface, key, rect, lambda s: _draw_disc(s, disc, at, radius, label, index))


#: a colour without a shape mark darker than this is drawn as a black disc (`_draw_disc`)
DARK_PLAIN = 0.45

#: flat discs (the side panel's markers) kept as stamps, by their ground
DISCS = Stamps(max_bytes=1 << 20)


def _draw_disc(
    surface: pygame.Surface,
    fill: Colour,
    centre,
    radius: float,
    label: str,
    index: int | None,
) -> None:
    """A flat disc with a dark rim and a shine, the seat's shape and its number. A dark
    colour without a shape (chess's Black) reads as itself: a near-black body in a light
    rim, its centre a shade lighter (a mark in the contrast colour made it look white)."""
    x, y = centre
    plain_dark = index is None and luminance(fill) < DARK_PLAIN
    if plain_dark:  # (the high-contrast theme's grey Black too: a black disc)
        fill = darken(fill, 0.45) if luminance(fill) > 0.22 else fill
        rim = mix(fill, (250, 250, 250), 0.7)
    else:
        rim = darken(fill, 0.45)
    drop_shadow(surface, centre, radius)
    aa_circle(surface, rim, centre, radius)
    aa_circle(surface, fill, centre, radius * 0.84)
    aa_circle(surface, lighten(fill, 0.25), (x - radius * 0.18, y - radius * 0.22), radius * 0.42)
    aa_circle(surface, fill, centre, radius * 0.7)
    mark = SHAPES[index] if index is not None else "circle"
    mark_colour = mix(fill, (255, 255, 255), 0.85) if luminance(fill) < 0.8 else darken(fill, 0.12)
    if plain_dark:
        draw_shape(surface, mark, lighten(fill, 0.12), centre, radius * 0.56)
    elif index is None:
        draw_shape(surface, mark, mark_colour, centre, radius * 0.56)
    else:  # a seat's shape: as tall as a glance needs, in a dark edge
        draw_mark(surface, mark, mark_colour, rim, centre, disc_mark_px(radius), radius * 0.1 + 1)
    if label and radius >= 7:
        size = max(8, int(radius * (0.7 if mark == "triangle" else 0.78)))
        dy = radius * 0.14 if mark == "triangle" else 0
        blit_text(surface, label, size, rim, (x, y + dy + 1), "center", bold=True)
