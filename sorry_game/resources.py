"""Finding the game's data files (themes/, assets/) wherever the game runs from.

One helper for every layout, tried in this order:

1. `SORRY_GAME_DATA` (environment): a folder holding themes/ and assets/ — for packagers.
2. The frozen build: PyInstaller's `sys._MEIPASS` (build.spec copies assets/ and themes/).
3. A source checkout or editable install: the folders beside the `sorry_game` package.
4. Data copied inside the package (`sorry_game/data/`).
5. An installed wheel: `[tool.setuptools.data-files]` puts them in `<prefix>/share/sorry-game`
   (prefix = the venv, the interpreter, /usr/local on Debian, or the `--user` base).

Never relative to the current directory. Never imports pygame.
"""

from __future__ import annotations

import os
import site
import sys
import sysconfig
from functools import cache
from pathlib import Path

DATA_FOLDERS = ("themes", "assets")
SHARE = Path("share") / "sorry-game"


def _prefixes() -> list[Path]:
    prefixes = [sys.prefix, sys.base_prefix, sys.exec_prefix]
    try:
        prefixes.append(sysconfig.get_path("data"))
    except KeyError:  # pragma: no cover - exotic install schemes
        pass
    try:
        prefixes.append(site.getuserbase())
    except Exception:  # pragma: no cover - site may be stubbed in embedded interpreters
        pass
    return [Path(p) for p in prefixes if p]


def candidates() -> list[Path]:
    """Every folder that may hold themes/ and assets/, in order of preference."""
    roots: list[Path] = []
    override = os.environ.get("SORRY_GAME_DATA")
    if override:
        roots.append(Path(override))
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        roots.append(Path(frozen))
    package = Path(__file__).resolve().parent
    roots.append(package.parent)  # source checkout / editable install
    roots.append(package / "data")  # data copied inside the package
    roots.extend(prefix / SHARE for prefix in _prefixes())  # wheel data-files
    unique: list[Path] = []
    for root in roots:
        if root not in unique:
            unique.append(root)
    return unique


def _has_data(root: Path, strict: bool) -> bool:
    if not all((root / name).is_dir() for name in DATA_FOLDERS):
        return False
    # Strict: the themes folder really holds themes (a stray "themes" folder elsewhere,
    # e.g. in site-packages, must not win over the real one).
    return not strict or any((root / "themes").glob("*.yaml"))


@cache
def data_root() -> Path:
    """The folder that holds themes/ and assets/ (the first layout that has both)."""
    roots = candidates()
    for strict in (True, False):
        for root in roots:
            if _has_data(root, strict):
                return root
    tried = ", ".join(str(p) for p in roots)
    raise FileNotFoundError(f"game data (themes/, assets/) not found; looked in: {tried}")


def resource_path(*parts: str) -> Path:
    """Path of a data file, e.g. resource_path("themes", "classic-round.yaml")."""
    return data_root().joinpath(*parts)


def resource_files(folder: str, pattern: str = "*") -> list[Path]:
    """The files in a data folder matching `pattern`, sorted by name
    (e.g. resource_files("themes", "*.yaml"))."""
    base = resource_path(folder)
    return sorted(p for p in base.glob(pattern) if p.is_file())
