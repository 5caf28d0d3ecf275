"""Issue 40, a banner clears when its cause clears, every kind: after a failed Save as… on
a full disk, freeing space and Try again write the save and the banner goes; so it does
for the autosave, History, the statistics, the settings, the folders and the locks
(Try again, or the banner's own retry every few seconds); a notice goes after its time."""

from __future__ import annotations

import errno
import shutil
import sys
import time
from pathlib import Path

import pygame
import pytest
from disk_helpers import fill, tmpfs
from shell_helpers import key, type_text
from table_helpers import open_game

from sorry_game.app import storage_banner
from sorry_game.app.scenes.save_as import SaveAsScene
from sorry_game.engine.interface import GameConfig
from sorry_game.session import Seat, Session
from sorry_game.store import guarded, health, kinds, locks, paths, saves
from sorry_game.store.finished import file_finished
from sorry_game.store.paths import autosave_path

if sys.platform != "win32":
    import fcntl

    REAL_FLOCK = fcntl.flock


@pytest.fixture
def table():
    app, table, session = open_game(
        size=(1280, 800), game_id="classic", seed=3, humans=(0, 1, 2, 3)
    )
    session.save_path = autosave_path()
    assert session.save()
    yield app, table, session
    saves.forget_failed()
    app.close()


def step(app, frames: int = 2) -> None:
    for _ in range(frames):
        app.step([])


def try_again(app) -> None:
    """Click the banner's Try again, in window pixels."""
    step(app)
    pos = app.banner.retry_button.rect.center
    app.step(
        [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ]
    )
    step(app)


def shown_kinds(app) -> set[str]:
    return {f.kind.id for f in app.banner.faults}


def test_a_failed_save_as_on_a_full_disk_clears_when_space_is_freed_and_tried_again(table):
    """The fault: after a failed Save as… on a full disk, freeing space and Try again
    did not clear "This game could not be saved"."""
    app, _table, session = table
    with tmpfs(saves.saves_dir(), "256k") as disk:
        filler = fill(disk)
        app.go("save_as", session)
        card = app.top
        assert isinstance(card, SaveAsScene)
        card.field.set_text("")
        type_text(app, "Evening")
        key(app, pygame.K_RETURN)
        assert card.message.startswith("Not saved")
        step(app)
        words = " ".join(text for text, _bold in app.banner.shown_lines)
        assert "This game could not be saved: the disk is full." in words
        filler.unlink()  # the player frees some space
        try_again(app)
        assert kinds.SAVE.id not in shown_kinds(app) and not app.banner.shown
        saved = disk / "Evening.sorry"
        assert Session.load(saved).actions == session.actions  # the save it asked for
        assert card.stage == "done" and card.lines()[0] == "Game saved"  # the card says so


def test_a_save_that_can_no_longer_be_made_is_no_fault_once_a_name_is_taken(table):
    """The save failed, then a file of that name appeared (another window): Try again
    never replaces it, and nothing is at risk any more."""
    app, _table, session = table
    guarded.fault_hook = failing("saves")
    with pytest.raises(OSError):
        saves.save_as(session, "Taken")
    guarded.fault_hook = None
    saves.saves_dir().mkdir(parents=True, exist_ok=True)
    (saves.saves_dir() / "Taken.sorry").write_text("another window's save\n")
    try_again(app)
    assert not app.banner.shown
    assert (saves.saves_dir() / "Taken.sorry").read_text() == "another window's save\n"


def finished_session() -> Session:
    seats = [Seat("Ann", "human", colour=0), Seat("Bo", "human", colour=2)]
    session = Session.new("classic", GameConfig(2, {"colours": [0, 2]}), 5, seats)
    while not session.state.is_over():
        session.apply(session.state.legal_actions()[0])
    return session


def failing(where: str):
    """A fault hook: writes whose path has `where` in it fail (the disk is full)."""

    def hook(path: Path):
        return OSError(errno.ENOSPC, "No space left") if where in str(path) else None

    return hook


def cause(kind_id: str, app, session: Session, monkeypatch) -> None:
    """Bring about a fault of `kind_id` the real way."""
    if kind_id == "autosave":
        monkeypatch.setattr(guarded, "fault_hook", failing("autosave"))
        session.save()
    elif kind_id == "save":
        monkeypatch.setattr(guarded, "fault_hook", failing("saves"))
        with pytest.raises(OSError):
            saves.save_as(session, "Tonight")
    elif kind_id == "history":
        monkeypatch.setattr(guarded, "fault_hook", failing("history"))
        file_finished(finished_session())
    elif kind_id == "stats":
        monkeypatch.setattr(guarded, "fault_hook", failing("stats.json"))
        file_finished(finished_session())
    elif kind_id == "settings":
        monkeypatch.setattr(guarded, "fault_hook", failing("settings"))
        app.settings.save()
    elif kind_id == "folder":
        config = paths.folder("config")
        shutil.rmtree(config, ignore_errors=True)
        config.write_text("a file where the settings' folder goes")
        with pytest.raises(OSError):
            paths.config_dir()
    elif kind_id == "locks":

        def flock(fd, op):
            raise OSError(errno.ENOLCK, "No locks available")

        monkeypatch.setattr(fcntl, "flock", flock)
        with locks.locked(paths.data_dir() / "stats.json") as held:
            assert not held


def remove_cause(kind_id: str, monkeypatch) -> None:
    monkeypatch.setattr(guarded, "fault_hook", None)
    if kind_id == "folder":
        paths.folder("config").unlink()
    if kind_id == "locks":
        monkeypatch.setattr(fcntl, "flock", REAL_FLOCK)


SHOWN = ["autosave", "save", "history", "stats", "settings", "folder", "locks"]


def test_every_kind_shown_is_tried_again():
    assert set(SHOWN) == {k.id for k in kinds.KINDS.values() if k.shown and not k.lasts}
    assert set(SHOWN) | {kinds.SLOT.id} == set(storage_banner.RETRIES)


@pytest.mark.parametrize("kind_id", SHOWN)
def test_every_banner_kind_clears_when_its_cause_clears(kind_id, table, monkeypatch):
    app, _table, session = table
    cause(kind_id, app, session, monkeypatch)
    step(app)
    assert kind_id in shown_kinds(app), [f.headline for f in health.faults()]
    remove_cause(kind_id, monkeypatch)
    try_again(app)
    assert kind_id not in shown_kinds(app), [f.headline for f in app.banner.faults]
    assert not app.banner.shown


@pytest.mark.parametrize("kind_id", ["save", "history", "stats", "locks"])
def test_the_banner_tries_each_kind_again_by_itself(kind_id, table, monkeypatch):
    app, _table, session = table
    cause(kind_id, app, session, monkeypatch)
    step(app)
    assert kind_id in shown_kinds(app)
    remove_cause(kind_id, monkeypatch)
    clock = time.monotonic() + storage_banner.RETRY_S + 1
    monkeypatch.setattr(storage_banner.time, "monotonic", lambda: clock)
    step(app, 3)
    assert not app.banner.shown


def test_the_autosave_fault_ends_with_the_game_it_was_about(table, monkeypatch):
    """No game in play: no move is at risk any more, whatever the disk says."""
    app, _table, session = table
    cause("autosave", app, session, monkeypatch)
    step(app)
    app.go("title", how="reset")
    step(app)
    try_again(app)
    assert not app.banner.shown


def test_a_notice_goes_after_its_time(table, monkeypatch):
    app, _table, _session = table
    health.failed(kinds.SLOT, "autosave-2.sorry")
    step(app)
    assert shown_kinds(app) == {"slot"}
    clock = time.monotonic() + kinds.SLOT.lasts + 1
    monkeypatch.setattr(storage_banner.time, "monotonic", lambda: clock)
    monkeypatch.setattr(health.time, "monotonic", lambda: clock)
    step(app)
    assert not app.banner.shown
