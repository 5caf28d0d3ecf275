"""Pass the screen: a full cover between two human players when hands are hidden.

The table pushes `PassScreenScene(app, name, on_reveal, colour=None, session=None)` before a human's
turn when more than one human sits at a game with hidden hands. It covers the whole
window (it is not an overlay: nothing of the table is drawn beneath). The button
"I am <name> — show my cards" pops it and calls `on_reveal()`. Esc opens Pause.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from sorry_game.app.scenes import ShellScene, draw_backdrop, draw_pawn
from sorry_game.app.widgets import Button, draw_text, mix


class PassScreenScene(ShellScene):
    overlay = False

    def __init__(
        self,
        app,
        name: str,
        on_reveal: Callable[[], Any] | None = None,
        colour: int | None = None,
        session: Any = None,
    ) -> None:
        self.player_name = name
        if colour is None:  # find the seat's colour in the game being played
            game = session if session is not None else app.session
            for seat in getattr(game, "seats", None) or []:
                if seat.name == name:
                    colour = seat.colour
                    break
        self.colour = colour
        self.on_reveal = on_reveal
        self.session = session
        super().__init__(app)

    def create(self) -> None:
        self.reveal = self.form.add(
            Button(
                f"I am {self.player_name} — show my cards",
                self.show,
                style="primary",
                name="reveal",
            )
        )
        self.form.set_focus(self.reveal)

    def show(self) -> None:
        if self.app.top is self:
            self.app.pop()
        if self.on_reveal is not None:
            self.on_reveal()

    def back(self) -> None:
        """Esc pauses the game; it never reveals the hand."""
        from sorry_game.app.scenes.pause import PauseScene

        self.app.push(PauseScene(self.app, self.session))

    def layout(self) -> None:
        w, h = self.size
        bw = int(min(w * 0.86, self.px(0.8)))
        self.reveal.rect = pygame.Rect(0, 0, bw, self.px(0.085))
        self.reveal.rect.center = (w // 2, int(h * 0.72))

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, self.app, quiet=True)
        theme = self.app.theme
        w, h = self.size
        if self.colour is not None:
            c = theme.player_colour(self.colour)
            ring = mix(c, theme.colour("background"), 0.6)
            pygame.draw.circle(surface, ring, (w // 2, int(h * 0.3)), self.px(0.13))
            draw_pawn(surface, c, (w // 2, int(h * 0.3)), self.px(0.17))
        title = f"Pass to {self.player_name}"
        font = self.app.fonts.fit(title, int(w * 0.9), self.font_px("title") * 1.2, True)
        draw_text(surface, title, font, theme.colour("text"), (w // 2, int(h * 0.5)), "center")
        small = self.app.fonts.get(self.font_px("body"))
        note = "Everyone else, please look away: the cards in this hand are secret."
        small = self.app.fonts.fit(note, int(w * 0.9), small.get_height())
        draw_text(
            surface,
            note,
            small,
            theme.colour("muted_text"),
            (w // 2, int(h * 0.5) + font.get_linesize()),
            "center",
        )
        self.form.draw(surface)
