"""The classic controller offers exactly the legal actions (nothing more, nothing less),
the animator always ends where the model is, and computer moves come from the worker."""

from __future__ import annotations

import random

import pygame
import pytest

from sorry_game.ai import make_agent
from sorry_game.app.animation import BoardAnimator
from sorry_game.app.controllers.classic import ClassicController
from sorry_game.app.views.classic_board import BoardLayout
from sorry_game.engine.interface import GameConfig
from sorry_game.engine.registry import get_game
from sorry_game.session import Seat, Session


def reachable(state, layout) -> set[str]:
    """Every action a player can complete by clicking targets (depth-first search)."""
    found: set[str] = set()

    def controller_after(path):
        c = ClassicController(state, layout)
        c.card_rects = [pygame.Rect(10 + 60 * i, 10, 50, 70) for i in range(5)]
        c.button_rects = {
            "pass": pygame.Rect(400, 10, 80, 30),
            "discard": pygame.Rect(500, 10, 80, 30),
        }
        for key in path:
            t = next(t for t in c.targets() if t.key == key)
            assert c.activate(t) is None
        return c

    def visit(path):
        assert len(path) < 6, path
        c = controller_after(path)
        stage = c.stage()
        for t in c.targets():
            if stage != "card" and t.kind == "card":
                continue
            if stage in ("dest", "second") and t.kind in ("pawn", "start") and t.key[0] != "second":
                continue
            c2 = controller_after(path)
            t2 = next(x for x in c2.targets() if x.key == t.key)
            action = c2.activate(t2)
            if action is not None:
                found.add(str(action))
            else:
                visit([*path, t.key])

    visit([])
    return found


@pytest.mark.parametrize("hand", [False, True])
def test_controller_offers_exactly_the_legal_actions(hand):
    layout = BoardLayout(pygame.Rect(0, 0, 800, 800), "round")
    game = get_game("classic")
    rng = random.Random(4)
    checked = 0
    for seed in range(6):
        state = game.new_state(GameConfig(4, {"hand": hand}), seed)
        agent = make_agent("random", "classic", seed)
        for _ in range(160):
            if state.is_over():
                break
            if rng.random() < 0.25:
                legal = {str(a) for a in state.legal_actions()}
                assert reachable(state, layout) == legal
                checked += 1
            state.apply(agent.choose(state))
    assert checked > 40


def test_animator_ends_where_the_model_is():
    game = get_game("classic")
    for seed in range(3):
        state = game.new_state(GameConfig(4), seed)
        agent = make_agent("random", "classic", seed)
        anim = BoardAnimator(list(state.board.pos), state.card)
        layout = BoardLayout(pygame.Rect(0, 0, 600, 600), "square")
        for i in range(300):
            if state.is_over():
                break
            events = state.apply(agent.choose(state))
            anim.add_events(events, 1.0)
            if i % 3 == 0:
                anim.skip()
            while anim.busy:
                anim.update(0.05)
                for pawn, (pt, _scale) in anim.moving(layout).items():
                    assert 0 <= pawn < 16 and layout.rect.inflate(40, 40).collidepoint(pt)
            assert anim.shown == state.board.pos
        anim.add_events([], 0.0)
        assert not anim.busy


def test_choose_from_save_gives_a_legal_action():
    from sorry_game.ai.worker import choose_from_save

    seats = [Seat(f"P{i}", "computer") for i in range(4)]
    session = Session.new("classic", GameConfig(4), 9, seats)
    agent = make_agent("random", "classic", 1)
    for _ in range(25):
        session.apply(agent.choose(session.state))
    text = choose_from_save(session.record().dumps(), "normal", 3)
    legal = {str(a) for a in session.state.legal_actions()}
    assert text in legal


def test_worker_process_and_inline_fallback(monkeypatch):
    from sorry_game.app import ai_worker

    seats = [Seat(f"P{i}", "computer") for i in range(4)]
    session = Session.new("classic", GameConfig(4), 2, seats)
    save = session.record().dumps()
    legal = {str(a) for a in session.state.legal_actions()}
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")
    fut = ai_worker.submit(save, "normal", 1)
    assert fut.done() and fut.result() in legal
    monkeypatch.delenv("SORRY_GAME_INLINE_AI")
    try:
        fut = ai_worker.submit(save, "normal", 1)
        assert ai_worker.result_or_inline(fut, save, "normal", 1) in legal
    finally:
        ai_worker.shutdown()


def test_sorry_card_shows_its_targets_at_once_and_one_click_plays_it():
    """C-12 in the UI: with a SORRY! the bump targets are highlighted without first
    clicking START, and clicking one target is the whole move."""
    from sorry_game.games.board.board import Board
    from sorry_game.games.board.cards import SORRY
    from sorry_game.games.board.geometry import START

    layout = BoardLayout(pygame.Rect(0, 0, 800, 800), "round")
    state = get_game("classic").new_state(GameConfig(4), 3)
    pos = [START] * 16
    pos[4] = 20  # Blue pawn 1 on the track
    pos[12] = 50  # Green pawn 1 on the track
    state.board = Board.from_positions(pos)
    state.current, state.card, state._legal = 0, SORRY, None
    controller = ClassicController(state, layout)
    assert controller.stage() == "dest"
    squares = {t.key[1]: t for t in controller.targets() if t.kind == "square"}
    assert set(squares) == {20, 50}
    action = controller.activate(squares[50])
    assert str(action) == "sorry G0"
    assert controller.cancel() is False  # nothing chosen by the player to undo
