"""Pass the screen: a full cover between two human players when hands are hidden.

The table pushes `PassScreenScene(app, name, on_reveal, colour=None, session=None,
on_undo=None, undo_name="")` before a human decides when more than one human sits at a
game with hidden cards, once the previous move has landed. It covers the whole window
(it is not an overlay: nothing of the table is drawn beneath). "Pass to NAME: click or
press Enter when ready": the button pops it and calls `on_reveal()`. While the previous player still
holds the screen they may take back their own move (`on_undo`). Esc opens Pause.
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
        colour: int | str | None = None,
        session: Any = None,
        on_undo: Callable[[], Any] | None = None,
        undo_name: str = "",
    ) -> None:
        self.player_name = name
        self.on_undo = on_undo
        self.undo_name = undo_name
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
                f"I am {self.player_name}: ready",
                self.show,
                style="primary",
                name="reveal",
            )
        )
        self.take_back = None
        if self.on_undo is not None:
            self.take_back = self.form.add(
                Button(
                    f"{self.undo_name}: take back my move",
                    self.undo,
                    style="quiet",
                    name="undo",
                )
            )
        self.primary = self.reveal
        self.form.set_focus(self.reveal)

    def undo(self) -> None:
        if self.app.top is self:
            self.app.pop()
        if self.on_undo is not None:
            self.on_undo()

    def show(self) -> None:
        if self.app.top is self:
            self.app.pop()
        if self.on_reveal is not None:
            self.on_reveal()

    def back(self) -> None:
        """Esc pauses the game; it never reveals the hand."""
        self.app.go("pause", self.session)

    def layout(self) -> None:
        w, h = self.size
        bw = int(min(w * 0.86, self.px(0.8)))
        self.reveal.rect = pygame.Rect(0, 0, bw, self.px(0.085))
        self.reveal.rect.center = (w // 2, int(h * 0.7))
        if self.take_back is not None:
            self.take_back.rect = pygame.Rect(0, 0, int(bw * 0.7), self.px(0.065))
            self.take_back.rect.midtop = (w // 2, self.reveal.rect.bottom + self.px(0.04))

    def paint(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, self.app, quiet=True)
        theme = self.app.theme
        w, h = self.size
        if self.colour is not None:
            c = theme.player_colour(self.colour)
            ring = mix(c, theme.colour("background"), 0.6)
            pygame.draw.circle(surface, ring, (w // 2, int(h * 0.3)), self.px(0.13))
            draw_pawn(surface, c, (w // 2, int(h * 0.3)), self.px(0.17), self.colour)
        title = f"Pass to {self.player_name}: click or press Enter when ready"
        font = self.app.fonts.fit(title, int(w * 0.9), int(self.font_px("title") * 1.2), True)
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
