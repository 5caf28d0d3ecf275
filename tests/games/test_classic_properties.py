"""Property tests of Sorry! (classic): random legal play keeps every invariant (RULES §C).

Over 2,000 random games in total (seeded loops, plus hypothesis on random positions),
across 2/3/4 players, hand of five (C-14) and partners (C-15).
"""

from __future__ import annotations

import functools
import random
from collections import Counter

import pytest
from helpers_classic import cards_of
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sorry_game.engine import GameConfig, IllegalAction
from sorry_game.engine.savefile import SaveRecord, load
from sorry_game.games.board.board import Board
from sorry_game.games.board.cards import CARD_VALUES, full_deck
from sorry_game.games.board.geometry import (
    ENTRY,
    HOME,
    SAFETY_BASE,
    START,
    TRACK_LEN,
)
from sorry_game.games.board.moves import (
    LEAVE,
    PASS,
    Move,
    SorryBump,
    Split,
    Switch,
)
from sorry_game.games.catalogue import get_game
from sorry_game.games.classic.actions import Discard, Play
from sorry_game.games.classic.state import ClassicState

GAME = get_game("classic")
DECK = Counter(full_deck())
DECK_SORTED = sorted(full_deck())
MAX_ACTIONS = 20_000  # generous: random games end after a few hundred actions

#: (players, options, number of games) for the main invariant sweep
CONFIGS = [
    (2, {}, 400),
    (3, {}, 350),
    (4, {}, 300),
    (2, {"hand": True}, 150),
    (3, {"hand": True}, 120),
    (4, {"hand": True}, 120),
    (4, {"partners": True}, 200),
    (4, {"partners": True, "hand": True}, 80),
]


def _config_id(cfg) -> str:
    players, options, _ = cfg
    opts = "+".join(k for k, v in sorted(options.items()) if v) or "draw"
    return f"{players}p-{opts}"


# --- invariants ---------------------------------------------------------------------------


def check_invariants(state: ClassicState) -> None:
    board = state.board
    pos = board.pos
    assert len(pos) == 16  # 16 pawns, always
    board.check()  # occupancy agrees with positions; no pawn off the board
    for b in (0, 4, 8, 12):
        mine = [p for p in pos[b : b + 4] if p < HOME]
        assert len(mine) == len(set(mine)), f"two pawns of one colour on one square: {pos}"
    assert sum(p < TRACK_LEN for p in pos) == TRACK_LEN - board.track.count(-1)
    # the 45 cards are all somewhere (C-2)
    if not state.winners:
        cards = state.pile + state.discard
        if state.hands is not None:
            for hand in state.hands:
                assert len(hand) == 5
                cards = cards + hand
        else:
            cards = cards + [state.card]
        assert sorted(cards) == DECK_SORTED


def check_step(before: list[int], after: list[int]) -> None:
    """Per-pawn facts across one action."""
    for pawn in range(16):
        a, b = before[pawn], after[pawn]
        if a == HOME:
            assert b == HOME, f"pawn {pawn} left HOME"  # C-8
        if SAFETY_BASE <= b < HOME and a < TRACK_LEN:
            # entering SAFETY from the track: only through the pawn's own entry square,
            # moving forward at most 12 (C-8): distance to own entry + steps inside
            colour = pawn >> 2
            dist = (ENTRY[colour] - a) % TRACK_LEN + (b - SAFETY_BASE + 1)
            assert dist <= 12, (pawn, a, b)
        if a == START and b != START:
            # a pawn leaves START only to its exit square, or by SORRY! onto a track square
            assert b < TRACK_LEN


def check_terminal(state: ClassicState) -> None:
    assert state.is_over()
    assert state.legal_actions() == []
    assert state.current_player() is None
    rules = state.rules
    winners = state.winners
    for seat in winners:
        assert state.board.all_home(rules.colours[seat])
    if rules.partners:
        assert len(winners) == 2 and set(winners) == set(rules.team(winners[0]))
    else:
        assert len(winners) == 1
    ranking = state.ranking()
    assert sorted(ranking) == list(range(rules.players))
    assert ranking[: len(winners)] == list(winners)
    # C-13: the rest by pawns HOME, then steps
    rest = ranking[len(winners) :]
    keys = [(state.home_count(s), state.progress(s)) for s in rest]
    assert keys == sorted(keys, reverse=True)


def play_random(players: int, options: dict, seed: int, each_step=None):
    """One random game with invariant checks after every action; returns (state, actions)."""
    state = GAME.new_state(GameConfig(players, options), seed)
    rng = random.Random(seed * 7919 + players)
    actions = []
    check_invariants(state)
    while not state.is_over():
        assert len(actions) < MAX_ACTIONS, "the game did not end"
        legal = state.legal_actions()
        assert legal, "a live game always has an action"
        action = legal[int(rng.random() * len(legal))]
        before = state.board.pos[:]
        if each_step is not None:
            each_step(state, legal, action, actions)
        state.apply_fast(action)
        actions.append(action)
        check_step(before, state.board.pos)
        check_invariants(state)
    check_terminal(state)
    return state, actions


# --- the big sweep: invariants, termination, replay ---------------------------------------


@pytest.mark.parametrize("cfg", CONFIGS, ids=_config_id)
def test_random_games_keep_invariants_and_end(cfg):
    players, options, games = cfg
    for seed in range(games):
        state, actions = play_random(players, options, seed)
        if seed % 10 == 0:
            # same seed + same actions replays to the same state (with events this time)
            replay = GAME.new_state(GameConfig(players, options), seed)
            for action in actions:
                replay.apply(action)
            assert replay == state
            assert replay.to_dict() == state.to_dict()


def _legal_checks(state, legal, action, actions):
    assert len(legal) == len(set(legal)), "duplicate legal actions"
    for a in legal:
        assert GAME.parse_action(str(a)) == a
        child = state.clone()
        child.apply_fast(a)  # every listed action is accepted
        child.board.check()
    # split results: one listing per distinct result, never two own pawns on one square
    splits = [a for a in legal if type(a) is Split or (type(a) is Play and type(a.move) is Split)]
    results = []
    for a in splits:
        child = state.clone()
        child.apply_fast(a)
        results.append((getattr(a, "card", 7), tuple(child.board.pos)))
    assert len(results) == len(set(results)), "a 7 split listed twice for one result"
    # START pawns: at most one Leave per card
    leaves = [a for a in legal if a == LEAVE or (type(a) is Play and a.move == LEAVE)]
    assert len(leaves) == len(set(leaves))


@pytest.mark.parametrize("cfg", CONFIGS, ids=_config_id)
def test_every_listed_action_is_accepted(cfg):
    players, options, games = cfg
    for seed in range(1000, 1000 + max(games // 10, 8)):
        play_random(players, options, seed, _legal_checks)


# --- refusals ---------------------------------------------------------------------------


def random_board_move(rng: random.Random):
    kind = rng.randrange(6)
    pawn = rng.randrange(16)
    if kind == 0:
        return Move(pawn, rng.choice([s for s in range(-13, 14) if s]))
    if kind == 1:
        k = rng.randrange(-1, 9)
        return Split(pawn, k, rng.randrange(16), rng.choice([7 - k, rng.randrange(-2, 9)]))
    if kind == 2:
        return Switch(pawn, rng.randrange(16))
    if kind == 3:
        return SorryBump(pawn)
    if kind == 4:
        return LEAVE
    return PASS


def random_action(rng: random.Random):
    r = rng.random()
    if r < 0.6:
        return random_board_move(rng)
    if r < 0.85:
        move = random_board_move(rng)
        while move == PASS:
            move = random_board_move(rng)
        return Play(rng.choice(CARD_VALUES), move)
    return Discard(rng.choice(CARD_VALUES))


def _refusal_checks(rng: random.Random, state, legal, action, actions):
    tries = 0
    found = 0
    while found < 3 and tries < 200:
        tries += 1
        bad = random_action(rng)
        if bad in legal:
            continue
        found += 1
        trial = state.clone()
        before = trial.to_dict()
        with pytest.raises(IllegalAction) as info:
            trial.apply(bad)
        assert isinstance(info.value.reason, str) and info.value.reason.strip(), bad
        assert trial.to_dict() == before, f"refused {bad} changed the state"
        # the fast path refuses it too
        with pytest.raises(IllegalAction):
            trial.apply_fast(bad)
        assert trial.to_dict() == before


@pytest.mark.parametrize("cfg", CONFIGS, ids=_config_id)
def test_unlisted_actions_are_refused_with_a_reason(cfg):
    players, options, games = cfg
    for seed in range(2000, 2000 + max(games // 15, 6)):
        rng = random.Random(seed)
        play_random(players, options, seed, functools.partial(_refusal_checks, rng))


def test_actions_after_the_end_are_refused():
    state, _ = play_random(2, {}, 77)
    rng = random.Random(1)
    for _ in range(50):
        with pytest.raises(IllegalAction) as info:
            state.clone().apply(random_action(rng))
        assert info.value.reason


# --- serialisation ------------------------------------------------------------------------


SAVE_CONFIGS = [
    (2, {}),
    (3, {}),
    (4, {}),
    (2, {"hand": True}),
    (4, {"hand": True}),
    (4, {"partners": True}),
    (4, {"partners": True, "hand": True}),
]


@pytest.mark.parametrize("players,options", SAVE_CONFIGS, ids=lambda x: str(x))
def test_to_dict_round_trips_at_every_step(players, options):
    def each(state, legal, action, actions):
        data = state.to_dict()
        back = ClassicState.from_dict(data)
        assert back == state
        assert back.to_dict() == data
        assert back.legal_actions() == legal
        back.board.check()
        assert GAME.state_from_dict(data) == state

    for seed in range(3000, 3006):
        play_random(players, options, seed, each)


#: (players, options, games) for the save/load round trip at every step: 30 games
SAVE_GAMES = [
    (2, {}, 16),
    (2, {"hand": True}, 8),
    (3, {}, 2),
    (4, {}, 1),
    (4, {"hand": True}, 1),
    (4, {"partners": True}, 1),
    (4, {"partners": True, "hand": True}, 1),
]


@pytest.mark.parametrize("cfg", SAVE_GAMES, ids=_config_id)
def test_save_and_load_round_trip_at_every_step(cfg):
    """SaveRecord(...).dumps() / load() rebuild the same state after every action."""
    players, options, games = cfg
    config = GameConfig(players, options)
    for seed in range(4000, 4000 + games):
        texts: list[str] = []
        state = GAME.new_state(config, seed)
        rng = random.Random(seed)
        while not state.is_over():
            legal = state.legal_actions()
            action = legal[int(rng.random() * len(legal))]
            state.apply(action)
            texts.append(str(action))
            record = SaveRecord("classic", config, seed, list(texts), {"n": len(texts)})
            text = record.dumps()
            loaded_record, loaded = load(text, get_game)
            assert loaded == state
            assert loaded.legal_actions() == state.legal_actions()
            assert loaded_record.actions == texts
            assert loaded_record.config == config
            assert loaded_record.seed == seed
            assert loaded_record.meta == {"n": len(texts)}
            assert loaded_record.dumps() == text
        assert loaded.is_over() and loaded.winners == state.winners


def test_determinize_keeps_what_the_player_sees():
    for seed in range(10):
        for options in ({}, {"hand": True}):
            _, actions = play_random(4, options, seed)
            mid = GAME.new_state(GameConfig(4, options), seed)
            for action in actions[: len(actions) // 2]:
                mid.apply_fast(action)
            legal = mid.legal_actions()  # cached on the state
            for viewer in range(4):
                det = mid.determinize(viewer, random.Random(seed + viewer))
                assert det.board.pos == mid.board.pos
                assert cards_of(det) == DECK
                if options:
                    assert det.hands[viewer] == mid.hands[viewer]
                fresh = det.clone()
                fresh._legal = None
                # the listed actions are those of the resampled world, never stale ones
                assert det.legal_actions() == fresh.legal_actions()
                if viewer == mid.current:
                    assert det.legal_actions() == legal
                for a in det.legal_actions():
                    det.clone().apply_fast(a)
                # and the resampled world plays on to the end
                rng = random.Random(seed)
                while not det.is_over():
                    acts = det.legal_actions()
                    det.apply_fast(acts[int(rng.random() * len(acts))])


# --- hypothesis: arbitrary positions -------------------------------------------------------


@st.composite
def positions(draw):
    """16 positions with at most one pawn per track square and per own SAFETY square."""
    pos = []
    used_track: set[int] = set()
    for _colour in range(4):
        used_safety: set[int] = set()
        for _ in range(4):
            kind = draw(st.sampled_from(["track", "track", "track", "safety", "home", "start"]))
            if kind == "track":
                free = [s for s in range(TRACK_LEN) if s not in used_track]
                sq = draw(st.sampled_from(free))
                used_track.add(sq)
            elif kind == "safety":
                free = [s for s in range(SAFETY_BASE, HOME) if s not in used_safety]
                sq = draw(st.sampled_from(free))
                used_safety.add(sq)
            elif kind == "home":
                sq = HOME
            else:
                sq = START
            pos.append(sq)
    return pos


@settings(
    max_examples=500,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    derandomize=True,
)
@given(
    pos=positions(),
    card=st.sampled_from(CARD_VALUES),
    seat=st.integers(0, 3),
    partners=st.booleans(),
)
def test_any_position_every_legal_action_keeps_invariants(pos, card, seat, partners):
    rules = GAME.rules_for(GameConfig(4, {"partners": partners}))
    state = ClassicState.new(rules, 1)
    state.board = Board.from_positions(pos)
    state.card = card
    state.current = seat
    state._legal = None
    if state.board.all_home(rules.colours[seat]) and (
        not partners or state.board.all_home(rules.colours[rules.partner(seat)])
    ):
        return
    legal = state.legal_actions()
    assert legal and len(legal) == len(set(legal))
    colour = state.moving_colour()
    results = set()
    for action in legal:
        child = state.clone()
        events = child.apply(action)
        child.board.check()
        check_step(pos, child.board.pos)
        moved = {e.pawn for e in events if e.kind in ("move", "slide")}
        # only the moving colour's pawns move by themselves (others are bumped/switched)
        for p in moved:
            assert p >> 2 == colour or type(action) is Switch
        bumped = [e.pawn for e in events if e.kind == "bump"]
        assert len(bumped) == len(set(bumped))
        for p in bumped:
            assert child.board.pos[p] == START
        if type(action) is Split:
            r = tuple(child.board.pos)
            assert r not in results
            results.add(r)
            a, b = child.board.pos[action.pawn], child.board.pos[action.pawn2]
            assert a != b or a in (HOME, START)
        if type(action) is Move:
            assert action.pawn >> 2 == colour
            assert child.board.pos[action.pawn] != pos[action.pawn] or action.steps < 0
    if card == 11 and all(type(a) in (Switch, type(PASS)) for a in legal):
        assert PASS in legal  # C-11: a switch-only turn may be declined
    elif legal != [PASS]:
        assert PASS not in legal  # C-6: must move


@settings(max_examples=300, deadline=None, derandomize=True)
@given(
    pos=positions(),
    hand=st.lists(st.sampled_from(CARD_VALUES), min_size=5, max_size=5),
    seat=st.integers(0, 3),
)
def test_any_position_hand_of_five(pos, hand, seat):
    """C-14: plays are exactly the board moves of the cards held; discards only when stuck
    (or when every play is an 11 switch)."""
    from sorry_game.games.board.moves import moves_for_card

    rules = GAME.rules_for(GameConfig(4, {"hand": True}))
    state = ClassicState.new(rules, 1)
    state.board = Board.from_positions(pos)
    state.hands[seat] = list(hand)
    state.current = seat
    state._legal = None
    if state.board.all_home(rules.colours[seat]):
        return
    legal = state.legal_actions()
    assert legal and len(legal) == len(set(legal))
    colour = state.moving_colour()
    expected = {Play(c, m) for c in set(hand) for m in moves_for_card(state.board, colour, c)}
    plays = {a for a in legal if type(a) is Play}
    assert plays == expected
    discards = {a for a in legal if type(a) is Discard}
    if not plays or all(type(a.move) is Switch for a in plays):
        assert discards == {Discard(c) for c in set(hand)}
    else:
        assert not discards
    for action in legal:
        child = state.clone()
        child.apply(action)
        child.board.check()
        assert len(child.hands[seat]) == 5
        check_step(pos, child.board.pos)
        again = type(action) is Play and action.card == 2 and not child.is_over()
        assert child.current == (seat if again else (seat + 1) % 4) or child.is_over()
