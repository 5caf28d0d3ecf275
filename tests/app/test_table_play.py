"""The Sorry! table played end to end, headless: a human seat driven only by synthetic
mouse clicks on highlighted targets (or only by the keyboard) against three computers
(inline AI), until the results scene."""

from __future__ import annotations

import random

import pygame
import pytest

from sorry_game.engine.interface import GameConfig
from sorry_game.session import Seat, Session


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def make_app(size=(800, 600)):
    from sorry_game.app.app import App

    app = App(size=size, audio=False)
    app.settings.speed = "instant"
    return app


def open_game(size=(1280, 800), **session):
    """An app showing a table for `make_session(**session)`, stepped once."""
    app = make_app(size)
    table = app.open_table(make_session(**session))
    app.step([])
    return app, table, table.session


def make_session(seed=7, options=None, humans=(0,), players=4):
    seats = [
        Seat(f"P{i}", "human" if i in humans else "computer", "normal", i) for i in range(players)
    ]
    return Session.new("classic", GameConfig(players, options or {}), seed, seats)


def results_scene_type():
    try:
        from sorry_game.app.scenes.results import ResultsScene
    except ImportError:
        return None
    return ResultsScene


def play(app, table, choose, max_frames=40000):
    """Step the app; on the human's turn `choose(table)` returns the events to send."""
    session = table.session
    results = results_scene_type()
    human_actions = 0
    for _ in range(max_frames):
        top = app.top
        if results is not None and isinstance(top, results):
            return human_actions
        if session.state.is_over() and results is None and not table.busy:
            return human_actions
        if top is table and table._human_input():
            before = len(session.actions)
            app.step(choose(table))
            if len(session.actions) > before:
                human_actions += 1
        elif top is not table and top is not None and type(top).__name__ == "PassScreenScene":
            app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")])
        else:
            app.step([])
    raise AssertionError(f"game did not finish: {len(session.actions)} actions")


def test_complete_game_by_mouse_clicks_only():
    app = make_app((800, 600))
    session = make_session(seed=11)
    table = app.open_table(session)
    rng = random.Random(3)
    clicks_on_nothing = 0

    def choose(t):
        nonlocal clicks_on_nothing
        targets = t.controller.targets()
        assert targets, "the human has a turn but nothing is clickable"
        # every highlighted target is on screen
        w, h = app.size
        for tg in targets:
            assert 0 <= tg.point[0] < w and 0 <= tg.point[1] < h
        if rng.random() < 0.05:  # a stray click on the empty table does no harm
            clicks_on_nothing += 1
            return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(2, 2), button=1)]
        tg = rng.choice(targets)
        pos = (round(tg.point[0]), round(tg.point[1]))
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)]

    human = play(app, table, choose)
    assert session.state.is_over()
    assert human > 0
    assert len(session.actions) == len(session.record().actions)
    app.close()


def test_complete_game_by_keyboard_only():
    app = make_app((1280, 800))
    session = make_session(seed=5)
    table = app.open_table(session)
    rng = random.Random(9)

    def choose(t):
        keys = [pygame.K_TAB] * rng.randrange(1, 5) + [pygame.K_RETURN]
        if t.controller.pass_action is not None and not t.controller.entries:
            keys = [pygame.K_SPACE]
        return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="") for k in keys]

    human = play(app, table, choose)
    assert session.state.is_over()
    assert human > 0
    app.close()


def test_hand_of_five_game_by_clicks():
    app = make_app((1920, 1080))
    session = make_session(seed=21, options={"hand": True})
    table = app.open_table(session)
    rng = random.Random(1)

    def choose(t):
        # the only hand ever drawn is the human's own
        assert t._viewer() in (None, 0)
        tg = rng.choice(t.controller.targets())
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tg.rect.center, button=1)]

    play(app, table, choose)
    assert session.state.is_over()
    app.close()


def test_pass_and_play_shows_pass_screen_between_humans():
    app, table, session = open_game(
        (1280, 800), seed=4, options={"hand": True}, humans=(0, 1), players=2
    )
    assert type(app.top).__name__ == "PassScreenScene"
    assert table._viewer() is None  # nothing of the hand is shown behind it
    app.close()


def test_escape_without_selection_opens_pause():
    app, table, session = open_game((1280, 800), seed=2, humans=(0, 1, 2, 3))
    assert table._human_input()
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    assert app.top is not table
    app.close()


def test_hint_suggests_a_legal_action_and_resize_keeps_targets_on_screen():
    app, table, session = open_game((1280, 800), seed=2, humans=(0, 1, 2, 3))
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h")])
    assert table.controller.hint in session.state.legal_actions()
    assert table.hint_text.startswith("Hint")
    for size in ((800, 600), (1920, 1080), (1000, 900)):
        table.resize(size)
        surface = pygame.Surface(size)
        table.draw(surface)
        for t in table.controller.targets():
            assert surface.get_rect().contains(
                t.rect.clip(surface.get_rect())
            ) and t.rect.colliderect(surface.get_rect())
    app.close()


def test_undo_key_takes_back_a_move_between_humans():
    app, table, session = open_game((1280, 800), seed=4, humans=(0, 1), players=2)
    table = app.top if type(app.top).__name__ == "TableScene" else table
    table.apply(session.state.legal_actions()[0])
    table.animator.skip()
    assert len(session.actions) == 1
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_u, mod=0, unicode="u", scancode=0)])
    assert session.actions == []
    assert table.state is session.state
    app.close()


def test_pause_offers_undo_only_between_humans():
    from sorry_game.app.scenes.pause import PauseScene

    app = make_app((800, 600))
    humans = make_session(seed=4, humans=(0, 1), players=2)
    table = app.open_table(humans)
    app.step([])
    table.apply(humans.state.legal_actions()[0])
    table.animator.skip()
    pause = PauseScene(app, humans)
    app.push(pause)
    app.step([])
    undo = next(b for b in pause.buttons if b.name == "undo")
    undo.on_click()
    assert humans.actions == [] and app.top is table
    mixed = make_session(seed=4, humans=(0,), players=2)
    assert all(b.name != "undo" for b in PauseScene(app, mixed).buttons)
    app.close()


def test_ctrl_s_saves_now_and_says_so(tmp_path):
    from sorry_game.paths import autosave_path

    app = make_app((1280, 800))
    session = make_session(seed=4, humans=(0, 1), players=2)
    session.save_path = autosave_path()
    table = app.open_table(session)
    app.step([])
    autosave_path().unlink(missing_ok=True)
    app.step(
        [
            pygame.event.Event(
                pygame.KEYDOWN, key=pygame.K_s, mod=pygame.KMOD_CTRL, unicode="", scancode=0
            )
        ]
    )
    assert autosave_path().exists()
    assert table.hint_text == "Game saved."
    app.close()
