"""The Sorry! board as plain data and back, checked (RULES C-1, C-5): 16 pawn positions,
pawn id = colour*4 + index, each 0-59 (track), 60-64 (its colour's SAFETY), 65 (HOME)
or 66 (START). Sorry! and Sorry My Ass! read their pawns through `board_from_data`.

>>> board = board_from_data([4] + [START] * 15, (0, 2))
>>> board.track[4], board.pos[1]
(0, 66)
>>> board_from_data([4, 4] + [START] * 14, (0, 2))
Traceback (most recent call last):
ValueError: pawns: R0 and R1 both stand on square 4
"""

from __future__ import annotations

from collections.abc import Sequence

from sorry_game.engine.savefile import whole, wholes
from sorry_game.games.board.board import Board
from sorry_game.games.board.geometry import HOME, SAFETY_BASE, START, TRACK_LEN, pawn_name

#: pawns on the board: four of each of the four colours
PAWNS = 16
#: bit c of a safe mask: colour c (P-11)
ALL_COLOURS_MASK = 0b1111


def board_from_data(value: object, in_play: Sequence[int], safe_mask: object = 0) -> Board:
    """The board of a saved position: 16 positions, a pawn of a colour nobody plays is
    in START, no two pawns on one track square or on one SAFETY square of their colour
    (HOME and START hold any number). A broken one is a ValueError naming the pawns."""
    pos = wholes(value, "pawns", 0, START, PAWNS)
    mask = whole(safe_mask, "safe_mask", 0, ALL_COLOURS_MASK)
    seen: dict[tuple[int, int], int] = {}
    for pawn, p in enumerate(pos):
        colour = pawn >> 2
        if colour not in in_play and p != START:
            raise ValueError(f"pawns: {pawn_name(pawn)} moved, but nobody plays its colour")
        if p < TRACK_LEN:
            place = (-1, p)
        elif SAFETY_BASE <= p < HOME:
            place = (colour, p)
        else:
            continue
        if place in seen:
            where = f"square {p}" if p < TRACK_LEN else f"SAFETY square {p - SAFETY_BASE + 1}"
            raise ValueError(
                f"pawns: {pawn_name(seen[place])} and {pawn_name(pawn)} both stand on {where}"
            )
        seen[place] = pawn
    if mask & ~sum(1 << c for c in in_play):
        raise ValueError("safe_mask: a colour nobody plays is marked safe")
    return Board.from_positions(pos, mask)
