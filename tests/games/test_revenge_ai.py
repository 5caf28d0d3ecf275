"""Computer players of Sorry! Revenge: legal, deterministic from a seed, fair (they use
only what their seat may know), sensible, and the normal player beats random ones."""

from __future__ import annotations

import random

import pytest
from helpers_revenge import GAME, act, make_state

from sorry_game.ai import LEVEL_NAMES, make_agent
from sorry_game.ai.budget import Budget
from sorry_game.ai.revenge import TERMS, RevengeAgent, evaluate, seat_features, win_chances
from sorry_game.ai.rollouts import RolloutAgent
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
    """Hard: rollouts on the learned chances, every seat (its own too) played by the
    normal player; the tree search where no chances were fitted."""
    assert isinstance(make_agent("normal", "revenge", 0), RevengeAgent)
    hard = make_agent("hard", "revenge", 0)
    assert isinstance(hard, RolloutAgent)
    assert isinstance(hard.policy, RevengeAgent) and hard.own is hard.policy
    assert isinstance(hard.fallback, SearchAgent)
    assert isinstance(hard.fallback.policy, RevengeAgent)


def test_the_chances_are_a_softmax_of_what_decides_the_race():
    """R-12: a seat with more pawn cards turned, or a steal 21 in hand, is likelier to
    win; the chances add up to one; no chances for a table they were not fitted for."""
    hands = [["3", "4", "5", "6", "7"] for _ in range(4)]
    even = win_chances(make_state(hands, flips=[0, 0, 0, 0]))
    assert even is not None and sum(even) == pytest.approx(1.0)
    ahead = make_state(hands, flips=[2, 0, 0, 0])
    odds = win_chances(ahead)
    assert odds is not None and odds[0] > even[0] and odds[0] == max(odds)
    features = seat_features(ahead, 0)
    assert features[TERMS.index("turned 2")] == 1.0 and features[TERMS.index("turned 0")] == 0.0
    stealer = make_state([["steal", "4", "5", "6", "7"], *hands[1:]])
    assert win_chances(stealer)[0] > even[0]  # type: ignore[index]
    assert win_chances(make_state(hands[:3])) is None
    assert win_chances(GAME.new_state(GameConfig(4, {"longer": True}), 1)) is None


def test_hard_at_three_players_is_the_tree_search():
    state = GAME.new_state(GameConfig(3), 5)
    while len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    hard = make_agent("hard", "revenge", 1, Budget(0.0, 20))
    assert hard.choose(state) in state.legal_actions()
    assert hard.worlds == 0 and hard.fallback.iterations == 20


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
