"""The guarded read and the atomic write every user file goes through.

- `read_bytes(kind, path)`: at most the kind's limit, never waiting (opened without
  waiting and looked at first: a folder, a pipe, a device or a link out of its folder
  is refused unread), every failure one narrow `Unreadable` with its reason.
- `write_text(kind, path, text)`: within the kind's limit, to a temporary file flushed
  to the disk, renamed over the old file (the old good file stays whole until the new
  one is complete), the folder then synced where the system allows; the fault is
  reported to `health`.
- `sweep(folder)`: the temporary files of writers that died (a kill mid-write) are
  removed at start.

Nothing here follows a symbolic link out of its folder (`open_inside`).
"""

from __future__ import annotations

import errno
import os
import re
import stat
import time
from collections.abc import Callable
from pathlib import Path

from sorry_game.store import health, paths
from sorry_game.store.kinds import FileKind
from sorry_game.store.locks import pid_alive

#: a temporary file older than this belongs to no write in progress (writes take ms)
STALE_TMP_S = 600
#: a temporary file of a write: `.<name>.<pid>.tmp`
TEMP_NAME = re.compile(r"^\.(?P<name>.+)\.(?P<pid>\d{1,10})\.tmp$")
#: the open flags that refuse a link (0 where the system has none: then `lstat` decides)
NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
BINARY = getattr(os, "O_BINARY", 0)


# --- links ----------------------------------------------------------------------------------
class NotAFile(ValueError):
    """Something in a file's place that is not a file to use: `kind` is "folder",
    "pipe" (a pipe or a socket), "device" or "link" (a link out of its folder)."""

    def __init__(self, kind: str) -> None:
        super().__init__(f"it is a {kind}, not a file")
        self.kind = kind


def inside(path: Path) -> bool:
    """True when `path`, links followed, stays in its own folder (or below it).

    >>> inside(Path("/no/such/folder/file"))
    True
    """
    try:
        folder = os.path.realpath(path.parent)
        target = os.path.realpath(path)
    except (OSError, ValueError):
        return False
    return os.path.commonpath([folder, target]) == folder


def open_inside(path: Path, flags: int, mode: int = 0o644) -> int:
    """`os.open` that never follows a link out of the file's folder: a link that stays
    inside is followed, one that leads out (or dangles out) raises NotAFile("link")."""
    path = Path(path)
    if not NOFOLLOW and path.is_symlink() and not inside(path):
        raise NotAFile("link")
    try:
        return os.open(path, flags | NOFOLLOW | BINARY, mode)
    except OSError as exc:
        if exc.errno not in (errno.ELOOP, errno.EMLINK) or not path.is_symlink():
            raise
    if not inside(path):
        raise NotAFile("link")
    return os.open(os.path.realpath(path), flags | NOFOLLOW | BINARY, mode)


# --- the one way a user file is read ----------------------------------------------------------
class Unreadable(Exception):
    """`read_bytes` could not give the file: `what` is "missing", "folder", "pipe",
    "device", "link", "large" or "error" (the disk said no: `error`); `reason` says it
    without a subject ("too large to be the statistics")."""

    #: what the file itself is at fault for (another version of the game, a hand): it
    #: stays so whatever the disk does; "error" and "missing" may pass
    LASTING = frozenset({"folder", "pipe", "device", "link", "large"})

    def __init__(self, what: str, kind: FileKind, error: OSError | None = None) -> None:
        self.what = what
        self.kind = kind
        self.error = error
        super().__init__(self.reason)

    @property
    def reason(self) -> str:
        """'too large to be a saved game', 'not a regular file', …"""
        if self.what == "large":
            return f"too large to be {self.kind.label}"
        if self.what == "error":
            why = getattr(self.error, "strerror", None) or health.reason_of(self.error or "")
            return f"not readable ({why})"
        return READ_WORDS[self.what]

    @property
    def lasting(self) -> bool:
        return self.what in self.LASTING


#: why a file cannot be read, in a few words without a subject ("it is …")
READ_WORDS = {
    "missing": "not there",
    "folder": "a folder, not a regular file",
    "pipe": "not a regular file",
    "device": "not a regular file",
    "link": "not a regular file (a link out of its folder)",
}


def read_bytes(kind: FileKind, path: Path, devices: bool = False) -> bytes:
    """The file `path` of `kind`: at most `kind.max_bytes`, never waiting. It is opened
    without waiting and looked at first, so a pipe (which would wait for a writer for
    ever) or a folder is refused; a device too unless `devices` (then it is read without
    waiting and bounded: never /dev/zero for ever). Unreadable otherwise.

    >>> from sorry_game.store import kinds
    >>> read_bytes(kinds.THEME, Path("/no/such/file")) # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    sorry_game.store.guarded.Unreadable: not there
    """
    try:
        fd = open_inside(Path(path), os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except FileNotFoundError:
        raise Unreadable("missing", kind) from None
    except NotAFile as exc:
        raise Unreadable(exc.kind, kind) from None
    except OSError as exc:
        raise Unreadable("error", kind, exc) from None
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise Unreadable("folder", kind)
        if stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode):
            raise Unreadable("pipe", kind)
        if not devices and not stat.S_ISREG(mode):
            raise Unreadable("device", kind)
        with os.fdopen(fd, "rb", closefd=False) as fh:
            data = fh.read(kind.max_bytes + 1) or b""
    except OSError as exc:
        raise Unreadable("error", kind, exc) from None
    finally:
        os.close(fd)
    if len(data) > kind.max_bytes:
        raise Unreadable("large", kind)
    return data


# --- the one way a user file is written --------------------------------------------------------
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


def atomic_write_text(path: Path, text: str) -> None:
    """`atomic_write_bytes` of UTF-8 text (a file of no kind: `write_text` is the way for
    the player's files)."""
    atomic_write_bytes(path, text.encode("utf-8"))


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Write via a temporary file, flushed to the disk, then renamed over `path`, so a
    crash or a full disk never leaves half a file and the old file stays whole; then
    the folder is synced, so that a power cut does not lose the rename.

    The temporary file is `.<name>.<pid>.tmp`, made new (never through a link); one left
    behind by a process that was killed mid-write is removed by the next write of that
    file and by `sweep` at start."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    remove_stale_temp(path)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        try:
            tmp.unlink()  # our own, from a write this process could not finish
        except FileNotFoundError:
            pass
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | NOFOLLOW | BINARY, 0o644)
        with os.fdopen(fd, "wb") as fh:
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
    sync_folder(path.parent)


def sync_folder(folder: Path) -> bool:
    """Flush `folder`'s entries (a rename just made) to the disk; False where the system
    cannot (Windows opens no folder; some file systems refuse)."""
    if os.name == "nt":
        return False
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return False
    try:
        os.fsync(fd)
    except OSError:
        return False
    finally:
        os.close(fd)
    return True


# --- leftovers ---------------------------------------------------------------------------------
def stale(tmp: Path, now: float | None = None) -> bool:
    """True when `tmp` (`.<name>.<pid>.tmp`) belongs to no running write: its process is
    gone, or it is older than any write takes (a pid used again)."""
    match = TEMP_NAME.match(tmp.name)
    if match is None:
        return False
    pid = int(match["pid"])
    try:
        old = (time.time() if now is None else now) - tmp.lstat().st_mtime > STALE_TMP_S
    except OSError:
        return False
    return old or (pid != os.getpid() and not pid_alive(pid))


def temp_of(tmp: Path) -> str:
    """The name of the file whose temporary file `tmp` is ("" for any other file).

    >>> temp_of(Path(".autosave.sorry.123.tmp")), temp_of(Path("autosave.sorry"))
    ('autosave.sorry', '')
    """
    match = TEMP_NAME.match(tmp.name)
    return match["name"] if match else ""


def remove_stale_temp(path: Path) -> list[Path]:
    """Remove the temporary files of `path` that no running write owns. Returns them."""
    try:
        candidates = [p for p in path.parent.iterdir() if temp_of(p) == path.name]
    except OSError:
        return []
    return _remove(candidates)


def sweep(folder: Path) -> list[Path]:
    """Remove every temporary file in `folder` that no running write owns (a write killed
    mid-way leaves one; a named file's is never written again): what a start does."""
    try:
        candidates = [p for p in folder.iterdir() if temp_of(p)]
    except OSError:
        return []
    return _remove(candidates)


def _remove(candidates: list[Path]) -> list[Path]:
    removed: list[Path] = []
    now = time.time()
    for tmp in candidates:
        if not stale(tmp, now):
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
    while target.exists() or target.is_symlink():
        n += 1
        target = path.with_name(f"{path.stem}.corrupt-{stamp}-{n}{path.suffix}")
    return target
