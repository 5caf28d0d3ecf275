"""The marks drawn over the Sorry! board each frame: whose START is up, where the last
move started, and the choices a player is picking (pawns, START, squares, HOME), the
one chosen, the hint and the one under the mouse.

Each function draws one kind of mark from the layout, the table's `TableUI` and the
colour whose pawns move; none reads a game's view.
"""

from __future__ import annotations

import pygame

from sorry_game.app.draw import (
    SHAPES,
    Palette,
    aa_circle,
    blit_text,
    dashed_ring,
    draw_mark,
    mix,
    pill,
    readable_on,
    ring,
    text_width,
)
from sorry_game.app.draw.figures import draw_pawn
from sorry_game.app.plugins.board.layout import BoardLayout, Point
from sorry_game.app.plugins.board.locate import board_key
from sorry_game.app.plugins.board.looks import ring_mark_px
from sorry_game.app.plugins.board.paint import tag_rect
from sorry_game.app.table.plugin import TableUI
from sorry_game.games.board.events import PawnMoved
from sorry_game.games.board.geometry import HOME, START


def turn_ring(surface: pygame.Surface, pal: Palette, lay: BoardLayout, colour: int) -> None:
    """A ring round the START of the colour whose pawns move now, and its shape, faint,
    inside the circle (`turn_marks`): whose turn it is reads without the colour."""
    col = pal.player(colour)
    ring(surface, col, lay.start[colour], lay.circle_radius * 1.1, max(2, lay.cell * 0.1))
    turn_marks(surface, pal, lay, colour)


def turn_marks(surface: pygame.Surface, pal: Palette, lay: BoardLayout, colour: int) -> None:
    """The colour's shape at the top, left and right inside its START circle's rim, a
    shade darker than the dish and without an edge, under the pawns. Never outside the
    circle (dark shapes stuck out round it read as a glitch) and never on the START tag:
    a shape that would touch the tag is left out."""
    col = pal.player(colour)
    fill = mix(col, pal["track"], 0.15)  # the dish's own colour (`paint`)
    shade = mix(fill, (0, 0, 0), 0.2)
    x, y = lay.start[colour]
    inner = lay.circle_radius * 0.9  # the dish inside the circle's dark rim
    height = min(ring_mark_px(lay), inner * 0.32)
    mid = inner - height * 0.75
    tag = tag_rect("START", (x, y), lay)
    for dx, dy in ((0, -1), (-1, 0), (1, 0)):
        at = (x + dx * mid, y + dy * mid)
        box = pygame.Rect(0, 0, round(height * 1.4), round(height * 1.4))
        box.center = (round(at[0]), round(at[1]))
        if box.colliderect(tag):
            continue
        draw_mark(surface, SHAPES[colour % 4], shade, shade, at, height, 0)


def halo_bands(lay: BoardLayout) -> tuple[float, float]:
    """(the light band's width, each dark band's) of a choosable thing's halo: the
    guided game's pointer's proportions (`tips.ring_bands`), light between dark."""
    light = max(4.0, lay.cell * 0.2)
    return light, max(2.0, light * 0.45)


def halo(
    surface: pygame.Surface,
    colour: tuple[int, int, int],
    at: Point,
    inner: float,
    lay: BoardLayout,
) -> float:
    """A thick halo round what may be chosen, from `inner` out: a band of `colour`
    between two dark ones, like the guided game's pointer, so that it reads on any
    ground and in grey (a thin highlight ring on Yellow's yellow slide vanished). Its
    outer radius is returned."""
    light, band = halo_bands(lay)
    outer = inner + 2 * band + light
    ring(surface, mix(colour, (0, 0, 0), 0.65), at, outer, 2 * band + light)
    ring(surface, colour, at, outer - band, light)
    return outer


def choosable(surface: pygame.Surface, pal: Palette, lay: BoardLayout, ui: TableUI) -> None:
    """The halos round the pawns (and STARTs) that may be chosen now (`halo`), in the
    highlight (in the selected colour for a second pawn, once a square is chosen).
    Drawn under the pawns and the START / HOME tags: the pawns beside a choosable
    one, and the tag at its START circle's foot, stand over its halo, never under."""
    hi, sel = pal["highlight"], pal["selected"]
    second = any(c.kind == "square" for c in ui.chosen)
    for t in ui.targets:
        if t.kind != "board":
            continue
        if t.choice.kind == "pawn":
            halo(surface, sel if second else hi, t.point, lay.pawn_radius * HALO_IN, lay)
        elif t.choice.kind == "start":
            halo(surface, hi, t.point, lay.circle_radius, lay)


#: the hint's dashed ring round a pawn, in its radii: outside its halo
HINT_OUT = 2.3
#: a pawn's halo starts this many of its radii from its centre (clear of its edge)
HALO_IN = 1.12


def last_from(surface: pygame.Surface, pal: Palette, lay: BoardLayout, ui: TableUI) -> None:
    """A faint ring where the last move's pawns started, for a player who looked away."""
    for ev in ui.last_events:
        if isinstance(ev, PawnMoved) and ev.src not in (START, HOME) and ev.how != "switched":
            colour = mix(pal.player(ev.pawn >> 2), pal["track"], 0.45)
            ring(
                surface,
                colour,
                lay.point(ev.src, ev.pawn >> 2),
                lay.pawn_radius * 0.8,
                max(2, lay.cell * 0.08),
            )


def destinations(
    surface: pygame.Surface,
    pal: Palette,
    lay: BoardLayout,
    ui: TableUI,
    colour: int,
    occupied: set[int],
) -> None:
    """The squares a chosen pawn may go to: a disc with the move's label on a free
    square, a ring round a pawn that would be bumped or switched, a ring round HOME;
    for a 7 split, a ghost of the first pawn where its part of the move ends."""
    hi = pal["highlight"]
    chosen = ui.chosen
    # the first part of a 7 split, chosen: a ghost of the pawn where it will stand
    if len(chosen) >= 2 and chosen[-1].kind == "square" and chosen[-2].kind == "pawn":
        origin, dest = board_key(chosen[-2]), board_key(chosen[-1])
        if any(t.choice.kind == "pawn" for t in ui.targets):
            pt = lay.point(dest, colour)
            r = lay.pawn_radius
            ghost = pygame.Surface((int(r * 3), int(r * 3)), pygame.SRCALPHA)
            draw_pawn(
                ghost,
                pal.player(origin >> 2),
                (r * 1.5, r * 1.5),
                r,
                str((origin & 3) + 1),
                origin >> 2,
                scale=lay.mark_scale,
            )
            ghost.set_alpha(140)
            surface.blit(ghost, (pt[0] - r * 1.5, pt[1] - r * 1.5))
        elif ui.mark is None:  # (a still picture's preview rings where it ends)
            pt = lay.circle_rect("home", colour).center if dest == HOME else lay.point(dest, colour)
            ring(surface, hi, pt, lay.pawn_radius * 1.45, max(3, lay.cell * 0.13))
    for t in ui.targets:
        if t.kind == "alias":
            ring(surface, pal["selected"], t.point, lay.cell * 0.46, max(2, lay.cell * 0.1))
            continue
        if t.choice.kind != "square":
            continue
        dest = board_key(t.choice)
        x, y = t.point
        if dest == HOME:
            r = lay.circle_radius
            ring(surface, hi, (x, y), r * 1.06, max(3, lay.cell * 0.14))
            continue
        r = lay.cell * 0.5
        if dest in occupied:
            ring(surface, hi, (x, y), lay.pawn_radius * 1.45, max(3, lay.cell * 0.13))
            continue
        glow = pygame.Surface((int(r * 2 + 4), int(r * 2 + 4)), pygame.SRCALPHA)
        aa_circle(glow, (*hi, 230), (r + 2, r + 2), r * 0.92)
        surface.blit(glow, (x - r - 2, y - r - 2))
        ring(surface, mix(hi, (0, 0, 0), 0.45), (x, y), r * 0.92, max(1, lay.cell * 0.05))
        size = max(9, int(lay.cell * 0.46 * lay.word_scale))
        label = t.choice.label
        if text_width(label, size, True) >= r * 1.9:
            label = label.split(" ")[0]
        blit_text(surface, label, size, readable_on(hi), (x, y + 1), "center", bold=True)


def labels(
    surface: pygame.Surface, pal: Palette, lay: BoardLayout, ui: TableUI, occupied: set[int]
) -> None:
    """Labels of targets on occupied squares and HOME (bump, switch, SORRY!), above
    the pawns."""
    size = max(10, int(lay.cell * 0.42 * lay.word_scale))
    for t in ui.targets:
        if t.kind != "board" or t.choice.kind != "square":
            continue
        x, y = t.point
        if t.choice.key == HOME:
            pill(
                surface,
                pal,
                t.choice.label,
                (x, y - lay.circle_radius - lay.cell * 0.3),
                size,
                lay.rect,
            )
        elif t.choice.key in occupied:
            pill(
                surface,
                pal,
                t.choice.label,
                (x, y - lay.pawn_radius * 1.45 - lay.cell * 0.3),
                size,
                lay.rect,
            )


def origins(surface: pygame.Surface, pal: Palette, lay: BoardLayout, ui: TableUI) -> None:
    """Faint rings round the pawns (and START) of the step before (another pawn may be
    taken instead), and a ring round the pawn chosen. (What may be chosen now has its
    halo under the pawns: `choosable`.)"""
    hi, sel = pal["highlight"], pal["selected"]
    width = max(2, lay.cell * 0.1)
    for t in ui.alternates:
        if t.choice.kind == "pawn":
            ring(
                surface,
                mix(hi, pal["track"], 0.5),
                t.point,
                lay.pawn_radius * 1.25,
                max(1, width * 0.6),
            )
        elif t.choice.kind == "start":
            ring(
                surface,
                mix(hi, pal["track"], 0.5),
                t.point,
                lay.circle_radius * 1.04,
                max(1, width * 0.6),
            )
    origin = next((c for c in ui.chosen if c.kind in ("pawn", "start")), None)
    if origin is None or origin.auto or ui.mark is not None:
        return  # (a still picture: its way leaves the pawn, one ring where it ends)
    key = board_key(origin)
    if origin.kind == "start":
        ring(surface, sel, lay.start[key], lay.circle_radius * 1.12, width * 1.6)
        return
    pt = lay.pawn_point(key, ui.anim.shown.get(key, START))
    ring(surface, sel, pt, lay.pawn_radius * 1.4, width * 1.6)
    ring(surface, mix(sel, (0, 0, 0), 0.5), pt, lay.pawn_radius * 1.4 + width * 1.6, 1)


def hint(surface: pygame.Surface, pal: Palette, lay: BoardLayout, ui: TableUI, colour: int) -> None:
    """The hint's choices on the board: the pawn (or START) and the square, each in a
    dashed ring (what can be chosen has a solid one: they differ in pattern, not only
    in colour)."""
    if not ui.hint:
        return
    acc = pal["accent"]
    width = max(3, lay.cell * 0.11)
    for choice in ui.hint:
        if choice.kind == "pawn":
            pawn = board_key(choice)
            pt = lay.pawn_point(pawn, ui.anim.shown.get(pawn, START))
            dashed_ring(surface, acc, pt, lay.pawn_radius * HINT_OUT, width, 10)
        elif choice.kind == "start":
            dashed_ring(
                surface, acc, lay.start[board_key(choice)], lay.circle_radius * 1.22, width, 16
            )
        elif choice.kind == "square":
            key = board_key(choice)
            pt = lay.circle_rect("home", colour).center if key == HOME else lay.point(key, colour)
            dashed_ring(surface, acc, pt, lay.cell * 0.68, width, 10)


def hover(surface: pygame.Surface, pal: Palette, lay: BoardLayout, ui: TableUI) -> None:
    """A ring round the board target under the mouse."""
    t = ui.hover
    if t is None or t.kind == "pill":
        return
    kind = t.choice.kind
    if kind == "start" or (kind == "square" and t.choice.key == HOME and t.kind == "board"):
        radius = lay.circle_radius * 1.16
    elif kind == "pawn":
        radius = lay.pawn_radius * 1.55
    elif kind == "square":
        radius = lay.cell * 0.58
    else:
        return
    ring(surface, pal["selected"], t.point, radius, max(2, lay.cell * 0.07))


__all__ = [
    "choosable",
    "destinations",
    "halo",
    "hint",
    "hover",
    "labels",
    "last_from",
    "origins",
    "turn_ring",
]
