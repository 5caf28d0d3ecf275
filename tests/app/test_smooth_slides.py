"""The slide arrows on the Sorry! board drawn clean (issue 39): gfxdraw's outline of a
long thin polygon came out jagged, and dashed on a layer with an alpha channel; the
slides are drawn large and scaled down (`draw.smooth_polygons`), every edge pixel the
blend of what covers it."""

from __future__ import annotations

import math

import pygame

from sorry_game.app.draw import shapes
from sorry_game.app.draw.shapes import smooth_polygons

GROUND, DARK, INK = (238, 226, 214), (120, 30, 30), (220, 60, 60)
A, B = (20.0, 30.0), (280.0, 128.0)
OUTER, INNER = 12.0, 9.0  # the slide's dark band and its coloured band, at 1280x800


def band(width: float) -> list[tuple[float, float]]:
    dx, dy = B[0] - A[0], B[1] - A[1]
    n = math.hypot(dx, dy)
    nx, ny = -dy / n * width / 2, dx / n * width / 2
    return [
        (A[0] + nx, A[1] + ny),
        (B[0] + nx, B[1] + ny),
        (B[0] - nx, B[1] - ny),
        (A[0] - nx, A[1] - ny),
    ]


def expected(x: int, y: int) -> tuple[float, ...]:
    """The pixel's colour by how much of it each band covers (8 x 8 samples)."""
    dx, dy = B[0] - A[0], B[1] - A[1]
    n = math.hypot(dx, dy)
    inner = outer = 0
    for i in range(8):
        for j in range(8):
            px, py = x + (i + 0.5) / 8, y + (j + 0.5) / 8
            d = abs((px - A[0]) * dy - (py - A[1]) * dx) / n
            inner += d < INNER / 2
            outer += d < OUTER / 2
    cover = [(64 - outer) / 64, (outer - inner) / 64, inner / 64]
    return tuple(
        sum(c * k[ch] for c, k in zip(cover, (GROUND, DARK, INK), strict=True)) for ch in range(3)
    )


def errors(draw) -> list[float]:
    """How far each pixel along the band's middle is from its true blend."""
    surf = pygame.Surface((300, 160), pygame.SRCALPHA)  # as the board's static layer
    surf.fill(GROUND)
    draw(surf)
    dx, dy = B[0] - A[0], B[1] - A[1]
    n2 = dx * dx + dy * dy
    out = []
    for x in range(300):
        for y in range(160):
            t = ((x + 0.5 - A[0]) * dx + (y + 0.5 - A[1]) * dy) / n2
            d = abs((x + 0.5 - A[0]) * dy - (y + 0.5 - A[1]) * dx) / math.sqrt(n2)
            if 0.1 < t < 0.9 and d < OUTER / 2 + 2:  # the edges, the ends aside
                got = surf.get_at((x, y))
                want = expected(x, y)
                out.append(max(abs(got[ch] - want[ch]) for ch in range(3)))
    return out


def test_a_slides_edges_are_the_blend_of_what_covers_them():
    """Every pixel along the slide's edges is near its true blend of ground, dark edge
    and colour (gfxdraw's two polygons: off by up to 196, 25 on average, in dashes;
    drawn smooth: at most about 30, under 3 on average)."""
    errs = errors(lambda s: smooth_polygons(s, [(DARK, band(OUTER)), (INK, band(INNER))]))
    assert max(errs) <= 48, max(errs)
    assert sum(errs) / len(errs) < 6, sum(errs) / len(errs)


def test_the_board_draws_its_slides_through_smooth_polygons(monkeypatch):
    """The classic board's static art draws each slide's band and head smooth."""
    from sorry_game.app.draw import Palette
    from sorry_game.app.plugins.board import paint
    from sorry_game.app.plugins.board.layout import BoardLayout
    from sorry_game.app.theme import Theme
    from sorry_game.games.board.geometry import SLIDES

    drawn: list[int] = []
    real = paint.smooth_polygons

    def spy(surface, polygons, k=shapes.SMOOTH_K):
        drawn.append(len(polygons))
        real(surface, polygons, k)

    monkeypatch.setattr(paint, "smooth_polygons", spy)
    palette = Palette(Theme())
    area = pygame.Rect(0, 0, 760, 760)
    lay = BoardLayout(area, palette.layout, 1.0, 1.0)
    painter = paint.BoardPainter(palette)
    painter.draw_static(pygame.Surface((800, 800)), lay, [0, 1, 2, 3])
    # each slide: the dark band and head, then the coloured ones (4 polygons); then
    # START's four sockets per seat (a lip and a socket: 2 polygons each)
    assert drawn == [4] * len(SLIDES) + [2] * 16
