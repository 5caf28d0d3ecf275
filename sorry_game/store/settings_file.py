"""The settings file on the disk: read within its kind's limit and never waiting
(regular files only), written through the store (`guarded.write_text`: atomic, bounded,
a failure reported to `health` and the previous file left whole).

What the file means is the app's (`app/settings.py`); here are only its bytes.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from sorry_game.store import guarded, health, kinds
from sorry_game.store.guarded import Unreadable, corrupt_name, read_bytes

#: the largest settings file read or written
MAX_BYTES = kinds.SETTINGS.max_bytes


def read(path: Path) -> tuple[bytes | None, str]:
    """(the file's bytes, "") or (None, why it cannot be read, in a few words: "is too
    large", "is not a regular file"); (None, "") when there is no file. Never raises and
    never waits (`guarded.read_bytes`)."""
    try:
        return read_bytes(kinds.SETTINGS, path), ""
    except Unreadable as exc:
        if exc.what == "missing":
            return None, ""  # no file yet (or a link to nothing): the defaults, silently
        return None, "is too large" if exc.what == "large" else f"is {exc.reason}"


def write(path: Path, text: str, keep_old: bool = False) -> None:
    """Write the settings file (`keep_old`: first move the one there aside, as
    <name>.corrupt-<time><suffix>, so that a file read with problems is never lost).
    OSError on failure, reported to `health` as the settings' fault."""
    if keep_old:
        try:
            _move_aside(path)
        except OSError as exc:
            health.failed(kinds.SETTINGS, exc, path)
            raise
    guarded.write_text(kinds.SETTINGS, path, text)


def _move_aside(path: Path) -> None:
    """Move a regular file to `<name>.corrupt-<time><suffix>` beside it (a folder or a
    pipe is left where it is: the write then fails and says so)."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            return
    except FileNotFoundError:
        return
    os.replace(path, corrupt_name(path))
