"""The drawer: where a small window at a large text size (200 % at 800x600) keeps the
move log and the players. The panel stays one column beside the play area, its text
as large as the text size asks (`columns.window_plan`'s `drawer`); a handle at its
foot ("Moves and players (L)") slides a panel holding the players and the whole log
over the play area's side, and it slides away again by L, Esc, a click beside it, any
other key, or when your decision opens. While it is closed the column shows the log's
latest lines where room is left.
"""

from __future__ import annotations

import pygame

from sorry_game.app.draw import Palette, mix
from sorry_game.app.table.columns import PanelLayout

#: the key that opens and closes the drawer, and the handle's words
KEY = pygame.K_l
OPEN_WORDS = "Moves and players (L)"
CLOSE_WORDS = "Close (L)"


class Drawer:
    """Whether the drawer is open (the panel lays out its parts for it)."""

    def __init__(self) -> None:
        self.open = False

    def words(self) -> str:
        """The handle's words: what a press of it does."""
        return CLOSE_WORDS if self.open else OPEN_WORDS

    def handle(self, event: pygame.event.Event, lay: PanelLayout) -> bool:
        """L opens or closes it; while open, Esc or a click closes it (the click taken:
        it meant the drawer away, not a move), any other key closes it and goes on."""
        if not lay.drawer_u:
            self.open = False
            return False
        if event.type == pygame.KEYDOWN:
            mods = getattr(event, "mod", 0) & (
                pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META
            )
            if event.key == KEY and not mods:
                self.open = not self.open
                return True
            if self.open:
                self.open = False
                return event.key == pygame.K_ESCAPE
            return False
        if self.open and event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            if lay.handle.collidepoint(event.pos) or not lay.drawer.collidepoint(event.pos):
                self.open = False
            return True
        return False

    def slide_away(self) -> None:
        """A decision of yours opens: the play area is wanted whole."""
        self.open = False


def draw_drawer(surface: pygame.Surface, pal: Palette, lay: PanelLayout) -> None:
    """The drawer's panel over the play area (its players and log are drawn in it)."""
    r, u = lay.drawer, lay.u
    if r.width <= 0 or r.height <= 0:
        return
    shadow = mix(pal["background"], (0, 0, 0), 0.45)
    pygame.draw.rect(surface, shadow, r.move(u // 3, u // 3), border_radius=u)
    pygame.draw.rect(surface, pal["panel"], r, border_radius=u)
    pygame.draw.rect(surface, pal["panel_edge"], r, max(2, u // 8), border_radius=u)


__all__ = ["CLOSE_WORDS", "KEY", "OPEN_WORDS", "Drawer", "draw_drawer"]
