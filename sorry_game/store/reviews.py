"""Game reviews kept with the finished games of History (issue 42), so that a game is
reviewed once: one JSON file per game in the data folder's `reviews/`, named by the
game's digest (`history.digest`: its game, setup, seed, seats and moves).

A stored review is read bounded (`kinds.REVIEW.max_bytes`, never waiting on a pipe),
parsed within limits and checked field by field (`GameReview.from_dict`). One that is
too large, damaged, of another version or of another game is refused by name
(`Stored.problem`, also logged), and the caller computes the review again and saves
it over the bad file. Writes go through `guarded.write_text` (atomic; a failure is
reported to `store.health` and returned in player words, never raised). The newest
`KEEP` reviews are kept, as many as History keeps games.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from pathlib import Path

from sorry_game.engine.savefile import SaveRecord, json_depth
from sorry_game.review.model import GameReview, ReviewError
from sorry_game.store import guarded, health, kinds
from sorry_game.store.history import KEEP, digest
from sorry_game.store.paths import data_file

log = logging.getLogger(__name__)

#: the first field of every review file
MAGIC = "sorry-game review"
#: a review's JSON nests no deeper than this (object, list, row, chances)
MAX_DEPTH = 6
SUFFIX = ".json"


@dataclass(frozen=True)
class Stored:
    """What the store holds for a game: its review, or why the file there was refused
    ("" when there is no file, or it is good)."""

    review: GameReview | None
    problem: str = ""


def reviews_dir() -> Path:
    """data_dir()/reviews (made when first written)."""
    return data_file("reviews")


def review_path(record: SaveRecord, folder: Path | None = None) -> Path:
    """The file that keeps `record`'s review."""
    return (reviews_dir() if folder is None else folder) / f"{digest(record)}{SUFFIX}"


def load_review(record: SaveRecord, folder: Path | None = None) -> Stored:
    """The stored review of `record`, if there is a good one (see the module docstring).
    Never raises: a file that cannot be used is named in `problem`."""
    try:
        path = review_path(record, folder)
    except OSError:
        return Stored(None)
    limit = kinds.REVIEW.max_bytes
    try:
        data = guarded.read_bytes(kinds.REVIEW, path)
    except guarded.Unreadable as exc:
        if exc.what == "missing":
            return Stored(None)
        if exc.what == "large":
            return _refused(path, f"is too large (more than {limit // 1024} KB)")
        return _refused(path, f"cannot be read ({exc.reason})")
    try:
        text = data.decode("utf-8")
        if json_depth(text) > MAX_DEPTH:
            raise ValueError("it is nested too deeply")
        root = json.loads(text, parse_constant=_no_constant)
        if not isinstance(root, dict) or root.get("format") != MAGIC:
            raise ValueError("it is not a game's review")
        if root.get("digest") != digest(record):
            raise ValueError("it is the review of another game")
        review = GameReview.from_dict(root.get("review"))
        if review.game_id != record.game_id or review.length != len(record.actions):
            raise ValueError("it is the review of another game")
    except ReviewError as exc:
        return _refused(path, f"is damaged: {exc}")
    except (ValueError, RecursionError) as exc:
        return _refused(path, f"is damaged: {exc}")
    return Stored(review)


def save_review(record: SaveRecord, review: GameReview, folder: Path | None = None) -> str:
    """Keep `record`'s review (over any file there); "" when it is kept, else why not in
    player words (a review too large to read back is not written). Drops the oldest
    reviews beyond `KEEP`."""
    text = json.dumps(
        {"format": MAGIC, "digest": digest(record), "review": review.to_dict()},
        separators=(",", ":"),
        ensure_ascii=False,
    )
    try:
        path = review_path(record, folder)
        if len(text.encode("utf-8")) > kinds.REVIEW.max_bytes:
            log.warning("the review of %s is too large to keep", path.name)
            return "it is too large to keep"
        path.parent.mkdir(parents=True, exist_ok=True)
        guarded.write_text(kinds.REVIEW, path, text)
    except OSError as exc:  # write_text has reported it (or the folder could not be made)
        log.warning("a game's review could not be kept: %s", exc)
        return health.reason_of(exc)
    prune(path.parent, spare=path)
    return ""


def prune(folder: Path, keep: int = KEEP, spare: Path | None = None) -> list[Path]:
    """Drop the oldest reviews (by the file's time) beyond `keep`, never `spare`."""
    try:
        files = [p for p in folder.iterdir() if p.suffix == SUFFIX and p != spare]
        if len(files) + (spare is not None) <= keep:
            return []
        aged = sorted(files, key=lambda p: (p.stat().st_mtime, p.name))
    except OSError:
        return []
    dropped = aged[: len(files) + (spare is not None) - keep]
    for path in dropped:
        try:
            path.unlink()
        except OSError:
            pass
    return dropped


def _refused(path: Path, why: str) -> Stored:
    problem = f"the stored review {path.name} {why}"
    log.warning("%s: it is computed again", problem)
    return Stored(None, problem)


def _no_constant(name: str) -> float:
    raise ValueError(f"{name} is not a number")
