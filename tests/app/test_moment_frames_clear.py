"""The review's moment: a frame never crosses another thing. Sorry! Revenge's "you
played" frame round the 9 in your hand ran over your row of pawn cards above it (the
card was raised as a chosen card is at the table, into the gap under the row, and its
frame went round it there): in a still picture the card stays in its place, edged in
its legend's colour, and each frame's sign stands clear of the seats' rows."""

from __future__ import annotations

import pygame
import pytest
from test_review_moment import open_moment


def crosses(frame: pygame.Rect, thing: pygame.Rect) -> bool:
    """Whether a frame's line (with its edge) runs over `thing`: it meets it without
    going all round it."""
    return frame.colliderect(thing) and not frame.contains(thing)


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_revenge_frames_and_signs_keep_off_the_seats_rows(size):
    app, scene, _surface = open_moment("revenge", size, 200)
    compare = scene.compare
    tab = compare.plugin.tableau(scene.view)
    seats = [spot.rect for spot in tab.seats.values()]
    width = compare.line_width() + 2
    shown = [m for m in compare.marks if m.changed]
    assert shown
    for m in shown:
        for frame in m.frames or [m.frame]:
            for seat in seats:
                assert not crosses(frame.inflate(width, width), seat), (m.kind, frame, seat)
        r = compare.badge_radius()
        for x, y in m.badges:
            disc = pygame.Rect(x - r, y - r, 2 * r, 2 * r)
            assert disc.collidelist(seats) == -1, (m.kind, disc)
    app.close()
