"""Where the player's files live: saves and settings (platformdirs), overridable for tests.

Set SORRY_GAME_HOME to keep everything under one folder (tests, portable installs).

A folder that cannot be made (the home is a file, the disk is read-only, `~/.config`
is a file) never stops the game: it is reported to `health` as a FOLDER fault with its
reason (the window's banner says saving is off, and why), `data_dir()` and
`config_dir()` raise `StorageOff` (an OSError, so every `except OSError` of a caller
handles it), and the paths of the files in it (`data_file()`, `autosave_path()`,
`log_path()`) are given anyway: their writes then fail and are reported, their reads
find nothing. The fault clears as soon as the folder can be made, or a file is written
in it.
"""

from __future__ import annotations

import os
from pathlib import Path

from sorry_game.store import health, kinds

APP_NAME = "sorry-game"


class StorageOff(OSError):
    """The player's folder cannot be made: nothing can be kept in it (the reason is the
    FOLDER fault in `health`; errno and filename are those of the failure)."""


def _override() -> Path | None:
    home = os.environ.get("SORRY_GAME_HOME")
    return Path(home) if home else None


def folder(kind: str) -> Path:
    """Where the folder `kind` ("data" or "config") is; nothing is made."""
    root = _override()
    if root is not None:
        return root / kind
    import platformdirs

    finder = platformdirs.user_data_dir if kind == "data" else platformdirs.user_config_dir
    return Path(finder(APP_NAME, appauthor=False))


def _user_dir(kind: str) -> Path:
    """The folder for `kind`, made on first use; StorageOff (reported) when it cannot be."""
    path = folder(kind)
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        health.failed(kinds.FOLDER, exc, path)
        raise StorageOff(exc.errno, health.reason_of(exc), str(path)) from exc
    folder_works(path)
    return path


def folder_works(path: Path) -> None:
    """`path` (a folder, or a file just written) is on a disk that works: a FOLDER fault
    of its folder is over, and so is one of the other folder if it can be made now."""
    for fault in health.faults(shown=False):
        if fault.kind is kinds.FOLDER and fault.path:
            broken = Path(fault.path)
            if broken == path or broken in path.parents or _can_make(broken):
                health.worked(kinds.FOLDER)


def _can_make(path: Path) -> bool:
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        return False
    return True


def _file_in(kind: str, name: str) -> Path:
    """The file `name` of the folder `kind`: made if it can be (a failure is reported),
    and given anyway, never raising."""
    try:
        return _user_dir(kind) / name
    except StorageOff:
        return folder(kind) / name


def data_file(name: str) -> Path:
    """A file or folder `name` in the data folder (stats.json, history, saves). Never
    raises: when the data folder cannot be made (reported), the path is given anyway;
    reading it finds nothing and writing it fails and says so."""
    return _file_in("data", name)


def data_dir() -> Path:
    """Saves (autosave and named saves), history, statistics, the log. StorageOff when
    it cannot be made."""
    return _user_dir("data")


def config_dir() -> Path:
    """Settings: last seats, theme, volume, window size. StorageOff when it cannot be made."""
    return _user_dir("config")


def autosave_path() -> Path:
    """This window's autosave: `autosave.sorry`, or another slot while a second window
    plays on the same folder (`autosave.claim`). Never raises: when its folder cannot be
    made, its write fails and says so."""
    from sorry_game.store.autosave import claim  # the slots use this module's folders

    try:
        folder = data_dir()
    except OSError:
        return data_file("autosave.sorry")
    return claim(folder)


def log_path() -> Path:
    """The program's log (errors of the computer players, …): what a player can send
    along with a bug report when the window has no console. Never raises."""
    return data_file("sorry-game.log")
