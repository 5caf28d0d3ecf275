"""Test-wide setup: headless SDL, the player's folders redirected to a temp dir, and the
toy game installed by its folders alone (tests/toy): every generic test also runs on a
fifth game that no file of sorry_game names."""

from __future__ import annotations

import os
import tempfile

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
#: the suite's own folder for what runs outside a test's (a module's fixture: its App
#: saved the settings to the developer's ~/.config on closing); each test gets its own
os.environ["SORRY_GAME_HOME"] = tempfile.mkdtemp(prefix="sorry-tests-")

from hypothesis import HealthCheck, settings  # noqa: E402

#: the property tests judge behaviour, never speed (speed is the benches'): a machine
#: busy with other work made Hypothesis refuse a test for generating its inputs slowly
settings.register_profile("suite", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("suite")

import toy  # noqa: E402

toy.install()
#: the toy's folders are a game's parts, imported through sorry_game (not test modules)
collect_ignore = ["toy"]


def _player_roots() -> tuple[str, ...]:
    """The developer's own sorry-game folders, platformdirs' as the game finds them
    without SORRY_GAME_HOME (found once, before any test moves HOME)."""
    import platformdirs

    from sorry_game.store.paths import APP_NAME

    finders = (platformdirs.user_config_dir, platformdirs.user_data_dir)
    return tuple(finder(APP_NAME, appauthor=False) for finder in finders)


_ROOTS = _player_roots()


def _player_folders() -> dict[str, tuple[int, ...] | None]:
    """The changes of each of the developer's folders and of what is in them, or None.
    Cheap (a few stats), so that every test can be checked."""
    found: dict[str, tuple[int, ...] | None] = {}
    for root in _ROOTS:
        try:
            with os.scandir(root) as entries:
                inner = sorted(e.stat().st_mtime_ns for e in entries)
            found[root] = (os.stat(root).st_mtime_ns, *inner)
        except OSError:
            found[root] = None
    return found


#: the player's folders as the last test left them (the suite's one record of them)
_FOLDERS: dict[str, dict[str, tuple[int, ...] | None]] = {}


def _folders_changed() -> list[str]:
    """The player's folders changed since the last look (and the record moved on)."""
    after = _player_folders()
    before = _FOLDERS.get("last", after)
    _FOLDERS["last"] = after
    return [root for root in after if after[root] != before.get(root)]


def pytest_sessionstart(session: pytest.Session) -> None:
    session.config._sorry_folders = _player_folders()  # type: ignore[attr-defined]
    _folders_changed()


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
    _folders_changed()
    yield
    health.reset()
    autosave.release_all()
    changed = _folders_changed()
    assert not changed, (
        f"the player's own folder {', '.join(changed)} changed during this test (or a "
        "program running beside it): it must write under SORRY_GAME_HOME only"
    )


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
