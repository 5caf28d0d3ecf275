"""Finished games, kept in the user's data folder for the History list and the replay
viewer: one record file per game, the newest `KEEP` only.

A game is kept once however often its results are shown: the file's name ends in a
digest of the game (its game, setup, seed, seats and moves), and a game already kept
is not written again. The games are in the order they were kept, by a sequence in
each file's name (`g00000042-<time>-<digest>.sorry`: the next number is one more than
the largest in the folder, taken under the folder's lock), never by the clock: a game
kept while the clock was days ahead is still older than the game kept after it. The
time in the name only breaks a tie (two windows without locks); files of an older
version (no sequence) come before every numbered one, by their time.

A file this version cannot read (a newer version's record, an unknown game, junk) is
never deleted: it is moved to `history/unreadable/` when found (dropping the oldest or
catching up), listed there, not counted among the KEEP, never dropped.

Keeping and dropping hold the folder's lock, so two windows never drop each other's
games; a lock another window holds too long only delays the dropping. Writes go
through `guarded.write_text` (atomic, reported to `store.health`); a failure is
returned in player words (`Kept.problem`), never raised.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import re
import time
from dataclasses import dataclass, replace
from pathlib import Path

from sorry_game.engine.savefile import SaveRecord, time_ok
from sorry_game.store import guarded, health, kinds, locks
from sorry_game.store.paths import data_file
from sorry_game.store.records import (
    SUFFIX,
    Listing,
    describe,
    file_time,
    record_files,
)

log = logging.getLogger(__name__)

#: finished games kept; the oldest beyond these are dropped
KEEP = 200
#: the characters of the digest in a file's name
DIGEST_LEN = 16
#: the name of the folder's lock (`locks.locked` makes `.history.lock` of it)
LOCK_NAME = "history"
#: how long keeping a game waits for another window's keeping
LOCK_WAIT_S = locks.LOCK_WAIT_S
#: where files this version cannot read are kept (inside the history folder)
UNREADABLE = "unreadable"
#: a kept game's name: its sequence (absent in an older version's), time and digest
NAME = re.compile(
    r"^(?:g(?P<seq>\d{1,12})-)?(?P<stamp>\d{8}-\d{6})-(?P<digest>[0-9a-f]{16})\.sorry$"
)


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


def unreadable_dir() -> Path:
    return history_dir() / UNREADABLE


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


def digest_of_name(path: Path) -> str:
    """The digest a kept file's name ends in ("" for a name this game did not give).

    >>> digest_of_name(Path("g00000007-20261127-083000-0123456789abcdef.sorry"))
    '0123456789abcdef'
    """
    match = NAME.match(path.name)
    return match["digest"] if match else ""


def order_key(path: Path) -> tuple[int, str, float, str]:
    """Where a kept file stands, oldest first: its sequence (0 for an older version's),
    then the time in its name (as written: it sorts), else the file's own time, then its
    name. No file is read.

    >>> order_key(Path("g00000007-20261127-083000-0123456789abcdef.sorry"))[:2]
    (7, '20261127-083000')
    """
    match = NAME.match(path.name)
    if match is None:
        return (0, "", file_time(path), path.name)
    return (int(match["seq"] or 0), match["stamp"], 0.0, path.name)


def kept_files(folder: Path | None = None) -> list[Path]:
    """The kept games' files, oldest first (by `order_key`: names and times only)."""
    folder = history_dir() if folder is None else folder
    return sorted(record_files(folder), key=order_key)


def next_seq(folder: Path) -> int:
    """One more than the largest sequence in `folder` (1 in a new one)."""
    numbers = [order_key(p)[0] for p in record_files(folder)]
    return max(numbers, default=0) + 1


def kept_path(record: SaveRecord, folder: Path | None = None) -> Path | None:
    """The file that already keeps this game, or None."""
    try:
        folder = history_dir() if folder is None else folder
        pattern = f"*-{digest(record)}{SUFFIX}"
        return next(iter(folder.glob(pattern)), None)
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
    how many are still waiting. With none waiting, a HISTORY fault is over: nothing
    is at risk any more (Try again)."""
    while _pending:
        record, winner, stamp = _pending[0]
        if not keep_now(record, winner, stamp).ok:
            break
        _pending.pop(0)
    if not _pending:
        health.worked(kinds.HISTORY)
    return len(_pending)


def pending() -> int:
    """How many finished games this window holds on to (not kept yet)."""
    return len(_pending)


def keep_now(record: SaveRecord, winner: str, stamp: float) -> Kept:
    """One try at keeping a game (`keep_finished` without the retries)."""
    folder: Path | None = None
    try:
        folder = history_dir()
        folder.mkdir(parents=True, exist_ok=True)
        with locks.locked(folder / LOCK_NAME, LOCK_WAIT_S) as held:
            del held  # without locks (said to health) the oldest are dropped all the same
            return keep_in(folder, record, winner, stamp, drop=True)
    except locks.Busy as exc:
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
    name = f"g{next_seq(folder):08d}-{file_stamp(stamp)}-{digest(record)}{SUFFIX}"
    path = folder / name
    text = replace(record, meta=finished_meta(record, winner, stamp)).dumps()
    try:
        guarded.write_text(kinds.HISTORY, path, text)
    except OSError as exc:  # write_text has reported it
        return cannot_keep(exc, path, reported=True)
    if drop:
        prune(spare=path)
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
    after 2199 gives zeros (the time only breaks a tie: the sequence orders)."""
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


def prune(keep: int | None = None, spare: Path | None = None) -> list[Path]:
    """Drop the oldest games beyond `keep` (default KEEP), in the order they were kept;
    `spare` (the game just kept) is never dropped. A file this version cannot read is
    set aside instead (`set_aside`: it leaves the count, and is never dropped); one the
    disk will not give now is left for next time. Returns the files dropped. The
    caller holds the folder's lock."""
    keep = KEEP if keep is None else keep
    files = kept_files()
    excess = len(files) - keep
    dropped: list[Path] = []
    for path in files:
        if excess <= 0:
            break
        if path == spare:
            continue
        row = describe(path)
        if row.ok:
            try:
                path.unlink()
            except OSError:
                continue
            dropped.append(path)
            excess -= 1
        elif row.lasting and set_aside(path) is not None:
            excess -= 1
    return dropped


def set_aside(path: Path) -> Path | None:
    """Move a kept file this version cannot read to `history/unreadable/` (never over
    another file there): where it stays, listed and never dropped. None when it could
    not be moved (it stays where it is)."""
    folder = path.parent / UNREADABLE
    try:
        folder.mkdir(exist_ok=True)
        target = folder / path.name
        n = 1
        while target.exists() or target.is_symlink():
            n += 1
            target = folder / f"{path.stem}-{n}{path.suffix}"
        os.rename(path, target)
    except OSError as exc:
        log.warning("history: %s could not be set aside: %s", path.name, exc)
        return None
    guarded.sync_folder(folder)
    log.warning("history: %s cannot be read by this version; kept in %s", path.name, folder)
    return target


def finished_games() -> Listing:
    """The kept games, newest first, then the files this version cannot read (the
    unreadable folder's, newest first); each read only when its row is."""
    try:
        folder = history_dir()
    except OSError:
        return Listing([])
    newest = list(reversed(kept_files(folder)))
    aside = sorted(record_files(folder / UNREADABLE), key=file_time, reverse=True)
    return Listing(newest + aside)
