"""Named saves ("Save as…" / "Load game"): data_dir()/saves/<name>.sorry, besides the
autosave.

A name typed by the player becomes a safe file name (`safe_name`): letters, digits,
spaces, - and _ only, no leading dot, not a device name of Windows, at most `NAME_LEN`
characters. Nothing here overwrites a file unasked: `save_as` refuses an existing
name unless told to overwrite, and a corrupt save is only ever read.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from sorry_game.store.paths import data_file
from sorry_game.store.records import SUFFIX, RecordInfo, list_folder

NAME_LEN = 40
#: names Windows keeps for devices (a file "con.sorry" cannot be made there)
RESERVED = {"con", "prn", "aux", "nul"} | {f"{d}{n}" for d in ("com", "lpt") for n in range(10)}


class Saveable(Protocol):
    """What `save_as` needs of a session."""

    def save(self, path: Path | None = None) -> bool: ...


def saves_dir() -> Path:
    return data_file("saves")


def safe_name(text: str) -> str:
    """The file name a typed name becomes ("" when nothing is left).

    >>> safe_name("  My game: round 2/3  ")
    'My game round 23'
    >>> safe_name("../etc"), safe_name("CON"), safe_name("...")
    ('etc', '_CON', '')
    """
    kept = "".join(ch for ch in text if ch.isalnum() or ch in " -_")
    name = " ".join(kept.split())[:NAME_LEN].strip()
    if name.lower() in RESERVED:
        name = "_" + name
    return name


def save_path(name: str, folder: Path | None = None) -> Path:
    """Where the save called `name` goes, in the saves folder or `folder` (another
    place: `places.py`); ValueError for a name with nothing safe in it."""
    safe = safe_name(name)
    if not safe:
        raise ValueError("a save needs a name with a letter or a digit")
    folder = saves_dir() if folder is None else folder
    path = folder / f"{safe}{SUFFIX}"
    if path.parent != folder or Path(path.name).name != path.name:  # never another folder
        raise ValueError("a save's name cannot lead out of its folder")
    return path


def exists(name: str, folder: Path | None = None) -> bool:
    try:
        return save_path(name, folder).exists()
    except (ValueError, OSError):
        return False


def save_as(
    session: Saveable, name: str, overwrite: bool = False, folder: Path | None = None
) -> Path:
    """Write `session` as the save `name`, in the saves folder or `folder`
    (`Session.save`: `guarded.write_text` of a SAVE, atomic, so a failed write leaves an
    older save of that name whole); FileExistsError when it exists and `overwrite` is
    False, ValueError for an empty name, OSError when it cannot be written."""
    path = save_path(name, folder)
    if path.exists() and not overwrite:
        raise FileExistsError(path)
    if not session.save(path):
        raise OSError(getattr(session, "save_error", None) or f"could not write {path}")
    return path


def named_saves() -> list[RecordInfo]:
    """The named saves, newest first; a corrupt one is listed as unreadable."""
    return list_folder(saves_dir())


def delete(path: Path) -> bool:
    """Remove a save (only a file of the saves folder); True when it is gone."""
    path = Path(path)
    if path.parent.resolve() != saves_dir().resolve() or path.suffix != SUFFIX:
        return False
    try:
        path.unlink()
    except FileNotFoundError:
        return True
    except OSError:
        return False
    return True
