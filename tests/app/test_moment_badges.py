"""The review's moment tells the choice played from the better one by shape as well as
colour: each frame carries its legend tag's sign on a corner, a ring for the one played
(top left), a star for the better (top right). (Sorry!'s played corners round the
better's square read as one yellow-and-white mark.)"""

from __future__ import annotations

import pygame

from sorry_game.app.draw import Palette
from sorry_game.app.review import signs
from sorry_game.app.review.compare import Compare, Marked
from sorry_game.app.review.signs import _dark
from sorry_game.app.theme import Theme


def near(a, b, tol=40) -> bool:
    return all(abs(int(x) - int(y)) <= tol for x, y in zip(a[:3], b[:3], strict=True))


def test_played_and_better_frames_carry_the_legends_signs():
    palette = Palette(Theme())
    compare = Compare.__new__(Compare)
    compare.text_px = 28
    box = pygame.Rect(60, 60, 80, 80)
    r = max(6, round(28 * 0.36))
    played = pygame.Surface((200, 200))
    played.fill((90, 90, 90))
    signs.badge(compare, played, palette, Marked("", "You played", "played"), box.topleft)
    # a ring: a light band round a dark hole
    assert near(played.get_at(box.topleft), _dark(palette))
    assert near(played.get_at((box.left + round(r * 0.5), box.top)), palette["text"])
    better = pygame.Surface((200, 200))
    better.fill((90, 90, 90))
    signs.badge(compare, better, palette, Marked("", "Better", "better"), box.topright)
    # a star on a highlight disc
    assert near(better.get_at(box.topright), _dark(palette))
    assert near(better.get_at((box.right, box.top + r - 2)), palette["highlight"])
