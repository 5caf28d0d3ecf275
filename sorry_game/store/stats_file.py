"""The statistics' file: `paths.data_dir()/stats.json`, the model (`stats.py`) as compact
JSON, read within `kinds.STATS.max_bytes` (`guarded.read_bytes`) and written through
`guarded.write_text` (atomic, never more than the reader takes) while holding the
file's lock, so two windows never lose each other's games. A lock held too long by
another window (or none to be had) never stops a filing: the game is counted later,
from History, by the ledger (`finished.catch_up`).

A file that cannot be read is moved aside as `stats.corrupt-<time>.json` (never
deleted or overwritten) and a fresh one is started; the caller shows the message,
which names what is wrong in player words.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from sorry_game.store import health, kinds
from sorry_game.store.guarded import Unreadable, corrupt_name, read_bytes, write_text
from sorry_game.store.locks import Busy, locked
from sorry_game.store.paths import data_file
from sorry_game.store.stats import Finished, Stats, count
from sorry_game.store.stats_ranges import StatsError, parse

#: what to tell the player: (title, lines)
Problem = tuple[str, list[str]]
#: said when a game could not be counted now (it is counted at a later filing)
LATER = "The game is kept in History and will be counted next time."


def stats_path() -> Path:
    return data_file("stats.json")


def to_text(stats: Stats) -> str:
    """The file's text: compact JSON (the largest table the ranges allow fits)."""
    data = stats.to_dict()
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"), sort_keys=True) + "\n"


@dataclass
class Loaded:
    """The statistics read from disk, and what went wrong (player words), if anything."""

    stats: Stats
    #: None, or (title, lines) of the message to show
    problem: Problem | None = None


def read_stats(path: Path) -> Stats:
    """The statistics in `path` (a fresh table without a file); StatsError naming what
    is wrong. Nothing is moved or written."""
    try:
        data = read_bytes(kinds.STATS, path)
    except Unreadable as exc:
        if exc.what == "missing":
            return Stats()
        raise StatsError(f"it is {exc.reason}") from None
    try:
        text = data.decode("utf-8-sig")  # a BOM an editor added is no harm
    except UnicodeDecodeError:
        raise StatsError("it is not a text file") from None
    return Stats.from_dict(parse(text))


def load_stats(path: Path | None = None) -> Loaded:
    """The statistics in `path` (default: stats.json in the data folder); a fresh table
    when there is no file yet. A broken file is moved aside and explained."""
    path = path or stats_path()
    try:
        return Loaded(read_stats(path))
    except StatsError as exc:
        reason = str(exc)
    target = corrupt_name(path)
    try:
        os.replace(path, target)
        where = f"It was kept as {target.name} in {target.parent}."
    except OSError as exc:
        where = f"It could not be moved aside ({exc.strerror or exc}); it was left as it is."
        return Loaded(Stats(), ("The statistics could not be read", [f"Reason: {reason}", where]))
    lines = [f"Reason: {reason}", where, "New statistics start with the next game."]
    return Loaded(Stats(), ("The statistics could not be read", lines))


def save_stats(stats: Stats, path: Path | None = None) -> str | None:
    """Write through `guarded.write_text` (a failure is reported to the store's health);
    the reason in player words when it failed, else None. A table the reader would
    refuse is not written."""
    path = path or stats_path()
    text = to_text(stats)
    try:
        Stats.from_dict(parse(text))
    except StatsError as exc:  # pragma: no cover - record_game keeps every range
        return f"The statistics were not saved: {exc}"
    try:
        write_text(kinds.STATS, path, text)
    except OSError as exc:
        return f"The statistics could not be saved to {path}: {health.reason_of(exc)}"
    return None


def update_stats(
    change: Callable[[Stats], bool], path: Path | None = None, always: bool = False
) -> tuple[bool, Problem | None]:
    """Reread, change and write the statistics holding the file's lock (two windows
    never lose each other's games). `change` returns whether it changed anything
    (`always`: write all the same, to learn whether the file can be written now).
    Returns (changed and written, the message to show, if any); a lock that stays busy
    or cannot be made is reported to the store's health."""
    path = path or stats_path()
    try:
        with locked(path):
            loaded = load_stats(path)
            problem = loaded.problem
            try:
                changed = change(loaded.stats)
            except StatsError as exc:
                return False, ("The game could not be counted", [f"Reason: {exc}."])
            if not changed and problem is None and not always:
                return False, None
            error = save_stats(loaded.stats, path)
            if error is None:
                return changed, problem
            lines = (problem[1] if problem else []) + [error, LATER]
            return False, ("The statistics could not be saved", lines)
    except OSError as exc:  # Busy, or the lock file cannot be made
        health.failed(kinds.STATS, exc, path)
        if isinstance(exc, Busy):
            reason = "another window kept them busy"
        else:
            reason = health.reason_of(exc)
        return False, ("The statistics could not be saved", [f"Reason: {reason}.", LATER])


def record_all(
    games: Sequence[Finished], path: Path | None = None, always: bool = False
) -> tuple[int, Problem | None]:
    """Count each of `games` not in the ledger, in one locked update (`always`: write
    even when none is new). Returns (how many were counted now, the message to show)."""
    counted = 0
    full: list[str] = []

    def change(stats: Stats) -> bool:
        nonlocal counted
        full.clear()
        ledger = list(stats.seen)
        counted = count(stats, games, full)
        return counted > 0 or stats.seen != ledger  # (a game an older version counted)

    written, problem = update_stats(change, path, always)
    if not written:
        return 0, problem
    if full and problem is None:
        problem = ("Some statistics are at their largest", full[:4])
    return counted, problem
