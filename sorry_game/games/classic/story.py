"""The story of a Sorry! game for Results and the statistics: how far each seat's pawns
have come, and which events are worth a line (bumps, SORRY!s, the win)."""

from __future__ import annotations

from collections.abc import Sequence

from sorry_game.engine.events import Event
from sorry_game.games.board.events import PawnBumped, PawnMoved, pawn_label
from sorry_game.games.board.geometry import ranked_progress
from sorry_game.games.classic.state import ClassicState

#: what the length of a game is counted in
UNIT = "turns"


def length(state: ClassicState) -> int:
    """Turns played."""
    return state.turns


def progress(state: ClassicState) -> tuple[float, ...]:
    """Per seat, its pawns HOME (a quarter each) and how far the others have come: in
    the order of the ranking (`geometry.ranked_progress`)."""
    return tuple(
        ranked_progress(state.home_count(s), state.progress(s)) for s in range(state.rules.players)
    )


def moments(events: Sequence[Event], names: list[str]) -> list[tuple[str, str]]:
    """One action's lines: a SORRY! and the pawn it bumps are one (C-12), every other
    event worth telling its own.

    >>> from sorry_game.games.board.geometry import START
    >>> moments([PawnBumped(5, 20), PawnMoved(0, START, 20, "sorry")], [])
    [('bump', 'SORRY! Red pawn 1 bumps Blue pawn 2 back to START')]
    """
    sorry = next((e for e in events if isinstance(e, PawnMoved) and e.how == "sorry"), None)
    taken = None
    if sorry is not None:
        taken = next((e for e in events if isinstance(e, PawnBumped) and e.src == sorry.dest), None)
    lines = []
    for event in events:
        if event is taken:
            continue
        if event is sorry and taken is not None:
            text = f"SORRY! {pawn_label(sorry.pawn)} bumps {pawn_label(taken.pawn)} back to START"
            lines.append(("bump", text))
            continue
        told = moment(event, names)
        if told:
            lines.append((event.kind, told))
    return lines


def moment(event: Event, names: list[str]) -> str | None:
    """A line for a bump, a SORRY! or the win; None for any other event."""
    if event.kind == "move" and getattr(event, "how", "") == "sorry":
        return "SORRY! " + event.describe(names)
    if event.kind in ("bump", "win"):
        return event.describe(names)
    return None
