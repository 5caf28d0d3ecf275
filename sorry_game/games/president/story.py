"""The story of a Sorry My Ass! game for Results and the statistics: how far each seat's
pawns have come, and which events are worth a line (bumps, a new President, the win)."""

from __future__ import annotations

from sorry_game.engine.events import Event, who
from sorry_game.games.board.geometry import ranked_progress
from sorry_game.games.president.events import TrickWon
from sorry_game.games.president.state import PresidentState

#: what the length of a game is counted in
UNIT = "turns"
#: the events that make a line of the story
MOMENTS = ("bump", "president", "win")


def length(state: PresidentState) -> int:
    """Turns played."""
    return state.turns


def progress(state: PresidentState) -> tuple[float, ...]:
    """Per seat, its pawns HOME (a quarter each) and how far the others have come: in
    the order of the ranking (`geometry.ranked_progress`)."""
    return tuple(
        ranked_progress(state.home_count(s), state.progress(s))
        for s in range(len(state.rules.colours))
    )


def moment(event: Event, names: list[str]) -> str | None:
    """A line for a bump, a new President or the win; None for any other event."""
    return event.describe(names) if event.kind in MOMENTS else None


def luck_lines(events: list[Event], names: list[str]) -> list[str]:
    """What a stretch of the others' plays showed, for the review's swings of luck
    (the hands are dealt once a round: between a seat's decisions its chance moves on
    what the others turn out to hold): the trick and who took it ("the trick to Cy")."""
    out = []
    for event in events:
        if isinstance(event, TrickWon):
            name = who(event.player, names)
            out.append(f"the trick to {'you' if name == 'You' else name}")
    return out
