"""Celebrations: a short burst of confetti where a pawn reaches HOME, a bigger one over
the whole play area for the win, in the colour of whom it celebrates.

A `Burst` is data a plugin (or the table) puts on an animation `Step`; the animator
starts it when its step starts and keeps it until its life is over, without holding
the game up. The particles are computed once from the burst's seed and drawn as small
flat shapes each frame (no surfaces made while drawing, so frames stay cheap).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field

import pygame

from sorry_game.app.draw import Palette, mix

RGB = tuple[int, int, int]
Point = tuple[float, float]

#: seconds a burst lasts at normal speed: a pawn HOME, the win
SMALL_LIFE = 0.9
BIG_LIFE = 2.2
#: how many pieces of confetti
SMALL_COUNT = 22
BIG_COUNT = 90
#: the pull down, in play-area heights per second²
GRAVITY = 1.3


@dataclass(frozen=True, slots=True)
class Particle:
    """One piece of confetti: its launch (play-area heights per second), size, spin and
    tint (0: the burst's colour, 1: lighter, 2: darker, 3: gold, 4: white)."""

    vx: float
    vy: float
    size: float
    spin: float
    tint: int


@dataclass
class Burst:
    """A celebration at model position `at` (the plugin says where that is on the
    screen; None: the middle of the play area), in `colour` (a player colour the
    palette knows, or RGB); `big` for the win."""

    at: Hashable
    colour: int | str | RGB
    big: bool = False
    life: float = 0.0
    seed: int = 0
    particles: tuple[Particle, ...] = field(default=(), repr=False)

    def __post_init__(self) -> None:
        if self.life <= 0:
            self.life = BIG_LIFE if self.big else SMALL_LIFE
        if not self.particles:
            self.particles = make_particles(self.big, self.seed)


def make_particles(big: bool, seed: int) -> tuple[Particle, ...]:
    """The burst's confetti: a fountain thrown upwards (the win) or a ring (HOME)."""
    rng = random.Random(seed)
    out: list[Particle] = []
    for i in range(BIG_COUNT if big else SMALL_COUNT):
        if big:
            angle = -math.pi / 2 + rng.uniform(-0.75, 0.75)
            speed = rng.uniform(0.55, 1.25)
        else:
            angle = 2 * math.pi * i / SMALL_COUNT + rng.uniform(-0.15, 0.15)
            speed = rng.uniform(0.18, 0.32)
        out.append(
            Particle(
                math.cos(angle) * speed,
                math.sin(angle) * speed,
                rng.uniform(0.6, 1.0),
                rng.uniform(6.0, 14.0),
                i % 5,
            )
        )
    return tuple(out)


@dataclass
class Live:
    """A burst being shown: how long it has run."""

    burst: Burst
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.burst.life


def tints(rgb: RGB) -> tuple[RGB, ...]:
    """The confetti colours of a burst in `rgb` (see `Particle.tint`)."""
    return (
        rgb,
        mix(rgb, (255, 255, 255), 0.45),
        mix(rgb, (0, 0, 0), 0.3),
        (244, 196, 48),
        (250, 250, 250),
    )


def draw_burst(
    surface: pygame.Surface, live: Live, origin: Point, area: pygame.Rect, rgb: RGB
) -> None:
    """Draw one burst as it is `live.elapsed` seconds after it started, from `origin`
    (screen pixels) inside `area` (its size sets the speeds and the confetti's size)."""
    burst = live.burst
    k = live.elapsed / burst.life  # 0..1 of its life
    if k >= 1.0:
        return
    # time runs in "normal speed" seconds whatever the life: a slower game, a slower burst
    t = k * (BIG_LIFE if burst.big else SMALL_LIFE)
    scale = area.height
    colours = tints(rgb)
    unit = max(3.0, scale * (0.016 if burst.big else 0.012))
    fade = 1.0 - max(0.0, (k - 0.6) / 0.4)  # the last 40 %: the confetti shrinks away
    ox, oy = origin
    if not burst.big:  # a ring opening around the HOME circle
        radius = scale * (0.02 + 0.09 * math.sqrt(k))
        width = max(1, round(unit * 0.9 * (1 - k)))
        pygame.draw.circle(surface, colours[1], (ox, oy), radius, width)
    clip = surface.get_clip()
    surface.set_clip(area)
    for p in burst.particles:
        x = ox + p.vx * t * scale
        y = oy + (p.vy * t + 0.5 * GRAVITY * t * t) * scale
        w = unit * p.size * fade
        h = w * abs(math.cos(p.spin * t))  # turning over as it flies
        if w < 1:
            continue
        pygame.draw.rect(
            surface,
            colours[p.tint],
            pygame.Rect(round(x - w / 2), round(y - h / 2), max(1, round(w)), max(1, round(h))),
        )
    surface.set_clip(clip)


def rgb_of(palette: Palette, colour: int | str | RGB) -> RGB:
    """A burst's colour: RGB as it is, else a player colour of the theme."""
    if isinstance(colour, tuple):
        return colour
    return palette.player(colour)


def draw_bursts(
    surface: pygame.Surface,
    bursts: list[Live],
    area: pygame.Rect,
    where: Callable[[Hashable], Point | None],
    palette: Palette,
) -> None:
    """Every burst being shown, each at `where(burst.at)` (or the middle of `area`)."""
    for live in bursts:
        at = where(live.burst.at) if live.burst.at is not None else None
        if at is None:
            at = (area.centerx, area.top + area.height * (0.55 if live.burst.big else 0.5))
        draw_burst(surface, live, at, area, rgb_of(palette, live.burst.colour))


__all__ = ["Burst", "Live", "Particle", "draw_burst", "draw_bursts", "make_particles", "rgb_of"]
