"""A real worker process whose Hard computer thinks until it is stopped: the tests of
stopping a search put `start` in place of the worker's initializer (`ai_worker.
INITIALIZER`). It is a module of its own, importable in the spawned worker."""

from __future__ import annotations

import time
from typing import Any

from sorry_game.ai import worker
from sorry_game.ai.budget import interrupted

#: a stand-in search that is never stopped gives up after this long and fails (so a stop
#: that does not work fails the test instead of hanging it; not a speed limit)
GIVE_UP_S = 120.0
#: the stand-in is used for this level; the others are the real computers
LEVEL = "hard"


class UntilStopped:
    """Thinks until `interrupted()` (counting its searches in `started`), then answers
    the first legal action."""

    name = LEVEL

    def __init__(self, started: Any) -> None:
        self.started = started

    def choose(self, state: Any) -> Any:
        legal = state.legal_actions()
        self.started.value += 1
        give_up = time.monotonic() + GIVE_UP_S
        while not interrupted():
            if time.monotonic() > give_up:
                raise RuntimeError("the search was never stopped")
            time.sleep(0.002)
        return legal[0]


def start(parent_pid: int | None, stopped: Any, started: Any) -> Any:
    """The worker's initializer, with the stand-in for `LEVEL`."""
    real = worker.make_agent

    def make_agent(level: str, game_id: str, seed: int | None = None, budget: Any = None) -> Any:
        if level == LEVEL:
            return UntilStopped(started)
        return real(level, game_id, seed, budget)

    worker.make_agent = make_agent  # type: ignore[assignment]
    return worker.watch_parent(parent_pid, stopped)
