"""Where everything is on the Sorry! board: every pawn position → a screen point.

One geometry (RULES C-1, `games/board/geometry.py`), two looks:
- **round** (default): the 60 squares on a circle, slides as arrows along the ring,
  SAFETY lanes as spokes toward the centre, START and HOME circles per colour;
- **square**: the classic 16x16 board, 15 squares per side.
The layout is recomputed from the board rectangle on every resize (pure geometry: no
drawing, no view).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from sorry_game.games.board.geometry import (
    ENTRY,
    EXIT,
    HOME,
    SAFETY_BASE,
    SAFETY_LEN,
    TRACK_LEN,
)

Point = tuple[float, float]
#: how far below a START or HOME circle's centre its lower two pawns stand (in radii)
LOW_SLOT = 0.22


@dataclass
class Tile:
    """One drawable square: its centre and polygon."""

    centre: Point
    poly: list[Point]


class BoardLayout:
    """Screen geometry of the board inside `rect` for `style` ("round" or "square").

    `point(pos, colour, index)` maps any pawn position to the screen: track squares
    0..59, SAFETY 60..64 of `colour`, HOME and START of `colour` (slot `index`, so
    several pawns there stand side by side)."""

    def __init__(
        self,
        rect: pygame.Rect,
        style: str = "round",
        mark_scale: float = 1.0,
        word_scale: float = 1.0,
        label_scale: float = 1.0,
    ) -> None:
        self.style = style if style in ("round", "square") else "round"
        #: the Text size setting (1.0 = 100 %): the seats' shape marks and the pawns'
        #: numbers grow with it (`looks.py`)
        self.mark_scale = mark_scale
        #: the board's words (START, HOME, the pile's count) this much larger than the
        #: board's own scale: a board made smaller for large text keeps them at their
        #: 100 % size (`TablePlugin.word_scale`)
        self.word_scale = word_scale
        #: the most the START / HOME tags and the pile's count grow: with the whole Text
        #: size, as far as the board's free places hold them (`paint.tag_places`;
        #: `TablePlugin.label_scale`)
        self.label_scale = max(word_scale, label_scale)
        side = min(rect.width, rect.height)
        self.rect = pygame.Rect(0, 0, side, side)
        self.rect.center = rect.center
        self.track: list[Tile] = []
        self.travel: list[Point] = []  # unit vector of the direction of play at each square
        self.safety: list[list[Tile]] = [[] for _ in range(4)]
        self.home: list[Point] = []
        self.start: list[Point] = []
        if self.style == "round":
            self._round()
        else:
            self._square()
        self.pawn_radius = self.cell * (0.41 if self.style == "round" else 0.37)
        slot = self.circle_radius * 0.47
        # the lower two stand a little higher: their feet clear the START / HOME tag at
        # the circle's foot (a pawn stood on its word)
        low = self.circle_radius * LOW_SLOT
        self._slots = [(-slot, -slot), (slot, -slot), (-slot, low), (slot, low)]

    # --- geometry ------------------------------------------------------------------
    def _round(self) -> None:
        d = self.rect.width
        cx, cy = self.rect.center
        self.centre = (cx, cy)
        step = 2 * math.pi / TRACK_LEN
        big_r = d * 0.455
        s = 2 * math.pi * big_r / TRACK_LEN * 0.94
        self.cell = s
        self.ring_radius = big_r
        base = math.radians(45) - 2 * step  # entry squares on the diagonals

        def angle(i: float) -> float:
            return base + i * step

        def polar(r: float, a: float) -> Point:
            return (cx + r * math.cos(a), cy + r * math.sin(a))

        self._angle = angle
        self._polar = polar
        h = s / 2 / big_r
        for i in range(TRACK_LEN):
            a = angle(i)
            r1, r2 = big_r - s / 2, big_r + s / 2
            poly = [polar(r1, a - h), polar(r1, a + h), polar(r2, a + h), polar(r2, a - h)]
            self.track.append(Tile(polar(big_r, a), poly))
            self.travel.append((-math.sin(a), math.cos(a)))
        pitch = s * 0.84
        lane = s * 0.78
        self.circle_radius = s * 1.32
        for c in range(4):
            a = angle(ENTRY[c])
            ux, uy = -math.cos(a), -math.sin(a)  # inward
            tx, ty = -math.sin(a), math.cos(a)
            for k in range(SAFETY_LEN):
                r = big_r - s * 0.5 - pitch * (k + 0.62)
                x, y = cx + r * math.cos(a), cy + r * math.sin(a)
                hw, hl = lane / 2, lane / 2
                poly = [
                    (x - ux * hl - tx * hw, y - uy * hl - ty * hw),
                    (x - ux * hl + tx * hw, y - uy * hl + ty * hw),
                    (x + ux * hl + tx * hw, y + uy * hl + ty * hw),
                    (x + ux * hl - tx * hw, y + uy * hl - ty * hw),
                ]
                self.safety[c].append(Tile((x, y), poly))
            r_last = big_r - s * 0.5 - pitch * (SAFETY_LEN - 1 + 0.62)
            self.home.append(polar(r_last - lane / 2 - self.circle_radius - s * 0.08, a))
            a_start = angle(EXIT[c] + 1.1)
            self.start.append(polar(big_r - s * 0.62 - self.circle_radius, a_start))
        inner = big_r - s * 0.5 - pitch * (SAFETY_LEN + 0.12) - self.circle_radius * 2
        self.centre_radius = inner
        # the card in play on the draw pile, which peeks out above and to the left: the
        # two together stay in the cross between the four HOME circles
        w = inner * 0.9
        hgt = w * 1.4
        self.card_rect = pygame.Rect(0, 0, round(w), round(hgt))
        self.card_rect.center = (round(cx + w * 0.06), round(cy + w * 0.11))
        self.pile_rect = self.card_rect.move(-round(w * 0.1), -round(w * 0.2))
        self.pile_step = max(1, round(w / 45))

    def _square(self) -> None:
        d = self.rect.width
        c = d / 16
        self.cell = c
        x0, y0 = self.rect.topleft
        self.centre = self.rect.center

        def cell_centre(col: float, row: float) -> Point:
            return (x0 + (col + 0.5) * c, y0 + (row + 0.5) * c)

        sides = (
            (lambda i: (15 - i, 15), (-1, 0), (0, -1)),
            (lambda i: (0, 15 - i), (0, -1), (1, 0)),
            (lambda i: (i, 0), (1, 0), (0, 1)),
            (lambda i: (15, i), (0, 1), (-1, 0)),
        )
        gap = c * 0.05
        cells: list[tuple[int, int]] = []
        for where, travel, _inward in sides:
            for i in range(15):
                col, row = where(i)
                cells.append((col, row))
                x, y = cell_centre(col, row)
                h = c / 2 - gap
                poly = [(x - h, y - h), (x + h, y - h), (x + h, y + h), (x - h, y + h)]
                self.track.append(Tile((x, y), poly))
                self.travel.append(travel)
        self.circle_radius = c * 1.32
        for col_c in range(4):
            _, travel, inward = sides[col_c]
            ecol, erow = cells[ENTRY[col_c]]
            for k in range(1, SAFETY_LEN + 1):
                x, y = cell_centre(ecol + inward[0] * k, erow + inward[1] * k)
                h = c / 2 - gap
                poly = [(x - h, y - h), (x + h, y - h), (x + h, y + h), (x - h, y + h)]
                self.safety[col_c].append(Tile((x, y), poly))
            hx, hy = cell_centre(ecol, erow)
            dist = (SAFETY_LEN + 0.5) * c + self.circle_radius + c * 0.08
            self.home.append((hx + inward[0] * dist, hy + inward[1] * dist))
            xcol, xrow = cells[EXIT[col_c]]
            sx, sy = cell_centre(xcol, xrow)
            dist = c * 0.5 + c * 0.12 + self.circle_radius
            self.start.append(
                (
                    sx + inward[0] * dist + travel[0] * c * 0.3,
                    sy + inward[1] * dist + travel[1] * c * 0.3,
                )
            )
        cx, cy = self.centre
        self.centre_radius = c * 4
        w = c * 2.9
        self.card_rect = pygame.Rect(0, 0, round(w), round(w * 1.4))
        self.card_rect.center = (round(cx + w * 0.55), round(cy))
        self.pile_rect = self.card_rect.move(-round(w * 1.12), 0)
        self.pile_step = max(1, round(w / 45))

    # --- mapping ---------------------------------------------------------------------
    def point(self, pos: int, colour: int, index: int = 0) -> Point:
        """Screen point of a pawn of `colour` (slot `index` in START/HOME) at `pos`."""
        if pos < TRACK_LEN:
            return self.track[pos].centre
        if pos < HOME:
            return self.safety[colour][pos - SAFETY_BASE].centre
        base = self.home[colour] if pos == HOME else self.start[colour]
        dx, dy = self._slots[index & 3]
        return (base[0] + dx, base[1] + dy)

    def pawn_point(self, pawn: int, pos: int) -> Point:
        return self.point(pos, pawn >> 2, pawn & 3)

    def pile_extent(self) -> pygame.Rect:
        """The draw pile with the backs stacked under it (at most three, each a step up
        and to the left)."""
        depth = 3 * self.pile_step
        return self.pile_rect.union(self.pile_rect.move(-depth, -depth))

    def board_contains(self, point: Point) -> bool:
        return self.rect.collidepoint(point)

    def hit_radius(self, pos: int) -> float:
        """How far from `point` a click still counts for this position."""
        if pos >= HOME:
            return self.pawn_radius * 1.15
        return self.cell * 0.55

    def square_rect(self, pos: int, colour: int, index: int = 0) -> pygame.Rect:
        x, y = self.point(pos, colour, index)
        r = self.hit_radius(pos)
        return pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r))

    def circle_rect(self, kind: str, colour: int) -> pygame.Rect:
        x, y = (self.start if kind == "start" else self.home)[colour]
        r = self.circle_radius
        return pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r))

    def slide_points(self, first: int, last: int) -> list[Point]:
        """Points along a slide (for drawing and the slide animation)."""
        if self.style == "round":
            pts = []
            n = (last - first) * 6
            for k in range(n + 1):
                pts.append(self._polar(self.ring_radius, self._angle(first + k / 6)))
            return pts
        return [self.track[i].centre for i in range(first, last + 1)]


__all__ = ["BoardLayout", "Point", "Tile"]
