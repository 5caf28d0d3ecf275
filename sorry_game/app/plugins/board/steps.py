"""The Sorry! board's events as animation steps: pawns moving along their path, sliding
along a slide, bumped back to START, switching places; the card played or drawn.

Pawns are the animator's tokens (their ids, ints) travelling through board positions.
"""

from __future__ import annotations

from collections.abc import Sequence

from sorry_game.app.table.animator import Step, Tween
from sorry_game.engine.events import Event
from sorry_game.games.board.events import (
    CardDiscarded,
    CardDrawn,
    CardPlayed,
    PawnBumped,
    PawnMoved,
    PawnSlid,
)
from sorry_game.games.board.geometry import (
    BACKWARD,
    FORWARD,
    MAX_STEPS,
    START,
    backward_path,
    forward_path,
)

STEP_TIME = 0.11  # seconds per square of a move
MIN_MOVE = 0.28
MAX_MOVE = 1.2
SLIDE_TIME = 0.45
BUMP_TIME = 0.45
JUMP_TIME = 0.40  # leave START, SORRY!, switch


def move_path(pawn: int, src: int, dest: int) -> list[int]:
    """The squares a pawn passes moving from src to dest (forward or backward).

    >>> move_path(0, 58, 1), move_path(0, 5, 1), move_path(0, 66, 4)
    ([58, 59, 0, 1], [5, 4, 3, 2, 1], [66, 4])
    """
    colour = pawn >> 2
    if src < START and src != dest:
        fwd = FORWARD[colour][src]
        for n in range(1, MAX_STEPS):
            if fwd[n] == dest:
                return [src, *forward_path(colour, src, n)]
        back = BACKWARD[colour][src]
        for n in range(1, MAX_STEPS):
            if back[n] == dest:
                return [src, *backward_path(colour, src, n)]
    return [src, dest]


def _switched(events: Sequence[Event]) -> PawnMoved | None:
    """The opponent's pawn of a switch (animated together with the mover)."""
    for e in events:
        if isinstance(e, PawnMoved) and e.how == "switched":
            return e
    return None


def board_steps(events: Sequence[Event]) -> list[Step]:
    """Animation steps for the Sorry! board events of one action: moves along their
    path, slides along the slide, bumps back to START, a switch as one exchange."""
    steps: list[Step] = []
    bumps: list[Tween] = []

    def flush() -> None:
        if bumps:
            steps.append(Step(list(bumps), BUMP_TIME, "bump"))
            bumps.clear()

    events = list(events)
    for i, ev in enumerate(events):
        kind = ev.kind
        if isinstance(ev, PawnMoved):
            how = ev.how
            if how == "switched":
                continue  # animated with its switch
            if how == "sorry":
                steps.append(
                    Step([*bumps, Tween(ev.pawn, [ev.src, ev.dest])], JUMP_TIME * 1.2, "bump")
                )
                bumps.clear()
                continue
            flush()
            if how == "switch":
                tweens = [Tween(ev.pawn, [ev.src, ev.dest])]
                other = _switched(events[i + 1 :])
                if other is not None:
                    tweens.append(Tween(other.pawn, [other.src, other.dest]))
                steps.append(Step(tweens, JUMP_TIME * 1.3, "move"))
            elif how == "leave":
                steps.append(Step([Tween(ev.pawn, [ev.src, ev.dest])], JUMP_TIME, "move"))
            else:
                path = move_path(ev.pawn, ev.src, ev.dest)
                dur = min(MAX_MOVE, max(MIN_MOVE, STEP_TIME * (len(path) - 1)))
                steps.append(Step([Tween(ev.pawn, path)], dur, "move"))
        elif isinstance(ev, PawnBumped):
            bumps.append(Tween(ev.pawn, [ev.src, START]))
        elif isinstance(ev, PawnSlid):
            steps.append(
                Step([Tween(ev.pawn, [ev.src, ev.dest], "slide"), *bumps], SLIDE_TIME, "slide")
            )
            bumps.clear()
        elif isinstance(ev, CardPlayed):
            flush()
            steps.append(Step([], 0.0, "play", {"card": ev.card}, pause=0.15))
        elif isinstance(ev, CardDrawn):
            flush()
            steps.append(Step([], 0.0, "draw", {"card": ev.card}))
        elif kind in ("forfeit", "discard", "shuffle", "win"):
            flush()
            props = {"card": ev.card} if isinstance(ev, CardDiscarded) else {}
            steps.append(Step([], 0.0, kind, props))
    flush()
    return steps


__all__ = ["board_steps", "move_path"]
