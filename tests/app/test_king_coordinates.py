"""Issue 39: Sorry, King!'s files and ranks stayed small at 200 % text (they sat in the
squares' corners, where "a" and "d" already touched the rook and the queen at 100 %).
They stand in a gutter of their own round the 8x8, grown with the Text size: at least
1.3 times their 100 % glyph height at 200 %, and clear of every square of the board and
the ring (so of every piece, checker, badge and highlight drawn on them)."""

from __future__ import annotations

import pytest

from sorry_game.app import draw
from sorry_game.app.app import App
from sorry_game.games.king.ring import RING_SIZE
from sorry_game.session import sample_session


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def glyph_height(px: float, words: str) -> int:
    """The ink height of `words` set bold at `px`."""
    return draw.font(round(px), True).render(words, True, (255, 255, 255)).get_bounding_rect().h


def king_layout(size, scale):
    app = App(size=size, audio=False)
    app.set_ui_scale(scale)
    table = app.open_table(sample_session("king", 2, 6))
    app.step([])
    return app, table.plugin.lay


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=str)
def test_king_coordinates_grow_in_their_own_gutter(size):
    heights = {}
    for scale in (100, 200):
        app, lay = king_layout(size, scale)
        try:
            said = lay.coordinates()
            assert [w for w, _box in said] == [*"abcdefgh", *"12345678"]
            px = lay.coordinate_px()
            heights[scale] = min(glyph_height(px, w) for w, _box in said)
            squares = [lay.cell_rect(col, row) for col in range(1, 9) for row in range(1, 9)]
            squares += [lay.ring_rect(i) for i in range(RING_SIZE)]
            squares += list(lay.strips.values())
            for w, box in said:
                ink = draw.font(round(px), True).render(w, True, (255, 255, 255))
                glyph = ink.get_bounding_rect().move(
                    box.centerx - ink.get_width() // 2, box.centery - ink.get_height() // 2
                )
                assert box.contains(glyph), (w, box, glyph)
                assert glyph.collidelist(squares) < 0, (w, glyph)
                assert lay.board.contains(glyph), (w, glyph)
        finally:
            app.set_ui_scale(100)
            app.close()
    assert heights[200] >= 1.3 * heights[100], heights
