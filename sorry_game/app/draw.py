"""One drawing stack for every screen: colours, the palette, text, shapes, pawns, cards.

The shell's widgets, the table and every game's plugin draw with these primitives, so a
colour is mixed, a line of text measured and a pawn painted the same way everywhere.
Everything is vector art from theme colours, sharp at any window size.

Text comes in two sizes conventions over one font cache:
- `get_font(px)`: a pygame font of exactly `px` pixels (widgets size it from a rect);
- the *nominal* helpers (`blit_text`, `text_width`, `fit_text`, `wrap_text`) take a
  size that is scaled by `text_scale()` (x1.25, pygame's default font is small for its
  nominal size, times the theme's font scale).
Widths and rendered lines are cached: measuring is most of a frame's text cost.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Sequence
from typing import Any

import pygame
import pygame.freetype
import pygame.gfxdraw

from sorry_game.app.surfcache import surface_cache
from sorry_game.app.theme import TYPE_SCALE
from sorry_game.app.uifont import UIFont

Colour = tuple[int, int, int]

# --- colours ---------------------------------------------------------------------------


def mix(a: Sequence[int], b: Sequence[int], t: float) -> Colour:
    """Blend two colours: t=0 → a, t=1 → b."""
    return (
        int(a[0] + (b[0] - a[0]) * t),
        int(a[1] + (b[1] - a[1]) * t),
        int(a[2] + (b[2] - a[2]) * t),
    )


def lighten(c: Sequence[int], t: float) -> Colour:
    return mix(c, (255, 255, 255), t)


def darken(c: Sequence[int], t: float) -> Colour:
    return mix(c, (0, 0, 0), t)


def luminance(c: Sequence[int]) -> float:
    return (0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]) / 255


def contrast_text(bg: Sequence[int]) -> Colour:
    """Black or white, whichever reads better on `bg`."""
    return (20, 20, 24) if luminance(bg) > 0.6 else (250, 250, 250)


readable_on = contrast_text


class Palette:
    """The theme's colours for drawing: `palette["accent"]`, `palette["card_face"]`
    (= theme card.face), `palette.player(index_or_key)`. Read from the theme (which
    has a default for every key); cached per key."""

    def __init__(self, theme: Any) -> None:
        self.theme = theme
        self._cache: dict[str, Colour] = {}

    def __getitem__(self, key: str) -> Colour:
        got = self._cache.get(key)
        if got is None:
            name = f"card.{key[5:]}" if key.startswith("card_") else key
            got = self.theme.colour(name)
            self._cache[key] = got
        return got

    def player(self, colour: int | str) -> Colour:
        """A seat colour by Sorry! index (0..3) or theme key ("white")."""
        key = f"player:{colour}"
        got = self._cache.get(key)
        if got is None:
            got = self.theme.player_colour(colour)
            self._cache[key] = got
        return got

    @property
    def layout(self) -> str:
        value = getattr(self.theme, "layout", "round")
        return value if value in ("round", "square") else "round"


# --- text ------------------------------------------------------------------------------

#: x1.25 (pygame's default font reads small) times the theme's font scale
_TEXT_SCALE = [1.25]
#: fonts kept (about 60 KB each), the least recently used dropped first: a frame uses a
#: handful, a resize or a label tried at shrinking sizes up to about 50
_MAX_FONTS = 64
_fonts: OrderedDict[tuple[int, bool], pygame.font.Font] = OrderedDict()
_font_keys: dict[int, tuple[int, bool]] = {}  # id(font) -> (px, bold), for fonts made here
_widths: dict[tuple[int, bool, str], int] = {}
#: longer texts are cut before measuring: nothing on screen needs more, and a hostile
#: name or save line must never make a frame slow
MAX_TEXT = 1000
#: rendered lines kept, in bytes of pixels: a frame draws at most about 1 MB of them at
#: 1920x1080 (the table, a replay), the move log's lines change every move
TEXT_CACHE_BYTES = 8 << 20


def drawable(content: str) -> str:
    """`content` as the font takes it: a NUL (as U+FFFD) or a lone surrogate (as '?')
    from a file or a name would make pygame raise."""
    if "\x00" in content:
        content = content.replace("\x00", "\ufffd")
    return content if content.isascii() else content.encode("utf-8", "replace").decode()


def set_text_scale(theme_scale: float) -> None:
    """Apply a theme's font scale (times the player's UI scale) to every nominal size."""
    scale = 1.25 * max(0.5, min(4.0, float(theme_scale or 1.0)))
    if abs(scale - _TEXT_SCALE[0]) > 1e-6:
        _TEXT_SCALE[0] = scale
        render_text.cache_clear()


def text_scale() -> float:
    return _TEXT_SCALE[0]


def get_font(px: int | float, bold: bool = False) -> pygame.font.Font:
    """pygame's bundled font at `px` pixels, evenly spaced (`UIFont`; cached)."""
    px = max(8, int(round(px)))
    key = (px, bold)
    font = _fonts.get(key)
    if font is not None:
        _fonts.move_to_end(key)
    else:
        if not pygame.font.get_init():
            pygame.font.init()
        while len(_fonts) >= _MAX_FONTS:  # resizing sweeps many sizes: keep memory bounded
            _key, old = _fonts.popitem(last=False)
            _font_keys.pop(id(old), None)
        font = UIFont(px)
        if bold:
            font.set_bold(True)
        _fonts[key] = font
        _font_keys[id(font)] = key
    return font


def _px(size: float) -> int:
    return max(8, round(size * _TEXT_SCALE[0]))


def font(size: float, bold: bool = False) -> pygame.font.Font:
    """The UI font for a nominal size."""
    return get_font(_px(size), bold)


def px_width(content: str, px: int, bold: bool = False) -> int:
    """Width in pixels of `content` in the `px` font (cached)."""
    content = content[:MAX_TEXT]
    key = (px, bold, content)
    w = _widths.get(key)
    if w is None:
        if len(_widths) > 20_000:
            _widths.clear()
        w = get_font(px, bold).size(drawable(content))[0]
        _widths[key] = w
    return w


def text_width(content: str, size: float, bold: bool = False) -> int:
    return px_width(content, _px(size), bold)


def _cut_to(measure, content: str, width: int, tail: str = "") -> int:
    """The longest prefix length n with measure(content[:n] + tail) <= width (binary
    search: never quadratic on a long word)."""
    lo, hi = 0, len(content)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if measure(content[:mid] + tail) <= width:
            lo = mid
        else:
            hi = mid - 1
    return lo


#: texts shortened with an ellipsis since `watch_cuts()`: (words, width in pixels); None
#: while nobody watches (`bench/layout.py` and the layout tests count them)
CUTS: list[tuple[str, int]] | None = None


def watch_cuts() -> list[tuple[str, int]]:
    """Start recording every text drawn shorter than its words; returns the record."""
    global CUTS
    CUTS = []
    return CUTS


def ellipsize_px(content: str, px: int, width: int, bold: bool = False, dots: str = "…") -> str:
    """Shorten with an ellipsis so the line fits `width` pixels."""
    content = content[:MAX_TEXT]
    if px_width(content, px, bold) <= width:
        return content
    if CUTS is not None:
        CUTS.append((content, width))
    n = _cut_to(lambda t: px_width(t, px, bold), content, width, dots)
    return content[:n].rstrip() + dots if n else ""


def fit_text(content: str, size: float, width: int, bold: bool = False) -> str:
    return ellipsize_px(content, _px(size), width, bold)


def wrap_px(content: str, px: int, width: int, bold: bool = False) -> list[str]:
    """Greedy word wrap to `width` pixels; a word wider than a line is split."""
    content = content[: MAX_TEXT * 4]
    lines: list[str] = []

    def measure(t: str) -> int:
        return px_width(t, px, bold)

    for para in content.split("\n"):
        line = ""
        for word in para.split(" "):
            trial = f"{line} {word}" if line else word
            if measure(trial) <= width:
                line = trial
                continue
            if line:
                lines.append(line)
            while len(word) > 1 and measure(word) > width:
                n = max(1, _cut_to(measure, word, width))
                lines.append(word[:n])
                word = word[n:]
            line = word
        lines.append(line)
    return lines


def wrap_text(content: str, size: float, width: int, bold: bool = False) -> list[str]:
    return wrap_px(content, _px(size), width, bold)


def wrap_balanced(content: str, size: float, width: int, bold: bool = False) -> list[str]:
    """Wrap into as few lines as `wrap_text`, each as even as can be: no last line of
    one stray word ("may beat a / 2" becomes "may beat / a 2").

    The narrowest width that still needs no more lines than the greedy wrap is found by
    halving (widths are whole pixels, so at most a dozen wraps).
    """
    lines = wrap_text(content, size, width, bold)
    if len(lines) < 2:
        return lines
    lo, hi = 1, width
    while lo < hi:
        mid = (lo + hi) // 2
        if len(wrap_text(content, size, mid, bold)) <= len(lines):
            hi = mid
        else:
            lo = mid + 1
    return wrap_text(content, size, lo, bold)


def fit_wrapped(content: str, max_size: int, width: int, height: int, min_size: int = 10):
    """The largest size (≤ max_size) at which `content` wraps into the box: (size, lines),
    or (min_size, lines cut to the box) when even the smallest does not fit."""
    size = max_size
    while size >= min_size:
        lines = wrap_text(content, size, width)
        if len(lines) * font(size).get_linesize() <= height:
            return size, lines
        size -= 1
    lines = wrap_text(content, min_size, width)
    fit = max(1, height // font(min_size).get_linesize())
    return min_size, lines[:fit]


@surface_cache(max_bytes=TEXT_CACHE_BYTES)
def render_text(content: str, px: int, colour: Colour, bold: bool = False) -> pygame.Surface:
    """A rendered, antialiased line (cached: rendering is the slow part)."""
    return get_font(px, bold).render(drawable(content[:MAX_TEXT]), True, colour)


def blit_text(
    surface: pygame.Surface,
    content: str,
    size: float,
    colour: Sequence[int],
    pos: tuple[float, float],
    anchor: str = "topleft",
    bold: bool = False,
) -> pygame.Rect:
    """One line at a nominal size, placed by a pygame Rect anchor ("center", "midleft" …)."""
    surf = render_text(content, _px(size), (colour[0], colour[1], colour[2]), bold)
    # floor(x + 0.5), not round(): banker's rounding would space lines unevenly
    rect = surf.get_rect(**{anchor: (math.floor(pos[0] + 0.5), math.floor(pos[1] + 0.5))})
    surface.blit(surf, rect)
    return rect


def draw_text(
    surface: pygame.Surface,
    content: str,
    font_: pygame.font.Font,
    colour: Sequence[int],
    pos: tuple[float, float],
    align: str = "left",
    valign: str = "center",
    room: int | None = None,
) -> pygame.Rect:
    """Blit one line in a given font; `align` left|center|right of pos[0], `valign`
    top|center|bottom of pos[1]; shortened with "…" to `room` pixels when given."""
    if room is not None:
        content = ellipsize(font_, content, room)
    image = font_.render(drawable(content[:MAX_TEXT]), True, colour)
    r = image.get_rect()
    x, y = int(pos[0]), int(pos[1])
    setattr(r, {"center": "centerx", "right": "right"}.get(align, "left"), x)
    setattr(r, {"center": "centery", "bottom": "bottom"}.get(valign, "top"), y)
    surface.blit(image, r)
    return r


class PlacedLines:
    """The lines a screen drew this frame, each shortened to its room, with where it
    landed and the rectangle it must stay in (`texts`) and its words as given (`words`):
    what the layout tests read. `start(bound)` begins a frame."""

    def __init__(self, valign: str = "center") -> None:
        self.valign = valign
        self.bound = pygame.Rect(0, 0, 0, 0)
        self.texts: list[tuple[pygame.Rect, pygame.Rect]] = []
        self.words: list[str] = []

    def start(self, bound: pygame.Rect) -> None:
        self.bound = bound
        self.texts = []
        self.words = []

    def draw(
        self,
        surface: pygame.Surface,
        content: str,
        font_: pygame.font.Font,
        colour: Sequence[int],
        pos: tuple[float, float],
        room: int,
        align: str = "left",
        valign: str | None = None,
    ) -> pygame.Rect:
        rect = draw_text(surface, content, font_, colour, pos, align, valign or self.valign, room)
        self.texts.append((rect, self.bound))
        self.words.append(content)
        return rect


class Fonts:
    """The app's fonts by pixel size and by role (a fraction of the window height)."""

    #: font size as a fraction of the window height, per role (times the theme's scale):
    #: the theme's type scale (`theme.TYPE_SCALE`, named steps a theme may change)
    ROLES: dict[str, float] = dict(TYPE_SCALE)
    MIN_PX = 11

    def __init__(self, scale: float = 1.0) -> None:
        self.scale = scale
        #: the steps in use: the current theme's type scale
        self.steps: dict[str, float] = dict(self.ROLES)
        if not pygame.font.get_init():
            pygame.font.init()

    def get(self, size: int | float, bold: bool = False) -> pygame.font.Font:
        return get_font(max(self.MIN_PX, int(round(size))), bold)

    def px(self, role: str, height: int) -> int:
        """The pixel size of a role's font for a window `height` px tall."""
        ratio = self.steps.get(role, self.steps.get("body", self.ROLES["body"]))
        return max(self.MIN_PX, int(height * ratio * self.scale * 1.25))

    def role(self, role: str, height: int, bold: bool = False) -> pygame.font.Font:
        return self.get(self.px(role, height), bold)

    def fit(
        self, content: str, max_width: int, size: int, bold: bool = False, min_size: int = 0
    ) -> pygame.font.Font:
        """The largest font not above `size` in which `content` fits `max_width`."""
        low = max(self.MIN_PX, min_size or self.MIN_PX)
        px = max(low, int(size))
        while px > low and px_width(content, px, bold) > max_width:
            px = max(low, int(px * 0.92))
        return self.get(px, bold)


def _font_px(font_: pygame.font.Font) -> tuple[int, bool]:
    key = _font_keys.get(id(font_))
    if key is not None and _fonts.get(key) is font_:
        return key
    return (font_.get_height(), font_.get_bold())


def ellipsize(font_: pygame.font.Font, content: str, max_width: int) -> str:
    """Shorten `content` with '...' so it fits `max_width` in `font_`."""
    px, bold = _font_px(font_)
    return ellipsize_px(content, px, max_width, bold, "...")


def wrap(font_: pygame.font.Font, content: str, max_width: int) -> list[str]:
    """Break `content` into lines that fit `max_width` in `font_` (long words split)."""
    px, bold = _font_px(font_)
    return wrap_px(content, px, max_width, bold)


# --- shapes ----------------------------------------------------------------------------


def aa_polygon(surface: pygame.Surface, colour, points) -> None:
    pts = [(round(x), round(y)) for x, y in points]
    pygame.gfxdraw.filled_polygon(surface, pts, colour)
    pygame.gfxdraw.aapolygon(surface, pts, colour)


def aa_circle(surface: pygame.Surface, colour, centre, radius: float) -> None:
    """A filled, antialiased disc. Opaque colours use pygame's own antialiased circle:
    gfxdraw's outline blends with transparent pixels and left a dashed dark edge on
    layers with an alpha channel (the START and HOME circles); a translucent colour
    still goes through gfxdraw, which blends it."""
    x, y = math.floor(centre[0] + 0.5), math.floor(centre[1] + 0.5)
    r = max(1, math.floor(radius + 0.5))
    if len(colour) > 3 and colour[3] < 255:
        pygame.gfxdraw.filled_circle(surface, x, y, r, colour)
        pygame.gfxdraw.aacircle(surface, x, y, r, colour)
        return
    pygame.draw.aacircle(surface, colour, (x, y), r)


def ring(surface: pygame.Surface, colour, centre, radius: float, width: float) -> None:
    """An antialiased ring (circle outline of a given width)."""
    width = max(1, round(width))
    r = max(1, round(radius))
    c = (round(centre[0]), round(centre[1]))
    pygame.draw.circle(surface, colour, c, r, width)
    pygame.draw.aacircle(surface, colour, c, r, 1)
    if r - width + 1 > 0:
        pygame.draw.aacircle(surface, colour, c, r - width + 1, 1)


def radius_for(rect: pygame.Rect) -> int:
    return max(3, min(rect.h, rect.w) // 4)


def rounded_rect(
    surface: pygame.Surface, colour: Sequence[int], rect, radius: int = -1, width: int = 0
) -> None:
    pygame.draw.rect(
        surface, colour, rect, width, border_radius=radius if radius >= 0 else radius_for(rect)
    )


def draw_scrollbar(
    surface: pygame.Surface,
    track: pygame.Rect,
    first: int,
    shown: int,
    total: int,
    colours: tuple[Sequence[int] | None, Sequence[int]],
    least: int = 8,
) -> pygame.Rect | None:
    """Where the `shown` rows from `first` stand in all `total`: a thumb in `track` (drawn
    in `colours` = (track or None, thumb), at least `least` pixels long). Nothing when all
    rows fit; else the thumb's rectangle.

    >>> s = pygame.Surface((10, 100))
    >>> draw_scrollbar(s, pygame.Rect(0, 0, 4, 100), 5, 5, 10, (None, (9, 9, 9)))
    Rect(0, 50, 4, 50)
    """
    if total <= shown or shown <= 0:
        return None
    back, front = colours
    if back is not None:
        pygame.draw.rect(surface, back, track, border_radius=3)
    th = max(least, track.h * shown // total)
    y = track.y + (track.h - th) * min(first, total - shown) // (total - shown)
    thumb = pygame.Rect(track.x, y, track.w, th)
    pygame.draw.rect(surface, front, thumb, border_radius=3)
    return thumb


def draw_triangle(surface: pygame.Surface, colour, center, size: float, direction: str) -> None:
    """A filled triangle pointing 'left', 'right', 'up' or 'down' (the default font has
    no arrow glyphs)."""
    x, y = center
    s = size / 2
    points = {
        "left": [(x - s, y), (x + s * 0.8, y - s), (x + s * 0.8, y + s)],
        "right": [(x + s, y), (x - s * 0.8, y - s), (x - s * 0.8, y + s)],
        "up": [(x, y - s), (x - s, y + s * 0.8), (x + s, y + s * 0.8)],
        "down": [(x, y + s), (x - s, y - s * 0.8), (x + s, y - s * 0.8)],
    }[direction]
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.aalines(surface, colour, True, points)


def draw_panel(surface: pygame.Surface, ui: Any, rect: pygame.Rect, alpha: int = 255) -> None:
    """A raised panel in the theme's panel colours (`ui` has a `theme`)."""
    theme = ui.theme
    radius = min(22, max(6, min(rect.w, rect.h) // 14))
    if alpha < 255:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(
            layer, (*theme.colour("panel"), alpha), layer.get_rect(), border_radius=radius
        )
        surface.blit(layer, rect)
    else:
        shadow = rect.move(0, max(3, rect.h // 80))
        pygame.draw.rect(
            surface, darken(theme.colour("background"), 0.35), shadow, border_radius=radius
        )
        pygame.draw.rect(surface, theme.colour("panel"), rect, border_radius=radius)
    pygame.draw.rect(
        surface, theme.colour("panel_edge"), rect, max(1, rect.h // 300 + 1), border_radius=radius
    )


SHAPES = ("circle", "square", "triangle", "diamond")
#: the colours that carry a shape mark (for colour-blind players), in SHAPES order
SHAPE_KEYS = ("red", "blue", "yellow", "green")


def shape_of(colour: int | str | None) -> int | None:
    """The shape mark of a seat colour: a Sorry! colour index or theme key; None for
    colours without a mark (White and Black are told apart by brightness)."""
    if isinstance(colour, str):
        return SHAPE_KEYS.index(colour) if colour in SHAPE_KEYS else None
    return colour % 4 if isinstance(colour, int) else None


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


def drop_shadow(
    surface: pygame.Surface, centre, radius: float, offset=(0.12, 0.18), alpha: int = 70
) -> None:
    """The soft shadow under a round piece (pawns, checkers), offset down-right by a
    fraction of its radius; too small a piece casts none."""
    if radius < 6:
        return
    pygame.gfxdraw.filled_circle(
        surface,
        round(centre[0] + radius * offset[0]),
        round(centre[1] + radius * offset[1]),
        round(radius),
        (0, 0, 0, alpha),
    )


def draw_cross(surface: pygame.Surface, colour: Sequence[int], at, arm: float, width: int) -> None:
    """An X (something taken or bumped): strokes `width` wide reaching `arm` from `at`
    each way, in `colour` with a dark edge and a light core, so that it reads on light
    and dark things alike."""
    x, y = at
    fill = (colour[0], colour[1], colour[2])
    edge = darken(fill, 0.75)
    core = mix(fill, (255, 255, 255), 0.8)
    for ink, w in ((edge, width + 4), (fill, width), (core, max(1, width // 3))):
        for sx in (-1, 1):
            a, b = (x - arm, y - sx * arm), (x + arm, y + sx * arm)
            pygame.draw.line(surface, ink, a, b, w)
            if w > 2:  # round ends
                aa_circle(surface, ink, a, w / 2)
                aa_circle(surface, ink, b, w / 2)


def pill(
    surface: pygame.Surface, palette: Palette, label: str, centre, size: float, clamp=None
) -> pygame.Rect:
    """A small highlighted label (a target's meaning: "+5", "SORRY!")."""
    w = text_width(label, size, True) + size
    h = int(size * 1.25)
    r = pygame.Rect(0, 0, w, h)
    r.center = (round(centre[0]), round(centre[1]))
    if clamp is not None:
        r.clamp_ip(clamp)
    hi = palette["highlight"]
    pygame.draw.rect(surface, darken(hi, 0.5), r.inflate(2, 2), border_radius=h // 2)
    pygame.draw.rect(surface, hi, r, border_radius=h // 2)
    blit_text(surface, label, size, contrast_text(hi), r.center, "center", bold=True)
    return r
