"""Learn to play: choose a game for its guided first game (from the title screen, as
often as the player likes). The games listed are those whose plugin has a script."""

from __future__ import annotations

from functools import partial

import pygame

from sorry_game.app.draw import wrap
from sorry_game.app.scenes import ShellScene, draw_heading
from sorry_game.app.table.guide import tutorial_for
from sorry_game.app.tutorial import open_tutorial, tutorial_games
from sorry_game.app.widgets import Button, draw_text

INTRO = "A short game with tips that point at what to choose. Skip it at any time."


class LearnScene(ShellScene):
    def create(self) -> None:
        self.games = tutorial_games()
        self.buttons: list[Button] = []
        for i, game in enumerate(self.games):
            script = tutorial_for(game)
            steps = len(script.steps) if script is not None else 0
            button = Button(
                game.title,
                partial(open_tutorial, self.app, game.id),
                style="primary" if i == 0 else "normal",
                subtext=f"{steps} guided steps, then play on",
                name=f"learn:{game.id}",
            )
            self.buttons.append(self.form.add(button))
        self.back_button = self.form.add(Button("Back", self.back, style="quiet", name="back"))
        self.primary = self.buttons[0] if self.buttons else self.back_button

    def layout(self) -> None:
        w, h = self.size
        bw = int(min(w * 0.8, self.s * 0.52))
        bh = int(self.px(0.078) * 1.4)  # a title and its line, one under the other
        gap = self.px(0.022)
        rows = [*self.buttons, self.back_button]
        total = len(rows) * bh + (len(rows) - 1) * gap
        self.heading_y = self.px(0.06)
        # the intro wraps (large text) rather than shrink; the buttons start below it
        font = self.app.fonts.get(self.font_px("small"))
        self.intro = wrap(font, INTRO, int(w * 0.9))
        self.intro_top = self.heading_y + self.font_px("title") + self.px(0.06)
        below = self.intro_top + len(self.intro) * font.get_linesize() + self.px(0.04)
        y = max(int(h * 0.3), (h - total) // 2, below)
        y = max(below, min(y, h - total - self.px(0.04)))
        for b in rows:
            b.rect = pygame.Rect((w - bw) // 2, y, bw, bh)
            y += bh + gap
        self.grow_page(y)

    def draw_content(self, surface: pygame.Surface) -> None:
        w, _h = self.size
        draw_heading(
            surface,
            self.app,
            "Learn to play",
            (w // 2, self.heading_y),
            self.font_px("title"),
            "center",
        )
        font = self.app.fonts.get(self.font_px("small"))
        for i, line in enumerate(self.intro):
            draw_text(
                surface,
                line,
                font,
                self.app.theme.colour("muted_text"),
                (w // 2, self.intro_top + i * font.get_linesize()),
                "center",
                "top",
            )
