"""The review's chart: each seat's chance to win over the game, one line per seat in
its colour (the reviewed seat's thicker, drawn last but for the winner's, which ends
on top), the reviewed seat's big moments marked by numbered badges where they
happened (`GameReview.swings`), and the chance's scale at the left (0, 50, 100 %).

Every line of text it draws is kept in `lines.texts` with the rectangle it must stay
in (the layout tests read them).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from sorry_game.app.draw import PlacedLines, aa_circle, contrast_text, darken, mix
from sorry_game.app.draw.charts import chart_point, line_edge
from sorry_game.engine.errors import SaveError
from sorry_game.engine.savefile import SaveRecord
from sorry_game.games.catalogue import get_game
from sorry_game.review import GameReview, Swing

RGB = tuple[int, int, int]


def chance_at(line: Sequence[tuple[int, float]], x: float) -> float:
    """The line's chance at position `x` (straight between its points).

    >>> chance_at([(0, 0.25), (10, 0.75)], 4)
    0.45
    """
    if not line:
        return 0.0
    if x <= line[0][0]:
        return line[0][1]
    for (x0, y0), (x1, y1) in zip(line, line[1:], strict=False):
        if x0 <= x <= x1:
            return y0 if x1 == x0 else y0 + (y1 - y0) * (x - x0) / (x1 - x0)
    return line[-1][1]


def moments(review: GameReview, seat: int) -> list[Swing]:
    """The seat's big moments in the order they happened (the badges' numbers)."""
    return sorted(review.swings_of(seat), key=lambda s: (s.number, -abs(s.points)))


def drawing_order(review: GameReview, seat: int) -> list[int]:
    """The seats' lines from first drawn to last: the others, the reviewed seat, and
    the winners last of all (their lines end on top and stay in sight there)."""
    count = len(review.seats)
    winners = [s for s in range(count) if review.seats[s].result >= 0.5]
    rest = [s for s in range(count) if s != seat and s not in winners]
    return rest + ([seat] if seat not in winners else []) + winners


@dataclass
class ChartPlot:
    """Where the last draw put things: the plot's rectangle and each badge's centre."""

    plot: pygame.Rect
    badges: list[tuple[int, tuple[float, float]]]


def draw_chance_chart(
    surface: pygame.Surface,
    rect: pygame.Rect,
    review: GameReview,
    seat: int,
    colours: Sequence[RGB],
    theme: object,
    small: pygame.font.Font,
    lines: PlacedLines,
    turns: int = 0,
    badges: bool = True,
) -> ChartPlot:
    """Draw the chart into `rect` (see the module docstring). `turns`: the game's length
    as Results says it (the axis ends at that turn; else at the last decision's);
    without `badges` the big moments are not marked (Results lists its own)."""
    colour = theme.colour  # type: ignore[attr-defined]
    panel = colour("panel")
    background = darken(panel, 0.25)
    grid = mix(panel, colour("muted_text"), 0.3)
    pygame.draw.rect(surface, background, rect, border_radius=max(2, small.get_height() // 4))
    label_w = small.size("100 %")[0] + small.get_height() // 2
    pad = max(4, small.get_height() // 2)
    badge_r = max(small.get_height() * 0.62, 8)
    # the lines' end dots (at most as large as the reviewed line's) stand clear of the
    # turns under the plot
    dot = int(max(2, rect.h // 70) * 2 * 1.6) + 2
    plot = pygame.Rect(
        rect.x + label_w + pad,
        rect.y + pad + int(badge_r),
        rect.w - label_w - 2 * pad - int(badge_r),
        rect.h - pad - max(pad, dot) - int(badge_r) - small.get_linesize(),
    )
    if plot.w < 8 or plot.h < 8:
        return ChartPlot(plot, [])
    for q, words in ((0, "0 %"), (2, "50 %"), (4, "100 %")):
        y = plot.bottom - 1 - q * (plot.h - 1) // 4
        lines.draw(surface, words, small, colour("muted_text"), (plot.x - pad, y), label_w, "right")
    for q in range(5):
        y = plot.bottom - 1 - q * (plot.h - 1) // 4
        pygame.draw.line(surface, grid, (plot.x, y), (plot.right - 1, y), 1)
    last = review.length
    turns = turns or max((d.turn for d in review.decisions), default=0)
    below = plot.bottom + max(pad // 2, dot)
    lines.draw(
        surface, "Start", small, colour("muted_text"), (plot.x, below), plot.w, "left", "top"
    )
    if turns:
        end = f"Turn {turns}"
        lines.draw(
            surface, end, small, colour("muted_text"), (plot.right, below), plot.w, "right", "top"
        )
    width = max(2, plot.h // 70)
    for s in drawing_order(review, seat):
        points = review.chart(s)
        ink = colours[s] if s < len(colours) else colour("text")
        thick = width * 2 if s == seat else width
        pts = [chart_point(plot, x, y, last) for x, y in points]
        edge = line_edge(ink, background)
        if len(pts) > 1:
            pygame.draw.lines(surface, edge, False, pts, thick + 2)
            pygame.draw.lines(surface, ink, False, pts, thick)
        aa_circle(surface, edge, pts[-1], thick * 1.6 + 1)
        aa_circle(surface, ink, pts[-1], thick * 1.6)
    line = review.chart(seat)
    ink = colours[seat] if seat < len(colours) else colour("text")
    placed: list[tuple[int, tuple[float, float]]] = []
    for i, swing in enumerate(moments(review, seat) if badges else [], start=1):
        at = chart_point(plot, swing.number, chance_at(line, swing.number), last)
        centre = (at[0], max(plot.y + badge_r, at[1] - badge_r * 1.4))
        for _ in range(len(placed)):  # never over another badge: above it, or below
            near = [c for _i, c in placed if abs(c[0] - centre[0]) < 2 * badge_r + 2]
            if not any(abs(c[1] - centre[1]) < 2 * badge_r + 2 for c in near):
                break
            up = min(c[1] for c in near) - 2 * badge_r - 3
            down = max(c[1] for c in near) + 2 * badge_r + 3
            centre = (centre[0], up if up >= plot.y + badge_r else down)
        aa_circle(surface, colour("text"), centre, badge_r + 2)
        aa_circle(surface, darken(ink, 0.35), centre, badge_r)
        text = str(i)
        lines.draw(surface, text, small, contrast_text(darken(ink, 0.35)), centre, plot.w, "center")
        placed.append((i, centre))
    return ChartPlot(plot, placed)


def game_turns(record: SaveRecord) -> int:
    """The game's length in turns as Results says it (`View.turns` at the end), so the
    chart's last turn and Results' "N turns" agree; 0 when the record does not replay."""
    try:
        return record.replay(get_game(record.game_id)).view(None).turns
    except SaveError:  # a record that does not replay has no review either
        return 0


__all__ = [
    "ChartPlot",
    "chance_at",
    "draw_chance_chart",
    "drawing_order",
    "game_turns",
    "moments",
]
