"""Sorry, King! rules as data: the two options and the fixed numbers (RULES §K).

A state holds one shared, immutable `KingRules`; everything a rule needs to know about
the setup is here, so the rule functions stay free of option lookups.
"""

from __future__ import annotations

from dataclasses import dataclass

import chess

WHITE_SEAT, BLACK_SEAT = 0, 1
#: the phases of a turn (K-4): who decides what now
CHESS, CHECKER, CHANGE, OVER = "chess", "checker", "change", "over"
SEAT_NAMES = ("White", "Black")
COLOUR_WORDS = ("white", "black")

#: K-3 option: the direction the checkers run, default first
DIRECTIONS = ("anticlockwise", "clockwise")
#: K-3: each seat's red square (ring index, see ring.py) per direction
RED_SQUARES = {"anticlockwise": (0, 18), "clockwise": (27, 9)}
#: K-1a: the ring is numbered anticlockwise, so anticlockwise checkers count up
STEPS = {"anticlockwise": 1, "clockwise": -1}

#: K-5 option: how far a checker moves for each chess piece, default first
VALUE_SETS = ("simple", "standard")
#: indexed by python-chess piece type (PAWN = 1 … KING = 6); index 0 unused
PIECE_VALUES = {
    "simple": (0, 1, 2, 3, 4, 5, 6),
    "standard": (0, 1, 3, 3, 5, 9, 10),
}

#: K-2/K-6: checkers per player, one on the red square at the start
CHECKERS_EACH = 5
#: K-11d: completed tours that win
TOURS_TO_WIN = 4
#: K-11f: turns without a capture, colour change, pawn move or tour that draw
QUIET_TURNS = 150
#: K-11f: the occurrence of the same whole position that draws
REPEATS = 3


def seat_of(colour: chess.Color) -> int:
    """K-2: White is seat 0, Black seat 1."""
    return WHITE_SEAT if colour else BLACK_SEAT


def colour_of(seat: int) -> chess.Color:
    return seat == WHITE_SEAT


@dataclass(frozen=True, slots=True)
class KingRules:
    """The setup a state needs: direction (K-3) and piece values (K-5).

    >>> rules = KingRules("clockwise", "standard")
    >>> rules.red, rules.step, rules.value_of[chess.QUEEN]
    ((27, 9), -1, 9)
    """

    direction: str = DIRECTIONS[0]
    values: str = VALUE_SETS[0]

    @property
    def red(self) -> tuple[int, int]:
        """K-3: the red square of each seat."""
        return RED_SQUARES[self.direction]

    @property
    def step(self) -> int:
        """+1 (anticlockwise) or -1 (clockwise) on the ring numbering."""
        return STEPS[self.direction]

    @property
    def value_of(self) -> tuple[int, ...]:
        """K-5: checker distance by python-chess piece type."""
        return PIECE_VALUES[self.values]

    def to_dict(self) -> dict[str, str]:
        return {"direction": self.direction, "values": self.values}
