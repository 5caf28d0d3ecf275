"""What one seat may see of a game: the part every game shares, typed, plus the game's own.

The table, the results screen and the title screen read only the shared part; a game's
UI plugin also reads `game`: the game's own frozen dataclass (`KingView`, `RevengeView`,
...), typed so that a renamed field fails in the type checker, not on screen. A view is
built for one `viewer`: it never holds another seat's hidden cards (the contract test
checks this for every game).

>>> view = View(players=2, viewer=0, colours=(0, 1), turn=0, decider=1,
...             seats=(SeatView(), SeatView()), game=())
>>> view.over, view.decider
(False, 1)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Generic, TypeVar

from sorry_game.engine.outcome import Outcome

#: a seat named in a phone page's line (`seat_ref`): the page writes the player's name
#: with the seat's mark in its place
SEAT_REF = re.compile("\ue000(\\d+)\ue001")


def seat_ref(seat: int) -> str:
    """`seat` in a phone line, named as the rest of the page names it: the player's name
    and the seat's mark, "You" for the page's own seat (the view knows colours, not the
    players' names; `phones/seatview.py` and the page fill it in).

    >>> SEAT_REF.sub(lambda m: "Bo", f"{seat_ref(1)} 12")
    'Bo 12'
    """
    return f"\ue000{seat}\ue001"


#: the game's own part of a view (a frozen dataclass per game)
G_co = TypeVar("G_co", covariant=True)


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat as everybody sees it."""

    #: how far the seat is towards the game's goal (`Game.progress_goal`): pawns HOME,
    #: tours completed, pawn cards HOME
    progress: int = 0
    #: cards in hand, for games with hands (None: the game has no hands)
    cards: int | None = None
    #: a few words about the seat ("team 1", "President", "safe"), may be empty
    note: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class View(Generic[G_co]):
    """The shared part of every game's view, for `viewer` (None: a spectator), and the
    game's own part in `game`."""

    players: int
    viewer: int | None
    #: colour of each seat, an index into `Game.colours`
    colours: tuple[int, ...]
    #: whose turn it is (the header); None when the game is over
    turn: int | None
    #: who must decide now, possibly out of turn; None when the game is over
    decider: int | None
    seats: tuple[SeatView, ...]
    #: the game's own part (only what `viewer` may see): a frozen dataclass
    game: G_co
    #: turns played so far
    turns: int = 0
    #: what the seat deciding now does, in the 3rd person, for the words under its name
    #: in the header ("moves Blue's pawns", "chooses a piece to turn black"): the turn
    #: player's, or the task of a seat deciding out of turn; may be empty
    turn_note: str = ""
    #: one line about the position for the side panel, may be empty
    status: str = ""
    teams: tuple[tuple[int, ...], ...] = ()
    outcome: Outcome | None = None

    @property
    def over(self) -> bool:
        return self.outcome is not None
