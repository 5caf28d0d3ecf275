"""Sorry My Ass!'s review moment shows the cards it compares (issue 42): the frames
of "You played" and "Better" go round exactly their rank's cards, outside its count
badge and number key, and cross no other card's face (the hand stands further apart
on the moment); a narrow card's "SORRY!" is drawn whole at any Text size (it read
"SO RRY!" at 200 %)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest
from test_review_moment import open_moment

from sorry_game.app.draw import Palette, set_text_scale
from sorry_game.app.draw.cardart import draw_card
from sorry_game.app.plugins.president.hand import ring_rect
from sorry_game.app.plugins.president.panel import panel_words
from sorry_game.app.table import panel as side
from sorry_game.app.theme import default_theme

CASES = [(size, scale) for size in ((800, 600), (1280, 800)) for scale in (100, 200)]


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0][0]}x{c[0][1]}_{c[1]}")
def test_hand_frames_go_round_their_own_cards_only(case):
    size, scale = case
    app, scene, _surface = open_moment("president", size, scale)
    compare = scene.compare
    groups = compare.plugin.groups(scene.view)
    assert groups
    in_hand = [m for m in compare.marks if m.changed and m.frame.colliderect(groups[0].tray)]
    assert in_hand, "no choice framed in the hand"
    for m in in_hand:
        own = [g for g in groups if m.frame.contains(ring_rect(g))]
        # a rank's cards, its badge and its key inside its frame
        assert len(own) == 1, (m.kind, m.frame, [ring_rect(g) for g in groups])
        for g in groups:
            if g is own[0]:
                continue
            for face in g.card_rects():
                assert not m.frame.colliderect(face), (m.kind, m.frame, g.card, face)
    app.close()


def sorry_label_ink(width: int) -> tuple[pygame.Rect, pygame.Rect]:
    """(the card, the box of its red label's ink) of a SORRY! card `width` px wide,
    drawn at the current text scale."""
    pal = Palette(default_theme())
    surface = pygame.Surface((200, 200))
    surface.fill((0, 0, 0))
    card = pygame.Rect(50, 40, width, round(width * 1.4))
    draw_card(surface, pal, card, "SORRY!", "")
    red = pygame.mask.from_threshold(surface, pal.player(0), (24, 24, 24, 255))
    boxes = red.get_bounding_rects()
    assert boxes, "no label drawn"
    return card, boxes[0].unionall(boxes[1:])


@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize("width", [30, 38, 46, 60])
def test_sorry_label_is_drawn_whole_on_a_narrow_card(width, scale):
    """The label's red ink stays inside the card's margins: cut by the card's edges it
    read "SO RRY!"."""
    set_text_scale(scale)
    try:
        card, ink = sorry_label_ink(width)
        pad = max(3, width // 12)
        assert ink.left >= card.left + pad - 1 and ink.right <= card.right - pad + 1, (ink, card)
    finally:
        set_text_scale(1.0)


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0][0]}x{c[0][1]}_{c[1]}")
def test_moment_board_words_at_least_the_tables_at_100(case):
    """The moment's board is smaller than the table's (the legend above): its words
    (the seat tags, `word_scale`) keep the table's size at 100 % text, at least; they
    shrank with the board to 6 px."""
    size, scale = case
    app, scene, _surface = open_moment("president", size, scale)
    compare = scene.compare
    table = side.split_window(size, compare.plugin.preferred_aspect())[0]
    shown = compare.plugin.word_scale * min(compare.rect.size)
    assert shown >= min(table.size) - 1, (compare.plugin.word_scale, compare.rect, table)
    app.close()


def test_moment_panel_leaves_the_trade_to_the_log():
    """A replay's log tells the trade ("Cy gives you a card"): the panel does not say
    "Trade: you gave 2, got 3" again; the table's panel still does."""

    def traded(view) -> bool:
        trade = view.game.trade
        return trade is not None and trade.gave is not None

    app, scene, _surface = open_moment("president", (1280, 800), 100, where=traded)
    ui = scene.table_ui()
    assert ui.log_tells
    assert scene.view.game.trade is not None and scene.view.game.trade.gave is not None
    _card, _title, lines = panel_words(scene.view, ui, scene.plugin.names)
    assert not [t for t in lines if t.startswith("Trade:")], lines
    _card, _title, lines = panel_words(scene.view, replace(ui, log_tells=False), scene.plugin.names)
    assert [t for t in lines if t.startswith("Trade:")], lines
    app.close()
