"""Issue 40, the statistics' ledger: every finished game is counted exactly once, whatever
was missed and whatever the clock said. The statistics keep the digests of the games
they counted; a filing and a start count every kept game the ledger lacks (not a window
of the newest few names), and the store itself sits below the session."""

from __future__ import annotations

import ast
import errno
import time
from pathlib import Path

import pytest

import sorry_game
from sorry_game.engine.interface import GameConfig
from sorry_game.session import Seat, Session
from sorry_game.store import finished as filing
from sorry_game.store import guarded, history
from sorry_game.store.finished import catch_up, file_finished
from sorry_game.store.history import finished_games
from sorry_game.store.paths import autosave_path, data_dir
from sorry_game.store.stats_file import load_stats, stats_path


def a_finished_game() -> Session:
    seats = [Seat("Ann", "human", "normal", 0), Seat("Cy", "computer", "easy", 2)]
    session = Session.new("classic", GameConfig(2, {"colours": [0, 2]}), 3, seats)
    while not session.state.is_over():
        session.apply(session.state.legal_actions()[0])
    return session


def games_counted() -> int:
    rows = load_stats().stats.rows("classic")
    return next(t.games for who, t in rows if who.label == "Ann") if rows else 0


def stats_fail(path: Path) -> OSError | None:
    return OSError(errno.EIO, "Input/output error") if path.name == "stats.json" else None


@pytest.mark.parametrize("budget", [filing.CATCH_UP_S, 0.0])
def test_thirty_games_missed_while_the_statistics_failed_are_all_counted(monkeypatch, budget):
    """The fault: the catch-up looked at the newest 24 History files only, so after 30
    games finished while the statistics could not be written, 25 of 31 were ever
    counted. Each filing and each start count what they have time for (CATCH_UP_S of
    replays, at least one game), newest first; the next ones count the rest."""
    monkeypatch.setattr(filing, "CATCH_UP_S", budget)
    game = a_finished_game()
    monkeypatch.setattr(guarded, "fault_hook", stats_fail)
    for n in range(30):
        game.started = 1_700_000_000 + n
        file_finished(game)
    assert len(finished_games()) == 30 and not stats_path().exists()
    monkeypatch.setattr(guarded, "fault_hook", None)
    game.started = 1_700_001_000
    assert file_finished(game) is None
    assert games_counted() >= 2  # this game, and at least one missed
    for _ in range(40):  # the next starts
        catch_up()
    assert games_counted() == 31
    assert filing.missed_games(set()) == []
    assert file_finished(game) is None and games_counted() == 31  # exactly once


def test_a_game_filed_while_the_clock_was_wrong_is_counted(monkeypatch):
    """The fault: a game kept while the clock was wrong (its name dated 0000) was never
    among the newest names, so it was never counted."""
    game = a_finished_game()
    for n in range(24):  # the newest names: games counted as they were filed
        game.started = 1_700_000_000 + n
        file_finished(game)
    assert games_counted() == 24
    game.started = 1_700_000_500
    with monkeypatch.context() as patch:
        patch.setattr(guarded, "fault_hook", stats_fail)
        patch.setattr(history.time, "time", lambda: 5.0)  # a clock back in 1970
        file_finished(game)
    wrong = list(history.history_dir().glob("*00000000-000000-*.sorry"))
    assert len(wrong) == 1 and games_counted() == 24
    assert catch_up() is None  # what the next start does
    assert games_counted() == 25


def test_a_game_filed_with_the_clock_days_ahead_is_counted_once(monkeypatch):
    game = a_finished_game()
    ahead = time.time() + 9 * 24 * 3600
    with monkeypatch.context() as patch:
        patch.setattr(guarded, "fault_hook", stats_fail)
        patch.setattr(history.time, "time", lambda: ahead)
        file_finished(game)
    for _ in range(2):
        assert catch_up() is None
    assert games_counted() == 1


def test_a_kept_game_counted_by_an_older_version_is_not_counted_again():
    """An older version's ledger named games by game, seed and start: those still count,
    and the kept game's digest joins the ledger (no replay at every start)."""
    game = a_finished_game()
    history.keep_finished(game.record(), "Cy")
    older = filing.finished_of(game.record(), game.state, game.game).also[0]
    path = stats_path()
    path.write_text(
        '{"version":1,"games":{"classic":{"human:Ann":{"games":1},'
        '"computer:easy":{"games":1,"wins":1,"streak":1,"best_streak":1}}},'
        f'"units":{{}},"seen":["{older}"]}}\n'
    )
    assert catch_up() is None
    assert games_counted() == 1
    assert filing.game_key(game) in load_stats().stats.seen
    assert filing.missed_games(set()) == []


def test_the_store_sits_below_the_session():
    """The fault: store/finished.py and store/records.py imported the session (an arrow
    up). No module of the store imports the session or the app, also inside a function
    or for types only."""
    root = Path(sorry_game.__file__).parent / "store"
    offenders = []
    for path in sorted(root.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            for name in names:
                if name.startswith(("sorry_game.session", "sorry_game.app")):
                    offenders.append(f"{path.name}:{node.lineno} imports {name}")
    assert not offenders


def test_a_game_counted_but_not_kept_by_a_killed_window_is_kept_at_the_next_start(monkeypatch):
    """The storage soak's loss (issue 40): a window's History write failed (the game
    waits in that window, `history.pending`) but the statistics counted it; the window
    was killed before it tried again, leaving the game in its autosave. A start files
    the autosaves of windows that have gone, but skipped a game the ledger had: counted
    is not kept, so it never reached History."""
    game = a_finished_game()
    monkeypatch.setattr(
        guarded,
        "fault_hook",
        lambda p: (
            OSError(errno.ENOSPC, "No space left on device") if p.parent.name == "history" else None
        ),
    )
    file_finished(game)
    monkeypatch.setattr(guarded, "fault_hook", None)
    assert games_counted() == 1 and len(finished_games()) == 0 and history.pending() == 1
    history._pending.clear()  # the window is killed: what it held on to is gone
    slot = data_dir() / "autosave-2.sorry"  # its slot (this window has the first)
    slot.write_text(game.record().dumps(), encoding="utf-8")
    assert autosave_path().name == "autosave.sorry"
    assert catch_up() is None
    assert [row.record.seed for row in finished_games() if row.record] == [3]
    assert games_counted() == 1  # kept now, still counted once
