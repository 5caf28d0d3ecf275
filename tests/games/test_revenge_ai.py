"""Computer players of Sorry! Revenge: legal, deterministic from a seed, fair (they use
only what their seat may know), sensible, and the normal player beats random ones."""

from __future__ import annotations

import random

import pytest
from helpers_revenge import GAME, act, make_state

from sorry_game.ai import LEVEL_NAMES, make_agent
from sorry_game.ai.budget import Budget
from sorry_game.ai.revenge import RevengeAgent, evaluate
from sorry_game.ai.search import SearchAgent
from sorry_game.engine import GameConfig
from sorry_game.simulate import run_tournament

FIVE = ["0", "1", "2", "3", "4"]


def test_normal_player_wins_at_least_40_percent_against_three_random():
    result = run_tournament("revenge", ["normal", "random", "random", "random"], 400, seed=7)
    assert result.games == 400
    assert result.win_rate(0) >= 0.40, result.report()


@pytest.mark.parametrize("level", LEVEL_NAMES)
@pytest.mark.parametrize("options", [{}, {"longer": True}])
def test_every_level_only_chooses_legal_actions(level, options):
    state = GAME.new_state(GameConfig(3, options), 4)
    agent = make_agent(level, "revenge", 1, Budget(0.0, 20))
    for _ in range(60):
        if state.is_over():
            break
        action = agent.choose(state)
        assert action in state.legal_actions()
        state.apply(action)


def test_levels_are_the_revenge_players():
    assert isinstance(make_agent("normal", "revenge", 0), RevengeAgent)
    assert isinstance(make_agent("hard", "revenge", 0), SearchAgent)
    assert isinstance(make_agent("hard", "revenge", 0).policy, RevengeAgent)


def test_agents_are_deterministic_from_their_seed():
    for level in ("easy", "normal"):
        runs = []
        for _ in range(2):
            state = GAME.new_state(GameConfig(4), 11)
            agent = make_agent(level, "revenge", 42)
            seq = []
            while not state.is_over():
                action = agent.choose(state)
                seq.append(str(action))
                state.apply(action)
            runs.append(seq)
        assert runs[0] == runs[1]


def test_normal_player_decides_only_on_what_its_seat_can_know():
    """Same choice in every redeal of the hidden cards: no peeking."""
    state = GAME.new_state(GameConfig(4), 21)
    rng = random.Random(3)
    for _ in range(120):
        if state.is_over():
            break
        seat = state.current_player()
        choice = RevengeAgent(5).choose(state)
        for _ in range(3):
            world = state.determinize(seat, rng)
            assert RevengeAgent(5).choose(world) == choice
        state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize(
    "cards, total, best",
    [
        (["7", "10", "9", "take2", "slide10"], 14, "play 7"),  # make 21
        (["slide21", "3", "9", "take2", "switch"], 18, "play 3"),  # 21, keep the Slide
        (["9", "10", "8", "7", "take2"], 15, "play take2"),  # every number busts
        (["play2", "5", "6", "10", "10"], 10, "play play2"),  # 10 + 5 + 6 = 21
    ],
)
def test_normal_player_makes_21_and_avoids_busting(cards, total, best):
    state = make_state([cards, FIVE, ["5", "5", "5", "5", "6"]], total=total)
    assert str(RevengeAgent(0).choose(state)) == best


def test_normal_player_steals_and_blocks():
    state = make_state([["7", "dontbe", "1", "1", "1"], ["steal", "2", "2", "2", "2"]], total=14)
    act(state, "play 7")
    assert str(RevengeAgent(0).choose(state)) == "steal"
    act(state, "steal")
    assert str(RevengeAgent(0).choose(state)) == "block"


def test_normal_player_flips_back_the_leader():
    state = make_state(
        [["flipback", "0", "0", "0", "0"], FIVE, ["5", "5", "5", "5", "6"]], flips=[0, 1, 3]
    )
    assert str(RevengeAgent(0).choose(state)) == "flipback 2"


def test_evaluate_prefers_progress_and_a_won_game():
    state = make_state([FIVE, FIVE], flips=[2, 1])
    ahead = evaluate(state, 0)
    state.flips = [1, 2]
    assert evaluate(state, 0) < ahead
    won = make_state([["7", "1", "1", "1", "1"], FIVE], total=14, flips=[3, 0])
    act(won, "play 7")
    assert evaluate(won, 0) > ahead > evaluate(won, 1)
