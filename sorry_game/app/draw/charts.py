"""Small charts drawn with pygame in theme colours: a line chart of progress over a
game (Results) and a horizontal bar (a win rate on the Stats screen). They draw only
inside the rectangle they are given."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from sorry_game.app.draw import aa_circle, darken, lighten
from sorry_game.app.draw.colour import contrast_ratio

Colour = tuple[int, int, int]
#: (x, y) points of one line, x an action number, y 0..1
Points = Sequence[tuple[int, float]]


def chart_point(rect: pygame.Rect, x: float, y: float, last: float) -> tuple[float, float]:
    """Where (x, y) lies in `rect`: x from 0 to `last` left to right, y 0..1 bottom to top."""
    fx = x / last if last > 0 else 0.0
    return (rect.x + fx * (rect.w - 1), rect.bottom - 1 - max(0.0, min(1.0, y)) * (rect.h - 1))


#: a line whose colour contrasts less than this with the chart's background (WCAG's
#: ratio for graphics) gets a light edge instead of a dark one
LINE_CONTRAST = 3.0


def line_edge(colour: Colour, background: Colour) -> Colour:
    """The edge a line is drawn on: darker than the line, or — for a line as dark as
    the background (black on navy) — lighter, so that every line stands out.

    >>> line_edge((42, 42, 49), (9, 21, 34)) > (100, 100, 100)
    True
    """
    dark = darken(colour, 0.55)
    if contrast_ratio(colour, background) >= LINE_CONTRAST:
        return dark
    light = lighten(colour, 0.62)
    return max(dark, light, key=lambda c: contrast_ratio(c, background))


def line_looks(ink: Colour, background: Colour, thick: int) -> tuple[Colour, Colour, int]:
    """(the line's colour, its edge's, the edge's width): a seat's colour as dark as the
    chart's navy (Sorry, King!'s Black) is drawn lighter on a wide light edge, so that
    its line reads as well as the others'.

    >>> line, edge, wide = line_looks((40, 40, 46), (10, 22, 36), 4)
    >>> contrast_ratio(line, (10, 22, 36)) >= LINE_CONTRAST, wide
    (True, 8)
    """
    if contrast_ratio(ink, background) >= LINE_CONTRAST:
        return ink, line_edge(ink, background), thick + 2
    lighter = ink
    for k in range(1, 11):  # as little lighter as reads
        lighter = lighten(ink, k / 10)
        if contrast_ratio(lighter, background) >= LINE_CONTRAST:
            break
    return lighter, lighten(ink, 0.8), thick + 4


#: each seat's dash pattern (on, off, on, off… in line widths; () a solid line): the
#: chart's lines are told apart without colour (Sorry, King!'s cream and grey did not)
DASHES: tuple[tuple[float, ...], ...] = ((), (5.0, 2.5), (1.5, 2.0), (6.0, 2.0, 1.5, 2.0))


def dashes_of(seat: int, solid: int = 0) -> tuple[float, ...]:
    """The dash pattern of a seat's line (in line widths): the `solid` seat's (the one
    reviewed, whose chart it is) solid, every other seat's its own dashes.

    >>> dashes_of(0), dashes_of(5), dashes_of(2, solid=2), dashes_of(0, solid=2)
    ((), (5.0, 2.5), (), (1.5, 2.0))
    """
    return DASHES[(seat - solid) % len(DASHES)]


def pattern_period(pattern: Sequence[float]) -> float:
    """One round of a dash pattern, in line widths (a solid line's: 0).

    >>> pattern_period((6.0, 2.0, 1.5, 2.0)), pattern_period(())
    (11.5, 0)
    """
    return sum(pattern) if pattern else 0


def draw_dashed(
    surface: pygame.Surface,
    colour: Colour,
    pts: Sequence[tuple[float, float]],
    width: int,
    pattern: Sequence[float],
    unit: float,
) -> None:
    """The polyline `pts` in `pattern` (lengths on and off, in `unit` pixels), the
    pattern running on along the whole line; solid where the pattern is empty."""
    if len(pts) < 2:
        return
    if not pattern:
        pygame.draw.lines(surface, colour, False, pts, width)
        return
    lengths = [max(1.0, p * unit) for p in pattern]
    k, left = 0, lengths[0]
    for (x0, y0), (x1, y1) in zip(pts, pts[1:], strict=False):
        seg = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
        at = 0.0
        while at < seg:
            step = min(left, seg - at)
            if k % 2 == 0 and seg > 0:
                a, b = at / seg, (at + step) / seg
                start = (x0 + (x1 - x0) * a, y0 + (y1 - y0) * a)
                end = (x0 + (x1 - x0) * b, y0 + (y1 - y0) * b)
                pygame.draw.line(surface, colour, start, end, width)
                if width > 2:  # round joins: no notches where a dash bends
                    pygame.draw.circle(surface, colour, end, width / 2)
            at += step
            left -= step
            if left <= 1e-9:
                k = (k + 1) % len(lengths)
                left = lengths[k]


def draw_line_chart(
    surface: pygame.Surface,
    rect: pygame.Rect,
    lines: Sequence[tuple[Colour, Points]],
    grid: Colour,
    background: Colour,
    patterns: Sequence[Sequence[float]] = (),
) -> None:
    """One line per seat over a faint grid (quarters of the goal); each line ends in a dot.
    Lines are drawn twice (an edge, then the colour) so that every colour stays visible:
    a dark edge under a light line, a light one under a line as dark as the background;
    each in its seat's dashes (`patterns`, one a line; solid without), told apart
    without colour."""
    pygame.draw.rect(surface, background, rect)
    width = max(2, rect.h // 40)
    # the lines keep clear of the edges so the end dots are whole
    inner = rect.inflate(-2 * (width * 2 + 2), -2 * (width * 2 + 2))
    for q in range(5):  # the start, quarters of the goal, the goal
        y = inner.bottom - 1 - q * (inner.h - 1) // 4
        pygame.draw.line(surface, grid, (rect.x, y), (rect.right - 1, y), 1)
    last = max((p[-1][0] for _c, p in lines if p), default=0)
    drawn: list[tuple[Colour, Colour, list[tuple[float, float]]]] = []
    for i, (colour, points) in enumerate(lines):
        if not points:
            continue
        # lines that run together are set a line's width apart, so none hides another
        shift = (i - (len(lines) - 1) / 2) * width
        pts = [(px, py - shift) for px, py in (chart_point(inner, x, y, last) for x, y in points)]
        colour, edge, outline = line_looks(colour, background, width)
        pattern = patterns[i] if i < len(patterns) else ()
        draw_dashed(surface, edge, pts, outline, pattern, width * 2.0)
        draw_dashed(surface, colour, pts, width, pattern, width * 2.0)
        drawn.append((colour, edge, pts))
    r = width * 1.6
    ends: list[tuple[float, float]] = []
    for colour, edge, pts in drawn:
        # an end dot another one would hide steps back along its own line
        end = pts[-1]
        while any(abs(end[0] - x) < 2 * r + 1 and abs(end[1] - y) < 2 * r + 1 for x, y in ends):
            if end[0] - (2 * r + 2) < inner.left:
                break
            end = (end[0] - (2 * r + 2), line_y(pts, end[0] - (2 * r + 2)))
        ends.append(end)
        aa_circle(surface, edge, end, r + 1)
        aa_circle(surface, colour, end, r)


def line_y(pts: Sequence[tuple[float, float]], x: float) -> float:
    """The height of the polyline `pts` (left to right) at `x`."""
    for (x0, y0), (x1, y1) in zip(pts, pts[1:], strict=False):
        if x0 <= x <= x1:
            return y0 if x1 == x0 else y0 + (y1 - y0) * (x - x0) / (x1 - x0)
    return pts[-1][1] if x > pts[-1][0] else pts[0][1]


def draw_bar(
    surface: pygame.Surface,
    rect: pygame.Rect,
    fraction: float,
    colour: Colour,
    track: Colour,
) -> pygame.Rect:
    """A rounded bar filled to `fraction` (0..1) of `rect`; returns the filled part."""
    radius = rect.h // 2
    pygame.draw.rect(surface, track, rect, border_radius=radius)
    fill = pygame.Rect(rect.x, rect.y, round(rect.w * max(0.0, min(1.0, fraction))), rect.h)
    if fill.w > 0:
        fill.w = max(fill.w, min(rect.w, rect.h))
        pygame.draw.rect(surface, colour, fill, border_radius=radius)
    return fill
