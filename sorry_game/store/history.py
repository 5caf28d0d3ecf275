"""Finished games, kept in the user's data folder for the History list and the replay
viewer: one record file per game, the newest `KEEP` only.

A game is kept once however often its results are shown: the file's name ends in a
digest of the game (its game, setup, seed, seats and moves), and a game already kept
is not written again. The newest are kept by the time each game finished (its meta
"finished", else the file's time), never by file name; a game dated more than a day
ahead of the clock counts as older than any other (its date cannot be right), and the
game just kept is never the one dropped. Keeping and dropping hold the folder's lock,
so two windows never drop each other's games. Writes go through
`guarded.write_text` (atomic, reported to `store.health`); a failure is returned in
player words (`Kept.problem`), never raised.
"""

from __future__ import annotations

import hashlib
import json
import logging
import time
from dataclasses import dataclass, replace
from pathlib import Path

from sorry_game.engine.savefile import SaveRecord, time_ok
from sorry_game.store import guarded, health, kinds
from sorry_game.store.paths import data_file
from sorry_game.store.records import SUFFIX, RecordInfo, describe, list_folder

log = logging.getLogger(__name__)

#: finished games kept; the oldest beyond these are dropped
KEEP = 200
#: the characters of the digest in a file's name
DIGEST_LEN = 16
#: a game dated later than this after the clock was dated by a wrong clock
FUTURE_S = 24 * 3600
#: the name of the folder's lock (`guarded.locked` makes `.history.lock` of it)
LOCK_NAME = "history"
#: how long keeping a game waits for another window's keeping
LOCK_WAIT_S = guarded.LOCK_WAIT_S


@dataclass(frozen=True)
class Kept:
    """What `keep_finished` did: the file that keeps the game, or why it could not be
    kept (in player words: "the disk is full")."""

    #: the file that keeps the game (None: it is not kept)
    path: Path | None
    #: why it could not be kept ("" when it is)
    problem: str = ""

    @property
    def ok(self) -> bool:
        return self.path is not None and not self.problem


def history_dir() -> Path:
    """data_dir()/history (created when first written)."""
    return data_file("history")


def digest(record: SaveRecord) -> str:
    """What makes a game this game: not when it was saved.

    >>> from sorry_game.engine.interface import GameConfig
    >>> a = SaveRecord("classic", GameConfig(2), 7, ["pass"], {"saved": 1})
    >>> digest(a) == digest(replace(a, meta={"saved": 2})), len(digest(a))
    (True, 16)
    """
    meta = {k: v for k, v in record.meta.items() if k not in ("saved", "finished", "winner")}
    text = replace(record, meta=meta).dumps()
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:DIGEST_LEN]


def kept_path(record: SaveRecord, folder: Path | None = None) -> Path | None:
    """The file that already keeps this game, or None."""
    try:
        folder = history_dir() if folder is None else folder
        return next(iter(folder.glob(f"*-{digest(record)}{SUFFIX}")), None)
    except OSError:
        return None


#: finished games this window could not keep yet, (record, winner, time): tried again
#: before the next game is kept and by the banner's Try again (at most PENDING_MAX)
_pending: list[tuple[SaveRecord, str, float]] = []
PENDING_MAX = 50


def keep_finished(record: SaveRecord, winner: str = "", now: float | None = None) -> Kept:
    """Keep a finished game (once) and drop the oldest beyond KEEP, holding the folder's
    lock; `winner` is the headline's names ("Ann", "Ann and Bo"). A failure (no folder,
    a read-only or full disk) is reported to `store.health` and returned in player
    words: a game is never lost silently, and this window tries it again before it keeps
    the next one (`keep_pending`). Another window that holds the lock too long only
    delays the dropping: the game is kept all the same."""
    stamp = time.time() if now is None else now
    keep_pending()
    kept = keep_now(record, winner, stamp)
    if not kept.ok and len(_pending) < PENDING_MAX:
        _pending.append((record, winner, stamp))
    return kept


def keep_pending() -> int:
    """Keep the games that could not be kept before (oldest first, until one fails);
    how many are still waiting."""
    while _pending:
        record, winner, stamp = _pending[0]
        if not keep_now(record, winner, stamp).ok:
            break
        _pending.pop(0)
    return len(_pending)


def keep_now(record: SaveRecord, winner: str, stamp: float) -> Kept:
    """One try at keeping a game (`keep_finished` without the retries)."""
    folder: Path | None = None
    try:
        folder = history_dir()
        folder.mkdir(parents=True, exist_ok=True)
        with guarded.locked(folder / LOCK_NAME, LOCK_WAIT_S):
            return keep_in(folder, record, winner, stamp, drop=True)
    except guarded.Busy as exc:
        log.warning("history: %s; the oldest games are dropped next time", exc)
        assert folder is not None
        return keep_in(folder, record, winner, stamp, drop=False)
    except OSError as exc:  # the folder or its lock: nothing was written
        return cannot_keep(exc, folder or Path(""), reported=False)


def keep_in(folder: Path, record: SaveRecord, winner: str, stamp: float, drop: bool) -> Kept:
    """Write the game into `folder` unless a file keeps it already, then (`drop`) drop
    the oldest games beyond KEEP, sparing this one."""
    existing = kept_path(record, folder)
    if existing is not None:
        return Kept(existing)
    path = folder / f"{file_stamp(stamp)}-{digest(record)}{SUFFIX}"
    text = replace(record, meta=finished_meta(record, winner, stamp)).dumps()
    try:
        guarded.write_text(kinds.HISTORY, path, text)
    except OSError as exc:  # write_text has reported it
        return cannot_keep(exc, path, reported=True)
    if drop:
        prune(now=stamp, spare=path)
    return Kept(path)


def cannot_keep(exc: OSError, where: Path, reported: bool) -> Kept:
    """A game that could not be kept: reported to `store.health` (once) and logged."""
    if not reported:
        health.failed(kinds.HISTORY, exc, where)
    log.warning("the finished game could not be kept in %s: %s", where, exc)
    return Kept(None, health.reason_of(exc))


def whole_time(stamp: float) -> int:
    """`stamp` in whole seconds when a list can read it (2000 to 2199), else 0.

    >>> whole_time(1_764_000_000.7), whole_time(5.0), whole_time(float("nan"))
    (1764000000, 0, 0)
    """
    if not stamp == stamp or abs(stamp) > 1e15:  # NaN, or beyond any calendar
        return 0
    return int(stamp) if time_ok(int(stamp)) else 0


def file_stamp(stamp: float) -> str:
    """The time part of a kept file's name ('20261127-083000'); a clock before 2000 or
    after 2199 gives zeros (the name is only a name: games are kept by their time)."""
    when = whole_time(stamp)
    return time.strftime("%Y%m%d-%H%M%S", time.localtime(when)) if when else "00000000-000000"


def finished_meta(record: SaveRecord, winner: str, stamp: float) -> dict[str, object]:
    """The record's meta with when it finished (left out when the clock is wrong: no
    list could read it) and who won."""
    meta = dict(record.meta)
    meta.pop("finished", None)
    if whole_time(stamp):
        meta["finished"] = whole_time(stamp)
    if winner:
        meta["winner"] = winner
    result: dict[str, object] = json.loads(json.dumps(meta))
    return result


def prune(
    keep: int | None = None, now: float | None = None, spare: Path | None = None
) -> list[Path]:
    """Drop the oldest games beyond `keep` (default KEEP) by the time each finished
    (`RecordInfo.when`: its meta, else the file's time); a time more than a day after
    `now` counts as older than any other. `spare` (the game just kept) is never
    dropped. Returns the files dropped. The caller holds the folder's lock."""
    keep = KEEP if keep is None else keep
    now = time.time() if now is None else now
    try:
        files = [
            p for p in history_dir().iterdir() if p.suffix == SUFFIX and not p.name.startswith(".")
        ]
    except OSError:
        return []
    if len(files) <= keep:
        return []

    def age(row: RecordInfo) -> tuple[int, float, str]:
        future = row.when > now + FUTURE_S
        return (0 if future else 1, row.when, row.path.name)

    rows = sorted((describe(p) for p in files if p != spare), key=age)
    dropped = [row.path for row in rows[: max(0, len(files) - keep)]]
    for path in dropped:
        try:
            path.unlink()
        except OSError:
            pass
    return dropped


def finished_games() -> list[RecordInfo]:
    """The kept games, newest first; an unreadable file is listed as such."""
    try:
        folder = history_dir()
    except OSError:
        return []
    return list_folder(folder)
