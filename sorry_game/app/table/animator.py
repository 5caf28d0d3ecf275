"""Tweens driven by engine events (DESIGN §4), for any game.

A plugin turns the events of one action into `Step`s: tweens that run together (a
token travelling through model positions), a sound, props that change (a face-up
card, a running total). The animator keeps its own `shown` positions and props, which
catch up with the model step by step; the model is never touched. Durations are fixed,
scaled by the speed setting (0 = instant: the steps land at once, nothing moves); a
click skips everything queued. A step may start `bursts` (celebrations, `bursts.py`),
which play on beside the steps without holding the game up.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Hashable, Iterable
from dataclasses import dataclass, field
from typing import Any

from sorry_game.app.table.bursts import Burst, Live


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
    #: celebrations that start with the step
    bursts: list[Burst] = field(default_factory=list)
    #: the step that begins the next moment (the win's celebration; a card drawn for
    #: the next seat): from its start the table shows the position after the action
    #: rather than the mover's moment (`TableScene.moment`)
    turn: bool = False


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
        #: celebrations being shown (they outlive their step)
        self.bursts: list[Live] = []
        #: steps landed at once (instant speed): their sounds, played by the next update
        self._landed: list[str] | None = None
        #: a step of the steps queued last that begins the next moment has started
        self.turned = False
        #: steps held back from the first that begins the next moment (`add(hold=True)`:
        #: the news of the move has its beat first), with their speed; `release` plays them
        self.held: list[Step] = []
        self._held_scale = 1.0

    def reset(self, shown: dict[Hashable, Any], props: dict[str, Any]) -> None:
        """Jump to the model (after loading, undo, or when the queue is empty); a
        celebration plays on."""
        self.queue.clear()
        self.current = None
        self._landed = None
        self.held = []
        self.shown = dict(shown)
        self.props = dict(props)

    def add(self, steps: Iterable[Step], scale: float = 1.0, hold: bool = False) -> None:
        """Queue `steps`, their times scaled by the speed setting; at 0 (instant) they
        land now: no frame shows them moving, no celebration; the animator stays busy
        until the next `update`, which plays their sounds (the game goes on as after
        any animation). `hold`: keep the steps from the first `turn` on for `release`."""
        self.turned = False
        steps = list(steps)
        if hold:
            cut = next((i for i, step in enumerate(steps) if step.turn), len(steps))
            steps, self.held, self._held_scale = steps[:cut], steps[cut:], scale
        if scale <= 0:
            for step in steps:
                self.turned = self.turned or step.turn
                if self._landed is None:
                    self._landed = []
                if step.sound:
                    self._landed.append(step.sound)
                self.props.update(step.props)
                self._finish(step)
            return
        for step in steps:
            step.duration *= scale
            step.pause *= scale
            for burst in step.bursts:
                burst.life *= scale
            self.queue.append(step)

    def release(self) -> None:
        """Play the steps held back (the next moment begins)."""
        held, self.held = self.held, []
        self.add(held, self._held_scale)

    @property
    def busy(self) -> bool:
        """Steps are playing: the game waits for them."""
        return self.current is not None or bool(self.queue) or self._landed is not None

    @property
    def lively(self) -> bool:
        """Something moves on the screen (steps or a celebration): keep drawing."""
        return self.busy or bool(self.bursts)

    def update(self, dt: float) -> list[str]:
        """Advance time; returns the sounds of the steps that started."""
        sounds: list[str] = self._landed or []
        self._landed = None
        for live in self.bursts:
            live.elapsed += dt
        self.bursts = [live for live in self.bursts if not live.done]
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
                self.bursts.extend(Live(b) for b in self.current.bursts)
                self.turned = self.turned or self.current.turn
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
        """Finish every queued step at once (a click); celebrations end too."""
        self.bursts.clear()
        self._landed = None
        if self.current is not None:
            self._finish(self.current)
            self.turned = self.turned or self.current.turn
            self.current = None
        while self.queue:
            step = self.queue.popleft()
            self.turned = self.turned or step.turn
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


def walk(points: list[tuple[float, float]], t: float) -> tuple[tuple[float, float], float]:
    """The point a fraction `t` along a path of squares, and how far (0..1) the token is
    through the hop from one square to the next (a walk hops square by square).

    >>> walk([(0, 0), (10, 0), (20, 0)], 0.25)
    ((5.0, 0.0), 0.5)
    """
    if len(points) < 2:
        return points[-1], 1.0
    seg = [math.dist(a, b) for a, b in zip(points, points[1:], strict=False)]
    total = sum(seg)
    if total <= 0:
        return points[-1], 1.0
    target = min(1.0, max(0.0, t)) * total
    for (a, b), d in zip(zip(points, points[1:], strict=False), seg, strict=False):
        if target <= d and d > 0:
            k = target / d
            return (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k), k
        target -= d
    return points[-1], 1.0


def hop(k: float) -> float:
    """The enlargement of a token `k` (0..1) through its hop to the next square."""
    return 1.0 + 0.12 * math.sin(math.pi * k)


def arc(
    a: tuple[float, float],
    b: tuple[float, float],
    t: float,
    bend: float,
    limit: float = math.inf,
) -> tuple[float, float]:
    """The point a fraction `t` along an arc from a to b that bulges `bend` × the
    distance (at most `limit`) to the left of the way (a switch, a jump back to START,
    a swoop).

    >>> arc((0, 0), (10, 0), 0.5, 0.5), arc((0, 0), (10, 0), 0.5, 0.5, limit=2)
    ((5.0, -5.0), (5.0, -2.0))
    """
    dx, dy = b[0] - a[0], b[1] - a[1]
    dist = math.hypot(dx, dy)
    if dist * bend > limit:
        bend = limit / dist
    out = bend * math.sin(math.pi * t)
    return (a[0] + dx * t + dy * out, a[1] + dy * t - dx * out)
