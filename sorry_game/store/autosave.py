"""The autosave of each window: two windows open on one user folder must not write
their games over each other, so each window claims a slot for the life of its process
(`autosave.sorry`, then `autosave-2.sorry` …) by holding the slot's lock file.

A slot whose window has closed is free again: the next window to start takes the
lowest free slot, and Load game lists the other free slots that still hold a game
(`left_behind`), so that a game autosaved by a second window is never out of reach.
"""

from __future__ import annotations

import os
from pathlib import Path

from sorry_game.store.locks import try_lock, unlock

#: slots beyond this are not claimed: the last one is shared (more windows than this
#: on one folder is not a way anyone plays)
SLOTS = 4
#: the folder → (slot path, the open lock file) of this process
_claimed: dict[Path, tuple[Path, int | None]] = {}


def slot_path(folder: Path, n: int) -> Path:
    """Slot `n` (from 1) of `folder`.

    >>> slot_path(Path("d"), 1).name, slot_path(Path("d"), 2).name
    ('autosave.sorry', 'autosave-2.sorry')
    """
    return folder / ("autosave.sorry" if n == 1 else f"autosave-{n}.sorry")


def _lock_file(path: Path) -> Path:
    return path.with_name(f".{path.name}.window")


def _try_claim(path: Path) -> int | None:
    """The open, locked lock file of slot `path`, or None when another window holds it
    (or the lock cannot be made: then the slot is used without one)."""
    try:
        # read-only where the lock allows it: a disk with no file open for writing can
        # still be made read-only under a running window
        access = os.O_RDWR if os.name == "nt" else os.O_RDONLY
        fd = os.open(_lock_file(path), access | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o644)
    except OSError:
        return -1  # no lock can be made here: nothing can be written either
    if try_lock(fd):
        return fd
    os.close(fd)
    return None


def claim(folder: Path) -> Path:
    """This window's autosave in `folder` (claimed at the first call, kept after)."""
    key = folder.resolve() if folder.exists() else folder
    if key in _claimed:
        return _claimed[key][0]
    for n in range(1, SLOTS + 1):
        path = slot_path(folder, n)
        fd = _try_claim(path)
        if fd is not None:
            _claimed[key] = (path, fd if fd >= 0 else None)
            return path
    path = slot_path(folder, SLOTS)
    _claimed[key] = (path, None)
    return path


def left_behind(folder: Path) -> list[Path]:
    """The other slots of `folder` that hold a file and whose window is gone."""
    mine = claim(folder)
    out: list[Path] = []
    for n in range(1, SLOTS + 1):
        path = slot_path(folder, n)
        if path == mine or not path.is_file():
            continue
        fd = _try_claim(path)
        if fd is None:
            continue  # another window is playing it
        if fd >= 0:
            unlock(fd)
            os.close(fd)
        out.append(path)
    return out


def release_all() -> None:
    """Give up every slot of this process (tests; a window's end does it by exiting)."""
    for _path, fd in _claimed.values():
        if fd is not None:
            try:
                unlock(fd)
                os.close(fd)
            except OSError:
                pass
    _claimed.clear()
