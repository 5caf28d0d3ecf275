"""The cards of Sorry! in the air (`CardFlight` in the board's motion draws them):

- a drawn card turns over on its way from the pile to its place: a token ("card",
  "drawn") with the style "draw:<card>";
- with the hand of five (option C-14), a played card flies from where it was held to
  its place face up — from its slot in the viewer's hand, or from the START circle of
  the player who played it (whose hand is not shown): a token ("card", "played") with
  the style "play:<card>" travelling from a rectangle (x, y, w, h).

The board's steps only set the face-up card (`board_steps`); these turn those steps
into flights.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from sorry_game.app.table.animator import Step, Tween
from sorry_game.engine.events import Event
from sorry_game.games.board.events import CardPlayed

PLAY_TIME = 0.35
DRAW_TIME = 0.35
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


def draw_flights(steps: Sequence[Step]) -> list[Step]:
    """`steps` with each drawn card ("draw", setting the face-up card) turning over on
    its way from the pile; the place stays empty while it flies."""
    out: list[Step] = []
    for step in steps:
        card = step.props.get("card")
        if step.sound != "draw" or step.tweens or not isinstance(card, int):
            out.append(step)
            continue
        flip = Tween(("card", "drawn"), [0, 1], f"draw:{card}")
        out.append(Step([flip], DRAW_TIME, "draw", {"card": None}, turn=step.turn))
        out.append(Step([], 0.0, None, {"card": card}, pause=step.pause))
    return out


def box_of(rect: pygame.Rect) -> Box:
    return (rect.x, rect.y, rect.width, rect.height)


__all__ = ["DRAW_TIME", "PLAY_TIME", "box_of", "draw_flights", "play_flights"]
