"""Where else a game can be saved when the saves folder cannot be written (a full or
read-only disk, a folder that cannot be made): a "Sorry saves" folder in the player's
Documents, on the Desktop, in the home folder or in the system's temporary folder.
Load game lists these folders too, so a game saved elsewhere is found again.
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

from sorry_game.store import autosave, guarded
from sorry_game.store.paths import data_dir
from sorry_game.store.records import Listing, list_folders
from sorry_game.store.saves import saves_dir

#: the folder made in each other place
FOLDER_NAME = "Sorry saves"


@dataclass(frozen=True)
class Place:
    """A folder saves can go to, with its name for the player."""

    label: str
    folder: Path

    def shown(self) -> str:
        """The folder for the player, the home folder as ~."""
        try:
            return f"~{os.sep}{self.folder.relative_to(Path.home())}"
        except ValueError:
            return str(self.folder)

    def writable(self) -> bool:
        """True when the folder is (or can be made) and can be written now: a real try
        (a permission check says nothing on a read-only disk or to root)."""
        probe = self.folder / f".probe.{os.getpid()}"
        try:
            guarded.raise_injected(probe)
            self.folder.mkdir(parents=True, exist_ok=True)
            if probe.is_symlink():
                probe.unlink()
            flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | guarded.NOFOLLOW
            os.close(os.open(probe, flags, 0o644))
            probe.unlink()
        except OSError:
            return False
        return True


def saves_place() -> Place | None:
    """The usual place: the saves folder in the player's data folder (None when the
    data folder cannot be made)."""
    try:
        return Place("Saves folder", data_dir() / "saves")
    except OSError:
        return None


def other_places() -> list[Place]:
    """The other folders, in the order offered (only those whose base folder exists)."""
    override = os.environ.get("SORRY_GAME_HOME")
    # everything under one folder (tests, portable installs): its "home" stands in
    home = Path(override) / "home" if override else Path.home()
    bases = [
        ("Documents", home / "Documents"),
        ("Desktop", home / "Desktop"),
        ("Home folder", home),
    ]
    if not override:
        bases.append(("Temporary folder", Path(tempfile.gettempdir())))
    out: list[Place] = []
    for label, base in bases:
        try:
            if base.is_dir() and all(p.folder != base / FOLDER_NAME for p in out):
                out.append(Place(label, base / FOLDER_NAME))
        except OSError:
            continue
    return out


def all_places() -> list[Place]:
    """The saves folder first (when it can be named), then the others."""
    usual = saves_place()
    return ([usual] if usual is not None else []) + other_places()


def loadable() -> Listing:
    """Every game Load game offers, newest first by the files' times: the named saves,
    the saves made in the other places, and the autosaves left by windows that have
    closed. Each file is read only when its row is (a folder of thousands opens at
    once)."""
    folders = [saves_dir(), *(place.folder for place in other_places())]
    try:
        left = autosave.left_behind(data_dir())
    except OSError:
        left = []
    return list_folders(folders, left)
