"""The Sorry! board as every seat sees it: the part of a view that Sorry! and Sorry My
Ass! share, and that the shared board UI (`app/plugins/board`) reads.

Nothing on the board is hidden: every seat sees every pawn.

>>> from sorry_game.games.board.board import Board
>>> view = board_view(Board.initial(), moving_colour=0)
>>> view.pawns[:4], view.moving_colour
((66, 66, 66, 66), 0)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from sorry_game.games.board.board import Board


@dataclass(frozen=True, slots=True)
class BoardView:
    """The pawns on the Sorry! board and whose pawns move now."""

    #: pawn id (colour*4 + index) -> position (`geometry`: track 0..59, SAFETY 60..64,
    #: HOME 65, START 66)
    pawns: tuple[int, ...]
    #: the colour whose pawns the decider moves (a partner's, C-15); None once the game
    #: is over
    moving_colour: int | None


class HasBoard(Protocol):
    """A game's part of a view that holds the Sorry! board (`ClassicView`,
    `PresidentView`): what the shared board UI needs of it."""

    @property
    def board(self) -> BoardView: ...


def board_view(board: Board, moving_colour: int | None) -> BoardView:
    """The view of `board` (a copy of its positions: the view never changes)."""
    return BoardView(pawns=tuple(board.pos), moving_colour=moving_colour)
