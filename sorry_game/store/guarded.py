"""The guarded read and the atomic write every user file goes through: reads are bounded
and never wait (regular files only, at most a kind's limit), writes go to a temporary
file, are flushed to the disk and renamed over the old file, so the old good file stays
whole until the new one is complete.
"""

from __future__ import annotations

import os
import stat
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from sorry_game.store import health, paths
from sorry_game.store.kinds import FileKind
from sorry_game.store.locks import try_lock, unlock

#: a temporary file older than this belongs to no write in progress (writes take ms)
STALE_TMP_S = 600


def atomic_write_text(path: Path, text: str) -> None:
    """`atomic_write_bytes` of UTF-8 text (a file of no kind: `write_text` is the way for
    the player's files)."""
    atomic_write_bytes(path, text.encode("utf-8"))


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Write via a temporary file, flushed to the disk, then renamed over `path`, so a
    crash or a full disk never leaves half a file and the old file stays whole.

    The temporary file is `.<name>.<pid>.tmp`; one left behind by a process that was
    killed mid-write is removed by the next write (`remove_stale_temp`)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    remove_stale_temp(path)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            tmp.unlink()
        except OSError:
            pass
        raise


def remove_stale_temp(path: Path) -> list[Path]:
    """Remove the temporary files of `path` (`.<name>.<pid>.tmp`) that no running write
    owns: their process is gone, or they are older than any write takes. Returns them."""
    removed: list[Path] = []
    try:
        candidates = list(path.parent.glob(f".{path.name}.*.tmp"))
    except OSError:
        return removed
    now = time.time()
    for tmp in candidates:
        pid_text = tmp.name[len(path.name) + 2 : -len(".tmp")]
        if not pid_text.isdigit():
            continue
        pid = int(pid_text)
        try:
            old = now - tmp.stat().st_mtime > STALE_TMP_S
        except OSError:
            continue
        if pid == os.getpid() or (pid_alive(pid) and not old):
            continue
        try:
            tmp.unlink()
            removed.append(tmp)
        except OSError:
            pass
    return removed


def corrupt_name(path: Path) -> Path:
    """Where a broken file is moved: <name>.corrupt-<time><suffix> beside it (an
    autosave, the statistics), never an existing file."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.corrupt-{stamp}{path.suffix}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.stem}.corrupt-{stamp}-{n}{path.suffix}")
    return target


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


class NotAFile(ValueError):
    """`read_limited` met something that is not a file to read: `kind` is "folder",
    "pipe" (a pipe or a socket) or "device"."""

    def __init__(self, kind: str) -> None:
        super().__init__(f"it is a {kind}, not a file")
        self.kind = kind


def read_limited(path: Path, limit: int, devices: bool = True) -> bytes:
    """At most `limit` + 1 bytes of `path` (more means too large), never waiting: it is
    opened without waiting and looked at first, so a pipe (which would wait for a writer
    for ever) or a folder is refused with NotAFile; a device too unless `devices` (then
    it is read without waiting and bounded: never /dev/zero for ever). OSError when it
    cannot be opened or read."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0))
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise NotAFile("folder")
        if stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode):
            raise NotAFile("pipe")
        if not devices and not stat.S_ISREG(mode):
            raise NotAFile("device")
        with os.fdopen(fd, "rb", closefd=False) as fh:
            return fh.read(limit + 1) or b""
    finally:
        os.close(fd)


# --- the one way a user file is written ------------------------------------------------
class TooLarge(OSError):
    """What would be written is larger than its kind may be (it could not be read back)."""


#: a test or the storage soak may fail writes on purpose: called with the path about to
#: be written, it returns the error to raise (None: write as usual)
fault_hook: Callable[[Path], OSError | None] | None = None


def raise_injected(path: Path) -> None:
    """Raise the fault `fault_hook` gives for a write of `path`, if any."""
    injected = fault_hook(path) if fault_hook is not None else None
    if injected is not None:
        raise injected


def write_text(kind: FileKind, path: Path, text: str) -> None:
    """Write `text` as the file `path` of `kind`, atomically (the old file stays whole
    until the new one is complete); refuse more than the kind's `max_bytes`, which its
    reader would refuse. A failure is reported to `health` (the window shows it) and
    raised as OSError; a success clears the kind's fault."""
    data = text.encode("utf-8")
    try:
        if len(data) > kind.max_bytes:
            raise TooLarge(f"it would be larger than {kind.label} may be")
        raise_injected(path)
        atomic_write_bytes(path, data)
    except OSError as exc:
        health.failed(kind, exc, path)
        raise
    health.worked(kind)
    paths.folder_works(path)  # a folder that could not be made at start works now


# --- two windows at once ---------------------------------------------------------------
class Busy(OSError):
    """Another window held the file's lock for longer than a write takes."""


#: how long a write waits for another window's write of the same file
LOCK_WAIT_S = 3.0


@contextmanager
def locked(path: Path, wait: float = LOCK_WAIT_S) -> Iterator[None]:
    """Hold `<path>.lock` while reading, changing and writing `path`, so that two
    running windows never lose each other's update (each rereads inside the lock).
    Waits at most `wait` seconds, then raises Busy; OSError when the lock file cannot
    be made (the folder cannot be written: the write would fail anyway)."""
    lock_path = path.with_name(f".{path.name}.lock")
    lock_path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(lock_path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o644)
    try:
        deadline = time.monotonic() + wait
        while not try_lock(fd):
            if time.monotonic() > deadline:
                raise Busy(f"another window kept {path.name} busy")
            time.sleep(0.01)
        try:
            yield
        finally:
            unlock(fd)
    finally:
        os.close(fd)
