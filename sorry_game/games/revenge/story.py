"""The story of a Sorry! Revenge game for Results and the statistics: each seat's pawn
cards flipped towards the goal (R-12, R-13), and which events are worth a line (steals,
blocks, busts, the win)."""

from __future__ import annotations

from sorry_game.engine.events import Event
from sorry_game.games.revenge.state import RevengeState

#: what the length of a game is counted in
UNIT = "turns"
#: the events that make a line of the story
MOMENTS = ("steal", "block", "bust", "win")


def length(state: RevengeState) -> int:
    """Turns played."""
    return state.turns


def progress(state: RevengeState) -> tuple[float, ...]:
    """Per seat, the pawn cards flipped as a share of the flips that win."""
    goal = max(1, state.rules.goal)
    return tuple(min(1.0, max(0.0, f / goal)) for f in state.flips)


def moment(event: Event, names: list[str]) -> str | None:
    """A line for a steal, a block, a bust or the win; None for any other event."""
    return event.describe(names) if event.kind in MOMENTS else None
