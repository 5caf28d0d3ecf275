"""Painting the Sorry! Revenge tableau, back to front: the table and its felt with the
direction of play, the seats, the piles and the total, the viewer's hand, the
out-of-turn moment, and what is in flight.

The direction is arrowheads running round the felt (shapes: the default font has no
arrow glyphs). The parts: seats.py, centre.py, hand.py, moment.py; card faces: cards.py.
"""

from __future__ import annotations

import pygame

from sorry_game.app.draw import draw_triangle, mix
from sorry_game.app.plugins.revenge.centre import draw_piles, draw_total
from sorry_game.app.plugins.revenge.frame import Frame
from sorry_game.app.plugins.revenge.hand import draw_hand
from sorry_game.app.plugins.revenge.moment import draw_moment, draw_moving
from sorry_game.app.plugins.revenge.seats import draw_seat


def draw_table(f: Frame) -> None:
    """The whole play area, from `f`."""
    pal = f.pal
    tab = f.tab
    pygame.draw.rect(
        f.surface,
        mix(pal["background"], pal["table"], 0.55),
        f.area,
        border_radius=tab.pad * 2,
    )
    draw_felt(f)
    for spot in tab.seats.values():
        draw_seat(f, spot)
    draw_piles(f)
    draw_total(f)
    draw_hand(f)
    if not f.busy:
        draw_moment(f)
    draw_moving(f)


def draw_felt(f: Frame) -> None:
    """The felt, and the direction of play as arrowheads on a track round it (turning
    over while a Switch plays)."""
    pal = f.pal
    tab = f.tab
    surface = f.surface
    felt_rect = tab.felt
    felt = mix(pal["table"], pal["background"], 0.25)
    pygame.draw.rect(surface, felt, felt_rect, border_radius=tab.pad * 3)
    pygame.draw.rect(
        surface,
        mix(felt, pal["text"], 0.18),
        felt_rect,
        max(1, tab.pad // 3),
        border_radius=tab.pad * 3,
    )
    # the direction: arrowheads on a track round the felt
    direction = f.props.get("direction", 1)
    scale = 1.0
    tw = f.moving.get("direction")
    if tw is not None:
        tween, t = tw
        old, new = tween.path[0], tween.path[-1]
        direction = old if t < 0.5 else new
        scale = abs(1 - 2 * t)
    inset = felt_rect.inflate(-tab.pad * 2, -tab.pad * 2)
    track = mix(felt, pal["text"], 0.22)
    pygame.draw.rect(surface, track, inset, max(1, tab.pad // 3), border_radius=tab.pad * 2)
    size = tab.arrow_size * scale
    if size < 2:
        return
    arrow = mix(felt, pal["text"], 0.7)
    cw = ("right", "down", "left", "up")  # top, right, bottom, left edges, clockwise
    ccw = ("left", "up", "right", "down")
    ways = cw if direction > 0 else ccw
    for edge, pt in tab.arrow_points():
        draw_triangle(surface, arrow, pt, size, ways[edge])


__all__ = ["draw_felt", "draw_table"]
