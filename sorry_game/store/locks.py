"""Locking an open file without waiting, on any system: the one primitive under the
store's lock for two windows (`guarded.locked`) and the autosave's slots. It imports
nothing of the store, so every part of it can use it."""

from __future__ import annotations

import os


def try_lock(fd: int) -> bool:
    """Lock the open file `fd` without waiting; False when another process holds it."""
    if os.name == "nt":
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def unlock(fd: int) -> None:
    if os.name == "nt":
        import msvcrt

        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)  # type: ignore[attr-defined]
        return
    import fcntl

    fcntl.flock(fd, fcntl.LOCK_UN)
