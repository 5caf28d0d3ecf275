"""Tweens driven by engine events (DESIGN §4): pawns move along their path, slide,
get bumped back to START, switch places. The model is never touched: the animator
keeps its own `shown` positions, which catch up with the state step by step.

Durations are fixed, scaled by the speed setting (0 = instant), and a click skips
everything that is queued.
"""

from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass, field

from sorry_game.games.board.geometry import (
    BACKWARD,
    FORWARD,
    MAX_STEPS,
    START,
    TRACK_LEN,
    backward_path,
    forward_path,
)

SPEED_SCALE = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}

STEP_TIME = 0.11  # seconds per square of a move
MIN_MOVE = 0.28
MAX_MOVE = 1.2
SLIDE_TIME = 0.45
BUMP_TIME = 0.45
JUMP_TIME = 0.40  # leave START, SORRY!, switch


@dataclass
class Tween:
    """One pawn travelling through `path` (positions; a slide is drawn along the ring)."""

    pawn: int
    path: list[int]
    slide: bool = False

    @property
    def dest(self) -> int:
        return self.path[-1]


@dataclass
class Step:
    """Tweens that run together, a sound, and card changes, for `duration` seconds."""

    tweens: list[Tween] = field(default_factory=list)
    duration: float = 0.0
    sound: str | None = None
    card: int | None = None  # the face-up card after this step (0: none)
    pause: float = 0.0  # a rest after the step (e.g. after the card is played)


def _ease(t: float) -> float:
    return t * t * (3 - 2 * t)


def move_path(pawn: int, src: int, dest: int) -> list[int]:
    """The squares a pawn passes moving from src to dest (forward or backward)."""
    colour = pawn >> 2
    if src < START and src != dest:
        fwd = FORWARD[colour][src]
        for n in range(1, MAX_STEPS):
            if fwd[n] == dest:
                return [src, *forward_path(colour, src, n)]
        back = BACKWARD[colour][src]
        for n in range(1, MAX_STEPS):
            if back[n] == dest:
                return [src, *backward_path(colour, src, n)]
    return [src, dest]


class BoardAnimator:
    """Plays the events of applied actions as a queue of steps."""

    def __init__(self, positions: list[int], card: int | None = None) -> None:
        self.shown: list[int] = list(positions)
        self.card: int | None = card
        self.queue: deque[Step] = deque()
        self.current: Step | None = None
        self.elapsed = 0.0
        self.scale = 1.0

    # --- building ------------------------------------------------------------------
    def add_events(self, events, scale: float = 1.0) -> None:
        """Queue the steps for the events of one applied action."""
        self.scale = scale
        # positions as the queued steps leave them (to find a switched pawn)
        pos = self._future_positions()
        pending_bumps: list[Tween] = []

        def flush() -> None:
            if pending_bumps:
                self._push(Step(list(pending_bumps), BUMP_TIME * scale, "bump"), pos)
                pending_bumps.clear()

        for ev in events:
            kind = getattr(ev, "kind", "")
            if kind == "move":
                how = ev.how
                if how == "sorry":
                    tweens = [*pending_bumps, Tween(ev.pawn, [ev.src, ev.dest])]
                    pending_bumps.clear()
                    self._push(Step(tweens, JUMP_TIME * scale * 1.2, "bump"), pos)
                    continue
                flush()
                if how == "switch":
                    other = next(
                        (p for p in range(16) if pos[p] == ev.dest and p >> 2 != ev.pawn >> 2),
                        None,
                    )
                    tweens = [Tween(ev.pawn, [ev.src, ev.dest])]
                    if other is not None:
                        tweens.append(Tween(other, [ev.dest, ev.src]))
                    self._push(Step(tweens, JUMP_TIME * scale * 1.3, "move"), pos)
                elif how == "leave":
                    self._push(
                        Step([Tween(ev.pawn, [ev.src, ev.dest])], JUMP_TIME * scale, "move"), pos
                    )
                else:
                    path = move_path(ev.pawn, ev.src, ev.dest)
                    dur = min(MAX_MOVE, max(MIN_MOVE, STEP_TIME * (len(path) - 1)))
                    self._push(Step([Tween(ev.pawn, path)], dur * scale, "move"), pos)
            elif kind == "bump":
                pending_bumps.append(Tween(ev.pawn, [ev.src, START]))
            elif kind == "slide":
                tweens = [Tween(ev.pawn, [ev.src, ev.dest], slide=True), *pending_bumps]
                pending_bumps.clear()
                self._push(Step(tweens, SLIDE_TIME * scale, "slide"), pos)
            elif kind == "play":
                flush()
                self._push(Step([], 0.0, "play", card=ev.card, pause=0.15 * scale), pos)
            elif kind == "draw":
                flush()
                self._push(Step([], 0.0, "draw", card=ev.card), pos)
            elif kind in ("forfeit", "discard", "shuffle", "win"):
                flush()
                card = getattr(ev, "card", None) if kind == "discard" else None
                self._push(Step([], 0.0, kind, card=card), pos)
        flush()

    def _push(self, step: Step, pos: list[int]) -> None:
        for tw in step.tweens:
            pos[tw.pawn] = tw.dest
        if step.duration <= 0 and not step.tweens and self.scale <= 0:
            step.pause = 0.0
        self.queue.append(step)

    def _future_positions(self) -> list[int]:
        pos = list(self.shown)
        steps = ([self.current] if self.current else []) + list(self.queue)
        for step in steps:
            for tw in step.tweens:
                pos[tw.pawn] = tw.dest
        return pos

    # --- running ---------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self.queue)

    def update(self, dt: float) -> list[str]:
        """Advance time; returns the sounds of the steps that started."""
        sounds: list[str] = []
        budget = dt
        guard = 0
        while guard < 1000:
            guard += 1
            if self.current is None:
                if not self.queue:
                    break
                self.current = self.queue.popleft()
                self.elapsed = 0.0
                if self.current.sound:
                    sounds.append(self.current.sound)
                if self.current.card is not None:
                    self.card = self.current.card or None
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
            self.shown[tw.pawn] = tw.dest

    def skip(self) -> None:
        """Finish every queued step at once (a click)."""
        if self.current is not None:
            self._finish(self.current)
            self.current = None
        while self.queue:
            step = self.queue.popleft()
            if step.card is not None:
                self.card = step.card or None
            self._finish(step)

    def sync(self, positions: list[int], card: int | None) -> None:
        """Jump to the model (after loading, or if anything disagrees)."""
        self.queue.clear()
        self.current = None
        self.shown = list(positions)
        self.card = card

    # --- drawing ---------------------------------------------------------------------
    def moving(self, layout) -> dict[int, tuple[tuple[float, float], float]]:
        """pawn → (screen point, scale) for the pawns in flight this frame."""
        step = self.current
        if step is None or not step.tweens or step.duration <= 0:
            return {}
        t = min(1.0, self.elapsed / step.duration)
        out = {}
        for tw in step.tweens:
            pts = self._points(layout, tw)
            point = _along(pts, _ease(t))
            lift = 1.0 + 0.18 * math.sin(math.pi * t)
            out[tw.pawn] = (point, lift)
        return out

    @staticmethod
    def _points(layout, tw: Tween) -> list[tuple[float, float]]:
        if tw.slide and tw.path[0] < TRACK_LEN:
            return layout.slide_points(tw.path[0], tw.path[-1])
        return [layout.pawn_point(tw.pawn, p) for p in tw.path]


def _along(pts: list[tuple[float, float]], t: float) -> tuple[float, float]:
    if len(pts) == 1:
        return pts[0]
    seg = [math.dist(a, b) for a, b in zip(pts, pts[1:], strict=False)]
    total = sum(seg)
    if total <= 0:
        return pts[-1]
    target = t * total
    for (a, b), d in zip(zip(pts, pts[1:], strict=False), seg, strict=False):
        if target <= d and d > 0:
            k = target / d
            return (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k)
        target -= d
    return pts[-1]
