"""The setup a Sorry! (classic) state needs, and the game's numbers (RULES C-2, C-3,
C-14, C-15).

>>> rules = ClassicRules(players=4, colours=(0, 1, 2, 3), hand=False, partners=True)
>>> rules.partner(1), rules.team(2)
(3, (0, 2))
>>> ClassicRules(2, DEFAULT_COLOURS[2], hand=True, partners=False).team(1)
(1,)
"""

from __future__ import annotations

from dataclasses import dataclass

#: C-3: the colours seats take by number of players (clockwise order); two players sit
#: opposite each other, Red and Yellow
DEFAULT_COLOURS: dict[int, tuple[int, ...]] = {2: (0, 2), 3: (0, 1, 2), 4: (0, 1, 2, 3)}
#: the key of the seed's random choice of the first player (C-3)
FIRST_PLAYER_KEY = 0x5EA7
#: C-14: cards in a hand with the hand-of-five option
HAND_SIZE = 5


@dataclass(frozen=True, slots=True)
class ClassicRules:
    """The parts of the setup a state needs; one shared, immutable object per game."""

    players: int
    #: the colour of each seat (0 Red, 1 Blue, 2 Yellow, 3 Green)
    colours: tuple[int, ...]
    #: C-14: a hand of five instead of drawing a card each turn
    hand: bool
    #: C-15: Red and Yellow against Blue and Green (4 players)
    partners: bool

    def partner(self, seat: int) -> int:
        """C-15: the seat opposite with partners, else the seat itself."""
        return (seat + 2) % 4 if self.partners else seat

    def team(self, seat: int) -> tuple[int, ...]:
        return tuple(sorted({seat, self.partner(seat)}))
