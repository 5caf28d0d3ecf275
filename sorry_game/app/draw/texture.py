"""Subtle surface texture for boards: a fine grain of lighter and darker specks.

Why: a flat fill reads as a diagram; a faint grain (a few percent lighter or darker,
placed by a fixed seed so the board never flickers) reads as a printed board. Drawn into
a board's cached static layer, so it costs nothing per frame.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

import pygame

from sorry_game.app.draw import mix

#: specks per 100 square pixels of board, and how far they stray from the base colour
DENSITY = 1.2
STRENGTH = 0.07


def grain_disc(
    surface: pygame.Surface,
    base: Sequence[int],
    centre: tuple[float, float],
    radius: float,
    seed: int = 19,
) -> None:
    """Specks over a disc (a round board), tinting whatever is drawn there."""
    rng = random.Random(seed)
    count = int(math.pi * radius * radius * DENSITY / 100)
    cx, cy = centre
    for _ in range(count):
        r = radius * math.sqrt(rng.random())
        a = rng.random() * math.tau
        _speck(surface, round(cx + r * math.cos(a)), round(cy + r * math.sin(a)), rng)


def grain_rect(
    surface: pygame.Surface, base: Sequence[int], rect: pygame.Rect, seed: int = 19
) -> None:
    """Specks over a rectangle (a square board), tinting whatever is drawn there."""
    rng = random.Random(seed)
    count = int(rect.width * rect.height * DENSITY / 100)
    inner = rect.inflate(-4, -4)
    for _ in range(count):
        x = inner.left + int(rng.random() * inner.width)
        y = inner.top + int(rng.random() * inner.height)
        _speck(surface, x, y, rng)


def _speck(surface: pygame.Surface, x: int, y: int, rng: random.Random) -> None:
    """Tint one pixel a little lighter or darker than what is drawn there (any colour,
    its transparency kept)."""
    if not (0 <= x < surface.get_width() and 0 <= y < surface.get_height()):
        return
    here = surface.get_at((x, y))
    if here.a == 0:
        return
    tint = mix(
        (here.r, here.g, here.b), (255, 255, 255) if rng.random() < 0.5 else (0, 0, 0), STRENGTH
    )
    surface.set_at((x, y), (*tint, here.a))
