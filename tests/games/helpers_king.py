"""Helpers for hand-built Sorry, King! positions in tests.

Ring squares (RULES K-1a), anticlockwise from the corner beside h1: 0 corner (White's
red square), 1-8 right of ranks 1-8, 9 corner, 10-17 above files h…a, 18 corner
(Black's red square), 19-26 left of ranks 8…1, 27 corner, 28-35 below files a…h.
Line ends: rank r at r and 27 - r; file f (a = 0) at 17 - f and 28 + f.
"""

from __future__ import annotations

import chess

from sorry_game.engine import Event, GameConfig
from sorry_game.games.catalogue import get_game
from sorry_game.games.king.checkers import EMPTY, Checkers
from sorry_game.games.king.rules import KingRules, seat_of
from sorry_game.games.king.state import KingState

WHITE, BLACK = 0, 1


def rank_ends(rank: int) -> tuple[int, int]:
    """(right, left) ring squares of rank 1-8."""
    return (rank, 27 - rank)


def file_ends(file: str) -> tuple[int, int]:
    """(top, bottom) ring squares of file a-h."""
    f = "abcdefgh".index(file)
    return (17 - f, 28 + f)


def make_state(
    fen: str = chess.STARTING_FEN,
    white: tuple[int, ...] | None = None,
    black: tuple[int, ...] | None = None,
    reserve: tuple[int, int] | None = None,
    finished: tuple[int, int] = (0, 0),
    direction: str = "anticlockwise",
    values: str = "simple",
    seed: int = 1,
) -> KingState:
    """A state at the start of a turn: the chess position `fen` (its side to move
    moves), White's and Black's checkers on the given ring squares (default: one on
    each red square), reserves (default: the rest of five) and finished tours."""
    rules = KingRules(direction, values)
    state = KingState(rules, seed)
    state.board = chess.Board(fen)
    red = rules.red
    white = (red[WHITE],) if white is None else white
    black = (red[BLACK],) if black is None else black
    ring = [EMPTY] * 36
    for seat, squares in ((WHITE, white), (BLACK, black)):
        for sq in squares:
            assert ring[sq] == EMPTY, f"two checkers on ring square {sq}"
            ring[sq] = seat
    if reserve is None:
        reserve = (5 - len(white) - finished[0], 5 - len(black) - finished[1])
    state.checkers = Checkers(ring, list(reserve), list(finished))
    state.mover = seat_of(state.board.turn)
    state.history = [state.position_key()]
    state._legal = None
    return state


def new_game(**options) -> KingState:
    game = get_game("king")
    return game.new_state(GameConfig(2, options), 1)


def play(state: KingState, *texts: str) -> list[Event]:
    """Apply actions given as text; returns all their events."""
    game = get_game("king")
    events: list[Event] = []
    for text in texts:
        events += state.apply(game.parse_action(text))
    return events


def texts(state: KingState) -> list[str]:
    return sorted(str(a) for a in state.legal_actions())


def of_type(events: list[Event], kind: type) -> list:
    return [e for e in events if type(e) is kind]


def piece(state: KingState, square: str) -> str | None:
    """The symbol on a chess square ('R' white rook, 'n' black knight), None if empty."""
    p = state.board.piece_at(chess.parse_square(square))
    return p.symbol() if p else None
