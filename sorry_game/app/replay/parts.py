"""The replay viewer's own pieces: its buttons drawn as shapes (the default font has no
media glyphs), its layout from the window size, and the move log with the current
move highlighted, which a click jumps through."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from sorry_game.app.draw import Palette, aa_circle, blit_text, fit_text, font, mix
from sorry_game.app.table import panel as side
from sorry_game.app.widgets import Button, draw_triangle
from sorry_game.app.widgets.base import UI

RGB = tuple[int, int, int]


class IconButton(Button):
    """A button showing a media icon: "start", "back", "play", "pause", "forward", "end"."""

    def __init__(self, icon: str, on_click, name: str, style: str = "normal") -> None:
        super().__init__("", on_click, style=style, name=name)
        self.icon = icon

    def draw(self, surface: pygame.Surface, ui: UI, focused: bool = False) -> None:
        super().draw(surface, ui, focused)
        if not self.visible or self.rect.w <= 0:
            return
        _bg, fg = self.colours(ui)
        draw_icon(surface, self.icon, fg, self.rect.center, self.rect.h * 0.36)


def draw_icon(surface: pygame.Surface, icon: str, colour: RGB, centre, size: float) -> None:
    """A media icon `size` px tall centred at `centre`."""
    cx, cy = centre
    bar = max(2, int(size * 0.22))
    half = size / 2
    if icon == "pause":
        for dx in (-size * 0.22, size * 0.22):
            pygame.draw.rect(surface, colour, (cx + dx - bar / 2, cy - half, bar, size))
        return
    if icon == "play":
        draw_triangle(surface, colour, (cx + size * 0.08, cy), size, "right")
        return
    direction = "left" if icon in ("back", "start") else "right"
    sign = -1 if direction == "left" else 1
    draw_triangle(surface, colour, (cx - sign * size * 0.12, cy), size * 0.9, direction)
    if icon in ("start", "end"):
        x = cx + sign * size * 0.42
        pygame.draw.rect(surface, colour, (x - bar / 2, cy - half, bar, size))


@dataclass
class ReplayLayout:
    """Where everything of the viewer goes (computed on resize)."""

    area: pygame.Rect
    lay: side.PanelLayout
    #: "Move 12 of 87"
    label: pygame.Rect
    controls: list[pygame.Rect]
    back: pygame.Rect


def layout(size: tuple[int, int], aspect: float, players: int, plugin_height) -> ReplayLayout:
    """The play area as the table has it; the panel holds, top to bottom: whose turn,
    the game's part, the players, the move label (Back beside it), the controls and the
    move log, which takes the rest."""
    area, panel, landscape = side.split_window(size, aspect)
    p = panel
    u = max(11, min(24, int(min(p.height / 30, p.width / 15))))
    if not landscape:
        u = max(11, min(20, int(min(p.height / 16, p.width / 30))))
    pad = max(6, int(u * 0.7))
    x, w = p.left + pad, p.width - 2 * pad
    header = pygame.Rect(x, p.top + pad, w, int(u * 3.4))
    y = header.bottom + pad
    row_h = int(u * 1.55)
    label_h, ch = int(u * 2.2), int(u * 2.6)
    fixed = row_h * players + label_h + ch + int(u * 5) + 4 * pad
    room = p.bottom - pad - y - fixed
    # the game's part (the card played…) gives the move log room to read a few moves
    room = min(room, int(p.height * 0.18))
    ph = max(0, min(int(plugin_height(w, u)), room)) if room > u * 3 else 0
    plugin = pygame.Rect(x, y, w, ph)
    y = plugin.bottom + (pad if ph else 0)
    players_rect = pygame.Rect(x, y, w, row_h * players)
    y = players_rect.bottom + pad // 2
    back_w = min(w // 3, int(u * 6))
    label = pygame.Rect(x, y, w - back_w - pad, label_h)
    back = pygame.Rect(x + w - back_w, y, back_w, label_h)
    y = label.bottom + pad // 2
    gap = max(4, u // 3)
    cw = (w - 4 * gap) // 5
    controls = [pygame.Rect(x + i * (cw + gap), y, cw, ch) for i in range(5)]
    y += ch + pad
    log = pygame.Rect(x, y, w, max(0, p.bottom - pad - y))
    empty = pygame.Rect(x, y, w, 0)
    lay = side.PanelLayout(
        p, u, pad, header, plugin, empty, empty, empty, players_rect, row_h, log, back
    )
    return ReplayLayout(area, lay, label, controls, back)


@dataclass
class LogRows:
    """The visible rows of the move log: (step number, rect), for drawing and clicks."""

    rows: list[tuple[int, pygame.Rect]]
    #: the first row shown (the log scrolls to keep the current move in sight)
    first: int = 0


def log_rows(rect: pygame.Rect, u: int, total: int, current: int, first: int | None) -> LogRows:
    """Rows 0 (the deal) .. total; `first` None: centred on `current`."""
    size = max(11, int(u * 0.85))
    lh = font(size).get_linesize() + 2
    top = rect.top + int(u * 0.3) + lh + 2
    n = max(0, int((rect.bottom - int(u * 0.3) - top) // lh))
    if n == 0:
        return LogRows([], 0)
    if first is None:
        first = current - n // 2
    first = max(0, min(first, total + 1 - n))
    rows = [
        (k, pygame.Rect(rect.left + 2, top + (k - first) * lh, rect.width - 4, lh))
        for k in range(first, min(total + 1, first + n))
    ]
    return LogRows(rows, first)


def draw_log(
    surface: pygame.Surface,
    pal: Palette,
    rect: pygame.Rect,
    u: int,
    rows: LogRows,
    lines: list[str],
    actors: list[int | None],
    colours: list[RGB],
    current: int,
    hover: int | None,
) -> None:
    """The log box: "Moves", then one row per move (0: the deal), the current one lit."""
    if rect.height < u * 2:
        return
    pygame.draw.rect(surface, mix(pal["panel"], (0, 0, 0), 0.25), rect, border_radius=u // 2)
    size = max(11, int(u * 0.85))
    blit_text(
        surface,
        "Moves",
        size,
        pal["muted_text"],
        (rect.left + u * 0.5, rect.top + u * 0.3),
        bold=True,
    )
    num_w = font(size).size(f"{len(lines)}.")[0] + u // 2
    for k, row in rows.rows:
        if k == current:
            pygame.draw.rect(surface, mix(pal["panel"], pal["highlight"], 0.35), row, 0, u // 3)
            pygame.draw.rect(surface, pal["highlight"], row, max(1, u // 10), u // 3)
        elif k == hover:
            pygame.draw.rect(surface, mix(pal["panel"], pal["panel_edge"], 0.35), row, 0, u // 3)
        x = row.left + u * 0.4
        if k == 0:
            text, actor = "The deal: the game begins", None
        else:
            text, actor = lines[k - 1], actors[k - 1]
            blit_text(surface, f"{k}.", size, pal["muted_text"], (x, row.centery), "midleft")
        dot_x = x + num_w
        if actor is not None and 0 <= actor < len(colours):
            aa_circle(surface, pal["muted_text"], (dot_x, row.centery), max(3, u * 0.22) + 1)
            aa_circle(surface, colours[actor], (dot_x, row.centery), max(2, u * 0.22))
        tx = dot_x + u * 0.6
        shown = fit_text(text, size, int(row.right - tx - u * 0.3), k == current)
        colour = pal["text"] if k <= current else pal["muted_text"]
        blit_text(surface, shown, size, colour, (tx, row.centery), "midleft", bold=k == current)
