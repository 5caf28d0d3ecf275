"""Drawing the Sorry, King! board (RULES K-1, K-3): its colours, the static board (frame,
ring, chess squares, strips), the marks on it (last move, check, lines just controlled,
pieces just changed), the pieces, the checkers, the strips' reserves and tours, and
what is in flight.

Everything is drawn from the animator's props (steps.snapshot: what the screen shows
now) and the view (`KingView`); the geometry comes from layout.KingLayout.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

import pygame

from sorry_game.app.draw import (
    Colour,
    Palette,
    blit_text,
    darken,
    luminance,
    mix,
    ring,
    text_width,
)
from sorry_game.app.draw.layers import Layers
from sorry_game.app.draw.text import text_scale
from sorry_game.app.plugins.king.layout import TOUR_SLOTS, KingLayout
from sorry_game.app.plugins.king.pieces import draw_checker, draw_piece
from sorry_game.app.plugins.king.steps import line_squares
from sorry_game.app.table.animator import along, arc, hop, lift, walk
from sorry_game.app.table.plugin import TableUI
from sorry_game.engine.interface import Game
from sorry_game.games.king.events import CheckerMoved
from sorry_game.games.king.ring import CORNERS, RING_SIZE
from sorry_game.games.king.view import KingView

#: the animator's props: what the screen shows now (steps.snapshot)
Props = dict[str, Any]
Point = tuple[float, float]


@lru_cache(maxsize=64)
def _tint_surface(w: int, h: int, colour: tuple[int, int, int], alpha: int) -> pygame.Surface:
    s = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    s.fill((*colour, alpha))
    return s


def tint(surface: pygame.Surface, rect: pygame.Rect, colour: Sequence[int], alpha: int) -> None:
    """Lay a translucent colour over a rectangle."""
    rgb = (colour[0], colour[1], colour[2])
    surface.blit(_tint_surface(rect.width, rect.height, rgb, alpha), rect)


#: how far a piece's body must stand from the dark squares in luminance (0-1)
BODY_CONTRAST = 0.3


def readable_body(fill: Colour, square: Colour, contrast: float = BODY_CONTRAST) -> Colour:
    """`fill`, darkened (a dark colour) or lightened (a light one) just enough that its
    luminance differs from `square`'s by `contrast` (or as far as black or white go).

    >>> readable_body((42, 42, 49), (136, 154, 165))   # already clear: unchanged
    (42, 42, 49)
    >>> readable_body((96, 96, 96), (132, 132, 132))   # grey on grey: darker
    (52, 52, 52)
    """
    target = luminance(square)
    dark = luminance(fill) < target
    out = fill
    for k in range(21):
        out = mix(fill, (0, 0, 0) if dark else (255, 255, 255), k / 20)
        if abs(luminance(out) - target) >= contrast:
            break
    return out


class KingColours:
    """The board's colours from the theme's palette and the game's seat colours."""

    def __init__(self, palette: Palette, game: Game) -> None:
        self.palette = palette
        self.game = game
        self._bodies: dict[str, Colour] = {}

    def seat_fill(self, seat: int) -> Colour:
        """The seat's colour in the theme (its marks, its panel)."""
        return self.palette.player(self.game.colours[seat].key)

    def body_fill(self, seat: int) -> Colour:
        """The body of the seat's pieces and checkers: its colour, taken darker (or
        lighter) until it stands out from the dark squares — a theme's grey Black on
        grey squares would vanish (the light squares are told apart by the outline)."""
        key = f"body:{seat}"
        got = self._bodies.get(key)
        if got is None:
            got = readable_body(self.seat_fill(seat), self.square_colours()[1])
            self._bodies[key] = got
        return got

    def piece_fill(self, symbol: str) -> Colour:
        return self.body_fill(0 if symbol.isupper() else 1)

    def square_colours(self) -> tuple[Colour, Colour]:
        pal = self.palette
        light = pal["track"]
        return light, mix(light, pal["table"], 0.5)

    def ring_colour(self) -> Colour:
        pal = self.palette
        return mix(pal["table"], pal["track"], 0.3)

    def red_colour(self) -> Colour:
        return self.palette.player("red")

    def draw_checker(
        self, surface: pygame.Surface, seat: int, centre: Point, radius: float, alpha: int = 255
    ) -> None:
        """A checker of `seat` (pieces.draw_checker in the body of its pieces)."""
        draw_checker(surface, self.body_fill(seat), centre, radius, alpha)


# --- the board without anything that changes ------------------------------------------
class StaticBoard:
    """The frame, ring, chess squares and strips, painted once per layout, theme and
    text scale (the squares' letters) into a layer (`draw.layers`) and blitted."""

    def __init__(self) -> None:
        self._layers = Layers(max_bytes=64 << 20, max_items=1)

    def draw(
        self,
        surface: pygame.Surface,
        lay: KingLayout,
        colours: KingColours,
        step: int,
        ground: tuple[int, int, int] | None = None,
    ) -> None:
        """Blit the layer (composed on the play area's one colour, when known)."""
        area = lay.area
        key = (
            area.size,
            area.topleft,
            lay.board.topleft,
            lay.flipped,
            lay.red,
            step,
            id(colours.palette.theme),
            lay.word_scale,
            text_scale(),
        )
        self._layers.blit(
            surface,
            key,
            area,
            lambda surf: paint_static(surf, lay, colours, step, (-area.left, -area.top)),
            ground=ground,
        )


def paint_static(
    surf: pygame.Surface,
    lay: KingLayout,
    colours: KingColours,
    step: int,
    offset: tuple[int, int],
) -> None:
    pal = colours.palette
    c = lay.cell
    ox, oy = offset
    frame = lay.board.move(ox, oy).inflate(round(c * 0.16), round(c * 0.16))
    pygame.draw.rect(surf, darken(pal["table"], 0.35), frame, border_radius=round(c * 0.18))
    pygame.draw.rect(
        surf, pal["track_edge"], frame, max(1, round(c * 0.04)), border_radius=round(c * 0.18)
    )
    ring_fill = colours.ring_colour()
    red = colours.red_colour()
    gap = max(1, round(c * 0.03))
    chevron = mix(ring_fill, pal["text"], 0.28)
    for i in range(RING_SIZE):
        r = lay.ring_rect(i).move(ox, oy).inflate(-gap * 2, -gap * 2)
        if i in CORNERS:
            home = i in lay.red
            fill = red if home else mix(red, ring_fill, 0.45)
            pygame.draw.rect(surf, fill, r, border_radius=max(2, round(c * 0.1)))
            if home:
                owner = lay.red.index(i)
                inner = r.inflate(-round(c * 0.12), -round(c * 0.12))
                pygame.draw.rect(
                    surf,
                    colours.seat_fill(owner),
                    inner,
                    max(2, round(c * 0.07)),
                    border_radius=max(2, round(c * 0.08)),
                )
            continue
        pygame.draw.rect(surf, ring_fill, r, border_radius=max(2, round(c * 0.1)))
        _chevron(surf, lay, i, step, offset, chevron)
    light, dark = colours.square_colours()
    for f in range(8):
        for rk in range(8):
            r = lay.cell_rect(f + 1, rk + 1).move(ox, oy)
            pygame.draw.rect(surf, dark if (f + rk) % 2 == 0 else light, r)
    pygame.draw.rect(surf, darken(dark, 0.4), lay.chess.move(ox, oy), max(1, round(c * 0.03)))
    # the files and ranks in the gutter round the 8x8 (`KingLayout.coordinates`): in
    # the squares' corners a piece's base or crown met them and they could not grow
    size = lay.coordinate_px()
    for said, box in lay.coordinates():
        blit_text(surf, said, size, light, box.move(ox, oy).center, "center", bold=True)
    # the strips: each seat's reserve (by its red corner) and tour slots
    strip_bg = mix(pal["table"], pal["background"], 0.55)
    for seat, strip in lay.strips.items():
        pygame.draw.rect(surf, strip_bg, strip.move(ox, oy), border_radius=strip.height // 3)
        for k in range(TOUR_SLOTS):
            x, y = lay.tour_point(seat, k)
            ring(
                surf,
                mix(strip_bg, pal["muted_text"], 0.45),
                (x + ox, y + oy),
                lay.checker_radius * 0.92,
                max(1, round(c * 0.035)),
            )


def _chevron(
    surf: pygame.Surface,
    lay: KingLayout,
    index: int,
    step: int,
    offset: tuple[int, int],
    colour: Colour,
) -> None:
    """A faint arrow on a ring square: the way the checkers run."""
    a = lay.ring_centre(index)
    b = lay.ring_centre((index + step) % RING_SIZE)
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy) or 1
    dx, dy = dx / n, dy / n
    s = lay.cell * 0.12
    x, y = a[0] + offset[0] + dx * s * 0.5, a[1] + offset[1] + dy * s * 0.5
    px, py = -dy, dx
    pts = [
        (x - dx * s - px * s, y - dy * s - py * s),
        (x, y),
        (x - dx * s + px * s, y - dy * s + py * s),
    ]
    pygame.draw.lines(surf, colour, False, pts, max(1, round(lay.cell * 0.04)))


# --- square marks: last move, check, lines, the colour change's line ------------------
def draw_square_marks(
    surface: pygame.Surface,
    lay: KingLayout,
    colours: KingColours,
    game: KingView,
    ui: TableUI,
    props: Props,
    busy: bool,
) -> None:
    pal = colours.palette
    c = lay.cell
    last = props.get("last")
    if last:
        for name in last:
            tint(surface, lay.square_rect(name), pal["highlight"], 105)
    for name in props.get("changed") or []:
        r = lay.square_rect(name)
        pygame.draw.rect(surface, pal["accent"], r.inflate(-2, -2), max(2, round(c * 0.06)))
    pending = game.pending_change if not busy else None
    shown_lines = {c["line"] for c in props.get("controls") or []}
    if pending and pending.line not in shown_lines:
        line_band(surface, lay, pending.line, pal["selected"], 70)
    for control in props.get("controls") or []:
        draw_control(surface, lay, colours, control, ui.time)
    check = props.get("check")
    if check:
        r = lay.square_rect(check)
        tint(surface, r, pal["danger"], 150)
        ring(surface, pal["danger"], r.center, c * 0.47, max(2, c * 0.07))
    if ui.active:
        chosen = [ch for ch in ui.chosen if ch.kind == "square"]
        if chosen and game.phase == "chess":
            square = lay.square_rect(str(chosen[0].key))
            if ui.mark is None:
                tint(surface, square, pal["selected"], 120)
            else:  # a still picture: the square it leaves as the one it goes to
                square_ticks(surface, square, ui.mark)


def square_ticks(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """A square a move goes to (or leaves, in a still picture): a tick along each
    corner, in `colour` on a dark edge, the middle left clear. Not a ring: a ring
    of a square's size read as a checker standing there. (Not the filled corner
    triangles of a piece that can move, `options.corner_marks`.)"""
    w = max(2, round(rect.width * 0.07))
    e = max(1, round(w * 0.6))
    arm = max(4, round(rect.width * 0.3))
    box = rect.inflate(-w - 2 * e, -w - 2 * e)
    edge = darken(colour, 0.75)  # (a light colour's ticks read on the light squares)
    for (x, y), (sx, sy) in zip(
        (box.topleft, box.topright, box.bottomright, box.bottomleft),
        ((1, 1), (-1, 1), (-1, -1), (1, -1)),
        strict=True,
    ):
        legs = [((x - sx * e, y), (x + sx * arm, y)), ((x, y - sy * e), (x, y + sy * arm))]
        for a, b in legs:
            pygame.draw.line(surface, edge, a, b, w + 2 * e)
        for a, b in legs:
            pygame.draw.line(surface, colour, a, b, w)


def line_band(
    surface: pygame.Surface, lay: KingLayout, line: str, colour: Colour, alpha: int
) -> None:
    """The squares of a line ('rank 5', 'file e') under a translucent band."""
    for name in line_squares(line):
        tint(surface, lay.square_rect(name), colour, alpha)


def draw_control(
    surface: pygame.Surface,
    lay: KingLayout,
    colours: KingColours,
    control: dict[str, Any],
    time: float,
) -> None:
    """A line just controlled: its squares banded, its two ends framed and joined."""
    acc = colours.palette["accent"]
    c = lay.cell
    pulse = 0.5 + 0.5 * math.sin(time * 4)
    line_band(surface, lay, control["line"], acc, 55 + 5 * round(7 * pulse))
    ends = control["ends"]
    a, b = lay.ring_centre(ends[0]), lay.ring_centre(ends[1])
    pygame.draw.line(surface, acc, a, b, max(2, round(c * 0.07)))
    for e in ends:
        r = lay.ring_rect(e)
        pygame.draw.rect(
            surface,
            acc,
            r.inflate(-1, -1),
            max(2, round(c * 0.09)),
            border_radius=round(c * 0.12),
        )


# --- pieces, checkers, strips ---------------------------------------------------------
def draw_pieces(
    surface: pygame.Surface, lay: KingLayout, colours: KingColours, props: Props
) -> None:
    size = int(lay.cell * 0.9)
    for name, symbol in props.get("board", {}).items():
        draw_piece(surface, symbol, lay.square_centre(name), size, colours.piece_fill(symbol))


def draw_checkers(
    surface: pygame.Surface, lay: KingLayout, colours: KingColours, props: Props
) -> None:
    for i, owner in enumerate(props.get("ring", [])):
        if owner is not None:
            colours.draw_checker(surface, owner, lay.ring_centre(i), lay.checker_radius)


def draw_strips(
    surface: pygame.Surface, lay: KingLayout, colours: KingColours, props: Props
) -> list[pygame.Rect]:
    """Each seat's reserve by its red corner and its finished tours, with captions,
    and between them, where the strip has room, the red corner's legend (`draw_legend`).
    Returns where the legends were drawn."""
    pal = colours.palette
    legends: list[pygame.Rect] = []
    top = max(9, lay.cell * 0.24 * lay.label_scale)
    least = max(9, lay.cell * 0.24 * lay.word_scale)  # the board's words' size
    reserve = props.get("reserve", [0, 0])
    tours = props.get("tours", [0, 0])
    for seat in (0, 1):
        n = reserve[seat]
        for k in range(min(n, 5) - 1, -1, -1):
            colours.draw_checker(
                surface, seat, lay.reserve_point(seat, k), lay.checker_radius * 0.9
            )
        for k in range(min(tours[seat], TOUR_SLOTS)):
            colours.draw_checker(surface, seat, lay.tour_point(seat, k), lay.checker_radius * 0.9)
        # the captions share the middle of the strip, half each
        (x, y), anchor = lay.reserve_caption(seat)
        (x2, y2), anchor2 = lay.tour_caption(seat)
        room = int(abs(x2 - x) - lay.cell * 0.2)
        tour_words = f"tours {tours[seat]}/{TOUR_SLOTS}"
        label = "none in reserve" if n == 0 else f"{n} in reserve"
        # the strip's height holds the captions; a small board (the review's two
        # boards) or large text says "none" shorter, then makes the words smaller
        # before it cuts them
        size = max(least, min(top, lay.strips[seat].height * 0.75))
        if n == 0 and not fits(tour_words, label, size, room):
            label = "0 in reserve"
        while size > 9 and not fits(tour_words, label, size, room):
            size -= 1
        if text_width(tour_words, size) > room // 2:
            continue  # no room even then: the panel's rows say the reserves, no cut words
        tours_at = blit_text(surface, tour_words, size, pal["muted_text"], (x2, y2), anchor2)
        room -= text_width(tour_words, size)
        if text_width(label, size) + caption_gap(size) <= room:
            reserve_at = blit_text(surface, label, size, pal["muted_text"], (x, y), anchor)
            a, b = sorted((reserve_at, tours_at), key=lambda r: r.centerx)
            free = pygame.Rect(a.right, lay.strips[seat].top, b.left - a.right, 1)
            legend = draw_legend(surface, lay, colours, seat, free, size)
            if legend is not None:
                legends.append(legend)
            else:  # two facts, one strip: a separator, never "3 in reserve tours 0/4"
                at = (free.centerx, a.centery)
                blit_text(surface, SEPARATOR, size, pal["muted_text"], at, "center", bold=True)
    return legends


#: the red corner's legend in a strip (RULES K-3, K-6, K-7): a seat's checkers start
#: there, and a tour ends back there (the word of the Sorry! boards' START; a longer
#: "START · FINISH" fits no strip beside its captions)
LEGEND = "START"


def draw_legend(
    surface: pygame.Surface,
    lay: KingLayout,
    colours: KingColours,
    seat: int,
    room: pygame.Rect,
    size: float,
) -> pygame.Rect | None:
    """The seat's red corner in small (red, its colour's frame inside) and what it is,
    centred in `room` (the strip between its captions), at the captions' size: a new
    player learns what the red corners mean at first sight (K-3). None where even the
    short form does not fit: nothing is cut, nothing covered."""
    pal = colours.palette
    side = round(min(lay.strips[seat].height * 0.5, size * 1.1))
    pad = round(size * 0.5)
    width = side + pad // 2 + text_width(LEGEND, size, True)
    if width + 2 * pad > room.width:
        return None
    cy = lay.strips[seat].centery
    left = round(room.centerx - width / 2)
    swatch = pygame.Rect(left, round(cy - side / 2), side, side)
    pygame.draw.rect(surface, colours.red_colour(), swatch, border_radius=max(2, side // 5))
    inner = swatch.inflate(-max(2, side // 4), -max(2, side // 4))
    edge = max(1, side // 7)
    pygame.draw.rect(surface, colours.seat_fill(seat), inner, edge, border_radius=max(1, side // 6))
    text = blit_text(
        surface, LEGEND, size, pal["muted_text"], (swatch.right + pad // 2, cy), "midleft", True
    )
    return swatch.union(text)


#: between a strip's two captions where its legend does not fit
SEPARATOR = "·"


def caption_gap(size: float) -> int:
    """The room between a strip's two captions: the separator with a space each side."""
    return text_width(f" {SEPARATOR} ", size)


def fits(tours: str, reserve: str, size: float, room: int) -> bool:
    """The strip's two captions fit its middle at `size` (the tours in half of it),
    apart by a separator."""
    tour_w = text_width(tours, size)
    return tour_w <= room // 2 and tour_w + text_width(reserve, size) + caption_gap(size) <= room


def draw_moving(
    surface: pygame.Surface, lay: KingLayout, colours: KingColours, ui: TableUI
) -> None:
    """What is in flight (steps.py names it in the tween's style)."""
    size = lay.cell * 0.9
    for token, (tween, t) in ui.anim.moving().items():
        kind, _, what = tween.style.partition(":")
        if kind == "light":
            draw_light(surface, lay, colours, what, t)
            continue
        pts = [lay.point(p) for p in tween.path]
        at = along(pts, t)
        if kind == "piece":
            draw_piece(surface, what, at, int(size), colours.piece_fill(what), scale=lift(t))
        elif kind == "gone":
            draw_piece(
                surface,
                what,
                at,
                int(size),
                colours.piece_fill(what),
                alpha=int(255 * (1 - t)),
                scale=1 - 0.7 * t,
            )
        elif kind == "flip":
            symbol = what if t < 0.5 else what.swapcase()
            glow = colours.palette["accent"]
            ring(surface, glow, at, lay.cell * (0.35 + 0.15 * t), max(2, lay.cell * 0.06))
            squash = abs(math.cos(math.pi * t))
            draw_piece(surface, symbol, at, int(size), colours.piece_fill(symbol), squash=squash)
        elif kind == "checker":  # along the ring: a hop per square
            at, k = walk(pts, t) if len(pts) > 2 else (at, t)
            scale = hop(k) if len(pts) > 2 else lift(t)
            if isinstance(token, tuple) and "captured" in token:  # flung back to reserve
                at = arc(pts[0], pts[-1], t, 0.3, lay.cell * 2.5)
                scale = 1.0 + 1.6 * t * (1 - t)
            colours.draw_checker(surface, int(what), at, lay.checker_radius * scale)


#: the newest lit square to the oldest (few values: the tints are cached)
LIGHT_ALPHAS = (150, 120, 90, 60)


def draw_light(
    surface: pygame.Surface, lay: KingLayout, colours: KingColours, line: str, t: float
) -> None:
    """A line just controlled lighting up: its squares one after another, the newest
    the brightest."""
    squares = line_squares(line)
    lit = t * len(squares)
    glow = mix(colours.palette["accent"], (255, 255, 255), 0.35)
    for i, name in enumerate(squares):
        if i >= lit:
            break
        tint(surface, lay.square_rect(name), glow, LIGHT_ALPHAS[min(3, int(lit - i))])


def draw_last_checker(
    surface: pygame.Surface, lay: KingLayout, colours: KingColours, ui: TableUI
) -> None:
    """A faint ring where the last checker started, for a player who looked away."""
    for ev in ui.last_events:
        if isinstance(ev, CheckerMoved) and 0 <= ev.src < RING_SIZE:
            colour = mix(colours.seat_fill(ev.player), colours.ring_colour(), 0.35)
            ring(
                surface,
                colour,
                lay.ring_centre(ev.src),
                lay.checker_radius * 0.8,
                max(2, lay.cell * 0.06),
            )


__all__ = [
    "BODY_CONTRAST",
    "KingColours",
    "Props",
    "StaticBoard",
    "draw_checkers",
    "draw_control",
    "draw_last_checker",
    "draw_light",
    "draw_moving",
    "draw_pieces",
    "draw_square_marks",
    "draw_strips",
    "line_band",
    "paint_static",
    "readable_body",
    "square_ticks",
    "tint",
]
