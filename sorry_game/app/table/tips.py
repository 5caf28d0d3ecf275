"""The tips overlay: one line that explains the decision in front of the player, and the
pointer that rings the thing to click (the guided first game uses both).

The words are the game's: its plugin package may hold a `tips` module with

    def tip(view: View, options: Sequence[Choice], chosen: Sequence[Choice]) -> str

(per card / per phase tables of plain player words). A game without one gets the
engine's own question (the prompt), so the overlay works for every game, and a broken
tips module is an error naming it (never a silent fallback).

The box goes where it covers no option of the decision and the least of the table: in
a free band beside the play area (the window's margin above or under it), on the play
area (under or over its middle, or in a corner), else over the move log of the side
panel. Of equally clear places, the one nearest the thing it points at wins: its arrow
is short and crosses little.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

import pygame

from sorry_game.app.draw import Palette, blit_text, mix, text_width, wrap_text
from sorry_game.app.table.plugin import plugin_module
from sorry_game.engine.errors import PartError
from sorry_game.engine.interface import Game
from sorry_game.engine.parts import optional_part
from sorry_game.engine.picking import Choice
from sorry_game.engine.view import View

#: a game's words for a decision: tip(view, options, chosen) -> one line
TipFn = Callable[[View[Any], Sequence[Choice], Sequence[Choice]], str]
#: the box holds at most this many wrapped lines (a tip is one sentence)
MAX_LINES = 3


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


@dataclass
class TipBox:
    """Where the tip is drawn: its box, its wrapped lines and their size."""

    rect: pygame.Rect
    lines: list[str]
    size: int
    #: the room kept at the right for a button (Skip tutorial), empty without one
    button: pygame.Rect


def text_size(unit: int) -> int:
    """The tip's text size: the panel's body size."""
    return max(12, int(unit * 1.0))


def layout_tip(
    text: str,
    area: pygame.Rect,
    spare: pygame.Rect,
    avoid: Sequence[pygame.Rect],
    unit: int,
    button: str = "",
    near: pygame.Rect | None = None,
    flatness: Callable[[pygame.Rect], float] | None = None,
    margins: Sequence[pygame.Rect] = (),
) -> TipBox:
    """The box for `text`: in a free band of `margins` it fits in, or on the play area
    (under or over its middle, or in a corner), where it covers nothing in `avoid` and,
    given `flatness`, the least of what is drawn there (of equals, the place nearest
    `near`); else on `spare` (the move log). A target `near` outside the play area (a
    button of the panel) puts the box on `spare` first, next to it. The box is as
    narrow as its words allow."""
    size = text_size(unit)
    pad = max(6, size // 2)
    bw = text_width(button, size * 0.85, True) + pad * 2 if button else 0
    line_h = int(size * 1.35)
    places = [area, spare]
    if near is not None and not area.contains(near):
        places.reverse()
    candidates: list[tuple[pygame.Rect, list[str], bool]] = []
    for place in places:
        most = MAX_LINES if place is area else MAX_LINES + 2
        room = min(place.width - 8, max(unit * 26, int(place.width * 0.7)))
        beside = bool(bw) and room - bw - pad * 3 >= unit * 14  # else the button goes under
        text_room = max(40, room - pad * 2 - (bw + pad if beside else 0))
        lines = wrap_text(text, size, text_room)[:most]
        used = max(text_width(line, size) for line in lines) if lines else 0
        width = min(room, max(used + pad * 2 + (bw + pad if beside else 0), bw + pad * 2))
        height = len(lines) * line_h + pad * 2
        if bw:
            height = max(height, int(size * 1.9) + pad * 2) if beside else height + int(size * 2)
        box = pygame.Rect(0, 0, width, height)
        if place is area:
            margin = max(4, unit // 2)
            spots = []
            places_on_area = [
                ("midbottom", (area.centerx, area.bottom - margin)),
                ("midtop", (area.centerx, area.top + margin)),
                ("topleft", (area.left + margin, area.top + margin)),
                ("topright", (area.right - margin, area.top + margin)),
                ("bottomleft", (area.left + margin, area.bottom - margin)),
                ("bottomright", (area.right - margin, area.bottom - margin)),
                ("center", (area.centerx, area.top + area.height * 0.3)),
                ("center", (area.centerx, area.top + area.height * 0.7)),
            ]
            # a band is as wide as the area, and the box narrower: only its height counts
            bands = [("center", b.center) for b in margins if box.height + 4 <= b.height]
            for anchor, at in places_on_area + bands:
                spot = box.copy()
                setattr(spot, anchor, at)
                spots.append(spot)
            free = [r for r in spots if not any(r.colliderect(a) for a in avoid)]
            if flatness is not None and free:
                free.sort(key=clearness(flatness, near), reverse=True)  # stable
            candidates += [(r, lines, beside) for r in free or spots[:1]]
        else:
            box.midtop = spare.midtop
            box.bottom = min(box.bottom, spare.bottom)  # a short log: the box grows up
            candidates.append((box, lines, beside))
    rect, lines, beside = next(
        (c for c in candidates if not any(c[0].colliderect(a) for a in avoid)),
        candidates[-1],
    )
    hit = pygame.Rect(0, 0, 0, 0)
    if bw:
        hit = pygame.Rect(0, 0, bw, int(size * 1.7))
        if beside:
            hit.midright = (rect.right - pad, rect.centery)
        else:
            hit.bottomright = (rect.right - pad, rect.bottom - pad)
    return TipBox(rect, lines, size, hit)


#: what a pixel of arrow costs against flatness (400 px cost a fifth of a flat place)
ARROW_COST = 1 / 2000


def clearness(
    flatness: Callable[[pygame.Rect], float], near: pygame.Rect | None
) -> Callable[[pygame.Rect], float]:
    """A place's worth: how little it covers (`flatness`), less a little for each pixel
    between it and the target `near` (a long arrow crosses the table too)."""
    if near is None:
        return flatness
    return lambda r: flatness(r) - ARROW_COST * math.dist(r.center, near.center)


def margin_bands(screen: pygame.Rect, area: pygame.Rect, panel: pygame.Rect) -> list[pygame.Rect]:
    """The window's bands above and under the play area (as wide as it) that the side
    panel leaves free: the tip may sit there and cover nothing."""
    bands = [
        pygame.Rect(area.left, screen.top, area.width, area.top - screen.top),
        pygame.Rect(area.left, area.bottom, area.width, screen.bottom - area.bottom),
    ]
    return [b for b in bands if b.height > 0 and not b.colliderect(panel)]


def flatness_on(surface: pygame.Surface) -> Callable[[pygame.Rect], float]:
    """How little is drawn under a box on `surface`: the share of a grid of points that
    have the commonest colour among them (1.0: one flat colour)."""

    def flat(rect: pygame.Rect) -> float:
        r = rect.clip(surface.get_rect())
        if r.width < 2 or r.height < 2:
            return 0.0
        seen: dict[tuple[int, int, int], int] = {}
        for i in range(12):
            for j in range(5):
                x = r.left + (i * 2 + 1) * r.width // 24
                y = r.top + (j * 2 + 1) * r.height // 10
                c = surface.get_at((x, y))
                key = (c[0], c[1], c[2])
                seen[key] = seen.get(key, 0) + 1
        return max(seen.values()) / 60

    return flat


def draw_tip(
    surface: pygame.Surface, pal: Palette, box: TipBox, button: str = "", hover: bool = False
) -> None:
    """The tip: a panel in the theme's colours with an accent edge and a bulb of light."""
    r = box.rect
    size = box.size
    pad = max(6, size // 2)
    radius = max(6, size // 2)
    surface.blit(_layer(r.size, pal["panel"], radius), r)
    pygame.draw.rect(surface, pal["highlight"], r, max(2, size // 8), border_radius=radius)
    line_h = int(size * 1.35)
    top = r.centery - len(box.lines) * line_h / 2
    if box.button.width and box.button.top > r.top + pad + len(box.lines) * line_h // 2:
        top = r.top + pad  # the button is under the words
    for i, line in enumerate(box.lines):
        blit_text(surface, line, size, pal["text"], (r.left + pad, top + i * line_h), "topleft")
    if button and box.button.width:
        b = box.button
        bg = pal["button_hover"] if hover else pal["button"]
        pygame.draw.rect(surface, bg, b, border_radius=b.height // 3)
        pygame.draw.rect(surface, pal["muted_text"], b, 1, border_radius=b.height // 3)
        blit_text(surface, button, size * 0.85, pal["button_text"], b.center, "center", True)


@lru_cache(maxsize=16)
def _layer(size: tuple[int, int], colour: tuple[int, ...], radius: int) -> pygame.Surface:
    """The tip's see-through background (made once per size, not every frame)."""
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*colour[:3], 250), layer.get_rect(), border_radius=radius)
    return layer


def ring_rect(target: pygame.Rect, time: float) -> pygame.Rect:
    """The pointer's ring around `target`: a little larger, breathing with `time`."""
    grow = 3 + 3 * (0.5 + 0.5 * math.sin(time * 5.0))
    return target.inflate(int(grow * 2) + 6, int(grow * 2) + 6)


def draw_pointer(
    surface: pygame.Surface,
    pal: Palette,
    target: pygame.Rect,
    box: pygame.Rect,
    time: float,
    unit: int = 16,
) -> None:
    """A pulsing ring around `target` (light between dark bands, so that it shows on a
    piece of its own colour) and an arrow to it from the tip's box."""
    ink = pal["highlight"]
    shade = mix(ink, (0, 0, 0), 0.65)
    ring = ring_rect(target, time)
    radius = max(6, min(ring.width, ring.height) // 3)
    width = max(3, round(unit * 0.22))
    band = max(2, width // 2)
    pygame.draw.rect(
        surface, shade, ring.inflate(band * 2, band * 2), width + band * 2, radius + band
    )
    pygame.draw.rect(surface, ink, ring, width, border_radius=radius)
    if box.colliderect(ring):
        return
    # from the box's edge nearest the target to the ring's edge
    start = (
        min(max(ring.centerx, box.left + 10), box.right - 10),
        box.top if ring.centery < box.top else box.bottom,
    )
    if box.top <= ring.centery <= box.bottom:
        start = (box.left if ring.centerx < box.left else box.right, box.centery)
    end = (
        min(max(start[0], ring.left), ring.right),
        min(max(start[1], ring.top), ring.bottom),
    )
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
    "MAX_LINES",
    "TipBox",
    "TipFn",
    "draw_pointer",
    "draw_tip",
    "flatness_on",
    "layout_tip",
    "margin_bands",
    "ring_rect",
    "tip_function",
    "tip_text",
    "tips_module",
]
