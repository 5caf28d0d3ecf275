"""The checkers' ring: the 36 frame squares around the chess board (RULES K-1, K-1a, K-3).

Squares are numbered 0-35 anticlockwise as White sees the board, starting at the corner
beside h1: 1-8 end ranks 1-8 on the right, 10-17 end files h…a at the top, 19-26 end
ranks 8…1 on the left, 28-35 end files a…h at the bottom; 0, 9, 18 and 27 are corners.
Every other square ends exactly one line (a rank or a file) of the chess board.

The 10x10 board has cells (col, row), col 0-9 left to right and row 0-9 bottom to top
as White sees it; chess square a1 is cell (1, 1) and h8 is cell (8, 8).
"""

from __future__ import annotations

from dataclasses import dataclass

import chess

RING_SIZE = 36
CORNERS = (0, 9, 18, 27)
FILES = "abcdefgh"


@dataclass(frozen=True, slots=True)
class Line:
    """A rank (index 1-8) or a file (index 0-7 for a-h) of the chess board."""

    kind: str  # "rank" or "file"
    index: int

    @property
    def name(self) -> str:
        """'rank 5', 'file e'."""
        return f"rank {self.index}" if self.kind == "rank" else f"file {FILES[self.index]}"

    @property
    def title(self) -> str:
        return self.name[0].upper() + self.name[1:]

    @property
    def squares(self) -> tuple[int, ...]:
        """The chess squares on the line (python-chess numbering, a1 = 0)."""
        if self.kind == "rank":
            return tuple(chess.square(f, self.index - 1) for f in range(8))
        return tuple(chess.square(self.index, r) for r in range(8))

    @property
    def ends(self) -> tuple[int, int]:
        """The two ring squares at the line's ends (K-8): rank r at r (right) and
        27 - r (left), file f at 17 - f (top) and 28 + f (bottom).

        >>> Line("rank", 5).ends, Line("file", 4).ends
        ((5, 22), (13, 32))
        """
        if self.kind == "rank":
            return (self.index, 27 - self.index)
        return (17 - self.index, 28 + self.index)


def _line_at(square: int) -> Line | None:
    """K-1a: the line a ring square ends (None for a corner)."""
    if 1 <= square <= 8:
        return Line("rank", square)
    if 10 <= square <= 17:
        return Line("file", 17 - square)
    if 19 <= square <= 26:
        return Line("rank", 27 - square)
    if 28 <= square <= 35:
        return Line("file", square - 28)
    return None


#: the line each ring square ends (None for the corners)
LINE_AT: tuple[Line | None, ...] = tuple(_line_at(i) for i in range(RING_SIZE))
#: the ring square at the other end of the same line (-1 for the corners)
OTHER_END: tuple[int, ...] = tuple(
    -1 if line is None else next(e for e in line.ends if e != i) for i, line in enumerate(LINE_AT)
)
#: the chess squares of the line each ring square ends (empty for the corners)
LINE_SQUARES: tuple[tuple[int, ...], ...] = tuple(
    () if line is None else line.squares for line in LINE_AT
)
ALL_LINES: tuple[Line, ...] = tuple(Line("rank", r) for r in range(1, 9)) + tuple(
    Line("file", f) for f in range(8)
)


def ring_cell(square: int) -> tuple[int, int]:
    """Where ring square `square` lies on the 10x10 board: (col, row), White's view.

    >>> [ring_cell(s) for s in CORNERS]  # beside h1, h8, a8, a1
    [(9, 0), (9, 9), (0, 9), (0, 0)]
    >>> ring_cell(5), ring_cell(13)  # right of rank 5, above file e
    ((9, 5), (5, 9))
    """
    if square == 0:
        return (9, 0)
    if square <= 8:
        return (9, square)
    if square == 9:
        return (9, 9)
    if square <= 17:
        return (18 - square, 9)
    if square == 18:
        return (0, 9)
    if square <= 26:
        return (0, 27 - square)
    if square == 27:
        return (0, 0)
    return (square - 27, 0)


def chess_cell(square: int) -> tuple[int, int]:
    """Where chess square `square` (a1 = 0) lies on the 10x10 board: (col, row)."""
    return (chess.square_file(square) + 1, chess.square_rank(square) + 1)


def ring_name(square: int) -> str:
    """A ring square in player words: 'the corner by h1', 'the square beside h5',
    'the square above e8', 'the square below e1'.

    >>> ring_name(0), ring_name(5), ring_name(32)
    ('the corner by h1', 'the square beside h5', 'the square below e1')
    """
    if square in CORNERS:
        near = {0: "h1", 9: "h8", 18: "a8", 27: "a1"}[square]
        return f"the corner by {near}"
    line = LINE_AT[square]
    assert line is not None
    if 1 <= square <= 8:
        return f"the square beside h{line.index}"
    if 10 <= square <= 17:
        return f"the square above {FILES[line.index]}8"
    if 19 <= square <= 26:
        return f"the square beside a{line.index}"
    return f"the square below {FILES[line.index]}1"


def walk(start: int, step: int, distance: int) -> tuple[int, ...]:
    """The ring squares a checker passes over from `start`, `distance` steps (K-6);
    the ring closes after square 35.

    >>> walk(34, 1, 4), walk(1, -1, 3)
    ((35, 0, 1, 2), (0, 35, 34))
    """
    return tuple((start + step * k) % RING_SIZE for k in range(1, distance + 1))
