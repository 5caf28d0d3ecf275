"""Locks between two windows on one folder: the primitive (`try_lock`, without waiting,
on any system), the lock files (`open_lock`: never through a link, never waiting), and
the lock held while a window rereads, changes and writes a shared file (`locked`).

Locks degrade, they never stop the game nor let two windows mix their files:
- a file system without locks (`flock` says ENOLCK, as some network folders do) raises
  `NoLocks`; `locked` then goes on unlocked and `health` says that two windows on this
  folder are not safe (kinds.LOCKS);
- a folder in a lock file's place: the next name is used (`.x.lock-2`: every window
  makes the same choice); a link there is removed (its target is never touched) and a
  lock file made;
- no wait longer than `LOCK_WAIT_S` on the game's thread: a lock held longer (a window
  stopped while holding it) raises `Busy`, and the caller files later instead.
"""

from __future__ import annotations

import errno
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from sorry_game.store import health, kinds

#: the longest a lock is waited for (a write takes milliseconds; two waits in a filing
#: stay under half a second)
LOCK_WAIT_S = 0.25
#: the errnos of a file system that cannot lock files
NO_LOCK_ERRNOS = frozenset(
    {errno.ENOLCK, errno.EOPNOTSUPP, errno.ENOSYS, getattr(errno, "ENOTSUP", errno.EOPNOTSUPP)}
)
#: the open flag that refuses a link (0 where the system has none)
NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
#: names tried for one lock: `.x.lock`, then `.x.lock-2`, … (a folder may block one)
NAMES_TRIED = 3


class NoLocks(OSError):
    """The folder's file system cannot lock files (ENOLCK and its kin)."""


class Busy(OSError):
    """Another window held the file's lock for longer than a write takes."""


class Blocked(OSError):
    """Something that is no lock file (a folder, a device) stands in a lock file's place."""


def try_lock(fd: int) -> bool:
    """Lock the open file `fd` without waiting; False when another process holds it,
    NoLocks when the file system cannot lock."""
    try:
        if os.name == "nt":
            import msvcrt

            try:
                msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
            except PermissionError:
                return False
            return True
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    except OSError as exc:
        if exc.errno in NO_LOCK_ERRNOS:
            raise NoLocks(exc.errno, "the folder cannot lock files") from None
        raise
    return True


def unlock(fd: int) -> None:
    try:
        if os.name == "nt":
            import msvcrt

            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)  # type: ignore[attr-defined]
            return
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_UN)
    except OSError:
        pass  # closing the file lets the lock go all the same


def open_lock(path: Path, write: bool = False) -> int:
    """The lock file `path`, opened (made when absent) without following a link: a link
    in its place is no lock of ours and is removed first (its target is never touched).
    Blocked when something else stands there (a folder); OSError when it cannot be
    made. Read-only where the lock allows it (`write`: for writing)."""
    access = os.O_RDWR if write or os.name == "nt" else os.O_RDONLY
    flags = access | os.O_CREAT | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0)
    for _ in range(2):
        if path.is_symlink():
            try:
                path.unlink()
            except FileNotFoundError:
                pass
        try:
            fd = os.open(path, flags | NOFOLLOW, 0o644)
        except OSError as exc:
            if exc.errno in (errno.ELOOP, errno.EMLINK):
                continue  # a link made meanwhile: removed, then tried again
            if exc.errno == errno.EISDIR or path.is_dir():
                raise Blocked(errno.EISDIR, "a folder is in the way of a lock file") from None
            raise
        if not same_file(fd, path) or not _regular(fd):
            os.close(fd)
            raise Blocked(errno.EINVAL, "something else is in the way of a lock file")
        return fd
    raise Blocked(errno.ELOOP, "links keep appearing in a lock file's place")


def _regular(fd: int) -> bool:
    import stat

    return stat.S_ISREG(os.fstat(fd).st_mode)


def same_file(fd: int, path: Path) -> bool:
    """True while `path` is still the file open as `fd` (not removed, nor replaced by
    another file, a folder or a link)."""
    try:
        mine, there = os.fstat(fd), os.lstat(path)
    except OSError:
        return False
    return (mine.st_dev, mine.st_ino) == (there.st_dev, there.st_ino)


def lock_names(path: Path, suffix: str = "lock") -> list[Path]:
    """The lock files tried for `path`, in order.

    >>> [p.name for p in lock_names(Path("d/stats.json"))]
    ['.stats.json.lock', '.stats.json.lock-2', '.stats.json.lock-3']
    """
    first = path.with_name(f".{path.name}.{suffix}")
    return [first] + [first.with_name(f"{first.name}-{n}") for n in range(2, NAMES_TRIED + 1)]


def hold(path: Path, wait: float) -> int | None:
    """The open, locked lock file of `path` (the first of its names that can be a lock
    file), waiting at most `wait` seconds; None when locks cannot be had here (no locks,
    or every name blocked: reported to `health`). Busy when another window holds it
    longer; OSError when no lock file can be made (the folder cannot be written)."""
    deadline = time.monotonic() + wait
    for name in lock_names(path):
        try:
            fd = open_lock(name)
        except Blocked:
            continue  # a folder in its place: every window takes the next name
        try:
            while True:
                if try_lock(fd):
                    if same_file(fd, name):
                        return fd
                    unlock(fd)  # removed or replaced while we waited: the new one
                    os.close(fd)
                    fd = open_lock(name)
                    continue
                if time.monotonic() > deadline:
                    raise Busy(errno.EAGAIN, f"another window kept {path.name} busy")
                time.sleep(0.005)
        except NoLocks as exc:
            os.close(fd)
            unlocked(exc, path.parent)
            return None
        except BaseException:
            os.close(fd)
            raise
    unlocked("its lock files are blocked by folders", path.parent)
    return None


def unlocked(why: BaseException | str, folder: Path) -> None:
    """Say that two windows on `folder` are not safe (no lock can be had there)."""
    health.failed(kinds.LOCKS, why, folder)


@contextmanager
def locked(path: Path, wait: float = LOCK_WAIT_S) -> Iterator[bool]:
    """Hold `path`'s lock while reading, changing and writing `path`, so that two
    running windows never lose each other's update (each rereads inside the lock).
    Yields True when held, False when this folder cannot lock (then the caller goes on
    unlocked and `health` says so). Busy after `wait` seconds; OSError when the lock
    file cannot be made (the folder cannot be written: the write would fail anyway)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = hold(path, wait)
    if fd is None:
        yield False
        return
    try:
        yield True
    finally:
        unlock(fd)
        os.close(fd)


def probe(folder: Path) -> bool:
    """Whether files in `folder` can be locked now (Try again): a lock that works ends
    the LOCKS fault."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd = open_lock(folder / ".probe.lock")
    except OSError:
        return False
    try:
        if not try_lock(fd):
            return True  # another window holds it: locks work
        unlock(fd)
    except NoLocks:
        return False
    finally:
        os.close(fd)
    health.worked(kinds.LOCKS)
    return True


def pid_alive(pid: int) -> bool:
    """True when a process `pid` exists (a zombie counts as gone). Never signals it."""
    if pid <= 0:
        return False
    if os.name == "nt":
        return _pid_alive_windows(pid)
    try:
        os.kill(pid, 0)  # signal 0: only asks whether the process exists
    except ProcessLookupError:
        return False
    except OSError:
        return True  # it exists but belongs to someone else
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as fh:
            return fh.read().rpartition(")")[2].split()[:1] != ["Z"]
    except OSError:
        return True


def process_start(pid: int) -> str:
    """When process `pid` started, as the system counts it ("" where it cannot say):
    with the pid, a name no later process has."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as fh:
            fields = fh.read().rpartition(")")[2].split()
    except OSError:
        return ""
    return fields[19] if len(fields) > 19 else ""


def alive(owner: str) -> bool:
    """Whether the process an owner file names ("<pid> <start>") still runs.

    >>> alive(f"{os.getpid()} {process_start(os.getpid())}"), alive("junk"), alive("0")
    (True, False, False)
    """
    pid, _sep, start = owner.partition(" ")
    if not pid.isdigit() or not pid_alive(int(pid)):
        return False
    return not start or process_start(int(pid)) in ("", start)


def _pid_alive_windows(pid: int) -> bool:
    import ctypes

    kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
    handle = kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
    if not handle:
        return kernel32.GetLastError() == 5  # access denied: it exists
    try:
        code = ctypes.c_ulong()
        if not kernel32.GetExitCodeProcess(handle, ctypes.byref(code)):
            return True
        return code.value == 259  # STILL_ACTIVE
    finally:
        kernel32.CloseHandle(handle)
