"""The widget base: what every widget has (a rect, focus, hover, the theme) and the
small drawing helpers they share (the focus ring, a colour swatch, text fitted to a rect)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import pygame

from sorry_game.app.draw import (
    Fonts,
    radius_for,
    rounded_rect,
)
from sorry_game.app.theme import Theme

Rect = pygame.Rect


class UI(Protocol):
    """What widgets need from the app: the theme, fonts, and (optionally) audio."""

    theme: Theme
    fonts: Fonts


def fit_text_font(
    ui: UI,
    text: str,
    rect: Rect,
    ratio: float = 0.46,
    bold: bool = False,
    pad: float = 0.9,
    min_px: int = 0,
):
    """A font sized from the rect height (times the theme scale), shrunk to fit its width
    (never below `min_px`: the caller shortens the text instead)."""
    px = max(min_px, rect.h * ratio * 1.25 * ui.fonts.scale)
    return ui.fonts.fit(text, int(rect.w * pad), int(px), bold, min_size=min_px)


#: the dark band of the focus ring (the light band is the theme's highlight)
FOCUS_DARK = (12, 12, 16)


def draw_focus(surface: pygame.Surface, ui: UI, rect: Rect) -> None:
    """The keyboard focus ring: a light band (the theme's highlight) inside a dark one,
    so that one of the two stands out at 3:1 or more on any colour beside it (an orange
    button, a yellow card, the panel)."""
    w = max(3, rect.h // 14)
    ring = rect.inflate(w * 3, w * 3)
    outer = ring.inflate(w * 2, w * 2)  # (focus_outset: how far it reaches outside)
    rounded_rect(surface, FOCUS_DARK, outer, radius_for(outer), w)
    rounded_rect(surface, ui.theme.colour("highlight"), ring, radius_for(ring), w)


def focus_outset(height: int) -> int:
    """How far the focus ring of a control `height` px tall reaches outside it (words
    above a control keep clear of it)."""
    w = max(3, height // 14)
    return w * 3 // 2 + w


def draw_swatch(
    surface: pygame.Surface,
    colour: Sequence[int],
    center: tuple[int, int],
    r: int,
    edge: Sequence[int],
) -> None:
    pygame.draw.circle(surface, colour, center, r)
    pygame.draw.circle(surface, edge, center, r, max(1, r // 6))


# --- widgets ------------------------------------------------------------------------------
class Widget:
    focusable = True

    def __init__(
        self, rect: Rect | tuple | None = None, enabled: bool = True, name: str = ""
    ) -> None:
        self.rect = Rect(rect) if rect is not None else Rect(0, 0, 0, 0)
        self.enabled = enabled
        self.visible = True
        self.hover = False
        self.name = name

    @property
    def interactive(self) -> bool:
        return self.visible and self.enabled and self.focusable

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    # mouse (called by Form with the event); return True when used
    def mouse_down(self, pos: tuple[int, int]) -> bool:
        return False

    def mouse_up(self, pos: tuple[int, int], inside: bool) -> bool:
        return False

    def mouse_drag(self, pos: tuple[int, int]) -> None:
        pass

    def mouse_move(self, pos: tuple[int, int]) -> None:
        pass

    # keyboard, when focused
    def key(self, event: pygame.event.Event) -> bool:
        return False

    def text_input(self, text: str) -> bool:
        return False

    def activate(self) -> bool:
        return False

    def draw(self, surface: pygame.Surface, ui: UI, focused: bool = False) -> None:
        pass
