"""Leftovers of writers that died: a write killed mid-way (a crash, a kill, a power cut)
leaves its temporary file (`.<name>.<pid>.tmp`, up to a record's 4 MB). A file written
again removes its own; a named save or a kept game is never written again, so the
title removes them all at start (`sweep_leftovers`): in the data folder, History, the
saves, the settings' folder and the other places saves go. A temporary file whose
writer still runs is never touched.
"""

from __future__ import annotations

from pathlib import Path

from sorry_game.store import guarded, paths
from sorry_game.store.history import UNREADABLE, history_dir
from sorry_game.store.places import other_places
from sorry_game.store.saves import saves_dir


def folders() -> list[Path]:
    """Every folder the store writes files in."""
    data = paths.folder("data")
    return [
        data,
        history_dir(),
        history_dir() / UNREADABLE,
        saves_dir(),
        paths.folder("config"),
        *(place.folder for place in other_places()),
    ]


def sweep_leftovers() -> list[Path]:
    """Remove the temporary files of dead writers in every folder of the store; the
    files removed."""
    removed: list[Path] = []
    for folder in folders():
        removed += guarded.sweep(folder)
    return removed
