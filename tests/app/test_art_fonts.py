"""Body text is evenly spaced: every glyph sits one true advance after the last.

The bundled font through plain `pygame.font` drifted apart in pairs ("exi t", "wi th"):
hinted advances rounded to whole pixels plus the font's kerning pairs."""

from __future__ import annotations

import pygame
import pytest

from sorry_game.app import draw
from sorry_game.app.draw.uifont import UIFont


@pytest.fixture(autouse=True)
def _font() -> None:
    pygame.font.init()


@pytest.mark.parametrize("px", [13, 17, 20, 24, 31])
@pytest.mark.parametrize("bold", [False, True])
def test_width_of_a_word_is_the_sum_of_its_glyph_advances(px: int, bold: bool) -> None:
    font = draw.get_font(px, bold)
    assert isinstance(font, UIFont)
    for word in ("with", "exit", "tile", "Drawing a card"):
        advances = font.advances(word)
        assert all(a > 0 for a in advances)
        assert font.size(word)[0] == pytest.approx(sum(advances), abs=1.0)
        # a word is the sum of its parts: no pair is pulled apart or together
        assert font.size(word)[0] == pytest.approx(
            sum(font.size(ch)[0] for ch in word), abs=len(word)
        )
        assert sum(font.advances(word)) == pytest.approx(
            sum(font.advances(word[:2])) + sum(font.advances(word[2:]))
        )


def _stems(image: pygame.Surface) -> list[int]:
    """Left edges of the inked column runs of a rendered line."""
    w, h = image.get_size()
    inked = [any(image.get_at((x, y)).a > 128 for y in range(h)) for x in range(w)]
    return [x for x in range(w) if inked[x] and (x == 0 or not inked[x - 1])]


@pytest.mark.parametrize("px", [13, 17, 20, 24])
def test_repeated_letters_are_evenly_spaced(px: int) -> None:
    """'i' after 'i' after 'i': the pitch between stems differs by at most one pixel
    (the old rendering put whole extra pixels between some pairs)."""
    font = draw.get_font(px)
    stems = _stems(font.render("iiiiiiiiii", True, (255, 255, 255)))
    assert len(stems) == 10
    pitches = [b - a for a, b in zip(stems, stems[1:], strict=False)]
    assert max(pitches) - min(pitches) <= 1
    assert abs(sum(pitches) / len(pitches) - font.advances("i")[0]) < 0.5


def test_rendered_line_has_ink_and_room_for_descenders() -> None:
    font = draw.get_font(24)
    image = font.render("gj", True, (255, 255, 255))
    box = image.get_bounding_rect()
    assert box.width > 4 and box.bottom <= image.get_height()
    assert box.bottom > font.get_ascent()  # the descenders are drawn, not cut
    assert image.get_height() == font.size("gj")[1]
    empty = font.render("", True, (255, 255, 255))
    assert empty.get_height() == font.size("")[1]


@pytest.mark.parametrize("height", [39, 46, 60])
def test_a_count_buttons_second_line_is_readable(height: int) -> None:
    """ "Play 4" over "four 4s" in a table button 34-46 px tall: the second line's
    letters stand at least 9 px tall (they were about 8 px)."""
    from sorry_game.app.draw.fonts import Fonts
    from sorry_game.app.theme import Theme
    from sorry_game.app.widgets import Button

    class UI:
        theme = Theme()
        fonts = Fonts()

    rect = pygame.Rect(0, 0, 120, height)
    with_sub = pygame.Surface(rect.size)
    without = pygame.Surface(rect.size)
    Button("Play 4", None, rect, "primary", subtext="four 4s").draw(with_sub, UI())
    Button("Play 4", None, rect, "primary").draw(without, UI())
    background = with_sub.get_at((3, height // 2))
    rows = [
        y
        for y in range(height)
        if any(
            with_sub.get_at((x, y)) != background
            and with_sub.get_at((x, y)) != without.get_at((x, y))
            for x in range(10, 110)
        )
        and y > height // 2
    ]
    assert rows, "no second line drawn"
    # the lower line: the lowest run of changed rows
    run = [rows[-1]]
    for y in reversed(rows[:-1]):
        if y != run[-1] - 1:
            break
        run.append(y)
    assert len(run) >= 9, (height, len(run))


def _clear_gap(image: pygame.Surface) -> int:
    """The widest run of columns with no ink (alpha ≤ 40) between the first and the
    last inked column."""
    cols = [
        max(image.get_at((x, y)).a for y in range(image.get_height()))
        for x in range(image.get_width())
    ]
    inked = [x for x, a in enumerate(cols) if a > 40]
    run = best = 0
    for a in cols[inked[0] : inked[-1] + 1]:
        run = run + 1 if a <= 40 else 0
        best = max(best, run)
    return best


@pytest.mark.parametrize("bold", [False, True])
def test_a_word_gap_is_never_a_pixel_narrower_after_a_small_word(bold: bool) -> None:
    """Revenge's panel at 800x600 read 'unless aSORRY! steals': at 15 px the S after
    'a ' was rounded down onto the a's last pixel. A word's first glyph starts on the
    pixel at or after its true place, so a space shows at least 3 clear pixels."""
    for px in range(12, 25):
        font = draw.get_font(px, bold)
        for text in ("a SORRY!", "a S", "an S", "is a"):
            assert _clear_gap(font.render(text, True, (255, 255, 255))) >= 3, (px, text)
