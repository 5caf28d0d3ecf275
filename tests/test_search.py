"""The tree search every game's hard and expert computers use (issue 18, `ai/search.py`).

Budgets here are iterations only (`Budget(0, n)`): the search is then deterministic and
no test depends on the machine's speed.
"""

from __future__ import annotations

import random

import pytest

from sorry_game.ai.agents import RandomAgent, decide
from sorry_game.ai.budget import Budget, set_interrupt
from sorry_game.ai.levels import LEVEL_BY_NAME, computer_of, make_agent
from sorry_game.ai.rollouts import RolloutAgent
from sorry_game.ai.search import CHECK_EVERY, Node, SearchAgent
from sorry_game.engine import GameConfig
from sorry_game.games.catalogue import all_games, get_game

SEARCHED = [g.id for g in all_games() if g.available and g.id != "king"]


def tree_search(level: str, game_id: str, seed: int, budget: Budget) -> SearchAgent:
    """The level's tree search (Sorry!'s rollouts keep it for partners and hands)."""
    agent = make_agent(level, game_id, seed, budget)
    if isinstance(agent, RolloutAgent):
        agent = agent.fallback
    assert isinstance(agent, SearchAgent)
    return agent


def midgame(game_id: str, seed: int, plies: int = 40):
    """A position some random plies into a four-player game (two for two-player games)."""
    game = get_game(game_id)
    players = max(game.min_players, min(4, game.max_players))
    config = GameConfig(players, {})
    while True:  # fewer plies until the game is still on with a choice to make
        state = game.new_state(config, seed)
        rng = RandomAgent(seed)
        for _ in range(plies):
            if state.is_over():
                break
            state.apply_fast(rng.choose(state))
        while not state.is_over() and len(state.legal_actions()) < 2:
            state.apply_fast(rng.choose(state))
        if not state.is_over() or plies == 0:
            return game, config, state
        plies //= 2


@pytest.mark.parametrize("game_id", SEARCHED)
def test_search_plays_a_legal_move_and_replays_from_its_seed(game_id: str) -> None:
    """Hard is the tree search for these games; with an iteration budget it chooses the
    same move every time from the same seed."""
    _, _, state = midgame(game_id, 3)
    first = tree_search("hard", game_id, 11, Budget(0.0, 60))
    again = tree_search("hard", game_id, 11, Budget(0.0, 60))
    choice = first.choose(state.clone())
    assert choice in state.legal_actions()
    assert again.choose(state.clone()) == choice
    assert first.iterations == 60


@pytest.mark.parametrize("game_id", SEARCHED)
def test_search_never_reads_what_its_seat_cannot_see(game_id: str) -> None:
    """The same position with every unseen card dealt differently ("poisoned": another
    determinization, the draw pile in another order, other hands swapped) gives the same
    decision: the search only ever looks at worlds it deals itself."""
    for seed in (5, 6, 7):
        _, _, state = midgame(game_id, seed)
        seat = state.current_player()
        poisoned = state.determinize(seat, random.Random(seed * 1000 + 1))
        for build in (make_agent, tree_search):
            honest = build("hard", game_id, 2, Budget(0.0, 80)).choose(state.clone())
            fooled = build("hard", game_id, 2, Budget(0.0, 80)).choose(poisoned)
            assert honest == fooled


@pytest.mark.parametrize("game_id", SEARCHED)
def test_the_stop_signal_ends_the_search_at_once(game_id: str) -> None:
    """Closing the window or taking a move back interrupts a search: with a minute of
    time it still answers after the first look at the signal, with a legal move."""
    _, _, state = midgame(game_id, 4)
    agent = tree_search("hard", game_id, 1, Budget(60.0))
    set_interrupt(lambda: True)
    try:
        choice = agent.choose(state)
    finally:
        set_interrupt(None)
    assert choice in state.legal_actions()
    assert agent.iterations <= CHECK_EVERY


def test_the_tree_is_kept_for_the_next_decision() -> None:
    """After a decision the chosen move's subtree is kept: its visits count towards the
    next decision of this seat, whatever the others played; `forget` drops it."""
    game, config, state = midgame("classic", 8)
    seat = state.current_player()
    agent = tree_search("hard", "classic", 3, Budget(0.0, 300))
    state.apply_fast(agent.choose(state))
    kept = agent.root
    assert kept is not None and kept.visits > 0 and kept.children
    others = RandomAgent(4)
    while state.current_player() != seat or len(state.legal_actions()) < 2:
        state.apply_fast(others.choose(state))
    before = sum(c.visits for c in kept.children.values())
    agent.choose(state)
    assert agent.root in kept.children.values()  # the kept node was the new root
    assert sum(c.visits for c in kept.children.values()) >= before + 300
    agent.forget()
    assert agent.root is None


def test_the_search_stops_early_when_the_answer_cannot_change() -> None:
    """With 500 visits ahead of the next move and time for 100 more iterations, the
    most visited move cannot be overtaken."""
    agent = SearchAgent(lambda s, seat: 0.0, RandomAgent(1), 1, Budget(1.0))
    root = Node()
    a, b = Node(), Node()
    a.visits, b.visits = 600, 100
    root.children = {"a": a, "b": b}  # type: ignore[dict-item]
    import time

    now = time.perf_counter()
    assert agent._settled(root, done=700, start=now - 7.0, deadline=now + 1.0)
    assert not agent._settled(root, done=700, start=now - 0.07, deadline=now + 1.0)


def test_levels_are_described_in_player_words_and_think_for_their_time() -> None:
    """Hard thinks about a second by default, expert longer; the words say so."""
    hard, expert = LEVEL_BY_NAME["hard"], LEVEL_BY_NAME["expert"]
    assert 0 < hard.seconds <= 1.0 < expert.seconds
    assert "second" in hard.words and hard.words.startswith("Hard")
    assert make_agent("hard", "classic", 1).budget.seconds == hard.seconds  # type: ignore[attr-defined]
    assert computer_of(get_game("classic")).scale > 0


@pytest.mark.parametrize("game_id", SEARCHED)
def test_a_hard_game_plays_to_the_end(game_id: str) -> None:
    """A whole game with a (small) search in one seat ends with a result."""
    game, config, state = midgame(game_id, 9, plies=0)
    players = config.players
    agents = [
        make_agent("hard", game_id, 5, Budget(0.0, 8))
        if k == 0
        else make_agent("normal", game_id, k)
        for k in range(players)
    ]
    fair = random.Random(1)
    hides = game.hides(config)
    for _ in range(20_000):
        seat = state.current_player()
        if seat is None:
            break
        state.apply_fast(decide(agents[seat], state, hides, fair))
    assert state.is_over() and state.outcome() is not None


@pytest.mark.parametrize("paired", [True, False])
def test_the_move_played_is_the_one_the_root_statistics_favour(paired: bool) -> None:
    """Paired (every candidate tried in every world, as hard and expert search): the
    candidate with the best average is played; unpaired (kept for comparison): the most
    visited root move. Never the least visited or the worst average."""
    computer = computer_of(get_game("classic"))
    for seed in (3, 6):
        _, _, state = midgame("classic", seed)
        agent = SearchAgent(
            computer.evaluate,
            computer.normal(8),
            1,
            Budget(0.0, 60),
            scale=computer.scale,
            paired=paired,
        )
        roots: list[Node] = []
        seed_root = agent._seed_root

        def noted(world, seat, root, legal, values, seed_root=seed_root, roots=roots) -> None:
            roots.append(root)
            seed_root(world, seat, root, legal, values)

        agent._seed_root = noted  # type: ignore[method-assign]
        played = agent.choose(state.clone())
        children = roots[0].children
        if paired:
            tried = [a for a, c in children.items() if c.visits == agent.prior + 60]
            means = sorted(children[a].mean() for a in tried)
            assert len(tried) >= 2 and means[0] < means[-1]
            assert played == max(tried, key=lambda a: children[a].mean())
        else:
            visits = sorted(c.visits for c in children.values())
            assert visits[0] < visits[-1]
            assert children[played].visits == visits[-1]
