"""Issue 31 on a real disk that says no: a small tmpfs (the tests run as root, so file
permissions stop nothing) that fills up, is made read-only, or whose data folder is
replaced by a file while a game runs. Each time the write that failed is a fault in
`store.health` with its reason in player words, the previous good file is intact byte
for byte, no temporary file is left, and once the disk works again the next write
works and the fault clears. Skipped, with the reason, where mounting is not allowed."""

from __future__ import annotations

import logging
import os
import shutil
from pathlib import Path

import pytest
from disk_helpers import fill, mount, tmpfs
from shell_helpers import make_app

from sorry_game.app.scenes.title import TitleScene
from sorry_game.app.settings import Settings
from sorry_game.engine import GameConfig
from sorry_game.session import Seat, Session
from sorry_game.store import health, kinds
from sorry_game.store.log import LogFile
from sorry_game.store.paths import autosave_path

pytestmark = pytest.mark.skipif(os.name != "posix", reason="tmpfs mounts are Linux's")


@pytest.fixture
def small_disk(tmp_path, monkeypatch):
    """A 64 kB tmpfs as the player's home folder (skipped where it cannot be mounted)."""
    with tmpfs(tmp_path / "disk") as disk:
        monkeypatch.setenv("SORRY_GAME_HOME", str(disk))
        yield disk


def game(path: Path | None = None) -> Session:
    seats = [Seat("Ann", "human", "normal", 0), Seat("Bob", "human", "normal", 2)]
    session = Session.new(
        "classic", GameConfig(2, {"colours": [0, 2]}), 9, seats, save_path=path or autosave_path()
    )
    session.apply(session.state.legal_actions()[0])
    return session


def play_on(session: Session, moves: int = 6) -> None:
    for _ in range(moves):
        if session.state.is_over():
            return
        session.apply(session.state.legal_actions()[0])


def fault_of(kind: kinds.FileKind) -> health.Fault:
    [fault] = [f for f in health.faults(shown=False) if f.kind is kind]
    return fault


def temp_files(disk: Path) -> list[Path]:
    return sorted(disk.rglob("*.tmp"))


def test_a_full_disk_keeps_the_last_good_files_and_recovers(small_disk):
    session = game()
    assert session.save()
    settings = Settings(volume=0.3)
    assert settings.save() is None
    autosave, settings_path = autosave_path(), Settings.path()
    good_save, good_settings = autosave.read_bytes(), settings_path.read_bytes()
    filler = fill(small_disk)

    play_on(session)
    assert not session.save()
    assert fault_of(kinds.AUTOSAVE).reason == "the disk is full"
    assert Settings(volume=0.9).save() is not None
    assert fault_of(kinds.SETTINGS).reason == "the disk is full"
    assert [f.kind.id for f in health.faults()] == ["autosave", "settings"]
    assert autosave.read_bytes() == good_save and settings_path.read_bytes() == good_settings
    assert temp_files(small_disk) == []
    assert Session.load(autosave).state.to_dict() != session.state.to_dict()

    filler.unlink()  # the player frees some space
    assert session.save() and Settings(volume=0.9).save() is None
    assert health.faults() == []
    assert Session.load(autosave).state.to_dict() == session.state.to_dict()
    assert Settings.load() == (Settings(volume=0.9), [])


def test_the_log_on_a_full_disk_is_a_fault_not_a_print(small_disk, capsys):
    path = small_disk / "sorry-game.log"
    handler = LogFile(path, max_bytes=2000)
    logger = logging.getLogger("test.storage.full")
    logger.propagate = False
    logger.addHandler(handler)
    try:
        logger.error("before")
        filler = fill(small_disk)
        for _ in range(40):  # past a rollover too
            logger.error("%s", "x" * 100)
        assert fault_of(kinds.LOG).reason == "the disk is full"
        assert "Logging error" not in capsys.readouterr().err
        filler.unlink()
        logger.error("after")
        assert health.faults(shown=False) == []
    finally:
        logger.removeHandler(handler)
        handler.close()
    assert path.stat().st_size <= 2000


def test_a_disk_made_read_only_keeps_the_files_and_recovers(small_disk):
    session = game()
    assert session.save() and Settings(volume=0.3).save() is None
    autosave, settings_path = autosave_path(), Settings.path()
    good_save, good_settings = autosave.read_bytes(), settings_path.read_bytes()
    mount(small_disk, "-o", "remount,ro")

    play_on(session)
    assert not session.save()
    assert fault_of(kinds.AUTOSAVE).reason == "the disk is read-only"
    assert Settings(volume=0.9).save() is not None
    assert fault_of(kinds.SETTINGS).reason == "the disk is read-only"
    assert autosave.read_bytes() == good_save and settings_path.read_bytes() == good_settings
    # the game still starts on it, with the settings and the game to continue
    assert Settings.load() == (Settings(volume=0.3), [])
    app = make_app()
    assert isinstance(app.top, TitleScene) and app.top.saved is not None
    app.close()

    mount(small_disk, "-o", "remount,rw")
    assert session.save() and Settings(volume=0.9).save() is None
    assert health.faults() == []


def test_a_read_only_disk_from_the_start_is_saving_off_until_it_is_writable(small_disk):
    mount(small_disk, "-o", "remount,ro")
    app = make_app(table="real")
    assert isinstance(app.top, TitleScene)
    [fault] = health.faults()
    assert fault.kind is kinds.FOLDER and fault.reason == "the disk is read-only"
    setup = app.go("setup")
    app.step([])
    setup.start()
    app.step([])
    session = app.top.session
    play_on(session)
    assert not session.save()
    app.close()
    assert list(small_disk.iterdir()) == []

    mount(small_disk, "-o", "remount,rw")
    assert session.save()  # the data folder is made at this write
    assert [f.kind.id for f in health.faults()] == []
    assert Session.load(autosave_path()).state.to_dict() == session.state.to_dict()


def test_the_data_folder_replaced_by_a_file_while_the_game_runs(tmp_path):
    """No mount needed: the folder goes, a file takes its name, the game goes on."""
    app = make_app(table="real")
    setup = app.go("setup")
    app.step([])
    setup.start()
    app.step([])
    session = app.top.session
    assert session.save()
    data = autosave_path().parent
    shutil.rmtree(data)
    data.write_text("in the way", encoding="utf-8")

    play_on(session)
    app.step([])
    assert not session.save()
    assert fault_of(kinds.AUTOSAVE).reason == "a file is in the way of its folder"
    app.go("title", how="reset")  # the title looks for the autosave: there is none
    app.step([])
    assert isinstance(app.top, TitleScene) and app.top.saved is None
    assert fault_of(kinds.FOLDER).path == str(data)
    assert data.read_text(encoding="utf-8") == "in the way"

    data.unlink()
    assert session.save()
    assert health.faults() == []
    app.close()
