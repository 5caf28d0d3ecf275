"""START on the Sorry! board reads as a place for pawns (issue 39): each of its four
places is a socket in the dish, in a shade of the seat's colour (an empty place shows
where a pawn goes back to), and the turn ring's shapes are dark in the seat's colour, not
white spots beside the pawns' white marks."""

from __future__ import annotations

import pygame

from sorry_game.app.draw import Palette, luminance, mix
from sorry_game.app.draw.figures import BASE_Y
from sorry_game.app.plugins.board import marks, paint
from sorry_game.app.plugins.board.layout import BoardLayout
from sorry_game.app.theme import Theme
from sorry_game.games.board.geometry import START


def board(size: int = 760) -> tuple[Palette, BoardLayout, pygame.Surface]:
    palette = Palette(Theme())
    lay = BoardLayout(pygame.Rect(0, 0, size, size), palette.layout, 1.0, 1.0)
    surface = pygame.Surface((size, size))
    paint.BoardPainter(palette).draw_static(surface, lay, [0, 1, 2, 3])
    return palette, lay, surface


def test_every_start_place_is_a_socket_in_the_seats_colour():
    """Under each of the four places of every START (no pawn drawn), a shade darker
    than its dish, of the seat's own hue: a place, not bare dish."""
    palette, lay, surface = board()
    for c in range(4):
        col = palette.player(c)
        for pos in (START,):
            centre = lay.start[c]
            dish = surface.get_at((round(centre[0]), round(centre[1] + lay.circle_radius * 0.62)))
            for i in range(4):
                x, y = lay.point(pos, c, i)
                got = surface.get_at((round(x), round(y + lay.pawn_radius * BASE_Y)))
                assert luminance(got[:3]) < luminance(dish[:3]) - 0.04, (c, pos, i, got, dish)
                # of the seat's hue: nearer its colour darkened than grey
                assert (
                    max(abs(a - b) for a, b in zip(got[:3], mix(col, (0, 0, 0), 0.3), strict=True))
                    < 60
                )


def changed_pixels(a: pygame.Surface, b: pygame.Surface) -> list[tuple[int, int]]:
    """The pixels where two surfaces of one size differ (row by row, as bytes)."""
    w, h = a.get_size()
    ra, rb = pygame.image.tobytes(a, "RGB"), pygame.image.tobytes(b, "RGB")
    out = []
    for y in range(h):
        row = slice(y * w * 3, (y + 1) * w * 3)
        if ra[row] != rb[row]:
            out += [(x, y) for x in range(w) if a.get_at((x, y)) != b.get_at((x, y))]
    return out


def test_the_turn_rings_shapes_stay_inside_the_circle_and_off_the_tag():
    """The three shapes that say whose START is up are drawn inside its circle, a shade
    darker than its dish (they stuck out round it as dark copies and one covered the
    START tag): every pixel they change is inside the circle, none is on the tag, and
    some are drawn."""
    from sorry_game.app.plugins.board.paint import tag_rect

    for size in (760, 420):
        palette, lay, surface = board(size)
        paint.BoardPainter(palette).draw_tags(surface, lay, [0, 1, 2, 3])
        for c in range(4):
            before = surface.copy()
            marks.turn_marks(surface, palette, lay, c)
            cx, cy = lay.start[c]
            tag = tag_rect("START", (cx, cy), lay)
            changed = 0
            for x, y in changed_pixels(before, surface):
                changed += 1
                assert (x - cx) ** 2 + (y - cy) ** 2 <= (lay.circle_radius * 0.9 + 1) ** 2
                assert not tag.collidepoint(x, y), (c, x, y)
            assert changed > 20, (size, c)
            dish = before.get_at((round(cx), round(cy - lay.circle_radius * 0.62)))
            got = surface.get_at((round(cx), round(cy - lay.circle_radius * 0.9 * 0.75)))
            assert luminance(got[:3]) < luminance(dish[:3]), (c, got, dish)


def test_a_selectable_pawns_ring_shows_on_its_own_colour():
    """A pawn that may move, on Yellow's slide (the ring's own yellow): its ring has a
    dark edge round it, so it shows (it barely did)."""
    from types import SimpleNamespace

    palette, lay, _surface = board()
    hi = palette["highlight"]
    surface = pygame.Surface((400, 400))
    surface.fill(hi)
    at = (200.0, 200.0)
    target = SimpleNamespace(kind="board", choice=SimpleNamespace(kind="pawn"), point=at)
    ui = SimpleNamespace(alternates=[], targets=[target], chosen=[])
    marks.origins(surface, palette, lay, ui)  # type: ignore[arg-type]
    r, width = lay.pawn_radius * 1.32, max(2, lay.cell * 0.1)
    outside = surface.get_at((round(at[0] + r + 1), round(at[1])))
    inside = surface.get_at((round(at[0] + r - width - 1), round(at[1])))
    assert luminance(outside[:3]) < luminance(hi) - 0.25, (outside, hi)
    assert luminance(inside[:3]) < luminance(hi) - 0.25, (inside, hi)
