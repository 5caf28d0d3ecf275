"""The story of a Sorry! game for Results and the statistics: how far each seat's pawns
have come, and which events are worth a line (bumps, SORRY!s, the win)."""

from __future__ import annotations

from sorry_game.engine.events import Event
from sorry_game.games.board.geometry import HOME, PROGRESS
from sorry_game.games.classic.state import ClassicState

#: what the length of a game is counted in
UNIT = "turns"
#: the steps of one pawn from START to HOME (C-1)
PATH = PROGRESS[0][HOME]


def length(state: ClassicState) -> int:
    """Turns played."""
    return state.turns


def progress(state: ClassicState) -> tuple[float, ...]:
    """Per seat, the share of its four pawns' paths covered (0: all in START, 1: all HOME)."""
    return tuple(state.progress(s) / (4 * PATH) for s in range(state.rules.players))


def moment(event: Event, names: list[str]) -> str | None:
    """A line for a bump, a SORRY! or the win; None for any other event."""
    if event.kind == "move" and getattr(event, "how", "") == "sorry":
        return "SORRY! " + event.describe(names)
    if event.kind in ("bump", "win"):
        return event.describe(names)
    return None
