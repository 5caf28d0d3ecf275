"""The review moment's shapes: a frame's corners, a dashed frame, a star (the "Better"
tag's), drawn by `compare.Compare`, and a frame kept short of what it must not cover."""

from __future__ import annotations

import math
from collections.abc import Sequence

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
    """A dashed frame round `rect` (the choice played's: not the better's solid one).
    Each side begins and ends with a dash, its dashes stretched to fit (about `dash`
    long): a frame round one square closes at its corners and reads as a frame (dashes
    laid from one corner left open ends that read as stray bars over the pieces).

    >>> s = pygame.Surface((70, 70)); r = pygame.Rect(5, 5, 50, 50)
    >>> dashed_rect(s, (255, 255, 255), r, 1, 15)
    >>> x0, y0, x1, y1 = r.left, r.top, r.right, r.bottom
    >>> arms = [(x0 + 3, y0), (x0, y0 + 3), (x1 - 3, y0), (x1, y0 + 3),
    ...         (x1 - 3, y1), (x1, y1 - 3), (x0 + 3, y1), (x0, y1 - 3)]
    >>> all(s.get_at(p)[0] for p in arms)  # both arms at every corner
    True
    """
    ends = [rect.topleft, rect.topright, rect.bottomright, rect.bottomleft, rect.topleft]
    for (x0, y0), (x1, y1) in zip(ends, ends[1:], strict=False):
        length = max(1.0, math.hypot(x1 - x0, y1 - y0))
        count = max(2, round((length / max(1, dash) + 1) / 2))  # dashes, both ends one
        step = length / (2 * count - 1)
        for i in range(count):
            k, e = 2 * i * step, min(length, (2 * i + 1) * step)
            a = (x0 + (x1 - x0) * k / length, y0 + (y1 - y0) * k / length)
            b = (x0 + (x1 - x0) * e / length, y0 + (y1 - y0) * e / length)
            pygame.draw.line(surface, colour, a, b, width)


def short_of(
    frame: pygame.Rect, mark: pygame.Rect, clear: Sequence[pygame.Rect], width: int
) -> pygame.Rect:
    """`frame` (round `mark`) with each side that would reach over a rect of `clear`
    drawn back short of it, its dark edge too (into the mark at most to its middle: a
    square on the board's edge keeps a frame on its own pixels, not over the letters
    beside it). A rect beside the mark's span cuts the side it faces; one off a corner
    the top or the bottom, where the others' cuts have not cleared it already.

    >>> short_of(pygame.Rect(0, 0, 50, 50), pygame.Rect(10, 10, 30, 30),
    ...     [pygame.Rect(10, 39, 30, 10), pygame.Rect(0, 39, 10, 10)], 2)
    Rect(0, 0, 50, 35)
    """
    m = width // 2 + 3  # (a dashed line's half width and the dark edge round it)
    left, top, right, bottom = frame.left, frame.top, frame.right, frame.bottom

    def level(k: pygame.Rect) -> bool:  # beside the mark's rows, not off a corner
        return (
            k.top < mark.bottom - 1
            and k.bottom > mark.top + 1
            and not (k.left < mark.right - 1 and k.right > mark.left + 1)
        )

    for k in sorted(
        clear, key=lambda k: not (level(k) or k.left < mark.right - 1 and k.right > mark.left + 1)
    ):
        now = pygame.Rect(left, top, right - left, bottom - top).inflate(2 * m, 2 * m)
        if not k.colliderect(now):
            continue
        if level(k) and k.centerx < mark.centerx:
            left = max(left, min(mark.centerx - 1, k.right + m))
        elif level(k):
            right = min(right, max(mark.centerx + 1, k.left - m))
        elif k.centery > mark.centery:
            bottom = min(bottom, max(mark.centery + 1, k.top - m))
        else:
            top = max(top, min(mark.centery - 1, k.bottom + m))
    return pygame.Rect(left, top, right - left, bottom - top)


def star(centre: tuple[float, float], r: float) -> list[tuple[float, float]]:
    """A five-pointed star's corners."""
    pts = []
    for i in range(10):
        rr = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((centre[0] + rr * math.cos(a), centre[1] + rr * math.sin(a)))
    return pts


__all__ = ["corners", "dashed_rect", "short_of", "star"]
