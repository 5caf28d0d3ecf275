"""Test-wide setup: headless SDL, the player's folders redirected to a temp dir, and the
toy game installed by its folders alone (tests/toy): every generic test also runs on a
fifth game that no file of sorry_game names."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import toy  # noqa: E402

toy.install()
#: the toy's folders are a game's parts, imported through sorry_game (not test modules)
collect_ignore = ["toy"]


def _player_folders() -> dict[str, tuple[int, int] | None]:
    """The developer's own sorry-game folders (platformdirs', as the game finds them
    without SORRY_GAME_HOME): each one's newest change and file count, or None."""
    import platformdirs

    from sorry_game.store.paths import APP_NAME

    found: dict[str, tuple[int, int] | None] = {}
    for finder in (platformdirs.user_config_dir, platformdirs.user_data_dir):
        root = finder(APP_NAME, appauthor=False)
        files = [p for p in Path(root).rglob("*")] if os.path.isdir(root) else None
        found[root] = (
            None
            if files is None
            else (
                max([os.stat(root).st_mtime_ns] + [p.stat().st_mtime_ns for p in files]),
                len(files),
            )
        )
    return found


def pytest_sessionstart(session: pytest.Session) -> None:
    session.config._sorry_folders = _player_folders()  # type: ignore[attr-defined]


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """The suite never writes the developer's own settings or saves: a test that
    escapes the per-test folder (below) fails the run by name of the folder."""
    if hasattr(session.config, "workerinput"):
        return  # a worker: the controller checks once, after every worker
    before = getattr(session.config, "_sorry_folders", None)
    after = _player_folders()
    if before is not None and after != before:
        changed = [root for root in after if after[root] != before.get(root)]
        session.config.get_terminal_writer().line(
            f"the tests wrote the player's own folder {', '.join(changed)}: a test or "
            "program ran without SORRY_GAME_HOME",
            red=True,
        )
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


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
