"""Sorry! Revenge's total dial in the review's moment (fresh eyes, bench/shots.py at
800x600 200 %): its ring sat on the circuit's track, and a hatched mark stood on it
(the moment's dashes drawn on an alpha canvas kept their smooth edges' part alpha)."""

from __future__ import annotations

import pygame
import pytest
from test_review_moment import open_moment

from sorry_game.app.plugins.revenge.layout import DIAL_RING


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_dial_and_its_rings_stay_off_the_track(size, scale):
    """The dial with its rings (a mark's, the highlight's: 1.2 radii) inside the felt's
    content, clear of the track round it, on the moment's board as on the table's."""
    app, scene, _surface = open_moment("revenge", size, scale)
    for plugin in (scene.compare.plugin, scene.plugin):
        tab = plugin._tab
        if tab is None:  # (the replay's own board is not drawn at the moment)
            continue
        cx, cy = tab.total_centre
        reach = tab.total_radius * DIAL_RING
        dial = pygame.Rect(0, 0, round(2 * reach), round(2 * reach))
        dial.center = (round(cx), round(cy))
        assert tab.content.inflate(2, 2).contains(dial), (dial, tab.content)
    app.close()


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_moments_board_is_opaque(size):
    """Every pixel of the moment's composed board is opaque (part-alpha edge pixels
    blended with the ground under them: a hatched mark on the dial)."""
    app, scene, _surface = open_moment("revenge", size, 200)
    drawn = scene.compare._drawn
    area = scene.layout.area
    part = drawn.subsurface(area)
    opaque = pygame.mask.from_surface(part, 254)  # (alpha 255)
    assert opaque.count() == area.w * area.h, area.w * area.h - opaque.count()
    app.close()
