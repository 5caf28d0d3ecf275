"""The font every text of the game is drawn with: pygame's bundled font, evenly spaced.

`pygame.font` rounds each glyph's advance to whole pixels and then adds kerning, so some
letter pairs drifted apart ("exi t", "wi th"). `UIFont` keeps pygame.font's line metrics
(every layout stays as it was) and draws with `pygame.freetype`, kerning off, at each
glyph's true advance: a word is exactly as wide as its letters.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

import pygame
import pygame.freetype

#: pygame.font.Font(None, px) draws the bundled font at this fraction of `px`
DEFAULT_FONT_RATIO = 0.6875


#: glyph advances are read at this size and scaled: unhinted, so a line is evenly spaced
_METRIC_SIZE = 256.0
#: the most glyphs whose advance is remembered (per font, and in the shared table)
MAX_GLYPHS = 4096
#: below this font size (px) glyphs get a little extra, even room (TRACKING_PER_PX per px)
TRACKING_BELOW = 20
TRACKING_PER_PX = 0.06
#: a space is at least this wide (in ems): small hinted text ran words together
MIN_SPACE_EM = 0.3


#: the theme's names for the seats' colours (`Theme.seat_names`): a word the games
#: say ("Red") -> the word the theme's colour is called ("Orange"); set by the app with
#: the theme (`set_seat_words`), empty for a theme that keeps the games' names
_SEAT_WORDS: dict[str, str] = {}
#: the whole words of `_SEAT_WORDS` ("Red", "Red's", never "Reddish"), None when empty
_SEAT_WORD_RE: list[re.Pattern[str] | None] = [None]
#: above 0 while text is drawn as typed (`verbatim`: a name field shows what was typed)
_VERBATIM = [0]


def set_seat_words(words: Mapping[str, str]) -> bool:
    """Say the seats' colours by the theme's names in every text measured and drawn
    from now on: `words` maps each game's colour name to the theme's (only those that
    differ). True when the words changed (the callers' caches of lines are then stale)."""
    clean = {k: v for k, v in words.items() if k and v and k != v}
    if clean == _SEAT_WORDS:
        return False
    _SEAT_WORDS.clear()
    _SEAT_WORDS.update(clean)
    names = sorted(clean, key=len, reverse=True)
    _SEAT_WORD_RE[0] = (
        re.compile(r"\b(" + "|".join(re.escape(n) for n in names) + r")\b") if names else None
    )
    return True


def spoken(text: str) -> str:
    """`text` with the seats' colours named as the theme names them.

    >>> _ = set_seat_words({"Red": "Orange", "Green": "Teal"})
    >>> spoken("Red pawn 1 bumps Green's pawn; Reddish stays")
    "Orange pawn 1 bumps Teal's pawn; Reddish stays"
    >>> _ = set_seat_words({})
    """
    pattern = _SEAT_WORD_RE[0]
    if pattern is None or _VERBATIM[0]:
        return text
    return pattern.sub(lambda m: _SEAT_WORDS[m.group(1)], text)


@contextmanager
def verbatim() -> Iterator[None]:
    """Measure and draw text as it is written (a field shows what the player typed)."""
    _VERBATIM[0] += 1
    try:
        yield
    finally:
        _VERBATIM[0] -= 1


#: the one face glyph advances are read from, made on first use: per font it cost about
#: 1 MB (freetype keeps the glyphs it measured at 256 px), and a window uses a hundred sizes
_RULER: list[pygame.freetype.Font] = []
#: advances at _METRIC_SIZE by (glyph, bold), shared by every size
_RULER_ADVANCE: dict[tuple[str, bool], float] = {}


def ruler_advance(ch: str, bold: bool) -> float:
    """The unhinted advance of glyph `ch` at _METRIC_SIZE px (0 for a missing glyph)."""
    got = _RULER_ADVANCE.get((ch, bold))
    if got is None:
        if not _RULER:
            _RULER.append(UIFont._face(_METRIC_SIZE))
        ruler = _RULER[0]
        ruler.strong = bold
        metrics = ruler.get_metrics(ch)
        ink = metrics[0] if metrics else None
        got = float(ink[4]) if ink else 0.0
        if len(_RULER_ADVANCE) < MAX_GLYPHS:
            _RULER_ADVANCE[(ch, bold)] = got
    return got


class UIFont(pygame.font.Font):
    """pygame's bundled font whose lines are laid out evenly.

    Why: SDL_ttf (behind `pygame.font`) hints every glyph of the bundled FreeSansBold and
    rounds its advance to whole pixels, then adds the font's kerning pairs, so at body
    sizes some pairs drift apart ("exi t", "wi th"). This font keeps SDL_ttf's metrics
    (line size, ascent) but places every glyph itself with pygame.freetype, kerning off,
    at its true (unhinted) advance rounded once per glyph: `size(text)` is the sum of the
    glyphs' advances and no gap is more than a pixel off.
    """

    def __init__(self, px: int) -> None:
        super().__init__(None, px)
        if not pygame.freetype.get_init():
            pygame.freetype.init()
        self.em = px * DEFAULT_FONT_RATIO
        self.face = self._face(self.em)
        self._advance: dict[tuple[str, bool], float] = {}
        #: extra room after each glyph below TRACKING_BELOW px (none at body sizes)
        self.tracking = max(0.0, (TRACKING_BELOW - px) * TRACKING_PER_PX)

    @staticmethod
    def _face(size: float) -> pygame.freetype.Font:
        face = pygame.freetype.Font(None, size)
        face.kerning = False
        face.origin = True
        face.pad = False
        face.ucs4 = True
        return face

    def advances(self, text: str) -> list[float]:
        """The true advance of each glyph of `text` in pixels (a missing glyph counts 0)."""
        bold = self.get_bold()
        out = []
        for ch in text:
            got = self._advance.get((ch, bold))
            if got is None:
                got = ruler_advance(ch, bold) * self.em / _METRIC_SIZE
                if got:  # small text: glyphs hinted wider than their true advance
                    got += self.tracking  # would touch, so every glyph gets a little room
                if ch == " ":
                    got = max(got, self.em * MIN_SPACE_EM)
                if len(self._advance) < MAX_GLYPHS:
                    self._advance[(ch, bold)] = got
            out.append(got)
        return out

    def line_height(self) -> int:
        """The height of a rendered line: room for descenders ("g", "j")."""
        return max(self.get_linesize(), self.get_height())

    def size(self, text: str | bytes) -> tuple[int, int]:
        text = spoken(text.decode("utf-8", "replace") if isinstance(text, bytes) else str(text))
        return (math.ceil(sum(self.advances(text)) - 1e-6), self.line_height())

    def render(
        self,
        text: str | bytes | None,
        antialias: bool,
        color: Any,
        bgcolor: Any = None,
        wraplength: int = 0,
    ) -> pygame.Surface:
        text = text.decode("utf-8", "replace") if isinstance(text, bytes) else str(text or "")
        text = spoken(text.replace("\n", " ").replace("\r", " "))
        steps = self.advances(text)
        height = self.line_height()
        image = pygame.Surface((max(1, math.ceil(sum(steps)) + 2), height), pygame.SRCALPHA)
        if bgcolor is not None:
            image.fill(bgcolor)
        face = self.face
        face.strong = self.get_bold()
        face.oblique = self.get_italic()
        face.antialiased = bool(antialias)
        ink = pygame.Color(color)
        baseline = self.get_ascent()
        x = 0.0
        word_start = False
        for ch, step in zip(text, steps, strict=True):
            if not ch.isspace():
                # a word's first glyph is placed on the pixel at or after its true place,
                # never before: rounded down, the small text's "a SORRY!" read "aSORRY!"
                # (the gap a pixel narrower than every other). The width stays the same.
                at = math.ceil(x - 0.01) if word_start else math.floor(x + 0.5)
                face.render_to(image, (at, baseline), ch, ink)
            word_start = ch.isspace()
            x += step
        return image
