"""Finished games, kept in the user's data folder for the History list and the replay
viewer: one record file per game, the newest `KEEP` only.

A game is kept once however often its results are shown: the file's name ends in a
digest of the game (its game, setup, seed, seats and moves), and a game already kept
is not written again. Writes are atomic; a failure is reported, never raised.
"""

from __future__ import annotations

import hashlib
import json
import logging
import time
from dataclasses import replace
from pathlib import Path

from sorry_game.engine.savefile import SaveRecord
from sorry_game.store.guarded import atomic_write_text
from sorry_game.store.paths import data_file
from sorry_game.store.records import SUFFIX, RecordInfo, list_folder

log = logging.getLogger(__name__)

#: finished games kept; the oldest beyond these are dropped
KEEP = 200
#: the characters of the digest in a file's name
DIGEST_LEN = 16


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


def kept_path(record: SaveRecord) -> Path | None:
    """The file that already keeps this game, or None."""
    folder = history_dir()
    try:
        return next(iter(folder.glob(f"*-{digest(record)}{SUFFIX}")), None)
    except OSError:
        return None


def keep_finished(record: SaveRecord, winner: str = "", now: float | None = None) -> Path | None:
    """Keep a finished game (once); returns its file, or None when it could not be
    written. `winner` is the headline's names ("Ann", "Ann and Bo")."""
    existing = kept_path(record)
    if existing is not None:
        return existing
    stamp = time.time() if now is None else now
    meta = dict(record.meta)
    meta["finished"] = int(stamp)
    if winner:
        meta["winner"] = winner
    name = time.strftime("%Y%m%d-%H%M%S", time.localtime(stamp))
    path = history_dir() / f"{name}-{digest(record)}{SUFFIX}"
    try:
        atomic_write_text(path, replace(record, meta=json.loads(json.dumps(meta))).dumps())
    except OSError as exc:
        log.warning("the finished game could not be kept in %s: %s", path, exc)
        return None
    prune()
    return path


def prune(keep: int | None = None) -> list[Path]:
    """Drop the oldest files beyond `keep` (default KEEP; by the time in their names);
    returns them."""
    keep = KEEP if keep is None else keep
    try:
        files = sorted(p for p in history_dir().iterdir() if p.suffix == SUFFIX)
    except OSError:
        return []
    dropped = files[: max(0, len(files) - keep)]
    for path in dropped:
        try:
            path.unlink()
        except OSError:
            pass
    return dropped


def finished_games() -> list[RecordInfo]:
    """The kept games, newest first; an unreadable file is listed as such."""
    return list_folder(history_dir())
