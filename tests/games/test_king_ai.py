"""The Sorry, King! computer player: it beats random play, finds a win in one, and
answers every kind of decision, also the colour-change choices made out of turn. Its
search (iterative deepening, transposition table) keeps to its budget: node counts
here, never the clock, so every test replays exactly."""

from __future__ import annotations

import pytest
from helpers_king import BLACK, WHITE, make_state, play, texts

from sorry_game.ai import make_agent
from sorry_game.ai.agents import RandomAgent
from sorry_game.ai.budget import Budget, set_interrupt
from sorry_game.ai.king import WIN, KingAgent, _score, build_agent, evaluate, tt_key
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
    normal, hard = build_agent("normal", 1, Budget(0.0)), build_agent("hard", 1, Budget(0.8))
    assert normal.depth >= 2 and normal.budget.seconds > 0  # its own time, two turns at least
    assert hard.depth > normal.depth and hard.budget == Budget(0.8)


def test_it_takes_a_mate_in_one():
    state = make_state("k7/8/1K6/8/8/8/8/7R w - - 0 1")
    assert str(KingAgent(1, depth=2, budget=None).choose(state)) == "h1h8"
    hard = build_agent("hard", 1, Budget(0.0, iterations=2000))
    assert hard is not None and str(hard.choose(state)) == "h1h8"


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


def test_a_tiny_budget_still_answers_with_a_legal_move():
    state = get_game("king").new_state(GameConfig(2), 3)
    agent = KingAgent(3, depth=6, budget=Budget(0.0, iterations=3))
    for _ in range(12):
        action = agent.choose(state)
        assert action in state.legal_actions() and agent.nodes <= 3
        state.apply_fast(action)
    assert state.turns >= 4


def _random_positions(count: int, seed: int) -> list:
    """Up to `count` states of a random game, all phases: those met while the number
    of turns played is a multiple of three."""
    state = get_game("king").new_state(GameConfig(2), seed)
    rng, out = RandomAgent(seed), []
    while not state.is_over() and len(out) < count:
        state.apply_fast(rng.choose(state))
        if state.turns % 3 == 0:
            out.append(state.clone())
    return out


def test_a_node_budget_is_honoured_and_replays_exactly():
    positions = _random_positions(8, 11)

    def run() -> list[tuple[str, int]]:
        agent = KingAgent(5, depth=8, budget=Budget(0.0, iterations=400))
        out = []
        for state in positions:
            if not state.is_over():
                out.append((str(agent.choose(state)), agent.nodes))
                assert agent.nodes <= 400
        return out

    first = run()
    assert first == run()
    assert any(nodes == 400 for _, nodes in first)  # the budget, not the depth, stopped it


def test_deeper_searches_stop_at_the_node_budget_with_the_last_depth_found():
    state = _random_positions(4, 5)[-1]
    agent = KingAgent(1, depth=8, budget=Budget(0.0, iterations=3000))
    action = agent.choose(state)
    assert action in state.legal_actions()
    assert 1 <= agent.depth_done < 8 and agent.nodes <= 3000


def test_the_stop_signal_ends_the_search_at_once_with_a_legal_move():
    state = get_game("king").new_state(GameConfig(2), 4)
    agent = KingAgent(1, depth=8, budget=Budget(30.0))
    set_interrupt(lambda: True)
    try:
        action = agent.choose(state)
    finally:
        set_interrupt(None)
    assert action in state.legal_actions() and agent.nodes == 0 and agent.depth_done == 0


def test_it_takes_a_free_queen_within_a_small_budget():
    state = make_state("4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1")
    agent = KingAgent(1, depth=8, budget=Budget(0.0, iterations=3000))
    assert str(agent.choose(state)) == "d1d5"


class _Recording(KingAgent):
    """Writes down, for every position its search meets, the key and what it saw."""

    def __init__(self) -> None:
        super().__init__(2, depth=3, budget=Budget(0.0, iterations=1500))
        self.seen: dict = {}
        self.repeats = self.transpositions = 0

    def _search(self, state, alpha, beta):
        if not state.is_over():
            facts = (texts(state), _score(state, 0), _score(state, 1))
            key = tt_key(state)
            if key in self.seen:
                seen, history = self.seen[key]
                assert seen == facts, "one key, two different positions"
                self.repeats += 1
                self.transpositions += history != state.history  # reached another way
            self.seen[key] = (facts, state.history)
        return super()._search(state, alpha, beta)


def test_equal_table_keys_mean_equal_legal_actions_and_values():
    """The property the transposition table rests on, on the positions a search meets
    from random-play positions (transpositions of moves reach a key again)."""
    agent = _Recording()
    for state in _random_positions(4, 21)[1::2] + _random_positions(4, 8)[1::2]:
        if not state.is_over():
            agent.choose(state)
    assert agent.repeats > 100 and agent.transpositions > 10  # really put to the test
    # by hand: two move orders reach one position (its history differs), one key;
    # a different checker distance on the way gives another key
    a, b, c = make_state(), make_state(), make_state()
    play(a, "g1f3", "checker 0", "g8f6", "checker 18", "b1c3", "checker 2", "b8c6", "checker 20")
    play(b, "b1c3", "checker 0", "b8c6", "checker 18", "g1f3", "checker 2", "g8f6", "checker 20")
    play(c, "g1f3", "checker 0", "g8f6", "checker 18", "e2e3", "checker 2", "b8c6", "checker 20")
    assert a.history != b.history and tt_key(a) == tt_key(b) and texts(a) == texts(b)
    assert tt_key(a) != tt_key(c)


def test_a_colour_change_on_the_corners_is_another_key():
    """Python hashes an int modulo 2**61 - 1: a bitboard's squares f8-h8 aliased a1-c1,
    and these two positions (the colours of the rooks on a1 and h8 and the bishops on c1
    and f8 swapped, as a colour change of Sorry, King! swaps them) had one key: the
    search read one's score for the other (an evaluation 1261 for 498)."""
    a = make_state("r2qkb1R/pbpppppp/1PB5/5Q2/3P4/4PN2/P1P2KPP/RNb4R w q - 0 10")
    b = make_state("r2qkB1r/pbpppppp/1PB5/5Q2/3P4/4PN2/P1P2KPP/rNB4R w q - 0 10")
    assert _score(a, 0) != _score(b, 0)
    assert tt_key(a) != tt_key(b)


#: chess positions (checkers on their red squares) where the side to move mates in two
#: turns and in no fewer (K-11c), with every first move that forces it (found by trying
#: every move and reply with python-chess). The normal player's two turns do not reach
#: the mate; hard's deeper search must.
MATES_IN_TWO: dict[str, set[str]] = {
    "8/8/R7/8/2B5/2K5/8/4k3 w - - 0 1": {"a6f6", "a6a2"},
    "8/8/8/n7/7r/4k3/8/6K1 b - - 0 1": {"e3f3"},
    "1K6/8/8/6rk/8/r7/8/8 b - - 0 1": {"g5g7"},
    "8/5R2/k7/8/8/4R3/8/3K4 w - - 0 1": {"e3b3"},
    "8/7R/7R/8/8/2K5/8/3k4 w - - 0 1": {"h7e7", "h6e6"},
    "8/8/8/8/2q2k2/7K/8/8 b - - 0 1": {"c4e2", "c4c2", "c4a2"},
}


def test_hard_and_expert_find_the_mate_in_two_that_normal_misses():
    """A fixed node budget (deterministic): hard and expert (in turn, over the
    positions) play a move that mates in two; the normal player, searching two turns,
    plays none of them. A hard that searched only as deep as normal, or that played
    another legal move, fails here."""
    budget = Budget(0.0, iterations=6000)
    for i, (fen, mates) in enumerate(MATES_IN_TWO.items()):
        state = make_state(fen)
        assert str(state.legal_actions()[0]) not in mates  # the first move is no answer
        level = ("hard", "expert")[i % 2]
        found = make_agent(level, "king", 1, budget).choose(state.clone())
        assert str(found) in mates, (level, fen, str(found))
        missed = make_agent("normal", "king", 1, budget).choose(state.clone())
        assert str(missed) not in mates, (fen, str(missed))
