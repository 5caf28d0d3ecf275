"""Property tests of Sorry! Revenge: random legal play keeps every invariant (RULES §R).

2,000 seeded random games over 2/3/4 players and the longer game (R-13): all 93 cards
are always somewhere (R-2), no hand ever holds more than 7 (R-4), progress stays
between 0 and the goal, and every game ends. A sample of them is replayed from its
save; sampled positions check that `view(p)` shows nothing `p` cannot know and that
`determinize(p)` keeps everything public true. Hypothesis checks the tiebreak total
(R-12a) against brute force.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter

from helpers_revenge import DECK, GAME, cards_of
from hypothesis import given, settings
from hypothesis import strategies as st

from sorry_game.engine import GameConfig
from sorry_game.engine.savefile import SaveRecord, load
from sorry_game.games.catalogue import get_game
from sorry_game.games.revenge.cards import (
    CODE,
    DONTBE,
    IS_NUMBER,
    IS_SLIDE,
    KINDS,
    MAX_HAND,
    STEAL,
    VALUE,
)
from sorry_game.games.revenge.phases import BLOCK_PHASE, PLAY2_PHASE, STEAL_PHASE
from sorry_game.games.revenge.scoring import best_total
from sorry_game.games.revenge.state import RevengeState

#: (players, options, games): 2,000 games in all
CONFIGS = [
    (2, {}, 450),
    (3, {}, 450),
    (4, {}, 600),
    (2, {"longer": True}, 200),
    (4, {"longer": True}, 300),
]
MAX_ACTIONS = 3_000  # random games end after a few dozen actions


def check_invariants(state: RevengeState) -> None:
    total = len(state.pile) + len(state.play) + len(state.discard)
    total += sum(len(h) for h in state.hands)
    assert total == 93, "a card appeared or vanished"
    assert all(len(h) <= MAX_HAND for h in state.hands), "a hand holds more than 7"
    goal = state.rules.goal
    assert all(0 <= f <= goal for f in state.flips)
    assert state.total <= 21 or state.is_over(), "a bust left the round open"


def check_determinize(state: RevengeState, rng: random.Random) -> None:
    """view(p) equal in p's redealt world, and every public fact still true there."""
    for p in range(state.rules.players):
        view = state.view(p)
        assert view.game.hand == tuple(CODE[c] for c in sorted(state.hands[p]))
        world = state.determinize(p, rng)
        assert world.view(p) == view, "the view shows what the player cannot know"
        assert world.hands[p] == state.hands[p]
        hidden = Counter(state.pile)
        for s, h in enumerate(state.hands):
            if s != p:
                hidden += Counter(h)
        redealt = Counter(world.pile)
        for s, h in enumerate(world.hands):
            if s != p:
                redealt += Counter(h)
                assert not Counter(world.known[s]) - Counter(h), "a shown card moved"
                for card in h:
                    if card not in world.known[s]:
                        assert not (world.absent[s] >> card) & 1, "a known-absent card dealt"
        assert redealt == hidden
        decider = world.current_player()
        if world.phase == STEAL_PHASE:
            assert STEAL in world.hands[decider]
        if world.phase == BLOCK_PHASE:
            assert DONTBE in world.hands[decider]
        if world.phase == PLAY2_PHASE:
            assert any(IS_NUMBER[c] for c in world.hands[decider])
        if not world.is_over():
            world.apply_fast(rng.choice(world.legal_actions()))


def test_random_games_keep_every_invariant_and_end():
    games = 0
    for players, options, count in CONFIGS:
        config = GameConfig(players, options)
        for i in range(count):
            seed = 10_000 * players + i + (5_000 if options else 0)
            rng = random.Random(seed)
            state = GAME.new_state(config, seed)
            check_invariants(state)
            steps = 0
            while not state.is_over():
                legal = state.legal_actions()
                assert legal
                state.apply_fast(legal[int(rng.random() * len(legal))])
                check_invariants(state)
                steps += 1
                assert steps < MAX_ACTIONS, "the game does not end"
            assert cards_of(state) == DECK
            assert state.outcome() is not None and state.outcome().winners
            games += 1
    assert games >= 2_000


def test_sampled_games_replay_from_their_save_and_hide_hidden_cards():
    for players, options, count in CONFIGS:
        config = GameConfig(players, options)
        for i in range(0, count, 25):
            seed = 77 * players + i
            rng = random.Random(seed)
            state = GAME.new_state(config, seed)
            actions: list[str] = []
            while not state.is_over():
                if len(actions) % 5 == 0:
                    check_determinize(state, random.Random(seed + len(actions)))
                action = rng.choice(state.legal_actions())
                actions.append(str(action))
                state.apply(action)
            record = SaveRecord("revenge", config, seed, actions, {"seats": []})
            _, loaded = load(record.dumps(), get_game)
            assert loaded.to_dict() == state.to_dict()
            assert GAME.state_from_dict(state.to_dict()).to_dict() == state.to_dict()


def test_events_tell_the_same_story_as_the_fast_path():
    for seed in range(60):
        config = GameConfig(2 + seed % 3)
        fast = GAME.new_state(config, seed)
        slow = GAME.new_state(config, seed)
        rng = random.Random(seed)
        while not fast.is_over():
            action = rng.choice(fast.legal_actions())
            fast.apply_fast(action)
            events = slow.apply(action)
            assert events
            assert fast.to_dict() == slow.to_dict()


def brute_best(hand: list[int]) -> int:
    """R-12a by brute force: every ordered choice of cards that never goes over 21."""
    best = 0
    cards = [c for c in hand if IS_NUMBER[c] or IS_SLIDE[c]]
    for k in range(len(cards) + 1):
        for order in itertools.permutations(cards, k):
            total = 0
            for c in order:
                total = total + VALUE[c] if IS_NUMBER[c] else VALUE[c]
                if total > 21:
                    break
            else:
                best = max(best, total)
    return best


@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(0, KINDS - 1), min_size=0, max_size=6))
def test_R12a_tiebreak_total_matches_brute_force(hand):
    assert best_total(hand) == brute_best(hand)
