"""The app shell driven by synthetic pygame events: scene navigation, autosave on Esc /
window close, Continue, --load, broken saves. Headless (SDL dummy drivers, conftest).

The table is the real `TableScene` when it imports; the same flows also run against a
tiny fake table (`FakeTable`) so the shell is tested even when the table is broken.
"""

from __future__ import annotations

import pygame
import pytest
from shell_helpers import click, key, make_app

from sorry_game.app.scene import Scene
from sorry_game.app.scenes.pause import PauseScene
from sorry_game.app.scenes.setup import SetupScene
from sorry_game.app.scenes.title import TitleScene
from sorry_game.engine import GameConfig
from sorry_game.session import Seat, Session
from sorry_game.store.paths import autosave_path

ALL_HUMAN = {
    "game": "classic",
    "players": 2,
    "seats": [
        {"name": "Ann", "kind": "human", "level": "normal", "colour": 0},
        {"name": "Bob", "kind": "human", "level": "normal", "colour": 2},
    ],
    "options": {},
}


TABLES = ["fake", "real"]


def new_session(actions: int = 0, save_path=None) -> Session:
    seats = [Seat("Ann", "human", "normal", 0), Seat("Bob", "human", "normal", 2)]
    session = Session.new("classic", GameConfig(2, {"colours": [0, 2]}), 1234, seats, save_path)
    for _ in range(actions):
        session.apply(session.state.legal_actions()[0])
    return session


def is_table(scene) -> bool:
    return getattr(scene, "session", None) is not None and not isinstance(
        scene, (PauseScene, TitleScene)
    )


@pytest.mark.parametrize("table", TABLES)
def test_title_setup_table_pause_title(table):
    app = make_app(table)
    app.settings.last_setup = dict(ALL_HUMAN)
    assert isinstance(app.top, TitleScene)
    click(app, app.top.buttons["new"])
    assert isinstance(app.top, SetupScene)
    click(app, app.top.start_button)
    assert is_table(app.top), app.top
    assert [type(s).__name__ for s in app.scenes][0] == "TitleScene"
    session = app.top.session
    assert [s.name for s in session.seats] == ["Ann", "Bob"]
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    assert app.top.overlay
    key(app, pygame.K_ESCAPE)  # Esc on Pause resumes
    assert is_table(app.top)
    key(app, pygame.K_ESCAPE)
    pause = app.top
    click(app, pause.buttons[-1])  # Save & quit to menu
    assert isinstance(app.top, TitleScene) and len(app.scenes) == 1
    assert app.top.buttons["continue"].visible
    app.close()


def test_esc_goes_back_one_scene():
    app = make_app()
    click(app, app.top.buttons["new"])
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)
    click(app, app.top.buttons["rules"])
    assert type(app.top).__name__ == "RulesScene"
    key(app, pygame.K_ESCAPE)
    click(app, app.top.buttons["settings"])
    assert type(app.top).__name__ == "SettingsScene"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)
    key(app, pygame.K_ESCAPE)  # Esc on the title does not quit
    assert app.running
    app.close()


def test_pause_menu_opens_rules_and_settings():
    app = make_app()
    app.open_table(new_session())
    key(app, pygame.K_ESCAPE)
    pause = app.top
    named = {b.name: b for b in pause.buttons}
    click(app, named["rules"])
    assert type(app.top).__name__ == "RulesScene"
    assert app.top.game.id == "classic"
    key(app, pygame.K_ESCAPE)
    assert app.top is pause
    click(app, named["settings"])
    assert type(app.top).__name__ == "SettingsScene"
    key(app, pygame.K_ESCAPE)
    click(app, named["resume"])
    assert is_table(app.top)
    app.close()


def test_pause_menu_restarts_the_same_deal_after_asking_and_goes_to_a_new_game():
    app = make_app("real")
    session = new_session(save_path=autosave_path())
    table = app.open_table(session)
    for _ in range(40):
        app.step([], dt=0.1)
    key(app, pygame.K_ESCAPE)
    pause = app.top
    named = {b.name: b for b in pause.buttons}
    assert {"restart", "new", "rules", "settings", "menu"} <= set(named)
    click(app, named["restart"])
    assert pause.asking and app.top is pause  # asked first: nothing lost yet
    key(app, pygame.K_ESCAPE)
    assert not pause.asking
    click(app, named["restart"])
    click(app, next(b for b in pause.confirm if b.name == "restart_yes"))
    fresh = app.top.session
    assert is_table(app.top) and fresh is not session
    assert (fresh.seed, fresh.config, len(fresh.actions)) == (session.seed, session.config, 0)
    assert [s.name for s in fresh.seats] == [s.name for s in session.seats]
    key(app, pygame.K_ESCAPE)
    click(app, next(b for b in app.top.buttons if b.name == "new"))
    title = app.top
    assert type(title).__name__ == "TitleScene" and title.confirming  # asks first
    del table
    app.close()


@pytest.mark.parametrize("table", TABLES)
def test_window_close_saves_the_game(table):
    app = make_app(table)
    session = new_session(save_path=autosave_path())
    app.open_table(session)
    app.step([])
    autosave_path().unlink()  # prove that quitting writes it again
    app.step([pygame.event.Event(pygame.QUIT)])
    assert not app.running
    assert autosave_path().exists()
    restored = Session.load(autosave_path())
    assert restored.actions == session.actions
    app.close()


def test_quit_button_and_run_loop_exit_cleanly():
    app = make_app()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.run() == 0
    assert not app.running
    app.close()


def test_continue_restores_the_same_game():
    session = new_session(actions=6, save_path=autosave_path())
    expected = list(session.actions)
    app = make_app()
    title = app.top
    assert title.buttons["continue"].visible
    assert "Ann" in title.buttons["continue"].subtext
    click(app, title.buttons["continue"])
    assert is_table(app.top)
    assert app.top.session.actions == expected
    assert app.top.session.state == session.state
    assert app.top.session.save_path == autosave_path()
    app.close()


def test_no_continue_without_autosave():
    app = make_app()
    assert not app.top.buttons["continue"].visible
    app.close()


def test_corrupt_autosave_is_moved_aside_with_its_reason():
    path = autosave_path()
    path.write_text("sorry-game save\nformat 9\n", encoding="utf-8")
    app = make_app()
    assert not app.top.buttons["continue"].visible
    assert not path.exists()
    aside = list(path.parent.glob("autosave.corrupt-*.sorry"))
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8").startswith("sorry-game")
    notice = app.notices[0]
    assert "could not be loaded" in notice.title
    assert any("format" in line and "line 2" in line for line in notice.lines)
    # the message is dismissed with Enter; the menu then works
    key(app, pygame.K_RETURN)
    assert not app.notices
    click(app, app.top.buttons["new"])
    assert isinstance(app.top, SetupScene)
    app.close()


def test_load_opens_the_table_and_never_overwrites_the_file(tmp_path):
    mine = tmp_path / "mine.sorry"
    session = new_session(actions=3, save_path=mine)
    original = mine.read_text(encoding="utf-8")
    app = make_app(load=str(mine))
    assert is_table(app.top)
    loaded = app.top.session
    assert loaded.actions == session.actions
    assert loaded.save_path == autosave_path()
    loaded.apply(loaded.state.legal_actions()[0])
    app.step([pygame.event.Event(pygame.QUIT)])
    assert mine.read_text(encoding="utf-8") == original
    assert Session.load(autosave_path()).actions == loaded.actions
    app.close()


def test_broken_load_file_shows_its_message_and_the_game_starts(tmp_path):
    bad = tmp_path / "bad.sorry"
    bad.write_text("hello\n", encoding="utf-8")
    app = make_app(load=str(bad))
    assert isinstance(app.top, TitleScene)
    assert app.notices and "bad.sorry" in app.notices[0].lines[0]
    assert "line 1" in app.notices[0].lines[0]
    assert bad.read_text(encoding="utf-8") == "hello\n"
    app.step([])
    app.close()


def test_missing_load_file(tmp_path):
    app = make_app(load=str(tmp_path / "nope.sorry"))
    assert isinstance(app.top, TitleScene)
    assert "cannot read" in app.notices[0].lines[0]
    app.close()


def test_results_rematch_same_seats_new_seed_winner_first():
    from sorry_game.app.scenes.results import ResultsScene

    app = make_app()
    session = new_session(save_path=autosave_path())
    while not session.state.is_over():
        session.apply(session.state.legal_actions()[0])
    winner = session.state.ranking()[0]
    app.push(ResultsScene(app, session))
    app.step([])
    click(app, app.top.rematch_button)
    table = app.top
    assert is_table(table)
    new = table.session
    assert new.seed == session.game.rematch_seed(session.seed, 1)
    assert new.config.option("first_player") == winner
    assert new.state.current_player() == winner
    assert [(s.name, s.kind, s.colour) for s in new.seats] == [
        (s.name, s.kind, s.colour) for s in session.seats
    ]
    assert new.actions == []
    # Menu from results goes back to the title
    app.push(ResultsScene(app, new))
    click(app, app.top.menu_button)
    assert isinstance(app.top, TitleScene) and len(app.scenes) == 1
    app.close()


def test_pass_screen_covers_the_table_and_reveals():
    from sorry_game.app.scenes.pass_screen import PassScreenScene

    app = make_app()
    app.open_table(new_session())
    revealed = []
    screen = PassScreenScene(app, "Bob", lambda: revealed.append(True), colour=2)
    app.push(screen)
    app.step([])
    assert not screen.overlay
    assert "I am Bob" in screen.reveal.text
    # nothing of the (green) fake table shows through
    surface = pygame.display.get_surface()
    greens = sum(
        1
        for x in range(0, 800, 40)
        for y in range(0, 600, 40)
        if tuple(surface.get_at((x, y)))[:3] == (0, 80, 0)
    )
    assert greens == 0
    key(app, pygame.K_ESCAPE)  # Esc pauses, it never reveals
    assert isinstance(app.top, PauseScene) and not revealed
    key(app, pygame.K_ESCAPE)
    click(app, screen.reveal)
    assert revealed == [True]
    assert is_table(app.top)
    app.close()


def test_idle_loop_waits_for_events(monkeypatch):
    app = make_app()
    calls = []
    real_wait = pygame.event.wait

    def wait(timeout=0):
        calls.append(timeout)
        return real_wait(1)

    monkeypatch.setattr(pygame.event, "wait", wait)
    app.next_events()
    assert calls and calls[0] > 0

    class Busy(Scene):
        busy = True

    app.push(Busy(app))
    calls.clear()
    app.next_events()
    assert calls == []
    app.close()


def test_ctrl_q_quits_and_saves():
    app = make_app()
    session = new_session(actions=2, save_path=autosave_path())
    app.open_table(session)
    autosave_path().unlink()
    key(app, pygame.K_q, pygame.KMOD_CTRL)
    assert not app.running
    assert Session.load(autosave_path()).actions == session.actions
    app.close()
