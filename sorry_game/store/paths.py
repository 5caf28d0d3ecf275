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


def _user_dir(kind: str) -> Path:
    """The folder for `kind` ("data" or "config"), created on first use."""
    root = _override()
    if root is not None:
        path = root / kind
    else:
        import platformdirs

        finder = platformdirs.user_data_dir if kind == "data" else platformdirs.user_config_dir
        path = Path(finder(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir() -> Path:
    """Saves (autosave and named saves)."""
    return _user_dir("data")


def config_dir() -> Path:
    """Settings: last seats, theme, volume, window size."""
    return _user_dir("config")


def autosave_path() -> Path:
    """This window's autosave: `autosave.sorry`, or another slot while a second window
    plays on the same folder (`autosave.claim`)."""
    from sorry_game.store.autosave import claim  # the slots use this module's folders

    return claim(data_dir())


def log_path() -> Path:
    """The program's log (errors of the computer players, …): what a player can send
    along with a bug report when the window has no console."""
    return data_dir() / "sorry-game.log"
