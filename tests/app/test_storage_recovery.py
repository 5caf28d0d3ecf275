"""A finished game filed while the statistics could not be written is kept in the
history and counted when the game next starts (the title catches up), so the disk
saying no for a moment loses no game."""

from __future__ import annotations

import errno

from shell_helpers import make_app

from sorry_game.engine.interface import GameConfig
from sorry_game.session import Seat, Session
from sorry_game.store import guarded, health, kinds
from sorry_game.store.finished import file_finished
from sorry_game.store.history import finished_games
from sorry_game.store.stats_file import load_stats


def finished_session(seed: int = 3) -> Session:
    seats = [Seat("Ann", "human", "normal", 0), Seat("Cy", "computer", "easy", 2)]
    session = Session.new("classic", GameConfig(2, {"colours": [0, 2]}), seed, seats)
    while not session.state.is_over():
        session.apply(session.state.legal_actions()[0])
    return session


def test_a_game_the_statistics_missed_is_counted_at_the_next_start(monkeypatch):
    def stats_full(path):
        return OSError(errno.ENOSPC, "No space left") if path.name == "stats.json" else None

    monkeypatch.setattr(guarded, "fault_hook", stats_full)
    session = finished_session()
    problem = file_finished(session)
    assert problem is not None  # said at once (and the banner shows it)
    assert [f.kind for f in health.faults()] == [kinds.STATS]
    assert len(finished_games()) == 1  # kept in the history all the same
    assert load_stats().stats.total_games("classic") == 0
    monkeypatch.setattr(guarded, "fault_hook", None)  # the disk has room again
    app = make_app("real", size=(800, 600))
    app.step([])
    stats = load_stats().stats
    assert stats.total_games("classic") == 1
    assert health.faults() == []  # the banner goes with the write that worked
    app.close()


def test_a_game_history_could_not_keep_is_kept_with_the_next_one(monkeypatch):
    def history_full(path):
        return OSError(errno.ENOSPC, "No space left") if path.parent.name == "history" else None

    monkeypatch.setattr(guarded, "fault_hook", history_full)
    first = finished_session(3)
    file_finished(first)
    assert finished_games() == [] and [f.kind for f in health.faults()] == [kinds.HISTORY]
    monkeypatch.setattr(guarded, "fault_hook", None)
    second = finished_session(4)
    file_finished(second)
    kept = {row.record.seed for row in finished_games() if row.record is not None}
    assert kept == {3, 4}  # the first is not lost: kept before the second
    assert load_stats().stats.total_games("classic") == 2
    assert health.faults() == []


def test_try_again_keeps_the_finished_games_waiting(monkeypatch):
    def history_full(path):
        return OSError(errno.EROFS, "Read-only") if path.parent.name == "history" else None

    app = make_app("real", size=(800, 600))
    monkeypatch.setattr(guarded, "fault_hook", history_full)
    file_finished(finished_session(5))
    app.step([])
    assert app.banner.shown and app.banner.buttons() == [app.banner.retry_button]
    monkeypatch.setattr(guarded, "fault_hook", None)
    app.banner.retry_button.activate()
    app.step([])
    assert [row.record.seed for row in finished_games() if row.record] == [5]
    assert not app.banner.shown
    app.close()
