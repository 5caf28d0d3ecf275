"""A finished game is filed once: kept in the history (the games to watch again) and
counted in the statistics. Results files it; so does the title at the next start when
the window was closed before Results showed, so that no finished game is lost.

The statistics keep a ledger of the games they counted (each game's digest, the one
its History file's name ends in), so a game that could not be counted when it was
filed (the disk said no, another window kept the statistics busy, the window was
killed in between) is counted later, exactly once, whatever the clock said: each
filing and each start (`catch_up`) compare the History's names with the ledger (no
file is read for that) and count the kept games the ledger lacks, newest first,
replayed from their records (CATCH_UP_S of replays at most: the rest the next time).
A finished game left in the autosave of a window that has gone is filed at the next
start too, unless History keeps it (the ledger alone is not enough: a window whose
History write failed has counted the game and holds it to keep later, and a kill
loses what it holds). Nothing here knows the session: a game in play is what
`Played` says.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Protocol

from sorry_game.engine.interface import Game, State
from sorry_game.engine.savefile import SaveRecord
from sorry_game.games.catalogue import get_game
from sorry_game.store import autosave
from sorry_game.store.history import (
    KEEP,
    digest,
    digest_of_name,
    keep_finished,
    kept_files,
    kept_path,
    set_aside,
)
from sorry_game.store.paths import data_dir
from sorry_game.store.records import describe, read_record, seats_or_default
from sorry_game.store.stats import Finished, SeatResult, game_key_of
from sorry_game.store.stats_file import Problem, read_stats, record_all, stats_path
from sorry_game.store.stats_ranges import StatsError
from sorry_game.story import game_length

log = logging.getLogger(__name__)

#: the longest a filing or a start spends replaying kept games the ledger lacks (the
#: newest first; the others are counted at the next one)
CATCH_UP_S = 0.5

__all__ = [
    "Problem",
    "catch_up",
    "file_finished",
    "game_key",
    "join_names",
    "missed_games",
    "record_session",
]


class Played(Protocol):
    """What filing needs of a game in play (a session)."""

    @property
    def state(self) -> State: ...

    def record(self) -> SaveRecord: ...


def join_names(names: Sequence[str]) -> str:
    """'Ann', 'Ann and Bo', 'Ann, Bo and Cy'.

    >>> join_names(["Ann"]), join_names(["Ann", "Bo"]), join_names(["Ann", "Bo", "Cy"])
    ('Ann', 'Ann and Bo', 'Ann, Bo and Cy')
    """
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def finished_of(record: SaveRecord, state: State, game: Game) -> Finished:
    """The game of `record`, ended in `state`, as the statistics count it."""
    outcome = state.outcome()
    winners = set(outcome.winners) if outcome is not None else set()
    seats = tuple(
        SeatResult(seat.name, seat.kind, seat.level, i in winners)
        for i, seat in enumerate(seats_or_default(record))
    )
    length, unit = game_length(game, state)
    older = game_key_of(record.game_id, record.seed, record.meta.get("started"), record.actions)
    return Finished(digest(record), record.game_id, seats, length, unit, (older,))


def game_key(played: Played) -> str:
    """The identity the statistics count a game by (its record's digest)."""
    return digest(played.record())


def file_finished(played: Played) -> Problem | None:
    """Keep a finished game in the history and count it in the statistics (each once,
    however often it is filed), with any kept game the ledger lacks; what to tell the
    player when the statistics file was broken or could not be saved. A game still
    going on is not filed."""
    state = played.state
    if not state.is_over():
        return None
    record = played.record()
    outcome = state.outcome()
    names = [seat.name for seat in seats_or_default(record)]
    winners = [names[w] for w in (outcome.winners if outcome else ()) if w < len(names)]
    keep_finished(record, join_names(winners))
    try:
        this = finished_of(record, state, get_game(record.game_id))
        _counted, problem = record_all([this, *missed_games({this.key})])
    except Exception:  # noqa: BLE001 - statistics never stop the screen that files them
        log.exception("the statistics could not be updated")
        return None
    return problem


def catch_up(always: bool = False) -> Problem | None:
    """Count the kept games the ledger lacks (a window killed, a disk that said no) and
    file the finished games left in the autosaves of windows that have gone: what a
    start does, so that the Statistics show every game kept. Cheap when none was
    missed (the statistics and the History's names are read). `always`: write the
    statistics even with nothing to count (Try again: does the file work now?)."""
    try:
        seen = ledger()
        for path in ended_elsewhere():
            finished_autosave(path, seen)
        missed = missed_games(set())
        if missed or always:
            return record_all(missed, always=always)[1]
        return None
    except Exception:  # noqa: BLE001 - statistics never stop a start
        log.exception("the statistics could not be caught up")
        return None


def ended_elsewhere() -> list[Path]:
    """The autosaves of windows that have gone (not this window's: the title files it)."""
    try:
        return autosave.left_behind(data_dir())
    except OSError:
        return []


def finished_autosave(path: Path, seen: set[str]) -> None:
    """File the game in `path` when it is over (kept and counted once; the file stays:
    Load game lists it until a window claims its slot). One the ledger (`seen`) has and
    History keeps is not replayed again: counted is not kept (a window whose History
    write failed counts the game and holds it to keep later; killed, it kept nothing)."""
    try:
        record = read_record(path)
        if digest(record) in seen and kept_path(record) is not None:
            return
        game = get_game(record.game_id)
        state = record.replay(game)
    except Exception:  # noqa: BLE001 - a broken autosave is the title's to report
        return
    if state.is_over():
        file_finished(_Replayed(record, state))


class _Replayed:
    """A finished game rebuilt from its record (a Played without a session)."""

    def __init__(self, record: SaveRecord, state: State) -> None:
        self._record, self.state = record, state

    def record(self) -> SaveRecord:
        return self._record


def ledger() -> set[str]:
    """The games the statistics have counted (none while the file cannot be read: it is
    moved aside when counting, and the kept games start it again)."""
    try:
        return set(read_stats(stats_path()).seen)
    except StatsError:
        return set()


def missed_games(skip: set[str], limit: int = KEEP, budget: float = CATCH_UP_S) -> list[Finished]:
    """The kept games the ledger lacks (nor `skip`), among the newest `limit` in the
    order they were kept, newest first, replayed to their end for `budget` seconds at
    most (at least one: the others at the next filing or start); a file this version
    cannot read or replay is set aside (`history.set_aside`). Read without the lock:
    counting them rereads the file, and a game counted meanwhile is not counted twice."""
    seen = ledger()
    out: list[Finished] = []
    deadline = time.perf_counter() + budget
    replayed = False
    for path in reversed(kept_files()[-limit:] if limit else []):
        named = digest_of_name(path)
        if named and (named in seen or named in skip):
            continue
        if replayed and time.perf_counter() > deadline:
            break  # the rest next time: a start or a filing never waits long
        replayed = True
        row = describe(path)
        if row.record is None:
            if row.lasting:
                set_aside(path)
            continue
        record = row.record
        older = game_key_of(record.game_id, record.seed, record.meta.get("started"), record.actions)
        if older in seen:  # counted as this game (by an older version, or before a
            # take-back after the end): its digest joins the ledger, nothing is counted
            out.append(Finished(digest(record), record.game_id, (), 0, "", (older,)))
            continue
        try:
            game = get_game(record.game_id)
            state = record.replay(game)
            if not state.is_over():
                continue
            this = finished_of(record, state, game)
        except Exception:  # noqa: BLE001 - one bad record never stops the others
            log.warning("a kept game could not be replayed: %s", path)
            set_aside(path)
            continue
        if this.key in seen or this.key in skip or any(k in seen for k in this.also):
            continue
        out.append(this)
    return out


def record_session(
    played: Played, length: int | None = None, unit: str = "turns", path: Path | None = None
) -> tuple[bool, Problem | None]:
    """Count a finished game once in the statistics (not kept in History: `file_finished`
    does both), its length given or the game's own. Returns (counted now, the message to
    show when the file was broken or could not be saved)."""
    state = played.state
    if not state.is_over():
        return False, None
    record = played.record()
    this = finished_of(record, state, get_game(record.game_id))
    if length is not None:
        this = replace(this, length=length, unit=unit)
    counted, problem = record_all([this], path)
    return counted > 0, problem
