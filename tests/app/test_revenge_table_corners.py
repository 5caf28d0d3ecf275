"""Sorry! Revenge's table without unfinished corners (issue 39): no cut words peek
from under the play pile's top card, the hand's cards stand apart (or fan cleanly),
the log's seat tokens after "HOME for" each have their own room, and the guided
game's box never lies across the play area's edge."""

from __future__ import annotations

import pygame
import pytest
from test_tip_large_text import tip_at

from sorry_game.app.draw import Palette
from sorry_game.app.plugins.revenge.cards import CardPainter
from sorry_game.app.plugins.revenge.layout import HAND_SHRINK, Tableau
from sorry_game.app.plugins.revenge.plugin import SEAT_MARK_W
from sorry_game.app.table.logrows import layout_entry, picture_height
from sorry_game.app.table.movelog import Looks
from sorry_game.app.theme import default_theme
from sorry_game.engine.logline import LogLine
from sorry_game.games.catalogue import get_game
from sorry_game.games.revenge.events import seat_mark


def inked(surface: pygame.Surface, rect: pygame.Rect, colour) -> int:
    """How many pixels of `rect` are within a few steps of `colour`."""
    n = 0
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            c = surface.get_at((x, y))
            if all(abs(c[i] - colour[i]) <= 40 for i in range(3)):
                n += 1
    return n


@pytest.mark.parametrize("code", ["take2", "switch", "slide21", "steal", "7"])
def test_a_card_under_the_pile_shows_no_words(code):
    """'Dr', 'Dr' (of 'Draw two cards') peeked from under the pile's top card: a card
    under others is drawn without words; its look (band, frame) stays."""
    pal = Palette(default_theme())
    painter = CardPainter(pal)
    w, h = 90, 126
    whole = painter.face(code, w, h)
    under = painter.face(code, w, h, words=False)
    body = pygame.Rect(w // 5, int(h * 0.3), w * 3 // 5, int(h * 0.5))  # the middle
    ink = pal["card_text"]
    assert inked(whole, body, ink) > 0  # (the test sees words where there are words)
    assert inked(under, body, ink) == 0
    corner = pygame.Rect(2, 2, w // 8, w // 8)  # the band or the index's corner: alike
    assert whole.get_at(corner.center) == under.get_at(corner.center)


@pytest.mark.parametrize("n", range(2, 8))
def test_the_hands_cards_stand_apart_or_fan_cleanly_at_1280x800(n):
    """Six cards' lit frames crossed by a few pixels at 1280x800: the cards are made a
    little smaller to keep a gap between their frames; only a hand that would need
    them smaller still fans them out, at that size."""
    tab = Tableau(pygame.Rect(16, 16, 844, 768), 4, 0)
    rects = tab.hand_rects(n)
    least = max(tab.gap, tab.card_w // 18 + 2)
    assert all(tab.area.contains(r) for r in rects)
    smaller = rects[0].width < tab.card_w
    if rects[0].width > int(tab.card_w * HAND_SHRINK):
        assert all(b.left - a.right >= least for a, b in zip(rects, rects[1:], strict=False))
    else:
        assert smaller and all(b.left > a.left for a, b in zip(rects, rects[1:], strict=False))
    if n <= 5:
        assert not smaller  # a short hand keeps its cards' full size
    if n == 6:  # the reviewers' hand: apart, not fanned
        assert all(a.right < b.left for a, b in zip(rects, rects[1:], strict=False))


def test_the_seat_tokens_after_home_for_do_not_touch():
    """'HOME for ◆▲■': the tokens were drawn one row-height apart and ran into each
    other (a square and a triangle are wider than the row is tall)."""
    game = get_game("revenge")
    from sorry_game.app.plugins.revenge.plugin import RevengePlugin

    pal = Palette(default_theme())
    plugin = RevengePlugin(pal, game)
    looks = Looks(pal, [c.key for c in game.colours], [0, 1, 2, 3], plugin)
    names = ["You", "Ada", "Bo", "Cy"]
    marks = tuple(seat_mark(s, names) for s in (3, 2, 1))
    line = LogLine(0, "You", (), (("HOME for ", *marks),))
    size = 15
    rows = layout_entry(line, size, 400, looks)
    pieces = [p for row in rows for p in row.pieces if p.mark is not None]
    assert len(pieces) == 3
    height = picture_height(size)
    assert all(p.width >= round(height * SEAT_MARK_W) for p in pieces)
    boxes = []
    for p in pieces:
        surface = pygame.Surface((500, 60))
        surface.fill((0, 0, 0))
        looks.draw(surface, p.mark, pygame.Rect(10 + p.x, 30 - height // 2, p.width, height), size)
        mask = pygame.mask.from_threshold(surface, (0, 0, 0), (8, 8, 8, 255))
        mask.invert()  # every pixel the token painted
        drawn = mask.get_bounding_rects()
        assert drawn
        boxes.append(drawn[0].unionall(drawn))
    for a, b in zip(boxes, boxes[1:], strict=False):
        assert a.right < b.left, (a, b)


@pytest.mark.parametrize("scale", [100, 200])
def test_the_tutorial_box_at_800x600_is_not_across_the_play_areas_edge(scale):
    """At 800x600 the guided game's box sat at the bottom over the play area's edge
    while the side panel had room: it goes to the panel (or wholly inside or outside
    the play area, never across its edge)."""
    app, table, tips = tip_at("revenge", (800, 600), scale)
    assert tips
    area = table.plugin.area
    for tip in tips:
        r = tip.rect
        assert tip.in_panel or area.contains(r) or not area.colliderect(r), (r, area)
    if scale == 100:
        assert all(t.in_panel for t in tips)  # the panel has room at 800x600
    # (at 200 % a tip the panel would shrink goes over the play area at its size:
    # test_tip_large_text; wholly inside it, as asserted above)
    app.set_ui_scale(100)
    app.close()


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)], ids=str)
def test_the_play_piles_count_keeps_clear_of_the_total_dial(size, scale, monkeypatch):
    """Grown to the piles' counts' size, "9 cards" under the play pile touched the
    total dial's ring at 1280x800 200 % (fresh eyes): it keeps clear of the dial."""
    import math

    from sorry_game.app.app import App
    from sorry_game.app.draw import text_scale, text_width
    from sorry_game.app.plugins.revenge.centre import count_size
    from sorry_game.session import sample_session

    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")
    app = App(size=size, audio=False)
    app.set_ui_scale(scale)
    table = app.open_table(sample_session("revenge", 3, 24))
    app.step([])
    tab = table.plugin.tableau(table.view)
    words = "19 cards"
    top = (tab.pile_rect.centerx, tab.pile_rect.bottom + 2)
    size_px = count_size(tab, words, top)
    if size_px is None:  # no room under the pile: not drawn (its depth shows it)
        assert size == (1280, 800) and scale == 200, (size, scale)  # the tall layout only
        app.close()
        return
    w, h = text_width(words, size_px), size_px * text_scale() * 1.3
    rect = pygame.Rect(0, 0, w, h)
    rect.midtop = top
    cx, cy = tab.total_centre
    near = (min(max(cx, rect.left), rect.right), min(max(cy, rect.top), rect.bottom))
    assert math.hypot(cx - near[0], cy - near[1]) > tab.total_radius * 1.15, (
        rect,
        tab.total_centre,
    )
    app.set_ui_scale(100)
    app.close()
