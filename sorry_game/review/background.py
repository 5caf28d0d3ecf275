"""A review computed in worker processes while the window draws (issue 42).

    job = BackgroundReview(record)          # starts at once (2 workers on 2 cores)
    every frame:
        job.poll()                          # never waits; collects what is done
        job.progress.fraction, job.progress.seconds_left
        if job.done: job.review (a GameReview) or job.problem (player words)
    job.cancel()                            # leaving the screen: the workers stop at once

The decisions are weighed in chunks by a pool of processes (spawned, lowered in
priority so the window keeps its frames), each seeded by the review's seed and the
action's number, so the review is the same however many workers weigh it and in
whatever order; the last step (assembling, the swings' words) runs in a worker too,
so nothing heavier than collecting results ever happens on the window's thread.
`cancel` raises a stop signal the judges read every world (`ai.budget.interrupted`),
then lets the pool go without waiting.

With `workers=0` (or `SORRY_GAME_INLINE_AI=1`, or when no process can be started)
the review runs here instead, one decision per `poll` (tests, restricted systems).
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable, Generator
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any

from sorry_game.ai.budget import set_interrupt
from sorry_game.engine.errors import PartError, SaveError
from sorry_game.engine.savefile import SaveRecord, loads
from sorry_game.review.compute import (
    NotReviewable,
    Progress,
    ReviewSettings,
    assemble,
    decisions_of,
    game_of,
    iter_review,
    names_of,
    weigh,
)
from sorry_game.review.model import GameReview, Weighing

log = logging.getLogger(__name__)

#: decisions one task weighs (small enough for a smooth progress bar)
CHUNK = 6
#: how much lower than the window the workers run (POSIX nice): the lowest, so that
#: the window keeps its 50 fps on a busy machine (bench/review_ui.py); idle cores
#: still go to the review
NICE = 19
#: the errors a review can end with, said to the player as they are
EXPECTED = (SaveError, NotReviewable, PartError)


def default_workers() -> int:
    """Two workers where there are two cores (the window keeps drawing: they run at a
    lower priority), else one."""
    return max(1, min(2, os.cpu_count() or 1))


@dataclass(frozen=True)
class _Plan:
    numbers: tuple[int, ...]
    sizes: tuple[int, ...]
    chance: bool


# --- what a worker process runs ------------------------------------------------------------
_cache: dict[str, Any] = {}


def _start_worker(stop: Any, paths: tuple[tuple[str, ...], ...]) -> None:
    """A worker's start: lower its priority, listen to the stop signal, and find the
    games where the window finds them."""
    if hasattr(os, "nice"):
        try:
            os.nice(NICE)
        except OSError:
            pass
    set_interrupt(stop.is_set)
    import sorry_game.ai as ai_package
    import sorry_game.games as games_package
    from sorry_game.games import catalogue

    for package, extra in zip((games_package, ai_package), paths, strict=True):
        for folder in extra:
            if folder not in package.__path__:
                package.__path__.append(folder)
    catalogue.reset()


def _decisions(text: str) -> tuple[Any, list[Any], Any, list[str]]:
    """The record's game, decisions, judge and seats' names, kept for the record this
    worker has."""
    from sorry_game.ai.judging import judge_for

    if _cache.get("text") != text:
        record = loads(text)
        game = game_of(record)
        decisions = decisions_of(game, record)
        judge = judge_for(game, game.new_state(record.config, record.seed))
        _cache.clear()
        _cache.update(text=text, found=(game, decisions, judge, names_of(game, record)))
    found: tuple[Any, list[Any], Any, list[str]] = _cache["found"]
    return found


def plan_task(text: str) -> _Plan:
    game, decisions, judge, _names = _decisions(text)
    return _Plan(
        tuple(d.number for d in decisions),
        tuple(len(d.state.legal_actions()) for d in decisions),
        bool(judge.chance),
    )


def weigh_task(text: str, settings: ReviewSettings, numbers: tuple[int, ...]) -> list[Weighing]:
    game, decisions, judge, names = _decisions(text)
    wanted = set(numbers)
    return [weigh(game, judge, d, settings, names) for d in decisions if d.number in wanted]


def assemble_task(
    text: str, weighings: list[Weighing], settings: ReviewSettings, chance: bool
) -> GameReview:
    return assemble(loads(text), weighings, settings, chance)


# --- the window's side -----------------------------------------------------------------------
class BackgroundReview:
    """One review being computed (see the module docstring)."""

    def __init__(
        self,
        record: SaveRecord,
        settings: ReviewSettings | None = None,
        workers: int | None = None,
    ) -> None:
        self.record = record
        self.settings = settings or ReviewSettings()
        self.text = record.dumps()
        self.review: GameReview | None = None
        #: why there is no review, in player words ("" while there is no problem)
        self.problem = ""
        self.cancelled = False
        self._clock: Callable[[], float] = time.perf_counter
        self._started = self._clock()
        self.progress = Progress(0, 0, 0.0, None)
        self._plan: _Plan | None = None
        self._plan_future: Future[_Plan] | None = None
        self._pending: list[Future[list[Weighing]]] = []
        self._weighings: list[Weighing] = []
        self._assembling: Future[GameReview] | None = None
        self._inline: Generator[Progress, None, GameReview] | None = None
        self._pool: ProcessPoolExecutor | None = None
        self._stop: Any = None
        workers = default_workers() if workers is None else workers
        inline = os.environ.get("SORRY_GAME_INLINE_AI", "") not in ("", "0")
        if workers > 0 and not inline:
            self._start_pool(workers)
        if self._pool is None:
            self._inline = iter_review(record, self.settings)

    @property
    def done(self) -> bool:
        return self.review is not None or bool(self.problem) or self.cancelled

    def _start_pool(self, workers: int) -> None:
        import multiprocessing

        import sorry_game.ai as ai_package
        import sorry_game.games as games_package

        try:
            ctx = multiprocessing.get_context("spawn")
            self._stop = ctx.Event()
            paths = (tuple(games_package.__path__), tuple(ai_package.__path__))
            self._pool = ProcessPoolExecutor(
                workers, mp_context=ctx, initializer=_start_worker, initargs=(self._stop, paths)
            )
            self._plan_future = self._pool.submit(plan_task, self.text)
        except (OSError, ValueError, ImportError, NotImplementedError) as exc:
            log.warning("no worker process for the review (%s): it is computed here", exc)
            self._close()

    def poll(self) -> None:
        """Collect what the workers finished and hand them more; never waits (inline:
        weighs one decision)."""
        if self.done:
            return
        try:
            if self._inline is not None:
                self._poll_inline()
            else:
                self._poll_pool()
        except EXPECTED as exc:
            self._fail(str(exc))
        except BrokenProcessPool as exc:  # a worker died (killed, out of memory): go on here
            log.warning("the review's worker process broke (%s): it is computed here", exc)
            self._close()
            self._stop = None
            self._inline = iter_review(self.record, self.settings)
        except Exception as exc:  # noqa: BLE001 - a bug: said, never raised
            log.exception("the review failed")
            self._fail(f"the review failed ({exc.__class__.__name__})")

    def _poll_inline(self) -> None:
        assert self._inline is not None
        try:
            self.progress = next(self._inline)
        except StopIteration as stop:
            self.review = stop.value
            self.progress = Progress(self.progress.total, self.progress.total, self._elapsed(), 0.0)

    def _poll_pool(self) -> None:
        pool = self._pool
        assert pool is not None
        if self._plan is None:
            assert self._plan_future is not None
            if not self._plan_future.done():
                return
            plan = self._plan = self._plan_future.result()
            for i in range(0, len(plan.numbers), CHUNK):
                chunk = plan.numbers[i : i + CHUNK]
                self._pending.append(pool.submit(weigh_task, self.text, self.settings, chunk))
            self.progress = Progress(0, len(plan.numbers), self._elapsed(), None)
        finished = [f for f in self._pending if f.done()]
        for future in finished:
            self._pending.remove(future)
            self._weighings.extend(future.result())
        if finished:
            self._update_progress()
        if not self._pending and self._assembling is None:
            self._assembling = pool.submit(
                assemble_task, self.text, self._weighings, self.settings, self._plan.chance
            )
        if self._assembling is not None and self._assembling.done():
            self.review = self._assembling.result()
            self.progress = Progress(
                len(self._weighings), len(self._weighings), self._elapsed(), 0.0
            )
            self._close()

    def _update_progress(self) -> None:
        plan = self._plan
        assert plan is not None
        done = {w.number for w in self._weighings}
        work = dict(zip(plan.numbers, plan.sizes, strict=True))
        total = sum(plan.sizes)
        did = sum(work[n] for n in done)
        elapsed = self._elapsed()
        left = elapsed * (total - did) / did if did else None
        self.progress = Progress(len(done), len(plan.numbers), elapsed, left)

    def _elapsed(self) -> float:
        return self._clock() - self._started

    def _fail(self, problem: str) -> None:
        self.problem = problem or "the review failed"
        self._close()

    def cancel(self) -> None:
        """Stop computing now: the workers are told to stop (within a world) and ended;
        never waits."""
        if self.done:
            return
        self.cancelled = True
        self._close()

    def _close(self) -> None:
        self._inline = None
        if self._stop is not None:
            self._stop.set()
        pool, self._pool = self._pool, None
        if pool is None:
            return
        processes = list((getattr(pool, "_processes", None) or {}).values())
        pool.shutdown(wait=False, cancel_futures=True)
        for process in processes:  # idle, or at work nobody wants now, or still starting
            try:
                process.terminate()
            except (OSError, ValueError, AttributeError):
                pass
