"""Where the player's files live: saves and settings (platformdirs), overridable for tests.

Set SORRY_GAME_HOME to keep everything under one folder (tests, portable installs).
"""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "sorry-game"


def _override() -> Path | None:
    home = os.environ.get("SORRY_GAME_HOME")
    return Path(home) if home else None


def data_dir() -> Path:
    """Saves (autosave and named saves)."""
    root = _override()
    if root is not None:
        path = root / "data"
    else:
        import platformdirs

        path = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    """Settings: last seats, theme, volume, window size."""
    root = _override()
    if root is not None:
        path = root / "config"
    else:
        import platformdirs

        path = Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    return data_dir() / "autosave.sorry"


def atomic_write_text(path: Path, text: str) -> None:
    """Write via a temporary file and rename, so a crash never leaves half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with open(tmp, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(text)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)
