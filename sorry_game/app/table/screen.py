"""Pass-and-play: who holds the screen, and so whose hidden cards may be drawn.

With one human, that human always holds it. With several humans in a game that hides
cards, the screen changes hands behind a curtain: the curtain comes up before a human
decides (once the previous move has landed), and only the human holding the screen has
their hand in the view. Undo follows the screen too: only the holder may take back
their own last move.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Screen:
    #: the human seats
    humans: list[int]
    #: this setup deals cards a seat may not see: a curtain between humans
    hidden: bool
    #: the human holding the screen (None until one has taken it)
    holder: int | None = None
    #: a curtain is up, waiting for the next human to take the screen
    curtain_up: bool = False
    #: seconds until the curtain comes up (the mover looks at the landed move first)
    curtain_in: float = 0.0

    def __post_init__(self) -> None:
        if len(self.humans) == 1:
            self.holder = self.humans[0]

    def viewer(self) -> int | None:
        """Whose hidden cards may be drawn: the only human, or the human holding the
        screen (None until one has taken it)."""
        return self.humans[0] if len(self.humans) == 1 else self.holder

    def needs_curtain(self, seat: int | None) -> bool:
        """`seat` must take the screen before it may decide."""
        return (
            seat is not None
            and self.hidden
            and len(self.humans) > 1
            and seat in self.humans
            and seat != self.holder
        )

    def undo_seat(self, deciding: int | None) -> int | None:
        """Who may take back a move now: the human holding the screen (or, where
        nothing is hidden, the seat deciding)."""
        return self.holder if self.hidden and len(self.humans) > 1 else deciding

    def take(self, seat: int) -> None:
        """`seat` holds the screen now (the curtain is down)."""
        self.curtain_up = False
        self.curtain_in = 0.0
        self.holder = seat
