"""Results' part of the review (issue 42): the *Review the game* button, and while the
review is computed, under the buttons (where Rematch's note stands), how far it is:
its words with the time left, a bar, and Cancel; once it is computed, the story's
chart shows each seat's chance to win instead of its progress. The review starts as Results opens
(worker processes at a lower priority: the window keeps its frames) unless it is kept
with the game already; a picture of the screen starts none.

    strip = ReviewStrip(scene, form, session, start=True)
    strip.layout(row, gap)
    every frame: strip.update() -> True when the controls changed
    strip.draw(surface, app, font) -> False when there is nothing to show
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from sorry_game.app.draw import PlacedLines, darken
from sorry_game.app.draw.charts import draw_bar
from sorry_game.app.review import job as jobs
from sorry_game.app.review.chart import draw_chance_chart, game_turns
from sorry_game.app.widgets import Button, Form
from sorry_game.engine.savefile import SaveRecord


class ReviewStrip:
    """See the module docstring."""

    def __init__(self, scene: Any, form: Form, session: Any, start: bool = True) -> None:
        self.scene = scene
        self.record: SaveRecord = session.record()
        #: whose accuracy it tells: the one at the screen (the first human)
        self.seat = jobs.reviewed_seat(session.seats)
        record = self.record
        self.job = jobs.job_for(record, owner=scene, keep=start, start=start)
        self.open_button = form.add(Button("Review the game", self.open, name="review"))
        self.cancel_button = form.add(Button("Cancel", self.cancel, style="quiet", name="cancel"))
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.words_rect = pygame.Rect(0, 0, 0, 0)
        self.shown = ""
        self.lines = PlacedLines(valign="top")
        self.turns: int | None = None  # the game's turns, for the chart's axis
        self.update()

    def open(self) -> None:
        """The review screen (it shows the progress while the review is computed)."""
        self.job.start()
        self.scene.app.go("review", self.record, seat=self.seat, job=self.job)

    def cancel(self) -> None:
        self.job.cancel()
        self.update()

    def update(self) -> bool:
        """Poll the job; True when what the strip shows changed (the scene lays out)."""
        self.job.poll()
        state = self.job.state
        changed = state != self.shown
        self.shown = state
        self.cancel_button.visible = state == jobs.COMPUTING
        panel = getattr(self.scene, "story_panel", None)
        if panel is not None and panel.chart is None and self.job.review is not None:
            panel.chart = self.draw_chances  # the chances replace the progress chart
        return changed

    def draw_chances(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        colours: Sequence[tuple[int, int, int]],
        font: pygame.font.Font,
        lines: PlacedLines,
    ) -> bool:
        """Results' story chart: each seat's chance to win over the game (the winner's
        line ends on top), the one at the screen thicker, each line's end marked by its
        seat's shape; no badges (the story lists its own moments)."""
        review = self.job.review
        if review is None or len(colours) < len(review.seats):
            return False
        if self.turns is None:
            self.turns = game_turns(self.record)
        theme = self.scene.app.theme
        seat_key = getattr(self.scene, "seat_key", None)
        shapes = [seat_key(s) for s in range(len(review.seats))] if callable(seat_key) else []
        draw_chance_chart(
            surface, rect, review, self.seat, colours, theme, font, lines, self.turns, False, shapes
        )
        return True

    def layout(self, rect: pygame.Rect, gap: int) -> None:
        """The row under the buttons (where Rematch's note stands): the words and the bar,
        Cancel at its right."""
        self.rect = pygame.Rect(rect)
        cw = max(rect.h * 2, rect.w // 6)
        ch = max(8, rect.h * 4 // 5)
        self.cancel_button.rect = pygame.Rect(rect.right - cw, rect.y + (rect.h - ch) // 2, cw, ch)
        self.words_rect = pygame.Rect(rect.x, rect.y, rect.w - cw - gap, rect.h)

    def computing(self) -> bool:
        """True while the review is computed (the strip shows its progress)."""
        return self.job.state == jobs.COMPUTING

    def draw(self, surface: pygame.Surface, app: Any, font: pygame.font.Font) -> bool:
        """While the review is computed: its words and its bar (True); else nothing."""
        if self.job.state != jobs.COMPUTING:
            return False
        theme = app.theme
        rect = self.words_rect
        self.lines.start(rect)
        words = self.job.words()
        bar_h = max(6, font.get_height() // 3)
        y = rect.y + max(0, (rect.h - font.get_linesize() - bar_h * 3 // 2) // 2)
        self.lines.draw(
            surface, words, font, theme.colour("text"), (rect.x, y), rect.w, "left", "top"
        )
        bar = pygame.Rect(rect.x, y + font.get_linesize() + bar_h // 2, rect.w, bar_h)
        track = darken(theme.colour("panel"), 0.3)
        draw_bar(surface, bar, self.job.fraction, theme.colour("highlight"), track)
        return True


__all__ = ["ReviewStrip"]
