"""Pass-and-play: who holds the screen, and so whose hidden cards may be drawn.

With one human, that human always holds it. With several humans in a game that hides
cards, the screen changes hands behind a curtain: a human's hand is face up only while
that human holds the screen. The screen is let go as soon as the holder's decision is
made and somebody else decides next (a computer or another human) — before anything
else is drawn — and the curtain comes up before the next human decides. Undo follows
the screen too: the holder (or, while nobody holds it, the last one who did) may take
back their own last decision: the session decides what (`Session.take_back`).
"""

from __future__ import annotations

from dataclasses import dataclass

from sorry_game.session import NOTHING_TO_TAKE_BACK, Session, TakeBack

#: Undo refused by the setting "Take-backs"
TAKE_BACKS_OFF = "Take-backs are off (Settings)."


@dataclass
class Screen:
    #: the human seats
    humans: list[int]
    #: this setup deals cards a seat may not see: a curtain between humans
    hidden: bool
    #: the human holding the screen (None while nobody does)
    holder: int | None = None
    #: the last human who held it (the curtain offers them a take-back)
    last: int | None = None
    #: a curtain is up, waiting for the next human to take the screen
    curtain_up: bool = False
    #: seconds until the curtain comes up (the mover looks at the landed move first)
    curtain_in: float = 0.0

    def __post_init__(self) -> None:
        if len(self.humans) == 1:
            self.holder = self.last = self.humans[0]

    @property
    def passing(self) -> bool:
        """Several humans share the screen in a game that hides cards."""
        return self.hidden and len(self.humans) > 1

    def viewer(self) -> int | None:
        """Whose hidden cards may be drawn: the only human, or the human holding the
        screen (None while nobody does)."""
        return self.humans[0] if len(self.humans) == 1 else self.holder

    def needs_curtain(self, seat: int | None) -> bool:
        """`seat` must take the screen before it may decide."""
        return seat is not None and self.passing and seat in self.humans and seat != self.holder

    def take(self, seat: int) -> None:
        """`seat` holds the screen now (the curtain is down)."""
        self.curtain_up = False
        self.curtain_in = 0.0
        self.holder = self.last = seat

    def decided(self, next_decider: int | None) -> None:
        """The holder's decision is made: when somebody else decides next, the screen
        is let go at once (their hand is hidden before anything else is drawn)."""
        if self.passing and next_decider != self.holder:
            self.holder = None

    def undo_seat(self, deciding: int | None) -> int | None:
        """Who may take back a move now: with one human, that human; passing the
        screen, its holder (or the last one); else the human deciding now."""
        if len(self.humans) == 1:
            return self.humans[0]
        if self.passing:
            return self.holder if self.holder is not None else self.last
        return deciding if deciding in self.humans else self.last

    def take_back(self, session: Session, on: bool = True, by: int | None = None) -> TakeBack:
        """What Undo would do now for `by` (default: who may undo, `undo_seat`): what
        the session says (`Session.take_back`), unless take-backs are off (`on`)."""
        if by is None:
            by = self.undo_seat(session.state.current_player())
        if not on:
            return TakeBack(by, 0, TAKE_BACKS_OFF)
        return session.take_back(by) if by is not None else TakeBack(by, 0, NOTHING_TO_TAKE_BACK)
