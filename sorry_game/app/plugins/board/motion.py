"""Where a pawn in flight is on the Sorry! board, by the style of its tween
(`steps.py` names them):

- "" (a move): it hops square by square along its path, through every square's centre;
- "slide": it sweeps along the slide's arrow;
- "fly" (bumped back to START), "switch" (an 11 swap), "swoop" (SORRY! from START):
  it jumps in an arc, lifted high — the two pawns of a switch bulge to opposite sides,
  so they pass each other.

The painter asks `pawn_motion` for the point and size of each moving pawn.
"""

from __future__ import annotations

from sorry_game.app.plugins.board.layout import BoardLayout, Point
from sorry_game.app.table.animator import Tween, along, arc, hop, lift, walk
from sorry_game.games.board.geometry import TRACK_LEN

#: style → (bulge of the arc, as a fraction of the way; extra size at the top)
ARCS: dict[str, tuple[float, float]] = {
    "fly": (0.28, 0.45),
    "switch": (0.32, 0.28),
    "swoop": (0.22, 0.55),
}
#: the most an arc bulges, in squares (a long switch stays on the board)
ARC_LIMIT = 2.5


def pawn_motion(layout: BoardLayout, pawn: int, tween: Tween, t: float) -> tuple[Point, float]:
    """(screen point, size factor) of `pawn` a fraction `t` (eased) through `tween`."""
    style = tween.style
    path = tween.path
    if style == "slide" and path[0] < TRACK_LEN:
        return along(layout.slide_points(path[0], path[-1]), t), lift(t)
    pts = [layout.pawn_point(pawn, p) for p in path]
    shape = ARCS.get(style)
    if shape is not None:
        bend, rise = shape
        limit = layout.cell * ARC_LIMIT
        return arc(pts[0], pts[-1], t, bend, limit), 1.0 + (rise * _bump(t))
    if len(pts) > 2:
        point, k = walk(pts, t)
        return point, hop(k)
    return along(pts, t), lift(t)


def _bump(t: float) -> float:
    """0 at both ends, 1 in the middle (a parabola: the top of a jump)."""
    return 4 * t * (1 - t)


__all__ = ["ARCS", "pawn_motion"]
