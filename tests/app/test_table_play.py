"""Sorry! on the one table, played end to end headless: a human seat driven only by
synthetic mouse clicks on the offered targets (or only by the keyboard) against three
computers (inline AI), until the results scene; pass-and-play, pause, hint, undo, save."""

from __future__ import annotations

import random

import pygame
import pytest
from table_helpers import click_at, clickables, make_app, make_session, open_game, play, press


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def test_complete_game_by_mouse_clicks_only():
    app = make_app((800, 600))
    session = make_session(seed=11)
    table = app.open_table(session)
    rng = random.Random(3)

    def choose(t):
        spots = clickables(t)
        assert spots, "the human decides but nothing is clickable"
        w, h = app.size
        for rect, _choice in spots:  # every offered target is on screen
            assert 0 <= rect.centerx < w and 0 <= rect.centery < h
        if rng.random() < 0.05:  # a stray click on the empty table does no harm
            return click_at((2, 2))
        rect, _choice = rng.choice(spots)
        return click_at(rect.center)

    human = play(app, table, choose)
    assert session.state.is_over() and human > 0
    assert len(session.actions) == len(session.record().actions)
    app.close()


def test_complete_game_by_keyboard_only():
    """Tab reaches every option and Enter takes it: no mouse at all."""
    app = make_app((1280, 800))
    session = make_session(seed=5)
    table = app.open_table(session)
    rng = random.Random(9)

    def choose(t):
        order = t.options.focus_order()
        options = [
            i for i, (kind, _r, what) in enumerate(order) if kind == "target" or what[0] == "choice"
        ]
        assert options, "the human decides but Tab reaches no option"
        current = t.options.focus if t.options.focused() is not None else -1
        keys = [pygame.K_TAB] * ((rng.choice(options) - current) % len(order)) + [pygame.K_RETURN]
        if rng.random() < 0.3:  # Enter alone: the only option, or show the focus
            keys = [pygame.K_RETURN]
        return [press(k) for k in keys]

    human = play(app, table, choose)
    assert session.state.is_over() and human > 0
    app.close()


def test_hand_of_five_game_by_clicks_never_draws_another_hand():
    app = make_app((1920, 1080))
    session = make_session(seed=21, options={"hand": True})
    table = app.open_table(session)
    rng = random.Random(1)

    def choose(t):
        assert t.viewer() == 0  # the only hand ever drawn is the human's own
        assert t.view.game.hand == tuple(session.state.hands[0])
        rect, _choice = rng.choice(clickables(t))
        return click_at(rect.center)

    play(app, table, choose)
    assert session.state.is_over()
    app.close()


def test_tab_reaches_only_visible_targets_in_hand_of_five():
    """Every focusable thing is drawn and on screen (a fault: Tab reached an invisible
    target in the hand of five)."""
    app, table, session = open_game((800, 600), seed=21, options={"hand": True})
    surface = pygame.Surface(app.size)
    for _ in range(12):
        if not table.human_input():
            break
        for _kind, rect, _what in table.options.focus_order():
            assert surface.get_rect().contains(rect), rect
        app.step([press(pygame.K_TAB)])
        table.draw(surface)
        assert table.options.focused() is not None
    app.close()


def test_escape_without_selection_opens_pause():
    app, table, session = open_game((1280, 800), seed=2, humans=(0, 1, 2, 3))
    assert table.human_input()
    app.step([press(pygame.K_ESCAPE)])
    assert type(app.top).__name__ == "PauseScene"
    app.close()


def test_hint_suggests_a_legal_action_and_resize_keeps_targets_on_screen():
    app, table, session = open_game((1280, 800), seed=2, humans=(0, 1, 2, 3))
    app.step([press(pygame.K_h, text="h")])
    assert table.controller.hint_action in session.state.legal_actions()
    assert table.hint_text.startswith("Hint")
    assert "C-" not in table.hint_text
    for size in ((800, 600), (1920, 1080), (1000, 900)):
        table.resize(size)
        surface = pygame.Surface(size)
        table.draw(surface)
        for rect, _choice in clickables(table):
            assert surface.get_rect().contains(rect.clip(surface.get_rect()))
            assert rect.colliderect(surface.get_rect())
    app.close()


def own_move_state(session):
    """Play until the mover moves again (a 2: draws again) — undo is then their own."""
    for _ in range(400):
        mover = session.state.current_player()
        session.apply(session.state.legal_actions()[0])
        if session.state.current_player() == mover:
            return mover
    raise AssertionError("no 2 was drawn")


def test_undo_takes_back_only_ones_own_last_move():
    """One undo path; player 2 can never take back player 1's move."""
    app, table, session = open_game((1280, 800), seed=4, humans=(0, 1), players=2)
    mover = session.state.current_player()
    table.apply(session.state.legal_actions()[0])
    table.animator.skip()
    app.step([], dt=0.1)
    count = len(session.actions)
    if session.state.current_player() != mover:
        app.step([press(pygame.K_u, text="u")])  # the other player asks: refused
        assert len(session.actions) == count
        assert "own" in table.hint_text
    own_move_state(session)
    table.settle()
    count = len(session.actions)
    app.step([press(pygame.K_u, text="u")])
    assert len(session.actions) == count - 1
    assert table.state is session.state
    app.close()


def test_pause_take_back_uses_the_same_undo():
    from sorry_game.app.scenes.pause import PauseScene

    app, table, session = open_game((800, 600), seed=4, humans=(0, 1), players=2)
    own_move_state(session)
    table.settle()
    count = len(session.actions)
    pause = PauseScene(app, session)
    app.push(pause)
    app.step([])
    undo = next(b for b in pause.buttons if b.name == "undo")
    undo.on_click()
    assert len(session.actions) == count - 1 and app.top is table
    mixed = make_session(seed=4, humans=(0,), players=2)
    assert all(b.name != "undo" for b in PauseScene(app, mixed).buttons)
    app.close()


def test_ctrl_s_saves_now_and_says_so():
    from sorry_game.store.paths import autosave_path

    app = make_app((1280, 800))
    session = make_session(seed=4, humans=(0, 1), players=2)
    session.save_path = autosave_path()
    table = app.open_table(session)
    app.step([])
    autosave_path().unlink(missing_ok=True)
    app.step([press(pygame.K_s, mod=pygame.KMOD_CTRL)])
    assert autosave_path().exists()
    assert table.hint_text == "Game saved."
    app.close()


def test_move_log_keeps_the_whole_game_scrolls_and_survives_resume(tmp_path):
    from sorry_game.session import Session

    app, table, session = open_game((800, 600), seed=3, humans=(0, 1, 2, 3))
    session.save_path = tmp_path / "g.sorry"
    for _ in range(60):
        table.apply(session.state.legal_actions()[0])
        table.animator.skip()
        table.settle()
    surface = pygame.Surface(app.size)
    table.draw(surface)
    assert len(table.log.lines) > table.log_lines > 0  # more than fits: it scrolls
    app.step(
        [
            pygame.event.Event(
                pygame.MOUSEMOTION, pos=table.lay.log.center, rel=(0, 0), buttons=(0, 0, 0)
            )
        ]
    )
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False)])
    assert table.log.scroll > 0
    width = table.lay.log.width
    for row in table.log.rows:  # wrapped, never cut off
        assert 0 < row.width <= width
    session.save()
    resumed = Session.load(session.save_path)
    texts = [e.text for e in session.log]
    assert [e.text for e in resumed.log][: len(texts)] == texts
    app.close()
