"""A finished game is filed once: kept in the history (the games to watch again) and
counted in the statistics. Results files it; so does the title at the next start when
the window was closed before Results showed, so that no finished game is lost.

A game that could not be counted when it was filed (the disk said no, another window
kept the statistics busy, the window closed in between) is still in the history: each
filing also counts the newest kept games that the statistics have not seen (at most
CATCH_UP of them are looked at, newest first), replayed from their records.
"""

from __future__ import annotations

import logging
from pathlib import Path

from sorry_game.session import Session
from sorry_game.store.history import history_dir, keep_finished
from sorry_game.store.records import SUFFIX, describe
from sorry_game.store.stats import (
    Finished,
    Problem,
    StatsError,
    finished_of,
    game_key_of,
    read_stats,
    record_all,
    stats_path,
)
from sorry_game.story import game_length

log = logging.getLogger(__name__)

__all__ = ["CATCH_UP", "Problem", "catch_up", "file_finished", "join_names", "missed_games"]

#: the newest kept games looked at for one that was not counted (each filing)
CATCH_UP = 24


def join_names(names: list[str]) -> str:
    """'Ann', 'Ann and Bo', 'Ann, Bo and Cy'.

    >>> join_names(["Ann"]), join_names(["Ann", "Bo"]), join_names(["Ann", "Bo", "Cy"])
    ('Ann', 'Ann and Bo', 'Ann, Bo and Cy')
    """
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def file_finished(session: Session) -> Problem | None:
    """Keep a finished `session` in the history and count it in the statistics (each
    once, however often it is filed), with any kept game that was not counted yet;
    what to tell the player when the statistics file was broken or could not be
    saved. A game still going on is not filed."""
    state = session.state
    if not state.is_over():
        return None
    outcome = state.outcome()
    names = session.names()
    winners = [names[w] for w in (outcome.winners if outcome else ()) if w < len(names)]
    keep_finished(session.record(), join_names(winners))
    try:
        length, unit = game_length(session.game, state)
        this = finished_of(session, length, unit)
        _counted, problem = record_all([this, *missed_games({this.key})])
    except Exception:  # noqa: BLE001 - statistics never stop the screen that files them
        log.exception("the statistics could not be updated")
        return None
    return problem


def catch_up() -> Problem | None:
    """Count the kept games the statistics missed (a window closed, a disk that said
    no): what a start does, so that the Statistics show every game kept. Cheap when
    none was missed (the statistics and the newest few file names are read)."""
    try:
        missed = missed_games(set())
        return record_all(missed)[1] if missed else None
    except Exception:  # noqa: BLE001 - statistics never stop a start
        log.exception("the statistics could not be caught up")
        return None


def missed_games(skip: set[str], limit: int = CATCH_UP) -> list[Finished]:
    """The newest `limit` kept games that the statistics have not counted (nor `skip`),
    newest first, replayed to their end. Read without the lock: counting them rereads
    the file, and a game counted meanwhile is not counted twice."""
    try:
        seen = set(read_stats(stats_path()).seen)
    except StatsError:
        seen = set()  # the file is moved aside when counting: the kept games start it
    out: list[Finished] = []
    for path in newest_kept(limit):
        record = describe(path).record
        if record is None:
            continue
        key = game_key_of(record.game_id, record.seed, record.meta.get("started"), record.actions)
        if key in seen or key in skip:
            continue
        try:
            session = Session.from_text(record.dumps())
            if not session.state.is_over():
                continue
            length, unit = game_length(session.game, session.state)
        except Exception:  # noqa: BLE001 - one bad record never stops the others
            log.warning("a kept game could not be replayed: %s", path)
            continue
        out.append(finished_of(session, length, unit))
    return out


def newest_kept(limit: int) -> list[Path]:
    """The newest `limit` files of the history (their names begin with the time)."""
    try:
        names = [p for p in history_dir().iterdir() if p.suffix == SUFFIX]
    except OSError:
        return []
    return sorted(names, key=lambda p: p.name, reverse=True)[:limit]
