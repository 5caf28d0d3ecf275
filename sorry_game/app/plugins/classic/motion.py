"""Sorry! with the hand of five (option C-14): a played card flies from where it was
held to its place face up on the board — from its slot in the viewer's hand, or from
the START circle of the player who played it (whose hand is not shown).

The flight is a token ("card", "played") with the style "play:<card>" travelling from
a rectangle (x, y, w, h) to the face-up card's place (`CardFlight` draws it).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from sorry_game.app.table.animator import Step, Tween
from sorry_game.engine.events import Event
from sorry_game.games.board.events import CardPlayed

PLAY_TIME = 0.35
LAND_PAUSE = 0.15

Box = tuple[int, int, int, int]


def play_flights(
    steps: Sequence[Step],
    events: Sequence[Event],
    face_before: int | None,
    source: Callable[[CardPlayed], Box | None],
) -> list[Step]:
    """`steps` with each played card's step ("play", setting the face-up card) turned
    into its flight from `source(event)` then its landing; the face-up card stays the
    one before (`face_before`) while it flies."""
    played = [e for e in events if isinstance(e, CardPlayed)]
    out: list[Step] = []
    for step in steps:
        ev = next((e for e in played if step.props.get("card") == e.card), None)
        box = source(ev) if ev is not None and step.sound == "play" else None
        if ev is None or box is None:
            out.append(step)
            continue
        played.remove(ev)
        flight = Tween(("card", "played"), [box, None], f"play:{ev.card}")
        out.append(Step([flight], PLAY_TIME, "play", {"card": face_before}))
        out.append(Step([], 0.0, None, {"card": ev.card}, pause=LAND_PAUSE))
    return out


def box_of(rect: pygame.Rect) -> Box:
    return (rect.x, rect.y, rect.width, rect.height)


__all__ = ["PLAY_TIME", "box_of", "play_flights"]
