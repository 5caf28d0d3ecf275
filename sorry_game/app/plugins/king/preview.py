"""What the hovered (or focused) option of Sorry, King! would do, drawn from the events
of its action applied to a copy of the game (`TableUI.preview`):

- a chess move: a tick along each corner of the square it lands on (the review's
  moment marks a move by its preview alone: no square is hovered there; a ring there
  read as a checker), and where it captures a cross on the piece it takes (en
  passant: the pawn beside, not the square it lands on);
- a checker move: a ghost checker where it lands (or in its seat's tours when it
  completes one), a cross on a checker it captures, a ghost of a checker that enters;
- a line it would control: the line banded and its two ends joined, as when it happens;
- a piece it would turn: the square framed and the piece in its new colour beside it.

Nothing is drawn when there is no preview. In a still picture (`TableUI.mark`) the
ticks and the ring round a ghost checker are in that one colour, the legend's.
"""

from __future__ import annotations

from collections.abc import Sequence

import chess
import pygame

from sorry_game.app.draw import darken, draw_cross, ring
from sorry_game.app.plugins.king.layout import TOUR_SLOTS, KingLayout
from sorry_game.app.plugins.king.paint import KingColours, Props, draw_control, square_ticks
from sorry_game.app.plugins.king.pieces import draw_piece
from sorry_game.engine.events import Event
from sorry_game.games.king.events import (
    CheckerCaptured,
    CheckerEntered,
    CheckerMoved,
    ChessMoved,
    LineControlled,
    PieceChanged,
)

Point = tuple[float, float]

#: the letters of chess's piece names (PieceChanged.piece)
LETTERS = {"pawn": "p", "knight": "n", "bishop": "b", "rook": "r", "queen": "q", "king": "k"}


def captured_square(ev: ChessMoved) -> str | None:
    """The square of the piece a chess move takes, or None when it takes none.

    >>> captured_square(ChessMoved(0, "e5d6", "pawn", 1, "pawn", "en passant"))
    'd5'
    >>> captured_square(ChessMoved(0, "f3e4", "pawn", 1, "pawn")), captured_square(
    ...     ChessMoved(0, "g1f3", "knight", 2))
    ('e4', None)
    """
    if not ev.captured:
        return None
    dest = ev.uci[2:4]
    if ev.special == "en passant":
        return dest[0] + ev.uci[1]
    return dest


def draw_preview(
    surface: pygame.Surface,
    lay: KingLayout,
    colours: KingColours,
    events: Sequence[Event],
    props: Props,
    time: float,
    mark: tuple[int, int, int] | None = None,
) -> None:
    """The marks of an action's events (see the module's docstring); `mark`: a still
    picture's one colour for them, else the highlight."""
    hi = mark or colours.palette["highlight"]
    tours = list(props.get("tours", [0, 0]))
    for ev in events:
        if isinstance(ev, LineControlled):
            control = {"line": ev.line, "ends": list(ev.ends)}
            draw_control(surface, lay, colours, control, time)
    for ev in events:
        if isinstance(ev, CheckerMoved):
            if ev.dest >= 0:
                at = lay.ring_centre(ev.dest)
            else:
                seat = ev.player
                at = lay.tour_point(seat, min(tours[seat], TOUR_SLOTS - 1))
            colours.draw_checker(surface, ev.player, at, lay.checker_radius, alpha=170)
            _ring2(surface, hi, at, lay.checker_radius * 1.28, lay.cell)
        elif isinstance(ev, CheckerEntered):
            at = lay.ring_centre(ev.square)
            colours.draw_checker(surface, ev.player, at, lay.checker_radius, alpha=120)
        elif isinstance(ev, PieceChanged):
            _changed(surface, lay, colours, ev)
    for ev in events:
        if isinstance(ev, ChessMoved):
            square_ticks(surface, lay.square_rect(ev.uci[2:4]), hi)
            square = captured_square(ev)
            if square is not None:
                cross(surface, colours, lay.square_centre(square), lay.cell * 0.34)
        elif isinstance(ev, CheckerCaptured):
            cross(surface, colours, lay.ring_centre(ev.square), lay.checker_radius * 0.8)


def _ring2(
    surface: pygame.Surface, hi: tuple[int, int, int], at: Point, radius: float, cell: float
) -> None:
    """A ring in `hi` with a dark edge (reads on light and dark squares)."""
    w = max(2, cell * 0.07)
    ring(surface, darken(hi, 0.6), at, radius + w, max(1, w * 0.5))
    ring(surface, hi, at, radius, w)


def _changed(
    surface: pygame.Surface, lay: KingLayout, colours: KingColours, ev: PieceChanged
) -> None:
    """The square of a piece that would turn, framed, with the piece in its new colour
    in the square's corner."""
    name = chess.square_name(ev.square)
    r = lay.square_rect(name)
    c = lay.cell
    acc = colours.palette["accent"]
    w = max(2, round(c * 0.07))
    pygame.draw.rect(surface, darken(acc, 0.55), r.inflate(-1, -1), w + 2)
    pygame.draw.rect(surface, acc, r.inflate(-w, -w), w)
    letter = LETTERS.get(ev.piece, "p")
    symbol = letter if ev.owner == 0 else letter.upper()  # its new side's case
    corner = (r.right - c * 0.22, r.top + c * 0.22)
    draw_piece(surface, symbol, corner, int(c * 0.42), colours.piece_fill(symbol))


def cross(surface: pygame.Surface, colours: KingColours, at: Point, arm: float) -> None:
    """A cross over what would be taken (danger-coloured strokes, a dark edge, a light
    core)."""
    draw_cross(surface, colours.palette["danger"], at, arm, max(3, round(arm * 0.34)))


__all__ = ["LETTERS", "captured_square", "cross", "draw_preview"]
