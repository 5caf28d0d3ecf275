"""Between rounds: the round's summary over the table (who went out first and the titles,
the trade to come; who made 21 or busted, which pawn cards flipped), until the player
goes on — or, when only computers play, for a few seconds.

    SummaryScene(app, summary, on_close, auto=None)

`summary` is the round-ending event's `Summary(title, lines)`; `on_close()` is called
once the overlay is gone (the table goes on with the next decision).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from sorry_game.app.draw.fonts import wrap
from sorry_game.app.scene import Host
from sorry_game.app.scenes import ShellScene, dim
from sorry_game.app.widgets import Button, draw_panel, draw_text
from sorry_game.engine.events import Summary

#: at most this many lines are shown (a summary is a glance, not a report)
MAX_LINES = 8


class SummaryScene(ShellScene):
    overlay = True

    def __init__(
        self,
        app: Host,
        summary: Summary,
        on_close: Callable[[], Any] | None = None,
        auto: float | None = None,
    ) -> None:
        self.summary = summary
        self.on_close = on_close
        #: seconds until it closes by itself (None: the player closes it)
        self.auto = auto
        super().__init__(app)

    def create(self) -> None:
        self.go_on = self.form.add(Button("Continue", self.close, style="primary", name="go_on"))
        self.primary = self.go_on
        self.form.set_focus(self.go_on)
        self.closed = False

    @property
    def busy(self) -> bool:  # type: ignore[override]
        return self.auto is not None

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        if self.app.top is self:
            self.app.pop()
        if self.on_close is not None:
            self.on_close()

    def back(self) -> None:
        self.close()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.go_on.rect.collidepoint(event.pos):
                self.close()  # a click anywhere goes on
                return True
        return super().handle(event)

    def update(self, dt: float) -> None:
        if self.auto is not None:
            self.auto -= dt
            if self.auto <= 0:
                self.close()

    def layout(self) -> None:
        w, h = self.size
        pw = int(min(w * 0.86, self.px(0.95)))
        pad = self.px(0.05)
        self.body_font = self.app.fonts.get(self.font_px("body"))
        self.title_font = self.app.fonts.fit(
            self.summary.title, pw - 2 * pad, self.font_px("title"), True
        )
        self.lines: list[str] = []
        for line in self.summary.lines:
            self.lines += wrap(self.body_font, line, pw - 2 * pad)
        self.lines = self.lines[:MAX_LINES]
        lh = self.body_font.get_linesize()
        bh = self.px(0.075)
        ph = pad + self.title_font.get_linesize() + pad // 2 + len(self.lines) * lh + pad + bh + pad
        self.panel = pygame.Rect(0, 0, pw, min(ph, h - 2 * self.px(0.02)))
        self.panel.center = (w // 2, h // 2)
        self.go_on.rect = pygame.Rect(0, 0, self.px(0.3), bh)
        self.go_on.rect.midbottom = (self.panel.centerx, self.panel.bottom - pad)

    def paint(self, surface: pygame.Surface) -> None:
        dim(surface, 140)
        draw_panel(surface, self.app, self.panel)
        theme = self.app.theme
        pad = self.px(0.05)
        x, y = self.panel.x + pad, self.panel.y + pad
        colour = theme.colour("text")
        draw_text(surface, self.summary.title, self.title_font, colour, (x, y), "left", "top")
        y += self.title_font.get_linesize() + pad // 2
        for line in self.lines:
            if y + self.body_font.get_linesize() > self.go_on.rect.top:
                break
            draw_text(surface, line, self.body_font, colour, (x, y), "left", "top")
            y += self.body_font.get_linesize()
        self.form.draw(surface)
