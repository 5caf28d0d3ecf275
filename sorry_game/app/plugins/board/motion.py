"""Where a pawn in flight is on the Sorry! board, by the style of its tween
(`steps.py` names them):

- "" (a move): it hops square by square along its path, through every square's centre;
- "slide": it sweeps along the slide's arrow;
- "fly" (bumped back to START), "switch" (an 11 swap), "swoop" (SORRY! from START):
  it jumps in an arc, lifted high — the two pawns of a switch bulge to opposite sides,
  so they pass each other.

The painter asks `pawn_motion` for the point and size of each moving pawn, and
`draw_trail` for a sliding pawn's streak. `CardFlight` draws the cards in the air: a
drawn card ("draw:<card>") flies from the pile to its place turning over, a played one
("play:<card>", from a rectangle) grows face up from where it was held.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping
from typing import Any

import pygame

from sorry_game.app.draw import Palette, aa_circle, mix
from sorry_game.app.draw.cardart import draw_card
from sorry_game.app.plugins.board.layout import BoardLayout, Point
from sorry_game.app.table.animator import Tween, along, arc, hop, lift, walk
from sorry_game.games.board.cards import CARD_TEXT, card_label
from sorry_game.games.board.geometry import TRACK_LEN

#: style → (bulge of the arc, as a fraction of the way; extra size at the top)
ARCS: dict[str, tuple[float, float]] = {
    "fly": (0.28, 0.45),
    "switch": (0.32, 0.28),
    "swoop": (0.22, 0.55),
}
#: the most an arc bulges, in squares (a long switch stays on the board)
ARC_LIMIT = 2.5
#: the dots of a slide's streak, and how far apart (in fractions of the slide)
TRAIL = 5
TRAIL_GAP = 0.07


def pawn_motion(layout: BoardLayout, pawn: int, tween: Tween, t: float) -> tuple[Point, float]:
    """(screen point, size factor) of `pawn` a fraction `t` (eased) through `tween`."""
    style = tween.style
    path = tween.path
    if style == "slide" and path[0] < TRACK_LEN:
        return along(layout.slide_points(path[0], path[-1]), t), lift(t)
    pts = [layout.pawn_point(pawn, p) for p in path]
    shape = ARCS.get(style)
    if shape is not None:
        bend, rise = shape
        limit = layout.cell * ARC_LIMIT
        return arc(pts[0], pts[-1], t, bend, limit), 1.0 + (rise * _bump(t))
    if len(pts) > 2:
        point, k = walk(pts, t)
        return point, hop(k)
    return along(pts, t), lift(t)


def draw_trail(
    surface: pygame.Surface,
    layout: BoardLayout,
    pawn: int,
    tween: Tween,
    t: float,
    colour: tuple[int, int, int],
    track: tuple[int, int, int],
) -> None:
    """The streak a pawn leaves sweeping down a slide: a few fading dots behind it, in
    its colour blended into the `track` colour."""
    if tween.style != "slide" or tween.path[0] >= TRACK_LEN:
        return
    pts = layout.slide_points(tween.path[0], tween.path[-1])
    for k in range(TRAIL, 0, -1):
        back = t - k * TRAIL_GAP
        if back <= 0:
            continue
        point = along(pts, back)
        fade = k / (TRAIL + 1)
        radius = layout.pawn_radius * (0.75 - 0.4 * fade)
        aa_circle(surface, mix(colour, track, 0.25 + 0.6 * fade), point, radius)


def _bump(t: float) -> float:
    """0 at both ends, 1 in the middle (a parabola: the top of a jump)."""
    return 4 * t * (1 - t)


class CardFlight:
    """Cards in the air: a drawn card turning over on its way from the pile (its back,
    then its face, squashed as it turns), a played card flying to its place; each
    card is drawn once per size and only scaled while it flies."""

    def __init__(self, palette: Palette) -> None:
        self.palette = palette
        self._faces: dict[tuple[int, int, int, str], pygame.Surface] = {}

    def _image(self, card: int, size: tuple[int, int], style: str) -> pygame.Surface:
        """The card (0: its back) drawn at `size`, on a transparent surface."""
        key = (card, size[0], size[1], style)
        got = self._faces.get(key)
        if got is None:
            if len(self._faces) > 32:
                self._faces.clear()
            w, h = size
            got = pygame.Surface((w + w // 8, h + h // 8), pygame.SRCALPHA)
            rect = pygame.Rect(0, 0, w, h)
            if card:
                body = CARD_TEXT.get(card, "") if w >= 90 else ""
                draw_card(got, self.palette, rect, card_label(card), body, min_body=10)
            else:
                draw_card(got, self.palette, rect, None, face_up=False, mark=style != "round")
            self._faces[key] = got
        return got

    def draw(
        self,
        surface: pygame.Surface,
        layout: BoardLayout,
        moving: Mapping[Hashable, tuple[Tween, float]],
    ) -> None:
        """The cards in flight among the moving tokens."""
        for tween, t in moving.values():
            kind, _, card = tween.style.partition(":")
            if kind == "play" and card.isdigit():
                self._played(surface, layout, int(card), tween.path[0], t)
            if kind != "draw" or not card.isdigit():
                continue
            src, dest = layout.pile_rect, layout.card_rect
            turn = abs(math.cos(math.pi * t))  # edge-on half way
            image = self._image(int(card) if t >= 0.5 else 0, dest.size, layout.style)
            grow = lift(t)
            w = max(1, round(dest.width * turn * grow))
            h = round(image.get_height() * grow)
            squashed = pygame.transform.scale(image, (w, h))
            cx = src.centerx + (dest.centerx - src.centerx) * t
            cy = src.centery + (dest.centery - src.centery) * t - dest.height * 0.25 * _bump(t)
            surface.blit(squashed, squashed.get_rect(center=(round(cx), round(cy))))

    def _played(
        self, surface: pygame.Surface, layout: BoardLayout, card: int, box: Any, t: float
    ) -> None:
        """A played card face up, growing from where it was held to its place."""
        src, dest = pygame.Rect(box), layout.card_rect
        image = self._image(card, dest.size, layout.style)
        k = (src.width + (dest.width - src.width) * t) / dest.width * lift(t)
        size = (max(1, round(image.get_width() * k)), max(1, round(image.get_height() * k)))
        scaled = pygame.transform.scale(image, size)
        cx = src.centerx + (dest.centerx - src.centerx) * t
        cy = src.centery + (dest.centery - src.centery) * t
        # the image holds the card's shadow too: place the card's own centre
        off = (dest.width * k / 2, dest.height * k / 2)
        surface.blit(scaled, (round(cx - off[0]), round(cy - off[1])))


__all__ = ["ARCS", "CardFlight", "draw_trail", "pawn_motion"]
