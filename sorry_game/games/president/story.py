"""The story of a Sorry My Ass! game for Results and the statistics: how far each seat's
pawns have come, and which events are worth a line (bumps, a new President, the win)."""

from __future__ import annotations

from sorry_game.engine.events import Event
from sorry_game.games.board.geometry import HOME, PROGRESS
from sorry_game.games.president.state import PresidentState

#: what the length of a game is counted in
UNIT = "turns"
#: the steps of one pawn from START to HOME (C-1)
PATH = PROGRESS[0][HOME]
#: the events that make a line of the story
MOMENTS = ("bump", "president", "win")


def length(state: PresidentState) -> int:
    """Turns played."""
    return state.turns


def progress(state: PresidentState) -> tuple[float, ...]:
    """Per seat, the share of its four pawns' paths covered (0: all in START, 1: all HOME)."""
    return tuple(state.progress(s) / (4 * PATH) for s in range(len(state.rules.colours)))


def moment(event: Event, names: list[str]) -> str | None:
    """A line for a bump, a new President or the win; None for any other event."""
    return event.describe(names) if event.kind in MOMENTS else None
