"""The window at any size: what the scenes lay out for, and how it reaches the window.

Every screen is made for a window of at least `settings.MIN_SIZE`. The window asks the
system not to shrink below it, but a window manager, a tiling desktop or a drag may
still make it smaller, down to 1x1. Then no scene ever sees the small window: the
scenes lay out and draw on a canvas of the window's shape that is at least MIN_SIZE
(and at most MAX_CANVAS: a very long, thin window is letterboxed), the canvas is scaled
down into the window, and mouse positions are scaled back, so a click lands on what it
shows. When the picture is less than half its size, a notice asks for a larger window.

This holds for every scene and every game's table alike: a game never draws below
the minimum, whatever its plugin does.

    viewport = Viewport()
    surface = viewport.target(window)        # draw the scenes on this
    viewport.present(window, background)      # then show it in the window
    event = viewport.to_canvas(event, window.get_size())   # mouse events, before handling
"""

from __future__ import annotations

import math

import pygame

from sorry_game.app import draw
from sorry_game.app.settings import MIN_SIZE

#: the largest canvas a small window's scenes are drawn on (a thin window letterboxes)
MAX_CANVAS = (4 * MIN_SIZE[0], 4 * MIN_SIZE[1])
#: below this scale the picture is too small to read: a notice asks for a larger window
NOTICE_BELOW = 0.5
NOTICE = "Make the window larger to play"
Size = tuple[int, int]


def canvas_size(window: Size) -> Size:
    """The size the scenes lay out for in a window of `window` pixels: the window
    itself from MIN_SIZE up; below, the window's shape grown to MIN_SIZE (capped).

    >>> canvas_size((1280, 800)), canvas_size((800, 600))
    ((1280, 800), (800, 600))
    >>> canvas_size((400, 300)), canvas_size((1, 1)), canvas_size((0, 0))
    ((800, 600), (800, 800), (800, 800))
    >>> canvas_size((3840, 100)), canvas_size((700, 2000))
    ((3200, 600), (800, 2286))
    """
    w, h = max(1, int(window[0])), max(1, int(window[1]))
    k = max(MIN_SIZE[0] / w, MIN_SIZE[1] / h)
    if k <= 1:
        return (w, h)
    return (
        min(MAX_CANVAS[0], max(MIN_SIZE[0], round(w * k))),
        min(MAX_CANVAS[1], max(MIN_SIZE[1], round(h * k))),
    )


def placement(window: Size) -> tuple[float, pygame.Rect]:
    """(scale, where the canvas shows in the window) for a window of `window` pixels.

    >>> placement((400, 300))
    (0.5, Rect(0, 0, 400, 300))
    >>> placement((3840, 100))[1]
    Rect(1654, 0, 533, 100)
    """
    canvas = canvas_size(window)
    w, h = max(1, int(window[0])), max(1, int(window[1]))
    scale = min(1.0, w / canvas[0], h / canvas[1])
    shown = (max(1, round(canvas[0] * scale)), max(1, round(canvas[1] * scale)))
    rect = pygame.Rect((0, 0), shown)
    rect.center = (w // 2, h // 2)
    return scale, rect


class Viewport:
    """The canvas of a window smaller than MIN_SIZE (kept between frames)."""

    def __init__(self) -> None:
        self._canvas: pygame.Surface | None = None

    def scaled(self, window: Size) -> bool:
        """True when the scenes are drawn on a canvas, not in the window itself."""
        return canvas_size(window) != (max(1, int(window[0])), max(1, int(window[1])))

    def target(self, window: pygame.Surface) -> pygame.Surface:
        """The surface the scenes draw on this frame: the window, or the canvas."""
        size = window.get_size()
        if not self.scaled(size):
            self._canvas = None
            return window
        wanted = canvas_size(size)
        if self._canvas is None or self._canvas.get_size() != wanted:
            self._canvas = pygame.Surface(wanted, 0, 32)
        return self._canvas

    def present(self, window: pygame.Surface, background: tuple[int, int, int]) -> None:
        """Show the canvas drawn this frame in the window (nothing to do when the
        scenes drew in the window itself), with the notice when it is too small."""
        size = window.get_size()
        if self._canvas is None or not self.scaled(size):
            return
        scale, rect = placement(size)
        window.fill(background)
        try:
            picture = pygame.transform.smoothscale(self._canvas, rect.size)
        except (pygame.error, ValueError):
            picture = pygame.transform.scale(self._canvas, rect.size)
        window.blit(picture, rect)
        if scale < NOTICE_BELOW:
            draw_notice(window, background)

    def canvas_pos(self, pos: tuple[int, int], window: Size) -> tuple[int, int]:
        """A position in the window as a position on the canvas.

        >>> Viewport().canvas_pos((100, 75), (400, 300)), Viewport().canvas_pos((5, 5), (900, 700))
        ((200, 150), (5, 5))
        """
        if not self.scaled(window):
            return (int(pos[0]), int(pos[1]))
        scale, rect = placement(window)
        return (math.floor((pos[0] - rect.x) / scale), math.floor((pos[1] - rect.y) / scale))

    def to_canvas(self, event: pygame.event.Event, window: Size) -> pygame.event.Event:
        """A mouse event with its position in canvas pixels (others unchanged)."""
        if not self.scaled(window) or not hasattr(event, "pos"):
            return event
        scale, _rect = placement(window)
        data = dict(event.dict)
        data["pos"] = self.canvas_pos(event.pos, window)
        if "rel" in data:
            rx, ry = data["rel"]
            data["rel"] = (round(rx / scale), round(ry / scale))
        return pygame.event.Event(event.type, data)


def draw_notice(window: pygame.Surface, background: tuple[int, int, int]) -> None:
    """ "Make the window larger to play" across the middle of a very small window."""
    w, h = window.get_size()
    px = max(8, min(22, h // 5, w // 9))
    lines = draw.wrap_px(NOTICE, px, max(1, w - 8))[:3]
    line_h = draw.get_font(px).get_linesize()
    band = pygame.Rect(0, 0, w, line_h * len(lines) + 8)
    band.centery = h // 2
    ink = draw.contrast_text(background)
    window.fill(draw.darken(background, 0.35), band)
    for i, line in enumerate(lines):
        image = draw.render_text(line, px, ink)
        window.blit(image, image.get_rect(midtop=(w // 2, band.top + 4 + i * line_h)))
