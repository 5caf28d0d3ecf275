"""Issue 40, big folders: with 5,000 files in history/ and saves/, History and Load game
open without reading every file (the fault: 2.7 s and 3.5 s, every file parsed before
the first row was drawn). A list is ordered from the names and the files' times alone;
a row is read when it is drawn. The time itself is a figure of bench/storage.py
(`--lists`), not asserted here."""

from __future__ import annotations

import os

import pygame
import pytest
from shell_helpers import key

from sorry_game.app.app import App
from sorry_game.app.scenes.records import FIRST_PAGE, RecordsScene
from sorry_game.engine.interface import GameConfig
from sorry_game.engine.savefile import SaveRecord
from sorry_game.store import history, records, saves

FILES = 5000


def fill_folders(files: int = FILES) -> None:
    text = SaveRecord("classic", GameConfig(2), 1, [], {"seats": []}).dumps()
    for folder in (history.history_dir(), saves.saves_dir()):
        folder.mkdir(parents=True, exist_ok=True)
        for n in range(files):
            path = folder / (
                f"g{n + 1:08d}-20260101-000000-{n:016x}.sorry"
                if folder.name == "history"
                else f"Save {n}.sorry"
            )
            path.write_text(text.replace("seed 1", f"seed {n + 1}"), encoding="utf-8")
            os.utime(path, (1_700_000_000 + n, 1_700_000_000 + n))


@pytest.mark.timeout(300)
@pytest.mark.parametrize("route", ["history", "load"])
def test_a_list_of_5000_files_opens_reading_a_page_of_them(route, monkeypatch):
    fill_folders()
    app = App(size=(800, 600), audio=False)
    app.step([])
    read: list[str] = []
    real = records.describe
    monkeypatch.setattr(records, "describe", lambda path: read.append(path.name) or real(path))
    try:
        app.go(route)
        app.step([])
        scene = app.top
        assert isinstance(scene, RecordsScene)
        assert len(scene.rows) == FILES
        assert len(read) <= 2 * FIRST_PAGE, len(read)
        assert scene.rows[0].record is not None and scene.rows[0].record.seed == FILES  # newest
        for _ in range(3):
            key(app, pygame.K_PAGEDOWN)
        assert len(read) <= 3 * FIRST_PAGE
        assert scene.current() is not None and scene.current().ok
    finally:
        app.close()
