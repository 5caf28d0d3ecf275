"""Sorry! Revenge's pawn cards say HOME or START (issue 42, fresh eyes): at 800x600
the cards are ~31 px wide and the seat blocks no wider than two of them, so the word
("START" needs ~27 px at its 10 px floor, inside the card's frame) was left out and
the cards said nothing to a new player. There each card says the word's letter, "H"
or "S", as large as the room under its disc holds it (at least the floor); larger
cards keep the whole word."""

from __future__ import annotations

import math

import pygame
import pytest
from table_helpers import make_app

from sorry_game.app.plugins.revenge.cards import PAWN_WORD_PX, CardPainter
from sorry_game.session import sample_session


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def table_pawns(size: tuple[int, int], scale: int) -> tuple[CardPainter, list]:
    """The table's painter (its words' sizes set by a frame drawn) and each seat's
    pawn card size and colour."""
    app = make_app(size)
    app.set_ui_scale(scale)
    table = app.open_table(sample_session("revenge", 7, 30))
    table.draw(pygame.Surface(app.size))
    plugin = table.plugin
    tab = plugin.tableau(table.view)
    seats = [(spot.pawns[0].size, plugin.palette.player(spot.seat)) for spot in tab.seats.values()]
    app.set_ui_scale(100)
    app.close()
    return plugin.painter, seats


@pytest.mark.parametrize("scale", [100, 200])
def test_small_pawn_cards_say_their_letter_at_800x600(scale):
    painter, seats = table_pawns((800, 600), scale)
    least = PAWN_WORD_PX * painter.more
    for (w, h), colour in seats:
        assert w < 40, (w, h)  # (the small cards the reviewers saw)
        for face in ("HOME", "START"):
            word, px = painter.pawn_word(face, w, h)
            assert word == face[0] and px >= least, (face, w, h, word, px)
            # inked under the disc, inside the card's frame
            card = painter.pawn_card(colour, face, None, w, h)
            frame = max(2, w // 9)
            top = math.ceil(h * 0.4 + min(w * 0.3, h * 0.24)) + 2
            zone = pygame.Rect(frame + 1, top, w - 2 * frame - 2, h - frame - top)
            ground = painter.palette["card_face"] if face == "START" else colour
            ink = [
                (x, y)
                for x in range(zone.left, zone.right)
                for y in range(zone.top, zone.bottom)
                if sum(abs(a - b) for a, b in zip(card.get_at((x, y))[:3], ground[:3], strict=True))
                > 120
            ]
            assert len(ink) >= 12, (face, w, h, len(ink))


def test_larger_pawn_cards_keep_the_whole_word_at_1280x800():
    painter, seats = table_pawns((1280, 800), 100)
    for (w, h), _colour in seats:
        for face in ("HOME", "START"):
            assert painter.pawn_word(face, w, h)[0] == face, (face, w, h)
