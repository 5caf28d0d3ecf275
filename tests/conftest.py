"""Test-wide setup: headless SDL, the player's folders redirected to a temp dir, and the
toy game installed by its folders alone (tests/toy): every generic test also runs on a
fifth game that no file of sorry_game names."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import toy  # noqa: E402

toy.install()
#: the toy's folders are a game's parts, imported through sorry_game (not test modules)
collect_ignore = ["toy"]


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path, monkeypatch):
    """Saves and settings go to a per-test folder, never the developer's own; the
    store's faults of one test are not the next one's."""
    from sorry_game.store import autosave, guarded, health, history

    monkeypatch.setenv("SORRY_GAME_HOME", str(tmp_path / "home"))
    monkeypatch.setattr(guarded, "fault_hook", None)
    health.reset()
    history._pending.clear()
    yield
    health.reset()
    autosave.release_all()


@pytest.fixture
def themes_folder(tmp_path, monkeypatch):
    """A copy of the shipped themes that a test may break, used as the themes folder."""
    import sorry_game.app.theme as theme_mod

    folder = tmp_path / "themes"
    folder.mkdir()
    for path in theme_mod.resource_path("themes").glob("*.yaml"):
        (folder / path.name).write_bytes(path.read_bytes())
    monkeypatch.setattr(theme_mod, "themes_dir", lambda: folder)
    return folder
