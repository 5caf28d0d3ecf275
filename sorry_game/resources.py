"""Finding the game's data files (themes/, assets/) wherever the game runs from.

One helper for every layout: the frozen build (PyInstaller's `sys._MEIPASS`), a source
checkout (the folders beside the package), and an installed wheel (the data files
installed under `<prefix>/share/sorry-game`). Never relative to the current directory.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

DATA_FOLDERS = ("themes", "assets")


def _candidates() -> list[Path]:
    roots: list[Path] = []
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        roots.append(Path(frozen))
    package = Path(__file__).resolve().parent
    roots.append(package.parent)  # source checkout / editable install
    roots.append(package / "data")  # data copied inside the package
    for prefix in {sys.prefix, sys.base_prefix}:
        roots.append(Path(prefix) / "share" / "sorry-game")  # wheel data-files
    return roots


@cache
def data_root() -> Path:
    """The folder that holds themes/ and assets/ (first layout that has both)."""
    for root in _candidates():
        if all((root / name).is_dir() for name in DATA_FOLDERS):
            return root
    tried = ", ".join(str(p) for p in _candidates())
    raise FileNotFoundError(f"game data (themes/, assets/) not found; looked in: {tried}")


def resource_path(*parts: str) -> Path:
    """Path of a data file, e.g. resource_path("themes", "classic-round.yaml")."""
    return data_root().joinpath(*parts)
