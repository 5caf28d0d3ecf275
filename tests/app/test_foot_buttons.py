"""The table's own buttons (Hint, Undo, Menu) at large text (issue 39): their words are
drawn at the size the text size says — the key goes under the word, and where three
words do not fit one row at that size the row wraps into two — never smaller."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from sorry_game.app.draw import px_width
from sorry_game.app.table import columns
from sorry_game.app.table.paint import row_looks
from sorry_game.app.table.targets import UTILITY, place_buttons

FOOT = tuple(f"{label} ({key})" for _n, label, key in UTILITY)


def foot_spots(width: int, u: int):
    """The foot buttons (Undo shown) of a one-column panel `width` wide at unit `u`."""
    parts = columns.PanelParts(prompt="Choose a pawn to move.", foot=FOOT)
    panel = pygame.Rect(0, 0, width, 576)
    lay = columns.layout_panel(panel, True, parts, 4, drawer=u)
    return lay, [s for s in place_buttons([], lay, True) if s.name != "moves"]


@pytest.mark.parametrize("width", [236, 200, 170])
def test_the_foot_buttons_words_keep_their_size_at_200_percent(width):
    u = 26  # 800x600 at 200 %: the drawer panel's unit
    lay, spots = foot_spots(width, u)
    app = SimpleNamespace(fonts=SimpleNamespace(scale=1.0), ui_scale=2.0)
    looks = row_looks(app, spots)
    said = int(int(u * columns.FOOT_UNITS) * columns.FOOT_LABEL)
    for spot in spots:
        split, px = looks[(spot.rect.top, spot.rect.height)]
        assert px >= said, (width, spot.label, px, said)
        word = spot.label.rpartition(" (")[0] if split else spot.label
        assert px_width(word, px, True) <= int(spot.rect.w * 0.9), spot.label
    assert {s.name for s in spots} == {"hint", "undo", "menu"}
    assert lay.footer.contains(pygame.Rect(spots[-1].rect))


def test_three_words_too_wide_for_one_row_wrap_into_two():
    lay, spots = foot_spots(170, 26)
    assert lay.footer_rows == 2
    assert len({s.rect.top for s in spots}) == 2
    assert all(not a.rect.colliderect(b.rect) for a in spots for b in spots if a is not b)
    wide, _spots = foot_spots(400, 26)
    assert wide.footer_rows == 1


@pytest.mark.parametrize("sub", ["", "Red · your turn"])
def test_a_header_band_holds_its_name_whole(monkeypatch, sub):
    """The replay's narrow band at 200 % text has a name and no line below: the name
    stood where a line below would have gone under it, against the band's top edge;
    alone it is centred in the band."""
    from sorry_game.app.draw import Palette, render_text
    from sorry_game.app.table import panel
    from sorry_game.app.theme import default_theme

    drawn = []
    real = panel.blit_text

    def spy(surface, text, size, colour, pos, anchor="topleft", bold=False, **kw):
        drawn.append((text, size, pos, anchor, bold))
        return real(surface, text, size, colour, pos, anchor, bold=bold, **kw)

    monkeypatch.setattr(panel, "blit_text", spy)
    parts = columns.PanelParts()
    lay = columns.layout_panel(pygame.Rect(0, 0, 256, 576), True, parts, 2, drawer=31)
    lay.header = pygame.Rect(10, 10, 238, 86)  # the replay's narrow band at 800x600, 200 %
    surface = pygame.Surface((300, 300))
    panel._paint_header(surface, Palette(default_theme()), lay, (200, 60, 60), "You", sub, 0)
    name = next(d for d in drawn if d[0] == "You")
    _text, size, (_x, bottom), anchor, bold = name
    assert anchor == "bottomleft"
    tall = render_text("You", size, (255, 255, 255), bold).get_height()  # as drawn
    assert bottom - tall >= lay.header.top
    assert bottom <= lay.header.bottom
    if not sub:  # alone: in the band's middle, not against its top edge
        assert abs(bottom - tall / 2 - lay.header.centery) <= lay.u * 0.3
