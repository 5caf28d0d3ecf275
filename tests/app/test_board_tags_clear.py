"""Issue 39: the START and HOME tags of the Sorry! and Sorry My Ass! boards read on
their own: each keeps a gap from the draw pile, the card, the other circles, every
other tag and every pawn as drawn (a red HOME tag touched the pile and a red pawn's
base stood on it at 1280x800; at 800x600 the rules picture's blue and red HOME tags lay
against each other under the pile), at every window and text size and on the small
boards of the rules pictures and the review."""

from __future__ import annotations

import pygame
import pytest

from sorry_game.app.app import App
from sorry_game.app.draw import SHAPES
from sorry_game.app.plugins.board.layout import BoardLayout
from sorry_game.app.plugins.board.paint import (
    BoardPainter,
    label_tag,
    tag_extent,
    tag_gap,
    tag_places,
)
from sorry_game.games.board.geometry import HOME, START
from sorry_game.session import sample_session


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def drawn_pawns(lay: BoardLayout, painter: BoardPainter) -> list[pygame.Rect]:
    """The pixels a pawn covers, drawn on every square, lane and circle slot (every
    circle full: START and HOME full are the crowded positions)."""
    spots = [(t.centre, 0) for t in lay.track]
    spots += [(t.centre, c) for c, lane in enumerate(lay.safety) for t in lane]
    for colour in range(4):
        for pos in (START, HOME):
            spots += [(lay.point(pos, colour, i), colour) for i in range(4)]
    half = round(lay.pawn_radius * 4)
    out = []
    for (x, y), colour in spots:
        surf = pygame.Surface((half * 2, half * 2), pygame.SRCALPHA)
        painter.draw_pawn(surf, lay, colour * 4 + 3, (half, half))
        ink = surf.get_bounding_rect(min_alpha=40)
        out.append(ink.move(round(x) - half, round(y) - half))
    return out


def assert_clear(lay: BoardLayout, painter: BoardPainter) -> None:
    tags = tag_places(lay)
    gap = tag_gap(lay)
    assert gap >= 2
    pawns = drawn_pawns(lay, painter)
    pile = [lay.pile_extent(), pygame.Rect(lay.card_rect)]
    for key, rect in tags.items():
        room = rect.inflate(2 * gap - 2, 2 * gap - 2)  # at least gap - 1 px each side
        others = [r for k, r in tags.items() if k != key]
        assert room.collidelist(pile) < 0, (key, rect, pile)
        assert room.collidelist(others) < 0, (key, rect, others)
        hit = room.collidelist(pawns)
        assert hit < 0, (key, rect, pawns[hit])
        assert lay.rect.contains(rect), key


@pytest.mark.parametrize("game_id", ["classic", "president"])
@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)], ids=str)
def test_board_tags_clear_of_pile_pawns_and_each_other(game_id, size, scale):
    app = App(size=size, audio=False)
    app.set_ui_scale(scale)
    try:
        table = app.open_table(sample_session(game_id, 3, 24))
        app.step([])
        plugin = table.plugin
        lay = plugin.board
        assert_clear(lay, plugin.painter)
        # the smaller boards of the rules pictures and the review's moment
        for small in smaller_boards(lay, 45):
            assert_clear(small, plugin.painter)
    finally:
        app.set_ui_scale(100)
        app.close()


def smaller_boards(lay: BoardLayout, step: int) -> list[BoardLayout]:
    """`lay` drawn on the smaller boards of the rules pictures and the review's moment
    (340 to 700 px a side)."""
    return [
        BoardLayout(
            pygame.Rect(0, 0, side, side),
            lay.style,
            lay.mark_scale,
            lay.word_scale,
            lay.label_scale,
        )
        for side in range(340, 700, step)
    ]


def assert_drawn_within(lay: BoardLayout) -> None:
    """Every tag, with every shape, draws inside `tag_extent`, the stamp's place."""
    for kind, circles in (("START", lay.start), ("HOME", lay.home)):
        for centre in circles:
            for shape in SHAPES:
                surf = pygame.Surface(lay.rect.inflate(200, 200).size)
                surf.fill((1, 2, 3))
                surf.set_colorkey((1, 2, 3))
                label_tag(surf, kind, centre, lay, (200, 160, 40), shape)
                drawn = surf.get_bounding_rect()
                extent = tag_extent(kind, centre, lay, shape)
                assert extent.contains(drawn), (kind, centre, shape, extent, drawn)


@pytest.mark.parametrize(
    ("size", "scale"), [((800, 600), 200), ((1024, 768), 150), ((1920, 1080), 100)], ids=str
)
def test_a_tag_draws_only_within_its_stamp(size, scale):
    """A stamp keeps only its rect's pixels: a triangle's edged tip stood a pixel above
    the START tag's rect, and the tag drawn from the cache lost it."""
    app = App(size=size, audio=False)
    app.set_ui_scale(scale)
    try:
        table = app.open_table(sample_session("classic", 3, 24))
        app.step([])
        lay = table.plugin.board
        assert_drawn_within(lay)
        for small in smaller_boards(lay, 90):
            assert_drawn_within(small)
    finally:
        app.set_ui_scale(100)
        app.close()
