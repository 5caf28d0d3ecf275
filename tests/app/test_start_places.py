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


def test_the_turn_rings_shapes_are_not_white_spots():
    """The three shapes on the ring round the START of the colour that moves are dark
    in the seat's colour (they were near white, like the pawns' marks)."""
    palette, lay, surface = board()
    for c in range(4):
        col = palette.player(c)
        marks.turn_ring(surface, palette, lay, c)
        x, y = lay.start[c]
        r = lay.circle_radius * 1.1
        mid = r - max(2, lay.cell * 0.1) / 2
        for dx, dy in ((0, -1), (-1, 0), (1, 0)):
            got = surface.get_at((round(x + dx * mid), round(y + dy * mid)))
            assert luminance(got[:3]) < luminance(col), (c, got, col)
