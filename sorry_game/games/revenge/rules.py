"""The setup a Sorry! Revenge state needs (`RevengeRules`) and the game's numbers.

The deck itself is data in cards.py (R-2); here are the rules' own numbers and tables:
when a card may be played on one's own turn, the chance keys every random event derives
its RNG from, and the bits of public knowledge that being asked reveals.

>>> rules = RevengeRules(players=3, colours=(0, 1, 2))
>>> rules.goal, RevengeRules(2, (0, 1), longer=True).goal
(4, 8)
"""

from __future__ import annotations

from dataclasses import dataclass

from sorry_game.games.revenge.cards import DONTBE, FLIPBACK, KINDS, STEAL, TAKE2
from sorry_game.games.revenge.scoring import goal

#: chance keys: every random event derives its own RNG from the seed (engine/rng.py)
DEAL_KEY, FIRST_KEY, SHUFFLE_KEY = 0x5EA1, 0x5EA7, 0x5EA5

#: when a card may be played on one's own turn: always (R-4), with room for two more
#: cards (Take 2, R-7a), with a target (flip-back, R-8), never (steal R-9, block R-10)
ALWAYS, ROOM, TARGET, NEVER = range(4)
_WHEN = {TAKE2: ROOM, FLIPBACK: TARGET, STEAL: NEVER, DONTBE: NEVER}
WHEN_PLAYABLE: tuple[int, ...] = tuple(_WHEN.get(k, ALWAYS) for k in range(KINDS))

#: bits of a seat's "known absent" mask (state.absent): passed over when a steal-21 or
#: a Don't Be SORRY! was asked for, everybody knows the seat holds none (R-9a, R-10)
STEAL_BIT, DONTBE_BIT = 1 << STEAL, 1 << DONTBE


def when_playable(card: int) -> int:
    """The row of `WHEN_PLAYABLE` for a card id: ALWAYS, ROOM, TARGET or NEVER.

    >>> from sorry_game.games.revenge.cards import SLIDE21, parse_card
    >>> [when_playable(parse_card(c)) for c in ("7", "take2", "flipback", "steal")]
    [0, 1, 2, 3]
    >>> when_playable(SLIDE21) == ALWAYS
    True
    """
    return WHEN_PLAYABLE[card]


@dataclass(frozen=True, slots=True)
class RevengeRules:
    """The parts of the setup a state needs; one shared, immutable object per game."""

    players: int
    colours: tuple[int, ...]
    longer: bool = False

    @property
    def goal(self) -> int:
        """R-12: four pawn cards HOME; R-13 (longer): and all four back on START."""
        return goal(self.longer)
