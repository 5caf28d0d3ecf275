"""Named saves ("Save as…" / "Load game"): data_dir()/saves/<name>.sorry, besides the
autosave.

A name typed by the player becomes a safe file name (`safe_name`): letters, digits,
spaces, - and _ only, no leading dot, not a device name of Windows, at most `NAME_LEN`
characters. Nothing here overwrites a file unasked: `save_as` refuses an existing
name unless told to overwrite, and a corrupt save is only ever read.

A save that failed (a full disk) is remembered: the banner's Try again writes it again
(`retry`), so its fault ends when its cause does.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from sorry_game.store import health, kinds
from sorry_game.store.paths import data_file
from sorry_game.store.records import SUFFIX, Listing, list_folder

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


@dataclass
class Failed:
    """A Save as… that could not be written, to try again."""

    session: Saveable
    name: str
    overwrite: bool
    folder: Path | None


#: the last Save as… that failed (None: none, or it has been written since)
_failed: Failed | None = None


def save_as(
    session: Saveable, name: str, overwrite: bool = False, folder: Path | None = None
) -> Path:
    """Write `session` as the save `name`, in the saves folder or `folder`
    (`Session.save`: `guarded.write_text` of a SAVE, atomic, so a failed write leaves an
    older save of that name whole); FileExistsError when it exists and `overwrite` is
    False, ValueError for an empty name, OSError when it cannot be written (then it is
    remembered for `retry`)."""
    global _failed
    path = save_path(name, folder)
    if path.exists() and not overwrite:
        raise FileExistsError(path)
    if not session.save(path):
        _failed = Failed(session, name, overwrite, folder)
        raise OSError(getattr(session, "save_error", None) or f"could not write {path}")
    _failed = None
    return path


def retry() -> Path | None:
    """Write the last Save as… that failed again (Try again); its path when it worked.
    With none waiting (or its name taken meanwhile, when it was not to replace one),
    a SAVE fault is over: nothing is at risk any more."""
    global _failed
    failed, _failed = _failed, None
    if failed is None:
        health.worked(kinds.SAVE)
        return None
    try:
        return save_as(failed.session, failed.name, failed.overwrite, failed.folder)
    except FileExistsError:
        health.worked(kinds.SAVE)
        return None
    except (OSError, ValueError):
        return None


def waiting() -> bool:
    """Whether a Save as… that failed waits to be tried again."""
    return _failed is not None


def forget_failed() -> None:
    """Forget a failed Save as… (a test, a new game)."""
    global _failed
    _failed = None


def named_saves() -> Listing:
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
