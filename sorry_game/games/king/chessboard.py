"""The bridge to python-chess: the chess half of the game (RULES K-4, K-5, K-10, K-10a).

python-chess decides every chess question (check, mate, castling, en passant,
promotion). Only colour changes edit its board behind its back; `change_colour` keeps
castling rights and the en passant square consistent with them. python-chess forgets
its move stack on such an edit, so the game keeps its own history (state.py).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

import chess

PIECE_NAMES = {
    chess.PAWN: "pawn",
    chess.KNIGHT: "knight",
    chess.BISHOP: "bishop",
    chess.ROOK: "rook",
    chess.QUEEN: "queen",
    chess.KING: "king",
}


@dataclass(frozen=True, slots=True)
class LastMove:
    """The turn's chess move as the view and the log show it."""

    player: int
    uci: str
    piece: int  # python-chess piece type (K-5: what the distance counts)
    value: int
    captured: int  # piece type taken, 0 for none
    special: str  # "castles kingside", "en passant", "promotes to a queen", ""

    def to_dict(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "uci": self.uci,
            "piece": self.piece,
            "value": self.value,
            "captured": self.captured,
            "special": self.special,
        }


def special_of(board: chess.Board, move: chess.Move) -> str:
    """What is special about a move, in words ('' for nothing).

    >>> board = chess.Board("4k3/P7/8/8/8/8/8/R3K3 w Q - 0 1")
    >>> special_of(board, chess.Move.from_uci("e1c1"))
    'castles queenside'
    >>> special_of(board, chess.Move.from_uci("a7a8n"))
    'promotes to a knight'
    >>> special_of(board, chess.Move.from_uci("a1a2"))
    ''
    """
    if board.is_castling(move):
        return "castles " + ("kingside" if chess.square_file(move.to_square) > 4 else "queenside")
    if board.is_en_passant(move):
        return "en passant"
    if move.promotion:
        return f"promotes to a {PIECE_NAMES[move.promotion]}"
    return ""


def moved_piece(board: chess.Board, move: chess.Move) -> int:
    """K-5: the piece type a move counts as: the piece on its from-square (so castling
    counts as a King move and a promotion as a Pawn move)."""
    piece = board.piece_type_at(move.from_square)
    assert piece is not None, f"no piece on {chess.square_name(move.from_square)}"
    return piece


def en_passant_pawn(ep_square: int) -> int:
    """The square of the pawn that just stepped two past `ep_square`."""
    return ep_square + 8 if chess.square_rank(ep_square) == 2 else ep_square - 8


def change_colour(board: chess.Board, square: int) -> chess.Piece:
    """K-10, K-10a: the piece on `square` belongs to the other side from now on. A
    changed rook or king loses its castling rights for good; an en passant chance on a
    changed pawn lapses. A changed pawn simply is the new owner's pawn, so it moves
    and promotes in their direction (python-chess reads direction from the colour).
    Returns the piece as it is now."""
    old = board.piece_at(square)
    assert old is not None, f"no piece on {chess.square_name(square)}"
    new = chess.Piece(old.piece_type, not old.color)
    rights = board.castling_rights
    if old.piece_type == chess.ROOK:
        rights &= ~chess.BB_SQUARES[square]
    elif old.piece_type == chess.KING:
        rights &= ~(chess.BB_RANK_1 if old.color else chess.BB_RANK_8)
    ep = board.ep_square
    if old.piece_type == chess.PAWN and ep is not None and en_passant_pawn(ep) == square:
        ep = None
    board.set_piece_at(square, new)  # also clears python-chess's move stack
    board.ep_square = ep
    board.castling_rights = rights
    # without a stack python-chess filters the rights against the pieces; keep that
    board.castling_rights = board.clean_castling_rights()
    return new


def king_attacked(board: chess.Board, colour: chess.Color) -> bool:
    """K-11b: is `colour`'s king attacked by the other side?"""
    king = board.king(colour)
    return king is not None and board.is_attacked_by(not colour, king)


def position_key(board: chess.Board) -> tuple[Hashable, ...]:
    """The chess part of a whole position (K-11f): pieces, side to move, castling
    rights and an en passant chance that can really be taken."""
    return (
        board.pawns,
        board.knights,
        board.bishops,
        board.rooks,
        board.queens,
        board.kings,
        board.occupied_co[chess.WHITE],
        board.occupied_co[chess.BLACK],
        board.turn,
        board.clean_castling_rights(),
        board.ep_square if board.ep_square is not None and board.has_legal_en_passant() else None,
    )


def board_to_dict(board: chess.Board) -> dict[str, Any]:
    return {
        "pieces": board.board_fen(),
        "turn": "w" if board.turn else "b",
        "castling": board.castling_rights,
        "ep": board.ep_square,
    }


def piece_word(piece: chess.Piece) -> str:
    """'white knight'."""
    return f"{'white' if piece.color else 'black'} {PIECE_NAMES[piece.piece_type]}"
