"""Issue 40, locks between two windows on one folder: they degrade, never stop the game
nor let two windows mix their games. A file system without locks (ENOLCK) starts and
says so, with one slot per window all the same; a slot lock lost or blocked is noticed
before the next write; nothing the store opens follows a link out of its folder; and a
window stopped while holding the locks never makes another wait more than half a
second. The other windows are real processes."""

from __future__ import annotations

import errno
import os
import shutil
import signal
import subprocess
import sys
import textwrap
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from sorry_game.engine.interface import GameConfig
from sorry_game.session import Seat, Session
from sorry_game.store import health, history, kinds, locks
from sorry_game.store.finished import catch_up, file_finished
from sorry_game.store.log import log_handler
from sorry_game.store.paths import autosave_path, data_dir
from sorry_game.store.stats_file import load_stats, stats_path

ROOT = Path(__file__).resolve().parent.parent
posix_only = pytest.mark.skipif(os.name == "nt", reason="flock, signals and links of POSIX")

#: another window: claims its autosave slot (optionally on a file system without locks),
#: may hold the History's and the statistics' locks, says "ready <slot>", then waits
#: until its stdin closes
OTHER_WINDOW = textwrap.dedent(
    """
    import errno, fcntl, sys
    if "nolocks" in sys.argv:
        def flock(fd, op):
            raise OSError(errno.ENOLCK, "No locks available")
        fcntl.flock = flock
    from sorry_game.store import locks
    from sorry_game.store.paths import autosave_path, data_dir
    from sorry_game.session import Seat, Session
    from sorry_game.engine.interface import GameConfig
    slot = autosave_path()
    if "play" in sys.argv:
        seats = [Seat("Other", "human", colour=0), Seat("Window", "human", colour=2)]
        Session.new("classic", GameConfig(2, {"colours": [0, 2]}), 99, seats, save_path=slot)
    held = []
    if "hold" in sys.argv:
        for path in (data_dir() / "history" / "history", data_dir() / "stats.json"):
            path.parent.mkdir(parents=True, exist_ok=True)
            held.append(locks.locked(path))
            held[-1].__enter__()
    print("ready", slot.name, flush=True)
    sys.stdin.read()
    """
)


@contextmanager
def other_window(*modes: str) -> Iterator[subprocess.Popen]:
    """Another window on this test's folder, alive while the block runs."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen(
        [sys.executable, "-c", OTHER_WINDOW, *modes],
        cwd=ROOT,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        line = proc.stdout.readline().split()
        assert line[:1] == ["ready"], line
        proc.slot = line[1]  # type: ignore[attr-defined]
        yield proc
    finally:
        proc.send_signal(signal.SIGCONT)
        proc.stdin.close()
        proc.wait(30)


def no_locks(monkeypatch) -> None:
    """This process's file system cannot lock files (as some network folders)."""
    import fcntl

    def flock(fd, op):
        raise OSError(errno.ENOLCK, "No locks available")

    monkeypatch.setattr(fcntl, "flock", flock)


def a_game(slot: Path | None = None, seed: int = 3) -> Session:
    seats = [Seat("Ann", "human", colour=0), Seat("Bo", "human", colour=2)]
    config = GameConfig(2, {"colours": [0, 2]})
    return Session.new("classic", config, seed, seats, save_path=slot or autosave_path())


def finish(session: Session) -> Session:
    while not session.state.is_over():
        session.apply(session.state.legal_actions()[0])
    return session


def seed_in(path: Path) -> int:
    return Session.load(path).seed


# --- no locks -------------------------------------------------------------------------------
@posix_only
def test_without_locks_the_window_starts_says_so_and_keeps_a_slot_of_its_own(monkeypatch):
    """The fault: on a file system without locks (flock raising ENOLCK) the window did
    not start (OSError from locks.try_lock via autosave.claim)."""
    from sorry_game.app.app import App

    no_locks(monkeypatch)
    with other_window("nolocks", "play") as other:
        assert other.slot == "autosave.sorry"
        app = App(size=(800, 600), audio=False)
        app.step([])
        app.step([])
        try:
            assert autosave_path().name == "autosave-2.sorry"  # not the other window's
            (fault,) = [f for f in health.faults() if f.kind is kinds.LOCKS]
            assert fault.headline == (
                "Two windows open on this folder are not safe: the folder cannot lock files."
            )
            assert app.banner.shown and any(
                "not safe" in text for text, _bold in app.banner.shown_lines
            )
            mine = finish(a_game())
            assert seed_in(data_dir() / "autosave.sorry") == 99  # the other's, untouched
            assert file_finished(mine) is None  # kept and counted all the same
            assert len(history.finished_games()) == 1
            assert load_stats().stats.total_games("classic") == 1
        finally:
            app.close()


@posix_only
def test_an_owner_whose_window_is_gone_gives_its_slot_up(monkeypatch):
    no_locks(monkeypatch)
    with other_window("nolocks") as other:
        pid = other.pid
    owner = data_dir() / ".autosave.sorry.owner"
    assert owner.read_text().split()[0] == str(pid)  # left by the window that is gone
    assert autosave_path().name == "autosave.sorry"
    assert owner.read_text().split()[0] == str(os.getpid())


@posix_only
@pytest.mark.parametrize("theirs", ["locks", "nolocks"])
def test_a_window_with_locks_and_one_without_never_share_a_slot(theirs, monkeypatch):
    """The slot's owner file names the window in either case, so a window that cannot
    lock sees a window that can, and the other way round."""
    if theirs == "locks":
        no_locks(monkeypatch)
    with other_window(theirs, "play") as other:
        assert other.slot == "autosave.sorry"
        assert autosave_path().name == "autosave-2.sorry"


# --- a slot lock lost or blocked ------------------------------------------------------------
@posix_only
def test_a_slot_lock_lost_under_a_running_window_is_noticed_before_the_next_write():
    """The fault: the data folder removed under a running window, a window started
    after it took slot 1 as well, and the two wrote their games over each other."""
    session = a_game()
    assert session.save_path.name == "autosave.sorry"
    shutil.rmtree(data_dir())  # the folder removed under the running window
    with other_window("play") as other:
        assert other.slot == "autosave.sorry"  # the other window took the free slot
        session.apply(session.state.legal_actions()[0])
        assert session.save_path.name == "autosave-2.sorry"
        assert seed_in(data_dir() / "autosave.sorry") == 99  # the other game, whole
        assert Session.load(session.save_path).actions == session.actions
        (notice,) = [f for f in health.faults() if f.kind is kinds.SLOT]
        assert notice.headline == (
            "This game is now autosaved in a file of its own: autosave-2.sorry."
        )
        assert "nothing was lost" in notice.advice
    assert health.expire(time.monotonic() + kinds.SLOT.lasts + 1)  # a notice: it goes
    assert not [f for f in health.faults() if f.kind is kinds.SLOT]


def test_a_lock_file_removed_with_no_other_window_keeps_the_slot():
    session = a_game()
    (data_dir() / ".autosave.sorry.window").unlink()
    session.apply(session.state.legal_actions()[0])
    assert session.save_path.name == "autosave.sorry"
    assert (data_dir() / ".autosave.sorry.window").is_file()
    assert health.faults() == []


@posix_only
def test_a_folder_in_a_slot_locks_place_never_makes_two_windows_share_it():
    """The fault: a slot lock that could not be made (a folder in its place) let every
    window use the slot without one."""
    data_dir()
    (data_dir() / ".autosave.sorry.window").mkdir()
    with other_window("play") as other:
        assert other.slot == "autosave.sorry"
        assert autosave_path().name == "autosave-2.sorry"
        mine = a_game(seed=5)
        mine.apply(mine.state.legal_actions()[0])
        assert seed_in(data_dir() / "autosave.sorry") == 99
        assert seed_in(data_dir() / "autosave-2.sorry") == 5


def test_a_folder_in_the_place_of_the_history_and_statistics_locks_delays_nothing():
    for name in ("history/.history.lock", ".stats.json.lock"):
        (data_dir() / name).mkdir(parents=True)
    assert file_finished(finish(a_game())) is None
    assert len(history.finished_games()) == 1
    assert load_stats().stats.total_games("classic") == 1
    assert health.faults() == []


# --- links ----------------------------------------------------------------------------------
@posix_only
@pytest.mark.parametrize(
    "lock", ["history/.history.lock", ".stats.json.lock", ".autosave.sorry.window"]
)
def test_a_lock_file_that_is_a_link_never_makes_a_file_elsewhere(lock, tmp_path):
    """The fault: a dangling link in a lock file's place made a file where it led."""
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    target = outside / "made-by-the-game"
    link = data_dir() / lock
    link.parent.mkdir(parents=True, exist_ok=True)
    link.symlink_to(target)
    assert file_finished(finish(a_game())) is None
    assert not target.exists() and list(outside.iterdir()) == []
    assert link.is_file() and not link.is_symlink()  # a lock file of its own now
    assert len(history.finished_games()) == 1


@posix_only
def test_the_log_never_appends_to_what_a_link_leads_to(tmp_path):
    """The fault: the log opened through a link and appended to its target."""
    target = tmp_path / "precious.txt"
    target.write_text("a file of the player's\n")
    link = data_dir() / "sorry-game.log"
    link.symlink_to(target)
    assert log_handler(link) is None
    assert target.read_text() == "a file of the player's\n"
    (fault,) = health.faults(shown=False)
    assert fault.kind is kinds.LOG and "link" in fault.reason


@posix_only
def test_a_file_read_through_a_link_out_of_its_folder_is_refused(tmp_path):
    outside = tmp_path / "stats-elsewhere.json"
    outside.write_text('{"version":1,"games":{},"units":{},"seen":[]}\n')
    stats_path().symlink_to(outside)
    loaded = load_stats()
    assert loaded.problem is not None
    assert "a link out of its folder" in loaded.problem[1][0]
    assert outside.read_text().startswith('{"version":1')  # never touched
    inside = data_dir() / "kept.json"
    inside.write_text('{"version":1,"games":{},"units":{},"seen":["k"]}\n')
    stats_path().symlink_to(inside.name)  # a link that stays in its folder is followed
    assert load_stats().stats.seen == ["k"]


# --- a window stopped while holding the locks -----------------------------------------------
@posix_only
def test_a_stopped_window_holding_the_locks_delays_a_filing_half_a_second_at_most():
    """The fault: a window stopped while holding the locks made the other window's
    filing wait 6 s. Now each lock is waited for at most LOCK_WAIT_S; the game is kept
    and counted when the statistics are free again."""
    game = finish(a_game())
    with other_window("hold") as other:
        other.send_signal(signal.SIGSTOP)
        start = time.perf_counter()
        problem = file_finished(game)
        took = time.perf_counter() - start
        assert took < 0.7, took  # two locks, each waited for LOCK_WAIT_S at most
        assert problem is not None and "another window kept them busy" in problem[1][0]
        assert len(history.finished_games()) == 1  # kept all the same
    assert catch_up() is None
    assert load_stats().stats.total_games("classic") == 1
    assert locks.LOCK_WAIT_S * 2 <= 0.5
