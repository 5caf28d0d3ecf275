"""The setup a Sorry My Ass! state needs, and the game's numbers (RULES P-1, P-2, P-4 …
P-7).

>>> rules = PresidentRules(colours=(0, 1, 2, 3))
>>> rules.players, rules.hand_size, PresidentRules((0, 1, 2, 3), no_blanks=True).hand_size
(4, 12, 11)

Turns go to the left (clockwise) among the players who still hold cards (P-6, P-7):

>>> NEXT_HOLDER[0b1111][3], NEXT_HOLDER[0b1010][1], NEXT_HOLDER[0b0010][1]
(0, 3, 1)
"""

from __future__ import annotations

from dataclasses import dataclass

from sorry_game.games.president.cards import PLAYERS, hand_size

#: keys of the seed's random choices: each round's deal (P-4), the first leader (P-5)
DEAL_KEY = 0xDEA1
FIRST_PLAYER_KEY = 0x5EA7
#: P-12: the outcome's reason
WIN_REASON = "became President with all four pawns HOME"


@dataclass(frozen=True, slots=True)
class PresidentRules:
    """The setup a state needs (one immutable object shared by every clone)."""

    #: the colour of each of the four seats (0 Red, 1 Blue, 2 Yellow, 3 Green)
    colours: tuple[int, ...]
    #: P-2 option: play without the three blank cards (44 cards, 11 each)
    no_blanks: bool = False

    @property
    def players(self) -> int:
        """P-1: always four."""
        return PLAYERS

    @property
    def hand_size(self) -> int:
        """P-2: 12 cards each, 11 without the blank cards."""
        return hand_size(self.no_blanks)


def _next_holder(holders: int, seat: int) -> int:
    for k in range(1, PLAYERS + 1):
        s = (seat + k) % PLAYERS
        if holders >> s & 1:
            return s
    return seat


#: NEXT_HOLDER[holders bits][seat]: the next seat to the left that holds cards (P-6, P-7)
NEXT_HOLDER: tuple[tuple[int, ...], ...] = tuple(
    tuple(_next_holder(h, seat) for seat in range(PLAYERS)) for h in range(1 << PLAYERS)
)
