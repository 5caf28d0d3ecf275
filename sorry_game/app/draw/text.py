"""Text over one font cache, in two size conventions:

- `get_font(px)`: a pygame font of exactly `px` pixels (widgets size it from a rect);
- the *nominal* helpers (`blit_text`, `text_width`, `fit_text`, `wrap_text`) take a size
  scaled by `text_scale()` (x1.25, pygame's default font is small for its nominal size,
  times the theme's font scale).

Widths and rendered lines are cached: measuring is most of a frame's text cost. A text
drawn shorter than its words (`ellipsize_px`) is recorded while `recorded_cuts()` is on
(`bench/layout.py` counts them), and the pixel size of every line drawn while
`recorded_sizes()` is on (how large a screen's text really is: `bench/access.py`'s
text scale S is `text_size_ratio` of the sizes drawn at 200 % and at 100 %). While a
`record.recorded_text()` block runs, every line drawn and every wrap (the text, its
lines, its room) goes to `record.py`: `bench/layout.py` reads what a frame says.
"""

from __future__ import annotations

import math
import statistics
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

import pygame
import pygame.freetype
import pygame.gfxdraw

from sorry_game.app.draw.colour import Colour
from sorry_game.app.draw.record import note_line, note_wrap, recording
from sorry_game.app.draw.surfcache import CachedSurfaces, SurfaceCache
from sorry_game.app.draw.typeset import pack_phrases, wrap_balanced_words, wrap_words
from sorry_game.app.draw.typeset import wrap_phrases as typeset_phrases
from sorry_game.app.draw.uifont import UIFont, spoken
from sorry_game.app.draw.uifont import set_seat_words as _set_seat_words
from sorry_game.app.theme import TYPE_SCALE

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


def set_seat_words(words: dict[str, str]) -> None:
    """Name the seats' colours as the theme does (`uifont.set_seat_words`) in every
    line measured and drawn from now on; the lines measured and drawn before are
    forgotten."""
    if _set_seat_words(words):
        _widths.clear()
        _wraps.clear()  # a wrap measured the words as spoken
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


#: texts shortened with an ellipsis while `recorded_cuts()` is on: (words, width in
#: pixels); None while nobody records (`bench/layout.py` and the layout tests do)
_CUTS: list[list[tuple[str, int]]] = []


@contextmanager
def recorded_cuts() -> Iterator[list[tuple[str, int]]]:
    """Record every text drawn shorter than its words while the block runs."""
    cuts: list[tuple[str, int]] = []
    _CUTS.append(cuts)
    try:
        yield cuts
    finally:
        _CUTS.remove(cuts)


def ellipsize_px(content: str, px: int, width: int, bold: bool = False, dots: str = "…") -> str:
    """Shorten with an ellipsis so the line fits `width` pixels."""
    content = content[:MAX_TEXT]
    if px_width(content, px, bold) <= width:
        return content
    for cuts in _CUTS:
        cuts.append((content, width))
    n = _cut_to(lambda t: px_width(t, px, bold), content, width, dots)
    return content[:n].rstrip() + dots if n else ""


def fit_text(content: str, size: float, width: int, bold: bool = False) -> str:
    return ellipsize_px(content, _px(size), width, bold)


#: wrapped texts kept, by (how, words, pixel size, width, bold): a frame wraps its
#: header, prompt and log again, and balancing tries a dozen widths per text
_Wrapped = tuple[tuple[str, ...], tuple[str, ...]]
_wraps: OrderedDict[tuple[object, ...], _Wrapped] = OrderedDict()
_MAX_WRAPS = 2048


def _kept_wrap(
    key: tuple[object, ...], wrap: Callable[[], tuple[list[str], list[str]]]
) -> tuple[list[str], list[str]]:
    """(lines, breaks) of `key`, wrapped once (widths are cached per font, so a wrap is
    a pure function of its key) and handed out as new lists each time."""
    got = _wraps.get(key)
    if got is None:
        lines, breaks = wrap()
        got = (tuple(lines), tuple(breaks))
        _wraps[key] = got
        if len(_wraps) > _MAX_WRAPS:
            _wraps.popitem(last=False)
    else:
        _wraps.move_to_end(key)
    return list(got[0]), list(got[1])


def _wrap(
    content: str, px: int, width: int, bold: bool, balanced: bool = False
) -> tuple[list[str], list[str]]:
    """(lines, breaks): each paragraph broken as a typesetter breaks it (`typeset.py`:
    never inside a parenthesis or quote, never before punctuation, no last word alone
    when the line above can take it), evenly (`balanced`) or line by line, and how
    each break was made ("space", "word" inside a word wider than a line, "newline" of
    the text itself)."""
    content = content[: MAX_TEXT * 4]
    lines: list[str] = []
    breaks: list[str] = []

    def measure(t: str) -> int:
        return px_width(t, px, bold)

    typeset = wrap_balanced_words if balanced else wrap_words
    for para in content.split("\n"):
        if lines:
            breaks.append("newline")
        for k, line in enumerate(typeset(para, measure, width)):
            if k:
                breaks.append("space")
            while len(line) > 1 and " " not in line.strip() and measure(line) > width:
                n = max(1, _cut_to(measure, line, width))
                lines.append(line[:n])
                breaks.append("word")
                line = line[n:]
            lines.append(line)
    return lines, breaks


def wrap_px(content: str, px: int, width: int, bold: bool = False) -> list[str]:
    """Word wrap to `width` pixels, line by line, where a typesetter would break (see
    `_wrap`); a word wider than a line is split."""
    content = content[: MAX_TEXT * 4]
    key = ("greedy", content, px, width, bold)
    lines, breaks = _kept_wrap(key, lambda: _wrap(content, px, width, bold))
    if recording():
        note_wrap(content, lines, width, px, bold, breaks)
    return lines


def wrap_text(content: str, size: float, width: int, bold: bool = False) -> list[str]:
    return wrap_px(content, _px(size), width, bold)


def wrap_balanced(content: str, size: float, width: int, bold: bool = False) -> list[str]:
    """Wrap into as few lines as `wrap_text`, each as even as can be, broken where a
    typesetter would (`typeset.wrap_balanced_words`): no last line of one stray word
    ("may beat a / 2" becomes "may beat / a 2"), nothing split inside a parenthesis."""
    px = _px(size)
    content = content[: MAX_TEXT * 4]
    key = ("balanced", content, px, width, bold)
    lines, breaks = _kept_wrap(key, lambda: _wrap(content, px, width, bold, balanced=True))
    if recording():  # the room it was given, not the narrower width tried
        note_wrap(content, lines, width, px, bold, breaks)
    return lines


def wrap_phrases(content: str, size: float, width: int, bold: bool = False) -> list[str]:
    """`content`, phrases between " · " (the header's line), broken between phrases
    and never inside one that fits a line, the " · " left out at a break
    (`typeset.wrap_phrases`)."""
    px = _px(size)
    content = content[: MAX_TEXT * 4]

    def measure(t: str) -> int:
        return px_width(t, px, bold)

    lines = typeset_phrases(content, measure, width)
    if recording():
        note_wrap(content, lines, width, px, bold, ["space"] * (len(lines) - 1))
    return lines


def wrap_caption(
    phrases: Sequence[str], size: float, width: int, bold: bool = False
) -> tuple[list[str], bool]:
    """(lines, whole): a caption said in `phrases` ("To beat:", "two SORRY!s", "played
    by Bo") broken between them only (`typeset.pack_phrases`), and whether every
    phrase kept to one line (False: one was wider than `width` and broke inside; the
    caller draws smaller or elsewhere). Recorded with its phrases, so the bench reads
    a break inside one as a bad break."""
    px = _px(size)
    said = tuple(p[:MAX_TEXT] for p in phrases if p.strip())

    def measure(t: str) -> int:
        return px_width(t, px, bold)

    lines = pack_phrases(said, measure, width)
    fits = all(measure(p) <= width for p in said)
    if recording():
        content = " ".join(said)
        note_wrap(content, lines, width, px, bold, ["space"] * (len(lines) - 1), phrases=said)
    return lines, fits


#: the most words of a phrase a caption keeps on one line ("played by Bo", "two
#: SORRY!s"): a longer text (a card's words) wraps as a sentence
PHRASE_WORDS = 3


def caption_phrases(text: str) -> list[str] | None:
    """The phrases of a short caption, split after a colon ("To beat:", "two SORRY!s"),
    or None where one is longer than `PHRASE_WORDS` (a sentence, wrapped as one).

    >>> caption_phrases("To beat: two SORRY!s"), caption_phrases("Ada moves the 11")
    (['To beat:', 'two SORRY!s'], None)
    """
    parts = [p.strip() + ":" for p in text.split(": ")]
    parts[-1] = parts[-1][:-1]
    return parts if all(len(p.split()) <= PHRASE_WORDS for p in parts) else None


def caption_lines(text: str, size: float, width: int, bold: bool = False) -> tuple[list[str], bool]:
    """(lines, every phrase whole): a panel's caption beside a card broken between its
    phrases only (`caption_phrases`: "To / beat: two / SORRY!s" read as stray words),
    a sentence as a sentence (`wrap_balanced`)."""
    phrases = caption_phrases(text)
    if phrases is None:
        return wrap_balanced(text, size, width, bold), True
    return wrap_caption(phrases, size, width, bold)


def note_lines(lines: Sequence[str], size: float, width: int, bold: bool = False) -> None:
    """Record `lines`, broken by the caller for a room `width` wide, as one wrap (the
    header's line packed by hand): their breaks are read as any wrap's."""
    if recording() and len(lines) > 1:
        px = _px(size)
        note_wrap(" ".join(lines), lines, width, px, bold, ["space"] * (len(lines) - 1))


def fit_wrapped(content: str, max_size: int, width: int, height: int, min_size: int = 10):
    """The largest size (≤ max_size) at which `content` wraps into the box with every
    word whole: (size, lines); (min_size - 1, []) when even the smallest does not fit
    (the caller leaves the words out rather than cut or split them)."""
    size = max_size
    words = content.split()
    while size >= min_size:
        lines, breaks = _wrap(content, _px(size), width, False)  # tried, not drawn
        whole = " ".join(lines).split() == words
        if whole and len(lines) * font(size).get_linesize() <= height:
            if recording():
                note_wrap(content, lines, width, _px(size), False, breaks)
            return size, lines
        size -= 1
    return min_size - 1, []


#: the lines drawn while `recorded_sizes()` is on: (pixel size, words); none kept
#: while nobody records
_SIZES: list[list[tuple[int, str]]] = []


@contextmanager
def recorded_sizes() -> Iterator[list[tuple[int, str]]]:
    """Record the pixel size and words of every line of text drawn while the block runs
    (`render_text` and `draw_text`: every line any screen draws)."""
    sizes: list[tuple[int, str]] = []
    _SIZES.append(sizes)
    try:
        yield sizes
    finally:
        _SIZES.remove(sizes)


def watched() -> bool:
    """Whether the text drawn now is recorded (its sizes, its cuts, its lines by part):
    a kept drawing (`layers.Stamps`) is drawn again then, so that its words are told."""
    return bool(_SIZES or _CUTS) or recording()


def _record_size(px: int, content: str) -> None:
    if content.strip():
        for sizes in _SIZES:
            sizes.append((px, spoken(content)))
    note_line(px, spoken(content))


def body_px(sizes: Sequence[tuple[int, str]]) -> float:
    """The body text's pixel size among the lines a screen drew: the median size, each
    line weighted by its characters (a heading's few large words or a legend's many
    small labels do not sway it); 0 when nothing was drawn."""
    weighted = [px for px, words in sizes for _ in range(min(len(words.strip()), 200))]
    return float(statistics.median(weighted)) if weighted else 0.0


def text_size_ratio(large: Sequence[tuple[int, str]], normal: Sequence[tuple[int, str]]) -> float:
    """How much larger the body text of one screen is drawn in `large` than in `normal`
    (the lines recorded at two text sizes): S of issue 32 is this at 200 % vs 100 %."""
    base = body_px(normal)
    return body_px(large) / base if base else 0.0


def _render_line(content: str, px: int, colour: Colour, bold: bool = False) -> pygame.Surface:
    """A rendered, antialiased line (cached: rendering is the slow part)."""
    return get_font(px, bold).render(drawable(content[:MAX_TEXT]), True, colour)


class _RenderedLines(CachedSurfaces):
    """`render_text`: the cached lines, each recorded (also when cached) while
    `recorded_sizes()` is on."""

    def __call__(self, content: str, px: int, colour: Colour, bold: bool = False) -> pygame.Surface:
        if _SIZES or recording():
            _record_size(px, content)
        return super().__call__(content, px, colour, bold)


render_text = _RenderedLines(_render_line, SurfaceCache(TEXT_CACHE_BYTES))


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
    if _SIZES or recording():
        _record_size(_font_px(font_)[0], content)
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
