"""Two windows finishing games on the same user folder at once (issue 31): each counts
its games inside the statistics' lock (reread, count, write), so none is lost. Two real
processes (spawned, as two windows are) each count 40 distinct finished games."""

from __future__ import annotations

import multiprocessing
import os
from pathlib import Path

#: games each window counts
GAMES = 40


def window(home: str, first: int, start: multiprocessing.synchronize.Event) -> None:
    """One window: finish a game, then count it GAMES times as distinct games (another
    start time each), as fast as it can once both windows are ready."""
    os.environ["SORRY_GAME_HOME"] = home
    from sorry_game.engine.interface import GameConfig
    from sorry_game.session import Seat, Session
    from sorry_game.store.finished import record_session

    seats = [Seat("Ann", "human", "normal", 0), Seat("Cy", "computer", "easy", 2)]
    session = Session.new("classic", GameConfig(2, {"colours": [0, 2]}), 3, seats)
    while not session.state.is_over():
        session.apply(session.state.legal_actions()[0])
    start.wait(60)
    for n in range(GAMES):
        session.started = first + n
        for _try in range(100):  # a lock the other window keeps: counted a moment later
            counted, problem = record_session(session, 40, "turns")
            if counted or problem is None or "busy" not in problem[1][0]:
                break
        if not counted or problem is not None:
            raise SystemExit(f"game {n} not counted: {problem}")


def test_two_windows_counting_at_once_lose_no_game(tmp_path):
    from sorry_game.store.stats_file import load_stats

    home = str(tmp_path / "shared")
    context = multiprocessing.get_context("spawn")
    start = context.Event()
    windows = [
        context.Process(target=window, args=(home, first, start))
        for first in (1_700_000_000, 1_800_000_000)
    ]
    for process in windows:
        process.start()
    start.set()
    for process in windows:
        process.join(120)
    assert [p.exitcode for p in windows] == [0, 0]
    stats = load_stats(Path(home) / "data" / "stats.json")
    assert stats.problem is None
    rows = {who.label: tally.games for who, tally in stats.stats.rows("classic")}
    assert rows == {"Ann": 2 * GAMES, "Computer (easy)": 2 * GAMES}
    assert len(set(stats.stats.seen)) == 2 * 2 * GAMES  # each game: its digest and identity
