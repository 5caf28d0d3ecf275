"""The Sorry! board's events as animation steps: pawns walking their path square by
square, sweeping along a slide, flying back to START when bumped, swapping in an arc
(11), swooping from START (SORRY!), a burst of confetti when one reaches HOME; the card
played or drawn.

Pawns are the animator's tokens (their ids, ints) travelling through board positions;
a tween's style says how it travels (see `motion.py`).
"""

from __future__ import annotations

from collections.abc import Sequence

from sorry_game.app.table.animator import Step, Tween
from sorry_game.app.table.bursts import Burst
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
    HOME,
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
HOME_PAUSE = 0.35  # a moment for the HOME celebration before the game goes on


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


def home_step(ev: PawnMoved) -> Step | None:
    """A short celebration when a pawn reaches HOME (None otherwise)."""
    if ev.dest != HOME or ev.src == HOME:
        return None
    colour = ev.pawn >> 2
    burst = Burst(("home", colour), colour, seed=ev.pawn * 97 + ev.src)
    return Step([], 0.0, None, pause=HOME_PAUSE, bursts=[burst])


def board_steps(events: Sequence[Event]) -> list[Step]:
    """Animation steps for the Sorry! board events of one action: moves square by
    square, slides along the slide, bumps flying back to START, a switch as one
    exchange in an arc, SORRY! as a swoop from START, then whom it bumped; HOME
    celebrated."""
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
            if how == "sorry":  # it swoops onto the square, then the bumped pawn flies
                swoop = Tween(ev.pawn, [ev.src, ev.dest], "swoop")
                steps.append(Step([swoop], JUMP_TIME * 1.2, "move"))
                flush()
                continue
            flush()
            if how == "switch":
                tweens = [Tween(ev.pawn, [ev.src, ev.dest], "switch")]
                other = _switched(events[i + 1 :])
                if other is not None:
                    tweens.append(Tween(other.pawn, [other.src, other.dest], "switch"))
                steps.append(Step(tweens, JUMP_TIME * 1.3, "move"))
            elif how == "leave":
                steps.append(Step([Tween(ev.pawn, [ev.src, ev.dest])], JUMP_TIME, "move"))
            else:
                path = move_path(ev.pawn, ev.src, ev.dest)
                dur = min(MAX_MOVE, max(MIN_MOVE, STEP_TIME * (len(path) - 1)))
                steps.append(Step([Tween(ev.pawn, path)], dur, "move"))
            home = home_step(ev)
            if home is not None:
                steps.append(home)
        elif isinstance(ev, PawnBumped):
            bumps.append(Tween(ev.pawn, [ev.src, START], "fly"))
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
            # the card of the next decision (the next seat's, or a 2's again): it
            # begins the next moment (`Step.turn`)
            steps.append(Step([], 0.0, "draw", {"card": ev.card}, turn=True))
        elif kind in ("forfeit", "discard", "shuffle", "win"):
            flush()
            props = {"card": ev.card} if isinstance(ev, CardDiscarded) else {}
            steps.append(Step([], 0.0, kind, props))
    flush()
    return steps


__all__ = ["board_steps", "home_step", "move_path"]
