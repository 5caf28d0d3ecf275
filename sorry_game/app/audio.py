"""Sound effects generated in code (no files): draw, play, move, slide, bump, win, forfeit,
click, shuffle, discard. `app.audio.play(event.kind)`; unknown kinds are silent.

With no audio device (mixer init fails) everything is silent and nothing raises.
"""

from __future__ import annotations

import math
import random
from array import array
from collections.abc import Callable
from typing import Any

import pygame

RATE = 22050

# A tone recipe: list of (start s, duration s, start Hz, end Hz, volume, wave)
Note = tuple[float, float, float, float, float, str]


def _render(notes: list[Note], noise: float = 0.0, seed: int = 1) -> list[float]:
    length = max(start + dur for start, dur, *_ in notes) if notes else 0.1
    n = int(length * RATE) + 1
    out = [0.0] * n
    for start, dur, f0, f1, vol, wave in notes:
        s0 = int(start * RATE)
        count = int(dur * RATE)
        phase = 0.0
        attack = max(1, int(0.006 * RATE))
        for i in range(count):
            t = i / count
            freq = f0 + (f1 - f0) * t
            phase += 2 * math.pi * freq / RATE
            if wave == "square":
                v = 1.0 if math.sin(phase) >= 0 else -1.0
                v *= 0.45
            elif wave == "tri":
                v = 2 / math.pi * math.asin(math.sin(phase))
            else:
                v = math.sin(phase) + 0.25 * math.sin(2 * phase)
            env = min(1.0, i / attack) * (1.0 - t) ** 2
            j = s0 + i
            if j < n:
                out[j] += v * vol * env
    if noise:
        rng = random.Random(seed)
        for i in range(n):
            t = i / n
            out[i] += (rng.random() * 2 - 1) * noise * (1 - t) ** 3
    return out


RECIPES: dict[str, Callable[[], list[float]]] = {
    "click": lambda: _render([(0, 0.035, 1400, 1100, 0.35, "tri")]),
    "draw": lambda: _render([(0, 0.09, 700, 1300, 0.18, "sine")], noise=0.22, seed=2),
    "play": lambda: _render([(0, 0.07, 900, 600, 0.25, "tri")], noise=0.12, seed=3),
    "discard": lambda: _render([(0, 0.12, 500, 300, 0.22, "tri")], noise=0.1, seed=4),
    "shuffle": lambda: _render(
        [(0.0, 0.06, 900, 700, 0.1, "sine"), (0.08, 0.06, 900, 700, 0.1, "sine")],
        noise=0.3,
        seed=5,
    ),
    "move": lambda: _render(
        [(0.0, 0.07, 520, 520, 0.35, "tri"), (0.07, 0.09, 780, 780, 0.3, "tri")]
    ),
    "slide": lambda: _render([(0, 0.32, 1100, 320, 0.3, "sine")], noise=0.05, seed=6),
    "bump": lambda: _render(
        [(0, 0.16, 180, 60, 0.7, "sine"), (0, 0.05, 900, 200, 0.2, "square")],
        noise=0.15,
        seed=7,
    ),
    "forfeit": lambda: _render(
        [(0.0, 0.16, 440, 430, 0.3, "tri"), (0.16, 0.26, 330, 300, 0.3, "tri")]
    ),
    "win": lambda: _render(
        [
            (0.00, 0.16, 523, 523, 0.3, "tri"),
            (0.13, 0.16, 659, 659, 0.3, "tri"),
            (0.26, 0.16, 784, 784, 0.3, "tri"),
            (0.39, 0.55, 1047, 1047, 0.34, "tri"),
            (0.39, 0.55, 523, 523, 0.15, "sine"),
        ]
    ),
}
KINDS = tuple(RECIPES)


class Audio:
    """Plays generated effects; silent (never raising) without an audio device."""

    def __init__(self, volume: float = 0.7, muted: bool = False, enabled: bool = True) -> None:
        self.volume = volume
        self.muted = muted
        self.available = False
        self.error: str | None = None
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._format: tuple[int, int, int] | None = None
        if enabled:
            self._init_mixer()

    def _init_mixer(self) -> None:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.pre_init(RATE, -16, 2, 512)
                pygame.mixer.init()
            fmt = pygame.mixer.get_init()
            if not fmt:
                raise pygame.error("mixer did not start")
            self._format = fmt
            pygame.mixer.set_num_channels(12)
            self.available = True
        except (pygame.error, NotImplementedError, OSError) as exc:
            self.error = f"no sound: {exc}"
            self.available = False

    def set_volume(self, volume: float, muted: bool | None = None) -> None:
        self.volume = max(0.0, min(1.0, volume))
        if muted is not None:
            self.muted = muted

    def _sound(self, kind: str) -> pygame.mixer.Sound | None:
        sound = self._sounds.get(kind)
        if sound is not None or kind not in RECIPES or self._format is None:
            return sound
        freq, size, channels = self._format
        samples = RECIPES[kind]()
        if freq != RATE:  # resample by nearest neighbour to the device rate
            ratio = RATE / freq
            samples = [
                samples[min(len(samples) - 1, int(i * ratio))]
                for i in range(int(len(samples) / ratio))
            ]
        typecode = "h" if abs(size) == 16 else ("b" if abs(size) == 8 else "f")
        peak = 32767 if typecode == "h" else 127 if typecode == "b" else 1.0
        buf: array[Any] = array(typecode)
        for v in samples:
            v = max(-1.0, min(1.0, v))
            value = v * peak if typecode == "f" else int(v * peak)
            buf.extend([value] * channels)
        try:
            sound = pygame.mixer.Sound(buffer=buf.tobytes())
        except (pygame.error, ValueError) as exc:
            self.error = f"no sound: {exc}"
            return None
        self._sounds[kind] = sound
        return sound

    def play(self, kind: str) -> None:
        """Play the effect for an event kind ("draw", "move", "slide", "bump", "win", …)."""
        if not self.available or self.muted or self.volume <= 0:
            return
        try:
            sound = self._sound(kind)
            if sound is None:
                return
            sound.set_volume(self.volume)
            sound.play()
        except pygame.error as exc:  # device lost mid-game: go quiet
            self.error = f"no sound: {exc}"
            self.available = False

    def quit(self) -> None:
        self._sounds.clear()
        if self.available:
            try:
                pygame.mixer.quit()
            except pygame.error:
                pass
        self.available = False
