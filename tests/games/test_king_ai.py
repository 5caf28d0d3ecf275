"""The Sorry, King! computer player: it beats random play, finds a win in one, and
answers every kind of decision, also the colour-change choices made out of turn."""

from __future__ import annotations

import pytest
from helpers_king import BLACK, WHITE, make_state, play, texts

from sorry_game.ai import make_agent
from sorry_game.ai.agents import RandomAgent
from sorry_game.ai.king import WIN, KingAgent, build_agent, evaluate
from sorry_game.engine import GameConfig
from sorry_game.games.catalogue import get_game


@pytest.mark.slow
def test_the_normal_player_beats_random_play_in_at_least_90_percent_of_50_games():
    """The normal player's search at a fixed depth of one whole turn (deterministic and
    quick); the real player searches deeper in the time it is given."""
    game = get_game("king")
    wins = 0
    for i in range(50):
        seat = i % 2
        state = game.new_state(GameConfig(2), 500 + i)
        players = {seat: KingAgent(i, depth=1, budget=None), 1 - seat: RandomAgent(i)}
        while not state.is_over():
            state.apply_fast(players[state.current_player()].choose(state))
        wins += seat in state.outcome().winners
    assert wins >= 45, f"{wins} of 50"


def test_levels_are_built_for_easy_normal_and_hard():
    for level in ("easy", "normal", "hard"):
        agent = make_agent(level, "king", 1)
        assert isinstance(agent, KingAgent) and agent.name == level
    assert build_agent("random", 1) is None
    assert isinstance(make_agent("random", "king", 1), RandomAgent)
    assert build_agent("normal").min_depth >= 2  # at least two whole turns


def test_it_takes_a_mate_in_one():
    state = make_state("k7/8/1K6/8/8/8/8/7R w - - 0 1")
    assert str(KingAgent(1, depth=2, budget=None).choose(state)) == "h1h8"


def test_it_makes_the_enemy_king_change_colour_when_it_can():
    # the black king stands alone on rank 5; a pawn move (1) brings a white checker
    # to the rank's right end while a white checker holds the left end
    state = make_state("8/8/8/4k3/8/8/P7/4K3 w - - 0 1", white=(0, 4, 22), black=(18,))
    agent = KingAgent(1, depth=1, budget=None)
    play(state, str(agent.choose(state)))
    assert state.phase == "checker" and state.distance == 1
    assert str(agent.choose(state)) == "checker 4"
    play(state, "checker 4")
    assert state.outcome().winners == (WHITE,)


def test_it_decides_a_colour_change_out_of_turn():
    state = make_state("4k3/8/8/1n3q2/8/8/P7/4K3 w - - 0 1", white=(0, 4, 22), black=(18,))
    play(state, "a2a3", "checker 4")
    assert state.current_player() == BLACK and texts(state) == ["change b5", "change f5"]
    choice = KingAgent(2, depth=2, budget=None).choose(state)
    assert str(choice) == "change b5"  # gives up the knight, not the queen


def test_evaluate_sees_decided_games_and_material():
    state = make_state("k7/8/1K6/8/8/8/8/7R w - - 0 1")
    assert evaluate(state, WHITE) > 300 > -300 > evaluate(state, BLACK)
    play(state, "h1h8", "checker 0")
    assert evaluate(state, WHITE) > WIN / 2 and evaluate(state, BLACK) < -WIN / 2


def test_a_time_budget_still_answers_quickly():
    game = get_game("king")
    state = game.new_state(GameConfig(2), 3)
    agent = KingAgent(3, depth=6, budget=0.05, min_depth=1)
    for _ in range(4):
        state.apply_fast(agent.choose(state))
    assert state.turns >= 1
