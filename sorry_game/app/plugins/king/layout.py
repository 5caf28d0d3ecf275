"""Where everything of Sorry, King! is on the screen (RULES K-1, K-1a, K-3).

The play area holds, top to bottom: the top seat's strip (its reserve checkers beside
its red corner, its finished tours at the other end), the 10x10 board (the 8x8 chess
board inside the 36-square ring) and the bottom seat's strip. The board is drawn from
the bottom seat's side: White's view (a1 bottom-left) or, flipped, Black's (a1 top-right).

Model positions (what the animator's tweens travel through) map to screen points here:
("sq", "e4") a chess square, ("ring", 12) a ring square, ("res", seat, k) the k-th
reserve slot of a seat, ("tour", seat, k) its k-th finished-tour slot.
"""

from __future__ import annotations

from typing import Any

import chess
import pygame

from sorry_game.games.king.ring import ring_cell

Point = tuple[float, float]

#: a seat's strip height and the gap to the board, in cells
STRIP = 0.8
GAP = 0.14
#: room the strips and gaps take above and below the board, in cells
TALL = 10 + 2 * (STRIP + GAP)
#: reserve and tour slots along a strip, in cells
SLOT = 0.62
CHECKER_R = 0.33
RESERVE_SLOTS = 5
#: the coordinates' text size at 100 % text, in cells; the gutter that holds them is
#: their glyphs' room and this margin, in cells
COORD_PX = 0.22
GUTTER_PAD = 0.04
#: the most the coordinates grow with the Text size (more took the board's room)
COORD_MOST = 1.45
TOUR_SLOTS = 4


def square_cell(name: str) -> tuple[int, int]:
    """(col, row) on the 10x10 board, White's view, of a chess square name."""
    sq = chess.parse_square(name)
    return (chess.square_file(sq) + 1, chess.square_rank(sq) + 1)


class KingLayout:
    """The screen geometry inside `area`; `flipped` puts Black at the bottom; `red`
    are the seats' red squares (ring indexes)."""

    def __init__(
        self,
        area: pygame.Rect,
        flipped: bool,
        red: tuple[int, int],
        word_scale: float = 1.0,
        label_scale: float = 1.0,
        cell_100: float = 0.0,
    ) -> None:
        self.area = pygame.Rect(area)
        self.flipped = flipped
        #: the board's words (coordinates, the strips' captions) this much larger than
        #: its own scale (`TablePlugin.word_scale`)
        self.word_scale = word_scale
        #: the strips' captions ("3 in reserve", "tours 1/4") this much larger: the
        #: whole Text size, as far as the strip holds them (`TablePlugin.label_scale`)
        self.label_scale = max(word_scale, label_scale)
        self.red = tuple(red)
        # the gutter between the ring and the 8x8: the files and ranks stand there
        # (`coordinates`), clear of every piece, checker, badge and highlight (in the
        # squares' corners they touched the a1 rook and stayed small at 200 %), their
        # size grown from the 100 % cell's with the Text size up to `COORD_MOST`
        c0 = min(area.width / 10, area.height / TALL)
        grow = min(self.label_scale, max(word_scale, COORD_MOST))
        self._coord_px = max(8.0, (cell_100 or c0) * COORD_PX * grow)
        room = self._coord_px * 0.95 + GUTTER_PAD * c0
        c = min((area.width - 2 * room) / 10, (area.height - 2 * room) / TALL)
        c = max(1.0, c)
        #: the gutter's width, in cells
        self.gutter = gutter = room / c
        self.cell = c
        #: the cell at 100 % text (the play area then): what a word drawn at the 100 %
        #: size measures (badges.badge_sizes); this cell where not told
        self.cell_100 = cell_100 or c
        side = round((10 + 2 * gutter) * c)
        total = (TALL + 2 * gutter) * c
        self.left = area.centerx - side / 2
        strip_top = area.centery - total / 2
        self.top = strip_top + (STRIP + GAP) * c
        self.board = pygame.Rect(round(self.left), round(self.top), side, side)
        self.chess = self.cell_rect(1, 1).union(self.cell_rect(8, 8))
        strip_h = round(STRIP * c)
        top_strip = pygame.Rect(self.board.left, round(strip_top), side, strip_h)
        bottom_strip = pygame.Rect(self.board.left, round(self.top + side + GAP * c), side, strip_h)
        self.bottom_seat = 1 if flipped else 0
        self.strips = {self.bottom_seat: bottom_strip, 1 - self.bottom_seat: top_strip}
        self.checker_radius = CHECKER_R * c

    # --- cells --------------------------------------------------------------------------
    def _screen_cell(self, col: int, row: int) -> tuple[int, int]:
        """(x index, y index) from the top-left of the screen board."""
        if self.flipped:
            return (9 - col, row)
        return (col, 9 - row)

    def _offset(self, index: int) -> float:
        """From the board's edge to screen cell `index`'s (0 and 9 the ring, 1 to 8 the
        8x8 inside its gutters)."""
        gutters = (index >= 1) + (index >= 9)
        return (index + gutters * self.gutter) * self.cell

    def cell_rect(self, col: int, row: int) -> pygame.Rect:
        x, y = self._screen_cell(col, row)
        c = self.cell
        x0, x1 = round(self.left + self._offset(x)), round(self.left + self._offset(x) + c)
        y0, y1 = round(self.top + self._offset(y)), round(self.top + self._offset(y) + c)
        return pygame.Rect(x0, y0, x1 - x0, y1 - y0)

    def cell_centre(self, col: int, row: int) -> Point:
        x, y = self._screen_cell(col, row)
        c = self.cell
        return (self.left + self._offset(x) + c / 2, self.top + self._offset(y) + c / 2)

    def coordinate_px(self) -> float:
        """The files' and ranks' text size (their gutter holds it): the 100 % cell's
        size grown with the whole Text size up to `COORD_MOST`."""
        return self._coord_px

    def coordinates(self) -> list[tuple[str, pygame.Rect]]:
        """Each file letter and rank number and its box (`paint.paint_static`): the
        files in the gutter below the 8x8 (above it, flipped: the bottom seat's side),
        the ranks in the gutter at its left, each centred on its file or rank."""
        g = round(self.gutter * self.cell)
        chess = self.chess
        out = []
        for file in "abcdefgh":
            sq = self.square_rect(f"{file}1")
            box = pygame.Rect(sq.left, chess.bottom, sq.width, g)
            out.append((file, box))
        for rank in range(1, 9):
            sq = self.square_rect(f"a{rank}")
            box = pygame.Rect(chess.left - g, sq.top, g, sq.height)
            out.append((str(rank), box))
        return out

    def coordinate_rects(self) -> list[pygame.Rect]:
        """Where the board's coordinates stand (`coordinates`): what badges and pills
        keep clear of."""
        return [box for _said, box in self.coordinates()]

    def square_rect(self, name: str) -> pygame.Rect:
        return self.cell_rect(*square_cell(name))

    def square_centre(self, name: str) -> Point:
        return self.cell_centre(*square_cell(name))

    def ring_rect(self, index: int) -> pygame.Rect:
        return self.cell_rect(*ring_cell(index))

    def ring_centre(self, index: int) -> Point:
        return self.cell_centre(*ring_cell(index))

    def inward(self, index: int) -> Point:
        """Unit vector from a ring square toward the chess board (screen axes)."""
        x, y = self.ring_centre(index)
        cx, cy = self.board.center
        dx = 0 if abs(x - cx) < self.cell * 4 else (1 if x < cx else -1)
        dy = 0 if abs(y - cy) < self.cell * 4 else (1 if y < cy else -1)
        return (dx, dy)

    def promotion_rects(self, square: str) -> list[pygame.Rect]:
        """The column of four promotion choices from `square` toward the board's middle."""
        r = self.square_rect(square)
        sign = 1 if r.centery < self.board.centery else -1
        c = self.cell
        return [
            pygame.Rect(r.left, round(r.top + sign * k * c), r.width, r.height) for k in range(4)
        ]

    # --- the strips ---------------------------------------------------------------------
    def _strip_ends(self, seat: int) -> tuple[float, float, int]:
        """(x of the red-corner end, x of the other end, +1/-1 from the corner inward)."""
        corner_x = self.ring_centre(self.red[seat])[0]
        inward = 1 if corner_x < self.board.centerx else -1
        far_x = self.board.centerx * 2 - corner_x
        return corner_x, far_x, inward

    def reserve_point(self, seat: int, k: int) -> Point:
        corner_x, _far, inward = self._strip_ends(seat)
        return (corner_x + inward * k * SLOT * self.cell, self.strips[seat].centery)

    def tour_point(self, seat: int, k: int) -> Point:
        _corner, far_x, inward = self._strip_ends(seat)
        return (far_x - inward * k * SLOT * self.cell, self.strips[seat].centery)

    def reserve_caption(self, seat: int) -> tuple[Point, str]:
        """Where the reserve's caption goes and its anchor."""
        corner_x, _far, inward = self._strip_ends(seat)
        x = corner_x + inward * ((RESERVE_SLOTS - 1) * SLOT + 0.55) * self.cell
        return (x, self.strips[seat].centery), "midleft" if inward > 0 else "midright"

    def tour_caption(self, seat: int) -> tuple[Point, str]:
        _corner, far_x, inward = self._strip_ends(seat)
        x = far_x - inward * ((TOUR_SLOTS - 1) * SLOT + 0.55) * self.cell
        return (x, self.strips[seat].centery), "midright" if inward > 0 else "midleft"

    # --- model positions ----------------------------------------------------------------
    def point(self, pos: Any) -> Point:
        kind = pos[0]
        if kind == "sq":
            return self.square_centre(pos[1])
        if kind == "ring":
            return self.ring_centre(pos[1])
        if kind == "res":
            return self.reserve_point(pos[1], min(pos[2], RESERVE_SLOTS - 1))
        if kind == "tour":
            return self.tour_point(pos[1], min(pos[2], TOUR_SLOTS - 1))
        return self.board.center


__all__ = ["KingLayout", "Point", "square_cell"]
