"""Fonts: pygame's default font, cached by pixel size, scaled with the window height.

The default font has no arrow glyphs (they render as boxes): draw arrows and
triangles as shapes (`widgets.draw_triangle`), never as text.

    fonts.get(24)                 -> pygame.font.Font of 24 px
    fonts.role("body", height)    -> the body-text font for a window `height` px tall
"""

from __future__ import annotations

import pygame

#: font size as a fraction of the window height, per role (times the theme's font scale)
ROLES: dict[str, float] = {
    "display": 0.13,  # the game title on the title screen
    "title": 0.065,  # scene headings
    "heading": 0.042,
    "button": 0.036,
    "body": 0.032,
    "small": 0.026,
    "tiny": 0.021,
}
MIN_PX = 11


class Fonts:
    """A cache of pygame fonts by (size, bold)."""

    def __init__(self, scale: float = 1.0) -> None:
        self.scale = scale
        self._cache: dict[tuple[int, bool], pygame.font.Font] = {}
        if not pygame.font.get_init():
            pygame.font.init()

    def get(self, size: int | float, bold: bool = False) -> pygame.font.Font:
        px = max(MIN_PX, int(round(size)))
        key = (px, bold)
        font = self._cache.get(key)
        if font is None:
            font = pygame.font.Font(None, px)
            if bold:
                font.set_bold(True)
            self._cache[key] = font
            if len(self._cache) > 200:  # resizing sweeps many sizes; keep memory bounded
                self._cache.clear()
                self._cache[key] = font
        return font

    def px(self, role: str, height: int) -> int:
        """The pixel size of a role's font for a window `height` px tall."""
        ratio = ROLES.get(role, ROLES["body"])
        # pygame's default font is small for its nominal size: x1.25 reads like other fonts
        return max(MIN_PX, int(height * ratio * self.scale * 1.25))

    def role(self, role: str, height: int, bold: bool = False) -> pygame.font.Font:
        return self.get(self.px(role, height), bold)

    def fit(
        self, text: str, max_width: int, size: int, bold: bool = False, min_size: int = MIN_PX
    ) -> pygame.font.Font:
        """The largest font not above `size` in which `text` fits `max_width` (or min_size)."""
        px = max(min_size, int(size))
        font = self.get(px, bold)
        while px > min_size and font.size(text)[0] > max_width:
            px = max(min_size, int(px * 0.92))
            font = self.get(px, bold)
        return font


def ellipsize(font: pygame.font.Font, text: str, max_width: int) -> str:
    """Shorten `text` with '...' so it fits `max_width` in `font`."""
    if font.size(text)[0] <= max_width:
        return text
    while text and font.size(text + "...")[0] > max_width:
        text = text[:-1]
    return text.rstrip() + "..."


def wrap(font: pygame.font.Font, text: str, max_width: int) -> list[str]:
    """Break `text` into lines that fit `max_width` (long words are split)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            candidate = word if not line else f"{line} {word}"
            if font.size(candidate)[0] <= max_width:
                line = candidate
                continue
            if line:
                lines.append(line)
            while font.size(word)[0] > max_width and len(word) > 1:
                cut = len(word)
                while cut > 1 and font.size(word[:cut])[0] > max_width:
                    cut -= 1
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        lines.append(line)
    return lines
