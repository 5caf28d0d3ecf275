"""The key legend (`?`): every key the table takes, in a box over the play area, in the
theme's colours. It may cover the board while it is open (the player asked for it);
`?` or Esc closes it (a click too), and every other key still plays while it shows.
The game's own keys (numbers, F to turn a board) come from its plugin (`key_help`).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from sorry_game.app.draw import Palette, blit_text, mix, text_width
from sorry_game.app.table.overlays import box_metrics, text_size

#: (keys, what they do) of every game's table, before the game's own
TABLE_KEYS: tuple[tuple[str, str], ...] = (
    ("Tab / Shift+Tab", "next / previous option, in reading order"),
    ("Arrows", "the nearest option that way (Down: the buttons)"),
    ("Enter / Space", "take the option in the ring"),
)
#: after the game's own keys
MORE_KEYS: tuple[tuple[str, str], ...] = (
    ("P", "pass, when you may"),
    ("H", "hint: the ring goes to the hinted move"),
    ("U / Ctrl+Z", "take back your move"),
    ("Ctrl+S", "save the game now"),
    ("Esc", "step back one choice, or the menu"),
    ("F1", "tips on or off"),
    ("?", "this list of keys on or off"),
)
#: where the panel keeps the log and the players in a drawer (large text, small window)
DRAWER_KEY = ("L", "the moves and the players on or off")
#: the guided game's own key (shown on its Skip button too)
SKIP_KEY = ("S", "skip the tutorial")
TITLE = "Keys"
#: the small hint in the panel that tells players the legend is there
HINT = "? Keys"


def is_toggle(event: pygame.event.Event) -> bool:
    """`?` (Shift+/ on most layouts, whatever key types it)."""
    if event.type != pygame.KEYDOWN:
        return False
    shifted = event.key == pygame.K_SLASH and bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
    return getattr(event, "unicode", "") == "?" or shifted or event.key == pygame.K_QUESTION


class Legend:
    """Whether the legend shows, and the box it was drawn in (a click closes it)."""

    def __init__(self) -> None:
        self.open = False
        self.rect = pygame.Rect(0, 0, 0, 0)
        #: where the "? Keys" hint was drawn (a click there opens the legend)
        self.hint_rect = pygame.Rect(0, 0, 0, 0)

    def handle(self, event: pygame.event.Event) -> bool:
        """`?` opens or closes it; while open, Esc or a click closes it."""
        if is_toggle(event):
            self.open = not self.open
            return True
        if not self.open:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open = False
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.open = False
            return True
        return False

    def click(self, pos: tuple[int, int]) -> bool:
        """A click on the "? Keys" hint opens the legend."""
        if self.hint_rect.collidepoint(pos):
            self.open = True
            return True
        return False

    def draw_hint(self, surface: pygame.Surface, pal: Palette, log: pygame.Rect, u: int) -> None:
        """ "? Keys", small and quiet, at the right of the move log's heading (where the
        log shows), so that players find the legend."""
        self.hint_rect = pygame.Rect(0, 0, 0, 0)
        if log.height < u * 2:
            return
        size = max(11, int(u * 0.78))
        w = text_width(HINT, size, True)
        right, top = int(log.right - u * 0.5), int(log.top + u * 0.3)
        blit_text(surface, HINT, size, pal["muted_text"], (right, top), "topright", bold=True)
        self.hint_rect = pygame.Rect(right - w, top, w, int(size * 1.3))

    def draw(
        self,
        surface: pygame.Surface,
        pal: Palette,
        area: pygame.Rect,
        unit: int,
        entries: Sequence[tuple[str, str]],
    ) -> None:
        """The box of `entries` (keys in bold, what they do beside), centred on `area`
        (the play area); wider than it, on the window; in two columns of entries where
        one is too tall; the text shrinks only where even two do not fit."""
        if not self.open:
            self.rect = pygame.Rect(0, 0, 0, 0)
            return
        window = surface.get_rect().inflate(-8, -8)
        size = text_size(unit)
        while True:
            shape = _shape(entries, size, window)
            if shape is not None or size <= 10:
                break
            size -= 1
        columns, key_w, text_w, rows = shape or (2, 0, 0, (len(entries) + 1) // 2)
        pad, line_h = box_metrics(size)
        col_w = key_w + pad + text_w
        w = columns * col_w + (columns - 1) * pad * 2 + pad * 2
        h = (rows + 1) * line_h + pad * 3
        box = pygame.Rect(0, 0, w, h)
        box.center = area.center
        box.clamp_ip(window)
        self.rect = box
        radius = max(6, size // 2)
        pygame.draw.rect(surface, mix(pal["background"], (0, 0, 0), 0.4), box.move(0, 3), 0, radius)
        pygame.draw.rect(surface, pal["panel"], box, border_radius=radius)
        pygame.draw.rect(surface, pal["highlight"], box, max(2, size // 8), border_radius=radius)
        top = box.top + pad
        blit_text(surface, TITLE, size, pal["highlight"], (box.left + pad, top), bold=True)
        close = "? or Esc closes"
        blit_text(
            surface, close, size * 0.85, pal["muted_text"], (box.right - pad, top), "topright"
        )
        top += line_h + pad
        for i, (keys, words) in enumerate(entries):
            col, row = divmod(i, rows)
            x = box.left + pad + col * (col_w + pad * 2)
            y = top + row * line_h
            blit_text(surface, keys, size, pal["text"], (x, y), bold=True)
            blit_text(surface, words, size, pal["muted_text"], (x + key_w + pad, y))


def _shape(
    entries: Sequence[tuple[str, str]], size: int, window: pygame.Rect
) -> tuple[int, int, int, int] | None:
    """(columns, keys' width, words' width, rows) of a legend in `size` text that fits
    `window` in one column, else in two; None when neither fits."""
    pad, line_h = box_metrics(size)
    key_w = max(text_width(k, size, True) for k, _w in entries)
    text_w = max(text_width(w, size) for _k, w in entries)
    text_w = max(text_w, text_width(TITLE + " ? or Esc closes", size) - key_w)
    for columns in (1, 2):
        rows = -(-len(entries) // columns)
        w = columns * (key_w + pad + text_w) + (columns - 1) * pad * 2 + pad * 2
        h = (rows + 1) * line_h + pad * 3
        if w <= window.width and h <= window.height:
            return columns, key_w, text_w, rows
    return None


def entries_for(
    game_keys: Sequence[tuple[str, str]], guided: bool, drawer: bool = False
) -> list[tuple[str, str]]:
    """The legend's lines: the table's keys, the game's, the rest (L where the panel
    has a drawer, S in a guided game)."""
    out = [*TABLE_KEYS, *game_keys, *MORE_KEYS, *([DRAWER_KEY] if drawer else [])]
    return [*out, SKIP_KEY] if guided else out


__all__ = [
    "DRAWER_KEY",
    "HINT",
    "Legend",
    "MORE_KEYS",
    "SKIP_KEY",
    "TABLE_KEYS",
    "entries_for",
    "is_toggle",
]
