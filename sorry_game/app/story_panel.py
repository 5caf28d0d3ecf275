"""The game's story on Results: a progress-over-turns chart (one line per seat in its
colour) and a few key moments with their move numbers (`sorry_game.story`).

Every line of text it draws is kept in `texts` with the rectangle it must stay in, so
the layout tests can check that nothing spills out of the panel."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from sorry_game.app.draw import PlacedLines, darken, draw_panel, mix, wrap
from sorry_game.app.draw.charts import draw_line_chart
from sorry_game.story import Story, pick_moments

HEADING = "How the game went"
#: at most this many moments are listed
MAX_MOMENTS = 5


class StoryPanel:
    """Draws one game's story into a rectangle of the Results screen."""

    def __init__(self, app: Any, story: Story) -> None:
        self.app = app
        self.story = story
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.lines = PlacedLines(valign="top")

    @property
    def texts(self) -> list[tuple[pygame.Rect, pygame.Rect]]:
        """(text rectangle, the rectangle it must stay in) of the last draw."""
        return self.lines.texts

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
        text_x = inner.x + number_w + pad // 2
        room = inner.bottom - top - pad * 2  # the chart keeps at least this much
        lines = max(1, min(MAX_MOMENTS, (inner.bottom - top) // 2 // max(1, line_h)))
        moments = pick_moments(self.story.moments, lines)
        # each moment in whole words (wrapped, never cut short), as many as leave the
        # chart half the box
        told: list[tuple[int, list[str]]] = []
        used = 0
        for moment in moments:
            words = wrap(small, moment.text, inner.right - text_x)
            if told and used + len(words) * line_h > room // 2:
                break
            told.append((moment.when, words))
            used += len(words) * line_h
        chart_h = inner.bottom - top - used - (pad // 2 if told else 0)
        chart = pygame.Rect(inner.x, top, inner.w, max(pad * 2, chart_h))
        panel = theme.colour("panel")
        series = [
            (seat_colours[s], self.story.seat_line(s))
            for s in range(len(seat_colours))
            if self.story.progress
        ]
        draw_line_chart(
            surface,
            chart,
            series,
            mix(panel, theme.colour("muted_text"), 0.25),
            darken(panel, 0.25),
        )
        y = chart.bottom + pad // 2
        for when, words in told:
            self.lines.draw(
                surface,
                str(when),
                small,
                theme.colour("highlight"),
                (inner.x + number_w, y),
                number_w,
                "right",
            )
            for line in words:
                self.lines.draw(
                    surface, line, small, theme.colour("text"), (text_x, y), inner.right - text_x
                )
                y += line_h
