"""What the store could not write, for the window to show at once.

Every write of a user file ends here (`guarded.write_text`): a failure is kept as a
`Fault` of its kind until a later write of that kind works. The window asks for the
`faults()` whenever `version()` changes and shows a banner that says what is at risk,
why, and what to do. Nothing here knows the window: it is plain data behind a lock, so
a write from any thread can report.

>>> reset()
>>> fault = failed(kinds.AUTOSAVE, OSError(errno.ENOSPC, "No space left on device"))
>>> fault.headline
'Your moves are not being saved: the disk is full.'
>>> [f.kind.id for f in faults()], worked(kinds.AUTOSAVE), faults()
(['autosave'], None, [])
"""

from __future__ import annotations

import errno
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from sorry_game.store import kinds
from sorry_game.store.kinds import FileKind

#: the reasons a write fails, in player words, by errno (others: the system's own words)
REASONS = {
    errno.ENOSPC: "the disk is full",
    errno.EDQUOT: "your disk quota is used up",
    errno.EROFS: "the disk is read-only",
    errno.EACCES: "the folder may not be written",
    errno.EPERM: "the folder may not be written",
    errno.ENOTDIR: "a file is in the way of its folder",
    errno.EEXIST: "a file is in the way of its folder",
    errno.EISDIR: "a folder is in the way of the file",
    errno.EIO: "the disk reported an error",
    errno.ENAMETOOLONG: "the folder's name is too long",
    errno.ENOLCK: "the folder cannot lock files",
}
#: what to do, by reason (the kind's own advice follows)
REMEDIES = {
    "the disk is full": "Free some space on the disk.",
    "your disk quota is used up": "Free some of your disk space.",
    "the disk is read-only": "Use a disk that can be written.",
    "the folder may not be written": "Check who may write to the folder.",
    "a file is in the way of its folder": "Move the file that is in the way.",
    "a folder is in the way of the file": "Move the folder that is in the way.",
    "the folder cannot lock files": "Use a folder on this computer's own disk.",
    "its lock files are blocked by folders": "Move away the folders whose names end in .lock.",
}


@dataclass(frozen=True)
class Fault:
    """One kind of file that cannot be written now."""

    kind: FileKind
    #: why, in player words ("the disk is full")
    reason: str
    #: the file or folder that failed ("" when not known)
    path: str = ""
    #: when it first failed (time.monotonic(); the banner's one-second promise is from here)
    since: float = 0.0

    @property
    def headline(self) -> str:
        """'Your moves are not being saved: the disk is full.'"""
        return f"{self.kind.at_risk}: {self.reason}."

    @property
    def advice(self) -> str:
        """What to do: the remedy for the reason, then the kind's own advice."""
        return self.advice_text(own=True)

    def advice_text(self, own: bool = True) -> str:
        """The remedy for the reason (naming the file in the way, when one is), then
        the kind's own advice unless `own` is False (no game to save elsewhere)."""
        remedy = REMEDIES.get(self.reason, "")
        if self.reason == REASONS[errno.ENOTDIR] and self.path:
            blocker = in_the_way(Path(self.path))
            if blocker is not None:
                remedy = f"Move the file that is in the way ({blocker})."
        if not remedy and self.path:
            remedy = f"Check {self.path}."
        extra = self.kind.advice if own else ""
        if extra and remedy:
            extra = f"Or {extra[0].lower()}{extra[1:]}"
        if extra and not extra.endswith((".", "…")):
            extra += "."
        return " ".join(part for part in (remedy, extra, self.kind.note) if part)


def in_the_way(path: Path) -> Path | None:
    """The file that stands where a folder of `path` should be (`path` itself or the
    nearest of its parents that exists), or None when that one is a folder."""
    for candidate in (path, *path.parents):
        try:
            if candidate.exists() or candidate.is_symlink():
                return None if candidate.is_dir() else candidate
        except OSError:
            return None
    return None


def reason_of(error: BaseException | str) -> str:
    """A failure in player words: the errno's reason, else the system's message.

    >>> reason_of(OSError(errno.EROFS, "Read-only file system")), reason_of("it is too large")
    ('the disk is read-only', 'it is too large')
    """
    if isinstance(error, str):
        return error
    if isinstance(error, OSError) and error.errno in REASONS:
        return REASONS[error.errno]
    text = getattr(error, "strerror", None) or str(error) or type(error).__name__
    return " ".join(str(text).split())[:120]


_lock = threading.Lock()
_faults: dict[str, Fault] = {}
_version = 0


def failed(kind: FileKind, error: BaseException | str, path: Path | str | None = None) -> Fault:
    """Remember that `kind` cannot be written (the first failure's time is kept while
    it lasts); returns the fault."""
    global _version
    reason = reason_of(error)
    with _lock:
        old = _faults.get(kind.id)
        since = old.since if old is not None else time.monotonic()
        fault = Fault(kind, reason, str(path or ""), since)
        if old != fault:
            _faults[kind.id] = fault
            _version += 1
        return fault


def worked(kind: FileKind) -> None:
    """A write of `kind` worked: its fault, if any, is over."""
    global _version
    with _lock:
        if _faults.pop(kind.id, None) is not None:
            _version += 1


def faults(shown: bool = True) -> list[Fault]:
    """The faults now, oldest first (only those the window shows, unless `shown` is False)."""
    with _lock:
        rows = [f for f in _faults.values() if f.kind.shown or not shown]
    return sorted(rows, key=lambda f: f.since)


def expire(now: float | None = None) -> bool:
    """Forget the notices that have been shown long enough (`FileKind.lasts`); True
    when one went (the window polls this each frame: cheap while there is none)."""
    global _version
    if not _faults:
        return False
    now = time.monotonic() if now is None else now
    with _lock:
        gone = [k for k, f in _faults.items() if f.kind.lasts and now - f.since > f.kind.lasts]
        for key in gone:
            del _faults[key]
        if gone:
            _version += 1
    return bool(gone)


def version() -> int:
    """Changes whenever the faults change (the window redraws its banner then)."""
    return _version


def reset() -> None:
    """Forget every fault (a new process, or a test)."""
    global _version
    with _lock:
        _faults.clear()
        _version += 1


__all__ = [
    "Fault",
    "expire",
    "failed",
    "faults",
    "kinds",
    "reason_of",
    "reset",
    "version",
    "worked",
]
