"""The classic plugin on the table offers exactly the legal actions (nothing more,
nothing less) and a click on any offered target takes that target; the animator always
ends where the model is; computer moves come from the worker."""

from __future__ import annotations

import random

import pytest
from table_helpers import make_app, make_session

from sorry_game.ai import make_agent
from sorry_game.app.plugins.board.steps import board_steps
from sorry_game.app.table.animator import Animator
from sorry_game.engine.interface import GameConfig
from sorry_game.engine.picking import Picker
from sorry_game.games.catalogue import get_game
from sorry_game.session import Seat, Session


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def reachable(table) -> set[str]:
    """Every action a player can complete by clicking what the table offers (depth-first
    over the table's own targets, pills and buttons; each click at a target's centre
    must hit that very target)."""
    found: set[str] = set()
    entries = table.controller.picker.entries

    def at(path):
        table.controller.picker = Picker(entries)
        for choice in path:
            assert table.controller.choose(choice) is None
        table.build_targets()

    def visit(path):
        assert len(path) < 6, path
        at(path)
        spots = [
            (t.point, t.choice)
            for t in table.options.targets + table.options.pills
            if t.kind != "alias"
        ]
        spots += [(r.center, c) for name, _l, r, c in table.options.buttons if name == "choice"]
        assert len(spots) == len(table.controller.options())
        for point, choice in spots:
            at(path)
            if choice.kind != "button":
                hit = table.options.hit(point)
                assert hit is not None and hit.choice.ident == choice.ident, (choice, hit)
            action = table.controller.choose(choice)
            if action is not None:
                found.add(str(action))
            else:
                visit([*path, choice])

    visit([])
    return found


@pytest.mark.parametrize("hand", [False, True])
def test_table_offers_exactly_the_legal_actions(hand):
    app = make_app((1280, 800))
    rng = random.Random(4)
    checked = 0
    for seed in range(4):
        session = make_session(seed=seed, options={"hand": hand}, humans=(0, 1, 2, 3))
        table = app.open_table(session)
        agent = make_agent("random", "classic", seed)
        for _ in range(160):
            state = session.state
            if state.is_over():
                break
            if rng.random() < 0.25:
                while app.top is not table:  # a curtain: this human takes the screen
                    app.pop()
                table.screen.take(state.current_player())
                table.land_now()
                assert table.human_input()
                legal = {str(a) for a in state.legal_actions()}
                assert reachable(table) == legal
                checked += 1
            session.apply(agent.choose(state))
        app.pop()
    assert checked > 30
    app.close()


def test_animator_ends_where_the_model_is():
    game = get_game("classic")
    for seed in range(3):
        state = game.new_state(GameConfig(4), seed)
        agent = make_agent("random", "classic", seed)
        anim = Animator()
        anim.reset(dict(enumerate(state.board.pos)), {})
        for i in range(300):
            if state.is_over():
                break
            anim.add(board_steps(state.apply(agent.choose(state))), 1.0)
            if i % 3 == 0:
                anim.skip()
            while anim.busy:
                anim.update(0.05)
                for pawn, (tween, t) in anim.moving().items():
                    assert 0 <= pawn < 16 and 0.0 <= t <= 1.0 and tween.path
            assert [anim.shown[p] for p in range(16)] == state.board.pos
        anim.add([], 0.0)
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


def test_sorry_card_shows_its_targets_at_once_and_one_click_plays_it():
    """C-12 in the UI: with a SORRY! the bump targets are highlighted without first
    clicking START, and clicking one target is the whole move."""
    from sorry_game.games.board.board import Board
    from sorry_game.games.board.cards import SORRY
    from sorry_game.games.board.geometry import START

    app = make_app((1280, 800))
    session = make_session(seed=3, humans=(0, 1, 2, 3))
    state = session.state
    pos = [START] * 16
    pos[4] = 20  # Blue pawn 1 on the track
    pos[12] = 50  # Green pawn 1 on the track
    state.board = Board.from_positions(pos)
    state.current, state.card, state._legal = 0, SORRY, None
    table = app.open_table(session)
    app.step([])
    squares = {t.choice.key: t for t in table.options.targets if t.choice.kind == "square"}
    assert set(squares) == {20, 50}
    assert table.controller.back() is False  # nothing chosen by the player to undo
    table.take(squares[50].choice)
    assert session.actions == ["sorry G0"]
    app.close()


def test_a_switch_animates_each_pawn_once():
    """A fault: the switched pawn was animated twice (once with the switch, once more)."""
    from sorry_game.games.board.board import Board
    from sorry_game.games.board.moves import Switch

    state = get_game("classic").new_state(GameConfig(4), 1)
    pos = [66] * 16
    pos[0], pos[4] = 20, 35
    state.board = Board.from_positions(pos)
    state.current, state.card, state._legal = 0, 11, None
    steps = board_steps(state.apply(Switch(0, 4)))
    moved = [tw.token for step in steps for tw in step.tweens]
    assert sorted(moved) == [0, 4]
    switch = next(step for step in steps if len(step.tweens) == 2)
    assert {tw.token: (tw.path[0], tw.path[-1]) for tw in switch.tweens} == {
        0: (20, 35),
        4: (35, 20),
    }
