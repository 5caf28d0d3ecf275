"""Views: drawing of game states (DESIGN §4). Shared helpers for text, colours and cards.

Everything here draws with pygame's vector primitives from theme colours, so it is
sharp at any window size. `Palette` adapts whatever theme object the app holds (or
none) to plain RGB tuples, with sensible defaults for every key the views use.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame
import pygame.gfxdraw

Colour = tuple[int, int, int]

DEFAULTS: dict[str, Colour] = {
    "background": (24, 28, 38),
    "table": (34, 60, 52),
    "track": (243, 237, 220),
    "track_edge": (120, 108, 92),
    "text": (240, 242, 246),
    "muted_text": (165, 172, 186),
    "highlight": (64, 224, 255),
    "selected": (255, 255, 255),
    "accent": (255, 150, 40),
    "panel": (30, 36, 48),
    "panel_edge": (70, 80, 100),
    "button": (56, 66, 88),
    "button_hover": (78, 92, 122),
    "button_text": (245, 245, 250),
    "disabled": (90, 94, 104),
    "card_face": (252, 250, 244),
    "card_back": (176, 36, 44),
    "card_text": (30, 30, 36),
    "card_edge": (90, 84, 76),
}
PLAYER_DEFAULTS: tuple[Colour, ...] = (
    (214, 52, 52),  # red
    (44, 110, 222),  # blue
    (236, 190, 30),  # yellow
    (40, 160, 84),  # green
)


def _rgb(value) -> Colour | None:
    try:
        c = pygame.Color(value)
    except (TypeError, ValueError):
        try:
            c = pygame.Color(*value)
        except (TypeError, ValueError):
            return None
    return (c.r, c.g, c.b)


class Palette:
    """Theme colours as RGB tuples; falls back to DEFAULTS for anything missing."""

    def __init__(self, theme=None) -> None:
        self.theme = theme
        self._cache: dict[str, Colour] = {}
        self._players: dict[int, Colour] = {}

    def __getitem__(self, key: str) -> Colour:
        got = self._cache.get(key)
        if got is None:
            got = self._lookup(key)
            self._cache[key] = got
        return got

    def _lookup(self, key: str) -> Colour:
        theme = self.theme
        if theme is not None:
            names = [key]
            if key.startswith("card_"):
                part = key[5:]
                names += [f"card.{part}", ("card", part)]
            for name in names:
                try:
                    if isinstance(name, tuple):
                        card = getattr(theme, "card", None)
                        value = card.get(name[1]) if isinstance(card, dict) else None
                        if value is None:
                            continue
                    else:
                        value = theme.colour(name)
                except Exception:
                    continue
                rgb = _rgb(value)
                if rgb is not None:
                    return rgb
        return DEFAULTS.get(key, (255, 0, 255))

    def player(self, colour: int) -> Colour:
        got = self._players.get(colour)
        if got is None:
            got = PLAYER_DEFAULTS[colour % 4]
            if self.theme is not None:
                try:
                    rgb = _rgb(self.theme.player_colour(colour))
                    if rgb is not None:
                        got = rgb
                except Exception:
                    pass
            self._players[colour] = got
        return got

    @property
    def layout(self) -> str:
        value = getattr(self.theme, "layout", "round") if self.theme is not None else "round"
        return value if value in ("round", "square") else "round"


def mix(a: Colour, b: Colour, t: float) -> Colour:
    return (
        int(a[0] + (b[0] - a[0]) * t),
        int(a[1] + (b[1] - a[1]) * t),
        int(a[2] + (b[2] - a[2]) * t),
    )


def luminance(c: Colour) -> float:
    return (0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]) / 255


def readable_on(bg: Colour) -> Colour:
    return (20, 20, 24) if luminance(bg) > 0.6 else (250, 250, 250)


# --- text --------------------------------------------------------------------------


#: pygame's default font is small for its nominal size: x1.25 reads like other fonts
#: (as the shell's `fonts.py` does), times the theme's font scale
_FONT_SCALE = [1.25]


def set_font_scale(theme_scale: float) -> None:
    """Apply a theme's font scale to every size used by the views."""
    scale = 1.25 * max(0.5, min(2.0, float(theme_scale or 1.0)))
    if abs(scale - _FONT_SCALE[0]) > 1e-6:
        _FONT_SCALE[0] = scale
        font.cache_clear()
        text.cache_clear()


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The UI font for a nominal size (pygame's bundled font; no file needed)."""
    if not pygame.font.get_init():
        pygame.font.init()
    f = pygame.font.Font(None, max(9, round(size * _FONT_SCALE[0])))
    if bold:
        f.set_bold(True)
    return f


@lru_cache(maxsize=1024)
def text(content: str, size: int, colour: Colour, bold: bool = False) -> pygame.Surface:
    """A rendered, antialiased line of text (cached: rendering is the slow part)."""
    return font(size, bold).render(content, True, colour)


def text_width(content: str, size: int, bold: bool = False) -> int:
    return font(size, bold).size(content)[0]


def fit_text(content: str, size: int, width: int, bold: bool = False) -> str:
    """Shorten with an ellipsis so the line fits `width` pixels."""
    if text_width(content, size, bold) <= width:
        return content
    while content and text_width(content + "…", size, bold) > width:
        content = content[:-1]
    return content.rstrip() + "…" if content else ""


def wrap_text(content: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Greedy word wrap to `width` pixels (a too-long word is ellipsised)."""
    lines: list[str] = []
    for para in content.split("\n"):
        line = ""
        for word in para.split():
            trial = f"{line} {word}" if line else word
            if text_width(trial, size, bold) <= width:
                line = trial
            else:
                if line:
                    lines.append(line)
                line = fit_text(word, size, width, bold)
        lines.append(line)
    return lines


def fit_wrapped(content: str, max_size: int, width: int, height: int, min_size: int = 10):
    """The largest size (≤ max_size) at which `content` wraps into the box; (size, lines)
    or (min_size, lines) cut to the box when even the smallest does not fit."""
    size = max_size
    while size >= min_size:
        lines = wrap_text(content, size, width)
        if len(lines) * font(size).get_linesize() <= height:
            return size, lines
        size -= 1
    lines = wrap_text(content, min_size, width)
    fit = max(1, height // font(min_size).get_linesize())
    return min_size, lines[:fit]


def blit_text(
    surface: pygame.Surface,
    content: str,
    size: int,
    colour: Colour,
    pos: tuple[float, float],
    anchor: str = "topleft",
    bold: bool = False,
) -> pygame.Rect:
    surf = text(content, int(size), colour, bold)
    # floor(x + 0.5), not round(): banker's rounding would space lines unevenly
    rect = surf.get_rect(**{anchor: (math.floor(pos[0] + 0.5), math.floor(pos[1] + 0.5))})
    surface.blit(surf, rect)
    return rect


# --- shapes --------------------------------------------------------------------------


def aa_polygon(surface: pygame.Surface, colour, points) -> None:
    pts = [(round(x), round(y)) for x, y in points]
    pygame.gfxdraw.filled_polygon(surface, pts, colour)
    pygame.gfxdraw.aapolygon(surface, pts, colour)


def aa_circle(surface: pygame.Surface, colour, centre, radius: float) -> None:
    x, y = math.floor(centre[0] + 0.5), math.floor(centre[1] + 0.5)
    r = max(1, math.floor(radius + 0.5))
    pygame.gfxdraw.filled_circle(surface, x, y, r, colour)
    pygame.gfxdraw.aacircle(surface, x, y, r, colour)


def ring(surface: pygame.Surface, colour, centre, radius: float, width: float) -> None:
    """An antialiased ring (circle outline of a given width)."""
    width = max(1, round(width))
    r = max(1, round(radius))
    pygame.draw.circle(surface, colour, (round(centre[0]), round(centre[1])), r, width)
    pygame.draw.aacircle(surface, colour, (round(centre[0]), round(centre[1])), r, 1)
    if r - width + 1 > 0:
        pygame.draw.aacircle(
            surface, colour, (round(centre[0]), round(centre[1])), r - width + 1, 1
        )


SHAPES = ("circle", "square", "triangle", "diamond")


def shape_points(shape: str, centre, radius: float) -> list[tuple[float, float]]:
    x, y = centre
    r = radius
    if shape == "square":
        k = r * 0.8
        return [(x - k, y - k), (x + k, y - k), (x + k, y + k), (x - k, y + k)]
    if shape == "triangle":
        return [(x, y - r * 1.05), (x + r * 0.98, y + r * 0.72), (x - r * 0.98, y + r * 0.72)]
    if shape == "diamond":
        return [(x, y - r * 1.1), (x + r * 1.0, y), (x, y + r * 1.1), (x - r * 1.0, y)]
    return []


def draw_shape(surface: pygame.Surface, shape: str, colour, centre, radius: float) -> None:
    """The colour-blind mark of a colour: circle, square, triangle or diamond."""
    if shape == "circle":
        aa_circle(surface, colour, centre, radius)
    else:
        aa_polygon(surface, colour, shape_points(shape, centre, radius))


def draw_token(
    surface: pygame.Surface,
    palette: Palette,
    colour: int,
    centre,
    radius: float,
    label: str = "",
) -> None:
    """A pawn: a coloured disc with a dark rim, the colour's shape mark and a number."""
    fill = palette.player(colour)
    rim = mix(fill, (0, 0, 0), 0.45)
    x, y = centre
    shadow = (0, 0, 0)
    if radius >= 6:
        pygame.gfxdraw.filled_circle(
            surface,
            round(x + radius * 0.12),
            round(y + radius * 0.18),
            round(radius),
            (*shadow, 70),
        )
    aa_circle(surface, rim, centre, radius)
    aa_circle(surface, fill, centre, radius * 0.84)
    aa_circle(
        surface,
        mix(fill, (255, 255, 255), 0.25),
        (x - radius * 0.18, y - radius * 0.22),
        radius * 0.42,
    )
    aa_circle(surface, fill, centre, radius * 0.7)
    mark = mix(fill, (255, 255, 255), 0.85)
    draw_shape(surface, SHAPES[colour % 4], mark, centre, radius * 0.56)
    if label and radius >= 7:
        size = max(8, int(radius * (0.78 if colour % 4 != 2 else 0.7)))
        dy = radius * 0.14 if SHAPES[colour % 4] == "triangle" else 0
        blit_text(surface, label, size, rim, (x, y + dy + 1), "center", bold=True)


def draw_card(
    surface: pygame.Surface,
    palette: Palette,
    rect: pygame.Rect,
    label: str | None,
    body: str = "",
    face_up: bool = True,
    highlight=None,
    min_body: int = 10,
    mark: bool = True,
) -> None:
    """A Sorry! card: face (big label, optional rule text) or back."""
    radius = max(3, rect.width // 10)
    shadow = rect.move(max(1, rect.width // 30), max(2, rect.width // 24))
    pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=radius)
    if not face_up:
        back = palette["card_back"]
        pygame.draw.rect(surface, back, rect, border_radius=radius)
        inner = rect.inflate(-rect.width * 0.16, -rect.width * 0.16)
        pygame.draw.rect(
            surface,
            mix(back, (255, 255, 255), 0.35),
            inner,
            max(1, rect.width // 30),
            border_radius=radius // 2,
        )
        if mark and rect.width >= 40:
            blit_text(
                surface,
                "SORRY!",
                max(9, rect.width // 5),
                mix(back, (255, 255, 255), 0.75),
                rect.center,
                "center",
                bold=True,
            )
        pygame.draw.rect(
            surface, palette["card_edge"], rect, max(1, rect.width // 50), border_radius=radius
        )
        return
    face = palette["card_face"]
    ink = palette["card_text"]
    pygame.draw.rect(surface, face, rect, border_radius=radius)
    edge = highlight or palette["card_edge"]
    pygame.draw.rect(
        surface,
        edge,
        rect,
        max(1, rect.width // 40) if highlight is None else max(3, rect.width // 18),
        border_radius=radius,
    )
    if label is None:
        return
    is_sorry = label.startswith("SORRY")
    pad = max(3, rect.width // 12)
    inner_w = rect.width - 2 * pad
    if body:
        label_h = rect.height * (0.3 if not is_sorry else 0.22)
    else:
        label_h = rect.height * 0.5
    size = int(label_h)
    while size > 8 and text_width(label, size, True) > inner_w:
        size -= 1
    accent = palette.player(0) if is_sorry else ink
    label_centre = (rect.centerx, rect.top + pad + label_h / 2 if body else rect.centery)
    blit_text(surface, label, size, accent, label_centre, "center", bold=True)
    if body:
        top = rect.top + pad + label_h + pad * 0.6
        box_h = rect.bottom - pad - top
        max_size = max(min_body, int(rect.height * 0.095))
        bsize, lines = fit_wrapped(body, max_size, inner_w, int(box_h), min_body)
        if bsize >= min_body:
            lh = font(bsize).get_linesize()
            y = top + max(0, (box_h - lh * len(lines)) / 2)
            for line in lines:
                blit_text(surface, line, bsize, ink, (rect.centerx, y), "midtop")
                y += lh
