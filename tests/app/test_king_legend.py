"""Sorry, King!'s red corners said on the board at first sight (RULES K-3, K-6, K-7:
a seat's checkers enter on its red corner and finish their tour there): each seat's
strip shows the corner in small and "START" between its captions, where the strip has
room, covering no checker, caption or coordinate."""

from __future__ import annotations

import pygame
import pytest
from table_helpers import open_game

from sorry_game.app.draw import record
from sorry_game.app.plugins.king import paint
from sorry_game.app.plugins.king.layout import RESERVE_SLOTS, TOUR_SLOTS


def drawn(table, monkeypatch) -> tuple[pygame.Surface, list[tuple[str, pygame.Rect]], list[str]]:
    """One frame: the surface, every word the King board blitted (and where), and the
    board part's recorded words."""
    placed: list[tuple[str, pygame.Rect]] = []
    real = paint.blit_text

    def spy(surface, content, size, colour, pos, anchor="topleft", bold=False):
        rect = real(surface, content, size, colour, pos, anchor, bold)
        placed.append((content, rect))
        return rect

    monkeypatch.setattr(paint, "blit_text", spy)
    surface = pygame.Surface(table.size)
    with record.recorded_text() as rec:
        table.draw(surface)
    board = [text for part, _px, text in rec.lines if part == "board"]
    return surface, placed, board


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)])
def test_K3_the_red_corner_is_named_in_each_strip_covering_nothing(size, monkeypatch):
    app, table, _session = open_game(size, game_id="king", seed=7, humans=(0,))
    surface, placed, board = drawn(table, monkeypatch)
    plugin = table.plugin
    lay = plugin.lay
    assert len(plugin.legends) == 2, plugin.legends
    assert board.count("START") == 2, board
    captions = [rect for text, rect in placed if text != "START"]
    r = lay.checker_radius
    slots = [lay.reserve_point(seat, k) for seat in (0, 1) for k in range(RESERVE_SLOTS)] + [
        lay.tour_point(seat, k) for seat in (0, 1) for k in range(TOUR_SLOTS)
    ]
    checkers = [pygame.Rect(x - r, y - r, 2 * r, 2 * r) for x, y in slots]
    for legend in plugin.legends:
        assert any(strip.contains(legend) for strip in lay.strips.values()), legend
        assert legend.collidelist(checkers) == -1, "under a checker's place"
        assert legend.collidelist(captions) == -1, "over a caption"
        assert legend.collidelist(lay.coordinate_rects()) == -1
        assert not legend.colliderect(lay.board)
        # the corner in small: its red, as on the board
        red = tuple(plugin.colours.red_colour())[:3]
        swatch = [
            (legend.left + dx, legend.top + dy) for dx in range(4) for dy in range(legend.height)
        ]
        assert any(tuple(surface.get_at(p))[:3] == red for p in swatch)
    app.close()


def test_K3_no_room_no_legend(monkeypatch):
    """A strip whose captions leave no room shows no legend (nothing cut)."""
    app, table, _session = open_game((800, 600), game_id="king", seed=7, humans=(0,))
    monkeypatch.setattr(paint, "LEGEND", "START " * 8)
    _surface, _placed, board = drawn(table, monkeypatch)
    assert table.plugin.legends == [] and not any("START" in w for w in board)
    app.close()


def test_K5_the_legend_caption_does_not_repeat_the_checker_phase_title():
    """Issue 39: at 800x600 200 % the phase title "Checker move: 1" stood right above
    the legend's caption "Checker moves:": the same words twice. Every caption form
    (above the values or beside them) reads as something else than the title."""
    from types import SimpleNamespace

    from sorry_game.app.plugins.king import panel

    view = SimpleNamespace(game=SimpleNamespace(phase="checker", distance=1))
    title, _detail = panel.panel_text(view, ["White", "Black"])  # type: ignore[arg-type]
    head = title.split(":")[0].lower()
    forms = [*panel.CAPTIONS, *(" ".join(lines) for lines in panel.SIDE_CAPTIONS)]
    for caption in forms:
        words = caption.rstrip(":").lower()
        assert not words.startswith(head) and not head.startswith(words), (caption, title)


@pytest.mark.parametrize("scale", [100, 200])
def test_K6_a_strips_two_captions_read_as_two_facts(scale, monkeypatch):
    """At 800x600 the strip had no room for the legend and read "1 in reserve tours
    0/4": two facts run together. Between the captions there is the legend or a
    separator, with a space each side."""
    app, table, _session = open_game((800, 600), game_id="king", seed=7, humans=(0,))
    app.set_ui_scale(scale)
    _surface, placed, _board = drawn(table, monkeypatch)
    app.set_ui_scale(100)
    for strip in table.plugin.lay.strips.values():
        here = [(text, rect) for text, rect in placed if strip.contains(rect)]
        captions = sorted(
            (rect for text, rect in here if "reserve" in text or text.startswith("tours")),
            key=lambda rect: rect.x,
        )
        assert len(captions) == 2, here
        a, b = captions
        between = [
            (text, rect) for text, rect in here if rect.left >= a.right and rect.right <= b.left
        ]
        assert between, (a, b, here)
        space = paint.text_width(" ", 10)
        for _text, rect in between:
            assert rect.left - a.right >= space and b.left - rect.right >= space, (a, rect, b)
    app.close()
