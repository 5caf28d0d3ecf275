"""Sorry! Revenge's review moment (issue 42): the frames of "You played" and "Better"
each go round their own card of the hand alone. Where the two framed cards were
neighbours (the 9 and the Take 2) their frames met, the one played became corner
brackets a step further out, across the Take 2's face and the felt's bottom border
(1280x800 at 200 %): the framed cards stand apart by the frames' room
(`TablePlugin.frame_room`, `frame_keys`), as Sorry My Ass!'s moment hand does."""

from __future__ import annotations

import pygame
import pytest
from test_review_moment import open_moment

from sorry_game.app.plugins.revenge.layout import Tableau, hand_groups

CASES = [(size, scale) for size in ((800, 600), (1280, 800), (1920, 1080)) for scale in (100, 200)]


def _drawn(compare, frame: pygame.Rect) -> pygame.Rect:
    """A frame as drawn: its line and the dark edge round it."""
    edge = compare.line_width() // 2 + 2
    return frame.inflate(2 * edge, 2 * edge)


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0][0]}x{c[0][1]}_{c[1]}")
def test_moment_hand_frames_go_round_their_own_card_alone(case):
    size, scale = case
    app, scene, _surface = open_moment("revenge", size, scale)
    compare = scene.compare
    plugin = compare.plugin
    tab = plugin.tableau(scene.view)
    codes = [c for c, _n in hand_groups(scene.view.game.hand or ())]
    faces = tab.hand_slots(codes)
    framed = [m for m in compare.marks if m.changed and m.mark.colliderect(tab.hand_box)]
    assert len(framed) == 2, [(m.kind, m.mark) for m in compare.marks]
    for m in framed:
        drawn = _drawn(compare, m.frame)
        own = [r for r in faces if m.mark.contains(r)]
        assert len(own) == 1, (m.kind, m.mark, faces)
        # whole round its card: never corners stepped out over the neighbours
        assert not m.corners, m.kind
        assert m.frame.inflate(-2 * compare.line_width(), -2 * compare.line_width()).contains(
            own[0]
        ), (m.kind, m.frame, own[0])
        for r in faces:
            if r is not own[0]:
                assert not drawn.colliderect(r), (m.kind, drawn, r)
        assert not drawn.colliderect(tab.felt), (m.kind, drawn, tab.felt)
    a, b = (_drawn(compare, m.frame) for m in framed)
    assert not a.colliderect(b), (a, b)
    app.close()


def test_the_tables_own_hand_keeps_its_spacing():
    """Only a still picture's framed cards stand apart: the table's hand (no frame
    room) is laid out as before, whatever is named framed."""
    area = pygame.Rect(0, 0, 700, 560)
    table = Tableau(area, 4, 0)
    codes = ["7", "8", "9", "take2", "dontbe"]
    plain = table.hand_rects(len(codes))
    table.framed_codes = frozenset({"9", "take2"})
    assert table.hand_slots(codes) == plain
    still = Tableau(area, 4, 0, framed=12)
    still.framed_codes = frozenset({"9", "take2"})
    rects = still.hand_slots(codes)
    assert len(rects) == len(codes)
    # the framed cards clear of their neighbours by a frame's room on each side
    assert rects[3].left - rects[2].right >= 2 * 12
    assert rects[2].left - rects[1].right >= 12
    assert rects[4].left - rects[3].right >= 12
    assert all(still.hand_box.left <= r.left and r.right <= still.hand_box.right for r in rects)


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0][0]}x{c[0][1]}_{c[1]}")
def test_every_seats_pawn_cards_and_backs_stay_in_its_block_on_the_moment(case):
    """The moment's smaller board at 800x600 200 %: the top seat's block kept its
    height while its pawn cards and backs did not fit it, and they ran out of it onto
    the track (fresh eyes). Each seat's things stay inside its block."""
    size, scale = case
    app, scene, _surface = open_moment("revenge", size, scale)
    tab = scene.compare.plugin.tableau(scene.view)
    for seat, spot in tab.seats.items():
        backs = [spot.backs] if spot.side != "bottom" else []  # (the viewer's hand is face up)
        for r in [*spot.pawns, *backs]:
            assert spot.rect.contains(r), (seat, spot.side, spot.rect, r)
    app.close()
