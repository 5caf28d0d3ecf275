"""Computer seats think in a worker process (DESIGN §3) so the window keeps drawing.

One `ProcessPoolExecutor` (spawn context, one worker), created on first use and shut
down on quit. With `SORRY_GAME_INLINE_AI=1`, or when a process cannot be started, moves
are computed synchronously in this process (tests, restricted systems).

The worker watches this process (`ai.worker.watch_parent`, its initializer): when the
window's process is killed, the worker ends itself, and with it multiprocessing's
resource tracker, so nothing is left running.
"""

from __future__ import annotations

import atexit
import os
from concurrent.futures import Future

from sorry_game.ai.worker import choose_from_save, warm_up, watch_parent

_executor = None
_broken = False


def inline_mode() -> bool:
    return _broken or os.environ.get("SORRY_GAME_INLINE_AI", "") not in ("", "0")


def _get_executor():
    global _executor, _broken
    if _executor is None and not _broken:
        try:
            import multiprocessing
            from concurrent.futures import ProcessPoolExecutor

            ctx = multiprocessing.get_context("spawn")
            _executor = ProcessPoolExecutor(max_workers=1, mp_context=ctx, initializer=watch_parent)
        except (OSError, ValueError, ImportError, NotImplementedError):
            _broken = True
            _executor = None
    return _executor


def _done(value=None, error: BaseException | None = None) -> Future:
    fut: Future = Future()
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
        except Exception:
            _fallback()


def _fallback() -> None:
    global _broken
    _broken = True
    shutdown()


def submit(save_text: str, level: str, seed: int) -> Future:
    """Ask for a computer move; poll the future's `done()` each frame."""
    if not inline_mode():
        ex = _get_executor()
        if ex is not None:
            try:
                return ex.submit(choose_from_save, save_text, level, seed)
            except Exception:
                _fallback()
    try:
        return _done(choose_from_save(save_text, level, seed))
    except Exception as exc:  # reported through the future, like the process path
        return _done(error=exc)


def result_or_inline(fut: Future, save_text: str, level: str, seed: int) -> str:
    """The future's action text; a crashed worker (BrokenProcessPool) falls back inline."""
    try:
        return fut.result()
    except Exception:
        if not inline_mode():
            _fallback()
            return choose_from_save(save_text, level, seed)
        raise


def worker_pids() -> list[int]:
    """The pids of the running worker processes (tests, the self-test)."""
    ex = _executor
    return [p.pid for p in (getattr(ex, "_processes", None) or {}).values() if p.pid]


def shutdown(timeout: float = 2.0) -> None:
    """Stop the worker now, even mid-think (quit), and wait (at most `timeout` seconds)
    until its process has ended, so none outlives the window."""
    global _executor
    ex = _executor
    _executor = None
    if ex is None:
        return
    procs = list((getattr(ex, "_processes", None) or {}).values())
    try:
        ex.shutdown(wait=False, cancel_futures=True)
    except Exception:
        pass
    for p in procs:
        try:
            if p.is_alive():
                p.terminate()
        except Exception:
            pass
    for p in procs:
        try:
            p.join(timeout)
            if p.is_alive():
                p.kill()
                p.join(timeout)
        except Exception:
            pass


atexit.register(shutdown)
