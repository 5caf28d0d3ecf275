"""The shell's scenes (title, setup, settings, rules, pause, pass-the-screen, results)
and what they share: `ShellScene` (a scene with a widget `Form`) and the backdrop.

`TableScene(app, session)` lives in `scenes/table.py` (written separately).
"""

from __future__ import annotations

import pygame

from sorry_game.app.scene import Scene
from sorry_game.app.widgets import Form, darken, draw_text, lighten, mix

_backdrop_cache: dict[tuple, pygame.Surface] = {}


def scale_of(size: tuple[int, int]) -> float:
    """The layout scale: the window height, limited by its width (4:3 at most)."""
    w, h = size
    return float(max(240, min(h, w * 0.75)))


def draw_backdrop(surface: pygame.Surface, app, quiet: bool = False) -> None:
    """The shell background: a soft vertical gradient with faint board-like rings in
    the four player colours in the corners (cached per size and theme)."""
    size = surface.get_size()
    theme = app.theme
    key = (size, theme.id, theme.name, tuple(theme.colour("background")), quiet)
    image = _backdrop_cache.get(key)
    if image is None:
        if len(_backdrop_cache) > 8:
            _backdrop_cache.clear()
        image = pygame.Surface(size)
        w, h = size
        top = lighten(theme.colour("background"), 0.06)
        bottom = darken(theme.colour("background"), 0.25)
        bands = 48
        for i in range(bands):
            c = mix(top, bottom, i / (bands - 1))
            y0 = h * i // bands
            y1 = h * (i + 1) // bands
            pygame.draw.rect(image, c, (0, y0, w, y1 - y0 + 1))
        if not quiet:
            layer = pygame.Surface(size, pygame.SRCALPHA)
            r = int(max(w, h) * 0.34)
            corners = [(0, 0), (w, 0), (w, h), (0, h)]
            for colour, (cx, cy) in enumerate(corners):
                c = theme.player_colour(colour)
                for k in range(4):
                    rr = int(r * (1 - k * 0.2))
                    pygame.draw.circle(layer, (*c, 20), (cx, cy), rr, max(2, int(r * 0.06)))
            image.blit(layer, (0, 0))
        _backdrop_cache[key] = image
    surface.blit(image, (0, 0))


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken everything already drawn (behind an overlay)."""
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    layer.fill((0, 0, 0, alpha))
    surface.blit(layer, (0, 0))


def draw_pawn(surface: pygame.Surface, colour, center: tuple[float, float], height: float) -> None:
    """A Sorry! pawn silhouette drawn with shapes: base, body and head."""
    cx, cy = center
    h = height
    edge = darken(colour, 0.45)
    shine = lighten(colour, 0.35)
    base = pygame.Rect(0, 0, int(h * 0.62), int(h * 0.2))
    base.midbottom = (int(cx), int(cy + h / 2))
    body = [
        (cx - h * 0.22, cy + h * 0.36),
        (cx - h * 0.09, cy - h * 0.08),
        (cx + h * 0.09, cy - h * 0.08),
        (cx + h * 0.22, cy + h * 0.36),
    ]
    head_c = (int(cx), int(cy - h * 0.22))
    head_r = max(2, int(h * 0.19))
    pygame.draw.polygon(surface, colour, body)
    pygame.draw.polygon(surface, edge, body, max(1, int(h * 0.03)))
    pygame.draw.ellipse(surface, colour, base)
    pygame.draw.ellipse(surface, edge, base, max(1, int(h * 0.03)))
    collar = pygame.Rect(0, 0, int(h * 0.34), int(h * 0.1))
    collar.center = (int(cx), int(cy - h * 0.06))
    pygame.draw.ellipse(surface, colour, collar)
    pygame.draw.ellipse(surface, edge, collar, max(1, int(h * 0.025)))
    pygame.draw.circle(surface, colour, head_c, head_r)
    pygame.draw.circle(surface, edge, head_c, head_r, max(1, int(h * 0.03)))
    pygame.draw.circle(
        surface,
        shine,
        (int(head_c[0] - head_r * 0.35), int(head_c[1] - head_r * 0.35)),
        max(1, head_r // 3),
    )


def draw_heading(
    surface: pygame.Surface, app, text: str, pos: tuple[float, float], size: float, align="left"
):
    """A scene heading with a soft shadow."""
    font = app.fonts.get(size, True)
    shadow = darken(app.theme.colour("background"), 0.5)
    off = max(1, int(size / 22))
    draw_text(surface, text, font, shadow, (pos[0] + off, pos[1] + off), align, "top")
    return draw_text(surface, text, font, app.theme.colour("text"), pos, align, "top")


def ordinal(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


class ShellScene(Scene):
    """A scene made of widgets: `create()` builds them once, `layout()` places them
    from the window size on every resize; the form gets events first, then Esc = back."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.form = Form(app)
        self.s = scale_of(app.size)
        self.create()

    def create(self) -> None:
        pass

    def layout(self) -> None:
        pass

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.s = scale_of(size)
        self.layout()

    def enter(self) -> None:
        self._hover_now()

    def resume(self) -> None:
        self._hover_now()

    def _hover_now(self) -> None:
        try:
            if pygame.mouse.get_focused():
                self.form.update_hover(pygame.mouse.get_pos())
        except pygame.error:
            pass

    def handle(self, event: pygame.event.Event) -> bool:
        if self.form.handle(event):
            return True
        return super().handle(event)

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, self.app)
        self.draw_content(surface)
        self.form.draw(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        pass

    # small helpers for layouts
    def px(self, fraction: float) -> int:
        """A length as a fraction of the layout scale."""
        return max(1, int(self.s * fraction))

    def font_px(self, role: str) -> int:
        return self.app.fonts.px(role, int(self.s))


__all__ = [
    "ShellScene",
    "dim",
    "draw_backdrop",
    "draw_heading",
    "draw_pawn",
    "ordinal",
    "scale_of",
]
