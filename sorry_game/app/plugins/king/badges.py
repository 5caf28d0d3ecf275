"""Where the badges of Sorry, King!'s movable checkers stand (RULES K-5, K-7): "+4" (how far
a move sends the checker along the ring) or "tour!" (it completes its tour).

A badge is its checker's label, so it stands as near its checker as it can without
covering anything a player reads on the board: a piece, a checker (the movable ones
with their target rings), where a checker lands, the path of one, a coordinate, a
seat's strip, another badge (issue 39: drawn toward the board it covered the pieces
of the edge squares and the checkers' own rings). Nearest first: behind the checker
along the ring (its path runs ahead), then ahead, toward the board, outward, then
across. Its words are as large as the Text size asks where the room holds them, and
never smaller than at 100 % (bench/layout.py: Y >= Z).

A place is searched once per position and layout (`BadgePlacer` keeps it): the
drawing asks every frame. The board's other pills (a chosen piece's "+2", the colour
change's "turns black") find their place round their square the same way
(`clear_place`).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import pygame

from sorry_game.app.draw.shapes import pill_rect
from sorry_game.app.plugins.king.layout import CHECKER_R, KingLayout, Point
from sorry_game.games.king.ring import RING_SIZE

#: a badge's words at 100 % text, in cells
BADGE_WORDS = 0.22
#: the room a piece's glyph takes in its square, in cells (centred)
PIECE_BOX = 0.8
#: a movable checker's target ring (options.py: 1.3 x the checker, its width) in cells
TARGET_RING = CHECKER_R * 1.3 + 0.05
#: where a checker lands: the ghost and its ring (options.py: 1.25 x the checker)
LANDING_RING = CHECKER_R * 1.25 + 0.04
#: a path's dot, in cells
PATH_DOT = 0.08
#: how far from its checker a badge may stand, in cells (steps of a tenth)
REACH = (0.5, 1.6)
#: the ways to try, in order, with what each costs in cells beside its distance:
#: behind, ahead, toward the board, outward, then the four diagonals
WAYS: tuple[tuple[str, float], ...] = (
    ("back", 0.0),
    ("ahead", 0.12),
    ("in", 0.2),
    ("out", 0.3),
    ("back-in", 0.35),
    ("ahead-in", 0.4),
    ("back-out", 0.45),
    ("ahead-out", 0.5),
)

Shape = tuple[pygame.Rect, Point | None, float]
"""An obstacle: a rectangle, or (when the point is given) a circle of that radius."""


@dataclass(frozen=True)
class Badge:
    """One checker's badge as drawn: its words, its pill and its words' size."""

    index: int
    label: str
    rect: pygame.Rect
    size: float


def badge_sizes(lay: KingLayout) -> tuple[float, float]:
    """(largest, smallest) size of a badge's words: the whole Text size
    (`label_scale`), and the size they have at 100 % (the board's cell then)."""
    least = max(9.0, BADGE_WORDS * lay.cell_100)
    return max(least, BADGE_WORDS * lay.cell * lay.label_scale), least


def size_steps(lay: KingLayout) -> list[float]:
    """The sizes a badge tries, largest first, down to its 100 % size (five at most)."""
    largest, least = badge_sizes(lay)
    sizes = [largest]
    while sizes[-1] > least:
        sizes.append(max(least, sizes[-1] - max(1.0, (largest - least) / 4)))
    return sizes


def landing(index: int, label: str, distance: int, step: int) -> int | None:
    """Where the checker on ring square `index` lands (None: it completes its tour)."""
    if "tour" in label:
        return None
    return (index + step * distance) % RING_SIZE


def circle(centre: Point, radius: float) -> Shape:
    r = pygame.Rect(0, 0, math.ceil(radius * 2), math.ceil(radius * 2))
    r.center = (round(centre[0]), round(centre[1]))
    return (r, centre, radius)


def hits(rect: pygame.Rect, shape: Shape) -> bool:
    """`rect` overlaps the obstacle (a circle by its distance to the rectangle)."""
    box, centre, radius = shape
    if not rect.colliderect(box):
        return False
    if centre is None:
        return True
    nx = min(max(centre[0], rect.left), rect.right)
    ny = min(max(centre[1], rect.top), rect.bottom)
    return math.hypot(centre[0] - nx, centre[1] - ny) < radius


def obstacles(
    lay: KingLayout,
    pieces: Iterable[str],
    ring: Sequence[int | None],
    movable: Sequence[tuple[int, str]],
    distance: int,
    step: int,
    mover: int,
) -> list[Shape]:
    """What a badge must not cover: the pieces (their glyphs' room), the checkers (a
    movable one with its target ring), where each movable checker lands and its path,
    the coordinates, the seats' strips. (The chess squares too where a place clear of
    them is found: `place`.)"""
    c = lay.cell
    out = piece_boxes(lay, pieces)
    moving = {index for index, _label in movable}
    for i, owner in enumerate(ring):
        if owner is not None:
            radius = TARGET_RING if i in moving else CHECKER_R + 0.02
            out.append(circle(lay.ring_centre(i), radius * c))
    for index, label in movable:
        dest = landing(index, label, distance, step)
        for k in range(1, distance + 1):
            sq = (index + step * k) % RING_SIZE
            if sq == dest:
                out.append(circle(lay.ring_centre(sq), LANDING_RING * c))
                break
            out.append(circle(lay.ring_centre(sq), PATH_DOT * c))
            if dest is None and sq == lay.red[mover]:
                break
    out += [(r, None, 0.0) for r in lay.coordinate_rects()]
    out += [(pygame.Rect(r), None, 0.0) for r in lay.strips.values()]
    return out


def _unit(a: Point, b: Point) -> Point:
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy) or 1.0
    return (dx / n, dy / n)


def candidates(lay: KingLayout, index: int, step: int) -> list[Point]:
    """The places to try for the badge of the checker on `index`, best first."""
    c = lay.cell
    here = lay.ring_centre(index)
    ahead = _unit(here, lay.ring_centre((index + step) % RING_SIZE))
    back = _unit(here, lay.ring_centre((index - step) % RING_SIZE))
    inward = lay.inward(index)
    outward = (-inward[0], -inward[1])
    if inward[0] and inward[1]:  # a corner: "in" and "out" go diagonally
        inward, outward = _unit((0, 0), inward), _unit((0, 0), outward)
    ways = {
        "back": back,
        "ahead": ahead,
        "in": inward,
        "out": outward,
        "back-in": _unit((0, 0), (back[0] + inward[0], back[1] + inward[1])),
        "ahead-in": _unit((0, 0), (ahead[0] + inward[0], ahead[1] + inward[1])),
        "back-out": _unit((0, 0), (back[0] + outward[0], back[1] + outward[1])),
        "ahead-out": _unit((0, 0), (ahead[0] + outward[0], ahead[1] + outward[1])),
    }
    lo, hi = REACH
    steps = [lo + k / 10 for k in range(round((hi - lo) * 10) + 1)]
    scored = []
    for n, (name, cost) in enumerate(WAYS):
        ux, uy = ways[name]
        for d in steps:
            scored.append((d + cost, n, (here[0] + ux * d * c, here[1] + uy * d * c)))
    scored.sort(key=lambda s: (s[0], s[1]))
    return [p for _score, _n, p in scored]


def place(
    lay: KingLayout,
    pieces: Iterable[str],
    ring: Sequence[int | None],
    movable: Sequence[tuple[int, str]],
    distance: int,
    step: int,
    mover: int,
) -> list[Badge]:
    """Every movable checker's badge, each clear of the board's things and of the
    badges placed before it; the largest words first that find a place, else the 100 %
    size at the place that covers least."""
    blocked = obstacles(lay, pieces, ring, movable, distance, step, mover)
    sizes = size_steps(lay)
    least = sizes[-1]
    out: list[Badge] = []
    reach = round((REACH[1] + 1.5) * lay.cell * 2)
    for index, label in movable:
        tries = candidates(lay, index, step)
        region = pygame.Rect(0, 0, reach, reach)
        region.center = lay.ring_rect(index).center
        near = [s for s in blocked if s[0].colliderect(region)]  # (what a try can reach)
        found: Badge | None = None
        # off the chess squares first, at any of the sizes (each square may be a chess
        # move's target: issue 39, a "+1" at 200 % covered part of the h-file's
        # squares), then on them where the ring holds no place
        board: list[Shape] = [(pygame.Rect(lay.chess), None, 0.0)]
        for clear in (near + board, near):
            for size in sizes:
                for at in tries:
                    r = pill_rect(label, at, size)
                    if lay.area.contains(r) and not any(hits(r, s) for s in clear):
                        found = Badge(index, label, r, size)
                        break
                if found is not None:
                    break
            if found is not None:
                break
        if found is None:  # nowhere clear: where it covers least
            inside = [
                pill_rect(label, at, least)
                for at in tries
                if lay.area.contains(pill_rect(label, at, least))
            ] or [pill_rect(label, tries[0], least, lay.area)]
            best = min(inside, key=lambda r: sum(hits(r, s) for s in blocked))
            found = Badge(index, label, best, least)
        out.append(found)
        blocked.append((found.rect.inflate(2, 2), None, 0.0))
    return out


def piece_boxes(lay: KingLayout, squares: Iterable[str]) -> list[Shape]:
    """The room each piece's glyph takes on its square."""
    c = lay.cell
    out: list[Shape] = []
    for name in squares:
        box = pygame.Rect(0, 0, round(c * PIECE_BOX), round(c * PIECE_BOX))
        box.center = lay.square_rect(name).center
        out.append((box, None, 0.0))
    return out


def around(lay: KingLayout, centre: Point, first: Sequence[Point]) -> list[Point]:
    """Places round a square's centre, nearest first after the `first` ones (in
    cells: the side of the square, then its corners, then a square away)."""
    c = lay.cell
    ways = [(0, -1), (0, 1), (1, 0), (-1, 0), (1, -1), (-1, -1), (1, 1), (-1, 1)]
    out = [(centre[0] + dx * c, centre[1] + dy * c) for dx, dy in first]
    for reach in (0.55, 0.7, 0.85, 1.0):
        out += [(centre[0] + dx * reach * c, centre[1] + dy * reach * c) for dx, dy in ways]
    return out


def clear_place(
    label: str, size: float, tries: Sequence[Point], blocked: Sequence[Shape], room: pygame.Rect
) -> pygame.Rect | None:
    """The first of `tries` where a pill of `label` stays inside `room` and covers
    nothing `blocked` names (None: nowhere)."""
    for at in tries:
        r = pill_rect(label, at, size)
        if room.contains(r) and not any(hits(r, s) for s in blocked):
            return r
    return None


class BadgePlacer:
    """The badges of the position shown, searched again only when it or the layout
    changes."""

    def __init__(self) -> None:
        self._key: object = None
        #: the badges drawn last (what a test reads)
        self.shown: list[Badge] = []

    def badges(
        self,
        lay: KingLayout,
        pieces: Iterable[str],
        ring: Sequence[int | None],
        movable: Sequence[tuple[int, str]],
        distance: int,
        step: int,
        mover: int,
    ) -> list[Badge]:
        squares = tuple(sorted(pieces))
        where = (tuple(lay.area), lay.flipped, lay.red, lay.cell, lay.label_scale, lay.cell_100)
        key = (where, squares, tuple(ring), tuple(movable), distance, step, mover)
        if key != self._key:
            self.shown = place(lay, squares, ring, movable, distance, step, mover)
            self._key = key
        return self.shown


__all__ = [
    "BADGE_WORDS",
    "Badge",
    "BadgePlacer",
    "around",
    "badge_sizes",
    "circle",
    "clear_place",
    "hits",
    "landing",
    "piece_boxes",
    "place",
    "size_steps",
]
