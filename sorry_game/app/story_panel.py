"""The game's story on Results: a progress-over-turns chart (one line per seat in its
colour) and a few key moments with their move numbers (`sorry_game.story`).

Every line of text it draws is kept in `texts` with the rectangle it must stay in, so
the layout tests can check that nothing spills out of the panel."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from sorry_game.app.draw import PlacedLines, darken, draw_panel, mix, wrap
from sorry_game.app.draw.charts import (
    dashes_of,
    draw_dashed,
    draw_line_chart,
    line_looks,
    pattern_period,
)
from sorry_game.story import Story, pick_moments

HEADING = "How the game went"
ChartDrawer = Callable[
    [pygame.Surface, pygame.Rect, Sequence[tuple[int, int, int]], pygame.font.Font, PlacedLines],
    bool,
]
#: at most this many moments are listed (under the chart; beside it, twice as many)
MAX_MOMENTS = 5


class StoryPanel:
    """Draws one game's story into a rectangle of the Results screen."""

    def __init__(self, app: Any, story: Story) -> None:
        self.app = app
        self.story = story
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.lines = PlacedLines(valign="top")
        #: the legend's line samples as last drawn: (seat, rectangle)
        self.samples: list[tuple[int, pygame.Rect]] = []
        #: a chart drawn instead of the progress one, when it returns True (Results:
        #: each seat's chance to win, once the game's review is computed):
        #: (surface, rect, seat colours, font, lines) -> drawn
        self.chart: ChartDrawer | None = None
        #: the seats from first place to last and their names (Results sets them): the
        #: lines are drawn last place first (the winner's on top) and the legend under
        #: the chart names them in place order
        self.order: list[int] = []
        self.names: list[str] = []
        #: the seat whose line is solid (the one reviewed: Results' first human); the
        #: others' dashed (`dashes_of`)
        self.solid = 0

    @property
    def texts(self) -> list[tuple[pygame.Rect, pygame.Rect]]:
        """(text rectangle, the rectangle it must stay in) of the last draw."""
        return self.lines.texts

    def told(
        self, small: pygame.font.Font, width: int, room: int, most: int = MAX_MOMENTS
    ) -> list[tuple[int, list[str]]]:
        """The moments listed, each in whole words (wrapped, never cut short): as many as
        `room` pixels hold (`most` at most), spread over the game, the win among them."""
        line_h = max(1, small.get_linesize())
        for count in range(min(most, max(1, room // line_h)), 0, -1):
            told = [
                (m.when, wrap(small, m.text, width))
                for m in pick_moments(self.story.moments, count)
            ]
            if count == 1 or sum(len(words) for _w, words in told) * line_h <= room:
                return told
        return []

    def draw(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        seat_colours: Sequence[tuple[int, int, int]],
        sizes: tuple[int, int],
        unit_px: int,
    ) -> None:
        """`sizes`: the heading and line font sizes; `unit_px`: the scene's spacing unit."""
        self.rect = pygame.Rect(rect)
        self.lines.start(self.rect)
        self.samples = []
        theme = self.app.theme
        fonts = self.app.fonts
        draw_panel(surface, self.app, self.rect)
        pad = max(6, unit_px)
        inner = self.rect.inflate(-2 * pad, -2 * pad)
        head = fonts.get(sizes[0], True)
        small = fonts.get(sizes[1])
        length = f"{self.story.length} {self.story.unit}"
        lw = small.size(length)[0]
        # the game's length beside the heading, or on a line of its own below it when
        # both do not fit (a narrow window, large text); the heading wraps rather than
        # be cut short
        beside = head.size(HEADING)[0] + pad + lw <= inner.w
        y = inner.y
        for line in [HEADING] if beside else wrap(head, HEADING, inner.w):
            room = inner.w - lw - pad if beside else inner.w
            self.lines.draw(surface, line, head, theme.colour("text"), (inner.x, y), room)
            y += head.get_linesize()
        if beside:
            at, align = (inner.right, inner.y + head.get_height() // 2), "right"
        else:
            at, align = (inner.x, y + small.get_height() // 2), "left"
            y += small.get_linesize()
        self.lines.draw(
            surface, length, small, theme.colour("muted_text"), at, lw + 1, align, "center"
        )
        top = y + pad // 2
        line_h = small.get_linesize()
        number_w = small.size("0000")[0]
        # a box much wider than tall (the places above it): the moments beside the chart
        beside = inner.w > 2.4 * (inner.bottom - top)
        chart_w = inner.w * 3 // 5 if beside else inner.w
        text_x = inner.x + (chart_w + pad if beside else 0) + number_w + pad // 2
        room = inner.bottom - top - (0 if beside else pad * 2)  # the chart keeps this much
        share = room if beside else room // 2
        told = self.told(small, inner.right - text_x, share, MAX_MOMENTS * (2 if beside else 1))
        used = sum(len(words) for _when, words in told) * line_h
        chart_h = inner.bottom - top - (0 if beside else used + (pad // 2 if told else 0))
        legend_h = line_h + pad // 2 if self.legend_seats(len(seat_colours)) else 0
        chart = pygame.Rect(inner.x, top, chart_w, max(pad * 2, chart_h - legend_h))
        panel = theme.colour("panel")
        seats = self.legend_seats(len(seat_colours)) or list(range(len(seat_colours)))
        series = [
            (seat_colours[s], self.story.seat_line(s))
            for s in reversed(seats)  # the winner's line drawn last: on top
            if self.story.progress
        ]
        if self.chart is None or not self.chart(surface, chart, seat_colours, small, self.lines):
            draw_line_chart(
                surface,
                chart,
                series,
                mix(panel, theme.colour("muted_text"), 0.25),
                darken(panel, 0.25),
                [dashes_of(s, self.solid) for s in reversed(seats)] if self.story.progress else [],
            )
        if legend_h:
            self.draw_legend(surface, chart, seat_colours, small, pad)
        y = top if beside else chart.bottom + legend_h + pad // 2
        for when, words in told:
            self.lines.draw(
                surface,
                str(when),
                small,
                theme.colour("highlight"),
                (text_x - pad // 2, y),
                number_w,
                "right",
            )
            for line in words:
                self.lines.draw(
                    surface, line, small, theme.colour("text"), (text_x, y), inner.right - text_x
                )
                y += line_h

    def legend_seats(self, count: int) -> list[int]:
        """The seats the legend names, in place order (none without Results' order)."""
        return [s for s in self.order if 0 <= s < count and s < len(self.names)]

    def draw_legend(
        self,
        surface: pygame.Surface,
        chart: pygame.Rect,
        seat_colours: Sequence[tuple[int, int, int]],
        small: pygame.font.Font,
        pad: int,
    ) -> None:
        """Under the chart, left to right in place order: each seat's colour and name
        (its place's number alone where the names do not fit the chart's width)."""
        theme = self.app.theme
        seats = self.legend_seats(len(seat_colours))
        r = max(3, small.get_height() // 4)
        gap = pad
        unit = r * 0.6
        # a sample long enough to show its pattern: two rounds of the longest
        longest = max(pattern_period(dashes_of(s, self.solid)) for s in seats)
        sample_w = max(8 * r, round(2 * longest * unit))
        step = sample_w + r
        words = [self.names[s] for s in seats]
        width = sum(small.size(w)[0] + step for w in words) + gap * (len(words) - 1)
        if width > chart.w:
            words = [str(i + 1) for i in range(len(seats))]
        x, y = chart.x, chart.bottom + pad // 2
        for seat, word in zip(seats, words, strict=True):
            cy = y + small.get_height() // 2
            # the chart line's own looks: a seat as dark as the panel on a light rim
            ink, edge, _ = line_looks(seat_colours[seat], theme.colour("panel"), r)
            # a piece of its line, in its dashes: the lines told apart without colour
            sample = [(x, cy), (x + sample_w, cy)]
            pattern = dashes_of(seat, self.solid)
            draw_dashed(surface, edge, sample, r + 2, pattern, unit)
            draw_dashed(surface, ink, sample, max(2, r - 1), pattern, unit)
            self.samples.append((seat, pygame.Rect(x, cy - r, sample_w, 2 * r)))
            x += step
            room = chart.right - x
            self.lines.draw(surface, word, small, theme.colour("text"), (x, y), max(1, room))
            x += small.size(word)[0] + gap
