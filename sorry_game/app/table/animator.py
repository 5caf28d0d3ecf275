"""Tweens driven by engine events (DESIGN §4), for any game.

A plugin turns the events of one action into `Step`s: tweens that run together (a
token travelling through model positions), a sound, props that change (a face-up
card, a running total). The animator keeps its own `shown` positions and props, which
catch up with the model step by step; the model is never touched. Durations are fixed,
scaled by the speed setting (0 = instant); a click skips everything queued.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Hashable, Iterable
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Tween:
    """One token travelling through `path` (model positions; the plugin maps them to
    screen points). `style` lets the plugin draw it differently (e.g. "slide")."""

    token: Hashable
    path: list[Any]
    style: str = ""

    @property
    def dest(self) -> Any:
        return self.path[-1]


@dataclass
class Step:
    """Tweens that run together for `duration` seconds, then a `pause`; `sound` plays
    when it starts and `props` change when it starts."""

    tweens: list[Tween] = field(default_factory=list)
    duration: float = 0.0
    sound: str | None = None
    props: dict[str, Any] = field(default_factory=dict)
    pause: float = 0.0


def ease(t: float) -> float:
    return t * t * (3 - 2 * t)


class Animator:
    """Plays steps one after another; `shown` and `props` are what the screen shows."""

    def __init__(self) -> None:
        self.shown: dict[Hashable, Any] = {}
        self.props: dict[str, Any] = {}
        self.queue: deque[Step] = deque()
        self.current: Step | None = None
        self.elapsed = 0.0

    def reset(self, shown: dict[Hashable, Any], props: dict[str, Any]) -> None:
        """Jump to the model (after loading, undo, or when the queue is empty)."""
        self.queue.clear()
        self.current = None
        self.shown = dict(shown)
        self.props = dict(props)

    def add(self, steps: Iterable[Step], scale: float = 1.0) -> None:
        for step in steps:
            step.duration *= scale
            step.pause *= scale
            self.queue.append(step)

    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self.queue)

    def update(self, dt: float) -> list[str]:
        """Advance time; returns the sounds of the steps that started."""
        sounds: list[str] = []
        budget = dt
        for _ in range(1000):
            if self.current is None:
                if not self.queue:
                    break
                self.current = self.queue.popleft()
                self.elapsed = 0.0
                if self.current.sound:
                    sounds.append(self.current.sound)
                self.props.update(self.current.props)
            step = self.current
            total = step.duration + step.pause
            if self.elapsed + budget < total:
                self.elapsed += budget
                break
            budget -= max(0.0, total - self.elapsed)
            self._finish(step)
            self.current = None
        return sounds

    def _finish(self, step: Step) -> None:
        for tw in step.tweens:
            self.shown[tw.token] = tw.dest

    def skip(self) -> None:
        """Finish every queued step at once (a click)."""
        if self.current is not None:
            self._finish(self.current)
            self.current = None
        while self.queue:
            step = self.queue.popleft()
            self.props.update(step.props)
            self._finish(step)

    def moving(self) -> dict[Hashable, tuple[Tween, float]]:
        """token → (its tween, eased progress 0..1) for the tokens in flight now."""
        step = self.current
        if step is None or not step.tweens or step.duration <= 0:
            return {}
        t = ease(min(1.0, self.elapsed / step.duration))
        return {tw.token: (tw, t) for tw in step.tweens}


def along(points: list[tuple[float, float]], t: float) -> tuple[float, float]:
    """The point a fraction `t` along a polyline."""
    if len(points) == 1:
        return points[0]
    seg = [math.dist(a, b) for a, b in zip(points, points[1:], strict=False)]
    total = sum(seg)
    if total <= 0:
        return points[-1]
    target = t * total
    for (a, b), d in zip(zip(points, points[1:], strict=False), seg, strict=False):
        if target <= d and d > 0:
            k = target / d
            return (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k)
        target -= d
    return points[-1]


def lift(t: float) -> float:
    """How much a token in flight is enlarged (a little hop)."""
    return 1.0 + 0.18 * math.sin(math.pi * t)
