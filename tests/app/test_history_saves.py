"""History (finished games kept once, bounded) and named saves (Save as…, the Load list,
delete), with broken files listed as unreadable and never touched."""

from __future__ import annotations

import pygame
import pytest
from shell_helpers import click, key, type_text
from test_replay import finished_game

from sorry_game.app.app import App
from sorry_game.app.scenes.records import RecordsScene
from sorry_game.app.scenes.replay import ReplayScene
from sorry_game.app.scenes.save_as import SaveAsScene
from sorry_game.app.widgets import Button
from sorry_game.engine.interface import GameConfig
from sorry_game.engine.savefile import SaveRecord
from sorry_game.session import Seat, Session
from sorry_game.store import history, saves
from sorry_game.store.paths import autosave_path


@pytest.fixture
def app():
    app = App(size=(800, 600), audio=False)
    app.settings.speed = "instant"
    app.step([])
    return app


def running_game(moves: int = 6) -> Session:
    colours = [0, 1]
    seats = [Seat("Ann", "human", colour=colours[0]), Seat("Bo", "human", colour=colours[1])]
    session = Session.new("classic", GameConfig(2), 21, seats)
    for _ in range(moves):
        session.apply(session.state.legal_actions()[0])
    return session


# --- history ---------------------------------------------------------------------------------
def test_results_keep_a_finished_game_once(app):
    session, _ = finished_game(seed=13)
    app.go("results", session, how="replace")
    app.go("results", session, how="replace")  # shown again: not kept twice
    files = list(history.history_dir().glob("*.sorry"))
    assert len(files) == 1
    rows = history.finished_games()
    assert [r.ok for r in rows] == [True]
    assert rows[0].players == ("P0", "P1") and rows[0].winner in ("P0", "P1")
    assert rows[0].record is not None and rows[0].record.actions == session.actions


def test_history_keeps_the_newest_only(monkeypatch):
    monkeypatch.setattr(history, "KEEP", 3)
    for n in range(5):
        record = SaveRecord("classic", GameConfig(2), n, [], {"seats": []})
        assert history.keep_finished(record, now=1_700_000_000 + n * 60) is not None
    kept = sorted(p.name for p in history.history_dir().glob("*.sorry"))
    assert len(kept) == 3
    seeds = sorted(r.record.seed for r in history.finished_games() if r.record is not None)
    assert seeds == [2, 3, 4]


def test_history_list_watches_a_game_and_shows_a_broken_file(app):
    session, positions = finished_game(seed=15)
    history.keep_finished(session.record(), "P0")
    broken = history.history_dir() / "20000101-000000-broken.sorry"
    broken.write_bytes(b"sorry-game save\nformat 1\ngame classic\nseed x\n")
    app.go("history")
    scene = app.top
    assert isinstance(scene, RecordsScene)
    bad = next(i for i, r in enumerate(scene.rows) if not r.ok)
    scene.select(bad)
    assert not scene.open_button.enabled
    scene.open_selected()  # asked anyway (Enter): a message, no crash
    assert "cannot be used" in scene.message
    scene.draw(app.screen)
    assert broken.read_bytes() == b"sorry-game save\nformat 1\ngame classic\nseed x\n"
    good = next(i for i, r in enumerate(scene.rows) if r.ok)
    scene.select(good)
    key(app, pygame.K_RETURN)
    replay = app.top
    assert isinstance(replay, ReplayScene)
    key(app, pygame.K_END)
    assert replay.state.to_dict() == positions[-1]


# --- named saves -----------------------------------------------------------------------------
def test_safe_names():
    assert saves.safe_name("../../x/y") == "xy"
    assert saves.safe_name("a\x00b:c*?") == "abc"
    assert saves.safe_name("nul") == "_nul"
    assert saves.safe_name("   ") == ""
    assert saves.save_path("My game!").name == "My game.sorry"


def test_save_as_list_and_load_round_trip(app):
    session = running_game()
    path = saves.save_as(session, "Round one")
    with pytest.raises(FileExistsError):
        saves.save_as(session, "Round one")
    rows = saves.named_saves()
    assert [(r.name, r.game, r.players, r.moves) for r in rows] == [
        ("Round one", "Sorry!", ("Ann", "Bo"), 6)
    ]
    before = path.read_bytes()
    assert Session.load(path).state.to_dict() == session.state.to_dict()
    app.go("load")
    scene = app.top
    click(app, scene.open_button)
    table = app.top  # the same game goes on (a move with one way to go may play itself)
    assert table.session.actions[: len(session.actions)] == session.actions
    assert table.session.save_path == autosave_path()  # play never writes the named file
    table.session.apply(table.session.state.legal_actions()[0])
    assert path.read_bytes() == before


def test_save_as_card_types_a_name_and_asks_before_replacing(app):
    session = running_game()
    app.go("pause", session)
    pause = app.top
    click(app, next(b for b in pause.buttons if b.name == "save_as"))
    card = app.top
    assert isinstance(card, SaveAsScene)
    card.field.set_text("")
    type_text(app, "Evening: game 2")
    key(app, pygame.K_RETURN)
    path = saves.saves_dir() / "Evening game 2.sorry"
    assert path.exists() and card.stage == "done"
    first = path.read_text(encoding="utf-8")
    click(app, card.done_button)
    assert app.top is pause
    session.apply(session.state.legal_actions()[0])
    click(app, next(b for b in pause.buttons if b.name == "save_as"))
    card = app.top
    card.field.set_text("Evening game 2")
    click(app, card.save_button)
    assert card.stage == "replace" and path.read_text(encoding="utf-8") == first
    click(app, card.replace_button)
    assert card.stage == "done"
    assert Session.load(path).state.to_dict() == session.state.to_dict()


def test_corrupt_save_is_listed_untouched_and_delete_asks(app):
    session = running_game()
    saves.save_as(session, "Good")
    bad = saves.saves_dir() / "Bad.sorry"
    bad.write_bytes(b"\xff\xfe not a save")
    app.go("load")
    scene = app.top
    rows = {r.name: r for r in scene.rows}
    assert not rows["Bad"].ok and rows["Bad"].error
    assert rows["Good"].ok
    scene.select(scene.rows.index(rows["Bad"]))
    key(app, pygame.K_RETURN)
    assert app.top is scene and "cannot be used" in scene.message
    assert bad.read_bytes() == b"\xff\xfe not a save"
    click(app, scene.delete_button)
    assert scene.confirming
    key(app, pygame.K_ESCAPE)  # cancel: still there
    assert bad.exists() and not scene.confirming
    click(app, scene.delete_button)
    click(app, scene.yes_button)
    assert not bad.exists() and [r.name for r in scene.rows] == ["Good"]


def test_loading_over_a_game_in_progress_asks_first(app):
    in_progress = running_game(moves=2)
    in_progress.save(autosave_path())
    chosen = running_game(moves=8)
    saves.save_as(chosen, "Later")
    app.go("load")
    scene = app.top
    click(app, scene.open_button)
    assert scene.confirming and "will be replaced" in scene.question.note
    click(app, scene.keep_button)  # Cancel: the game in progress stays
    assert not scene.confirming and app.top is scene
    assert Session.load(autosave_path()).actions == in_progress.actions
    click(app, scene.open_button)
    click(app, scene.yes_button)
    table = app.top
    assert table.session.actions[: len(chosen.actions)] == chosen.actions


def test_a_named_save_can_be_watched(app):
    session = running_game(moves=8)
    saves.save_as(session, "Watch me")
    app.go("load")
    scene = app.top
    click(app, scene.watch_button)
    replay = app.top
    assert isinstance(replay, ReplayScene) and not replay.finished
    key(app, pygame.K_END)
    assert replay.state.to_dict() == session.state.to_dict()
    key(app, pygame.K_ESCAPE)
    assert app.top is scene


def test_a_record_with_an_illegal_move_says_so_and_stays(app):
    record = SaveRecord("classic", GameConfig(2), 1, ["fly to the moon"], {})
    path = history.keep_finished(record)
    assert path is not None
    before = path.read_bytes()
    app.go("history")
    scene = app.top
    assert [r.ok for r in scene.rows] == [True]  # it reads; its moves are checked on opening
    key(app, pygame.K_RETURN)
    assert app.top is scene and "cannot be replayed" in scene.message
    assert "line 8" in scene.message and path.read_bytes() == before


def test_title_reaches_load_and_history_and_the_pause_menu_fits(app):
    title = app.top
    click(app, title.buttons["history"])
    assert isinstance(app.top, RecordsScene) and app.top.mode_id == "history"
    key(app, pygame.K_ESCAPE)
    click(app, title.buttons["load"])
    assert isinstance(app.top, RecordsScene) and app.top.mode_id == "load"
    key(app, pygame.K_ESCAPE)
    assert app.top is title
    assert not title.buttons["load"].rect.colliderect(title.buttons["history"].rect)
    # the pause menu with every button (Save as… and a take-back) stays in an 800x600 window
    app.go("pause", running_game())
    pause = app.top
    pause.buttons.insert(1, Button("Take back my last move (U)", name="undo"))
    pause.show_buttons(pause.buttons)
    assert all(b.rect.bottom <= pause.panel.bottom <= 600 for b in pause.buttons)
    assert pause.panel.top >= 0
