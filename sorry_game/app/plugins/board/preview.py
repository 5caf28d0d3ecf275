"""What the hovered (or focused) option would do on the Sorry! board, drawn from the
events of its action applied to a copy of the game (`TableUI.preview`):

- each moving pawn's way, faint (square by square, along a slide, out of START), and a
  ghost of it where it ends after slides (a ring round HOME when it gets there);
- a switch as an arc between the two pawns, with a head at each end;
- each pawn it bumps crossed out, and a faint ghost of it back in its START; a mover
  that lands on the pawn it bumps is a ring in its colour round that pawn.

Only the pawn events are read: a card drawn after the move is never shown. Nothing is
drawn when there is no preview.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from sorry_game.app.draw import Palette, aa_circle, aa_polygon, darken, mix, ring
from sorry_game.app.draw.figures import draw_pawn, figure_radius
from sorry_game.app.plugins.board.layout import BoardLayout, Point
from sorry_game.app.plugins.board.steps import move_path
from sorry_game.engine.events import Event
from sorry_game.games.board.events import PawnBumped, PawnMoved, PawnSlid
from sorry_game.games.board.geometry import HOME, START, TRACK_LEN

RGB = tuple[int, int, int]
#: how opaque a ghost pawn is (0-255)
GHOST_ALPHA = 190
#: how opaque a moving pawn's way is
PATH_ALPHA = 170


@dataclass
class Leg:
    """One part of a pawn's move: how (move, leave, sorry, switch, slide), from, to."""

    how: str
    src: int
    dest: int


@dataclass
class BoardPreview:
    """The board events of one action, sorted for drawing."""

    #: pawn → its legs, in order (pawns that move of their own accord)
    moves: dict[int, list[Leg]] = field(default_factory=dict)
    #: pawn → where it ends (movers, switched and bumped pawns)
    ends: dict[int, int] = field(default_factory=dict)
    #: (pawn, where it stood) of each pawn bumped back to START
    bumps: list[tuple[int, int]] = field(default_factory=list)
    #: (mover, its square, the other pawn, its square) of each switch
    switches: list[tuple[int, int, int, int]] = field(default_factory=list)

    def __bool__(self) -> bool:
        return bool(self.moves or self.bumps or self.switches)


def plan(events: Sequence[Event]) -> BoardPreview:
    """Sort an action's events into what the preview draws.

    >>> from sorry_game.games.board.events import CardPlayed
    >>> p = plan([CardPlayed(0, 4), PawnMoved(0, 12, 24, "move"), PawnBumped(5, 28),
    ...           PawnSlid(0, 24, 28)])
    >>> [(k, [(leg.how, leg.src, leg.dest) for leg in v]) for k, v in p.moves.items()]
    [(0, [('move', 12, 24), ('slide', 24, 28)])]
    >>> p.ends, p.bumps
    ({0: 28, 5: 66}, [(5, 28)])
    """
    out = BoardPreview()
    mover_of_switch: tuple[int, int, int] | None = None
    for ev in events:
        if isinstance(ev, PawnMoved):
            if ev.how == "switched":
                if mover_of_switch is not None:
                    pawn, src, _dest = mover_of_switch
                    out.switches.append((pawn, src, ev.pawn, ev.src))
                    mover_of_switch = None
                out.ends[ev.pawn] = ev.dest
                continue
            out.moves.setdefault(ev.pawn, []).append(Leg(ev.how, ev.src, ev.dest))
            out.ends[ev.pawn] = ev.dest
            if ev.how == "switch":
                mover_of_switch = (ev.pawn, ev.src, ev.dest)
        elif isinstance(ev, PawnSlid):
            out.moves.setdefault(ev.pawn, []).append(Leg("slide", ev.src, ev.dest))
            out.ends[ev.pawn] = ev.dest
        elif isinstance(ev, PawnBumped):
            out.bumps.append((ev.pawn, ev.src))
            out.ends[ev.pawn] = START
    return out


def leaving(events: Sequence[Event]) -> set[int]:
    """The pawns an action takes out of START (a 1, a 2, a SORRY!): a picture of the
    move shows each once, where it goes, its place in START empty.

    >>> leaving([PawnMoved(0, START, 4, "leave"), PawnMoved(5, 10, 12, "move")])
    {0}
    """
    return {ev.pawn for ev in events if isinstance(ev, PawnMoved) and ev.src == START}


def leg_points(lay: BoardLayout, pawn: int, leg: Leg) -> list[Point]:
    """The screen points along one leg of a pawn's move."""
    if leg.how == "slide" and leg.src < TRACK_LEN and leg.dest < TRACK_LEN:
        return lay.slide_points(leg.src, leg.dest)
    if leg.how == "move":
        return [lay.pawn_point(pawn, p) for p in move_path(pawn, leg.src, leg.dest)]
    return [lay.pawn_point(pawn, leg.src), lay.pawn_point(pawn, leg.dest)]


def draw_paths(
    surface: pygame.Surface, pal: Palette, lay: BoardLayout, events: Sequence[Event]
) -> None:
    """The ways of the moving pawns, faint (under the pawns)."""
    p = plan(events)
    if p:
        _draw_paths(surface, pal, lay, p)


def draw_preview(
    surface: pygame.Surface,
    pal: Palette,
    lay: BoardLayout,
    events: Sequence[Event],
    mark: RGB | None = None,
) -> None:
    """The marks of an action's board events over the pawns: ghosts where they end,
    switches, bumps (nothing for none). `mark`: the one colour of the ring where a pawn
    ends and of a switch's arc in a still picture (`TableUI.mark`), else the table's."""
    p = plan(events)
    if not p:
        return
    hi = mark or pal["highlight"]
    for mover, a, other, b in p.switches:
        at_a, at_b = lay.pawn_point(mover, a), lay.pawn_point(other, b)
        switch_arc(surface, pal, lay, at_a, at_b, mark or pal["selected"])
    for pawn, _src in p.bumps:  # back in START, faintly
        ghost(surface, pal, lay, pawn, lay.pawn_point(pawn, START), 95)
    taken = {src for _pawn, src in p.bumps}
    for pawn, legs in p.moves.items():
        end = p.ends.get(pawn, START)
        if end == START:
            continue  # bumped by its own move (a slide): the cross says it
        if legs[-1].how == "switch":
            continue  # the arc says where it goes (the other pawn stands there now)
        at = lay.pawn_point(pawn, end)
        width = max(2, lay.cell * 0.09)
        if end in taken:  # it lands on a pawn it bumps: its colour round that pawn
            ring(surface, darken(pal.player(pawn >> 2), 0.5), at, lay.pawn_radius * 1.12, width * 2)
            ring(surface, pal.player(pawn >> 2), at, lay.pawn_radius * 1.08, width * 1.4)
        else:
            ghost(surface, pal, lay, pawn, at, GHOST_ALPHA)
        # on a dark edge either side: a light ring (a still picture's "You played")
        # read on the track's pale squares
        edge = max(1.0, width * 0.4)
        ring(surface, darken(hi, 0.7), at, lay.pawn_radius * 1.3 + edge, width + 2 * edge)
        ring(surface, hi, at, lay.pawn_radius * 1.3, width)
        if end == HOME:
            centre = lay.home[pawn >> 2]
            ring(surface, hi, centre, lay.circle_radius * 1.08, width * 1.3)
    for pawn, src in p.bumps:
        bump_mark(surface, pal, lay, lay.pawn_point(pawn, src))


def _draw_paths(surface: pygame.Surface, pal: Palette, lay: BoardLayout, p: BoardPreview) -> None:
    """Each mover's way, faint, on one translucent layer over the board."""
    box = lay.rect.inflate(lay.cell * 2, lay.cell * 2)
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    ox, oy = -box.left, -box.top
    width = max(3, round(lay.cell * 0.2))
    drawn = False
    for pawn, legs in p.moves.items():
        colour = mix(pal.player(pawn >> 2), pal["track"], 0.15)
        edge = darken(colour, 0.5)
        for leg in legs:
            if leg.how == "switch":
                continue  # the arc shows it
            pts = [(x + ox, y + oy) for x, y in leg_points(lay, pawn, leg)]
            if len(pts) < 2:
                continue
            if leg.how in ("leave", "sorry"):  # a jump out of START: dashes
                pts = _dashes(pts[0], pts[-1], lay.cell * 0.4)
                for a, b in zip(pts[::2], pts[1::2], strict=False):
                    pygame.draw.line(layer, (*edge, PATH_ALPHA), a, b, width)
                    pygame.draw.line(layer, (*colour, PATH_ALPHA), a, b, max(1, width - 2))
                drawn = True
                continue
            pygame.draw.lines(layer, (*edge, PATH_ALPHA), False, pts, width + 2)
            pygame.draw.lines(layer, (*colour, PATH_ALPHA), False, pts, width)
            for pt in pts[1:-1] if leg.how == "move" else []:  # a dot on each square
                aa_circle(layer, (*edge, PATH_ALPHA), pt, width * 0.9)
            drawn = True
    if drawn:
        surface.blit(layer, box)


def _dashes(a: Point, b: Point, dash: float) -> list[Point]:
    """The ends of the dashes from `a` to `b` (pairs: start, end)."""
    dist = math.dist(a, b)
    n = max(1, int(dist / dash))
    out: list[Point] = []
    for k in range(0, n, 2):
        t0, t1 = k / n, min(1.0, (k + 1) / n)
        out.append((a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0))
        out.append((a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1))
    return out


def ghost(
    surface: pygame.Surface, pal: Palette, lay: BoardLayout, pawn: int, at: Point, alpha: int
) -> None:
    """A see-through pawn: where `pawn` would stand."""
    r = lay.pawn_radius
    size = int(r * 3)
    layer = pygame.Surface((size, size), pygame.SRCALPHA)
    colour = pawn >> 2
    draw_pawn(layer, pal.player(colour), (size / 2, size / 2), r, str((pawn & 3) + 1), colour)
    layer.set_alpha(alpha)
    surface.blit(layer, (round(at[0] - size / 2), round(at[1] - size / 2)))


def bump_mark(surface: pygame.Surface, pal: Palette, lay: BoardLayout, at: Point) -> None:
    """A pawn that would be bumped back to START: a danger-coloured ring round it and a
    cross on a badge at its head's upper right — beside the pawn, never over it: its
    colour, shape and number say which pawn goes back (the cross over it hid them)."""
    x, y = at
    fr = figure_radius(lay.pawn_radius)
    danger = pal["danger"]
    w = max(2, round(lay.pawn_radius * 0.16))
    ring(surface, darken(danger, 0.6), (x, y - fr * 0.05), fr * 1.12 + w, max(1, w // 2))
    ring(surface, danger, (x, y - fr * 0.05), fr * 1.12, w)
    badge = bump_badge(lay, at)
    r = badge[2]
    aa_circle(surface, darken(danger, 0.6), badge[:2], r + max(1, w // 2))
    aa_circle(surface, danger, badge[:2], r)
    arm = r * 0.5
    bx, by = badge[0], badge[1]
    for sx in (-1, 1):
        pygame.draw.line(
            surface,
            (255, 255, 255),
            (bx - arm, by - sx * arm),
            (bx + arm, by + sx * arm),
            max(2, w),
        )


def bump_badge(lay: BoardLayout, at: Point) -> tuple[float, float, float]:
    """(x, y, radius) of the bumped badge: at the upper right of the figure's head."""
    fr = figure_radius(lay.pawn_radius)
    r = max(6.0, fr * 0.4)
    return (at[0] + fr * 0.95, at[1] - fr * 1.0, r)


def switch_arc(
    surface: pygame.Surface,
    pal: Palette,
    lay: BoardLayout,
    a: Point,
    b: Point,
    colour: RGB | None = None,
) -> None:
    """An arc from `a` to `b` bowed away from the board's middle, with a head at each
    end (two pawns that change places), in `colour` (the selection's by default)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    dist = math.hypot(dx, dy)
    if dist < 1:
        return
    nx, ny = -dy / dist, dx / dist
    cx, cy = lay.centre
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    if (mx - cx) * nx + (my - cy) * ny < 0:  # bow outward, away from the board's middle
        nx, ny = -nx, -ny
    bulge = min(dist * 0.3, lay.cell * 3)
    mid = ((a[0] + b[0]) / 2 + nx * bulge, (a[1] + b[1]) / 2 + ny * bulge)
    gap = lay.pawn_radius * 1.15  # the arc starts and ends at the pawns' edges
    pts = [_bezier(a, mid, b, k / 24) for k in range(25)]
    pts = [q for q in pts if math.dist(q, a) > gap and math.dist(q, b) > gap]
    if len(pts) < 2:
        return
    colour = colour or pal["selected"]
    edge = darken(colour, 0.65)
    width = max(3, round(lay.cell * 0.12))
    pygame.draw.lines(surface, edge, False, pts, width + 3)
    pygame.draw.lines(surface, colour, False, pts, width)
    for tip, prev in ((pts[0], pts[1]), (pts[-1], pts[-2])):
        _head(surface, colour, edge, tip, prev, lay.cell * 0.32)


def _bezier(a: Point, m: Point, b: Point, t: float) -> Point:
    u = 1 - t
    return (
        u * u * a[0] + 2 * u * t * m[0] + t * t * b[0],
        u * u * a[1] + 2 * u * t * m[1] + t * t * b[1],
    )


def _head(
    surface: pygame.Surface,
    colour: tuple[int, int, int],
    edge: tuple[int, int, int],
    tip: Point,
    prev: Point,
    size: float,
) -> None:
    """An arrowhead at `tip`, pointing away from `prev`."""
    dx, dy = tip[0] - prev[0], tip[1] - prev[1]
    n = math.hypot(dx, dy) or 1.0
    dx, dy = dx / n, dy / n
    nx, ny = -dy, dx
    tri = [
        (tip[0] + dx * size * 0.5, tip[1] + dy * size * 0.5),
        (tip[0] - dx * size * 0.5 + nx * size * 0.55, tip[1] - dy * size * 0.5 + ny * size * 0.55),
        (tip[0] - dx * size * 0.5 - nx * size * 0.55, tip[1] - dy * size * 0.5 - ny * size * 0.55),
    ]
    cx, cy = sum(x for x, _ in tri) / 3, sum(y for _, y in tri) / 3
    big = [(cx + (x - cx) * 1.35, cy + (y - cy) * 1.35) for x, y in tri]
    aa_polygon(surface, edge, big)
    aa_polygon(surface, colour, tri)


__all__ = [
    "BoardPreview",
    "Leg",
    "bump_mark",
    "draw_paths",
    "draw_preview",
    "ghost",
    "plan",
    "switch_arc",
]
