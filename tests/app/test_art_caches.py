"""The drawing caches stay within their bounds however many sizes are drawn.

A window drawn at many sizes (resizing, a pawn lifted through a few dozen sizes, a label
tried smaller and smaller) once kept every surface and font it made: 134 MB at the peak
of a game at 1920x1080 (bench/ui.py), most of it text lines, figures and fonts."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pygame
import pytest

from sorry_game.app import draw
from sorry_game.app.draw import cardart, figures, text
from sorry_game.app.draw.surfcache import SurfaceCache, surface_bytes
from sorry_game.app.plugins.king import pieces

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _font() -> None:
    pygame.font.init()


def _square(side: int) -> pygame.Surface:
    return pygame.Surface((side, side), pygame.SRCALPHA)


def test_surface_cache_drops_the_least_recently_used_first() -> None:
    cache = SurfaceCache(max_bytes=3 * 400)  # three 10x10 32-bit surfaces
    for key in "abc":
        cache.put(key, _square(10))
    kept = cache.get("a")  # used again: "b" is now the oldest
    cache.put("d", _square(10))
    assert cache.keys() == ["c", "a", "d"]
    assert cache.get("a") is kept and cache.get("b") is None
    assert cache.bytes == 1200
    wide = pygame.Surface((20, 10), pygame.SRCALPHA)  # a key drawn again, twice as big:
    cache.put("a", wide)  # the oldest other goes to make room
    assert cache.keys() == ["d", "a"] and cache.get("a") is wide and cache.bytes == 1200
    huge = _square(40)  # larger than the whole bound: handed back, not kept
    assert cache.put("d", huge) is huge and cache.get("d") is None
    assert cache.keys() == ["a"] and cache.bytes == surface_bytes(wide)


def test_figures_at_many_sizes_stay_within_their_bytes() -> None:
    """A pawn drawn at every size from a panel marker to a 4K board: the figures kept
    never pass FIGURE_CACHE_BYTES, and the last drawn is still kept."""
    figures.figure_image.cache_clear()
    surface = pygame.Surface((400, 400))
    for radius in range(8, 120, 3):
        for label in "12":
            figures.draw_pawn(surface, (200, 40, 40), (200, 200), radius, label, 0)
        assert figures.figure_image.cache.bytes <= figures.FIGURE_CACHE_BYTES
    assert len(figures.figure_image.cache) > 4
    last = figures.figure_image.cache.keys()[-1]
    assert figures.figure_image(*last) is figures.figure_image(*last)


def test_text_lines_at_many_sizes_stay_within_their_bytes() -> None:
    draw.render_text.cache_clear()
    for px in range(8, 90):
        for n in range(6):
            draw.render_text(f"Move one pawn forward {n}, or split the 7", px, (240, 240, 240))
        assert draw.render_text.cache.bytes <= draw.TEXT_CACHE_BYTES
    line = draw.render_text("Choose a pawn to move.", 30, (250, 250, 250))
    assert draw.render_text("Choose a pawn to move.", 30, (250, 250, 250)) is line


def test_backdrops_of_a_window_resized_many_times_stay_within_their_bytes() -> None:
    """Resizing on the title screen drew a backdrop per size: nine full windows kept."""
    from sorry_game.app import scenes
    from sorry_game.app.theme import Theme

    class Shell:
        theme = Theme()

    for w in range(800, 1921, 80):
        surface = pygame.Surface((w, w * 9 // 16))
        scenes.draw_backdrop(surface, Shell())
        assert scenes._backdrop_cache.bytes <= 20 << 20
    assert len(scenes._backdrop_cache) >= 2  # the last two stay for a quick redraw


def test_card_backs_and_chess_glyphs_stay_within_their_bytes() -> None:
    """A card turned over is a back narrowed to every width; a resize draws every piece
    at a new size."""
    cardart.card_back.cache_clear()
    pieces.piece_glyph.cache_clear()
    for w in range(10, 400, 3):
        cardart.card_back((w, w * 7 // 5), (180, 40, 40), max(3, w // 10), True)
        assert cardart.card_back.cache.bytes <= cardart.BACK_CACHE_BYTES
    for size in range(20, 200, 6):
        for letter in "kq":
            pieces.piece_glyph(letter, size, (240, 240, 240), (20, 20, 20))
        assert pieces.piece_glyph.cache.bytes <= pieces.GLYPH_CACHE_BYTES


def test_fonts_are_bounded_and_the_ones_in_use_stay() -> None:
    """Every size from 8 to 470 px asked for (a resize sweep): at most _MAX_FONTS fonts
    are kept, and a font used all along is still the same object (not made again)."""
    body = draw.get_font(24)
    for px in range(8, 470):
        draw.get_font(px, bold=px % 2 == 0)
        assert draw.get_font(24) is body
        assert len(text._fonts) <= text._MAX_FONTS
    assert text._font_px(body) == (24, False)


MEASURE_FONTS = """
import resource, sys, pygame
pygame.font.init()
from sorry_game.app.draw.uifont import UIFont
text = "The quick brown fox jumps over the lazy dog: SORRY! 0123456789 START HOME"
UIFont(20).size(text)  # the shared parts loaded
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
fonts = []
for px in range(10, 90):
    font = UIFont(px)
    font.size(text)
    font.set_bold(True)
    font.size(text)
    fonts.append(font)
grown = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before
print(grown / (1 << 20) if sys.platform == "darwin" else grown / 1024)  # bytes there, kB here
"""


@pytest.mark.skipif(
    sys.platform == "win32", reason="the peak of a process is read with `resource`, POSIX only"
)
def test_a_font_per_size_costs_little_memory() -> None:
    """80 font sizes, each measuring a line in regular and bold: the glyph advances are
    read from one shared face, so the window's peak grows by a few MB, not 1 MB a font."""
    out = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(MEASURE_FONTS)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
        check=True,
    )
    grown_mb = float(out.stdout.strip().splitlines()[-1])
    assert grown_mb < 20, f"80 fonts grew the process by {grown_mb:.0f} MB"
