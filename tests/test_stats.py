"""The statistics store (sorry_game/store/stats.py): counted once per game, streaks and
averages, a broken file moved aside with a message, never lost or overwritten; every
number within its range (a refusal names the field), a tally at the top stays there,
the file written compact through write_text, and a game that could not be counted is
counted at the next filing from the history."""

from __future__ import annotations

import errno
import functools
import json
import os

from sorry_game.engine.interface import GameConfig
from sorry_game.session import Seat, Session
from sorry_game.store import guarded, health, locks, stats_file
from sorry_game.store.finished import file_finished, game_key, record_session
from sorry_game.store.history import digest, finished_games
from sorry_game.store.stats import SeatResult, Stats, Tally, game_key_of, record_game
from sorry_game.store.stats_file import load_stats, save_stats, stats_path
from sorry_game.store.stats_ranges import MAX_COUNT, MAX_LENGTH, MAX_STATS_BYTES


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


# --- ranges (issue 31) ---------------------------------------------------------------------
def one_row(**fields) -> str:
    tally = {"games": 3, "wins": 1, "streak": 0, "best_streak": 1, "length_total": 90}
    tally.update(fields)
    data = {"version": 1, "games": {"classic": {"human:Ann": tally}}, "units": {}, "seen": []}
    return json.dumps(data)


def refusal(text: str) -> str:
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    loaded = load_stats()
    assert loaded.problem is not None and loaded.stats.to_dict() == Stats().to_dict()
    (aside,) = corrupt_files(path.parent)
    assert aside.read_text() == text and not path.exists()  # kept as it was
    aside.unlink()
    return loaded.problem[1][0]


def test_averages_and_rates_never_raise_whatever_the_numbers():
    huge = Tally(games=1, wins=10**400, length_total=10**400)  # beyond float range
    assert huge.average_length == MAX_LENGTH and huge.win_rate == 1.0
    assert Tally(games=3, length_total=90).average_length == 30
    assert Tally(games=-1, wins=-5).win_rate == 0.0 and Tally().average_length == 0.0


def test_an_out_of_range_number_is_refused_naming_the_field_in_player_words():
    digits = "1" + "0" * 4300  # beyond what Python reads as a number by default
    text = one_row().replace('"games": 3', f'"games": {digits}')
    assert refusal(text) == "Reason: Ann's games in Sorry! is beyond 1,000,000,000"
    assert refusal(one_row(wins=MAX_COUNT + 1)).endswith(
        "Ann's wins in Sorry! is beyond 1,000,000,000"
    )
    big = one_row(length_total=3 * MAX_LENGTH + 1)
    assert refusal(big).endswith("Ann's total length of games in Sorry! is beyond 3,000,000")
    assert refusal(one_row(streak=-1)).endswith("Ann's current streak in Sorry! is below 0")
    for odd in ("1e400", "NaN", "Infinity", "-Infinity", "1.5"):
        text = one_row().replace('"best_streak": 1', f'"best_streak": {odd}')
        assert refusal(text).endswith("Ann's best streak in Sorry! is not a whole number"), odd
    long_name = one_row().replace("human:Ann", "human:" + "A" * 33)
    assert "is not a player of the statistics" in refusal(long_name)
    many = {"version": 1, "games": {}, "units": {}, "seen": ["k"] * 2001}
    assert refusal(json.dumps(many)).endswith("longer than 2,000")


def test_a_huge_tally_is_moved_aside_and_later_games_are_counted():
    digits = "9" * 4300
    stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats_path().write_text(one_row().replace('"games": 3', f'"games": {digits}'))
    counted, problem = record_session(finished(), 40, "turns")
    assert counted and problem is not None and "beyond 1,000,000,000" in problem[1][0]
    assert record_session(finished(started=1_700_000_001), 40, "turns")[0]
    assert row(load_stats().stats, "classic", "Ann").games == 2


def test_a_tally_at_the_top_of_its_range_stays_there_says_so_and_can_be_read():
    text = one_row(
        games=MAX_COUNT,
        wins=MAX_COUNT,
        streak=MAX_COUNT,
        best_streak=MAX_COUNT,
        length_total=MAX_COUNT * MAX_LENGTH,
    )
    stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats_path().write_text(text)
    session = finished()
    ann_won = 0 in session.state.outcome().winners
    counted, problem = record_session(session, MAX_LENGTH + 5, "turns")
    assert counted and problem is not None
    assert problem[0] == "Some statistics are at their largest"
    assert "Ann's games in Sorry! stay at 1,000,000,000." in problem[1]
    loaded = load_stats()
    assert loaded.problem is None  # what was written is read back
    ann = row(loaded.stats, "classic", "Ann")
    assert (ann.games, ann.length_total) == (MAX_COUNT, MAX_COUNT * MAX_LENGTH)
    assert ann.wins == MAX_COUNT and ann.streak == (MAX_COUNT if ann_won else 0)


def test_the_file_is_written_compact_through_the_guarded_write(monkeypatch):
    assert record_session(finished(), 40, "turns")[0]
    text = stats_path().read_text()
    assert ", " not in text and "\n " not in text and text.count("\n") == 1
    monkeypatch.setattr(
        guarded, "fault_hook", lambda path: OSError(errno.ENOSPC, "No space left on device")
    )
    error = save_stats(load_stats().stats)
    assert error is not None and "the disk is full" in error
    assert [f.kind.id for f in health.faults()] == ["stats"]
    assert stats_path().read_text() == text  # the old file stays whole


def test_a_game_keys_the_same_live_and_from_its_history_record():
    """The ledger's key is the game's digest, the one its History file's name ends in;
    its identity (game, seed, start) is kept beside it."""
    for started in (1_700_000_000, 0):  # 0: a game from before start times were kept
        session = finished(started=started)
        file_finished(session)
        (kept,) = [r for r in finished_games() if r.record and r.record.meta["started"] == started]
        record = kept.record
        assert kept.path.name.endswith(f"-{digest(record)}.sorry")
        assert digest(record) == game_key(session) == game_key(Session.from_text(record.dumps()))
        identity = game_key_of(
            record.game_id, record.seed, record.meta.get("started"), record.actions
        )
        assert {digest(record), identity} <= set(load_stats().stats.seen)


def test_a_game_not_counted_when_the_disk_said_no_is_counted_at_the_next_filing(monkeypatch):
    first = finished()
    full = OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(
        guarded, "fault_hook", lambda path: full if path.suffix == ".json" else None
    )
    problem = file_finished(first)
    assert problem is not None and "the disk is full" in " ".join(problem[1])
    assert any("counted next time" in line for line in problem[1])
    assert [f.kind.id for f in health.faults()] == ["stats"]
    assert not stats_path().exists() and len(finished_games()) == 1  # kept in History
    monkeypatch.setattr(guarded, "fault_hook", None)
    assert file_finished(finished(started=1_700_000_050)) is None
    loaded = load_stats().stats
    assert row(loaded, "classic", "Ann").games == 2 and len(loaded.seen) == 4  # digest, identity
    assert health.faults() == []
    assert file_finished(first) is None and row(load_stats().stats, "classic", "Ann").games == 2


def test_a_busy_statistics_file_is_reported_and_the_game_counted_later(monkeypatch):
    monkeypatch.setattr(stats_file, "locked", functools.partial(locks.locked, wait=0.1))
    first = finished()
    with locks.locked(stats_path()):  # another window holds the statistics
        problem = file_finished(first)
    assert problem is not None and "another window" in problem[1][0]
    (fault,) = health.faults()
    assert fault.kind.id == "stats" and "busy" in fault.reason
    assert file_finished(finished(started=1_700_000_050)) is None
    assert row(load_stats().stats, "classic", "Ann").games == 2
