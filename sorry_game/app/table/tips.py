"""The tips overlay: one line that explains the decision in front of the player, and the
pointer that rings the thing to click (the guided first game uses both).

The words are the game's: its plugin package may hold a `tips` module with

    def tip(view: View, options: Sequence[Choice], chosen: Sequence[Choice]) -> str

(per card / per phase tables of plain player words). A game without one gets the
engine's own question (the prompt), so the overlay works for every game, and a broken
tips module is an error naming it (never a silent fallback).

The table places the box by its one rule for messages (`overlays.py`: next to what it
points at, covering nothing on the table, else in the side panel); here is the pointer
that rings the target and the arrow from the box to it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import cache
from typing import Any

import pygame

from sorry_game.app.draw import Palette, mix
from sorry_game.app.table.plugin import plugin_module
from sorry_game.engine.errors import PartError
from sorry_game.engine.interface import Game
from sorry_game.engine.parts import optional_part
from sorry_game.engine.picking import Choice
from sorry_game.engine.view import View

#: a game's words for a decision: tip(view, options, chosen) -> one line
TipFn = Callable[[View[Any], Sequence[Choice], Sequence[Choice]], str]


def tips_module(game: Game) -> str:
    """Where a game's tips live: the `tips` module of its plugin package."""
    return f"{plugin_module(game)}.tips"


def tip_function(game: Game) -> TipFn | None:
    """The game's `tip` function, or None when its plugin has no tips module."""
    return _tip_function(tips_module(game), game.id)


@cache
def _tip_function(name: str, game_id: str) -> TipFn | None:
    module = optional_part(game_id, "tips", name)
    if module is None:
        return None
    fn = getattr(module, "tip", None)
    if not callable(fn):
        raise PartError(game_id, "tips", name, "it has no tip(view, options, chosen)")
    return fn


def tip_text(
    game: Game, view: View[Any], options: Sequence[Choice], chosen: Sequence[Choice], prompt: str
) -> str:
    """The line for this decision: the game's words, else the engine's question."""
    fn = tip_function(game)
    text = fn(view, options, chosen) if fn is not None else ""
    return text or prompt


#: the pixels between the pointer's ring (its dark band) and what it goes round
RING_GAP = 1


def ring_bands(unit: int) -> tuple[int, int]:
    """(the light band's width, each dark band's) of the pointer's ring."""
    width = max(3, round(unit * 0.22))
    return width, max(2, width // 2)


def ring_rect(target: pygame.Rect, time: float, unit: int = 16) -> pygame.Rect:
    """The pointer's ring around `target`: hugging it — its bands clear `target` by
    RING_GAP, so that they cover nothing it holds (a card's number key and "x2" badge,
    issue 39) — and breathing outward with `time`."""
    width, band = ring_bands(unit)
    grow = round(2 * (0.5 + 0.5 * math.sin(time * 5.0)))
    m = width + band + RING_GAP + grow
    return target.inflate(2 * m, 2 * m)


def own_room(target: pygame.Rect, room: pygame.Rect) -> bool:
    """Whether `target` is its own room (`Target.room`: a board's square, whose ring
    hugs it from inside and covers none of the pieces beside it)."""
    return room.contains(target) and room.w <= target.w + 2 and room.h <= target.h + 2


def pointer_ring(
    target: pygame.Rect, time: float, unit: int, room: pygame.Rect | None
) -> tuple[pygame.Rect, int, int]:
    """Where the pointer's ring is drawn, with its light band's width and each dark
    band's: round `target` (`ring_rect`), drawn in from its room's edge; a thin frame
    just inside a target that is its own room (a board's square: `own_room`)."""
    ring = ring_rect(target, time, unit)
    width, band = ring_bands(unit)
    if room is not None and own_room(target, room):
        width, band = max(2, width // 2), max(1, band // 2)
        grow = round(0.5 + 0.5 * math.sin(time * 5.0))
        return target.inflate(-2 * (band + grow), -2 * (band + grow)), width, band
    if room is not None:
        ring = ring.clip(room.inflate(-2 * band, -2 * band)) or ring
    return ring, width, band


def arrow_ends(
    ring: pygame.Rect, box: pygame.Rect, side: bool = False
) -> tuple[tuple[float, float], tuple[float, float]] | None:
    """Where the arrow runs: from the box's edge nearest the target to the ring's edge
    (None when the box touches the ring); with `side`, from the box's left or right
    edge, at the height nearest the target (its way round what is under the box)."""
    if box.colliderect(ring):
        return None
    start = (
        min(max(ring.centerx, box.left + 10), box.right - 10),
        box.top if ring.centery < box.top else box.bottom,
    )
    if box.top <= ring.centery <= box.bottom:
        start = (box.left if ring.centerx < box.left else box.right, box.centery)
    if side:
        y = min(max(ring.centery, box.top + 10), box.bottom - 10)
        start = (box.left if ring.centerx < box.centerx else box.right, y)
    end = (
        min(max(start[0], ring.left), ring.right),
        min(max(start[1], ring.top), ring.bottom),
    )
    return start, end


def clear_arrow(
    target: pygame.Rect,
    box: pygame.Rect,
    things: Sequence[pygame.Rect],
    room: pygame.Rect | None = None,
) -> bool | None:
    """The arrow to `target` that crosses none of `things` (cards, pieces, words) but
    the target's own: False from the box's nearest edge, True from its side, None for
    none (an arrow over four cards' faces pointed at none of them: the ring alone
    shows the target). Judged at the ring's smallest (its longest arrow): no flicker;
    inside `target` where it is its own room (`own_room`)."""
    inside = room is not None and own_room(target, room)
    ring = pygame.Rect(target) if inside else ring_rect(target, -math.pi / 10)
    for side in (False, True):
        ends = arrow_ends(ring, box, side)
        if ends is None:
            return side
        (x0, y0), (x1, y1) = ends
        line = (round(x0), round(y0), round(x1), round(y1))
        if not any(r.clipline(line) for r in things if not r.colliderect(target)):
            return side
    return None


def draw_pointer(
    surface: pygame.Surface,
    pal: Palette,
    target: pygame.Rect,
    box: pygame.Rect,
    time: float,
    unit: int = 16,
    arrow: bool = True,
    side: bool = False,
    room: pygame.Rect | None = None,
    under: Sequence[pygame.Rect] = (),
    tray: bool = False,
) -> None:
    """A pulsing ring around `target` (light between dark bands, so that it shows on a
    piece of its own colour) and (with `arrow`) an arrow to it from the tip's box (from
    its side with `side`: `arrow_ends`). The ring stays inside `room` (a hand's tray,
    the play area: it spilled over the tray's edge), drawn in from its edge, and passes
    under `target` and `under` (the other options with their keys and badges): what it
    would cover there is drawn back over it (in a `tray`, a hand's, all but its bare
    floor, where the ring's side runs between two cards). A target that is its own
    room (a board's square, `own_room`) gets a thinner ring just inside its edge: round
    it, the ring covered the pieces on the squares beside it."""
    ink = pal["highlight"]
    shade = mix(ink, (0, 0, 0), 0.65)
    ring, width, band = pointer_ring(target, time, unit, room)
    inside = room is not None and own_room(target, room)
    # corners no rounder than the ring is wide of `target`: a round corner cut across
    # the target's corner (a card's badge)
    margin = min(target.left - ring.left, ring.right - target.right, width + band)
    radius = max(2, min(min(ring.width, ring.height) // 3, margin))
    area = surface.get_rect()
    drawn_back = (*under,) if inside else (target, *under)
    spots = [r for r in (area.clip(x) for x in drawn_back) if r.width and r.height]
    kept = [(r, surface.subsurface(r).copy()) for r in spots]
    if tray and room is not None and not inside:
        # the neighbours come back but their room's bare floor: their boxes touch the
        # target's, and a side of the ring between them was drawn back over whole
        # (the 2s' frame had no left edge, issue 39)
        spot = (target.centerx, (room.top + target.top) // 2)  # where the ring's top runs
        if area.collidepoint(spot) and room.collidepoint(spot):
            floor = surface.get_at(spot)
            for _r, patch in kept[1:]:
                patch.set_colorkey(floor)
    clip = surface.get_clip()
    if room is not None:
        surface.set_clip(clip.clip(room))
    pygame.draw.rect(
        surface, shade, ring.inflate(band * 2, band * 2), width + band * 2, radius + band
    )
    pygame.draw.rect(surface, ink, ring, width, border_radius=radius)
    surface.set_clip(clip)
    for r, patch in kept:
        surface.blit(patch, r)
    ends = arrow_ends(ring, box, side) if arrow else None
    if ends is None:
        return
    start, end = ends
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy)
    if length < 8:
        return
    ux, uy = dx / length, dy / length
    head = max(12, width * 4)
    tip = (end[0] - ux * band, end[1] - uy * band)  # it touches the ring's dark band
    base = (tip[0] - ux * head, tip[1] - uy * head)
    pygame.draw.line(surface, shade, start, base, width + band * 2)
    pygame.draw.line(surface, ink, start, base, width)
    wing = (-uy * head * 0.6, ux * head * 0.6)
    points = [tip, (base[0] + wing[0], base[1] + wing[1]), (base[0] - wing[0], base[1] - wing[1])]
    pygame.draw.polygon(surface, shade, points)
    inner = [
        (tip[0] - ux * band, tip[1] - uy * band),
        (base[0] + wing[0] * 0.7 + ux * 2, base[1] + wing[1] * 0.7 + uy * 2),
        (base[0] - wing[0] * 0.7 + ux * 2, base[1] - wing[1] * 0.7 + uy * 2),
    ]
    pygame.draw.polygon(surface, ink, inner)


__all__ = [
    "TipFn",
    "arrow_ends",
    "clear_arrow",
    "draw_pointer",
    "ring_rect",
    "tip_function",
    "tip_text",
    "tips_module",
]
