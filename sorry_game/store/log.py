"""The program's log file (errors of the computer players, a file that could not be
read, …): what a player can send with a bug report when the window has no console.
Two files of at most `kinds.LOG.max_bytes` each.

The log is opened only when it is absent or a regular file, and never waits: it is
opened without waiting and looked at before anything is written, so a pipe (which would
wait for a reader for ever), a folder, a device or a link out of its folder (whose
target it would append to) is refused. Then the game carries on without a log file, and
`health` remembers why (kinds.LOG).
"""

from __future__ import annotations

import errno
import logging
import logging.handlers
import os
import stat
import sys
from pathlib import Path
from typing import IO, Any

from sorry_game.store import health, kinds
from sorry_game.store.guarded import NotAFile, open_inside
from sorry_game.store.paths import log_path

FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
#: a single entry longer than this is cut (a file never grows past its limit by one entry)
MAX_ENTRY = kinds.LOG.max_bytes // 8

_started = False


def open_log(path: Path) -> IO[str]:
    """`path` opened to append, without waiting: NotAFile for a pipe, a socket, a folder,
    a device or a link out of its folder; OSError when it cannot be opened."""
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = open_inside(Path(path), flags)
    except OSError as exc:
        # a pipe without a reader refuses a write-only open that may not wait (ENXIO)
        if exc.errno == errno.ENXIO or _is_pipe(path):
            raise NotAFile("pipe") from None
        if path.is_dir():
            raise NotAFile("folder") from None
        raise
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode):
            raise NotAFile("pipe")
        if stat.S_ISDIR(mode):
            raise NotAFile("folder")
        if not stat.S_ISREG(mode):
            raise NotAFile("device")
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        return os.fdopen(fd, "a", encoding="utf-8", errors="replace")
    except BaseException:
        os.close(fd)
        raise


def _is_pipe(path: Path) -> bool:
    try:
        return stat.S_ISFIFO(os.stat(path).st_mode)
    except OSError:
        return False


class LogFile(logging.handlers.RotatingFileHandler):
    """A rotating log of two bounded files that is opened only as a regular file and
    reports its failures to `health` instead of printing them."""

    def __init__(self, path: Path, max_bytes: int = kinds.LOG.max_bytes) -> None:
        super().__init__(path, maxBytes=max_bytes, backupCount=1, encoding="utf-8", delay=True)
        self.stream = self._open()  # refused here (NotAFile, OSError) rather than later
        self._error: BaseException | str | None = None

    def _open(self) -> Any:
        return open_log(Path(self.baseFilename))

    def format(self, record: logging.LogRecord) -> str:
        text = super().format(record)
        most = min(MAX_ENTRY, self.maxBytes // 8)  # even in UTF-8, half the file at most
        if len(text) > most:
            text = text[:most] + " …(cut)"
        return text

    def shouldRollover(self, record: logging.LogRecord) -> bool:  # noqa: N802 - logging's
        """Whether the entry would take the file past its limit (counted in bytes)."""
        if self.stream is None:
            self.stream = self._open()
        entry = len((self.format(record) + "\n").encode("utf-8", "replace"))
        self.stream.seek(0, os.SEEK_END)
        return self.stream.tell() + entry > self.maxBytes

    def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802 - logging's
        """Remember the failure (the log's fault), never print it."""
        self._error = sys.exc_info()[1] or "it could not be written"
        health.failed(kinds.LOG, self._error, self.baseFilename)

    def emit(self, record: logging.LogRecord) -> None:
        self._error = None
        super().emit(record)  # (under the handler's lock: one entry at a time)
        if self._error is None:
            health.worked(kinds.LOG)


def log_handler(path: Path | None = None) -> LogFile | None:
    """The log file's handler, or None (reported to health) when there can be no log
    file: `path` is a pipe, a folder or a device, or cannot be opened."""
    path = path or log_path()
    try:
        return LogFile(path)
    except (OSError, NotAFile) as exc:
        health.failed(kinds.LOG, exc, path)
        return None


def start_log() -> None:
    """Log warnings and errors to the player's data folder (and, as before, stderr).
    Once per process; no log file is no reason not to play."""
    global _started
    if _started:
        return
    _started = True
    handlers: list[logging.Handler] = [logging.StreamHandler()]
    handler = log_handler()
    if handler is not None:
        handler.setFormatter(logging.Formatter(FORMAT))
        handlers.insert(0, handler)
    logging.basicConfig(level=logging.WARNING, handlers=handlers)
    if handler is not None and handler not in logging.getLogger().handlers:
        handler.close()  # logging was set up before (a test's): the file is not needed
