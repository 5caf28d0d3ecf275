"""Line control and the colour changes it causes (RULES K-8, K-8a, K-9, K-9a)."""

from __future__ import annotations

from dataclasses import dataclass

import chess

from sorry_game.games.king.checkers import EMPTY, Checkers
from sorry_game.games.king.ring import ALL_LINES, LINE_AT, OTHER_END, Line
from sorry_game.games.king.rules import colour_of


@dataclass(frozen=True, slots=True)
class Control:
    """A line that just became controlled: the moved checker's end first."""

    line: Line
    ends: tuple[int, int]
    #: the owners of the checkers on `ends`, after the move (K-8a)
    owners: tuple[int, int]


@dataclass(frozen=True, slots=True)
class Change:
    """One colour change a control asks for (K-9): `owner` turns one of their pieces on
    `line` to the other colour, choosing among `candidates` (chess squares)."""

    owner: int
    line: Line
    candidates: tuple[int, ...]


def control_formed(checkers: Checkers, dest: int) -> Control | None:
    """K-8, K-8a: a checker that ended its move on `dest` forms a control when `dest`
    ends a line (corners end none) and the other end holds a checker (of either side).

    >>> checkers = Checkers([EMPTY] * 36, [4, 4], [0, 0])
    >>> checkers.ring[5], checkers.ring[22] = 0, 1  # White right of rank 5, Black left
    >>> control_formed(checkers, 5)
    Control(line=Line(kind='rank', index=5), ends=(5, 22), owners=(0, 1))
    >>> checkers.ring[22] = EMPTY
    >>> control_formed(checkers, 5) is None  # the other end is empty
    True
    """
    line = LINE_AT[dest]
    if line is None:
        return None
    other = OTHER_END[dest]
    ring = checkers.ring
    if ring[other] == EMPTY or ring[dest] == EMPTY:
        return None
    return Control(line, (dest, other), (ring[dest], ring[other]))


def candidates(board: chess.Board, line: Line, owner: int) -> tuple[int, ...]:
    """K-9: the pieces of `owner` on `line` that may be chosen to change; the king only
    when it is that player's only piece on the line.

    >>> board = chess.Board("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")
    >>> [chess.square_name(s) for s in candidates(board, Line("rank", 1), 0)]
    ['a1']
    >>> [chess.square_name(s) for s in candidates(board, Line("rank", 8), 1)]
    ['e8']
    """
    colour = colour_of(owner)
    mine = [sq for sq in line.squares if board.color_at(sq) is colour]
    if len(mine) > 1:
        return tuple(sq for sq in mine if board.piece_type_at(sq) != chess.KING)
    return tuple(mine)


def changes_for(control: Control, board: chess.Board, mover: int) -> list[Change]:
    """K-9, K-9a: white + white turns one black piece white; black + black one white
    piece black; white + black one of each, the mover's side first. Candidates are
    taken before any change, so no piece changes twice; an owner with no piece on the
    line has no change."""
    a, b = control.owners
    if a == b:
        owners = [1 - a]
    else:
        owners = [mover, 1 - mover]
    out = []
    for owner in owners:
        found = candidates(board, control.line, owner)
        if found:
            out.append(Change(owner, control.line, found))
    return out


def controlled_lines(checkers: Checkers) -> list[Line]:
    """Every line whose two ends hold checkers now (for the view; K-8)."""
    ring = checkers.ring
    return [line for line in ALL_LINES if all(ring[e] != EMPTY for e in line.ends)]
