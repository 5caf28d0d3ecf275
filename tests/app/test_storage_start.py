"""Issue 31: the game starts whatever the disk says. A player's folder that cannot be
made (the home is a file, `~/.config` is a file) is a FOLDER fault in `store.health`
with its reason, never a traceback: the title shows, a game is started, played to its
end and its screens open, with saving off; the fault clears when the folder can be made
again. The log file never hangs the start (a pipe is refused without waiting) and stays
within its limit; the settings and theme files are read through the store's bounded
read and the settings are written through `guarded.write_text`."""

from __future__ import annotations

import errno
import logging
import os
import threading
import time
from pathlib import Path

import pytest
from shell_helpers import make_app

import sorry_game.app.theme as theme_mod
from sorry_game.app.scenes.results import ResultsScene
from sorry_game.app.scenes.title import TitleScene
from sorry_game.app.settings import Settings
from sorry_game.store import guarded, health, kinds, paths, settings_file, themes
from sorry_game.store.log import LogFile, log_handler, open_log
from sorry_game.store.paths import StorageOff, autosave_path, config_dir, data_dir


def folder_fault() -> health.Fault:
    [fault] = [f for f in health.faults() if f.kind is kinds.FOLDER]
    return fault


@pytest.fixture
def home_is_a_file(tmp_path, monkeypatch) -> Path:
    home = tmp_path / "home-file"
    home.write_text("not a folder\n", encoding="utf-8")
    monkeypatch.setenv("SORRY_GAME_HOME", str(home))
    return home


# --- 1. a folder that cannot be made ---------------------------------------------------------
def test_a_folder_that_cannot_be_made_is_a_fault_not_a_traceback(home_is_a_file):
    with pytest.raises(StorageOff) as caught:
        data_dir()
    assert isinstance(caught.value, OSError) and caught.value.errno == errno.ENOTDIR
    fault = folder_fault()
    assert fault.reason == "a file is in the way of its folder"
    assert fault.path == str(home_is_a_file / "data")
    assert fault.headline.startswith("Saving is off")
    assert fault.headline.endswith(": a file is in the way of its folder.")
    with pytest.raises(StorageOff):
        config_dir()
    # a single file's path is given anyway (its write fails and says so)
    assert autosave_path() == home_is_a_file / "data" / "autosave.sorry"


def test_settings_load_never_raises_when_its_folder_cannot_be_made(home_is_a_file):
    settings, warnings = Settings.load()
    assert settings == Settings() and warnings == []
    assert folder_fault().path == str(home_is_a_file / "config")
    problem = Settings().save()
    assert problem and "could not save the settings" in problem
    assert home_is_a_file.read_text(encoding="utf-8") == "not a folder\n"


def test_the_game_starts_and_plays_with_saving_off(home_is_a_file):
    app = make_app(table="real")
    assert isinstance(app.top, TitleScene)
    assert folder_fault().reason == "a file is in the way of its folder"
    assert not app.notices  # the banner says it, not a "settings were reset" box
    setup = app.go("setup")
    app.step([])
    setup.start()
    app.step([])
    session = app.top.session
    assert type(app.top).__name__ == "TableScene"
    for _ in range(3000):
        if session.state.is_over():
            break
        session.apply(session.state.legal_actions()[0])
        session.save()
    assert session.state.is_over()
    assert {f.kind.id for f in health.faults()} >= {"folder", "autosave"}
    results = app.push(ResultsScene(app, session))
    app.step([])
    for name in ("stats", "history", "load", "settings"):
        app.go(name)
        app.step([])
    save_as = app.go("save_as", session)
    app.step([])
    save_as.on_save()  # Save as… in the saves folder fails and says so
    app.step([])
    assert health.faults()[-1].kind is kinds.SAVE
    app.close()  # saves the settings and the game: both fail, quietly
    assert results is not None
    assert home_is_a_file.read_text(encoding="utf-8") == "not a folder\n"


def test_the_folder_fault_clears_when_the_folder_can_be_made_again(home_is_a_file):
    assert Settings.load() == (Settings(), [])
    assert folder_fault()
    home_is_a_file.unlink()  # the player moved the file that was in the way
    assert Settings().save() is None
    assert health.faults() == []
    assert (home_is_a_file / "config" / "settings.yaml").is_file()


def test_a_write_in_the_folder_clears_its_fault_and_only_its_own(home_is_a_file):
    path = autosave_path()
    with pytest.raises(OSError):
        guarded.write_text(kinds.AUTOSAVE, path, "save\n")
    assert {f.kind.id for f in health.faults()} == {"folder", "autosave"}
    home_is_a_file.unlink()
    home_is_a_file.mkdir()
    (home_is_a_file / "config").write_text("in the way", encoding="utf-8")
    with pytest.raises(StorageOff):
        config_dir()  # the config folder's fault now
    guarded.write_text(kinds.AUTOSAVE, path, "save\n")  # the data folder works
    assert [f.kind.id for f in health.faults()] == ["folder"]
    assert folder_fault().path == str(home_is_a_file / "config")
    (home_is_a_file / "config").unlink()
    config_dir()
    assert health.faults() == []


def test_a_config_folder_that_is_a_file_under_platformdirs_is_a_fault(tmp_path, monkeypatch):
    monkeypatch.delenv("SORRY_GAME_HOME")
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    if os.name != "posix" or paths.folder("config").parent != tmp_path / ".config":
        pytest.skip("platformdirs puts the settings under ~/.config only on Linux and BSD")
    (tmp_path / ".config").write_text("a file", encoding="utf-8")
    assert Settings.load() == (Settings(), [])
    assert folder_fault().path == str(tmp_path / ".config" / "sorry-game")
    assert data_dir().is_dir()  # the data folder is elsewhere and works


# --- 2. the log file -------------------------------------------------------------------------
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
@pytest.mark.timeout(20)
def test_a_log_that_is_a_pipe_is_refused_without_waiting(tmp_path):
    path = tmp_path / "sorry-game.log"
    os.mkfifo(path)
    started = time.perf_counter()
    assert log_handler(path) is None
    assert time.perf_counter() - started < 2
    [fault] = health.faults(shown=False)
    assert fault.kind is kinds.LOG and fault.reason == "it is a pipe, not a file"
    assert health.faults() == []  # the log's fault is remembered, not shown


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
@pytest.mark.timeout(20)
def test_a_log_pipe_with_a_reader_is_refused_too(tmp_path):
    path = tmp_path / "sorry-game.log"
    os.mkfifo(path)
    reader = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    try:
        with pytest.raises(guarded.NotAFile):
            open_log(path)
    finally:
        os.close(reader)


@pytest.mark.parametrize("kind", ["folder", "device"])
def test_a_log_that_is_a_folder_or_a_device_is_refused(kind, tmp_path):
    path = tmp_path / "sorry-game.log"
    if kind == "folder":
        path.mkdir()
    else:
        if not Path("/dev/null").exists():
            pytest.skip("no /dev/null")
        path.symlink_to("/dev/null")  # a link out of its folder: refused before it is opened
    assert log_handler(path) is None
    assert health.faults(shown=False)[0].kind is kinds.LOG
    assert {"folder": "folder", "device": "link"}[kind] in health.faults(shown=False)[0].reason


def test_the_log_stays_within_its_limit(tmp_path):
    path = tmp_path / "sorry-game.log"
    handler = LogFile(path, max_bytes=4000)
    handler.setFormatter(logging.Formatter("%(message)s"))
    logger = logging.getLogger("test.storage.log")
    logger.propagate = False
    logger.addHandler(handler)
    try:
        for n in range(300):
            logger.error("entry %d é %s", n, "x" * 50)
        logger.error("one huge entry %s", "y" * 100_000)
    finally:
        logger.removeHandler(handler)
        handler.close()
    sizes = [p.stat().st_size for p in (path, path.with_name(path.name + ".1"))]
    assert all(0 < size <= 4000 for size in sizes), sizes
    assert health.faults(shown=False) == []
    assert LogFile(path).maxBytes == kinds.LOG.max_bytes


def test_a_log_that_turns_into_a_pipe_is_a_fault_not_a_hang(tmp_path):
    if not hasattr(os, "mkfifo"):
        pytest.skip("named pipes are POSIX")
    path = tmp_path / "sorry-game.log"
    handler = LogFile(path, max_bytes=300)
    logger = logging.getLogger("test.storage.pipe")
    logger.propagate = False
    logger.addHandler(handler)
    try:
        logger.error("first")
        assert path.stat().st_size > 0
        handler.stream.close()
        handler.stream = None  # as after a rollover: the file is opened again
        path.unlink()
        os.mkfifo(path)
        done = threading.Event()

        def write() -> None:
            logger.error("%s", "z" * 40)
            done.set()

        threading.Thread(target=write, daemon=True).start()
        assert done.wait(10), "the log waited on a pipe"
        assert health.faults(shown=False)[0].kind is kinds.LOG
    finally:
        logger.removeHandler(handler)
        handler.close()


# --- 3. the settings and theme files through the store ---------------------------------------
def test_the_settings_are_written_through_the_store_and_a_failure_is_a_fault():
    path = Settings.path()
    assert Settings(volume=0.3).save() is None
    before = path.read_bytes()
    guarded.fault_hook = lambda p: OSError(errno.ENOSPC, "No space left on device")
    problem = Settings(volume=0.9).save()
    assert problem and "No space left on device" in problem
    [fault] = health.faults()
    assert fault.kind is kinds.SETTINGS and fault.reason == "the disk is full"
    assert path.read_bytes() == before
    guarded.fault_hook = None
    assert Settings(volume=0.9).save() is None
    assert health.faults() == [] and Settings.load()[0].volume == 0.9


def test_a_settings_file_read_is_bounded_by_its_kind(monkeypatch):
    path = Settings.path()
    path.write_bytes(b"volume: 0.5\n" + b"#" * (kinds.SETTINGS.max_bytes - 20))
    assert Settings.load()[0].volume == 0.5
    path.write_bytes(b"volume: 0.5\n" + b"#" * kinds.SETTINGS.max_bytes)
    settings, warnings = Settings.load()
    assert settings.volume == Settings().volume and "is too large" in warnings[0]
    calls = []
    real = settings_file.read_bytes
    monkeypatch.setattr(
        settings_file, "read_bytes", lambda *a, **k: calls.append(a) or real(*a, **k)
    )
    Settings.load()
    assert calls == [(kinds.SETTINGS, path)]


def test_moving_a_broken_settings_file_aside_that_fails_is_a_fault(monkeypatch):
    path = Settings.path()
    path.write_text("volume: loud\n", encoding="utf-8")
    settings, warnings = Settings.load()
    assert warnings and settings.keep_file == path

    def refuse(*args):
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(settings_file.os, "replace", refuse)
    assert settings.save() is not None
    assert health.faults()[0].kind is kinds.SETTINGS
    assert health.faults()[0].reason == "the disk is read-only"
    assert path.read_text(encoding="utf-8") == "volume: loud\n"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
@pytest.mark.timeout(20)
def test_a_theme_that_turns_into_a_pipe_is_never_waited_on(themes_folder, monkeypatch):
    """Even a pipe put in place after the folder was listed (between a look and an
    open) is refused unread: the read itself never waits."""
    os.mkfifo(themes_folder / "pipe.yaml")
    monkeypatch.setattr(Path, "is_file", lambda self: True)
    monkeypatch.setattr(Path, "exists", lambda self: True)
    started = time.perf_counter()
    theme, warnings = theme_mod.load_theme("pipe")
    assert theme_mod.theme_title("pipe") == "Pipe"
    assert time.perf_counter() - started < 2
    assert warnings == ["themes/pipe.yaml: not a regular file; using the default theme"]
    [fault] = health.faults(shown=False)
    assert fault.kind is kinds.THEME and "pipe" in fault.reason
    assert theme_mod.load_theme("classic-round")[1] == []
    assert health.faults(shown=False) == []


def test_a_theme_read_is_bounded_by_its_kind(themes_folder):
    (themes_folder / "big.yaml").write_bytes(b"name: Big\n" + b"#" * kinds.THEME.max_bytes)
    (themes_folder / "edge.yaml").write_bytes(
        b"name: Edge\n#" + b"#" * (kinds.THEME.max_bytes - 12)
    )
    assert theme_mod.load_theme("edge")[0].name == "Edge"
    assert theme_mod.load_theme("big")[1] == [
        "themes/big.yaml: too large to be a theme; using the default theme"
    ]
    assert themes.read(themes_folder / "big.yaml") == (None, "too large to be a theme")
    assert theme_mod.MAX_THEME_BYTES == kinds.THEME.max_bytes
