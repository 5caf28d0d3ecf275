"""The statistics store (sorry_game/stats.py): counted once per game, streaks and
averages, and a broken file moved aside with a message, never lost or overwritten."""

from __future__ import annotations

import json
import os

from sorry_game.engine.interface import GameConfig
from sorry_game.session import Seat, Session
from sorry_game.store.stats import (
    MAX_STATS_BYTES,
    SeatResult,
    Stats,
    load_stats,
    record_game,
    record_session,
    save_stats,
    stats_path,
)


def seats(ann_won: bool) -> list[SeatResult]:
    return [
        SeatResult("Ann", "human", "normal", ann_won),
        SeatResult("Bot", "computer", "hard", not ann_won),
    ]


def row(stats: Stats, game_id: str, label: str):
    return next(t for who, t in stats.rows(game_id) if who.label == label)


def test_streaks_wins_and_average_length_per_player_and_level():
    stats = Stats()
    for n, (won, length) in enumerate([(True, 10), (True, 20), (False, 30), (True, 40)]):
        assert record_game(stats, f"g{n}", "classic", seats(won), length, "turns")
    ann = row(stats, "classic", "Ann")
    bot = row(stats, "classic", "Computer (hard)")
    assert (ann.games, ann.wins, ann.streak, ann.best_streak) == (4, 3, 1, 2)
    assert (bot.games, bot.wins, bot.streak, bot.best_streak) == (4, 1, 0, 1)
    assert ann.win_rate == 0.75 and ann.average_length == 25
    assert stats.rows("king") == []


def test_a_game_is_counted_once_by_its_key():
    stats = Stats()
    assert record_game(stats, "same", "classic", seats(True), 12, "turns")
    assert not record_game(stats, "same", "classic", seats(False), 12, "turns")
    assert row(stats, "classic", "Ann").games == 1


def test_the_file_round_trips(tmp_path):
    stats = Stats()
    record_game(stats, "a", "revenge", seats(True), 18, "turns")
    path = tmp_path / "stats.json"
    assert save_stats(stats, path) is None
    loaded = load_stats(path)
    assert loaded.problem is None
    assert loaded.stats.to_dict() == stats.to_dict()
    assert not record_game(loaded.stats, "a", "revenge", seats(True), 18, "turns")


def finished(started: int = 1_700_000_000) -> Session:
    seats_ = [Seat("Ann", "human", "normal", 0), Seat("Cy", "computer", "easy", 2)]
    session = Session.new("classic", GameConfig(2, {"colours": [0, 2]}), 3, seats_)
    session.started = started
    while not session.state.is_over():
        session.apply(session.state.legal_actions()[0])
    return session


def test_a_finished_session_counts_once_also_after_a_reload():
    session = finished()
    counted, problem = record_session(session, 40, "turns")
    assert counted and problem is None
    again = Session.from_text(session.record().dumps())
    assert again.started == session.started
    assert record_session(again, 40, "turns") == (False, None)
    rows = load_stats().stats.rows("classic")
    assert [(who.label, t.games) for who, t in rows] == [("Ann", 1), ("Computer (easy)", 1)]
    assert record_session(finished(started=1_700_000_999), 40, "turns")[0]  # another game


def test_a_session_in_progress_is_not_counted():
    seats_ = [Seat("Ann", "human", "normal", 0), Seat("Bo", "human", "normal", 2)]
    session = Session.new("classic", GameConfig(2, {"colours": [0, 2]}), 3, seats_)
    assert record_session(session, 0, "turns") == (False, None)
    assert not stats_path().exists()


def corrupt_files(folder) -> list:
    return sorted(folder.glob("stats.corrupt-*.json"))


def test_a_corrupt_file_is_moved_aside_explained_and_started_fresh():
    path = stats_path()
    path.write_text('{"version": 1, "games": {"classic": {"human:Ann": {"wins": 3}}}}')
    before = path.read_bytes()
    counted, problem = record_session(finished(), 40, "turns")
    assert counted
    assert problem is not None and problem[0] == "The statistics could not be read"
    assert any("more wins than games" in line for line in problem[1])
    (aside,) = corrupt_files(path.parent)
    assert aside.read_bytes() == before  # the old file is kept as it was
    fresh = json.loads(path.read_text())
    assert fresh["games"]["classic"]["human:Ann"]["games"] == 1


def test_not_json_too_large_and_a_folder_are_refused_safely(tmp_path):
    cases = {
        "garbage.json": b"{not json",
        "huge.json": b" " * (MAX_STATS_BYTES + 1),
        "deep.json": b"[" * 100_000,
        "wrong.json": json.dumps({"version": 1, "games": [], "seen": []}).encode(),
    }
    for name, data in cases.items():
        path = tmp_path / name
        path.write_bytes(data)
        loaded = load_stats(path)
        assert loaded.problem is not None, name
        assert loaded.stats.to_dict() == Stats().to_dict()
        assert not path.exists() and len(list(tmp_path.glob(f"{path.stem}.corrupt-*"))) == 1
    folder = tmp_path / "folder.json"
    folder.mkdir()
    loaded = load_stats(folder)
    assert loaded.problem is not None and "regular file" in loaded.problem[1][0]


def test_a_second_corrupt_file_does_not_overwrite_the_first(tmp_path):
    path = tmp_path / "stats.json"
    for text in ("first", "second"):
        path.write_text(text)
        assert load_stats(path).problem is not None
    kept = sorted(p.read_text() for p in corrupt_files(tmp_path))
    assert kept == ["first", "second"]


def test_a_save_that_fails_is_reported(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    error = save_stats(Stats(), blocker / "stats.json")  # a file where a folder must be
    assert error is not None and "could not be saved" in error
    assert os.path.isfile(blocker)


def test_a_take_back_after_the_end_does_not_count_the_game_again():
    session = finished()
    assert record_session(session, 40, "turns")[0]
    assert session.undo(0)  # Ann takes back her last move after the end
    assert not session.state.is_over()
    while not session.state.is_over():
        session.apply(session.state.legal_actions()[-1])
    assert record_session(session, 41, "turns") == (False, None)
    assert row(load_stats().stats, "classic", "Ann").games == 1
