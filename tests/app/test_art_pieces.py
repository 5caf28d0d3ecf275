"""Pieces with depth: a pawn is a shaded figure with a shadow, a shine, its number and
its colour's shape mark; it is drawn at the size asked (cached per size), never scaled."""

from __future__ import annotations

import pygame
import pytest

from sorry_game.app import draw
from sorry_game.app.draw import cardart, figures
from sorry_game.app.draw.figures import FIGURE_SCALE, figure_image, shades
from sorry_game.app.theme import Theme

GROUND = (244, 239, 225)


def _pawn(key: str, radius: float = 20, label: str = "3") -> tuple[pygame.Surface, tuple]:
    pygame.font.init()
    fill = Theme().player_colour(key)
    surface = pygame.Surface((140, 140))
    surface.fill(GROUND)
    figures.draw_pawn(surface, fill, (70, 70), radius, label, key)
    return surface, fill


def _near(a, b, tol: int = 14) -> bool:
    return all(abs(int(x) - int(y)) <= tol for x, y in zip(a[:3], b[:3], strict=True))


@pytest.mark.parametrize("key", ["red", "blue", "yellow", "green"])
def test_pawn_is_shaded_in_at_least_three_tones_of_its_colour(key: str) -> None:
    surface, fill = _pawn(key)
    tones = shades(fill)
    seen = {
        name
        for name, ink in tones.items()
        for x in range(140)
        for y in range(140)
        if surface.get_at((x, y))[:3] == ink
    }
    # the dark side, the colour and the lit side are all there, exactly
    assert {"dark", "fill", "lit"} <= seen, seen
    assert len(seen) >= 3


def test_pawn_casts_a_soft_shadow_below_right() -> None:
    surface, fill = _pawn("blue")
    r = 20 * FIGURE_SCALE
    # under the base, right of centre: ground darkened, not the pawn's colour
    below = [surface.get_at((70 + round(r * dx), 70 + round(r * 0.95)))[:3] for dx in (0.6, 0.8)]
    assert any(sum(c) < sum(GROUND) - 30 and not _near(c, fill, 40) for c in below), below
    # far away the ground is untouched
    assert surface.get_at((2, 2))[:3] == GROUND


def test_pawn_number_is_drawn_on_its_head() -> None:
    """The head of pawn "3" differs from the head of an unnumbered pawn by its number's
    ink (contrasting with the colour)."""
    with_number, fill = _pawn("red", label="3")
    without, _ = _pawn("red", label="")
    ink = draw.contrast_text(fill)
    r = 20 * FIGURE_SCALE
    head = pygame.Rect(0, 0, round(r * 0.8), round(r * 0.8))
    head.center = (70, round(70 - r * 0.5))
    inked = [
        (x, y)
        for x in range(head.left, head.right)
        for y in range(head.top, head.bottom)
        if _near(with_number.get_at((x, y)), ink, 30) and not _near(without.get_at((x, y)), ink, 30)
    ]
    assert len(inked) >= 8


def test_pawn_carries_its_colour_shape_mark() -> None:
    """Square (blue) and triangle (yellow) marks cover different pixels on the body."""
    pygame.font.init()
    theme = Theme()
    fill = theme.player_colour("green")
    marks = {}
    for key in ("blue", "yellow"):
        surface = pygame.Surface((140, 140))
        surface.fill(GROUND)
        figures.draw_pawn(surface, fill, (70, 70), 20, "1", key)  # same colour, other marks
        marks[key] = pygame.image.tobytes(surface, "RGB")
    assert marks["blue"] != marks["yellow"]


def test_figure_is_drawn_at_each_size_not_scaled() -> None:
    pygame.font.init()
    small = figure_image((200, 40, 40), 20, "1", "circle", (250, 240, 240))
    big = figure_image((200, 40, 40), 60, "1", "circle", (250, 240, 240))
    assert big.get_width() > 2.5 * small.get_width()
    assert figure_image((200, 40, 40), 20, "1", "circle", (250, 240, 240)) is small


def test_small_markers_stay_discs() -> None:
    """A panel marker (no number, small) is the flat disc: its centre is the shape mark."""
    pygame.font.init()
    surface = pygame.Surface((40, 40))
    surface.fill(GROUND)
    fill = Theme().player_colour("red")
    figures.draw_pawn(surface, fill, (20, 20), 9, "", "red")
    assert surface.get_at((20, 20))[:3] != GROUND
    assert surface.get_at((20, 20 - 12))[:3] == GROUND  # nothing stands above the disc


def test_card_face_has_corner_indices_and_a_motif() -> None:
    pygame.font.init()
    palette = draw.Palette(Theme())
    rect = pygame.Rect(10, 10, 90, 126)
    plain = pygame.Surface((120, 150))
    plain.fill(GROUND)
    card = plain.copy()
    cardart.draw_card(card, palette, rect, "7")
    ink = palette["card_text"]
    face = palette["card_face"]
    # the "7" in the top-left and bottom-right corners
    corners = (
        pygame.Rect(rect.left, rect.top, 28, 30),
        pygame.Rect(rect.right - 28, rect.bottom - 30, 28, 30),
    )
    for box in corners:
        inked = sum(
            _near(card.get_at((x, y)), ink, 60)
            for x in range(box.left, box.right)
            for y in range(box.top, box.bottom)
        )
        assert inked >= 6, box
    # a soft motif disc behind the numeral: neither the face colour nor ink
    x, y = rect.centerx - round(rect.width * 0.33), rect.centery
    got = card.get_at((x, y))[:3]
    assert got != face and _near(got, face, 40)


def test_card_back_is_patterned_and_cached() -> None:
    from sorry_game.app.draw.cardart import card_back

    pygame.font.init()
    palette = draw.Palette(Theme())
    back = palette["card_back"]
    image = card_back((80, 112), back, 8, True)
    assert card_back((80, 112), back, 8, True) is image
    pixels = [image.get_at((x, y))[:3] for x in range(8, 72) for y in range(10, 30)]
    lattice = sum(p != back for p in pixels)
    # a lattice of lighter lines over the back colour
    assert back in pixels and 0.05 * len(pixels) < lattice < 0.6 * len(pixels)
