"""The review moment's shapes: a frame's corners, a dashed frame, a star (the "Better"
tag's), drawn by `compare.Compare`."""

from __future__ import annotations

import math

import pygame

RGB = tuple[int, int, int]


def corners(surface: pygame.Surface, colour: RGB, rect: pygame.Rect, width: int, arm: int) -> None:
    """A frame's four corners only (the one played's, where it meets the better's)."""
    arm = min(arm, rect.w // 3, rect.h // 3)
    for (x, y), (dx, dy) in zip(
        (rect.topleft, rect.topright, rect.bottomright, rect.bottomleft),
        ((1, 1), (-1, 1), (-1, -1), (1, -1)),
        strict=True,
    ):
        pygame.draw.line(surface, colour, (x, y), (x + dx * arm, y), width)
        pygame.draw.line(surface, colour, (x, y), (x, y + dy * arm), width)


def dashed_rect(
    surface: pygame.Surface, colour: RGB, rect: pygame.Rect, width: int, dash: int
) -> None:
    """A dashed frame round `rect` (the choice played's: not the better's solid one)."""
    corners = [rect.topleft, rect.topright, rect.bottomright, rect.bottomleft, rect.topleft]
    for (x0, y0), (x1, y1) in zip(corners, corners[1:], strict=False):
        length = max(1.0, math.hypot(x1 - x0, y1 - y0))
        k = 0.0
        while k < length:
            e = min(length, k + dash)
            a = (x0 + (x1 - x0) * k / length, y0 + (y1 - y0) * k / length)
            b = (x0 + (x1 - x0) * e / length, y0 + (y1 - y0) * e / length)
            pygame.draw.line(surface, colour, a, b, width)
            k += dash * 2


def star(centre: tuple[float, float], r: float) -> list[tuple[float, float]]:
    """A five-pointed star's corners."""
    pts = []
    for i in range(10):
        rr = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((centre[0] + rr * math.cos(a), centre[1] + rr * math.sin(a)))
    return pts


__all__ = ["corners", "dashed_rect", "star"]
