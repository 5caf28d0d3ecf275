"""Theme files on the disk: read within `kinds.THEME.max_bytes`, regular files only,
never waiting (a pipe, a folder or a device is refused unread). What a theme means is
the app's (`app/theme.py`); here are only its bytes."""

from __future__ import annotations

from pathlib import Path

from sorry_game.store import health, kinds
from sorry_game.store.guarded import Unreadable, read_bytes

#: the largest theme file read
MAX_BYTES = kinds.THEME.max_bytes


def read(path: Path, report: bool = False) -> tuple[bytes | None, str]:
    """(the file's bytes, "") or (None, why not: "no such theme", "not a regular file",
    "too large to be a theme", "not readable (…)"). Never raises, never waits
    (`guarded.read_bytes`). `report`: the theme in use; a failure is remembered in
    `health` (kinds.THEME), a success clears it."""
    try:
        data = read_bytes(kinds.THEME, path)
    except Unreadable as exc:
        if exc.what == "missing":
            return None, "no such theme"  # (not a fault of the disk: a name that is not there)
        if report:
            kind = f"it is a {exc.what}, not a file" if exc.what != "large" else exc.reason
            health.failed(kinds.THEME, exc.error or kind, path)
        return None, exc.reason
    if report:
        health.worked(kinds.THEME)
    return data, ""
