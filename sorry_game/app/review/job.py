"""A game's review as the window holds it (issue 42): the stored one when History keeps
it, else computed in the background (`review.BackgroundReview`: worker processes at a
lower priority, polled each frame), kept with the game's record once done.

    job = job_for(record, owner=scene)      # the one job of this game while it lives
    every frame: job.poll()                 # never waits
    job.state: "ready" | "computing" | "stopped" | "failed"
    job.words()                             # the progress in player words
    job.cancel(); job.start()               # stop; start again
    release(scene)                          # the owner leaves: its jobs stop

One job per game (by the record's digest), so Results, its replay and the review
screen show the same progress; the scene that made it owns it and stops it when it
leaves (Rematch, Menu, Back), so no worker outlives the screens that wanted it.
"""

from __future__ import annotations

import logging
from typing import Any

from sorry_game.engine.savefile import SaveRecord
from sorry_game.review import BackgroundReview, GameReview, ReviewSettings
from sorry_game.store.history import digest
from sorry_game.store.reviews import load_review, save_review

log = logging.getLogger(__name__)

READY, COMPUTING, STOPPED, FAILED = "ready", "computing", "stopped", "failed"
#: the worker processes and the review's settings of every job (None: the review's
#: own default, two workers on two cores; the tests weigh here, quickly)
WORKERS: int | None = None
SETTINGS = ReviewSettings()


def reviewed_seat(seats: list[Any]) -> int:
    """Whose review opens: the first human (the one at the screen), else seat 0."""
    return next((i for i, s in enumerate(seats) if getattr(s, "is_human", False)), 0)


def seconds_words(seconds: float) -> str:
    """'about 40 s left', 'about 2 min left', 'almost done'.

    >>> seconds_words(38.2), seconds_words(130), seconds_words(2)
    ('about 40 s left', 'about 2 min left', 'almost done')
    """
    if seconds < 5:
        return "almost done"
    if seconds < 90:
        return f"about {max(5, round(seconds / 5) * 5)} s left"
    return f"about {round(seconds / 60)} min left"


class ReviewJob:
    """One game's review: stored, being computed, stopped or failed (see the module)."""

    def __init__(
        self,
        record: SaveRecord,
        keep: bool = True,
        workers: int | None = None,
        settings: ReviewSettings | None = None,
    ) -> None:
        self.record = record
        #: keep the review with the game's record (a game of History, or Results')
        self.keep = keep
        self.workers = WORKERS if workers is None else workers
        self.settings = settings or SETTINGS
        self.owner: Any = None
        self.background: BackgroundReview | None = None
        self.problem = ""
        #: a computing was started (a review never asked for is not "stopped")
        self.started = False
        #: the review was read from the store (shown at once, nothing computed)
        self.stored = False
        self.review: GameReview | None = None
        if keep:
            found = load_review(record)
            self.review = found.review
            self.stored = found.review is not None

    @property
    def state(self) -> str:
        if self.review is not None:
            return READY
        if self.problem:
            return FAILED
        if self.background is None or self.background.cancelled:
            return STOPPED
        return COMPUTING

    @property
    def fraction(self) -> float:
        """How far the computing is, 0..1 (1 when ready)."""
        if self.review is not None:
            return 1.0
        return self.background.progress.fraction if self.background is not None else 0.0

    def start(self) -> None:
        """Compute the review (again, after a stop or a failure); nothing when it is
        ready or already being computed."""
        if self.state in (READY, COMPUTING):
            return
        self.problem = ""
        self.started = True
        self.background = BackgroundReview(self.record, self.settings, self.workers)

    def poll(self) -> None:
        """Collect what the workers did (never waits); a finished review is kept."""
        job = self.background
        if job is None or self.review is not None:
            return
        if not job.done:
            job.poll()
        if job.review is not None:
            self.review = job.review
            if self.keep:
                problem = save_review(self.record, job.review)
                if problem:
                    log.warning("the review could not be kept: %s", problem)
        elif job.problem:
            self.problem = job.problem

    def cancel(self) -> None:
        if self.background is not None:
            self.background.cancel()

    def words(self) -> str:
        """Where the review is, in player words."""
        state = self.state
        if state == READY:
            return "The review is ready."
        if state == FAILED:
            return f"No review: {self.problem}."
        if state == STOPPED and not self.started:
            return "Every decision weighed, luck told apart from skill."
        if state == STOPPED:
            return "The review is stopped."
        progress = self.background.progress if self.background is not None else None
        if progress is None or not progress.total:
            return "Reviewing every decision…"
        left = progress.seconds_left
        when = seconds_words(left) if left is not None else "timing the first decisions"
        return f"Reviewing every decision: {round(100 * progress.fraction)} %, {when}"


#: the jobs alive now, by the game's digest
_live: dict[str, ReviewJob] = {}


def job_for(record: SaveRecord, owner: Any, keep: bool = True, start: bool = True) -> ReviewJob:
    """The game's job: the one alive (another screen's), else a new one owned by
    `owner`, started at once unless the store has the review (or `start` is False)."""
    key = digest(record)
    job = _live.get(key)
    if job is None or job.owner is None:
        job = ReviewJob(record, keep)
        job.owner = owner
        _live[key] = job
    if start:
        job.start()
    return job


def live(record: SaveRecord) -> ReviewJob | None:
    """The game's job, when a screen made one."""
    return _live.get(digest(record))


def release(owner: Any) -> None:
    """`owner` leaves: the jobs it made stop and are forgotten (a review already kept
    is read back from the store next time)."""
    for key, job in list(_live.items()):
        if job.owner is owner:
            job.cancel()
            job.owner = None
            del _live[key]


__all__ = ["ReviewJob", "job_for", "live", "release", "reviewed_seat", "seconds_words"]
