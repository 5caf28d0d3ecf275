"""How long a computer may think, and how it is told to stop (issue 18).

A `Budget` is wall-clock seconds, optionally capped by a number of iterations (the
tests and seeded tournaments use iterations alone so that a game replays exactly on
any machine). `interrupted()` is this process's stop signal: the window's worker sets
it (`set_interrupt`) so that closing the window or taking a move back ends a search at
once instead of letting it run out its time.

>>> b = Budget(seconds=0.0, iterations=3)
>>> [b.spent(i) for i in (0, 2, 3)]
[False, False, True]
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

#: what the searches call every few iterations: True means "stop now, answer what you have"
_interrupt: Callable[[], bool] = lambda: False  # noqa: E731


def set_interrupt(check: Callable[[], bool] | None) -> None:
    """Install this process's stop signal (None: never interrupted)."""
    global _interrupt
    _interrupt = check if check is not None else (lambda: False)


def interrupted() -> bool:
    """True when whoever asked for this decision no longer wants it."""
    return _interrupt()


@dataclass(frozen=True)
class Budget:
    """Thinking allowed for one decision: `seconds` of wall clock (0: none), and at most
    `iterations` (None: as many as the time allows). With `seconds` 0 and `iterations`
    set the search is fully deterministic."""

    seconds: float = 0.8
    iterations: int | None = None

    def deadline(self) -> float:
        """The perf_counter time at which the thinking ends (inf: iterations decide)."""
        if self.seconds <= 0 and self.iterations is not None:
            return float("inf")
        return time.perf_counter() + self.seconds

    def spent(self, done: int, deadline: float = float("inf")) -> bool:
        """True when `done` iterations use the budget up (or the time is over)."""
        if self.iterations is not None and done >= self.iterations:
            return True
        return time.perf_counter() >= deadline
