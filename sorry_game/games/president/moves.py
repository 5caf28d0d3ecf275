"""The board moves of a play of several cards (RULES P-9, P-9a, P-10, P-11).

The cards' moves are the shared Sorry! generators (`games/board/moves.py`); this module
only decides which of them may be made *next* so that the play makes as many moves as
possible. All cards of a play have one value, so the order of the cards does not
matter, and a card that cannot move now cannot move later either (the board has not
changed): the best sequences are "k moves, then the rest skipped".
"""

from __future__ import annotations

from sorry_game.engine.actions import Action
from sorry_game.games.board.board import Board
from sorry_game.games.board.cards import CARD_FEATURES
from sorry_game.games.board.moves import FEATURE_MOVES, BoardMove, execute, moves_for_card
from sorry_game.games.president.actions import SKIPS, CardMove

Memo = dict[tuple[tuple[int, ...], int], int]


def card_moves(board: Board, colour: int, card: int) -> list[BoardMove]:
    """P-9/P-10/P-11: one card's legal moves. There is no decline: an 11 whose only
    moves are switches must switch (P-10), and the board's `safe_mask` keeps every
    move off a safe player's pawns (P-11)."""
    return moves_for_card(board, colour, card)


def has_move(board: Board, colour: int, card: int) -> bool:
    """True when the card has a legal move: the card's feature generators in turn,
    stopping at the first that finds one (a 7's split is tried only without a plain 7)."""
    out: list[BoardMove] = []
    for feature in CARD_FEATURES[card]:
        FEATURE_MOVES[feature](board, colour, card, out)
        if out:
            return True
    return False


def most_moves(board: Board, colour: int, card: int, left: int, memo: Memo) -> int:
    """P-9a: the largest number of the `left` cards that can still be moved, over all
    pawn choices (a depth-first search that stops as soon as every card moves)."""
    if left <= 0:
        return 0
    if left == 1:
        return 1 if has_move(board, colour, card) else 0
    key = (tuple(board.pos), left)
    known = memo.get(key)
    if known is not None:
        return known
    moves = card_moves(board, colour, card)
    best = 1 if moves else 0
    for move in moves:
        after = board.copy()
        execute(after, colour, move, None)
        n = 1 + most_moves(after, colour, card, left - 1, memo)
        if n > best:
            best = n
            if best == left:
                break
    memo[key] = best
    return best


def best_next_moves(board: Board, colour: int, card: int, left: int) -> list[BoardMove]:
    """P-9a: the moves for the next card after which the most card moves are still
    reachable (e.g. a pawn 10 before HOME with two 10s: back 1 first, then forward 10).
    Empty when no card of the play can move."""
    moves = card_moves(board, colour, card)
    if left <= 1 or len(moves) <= 1:
        return moves
    memo: Memo = {}
    scores = []
    for move in moves:
        after = board.copy()
        execute(after, colour, move, None)
        scores.append(most_moves(after, colour, card, left - 1, memo))
    top = max(scores)
    return [m for m, s in zip(moves, scores, strict=True) if s == top]


def legal_card_moves(board: Board, colour: int, card: int, left: int) -> list[Action]:
    """P-9/P-9a/P-9b: the actions of the MOVE phase: the next card's moves that keep the
    most moves reachable; when none of the `left` cards can move, one skip of them all."""
    if left == 1:
        moves = card_moves(board, colour, card)
    else:
        moves = best_next_moves(board, colour, card, left)
    if not moves:
        return [SKIPS[card]]
    return [CardMove(card, m) for m in moves]
