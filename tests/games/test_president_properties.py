"""Property tests of Sorry My Ass!: random legal play keeps every invariant (RULES §P).

1,000 random games in all: every round keeps its 48 (or 44) cards between hands and
plays, has at most one President, ends with exactly one player holding cards; safe
pawns never move; every game ends; saves and replays rebuild the same state; no view
shows a hidden card of another seat.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from helpers_president import GAME, all_cards

from sorry_game.engine import GameConfig, IllegalAction
from sorry_game.engine.savefile import SaveRecord, load
from sorry_game.games.catalogue import get_game
from sorry_game.games.president.actions import CardMove, PassTurn
from sorry_game.games.president.cards import RANKS, deck_counts
from sorry_game.games.president.events import PresidentCrowned, RoundOver
from sorry_game.games.president.phases import MOVE, OVER, PLAY, TRADE
from sorry_game.games.president.state import PresidentState

MAX_ACTIONS = 20_000
DECKS = {nb: list(deck_counts(nb)) for nb in (False, True)}


def check_invariants(state: PresidentState, deck: list[int]) -> None:
    """Facts that hold after every action (kept cheap: it runs 1.5 million times)."""
    hands = state.hands
    assert list(map(sum, zip(*hands, *state.played, strict=True))) == deck, (
        "cards appeared or vanished"
    )
    sizes = state.sizes
    assert sizes == list(map(sum, hands))
    phase = state.phase
    if phase == OVER:
        return
    out = state.out
    assert len(out) <= 2, "one player must stay the Asshole (P-12)"
    if phase != MOVE:
        # P-11a: out of cards (the play fully moved) = out = safe; the rest hold cards
        assert (
            state.holders
            == (sizes[0] > 0) | (sizes[1] > 0) << 1 | (sizes[2] > 0) << 2 | (sizes[3] > 0) << 3
        )
        assert len(out) + bin(state.holders).count("1") == 4
    colours = state.rules.colours
    safe = 0
    for s in out:
        safe |= 1 << colours[s]
    assert state.board.safe_mask == safe
    if phase == TRADE:
        assert state.turn == state.titles[0] and state.round > 1
    elif phase == PLAY:
        assert sizes[state.turn], "a player without cards never decides a play"


def check_moved(state: PresidentState, before: list[int], safe: int) -> None:
    """After a pawn move: the board is consistent, safe pawns stayed put (P-11)."""
    state.board.check()
    if safe:
        pos = state.board.pos
        for pawn in range(16):
            if safe >> (pawn >> 2) & 1:
                assert pos[pawn] == before[pawn], "a safe player's pawn was displaced"


def play_random(options: dict, seed: int, each_step=None):
    """One random game with invariant checks; returns (state, action texts)."""
    state = GAME.new_state(GameConfig(4, options), seed)
    deck = DECKS[bool(options.get("no_blanks"))]
    rng = random.Random(seed * 7919 + 4)
    actions: list = []
    round_no, out = state.round, state.out
    check_invariants(state, deck)
    while not state.is_over():
        assert len(actions) < MAX_ACTIONS, "the game did not end"
        legal = state.legal_actions()
        assert legal, "a live game always has an action"
        action = legal[int(rng.random() * len(legal))]
        if each_step is not None:
            each_step(state, legal, action)
        moving = type(action) is CardMove
        if moving:
            before = state.board.pos[:]
            safe = state.board.safe_mask
        state.apply_fast(action)
        actions.append(action)
        if type(action) is PassTurn:  # moves no card and no pawn: who decides is enough
            assert state.phase == PLAY and state.sizes[state.turn]
        else:
            check_invariants(state, deck)
        if state.round == round_no:
            # P-12: the order of players out only grows: one President per round
            assert state.out[: len(out)] == out
            if moving:
                check_moved(state, before, safe)
        round_no, out = state.round, state.out
    winner = state.outcome().winners[0]
    colour = state.rules.colours[winner]
    assert state.board.all_home(colour) and state.out[0] == winner  # P-12
    assert state.ranking()[0] == winner
    return state, [str(a) for a in actions]


@pytest.mark.slow
@pytest.mark.parametrize("part", range(4))
def test_random_games_keep_invariants_and_end(part):
    """1,000 games in four parts (one in five without the blank cards)."""
    for seed in range(part * 250, (part + 1) * 250):
        options = {"no_blanks": True} if seed % 5 == 4 else {}
        play_random(options, seed)


def test_rounds_have_one_president_and_one_asshole():
    for seed in range(5):
        state = GAME.new_state(GameConfig(4), 500 + seed)
        rng = random.Random(seed)
        presidents: Counter = Counter()
        ends: list[RoundOver] = []
        while not state.is_over():
            legal = state.legal_actions()
            for event in state.apply(legal[int(rng.random() * len(legal))]):
                if isinstance(event, PresidentCrowned):
                    presidents[event.round] += 1
                if isinstance(event, RoundOver):
                    ends.append(event)
        assert max(presidents.values()) == 1
        assert set(presidents) == set(range(1, state.round + 1))
        for end in ends:
            assert end.president != end.asshole and end.cards_left > 0


def test_save_and_replay_rebuild_the_same_state():
    for seed in range(12):
        options = {"no_blanks": True} if seed % 3 == 2 else {}
        state, texts = play_random(options, 700 + seed)
        config = GameConfig(4, options)
        record = SaveRecord("president", config, 700 + seed, texts, {"seed": seed})
        loaded_record, loaded = load(record.dumps(), get_game)
        assert loaded == state and loaded_record.actions == texts
        replay = GAME.new_state(config, 700 + seed)
        for text in texts[: len(texts) // 2]:
            replay.apply(GAME.parse_action(text))
        half = SaveRecord("president", config, 700 + seed, texts[: len(texts) // 2]).replay(GAME)
        assert half == replay
        assert half.legal_actions() == replay.legal_actions()
        assert PresidentState.from_dict(half.to_dict()) == half


def _views_hide_other_hands(state, legal, action):
    if state.turns % 4:
        return
    for p in range(4):
        view = state.view(p)
        ranks = [RANKS.index(c) for c in view.game.hand]
        assert ranks == sorted(ranks) and len(ranks) == state.sizes[p]
        world = state.determinize(p, random.Random(len(legal) * 31 + p))
        assert world.view(p) == view, "a view shows a hidden card"
        assert world.hands[p] == state.hands[p] and world.sizes == state.sizes
        assert all_cards(world) == all_cards(state)


def _every_listed_action_is_accepted(state, legal, action):
    if len(legal) == 1 and state.turns % 3:
        return
    for a in legal:
        assert GAME.parse_action(str(a)) == a
        child = state.clone()
        child.apply_fast(a)
        child.board.check()
    other = GAME.parse_action("pass" if action != GAME.parse_action("pass") else "give 3")
    if other not in legal:
        trial = state.clone()
        before = trial.to_dict()
        with pytest.raises(IllegalAction) as info:
            trial.apply(other)
        assert info.value.reason and trial.to_dict() == before


def test_no_view_shows_a_hidden_card_and_every_listed_action_applies():
    for seed in range(6):
        play_random({}, 900 + seed, _views_hide_other_hands)
        play_random({"no_blanks": seed % 2 == 1}, 950 + seed, _every_listed_action_is_accepted)


def test_determinized_worlds_play_on_to_the_end():
    for seed in range(6):
        _, texts = play_random({}, 1100 + seed)
        mid = GAME.new_state(GameConfig(4), 1100 + seed)
        for text in texts[: len(texts) // 3]:
            mid.apply_fast(GAME.parse_action(text))
        for viewer in range(4):
            world = mid.determinize(viewer, random.Random(viewer))
            rng = random.Random(seed)
            steps = 0
            while not world.is_over():
                acts = world.legal_actions()
                world.apply_fast(acts[int(rng.random() * len(acts))])
                steps += 1
                assert steps < MAX_ACTIONS
