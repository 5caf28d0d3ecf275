"""Issue 40, History: it never deletes what this version cannot read (a newer version's
records, an unknown game, junk are set aside in `history/unreadable/`, listed, not
counted among the games kept, never dropped), and it keeps the games in the order they
were played, by a sequence kept in the names, whatever the clock said."""

from __future__ import annotations

import time

import pytest

from sorry_game.engine.interface import GameConfig
from sorry_game.engine.savefile import SaveRecord
from sorry_game.store import history
from sorry_game.store.records import RecordInfo

NEWER = b"sorry-game save\nformat 9\ngame classic\nseed 7\nwhat a later version writes\n"
UNKNOWN = SaveRecord("chess960", GameConfig(2), 7, [], {"seats": []}).dumps().encode()


def kept_record(seed: int) -> SaveRecord:
    return SaveRecord("classic", GameConfig(2), seed, [], {"seats": []})


def seeds_listed() -> list[int]:
    return [r.record.seed for r in history.finished_games() if r.record is not None]


def test_history_never_deletes_what_this_version_cannot_read(monkeypatch):
    """The fault: pruning to KEEP removed records of a newer format, of an unknown game
    and junk files (1,000 of 1,000 in one test)."""
    monkeypatch.setattr(history, "KEEP", 5)
    folder = history.history_dir()
    folder.mkdir(parents=True)
    made = {}
    for n in range(30):
        data = (NEWER, UNKNOWN, b"\x00junk" * n)[n % 3]
        name = f"g{n:08d}-20250101-000000-{n:016x}.sorry" if n % 2 else f"other-{n}.sorry"
        (folder / name).write_bytes(data)
        made[name] = data
    for seed in range(1, 9):
        assert history.keep_finished(kept_record(seed)).ok
    aside = history.unreadable_dir()
    assert {p.name: p.read_bytes() for p in aside.iterdir()} == made  # moved whole
    assert [p.name for p in history.kept_files()] == [
        p.name for p in history.kept_files() if p.name not in made
    ]
    assert sorted(seeds_listed()) == [4, 5, 6, 7, 8]  # the newest KEEP, not fewer
    rows = history.finished_games()
    assert len(rows) == 5 + 30 and sum(not r.ok for r in rows) == 30  # listed, as such
    assert all(r.ok for r in rows[:5])  # the games first, then what cannot be read
    for seed in range(9, 30):  # kept on: never dropped
        history.keep_finished(kept_record(seed))
    assert {p.name: p.read_bytes() for p in aside.iterdir()} == made
    assert sorted(seeds_listed()) == list(range(25, 30))


def test_a_file_the_disk_cannot_give_now_is_left_where_it_is(monkeypatch):
    """Only a file that is itself unreadable is set aside: one the disk fails to read
    for now (not a lasting fault) stays, and is not dropped either."""
    monkeypatch.setattr(history, "KEEP", 1)
    assert history.keep_finished(kept_record(1)).ok
    first = history.kept_files()[0]
    real = history.describe

    def disk_error(path):
        row = real(path)
        return RecordInfo(path, error="it is not readable (EIO)") if path == first else row

    monkeypatch.setattr(history, "describe", disk_error)
    assert history.keep_finished(kept_record(2)).ok
    assert first.exists() and not history.unreadable_dir().exists()


@pytest.mark.parametrize("ahead", [20 * 3600, 3 * 24 * 3600])
def test_history_keeps_the_games_in_the_order_they_were_played(monkeypatch, ahead):
    """The fault: History ordered by the wall clock, so games finished while the clock
    was ahead were kept (and listed first) over the games played after them."""
    monkeypatch.setattr(history, "KEEP", 3)
    now = time.time()
    for seed in (1, 2, 3):  # the clock was `ahead` while these were played
        assert history.keep_finished(kept_record(seed), now=now + ahead + seed).ok
    for seed in (4, 5):  # then it was put right
        assert history.keep_finished(kept_record(seed), now=now + seed).ok
    assert seeds_listed() == [5, 4, 3]  # newest first, in the order played
    names = [p.name for p in history.kept_files()]
    assert [history.order_key(history.history_dir() / n)[0] for n in names] == [3, 4, 5]


def test_two_games_with_the_same_sequence_are_ordered_by_their_time():
    """Two windows without locks may both take the next number: the time breaks the tie."""
    folder = history.history_dir()
    folder.mkdir(parents=True)
    for stamp, seed in (("20260101-120000", 1), ("20260101-110000", 2)):
        record = kept_record(seed)
        name = f"g00000007-{stamp}-{history.digest(record)}.sorry"
        (folder / name).write_text(record.dumps(), encoding="utf-8")
    assert seeds_listed() == [1, 2]
    assert history.keep_finished(kept_record(3)).path.name.startswith("g00000008-")
