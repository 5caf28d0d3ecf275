"""Where a Sorry! board choice is on the screen: a pawn, a START circle, a square (or
HOME) of the colour whose pawns move.

Board choices (`games/board/picks.py`) have int keys: a pawn id for "pawn", a colour
for "start", a position for "square".
"""

from __future__ import annotations

from collections.abc import Sequence

from sorry_game.app.plugins.board.layout import BoardLayout
from sorry_game.app.table.plugin import Target
from sorry_game.engine.picking import Choice
from sorry_game.games.board.geometry import HOME

#: the kinds of choice a Sorry! board shows
BOARD_KINDS = frozenset({"pawn", "start", "square"})


def board_key(choice: Choice) -> int:
    """The int key of a board choice (a pawn id, a colour or a position)."""
    key = choice.key
    if not isinstance(key, int):
        raise TypeError(f"not a Sorry! board choice: {choice!r}")
    return key


def locate_on_board(
    lay: BoardLayout, choice: Choice, pawns: Sequence[int], colour: int
) -> Target | None:
    """The target of a pawn, START or square choice (`pawns`: every pawn's position;
    `colour`: whose SAFETY and HOME a square means); None for any other choice."""
    kind = choice.kind
    if kind not in BOARD_KINDS:
        return None
    key = board_key(choice)
    if kind == "pawn":
        pos = pawns[key]
        pt = lay.pawn_point(key, pos)
        return Target(choice, lay.square_rect(pos, key >> 2, key & 3), pt)
    if kind == "start":
        r = lay.circle_rect("start", key)
        return Target(choice, r, r.center)
    if key == HOME:
        r = lay.circle_rect("home", colour)
        return Target(choice, r, r.center)
    return Target(choice, lay.square_rect(key, colour), lay.point(key, colour))


__all__ = ["BOARD_KINDS", "board_key", "locate_on_board"]
