"""Sorry, King! properties over many random games, and chess legality against python-chess.

Invariants (RULES K-2, K-6, K-9, K-11): 32 chess pieces minus the captures; exactly one
king per side until a king changes colour (which ends the game); five checkers per side
across ring, reserve and finished tours; every game ends; a save (seed + actions)
replays to the same state and `to_dict` round-trips.
"""

from __future__ import annotations

import random

import chess
import pytest

from sorry_game.engine import GameConfig
from sorry_game.engine.savefile import SaveRecord, loads
from sorry_game.games.catalogue import get_game
from sorry_game.games.king.events import ChessMoved, PieceChanged
from sorry_game.games.king.state import KingState

GAMES = 300
CHUNKS = 6
OPTIONS = [
    {},
    {"direction": "clockwise"},
    {"values": "standard"},
    {"direction": "clockwise", "values": "standard"},
]


def random_game(seed: int, options: dict) -> tuple[KingState, list[str], GameConfig]:
    """Play one random game, checking the invariants after every decision."""
    game = get_game("king")
    config = GameConfig(2, options)
    rng = random.Random(seed)
    state = game.new_state(config, seed)
    actions: list[str] = []
    captures = 0
    king_changed = False
    while not state.is_over():
        legal = state.legal_actions()
        assert legal
        action = legal[int(rng.random() * len(legal))]
        events = state.apply(action)
        actions.append(str(action))
        for event in events:
            if type(event) is ChessMoved and event.captured:
                captures += 1
            if type(event) is PieceChanged and event.piece == "king":
                king_changed = True
        board = state.board
        assert len(board.piece_map()) == 32 - captures
        if king_changed:
            assert state.is_over()
        else:
            for colour in (chess.WHITE, chess.BLACK):
                assert (board.kings & board.occupied_co[colour]).bit_count() == 1
        for seat in (0, 1):
            assert state.checkers.total(seat) == 5
        assert len(actions) < 5_000, "the game does not end"
    return state, actions, config


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_invariants_replay_and_saves_over_random_games(chunk):
    game = get_game("king")
    per = GAMES // CHUNKS
    for seed in range(chunk * per, (chunk + 1) * per):
        state, actions, config = random_game(seed, OPTIONS[seed % len(OPTIONS)])
        assert state.outcome() is not None and state.current_player() is None
        data = state.to_dict()
        assert game.state_from_dict(data).to_dict() == data
        record = SaveRecord("king", config, seed, actions, {})
        replayed = loads(record.dumps()).replay(game)
        assert replayed.to_dict() == data
        assert replayed.view(None) == state.view(None)


def test_chess_moves_offered_equal_python_chess_legal_moves():
    """200 chess decisions reached in random play, most after colour changes: the moves
    offered are exactly python-chess's for a board read back from the position's FEN
    (so the edited board keeps castling rights and en passant consistent)."""
    game = get_game("king")
    rng = random.Random(7)
    checked = converted = 0
    seed = 0
    while checked < 200:
        state = game.new_state(GameConfig(2), 10_000 + seed)
        seed += 1
        changed = False
        while not state.is_over() and checked < 200:
            if state.phase == "chess" and (changed or rng.random() < 0.2):
                offered = {str(a) for a in state.legal_actions()}
                fresh = chess.Board(state.board.fen())
                assert offered == {m.uci() for m in fresh.legal_moves}, state.board.fen()
                checked += 1
                converted += changed
            events = state.apply(rng.choice(state.legal_actions()))
            changed = changed or any(type(e) is PieceChanged for e in events)
    assert converted >= 100


def test_clones_are_independent_and_cheap_to_compare():
    game = get_game("king")
    state = game.new_state(GameConfig(2), 5)
    rng = random.Random(5)
    for _ in range(40):
        twin = state.clone()
        before = state.to_dict()
        twin.apply_fast(twin.legal_actions()[0])
        assert state.to_dict() == before and state == game.state_from_dict(before)
        state.apply_fast(rng.choice(state.legal_actions()))
        if state.is_over():
            break
