"""bench/soak.py --storage, small: two windows on one folder play while writes fail at
random moments, lock files break and windows are killed while writing; a later start
finds every finished game and every move, counted once, and no temporary file is left;
the window shows every fault within a second, and a window that hides its faults is
caught by the count."""

from __future__ import annotations

import re

import pytest
from bench_scripts import bench_script

from sorry_game.app.storage_banner import StorageBanner

storage = bench_script("storage")


def figures(line: str) -> dict[str, int]:
    return {name.strip(): int(n) for name, n in re.findall(r"([a-z ]+?) (\d+)(?:,|$)", line[9:])}


@pytest.mark.timeout(600)
def test_windows_killed_on_a_failing_disk_lose_nothing_and_every_fault_is_shown():
    line, why = storage.run(games=6, seed=5, windows=2, kills=3)
    got = figures(line)
    assert line.startswith("storage: games ")
    assert got["kills"] >= 2 and got["games"] >= 6 and got["faults"] > 0
    assert {k: got[k] for k in ("lost", "unreported", "crashes", "temp left", "miscounted")} == {
        "lost": 0,
        "unreported": 0,
        "crashes": 0,
        "temp left": 0,
        "miscounted": 0,
    }, why


@pytest.mark.timeout(300)
def test_a_window_that_does_not_show_its_faults_is_counted(monkeypatch):
    monkeypatch.setattr(StorageBanner, "draw", lambda self, window: None)
    notes: list[tuple] = []
    storage.play_window(5, 1, lambda *words: notes.append(words))
    assert any(words[0] == "episode" for words in notes)
    assert any(words[0] == "unreported" for words in notes)
