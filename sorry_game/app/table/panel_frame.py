"""The side panel's frame and its shadow, drawn once per size and theme.

A layer (`draw.layers`) by the panel's rect, its unit and the three colours it is drawn
in: its pixels are all opaque but the round corners, so it is copied, not blended, and
looks the same as drawn again.
"""

from __future__ import annotations

import pygame

from sorry_game.app.draw import Palette, mix
from sorry_game.app.draw.layers import Layers

#: the frames kept: the window's size and theme now, and the last
_FRAMES = Layers(max_bytes=16 << 20, max_items=2)


def draw_panel_frame(surface: pygame.Surface, pal: Palette, panel: pygame.Rect, u: int) -> None:
    inks = (pal["background"], pal["panel"], pal["panel_edge"])
    bounds = panel.union(panel.move(0, 3))

    def paint(s: pygame.Surface) -> None:
        paint_frame(s, pal, panel, u)

    _FRAMES.blit(surface, (tuple(panel), u, inks), bounds, paint, paint)


def paint_frame(surface: pygame.Surface, pal: Palette, p: pygame.Rect, u: int) -> None:
    pygame.draw.rect(surface, mix(pal["background"], (0, 0, 0), 0.3), p.move(0, 3), border_radius=u)
    pygame.draw.rect(surface, pal["panel"], p, border_radius=u)
    pygame.draw.rect(surface, pal["panel_edge"], p, max(1, u // 10), border_radius=u)


__all__ = ["draw_panel_frame", "paint_frame"]
