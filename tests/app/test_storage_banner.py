"""The storage banner: when the autosave (or statistics, history, settings) cannot be
written, a strip across the top of the window says so at once — what is at risk, why,
what to do — the scenes move below it (nothing of the game is covered), Save as… offers
another folder, the previous good file is never damaged, and the banner goes when a
write works again."""

from __future__ import annotations

import errno

import pygame
import pytest
from shell_helpers import type_text
from table_helpers import open_game

from sorry_game.app import draw, storage_banner
from sorry_game.app.scenes.pause import PauseScene
from sorry_game.app.scenes.save_as import SaveAsScene
from sorry_game.session import Session
from sorry_game.store import guarded, health, kinds
from sorry_game.store.paths import autosave_path


def disk_full(_path):
    return OSError(errno.ENOSPC, "No space left on device")


def fill_the_disk(app, session, monkeypatch, frames=2):
    """The disk fills up: the autosave fails and the window steps on `frames` frames."""
    monkeypatch.setattr(guarded, "fault_hook", disk_full)
    session.save()
    step(app, frames)


def step(app, frames=2):
    for _ in range(frames):
        app.step([])


def window():
    return pygame.display.get_surface()


def click_window(app, pos):
    """A click at `pos` in window pixels (the helpers click in scene pixels)."""
    app.step(
        [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ]
    )


@pytest.fixture
def table():
    # every seat human: nothing moves (and autosaves) unless the test moves
    app, table, session = open_game(
        size=(1280, 800), game_id="classic", seed=3, humans=(0, 1, 2, 3)
    )
    session.save_path = autosave_path()
    assert session.save()  # a good autosave to start from
    yield app, table, session
    app.close()


def test_a_failing_autosave_shows_the_banner_at_once_and_the_game_moves_below_it(
    table, monkeypatch
):
    app, _table, session = table
    assert app.size == (1280, 800) and not app.banner.shown
    good = autosave_path().read_bytes()
    monkeypatch.setattr(guarded, "fault_hook", disk_full)
    assert not session.save()
    step(app, 1)  # the next frame shows it
    banner = app.banner.rect
    assert app.banner.shown and banner.top == 0 and banner.w == 1280 and 30 < banner.h < 200
    # the strip is drawn in the theme's danger tone, darkened; its words say what and why
    expected = pygame.Color(*[round(c * 0.55) for c in app.theme.colour("danger")])
    pixel = window().get_at((banner.centerx // 2, banner.bottom - 6))
    assert all(abs(pixel[i] - expected[i]) <= 2 for i in range(3)), (pixel, expected)
    words = " ".join(text for text, _bold in app.banner.shown_lines)
    assert "Your moves are not being saved: the disk is full." in words
    assert "Save as" in words
    # the scenes lay out in the rest of the window: nothing of the table is covered
    assert app.scene_pixels == (1280, 800 - banner.h)
    # the previous good autosave is untouched, byte for byte
    assert autosave_path().read_bytes() == good


def test_the_banner_goes_when_writing_works_again(table, monkeypatch):
    app, _table, session = table
    fill_the_disk(app, session, monkeypatch)
    assert app.banner.shown
    monkeypatch.setattr(guarded, "fault_hook", None)
    click_window(app, app.banner.retry_button.rect.center)  # Try again
    step(app)
    assert not app.banner.shown and app.size == (1280, 800)
    assert health.faults() == []


def test_the_autosave_is_tried_again_while_nobody_moves(table, monkeypatch):
    app, _table, session = table
    fill_the_disk(app, session, monkeypatch)
    assert app.banner.shown
    app.banner._last_retry = storage_banner.time.monotonic()  # a slow machine's start
    monkeypatch.setattr(guarded, "fault_hook", None)  # the disk has room again
    step(app)
    assert app.banner.shown  # not at once: a retry every few seconds
    clock = storage_banner.time.monotonic() + storage_banner.RETRY_S + 0.1
    monkeypatch.setattr(storage_banner.time, "monotonic", lambda: clock)
    step(app)
    assert not app.banner.shown and app.size == (1280, 800)


def test_a_click_below_the_banner_lands_where_the_scene_drew_it(table, monkeypatch):
    app, tbl, session = table
    fill_the_disk(app, session, monkeypatch, 3)
    top = app.banner.rect.h
    menu = next(r for name, _l, r, _c in tbl.options.buttons if name == "menu")
    click_window(app, (menu.centerx, menu.centery + top))
    assert isinstance(app.top, PauseScene)


def test_save_as_from_the_banner_offers_a_folder_that_can_be_written(table, monkeypatch, tmp_path):
    app, _table, session = table
    documents = tmp_path / "home" / "home" / "Documents"  # SORRY_GAME_HOME's stand-in home
    documents.mkdir(parents=True)
    saves_folder = autosave_path().parent / "saves"

    def data_folder_full(path):
        return (
            disk_full(path)
            if saves_folder in path.parents or path.parent == autosave_path().parent
            else None
        )

    monkeypatch.setattr(guarded, "fault_hook", data_folder_full)
    session.save()
    step(app)
    click_window(app, app.banner.save_button.rect.center)
    card = app.top
    assert isinstance(card, SaveAsScene) and card.places
    assert card.places[card.where.index].label == "Documents"  # the saves folder is full
    assert "cannot be written now" in card.where.choices[0]
    type_text(app, "Rescued")
    card.on_save()
    assert card.stage == "done"
    saved = documents / "Sorry saves" / "Rescued.sorry"
    assert Session.load(saved).actions == session.actions  # a whole save, read back
    assert "Documents" in card.lines()[1]


def test_a_statistics_fault_offers_no_save_as_but_says_what_is_lost(table):
    app, _table, _session = table
    health.failed(kinds.STATS, OSError(errno.EROFS, "Read-only file system"), "/x/stats.json")
    step(app)
    words = " ".join(text for text, _bold in app.banner.shown_lines)
    assert "not being counted in your statistics: the disk is read-only" in words
    assert app.banner.buttons() == [app.banner.retry_button]


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_the_banner_fits_small_and_large_windows(size, monkeypatch):
    app, _table, session = open_game(size=size, game_id="revenge", seed=2)
    session.save_path = autosave_path()
    monkeypatch.setattr(guarded, "fault_hook", disk_full)
    session.save()
    health.failed(kinds.STATS, OSError(errno.ENOSPC, "full"))
    step(app)
    banner = app.banner
    assert banner.rect.h <= size[1] // 3
    px = banner.text_px(size)
    text_right = max(draw.get_font(px, bold).size(t)[0] for t, bold in banner.shown_lines) + 6
    assert text_right <= min(b.rect.left for b in banner.buttons())  # words never run under
    assert all(b.rect.bottom <= banner.rect.bottom for b in banner.buttons())
    app.close()


def test_with_no_game_in_play_the_banner_offers_no_save_as_and_names_the_file_in_the_way(
    tmp_path,
):
    from shell_helpers import make_app

    blocker = tmp_path / "home-is-a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    health.failed(kinds.FOLDER, OSError(errno.ENOTDIR, "Not a directory"), blocker / "data")
    health.failed(kinds.AUTOSAVE, OSError(errno.ENOTDIR, "Not a directory"), blocker / "data")
    app = make_app("real", size=(800, 600))
    app.step([])
    words = " ".join(text for text, _bold in app.banner.shown_lines)
    assert "Saving is off, nothing you play is kept" in words
    assert f"Move the file that is in the way ({blocker})" in words.replace("\n", "")
    assert "Save as" not in words and app.banner.buttons() == [app.banner.retry_button]
    # the autosave failing for the same reason says nothing more: one fault is shown
    assert [f.kind for f in app.banner.faults] == [kinds.FOLDER]
    app.close()
