"""Computer seats think in a worker process (DESIGN §3) so the window keeps drawing.

One `ProcessPoolExecutor` (spawn context, one worker), created on first use and shut
down on quit. With `SORRY_GAME_INLINE_AI=1`, or when a process cannot be started, moves
are computed synchronously in this process (tests, restricted systems).

`ask(question)` sends a `Question` (the worker keeps its own copy of the game: see
`ai/worker.py`); `submit(save_text, level, seed)` is the one-shot form (the self-test).
A crashed worker (BrokenProcessPool) is replaced by thinking inline.

The worker watches this process (`ai.worker.watch_parent`, its initializer): when the
window's process is killed, the worker ends itself, and with it multiprocessing's
resource tracker, so nothing is left running.

Stopping a question: each question gets a generation (`next_generation`), and
`stop(generation)` raises a number shared with the worker, "stopped up to generation
g"; the search answering such a question stops at once (`ai.budget.interrupted`), so a
move taken back or a table left never keeps the worker busy until its time is up. No
call here waits for the worker: the window polls `Future.done()` each frame.
"""

from __future__ import annotations

import atexit
import itertools
import logging
import multiprocessing
import os
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

from sorry_game.ai.worker import (
    Counter,
    Question,
    answer,
    choose_from_save,
    warm_up,
    watch_parent,
)

log = logging.getLogger(__name__)
T = TypeVar("T")

_executor: ProcessPoolExecutor | None = None
_broken = False
#: the worker's "stopped up to generation g" (shared with the running worker, if any)
_stopped: Counter | None = None
_generations = itertools.count(1)
#: what a new worker runs first: `watch_parent(None, stopped)` (tests may swap it)
INITIALIZER: Callable[..., Any] = watch_parent


def inline_mode() -> bool:
    return _broken or os.environ.get("SORRY_GAME_INLINE_AI", "") not in ("", "0")


def _get_executor() -> ProcessPoolExecutor | None:
    global _executor, _broken, _stopped
    if _executor is None and not _broken:
        try:
            ctx = multiprocessing.get_context("spawn")
            stopped = ctx.Value("q", 0)
            _executor = ProcessPoolExecutor(
                max_workers=1, mp_context=ctx, initializer=INITIALIZER, initargs=(None, stopped)
            )
            _stopped = stopped
        except (OSError, ValueError, ImportError, NotImplementedError) as exc:
            log.warning("no worker process (%s): computers think in the window's process", exc)
            _broken = True
            _executor = None
    return _executor


def next_generation() -> int:
    """A new question's number (they only go up, for every worker of this window)."""
    return next(_generations)


def stop(generation: int) -> None:
    """The questions up to `generation` are not wanted any more: their searches in the
    worker stop at once (a question still waiting to be sent is also cancelled by its
    future). Never waits for the worker."""
    stopped = _stopped
    if stopped is None or generation <= 0:
        return
    try:
        if stopped.value < generation:
            stopped.value = generation
    except (OSError, ValueError):  # a counter whose worker is gone: nothing to stop
        pass


def _done(value: Any = None, error: BaseException | None = None) -> Future[Any]:
    fut: Future[Any] = Future()
    if error is not None:
        fut.set_exception(error)
    else:
        fut.set_result(value)
    return fut


def start() -> None:
    """Start the worker early (the title screen may call this) so it is warm."""
    if inline_mode():
        return
    ex = _get_executor()
    if ex is not None:
        try:
            ex.submit(warm_up)
        except Exception as exc:  # noqa: BLE001 - a worker that cannot start: think inline
            _fallback(exc)


def _fallback(reason: BaseException | str) -> None:
    global _broken
    log.warning("the worker process failed (%s): computers now think inline", reason)
    _broken = True
    shutdown()


def run(fn: Callable[..., T], *args: Any) -> Future[T]:
    """Run `fn(*args)` in the worker (inline when there is none); poll the future's
    `done()` each frame. An error comes back through the future, as from the process."""
    if not inline_mode():
        ex = _get_executor()
        if ex is not None:
            try:
                return ex.submit(fn, *args)
            except Exception as exc:  # noqa: BLE001 - a broken pool: think inline
                _fallback(exc)
    try:
        return _done(fn(*args))
    except Exception as exc:  # noqa: BLE001 - reported through the future
        return _done(error=exc)


def ask(question: Question) -> Future[str]:
    """Ask the worker what `question.level` would play (see `ai.worker.answer`)."""
    return run(answer, question)


def submit(save_text: str, level: str, seed: int) -> Future[str]:
    """One-shot: the move `level` would play in this saved position."""
    return run(choose_from_save, save_text, level, seed)


def result(fut: Future[T], retry: Callable[[], T]) -> T:
    """The future's result; when the worker process itself broke (it crashed or was
    killed), computers think inline from now on and `retry()` answers now."""
    try:
        return fut.result()
    except Exception as exc:
        if not inline_mode() and isinstance(exc, BrokenProcessPool):
            _fallback(exc)
            return retry()
        raise


def worker_pids() -> list[int]:
    """The pids of the running worker processes (tests, the self-test)."""
    ex = _executor
    return [p.pid for p in (getattr(ex, "_processes", None) or {}).values() if p.pid]


def shutdown(timeout: float = 2.0) -> None:
    """Stop the worker now, even mid-think (quit), and wait (at most `timeout` seconds)
    until its process has ended, so none outlives the window."""
    global _executor, _stopped
    ex = _executor
    _executor = None
    _stopped = None
    if ex is None:
        return
    procs = list((getattr(ex, "_processes", None) or {}).values())
    try:
        ex.shutdown(wait=False, cancel_futures=True)
    except Exception:  # noqa: BLE001 - shutting down must never raise
        pass
    for p in procs:
        try:
            if p.is_alive():
                p.terminate()
        except Exception:  # noqa: BLE001
            pass
    for p in procs:
        try:
            p.join(timeout)
            if p.is_alive():
                p.kill()
                p.join(timeout)
        except Exception:  # noqa: BLE001
            pass


atexit.register(shutdown)
