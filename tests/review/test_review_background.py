"""The review computed in the background (issue 42): worker processes weigh the
decisions while the window polls, never waiting; the review is the same as computed
here; progress rises to the end with the time left; cancelling stops at once; a
problem is said, never raised."""

from __future__ import annotations

import dataclasses
import sys
import time

from review_helpers import QUICK, played

from sorry_game.review import BackgroundReview, review_game


def _run(job: BackgroundReview, limit: float = 300.0) -> list:
    seen = []
    end = time.monotonic() + limit
    while not job.done and time.monotonic() < end:
        started = time.perf_counter()
        job.poll()
        assert time.perf_counter() - started < 0.5  # a poll never waits on the workers
        seen.append(job.progress)
        time.sleep(0.01)
    assert job.done
    return seen


def test_workers_give_the_review_computed_here():
    record = played("toy", 2, 2)
    job = BackgroundReview(record, QUICK, workers=2)
    seen = _run(job)
    assert job.problem == "" and job.review is not None
    here = review_game(record, QUICK)
    assert dataclasses.replace(job.review, seconds=0) == dataclasses.replace(here, seconds=0)
    done = [p.done for p in seen]
    assert done == sorted(done) and seen[-1].fraction == 1.0 and seen[-1].seconds_left == 0.0


def test_inline_the_review_advances_one_decision_per_poll():
    record = played("toy", 2, 3)
    job = BackgroundReview(record, QUICK, workers=0)
    seen = _run(job)
    assert job.review is not None and len(seen) >= len(job.review.decisions)
    known = [p.seconds_left for p in seen if p.done]
    assert all(left is not None and left >= 0 for left in known)


def test_cancelling_stops_the_workers_at_once():
    record = played("revenge", 4, 5)
    job = BackgroundReview(record, workers=2)
    job.poll()
    pool = job._pool
    job.cancel()
    assert job.done and job.cancelled and job.review is None and job._pool is None
    job.poll()  # nothing more happens
    assert job.review is None
    if pool is not None:  # the pool's processes end: none is left working
        end = time.monotonic() + 60
        procs = list((getattr(pool, "_processes", None) or {}).values())
        while any(p.is_alive() for p in procs) and time.monotonic() < end:
            time.sleep(0.1)
        assert not any(p.is_alive() for p in procs)


def test_a_problem_is_said_not_raised(monkeypatch):
    module = sys.modules["sorry_game.ai.toy"]
    monkeypatch.delattr(module, "review_judge")
    job = BackgroundReview(played("toy", 2, 1), QUICK, workers=0)
    _run(job)
    assert job.review is None and "review judge" in job.problem
    unfinished = BackgroundReview(played("revenge", 4, 5, upto=4), QUICK, workers=0)
    _run(unfinished)
    assert "has not ended" in unfinished.problem


def test_a_worker_that_dies_leaves_the_review_to_this_process(caplog):
    """A worker killed mid-review (out of memory, a user's kill): the review goes on
    here and ends as it would have."""
    import os
    import signal

    record = played("revenge", 4, 5)
    quick = dataclasses.replace(QUICK, effort=0.05)
    job = BackgroundReview(record, quick, workers=1)
    end = time.monotonic() + 60
    while job._plan is None and not job.done and time.monotonic() < end:
        job.poll()
        time.sleep(0.01)
    pool = job._pool
    # (where the pool could not keep its worker, it broke already: the review went on
    # here before the kill, and the end is what this test checks as well)
    killed = list((getattr(pool, "_processes", None) or {}).values())
    for process in killed:
        os.kill(process.pid, signal.SIGKILL)
    _run(job)
    assert not killed or "worker process broke" in caplog.text
    assert job.problem == "" and job.review is not None
    here = review_game(record, quick)
    assert dataclasses.replace(job.review, seconds=0) == dataclasses.replace(here, seconds=0)
