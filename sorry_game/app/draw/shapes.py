"""Shapes drawn smooth at any size: antialiased circles, rings and polygons, rounded
panels, scroll bars, triangles, the seats' shape marks (circle, square, triangle,
diamond: colour-blind players tell the seats apart by them), shadows, crosses, pills."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import pygame
import pygame.freetype
import pygame.gfxdraw

from sorry_game.app.draw.colour import Palette, contrast_text, darken, mix
from sorry_game.app.draw.text import blit_text, text_width


def aa_polygon(surface: pygame.Surface, colour, points) -> None:
    pts = [(round(x), round(y)) for x, y in points]
    pygame.gfxdraw.filled_polygon(surface, pts, colour)
    pygame.gfxdraw.aapolygon(surface, pts, colour)


#: how many times larger `smooth_polygons` draws before scaling down
SMOOTH_K = 4


def smooth_polygons(
    surface: pygame.Surface, polygons: Sequence[tuple[Any, Sequence[Any]]], k: int = SMOOTH_K
) -> None:
    """Filled polygons (colour, points), later over earlier, drawn `k` times larger
    and scaled down: every edge antialiased, where gfxdraw's outline of a long thin
    polygon came out jagged and dashed on a layer with an alpha channel (the slides)."""
    xs = [x for _c, pts in polygons for x, _y in pts]
    ys = [y for _c, pts in polygons for _x, y in pts]
    if not xs:
        return
    left, top = math.floor(min(xs)) - 1, math.floor(min(ys)) - 1
    w, h = math.ceil(max(xs)) + 2 - left, math.ceil(max(ys)) + 2 - top
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    big.fill((*polygons[0][0][:3], 0))  # the edges fade into the first colour, not black
    for colour, pts in polygons:
        pygame.draw.polygon(big, colour, [((x - left) * k, (y - top) * k) for x, y in pts])
    surface.blit(pygame.transform.smoothscale(big, (w, h)), (left, top))


def aa_circle(surface: pygame.Surface, colour, centre, radius: float) -> None:
    """A filled, antialiased disc. Opaque colours use pygame's own antialiased circle:
    gfxdraw's outline blends with transparent pixels and left a dashed dark edge on
    layers with an alpha channel (the START and HOME circles); a translucent colour
    still goes through gfxdraw, which blends it."""
    x, y = math.floor(centre[0] + 0.5), math.floor(centre[1] + 0.5)
    r = max(1, math.floor(radius + 0.5))
    if len(colour) > 3 and colour[3] < 255:
        pygame.gfxdraw.filled_circle(surface, x, y, r, colour)
        pygame.gfxdraw.aacircle(surface, x, y, r, colour)
        return
    pygame.draw.aacircle(surface, colour, (x, y), r)


def ring(surface: pygame.Surface, colour, centre, radius: float, width: float) -> None:
    """An antialiased ring (circle outline of a given width)."""
    width = max(1, round(width))
    r = max(1, round(radius))
    c = (round(centre[0]), round(centre[1]))
    pygame.draw.circle(surface, colour, c, r, width)
    pygame.draw.aacircle(surface, colour, c, r, 1)
    if r - width + 1 > 0:
        pygame.draw.aacircle(surface, colour, c, r - width + 1, 1)


def radius_for(rect: pygame.Rect) -> int:
    return max(3, min(rect.h, rect.w) // 4)


def rounded_rect(
    surface: pygame.Surface, colour: Sequence[int], rect, radius: int = -1, width: int = 0
) -> None:
    pygame.draw.rect(
        surface, colour, rect, width, border_radius=radius if radius >= 0 else radius_for(rect)
    )


def draw_scrollbar(
    surface: pygame.Surface,
    track: pygame.Rect,
    first: int,
    shown: int,
    total: int,
    colours: tuple[Sequence[int] | None, Sequence[int]],
    least: int = 8,
) -> pygame.Rect | None:
    """Where the `shown` rows from `first` stand in all `total`: a thumb in `track` (drawn
    in `colours` = (track or None, thumb), at least `least` pixels long). Nothing when all
    rows fit; else the thumb's rectangle.

    >>> s = pygame.Surface((10, 100))
    >>> draw_scrollbar(s, pygame.Rect(0, 0, 4, 100), 5, 5, 10, (None, (9, 9, 9)))
    Rect(0, 50, 4, 50)
    """
    if total <= shown or shown <= 0:
        return None
    back, front = colours
    if back is not None:
        pygame.draw.rect(surface, back, track, border_radius=3)
    th = max(least, track.h * shown // total)
    y = track.y + (track.h - th) * min(first, total - shown) // (total - shown)
    thumb = pygame.Rect(track.x, y, track.w, th)
    pygame.draw.rect(surface, front, thumb, border_radius=3)
    return thumb


def draw_triangle(surface: pygame.Surface, colour, center, size: float, direction: str) -> None:
    """A filled triangle pointing 'left', 'right', 'up' or 'down' (the default font has
    no arrow glyphs)."""
    x, y = center
    s = size / 2
    points = {
        "left": [(x - s, y), (x + s * 0.8, y - s), (x + s * 0.8, y + s)],
        "right": [(x + s, y), (x - s * 0.8, y - s), (x - s * 0.8, y + s)],
        "up": [(x, y - s), (x - s, y + s * 0.8), (x + s, y + s * 0.8)],
        "down": [(x, y + s), (x - s, y - s * 0.8), (x + s, y - s * 0.8)],
    }[direction]
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.aalines(surface, colour, True, points)


def draw_panel(surface: pygame.Surface, ui: Any, rect: pygame.Rect, alpha: int = 255) -> None:
    """A raised panel in the theme's panel colours (`ui` has a `theme`)."""
    theme = ui.theme
    radius = min(22, max(6, min(rect.w, rect.h) // 14))
    if alpha < 255:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(
            layer, (*theme.colour("panel"), alpha), layer.get_rect(), border_radius=radius
        )
        surface.blit(layer, rect)
    else:
        shadow = rect.move(0, max(3, rect.h // 80))
        pygame.draw.rect(
            surface, darken(theme.colour("background"), 0.35), shadow, border_radius=radius
        )
        pygame.draw.rect(surface, theme.colour("panel"), rect, border_radius=radius)
    pygame.draw.rect(
        surface, theme.colour("panel_edge"), rect, max(1, rect.h // 300 + 1), border_radius=radius
    )


SHAPES = ("circle", "square", "triangle", "diamond")
#: the colours that carry a shape mark (for colour-blind players), in SHAPES order
SHAPE_KEYS = ("red", "blue", "yellow", "green")


def shape_of(colour: int | str | None) -> int | None:
    """The shape mark of a seat colour: a Sorry! colour index or theme key; None for
    colours without a mark (White and Black are told apart by brightness)."""
    if isinstance(colour, str):
        return SHAPE_KEYS.index(colour) if colour in SHAPE_KEYS else None
    return colour % 4 if isinstance(colour, int) else None


def shape_points(shape: str, centre, radius: float) -> list[tuple[float, float]]:
    x, y = centre
    r = radius
    if shape == "square":
        k = r * 0.8
        return [(x - k, y - k), (x + k, y - k), (x + k, y + k), (x - k, y + k)]
    if shape == "triangle":
        return [(x, y - r * 1.05), (x + r * 0.98, y + r * 0.72), (x - r * 0.98, y + r * 0.72)]
    if shape == "diamond":
        return [(x, y - r * 1.1), (x + r * 1.0, y), (x, y + r * 1.1), (x - r * 1.0, y)]
    return []


def draw_shape(surface: pygame.Surface, shape: str, colour, centre, radius: float) -> None:
    """The colour-blind mark of a colour: circle, square, triangle or diamond."""
    if shape == "circle":
        aa_circle(surface, colour, centre, radius)
    else:
        aa_polygon(surface, colour, shape_points(shape, centre, radius))


#: the height of each shape drawn at radius 1 (`shape_points`; a circle is 2 high)
SHAPE_HEIGHT = {"circle": 2.0, "square": 1.6, "triangle": 1.77, "diamond": 2.2}
#: the least height of a seat's shape mark that reads at a glance (issue 32: >= 12 px)
MIN_MARK_PX = 12


def shape_radius(shape: str, height: float) -> float:
    """The radius at which `shape` stands `height` pixels tall, so that every seat's mark
    is as tall as the others (a square at one radius is lower than a diamond).

    >>> shape_radius("circle", 12), shape_radius("square", 12)
    (6.0, 7.5)
    """
    return height / SHAPE_HEIGHT.get(shape, 2.0)


def mark_edge(height: float) -> float:
    """The width of the dark edge round a shape mark `height` pixels tall.

    >>> mark_edge(12), mark_edge(40)
    (1.5, 3.0)
    """
    return max(1.5, min(3.0, height * 0.09))


def draw_mark(
    surface: pygame.Surface,
    shape: str,
    fill,
    edge,
    centre,
    height: float,
    edge_width: float | None = None,
) -> pygame.Rect:
    """A seat's shape mark `height` pixels tall (the fill's height) in `fill`, inside a
    dark `edge` (`mark_edge`, or `edge_width` on a supersampled image), so that it reads
    on its own seat's colour and on the board alike. Returns the rect of the fill."""
    r = shape_radius(shape, height)
    grow = mark_edge(height) if edge_width is None else edge_width
    if shape == "circle":
        draw_shape(surface, shape, edge, centre, r + grow)
    else:
        aa_polygon(surface, edge, _edge_points(shape, centre, r, grow))
    draw_shape(surface, shape, fill, centre, r)
    if shape == "circle":
        return pygame.Rect(round(centre[0] - r), round(centre[1] - r), round(2 * r), round(2 * r))
    pts = shape_points(shape, centre, r)
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return pygame.Rect(round(min(xs)), round(min(ys)), round(max(xs) - min(xs)), round(height))


def _edge_points(shape: str, centre, r: float, grow: float) -> list[tuple[float, float]]:
    """A polygon mark's edge: its points grown by the edge's width along each vertex's
    direction (a triangle's tip reaches well above its fill)."""
    x, y = centre
    k = (r + grow * 1.6) / r if r > 0 else 1.0
    return [(x + (px - x) * k, y + (py - y) * k) for px, py in shape_points(shape, centre, r)]


def mark_extent(shape: str, centre, height: float, edge_width: float | None = None) -> pygame.Rect:
    """Every pixel `draw_mark` can set, its edge and antialiasing too: a stamp that
    holds a mark must cover this (a triangle's edged tip stood a pixel above a START
    tag's stamp, and the cached frame lost it)."""
    r = shape_radius(shape, height)
    grow = mark_edge(height) if edge_width is None else edge_width
    if shape == "circle":
        x, y, rr = round(centre[0]), round(centre[1]), math.floor(r + grow + 0.5)
        return pygame.Rect(x - rr - 1, y - rr - 1, rr * 2 + 3, rr * 2 + 3)
    pts = [(round(px), round(py)) for px, py in _edge_points(shape, centre, r, grow)]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return pygame.Rect(min(xs) - 1, min(ys) - 1, max(xs) - min(xs) + 3, max(ys) - min(ys) + 3)


def dashed_ring(
    surface: pygame.Surface, colour, centre, radius: float, width: float, dashes: int = 12
) -> None:
    """A ring broken into `dashes` arcs, each inside a dark edge: the hint's ring, told
    from the solid ring of what can be chosen by its pattern, not only by its colour."""
    width = max(2.0, width)
    step = 2 * math.pi / dashes
    dark = darken((colour[0], colour[1], colour[2]), 0.6)
    for i in range(dashes):
        a0, a1 = i * step, i * step + step * 0.55
        aa_polygon(surface, dark, _arc_band(centre, radius + 1, radius - width - 1, a0, a1))
        aa_polygon(surface, colour, _arc_band(centre, radius, radius - width, a0, a1))


def _arc_band(
    centre, r_out: float, r_in: float, a0: float, a1: float, n: int = 6
) -> list[tuple[float, float]]:
    """The polygon of a ring's piece between angles `a0` and `a1`."""
    x, y = centre
    angles = [a0 + (a1 - a0) * j / n for j in range(n + 1)]
    outer = [(x + r_out * math.cos(a), y + r_out * math.sin(a)) for a in angles]
    inner = [(x + r_in * math.cos(a), y + r_in * math.sin(a)) for a in reversed(angles)]
    return outer + inner


def drop_shadow(
    surface: pygame.Surface, centre, radius: float, offset=(0.12, 0.18), alpha: int = 70
) -> None:
    """The soft shadow under a round piece (pawns, checkers), offset down-right by a
    fraction of its radius; too small a piece casts none."""
    if radius < 6:
        return
    pygame.gfxdraw.filled_circle(
        surface,
        round(centre[0] + radius * offset[0]),
        round(centre[1] + radius * offset[1]),
        round(radius),
        (0, 0, 0, alpha),
    )


def draw_cross(surface: pygame.Surface, colour: Sequence[int], at, arm: float, width: int) -> None:
    """An X (something taken or bumped): strokes `width` wide reaching `arm` from `at`
    each way, in `colour` with a dark edge and a light core, so that it reads on light
    and dark things alike."""
    x, y = at
    fill = (colour[0], colour[1], colour[2])
    edge = darken(fill, 0.75)
    core = mix(fill, (255, 255, 255), 0.8)
    for ink, w in ((edge, width + 4), (fill, width), (core, max(1, width // 3))):
        for sx in (-1, 1):
            a, b = (x - arm, y - sx * arm), (x + arm, y + sx * arm)
            pygame.draw.line(surface, ink, a, b, w)
            if w > 2:  # round ends
                aa_circle(surface, ink, a, w / 2)
                aa_circle(surface, ink, b, w / 2)


def pill_rect(label: str, centre, size: float, clamp=None) -> pygame.Rect:
    """Where `pill` draws `label` at `centre` (to place it clear of something first)."""
    r = pygame.Rect(0, 0, text_width(label, size, True) + size, int(size * 1.25))
    r.center = (round(centre[0]), round(centre[1]))
    if clamp is not None:
        r.clamp_ip(clamp)
    return r


def pill(
    surface: pygame.Surface, palette: Palette, label: str, centre, size: float, clamp=None
) -> pygame.Rect:
    """A small highlighted label (a target's meaning: "+5", "SORRY!")."""
    r = pill_rect(label, centre, size, clamp)
    h = r.height
    hi = palette["highlight"]
    pygame.draw.rect(surface, darken(hi, 0.5), r.inflate(2, 2), border_radius=h // 2)
    pygame.draw.rect(surface, hi, r, border_radius=h // 2)
    blit_text(surface, label, size, contrast_text(hi), r.center, "center", bold=True)
    return r


def draw_keycap(
    surface: pygame.Surface,
    pal: Palette,
    key: str,
    size: float,
    midtop: tuple[float, float],
    bold: bool = False,
) -> pygame.Rect:
    """A key to press (the number under a card in a hand), drawn as a small key cap — a
    bare digit under a card read as the card's value. It stays within one line of
    `size` text below `midtop`, as the bare digit did; returns where it is."""
    from sorry_game.app.draw.text import font

    lh = font(size, bold).get_linesize()
    w = max(text_width(key, size, bold) + lh * 0.45, lh * 0.95)
    cap = pygame.Rect(0, 0, round(w), lh)
    cap.midtop = (round(midtop[0]), round(midtop[1]))
    edge = max(1, lh // 14)
    pygame.draw.rect(surface, mix(pal["panel"], pal["muted_text"], 0.35), cap, edge, lh // 4)
    pygame.draw.line(
        surface,
        pal["muted_text"],
        (cap.left + lh // 5, cap.bottom - edge),
        (cap.right - lh // 5 - 1, cap.bottom - edge),
        edge,
    )
    blit_text(surface, key, size, pal["muted_text"], cap.center, "center", bold=bold)
    return cap
