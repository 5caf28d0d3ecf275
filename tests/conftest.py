"""Test-wide setup: headless SDL, and the player's folders redirected to a temp dir."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path, monkeypatch):
    """Saves and settings go to a per-test folder, never the developer's own."""
    monkeypatch.setenv("SORRY_GAME_HOME", str(tmp_path / "home"))
    yield
