"""bench/soak.py --storage, small and in one process: games played while writes fail at
random moments lose nothing a later start can see, and the window shows every fault
within a second; a window that hides its faults is caught by the count."""

from __future__ import annotations

import os

import pytest
from bench_scripts import bench_script

from sorry_game.app.storage_banner import StorageBanner

storage = bench_script("storage")


@pytest.mark.timeout(300)
def test_games_on_a_failing_disk_lose_nothing_and_every_fault_is_shown():
    ledger = storage.Ledger()
    storage.play_window(5, 3, ledger)
    why: list[str] = []
    lost = storage.later_start(os.environ["SORRY_GAME_HOME"], [ledger], why)
    assert ledger.crashes == 0 and ledger.games == 3 and ledger.in_play is not None
    assert ledger.faults > 0  # the disk did fail under the games
    assert lost == 0, why
    assert ledger.unreported == 0


@pytest.mark.timeout(300)
def test_a_window_that_does_not_show_its_faults_is_counted(monkeypatch):
    monkeypatch.setattr(StorageBanner, "draw", lambda self, window: None)
    ledger = storage.Ledger()
    storage.play_window(5, 1, ledger)
    assert ledger.faults > 0 and ledger.unreported > 0
