"""Theme files on the disk: read within `kinds.THEME.max_bytes`, regular files only,
never waiting (a pipe, a folder or a device is refused unread). What a theme means is
the app's (`app/theme.py`); here are only its bytes."""

from __future__ import annotations

from pathlib import Path

from sorry_game.store import health, kinds
from sorry_game.store.guarded import NotAFile, read_limited

#: the largest theme file read
MAX_BYTES = kinds.THEME.max_bytes


def read(path: Path, report: bool = False) -> tuple[bytes | None, str]:
    """(the file's bytes, "") or (None, why not: "no such theme", "not a regular file",
    "too large to be a theme", "cannot read it (…)"). Never raises, never waits.
    `report`: the theme in use; a failure is remembered in `health` (kinds.THEME), a
    success clears it."""
    try:
        data = read_limited(path, MAX_BYTES, devices=False)
    except FileNotFoundError:
        return None, "no such theme"  # (not a fault of the disk: a name that is not there)
    except NotAFile as exc:
        problem, error = "not a regular file", str(exc)
    except (OSError, ValueError) as exc:
        reason = getattr(exc, "strerror", None) or health.reason_of(exc)
        problem, error = f"cannot read it ({reason})", reason
    else:
        if len(data) <= MAX_BYTES:
            if report:
                health.worked(kinds.THEME)
            return data, ""
        problem = error = "too large to be a theme"
    if report:
        health.failed(kinds.THEME, error, path)
    return None, problem
