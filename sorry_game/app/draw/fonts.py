"""Fonts: pygame's default font, cached by pixel size, scaled with the window height.

The implementation is shared with every other screen in `draw/text.py` (one text stack);
this module keeps the shell's names. The default font has no arrow glyphs (they render
as boxes): draw arrows and triangles as shapes (`draw.draw_triangle`), never as text.

    fonts.get(24)                 -> pygame.font.Font of 24 px
    fonts.role("body", height)    -> the body-text font for a window `height` px tall
"""

from __future__ import annotations

from sorry_game.app.draw import Fonts, ellipsize, wrap

ROLES = Fonts.ROLES
MIN_PX = Fonts.MIN_PX

__all__ = ["MIN_PX", "ROLES", "Fonts", "ellipsize", "wrap"]
