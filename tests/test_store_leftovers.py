"""Issue 40, clean and durable: the temporary files of writes that were killed (in
History, the saves, any folder of the store) are removed at the next start, and the
folder is synced after each rename, so that a power cut cannot lose the rename."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from sorry_game.app.app import App
from sorry_game.store import guarded, history, kinds, saves
from sorry_game.store.paths import data_dir


def dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def leftover(folder: Path, name: str, pid: int) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f".{name}.{pid}.tmp"
    path.write_bytes(b"half a record " * 1000)
    return path


def test_temp_files_of_killed_writes_in_history_and_saves_are_removed_at_start():
    """The fault: a temporary file left by a write killed mid-way in history/ or saves/
    was never removed (a kept game or a named save is never written again)."""
    dead = dead_pid()
    stale = [
        leftover(history.history_dir(), "g00000003-20260101-120000-0123456789abcdef.sorry", dead),
        leftover(saves.saves_dir(), "Evening game.sorry", dead),
        leftover(data_dir(), "stats.json", dead),
    ]
    running = leftover(saves.saves_dir(), "Being written.sorry", os.getppid())
    other = saves.saves_dir() / ".not-a-temp-file"
    other.write_text("the player's", encoding="utf-8")
    app = App(size=(800, 600), audio=False)
    try:
        app.step([])
        assert [p for p in stale if p.exists()] == []
        assert running.exists() and other.exists()  # a running write's, and not ours
    finally:
        app.close()


@pytest.mark.skipif(os.name == "nt", reason="Windows cannot open a folder to sync it")
def test_the_folder_is_synced_after_the_rename(monkeypatch):
    """The fault: the folder was not synced after a rename, so a power cut could lose
    the rename (the file's own data was synced, its new name not)."""
    calls: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd: int) -> None:
        mode = os.fstat(fd).st_mode
        calls.append(f"fsync {'folder' if stat.S_ISDIR(mode) else 'file'} {os.fstat(fd).st_ino}")
        real_fsync(fd)

    def replace(src, dst) -> None:
        calls.append("rename")
        real_replace(src, dst)

    monkeypatch.setattr(guarded.os, "fsync", fsync)
    monkeypatch.setattr(guarded.os, "replace", replace)
    path = data_dir() / "autosave.sorry"
    guarded.write_text(kinds.AUTOSAVE, path, "sorry-game save\n")
    folder = f"fsync folder {os.stat(data_dir()).st_ino}"
    assert [c.split()[1] if c != "rename" else c for c in calls] == ["file", "rename", "folder"]
    assert calls[-1] == folder
