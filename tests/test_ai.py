"""Computer players: always legal, deterministic from a seed, and the normal player is
clearly better than random (issue 3: at least 35 % of 400 four-player games)."""

from __future__ import annotations

import random

import pytest

from sorry_game.ai import LEVEL_NAMES, make_agent
from sorry_game.ai.budget import Budget
from sorry_game.engine import GameConfig
from sorry_game.games.catalogue import get_game
from sorry_game.simulate import run_tournament


def test_normal_player_wins_at_least_35_percent_against_three_random():
    result = run_tournament("classic", ["normal", "random", "random", "random"], 400, seed=7)
    assert result.games == 400
    assert result.win_rate(0) >= 0.35, result.report()


@pytest.mark.parametrize("level", LEVEL_NAMES)
@pytest.mark.parametrize("options", [{}, {"hand": True}, {"partners": True}])
def test_every_level_only_chooses_legal_actions(level, options):
    game = get_game("classic")
    state = game.new_state(GameConfig(4, options), 3)
    agent = make_agent(level, "classic", 1, Budget(0.0, 20))
    for _ in range(60):
        if state.is_over():
            break
        action = agent.choose(state)
        assert action in state.legal_actions()
        state.apply(action)


def test_agents_are_deterministic_from_their_seed():
    game = get_game("classic")
    for level in ("easy", "normal"):
        picks = []
        for _ in range(2):
            state = game.new_state(GameConfig(4), 11)
            agent = make_agent(level, "classic", 42)
            seq = []
            for _ in range(80):
                action = agent.choose(state)
                seq.append(str(action))
                state.apply(action)
            picks.append(seq)
        assert picks[0] == picks[1]


def test_normal_player_prefers_bumping_and_progress():
    """From the opening, with a 1 the normal player leaves START rather than passing."""
    game = get_game("classic")
    state = game.new_state(GameConfig(4), 1)
    state.card = 1
    state._legal = None
    assert str(make_agent("normal", "classic", 0).choose(state)) == "start"


def test_unknown_level_is_refused():
    with pytest.raises(ValueError, match="unknown computer level"):
        make_agent("genius", "classic")


def test_determinize_hides_only_what_the_player_cannot_see():
    game = get_game("classic")
    state = game.new_state(GameConfig(4, {"hand": True}), 9)
    seat = state.current_player()
    world = state.determinize(seat, random.Random(1))
    assert world.hands[seat] == state.hands[seat]
    assert world.board.pos == state.board.pos
    assert sorted(
        world.pile + sum((h for i, h in enumerate(world.hands) if i != seat), [])
    ) == sorted(state.pile + sum((h for i, h in enumerate(state.hands) if i != seat), []))


def test_computer_players_decide_on_what_their_seat_can_see(monkeypatch):
    """Fair play: in a game that hides cards the worker gives the agent a copy in which
    the cards its seat cannot see are dealt at random (`determinize`)."""
    from sorry_game.ai import worker
    from sorry_game.engine.interface import GameConfig
    from sorry_game.session import Seat, Session

    seen = []

    class Spy:
        name = "spy"

        def choose(self, state):
            seen.append(state)
            return state.legal_actions()[0]

    monkeypatch.setattr(worker, "make_agent", lambda level, game_id, seed=None: Spy())
    seats = [Seat(f"P{i}", "computer") for i in range(4)]
    for game_id, options in (("classic", {"hand": True}), ("revenge", {}), ("classic", {})):
        session = Session.new(game_id, GameConfig(4, options), 5, seats)
        for _ in range(6):
            session.apply(session.state.legal_actions()[0])
        while len(session.state.legal_actions()) < 2:  # a real decision
            session.apply(session.state.legal_actions()[0])
        seat = session.state.current_player()
        text = worker.choose_from_save(session.record().dumps(), "normal", 11)
        assert text in {str(a) for a in session.state.legal_actions()}
        given = seen[-1]
        assert given.view(seat) == session.state.view(seat)
        hidden = session.game.hides(session.config)
        assert (given.to_dict() != session.state.to_dict()) == hidden
