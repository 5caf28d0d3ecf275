"""Issue 39: at 800x600 with 200 % text Sorry My Ass!'s number keys 1-4 under the hand
stood over the cards' lower edges: the strip keeps the room under the cards for the
keys at their grown size, at every window and text size."""

from __future__ import annotations

import pygame
import pytest

from sorry_game.app.plugins.president.hand import key_size, key_top
from sorry_game.app.plugins.president.layout import hand_groups, split_area

HAND = [3, 4, 4, 10, 11, 11, 11, 2]


@pytest.mark.parametrize("area", [(0, 0, 540, 600), (0, 0, 600, 800), (0, 0, 1000, 1080)])
@pytest.mark.parametrize("labels", [1.0, 1.25, 1.6, 2.0])
def test_p_number_keys_stand_under_the_cards_not_on_them(area, labels) -> None:
    pygame.font.init()
    _board, strip = split_area(pygame.Rect(area), labels)
    groups = hand_groups(strip, sorted(HAND), labels)
    for g in groups:
        assert key_top(g) >= g.rect.bottom, (area, labels, key_top(g), g.rect)
        assert key_size(g) >= max(8, min(13, g.card_h * 0.16))  # never below its 100 %
        assert g.rect.bottom < strip.bottom
