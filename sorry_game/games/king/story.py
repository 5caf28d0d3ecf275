"""The story of a Sorry, King! game for Results and the statistics: each side's way
towards four tours of the ring (K-11d), and which events are worth a line (captured
checkers, pieces changing colour, tours, the end)."""

from __future__ import annotations

from sorry_game.engine.events import Event
from sorry_game.games.king.checkers import steps_travelled
from sorry_game.games.king.ring import RING_SIZE
from sorry_game.games.king.rules import TOURS_TO_WIN
from sorry_game.games.king.state import KingState

#: what the length of a game is counted in
UNIT = "turns"
#: the events that make a line of the story
MOMENTS = ("bump", "convert", "tour", "win", "draw")


def length(state: KingState) -> int:
    """Turns played (a chess move and its checker move)."""
    return state.turns


def progress(state: KingState) -> tuple[float, ...]:
    """Per side, tours completed plus the way the leading checker on the ring has come,
    as a share of the tours that win."""
    checkers = state.checkers
    out = []
    for seat in range(2):
        ahead = max(
            (steps_travelled(state.rules, seat, sq) for sq in checkers.on_ring(seat)), default=0
        )
        done = checkers.finished[seat] + ahead / RING_SIZE
        out.append(min(1.0, done / TOURS_TO_WIN))
    return tuple(out)


def moment(event: Event, names: list[str]) -> str | None:
    """A line for a captured checker, a piece changing colour, a tour or the end: the
    event's short headline ("Ada captures a checker!") where it has one."""
    if event.kind not in MOMENTS:
        return None
    return event.headline(names) or event.describe(names)
