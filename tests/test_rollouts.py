"""Sorry!'s hard and expert computers: truncated rollouts over the draw (issue 18,
`ai/rollouts.py`) on the learned chances to win (`ai/race.py`).

Budgets here are worlds only (`Budget(0, n)`): the search is then deterministic and no
test depends on the machine's speed.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import cast

import pytest
from game_helpers import position

from sorry_game.ai.agents import GreedyAgent, RandomAgent, decide
from sorry_game.ai.budget import Budget, set_interrupt
from sorry_game.ai.classic import evaluate, win_chances
from sorry_game.ai.levels import make_agent
from sorry_game.ai.race import (
    FOUR_PLAYERS,
    as_vector,
    chances,
    features,
    from_vector,
    scores,
)
from sorry_game.ai.rollouts import LOOK, NEGLIGIBLE, RolloutAgent, leader, survivors
from sorry_game.ai.search import SearchAgent
from sorry_game.engine import GameConfig
from sorry_game.games.board.cards import full_deck
from sorry_game.games.board.geometry import HOME, SAFETY_BASE, START
from sorry_game.games.catalogue import get_game
from sorry_game.games.classic.state import ClassicState


def midgame(seed: int, options: dict | None = None, plies: int = 60) -> ClassicState:
    """A four-player position some random plies in, with a choice to make."""
    return cast(ClassicState, position("classic", 4, options or {}, seed, plies))


def test_a_world_keeps_what_the_seat_sees_and_reorders_only_the_pile() -> None:
    """C-2: the pile's make-up is public (every played card lies face up), its order is
    not: a world keeps the board, the face-up card and the cards still to come."""
    state = midgame(3)
    assert state.hands is None
    seat = state.current_player()
    assert seat is not None
    orders = set()
    for k in range(4):
        world = state.determinize(seat, random.Random(k))
        assert Counter(world.pile) == Counter(state.pile) and world.card == state.card
        assert world.board.pos == state.board.pos and world.current == state.current
        orders.add(tuple(world.pile))
    assert len(orders) == 4


def test_hands_of_five_have_no_chances_and_the_tree_search_decides() -> None:
    """C-14: with hands the chances (which know the pile, not the hands) say nothing:
    the tree search decides."""
    state = midgame(4, {"hand": True})
    assert win_chances(state) is None
    agent = make_agent("hard", "classic", 1, Budget(0.0, 30))
    assert isinstance(agent, RolloutAgent)
    assert agent.choose(state) in state.legal_actions()
    assert isinstance(agent.fallback, SearchAgent) and agent.fallback.iterations == 30


def test_partners_are_decided_by_the_tree_search() -> None:
    """C-15: the chances were fitted for four players without partners: with partners
    the tree search on the hand-written evaluation decides."""
    state = midgame(5, {"partners": True})
    assert win_chances(state) is None
    agent = make_agent("hard", "classic", 1, Budget(0.0, 30))
    assert isinstance(agent, RolloutAgent)
    assert agent.choose(state) in state.legal_actions()
    assert agent.fallback.iterations == 30  # type: ignore[attr-defined]


class _FirstOfEqual(random.Random):
    def random(self) -> float:
        return 0.0


def test_it_plays_the_move_with_the_best_average_over_the_same_worlds() -> None:
    """Every move is played on in the same worlds (the pile in the same orders): the
    others play the model's move, this seat the move the chances rate best; after
    `plies` decisions the chance to win is the world's worth, and the move with the best
    sum wins."""
    state = midgame(6)
    seat = state.current_player()
    assert seat is not None
    model = GreedyAgent(evaluate, 1)
    model.rng = _FirstOfEqual()  # ties to the first move: the test repeats its choices
    agent = RolloutAgent(win_chances, model, RandomAgent(1), 2, Budget(0.0, 5), plies=4)
    legal = state.legal_actions()
    choice = agent.choose(state.clone())
    assert agent.worlds == 5

    def worth(world: ClassicState) -> float:
        if world.is_over():
            return 1.0 if seat in world.winners else 0.0
        return win_chances(world)[seat]  # type: ignore[index]

    seeds = random.Random(2)
    totals = [0.0] * len(legal)
    for _ in range(5):
        world = state.determinize(seat, random.Random(seeds.getrandbits(64)))
        for i, action in enumerate(legal):
            after = world.clone()
            after.apply_fast(action)
            for _ in range(4):
                if after.is_over():
                    break
                moves = after.legal_actions()
                if after.current_player() != seat:
                    move = model.choose(after) if len(moves) > 1 else moves[0]
                else:
                    rated = []
                    for mine in moves:
                        child = after.clone()
                        child.apply_fast(mine)
                        rated.append(worth(child))
                    move = moves[rated.index(max(rated))]
                after.apply_fast(move)
            totals[i] += worth(after)
    assert choice == legal[totals.index(max(totals))]


def test_it_replays_from_its_seed_and_keeps_to_its_worlds() -> None:
    """With a budget of worlds the decision is the same every time and plays at most
    that many worlds."""
    for seed in (7, 12, 13):
        state = midgame(seed)
        first = make_agent("hard", "classic", 11, Budget(0.0, 40))
        again = make_agent("hard", "classic", 11, Budget(0.0, 40))
        choice = first.choose(state.clone())
        assert choice in state.legal_actions()
        assert again.choose(state.clone()) == choice
        assert isinstance(first, RolloutAgent) and isinstance(again, RolloutAgent)
        assert 0 < first.worlds <= 40 and again.worlds == first.worlds


def test_a_move_worse_in_every_world_is_set_aside() -> None:
    """The race: the leader stays; a move behind it by far more than the worlds' spread
    goes; so does a move worth exactly the same in every world (the same position: the
    first of them stays); a move within the noise stays in the race."""
    n = LOOK
    lead = [0.5 + 0.01 * (k % 3) for k in range(n)]
    worse = [w - 0.05 for w in lead]
    same = list(lead)
    close = [w + (0.02 if k % 2 else -0.021) for k, w in enumerate(lead)]
    worths = [worse, lead, same, close]
    assert leader([0, 1, 2, 3], worths) == 1
    assert survivors([0, 1, 2, 3], worths) == [1, 3]


def test_a_move_that_can_gain_almost_nothing_is_set_aside() -> None:
    """A move whose best case is a gain below NEGLIGIBLE is not worth the wait."""
    n = 64
    lead = [0.3 + 0.001 * (k % 5) for k in range(n)]
    hair = [w + NEGLIGIBLE * (0.2 if k % 2 else -0.25) for k, w in enumerate(lead)]
    assert survivors([0, 1], [lead, hair]) == [0]
    wide = [w + NEGLIGIBLE * (20 if k % 2 else -25) for k, w in enumerate(lead)]
    assert survivors([0, 1], [lead, wide]) == [0, 1]  # it might gain far more: in doubt


def test_the_same_move_is_worth_the_same_in_a_world() -> None:
    """Common random numbers reach the model's ties too: a move played twice in one world
    (as two moves that lead to the same position are) is worth exactly the same."""
    indifferent = GreedyAgent(lambda state, seat: 0.0, 5)  # every choice a tie
    agent = RolloutAgent(win_chances, indifferent, RandomAgent(1), 4)
    for seed in (30, 31, 32):
        state = midgame(seed)
        seat = state.current_player()
        assert seat is not None
        move = state.legal_actions()[0]
        for k in range(4):
            world = state.determinize(seat, random.Random(k))
            first, again = agent._in_world(world, [move, move], seat, 1000 + k) or []
            assert first == again


def test_a_clear_choice_is_made_before_the_budget_ends() -> None:
    """A position where one move stands out: the race ends when the others are set
    aside, long before a budget of a thousand worlds."""
    quick = []
    for seed in range(20, 26):
        state = midgame(seed)
        agent = make_agent("hard", "classic", 3, Budget(0.0, 1000))
        assert isinstance(agent, RolloutAgent)
        agent.choose(state.clone())
        quick.append(agent.worlds)
    assert min(quick) == LOOK  # decided at the first look
    assert sum(worlds < 100 for worlds in quick) >= 4


def test_it_never_reads_the_order_of_the_pile() -> None:
    """The same position with the pile in another order gives the same decision."""
    for seed in (8, 9, 10):
        state = midgame(seed)
        poisoned = state.clone()
        random.Random(seed).shuffle(poisoned.pile)
        honest = make_agent("hard", "classic", 2, Budget(0.0, 30)).choose(state.clone())
        fooled = make_agent("hard", "classic", 2, Budget(0.0, 30)).choose(poisoned)
        assert honest == fooled


def test_the_stop_signal_ends_the_search_at_once() -> None:
    """Interrupted with a minute to think, it answers before finishing a world, with the
    normal player's move."""
    state = midgame(11)
    agent = make_agent("hard", "classic", 1, Budget(60.0))
    assert isinstance(agent, RolloutAgent)
    set_interrupt(lambda: True)
    try:
        choice = agent.choose(state.clone())
    finally:
        set_interrupt(None)
    assert choice == agent.policy.choose(state.clone())
    assert agent.worlds == 0


def test_the_chances_reward_progress_safety_and_the_move() -> None:
    """The learned chances add up to one, favour the colour further along, a pawn in
    SAFETY over one on the track, and the seat about to move."""
    colours = (0, 1, 2, 3)
    start = [START] * 16
    deck = full_deck()
    even = chances(start, 0, colours, deck)
    assert sum(even) == pytest.approx(1.0)
    assert even[0] > even[1] > even[2] > even[3]  # the earlier a seat moves, the better
    ahead = start[:]
    ahead[0:2] = [HOME, HOME]
    assert chances(ahead, 1, colours, deck)[0] > 0.5
    safe, exposed = start[:], start[:]
    safe[0], exposed[0] = SAFETY_BASE + 2, 20  # comparable steps, one out of reach
    safe[4] = exposed[4] = 17  # a Blue pawn behind
    assert chances(safe, 1, colours, deck)[0] > chances(exposed, 1, colours, deck)[0]


def test_hard_beats_three_normal_players_more_often_than_chance() -> None:
    """A seeded small version of the strength table (bench/ai.py runs the full one):
    over 16 games, hard in every seat in turn, it wins more than a quarter of them."""
    game = get_game("classic")
    config = GameConfig(4)
    wins = 0
    games = 16
    for g in range(games):
        seat = g % 4
        state = cast(ClassicState, game.new_state(config, 500 + g // 4))
        agents = [
            make_agent("hard", "classic", g, Budget(0.0, 96))
            if k == seat
            else make_agent("normal", "classic", 10 * g + k)
            for k in range(4)
        ]
        fair = random.Random(g)
        while not state.is_over():
            state.apply_fast(decide(agents[state.current], state, False, fair))
        wins += seat in state.winners
    assert wins > games // 4


def test_the_fast_scores_are_the_readable_features_weighted() -> None:
    """`race.scores` (the fast one the look-ahead calls) is `race.features` (what the
    trainer fits on) weighted by the fitted weights, in positions of real games."""
    vector = as_vector(FOUR_PLAYERS)
    assert from_vector(vector) == FOUR_PLAYERS
    for seed in range(6):
        state = midgame(seed, plies=20 + 15 * seed)
        colours = state.rules.colours
        held = [*state.pile, state.card]
        rows = features(state.board.pos, state.current, colours, held)
        fast = scores(state.board.pos, state.current, colours, held, FOUR_PLAYERS)
        slow = [sum(a * b for a, b in zip(row, vector, strict=True)) for row in rows]
        assert fast == pytest.approx(slow, abs=1e-9)


class _Recording:
    """The model, noting whose moves it was asked for."""

    name = "normal"

    def __init__(self) -> None:
        self.inner = GreedyAgent(evaluate, 3)
        self.rng = self.inner.rng
        self.seats: set[int | None] = set()

    def choose(self, state: ClassicState):  # type: ignore[no-untyped-def]
        self.seats.add(state.current_player())
        return self.inner.choose(state)


def test_with_own_the_seat_plays_its_later_moves_by_that_agent() -> None:
    """`own` (a game's SELF_IN_ROLLOUTS = "normal") plays the searching seat's moves in
    a world; the others stay the model's."""
    state = midgame(8)
    seat = state.current_player()
    own, model = _Recording(), _Recording()
    agent = RolloutAgent(win_chances, model, RandomAgent(1), 2, Budget(0.0, 4), own=own)
    assert agent.choose(state) in state.legal_actions()
    assert own.seats == {seat}
    assert seat not in model.seats and model.seats


def test_a_computer_with_an_unknown_self_in_rollouts_is_a_part_error(monkeypatch) -> None:
    from sorry_game.ai import levels, revenge
    from sorry_game.engine.errors import PartError

    monkeypatch.setattr(revenge, "SELF_IN_ROLLOUTS", "clairvoyant")
    levels._computer.cache_clear()
    try:
        with pytest.raises(PartError, match="SELF_IN_ROLLOUTS"):
            make_agent("hard", "revenge", 1)
    finally:
        levels._computer.cache_clear()
