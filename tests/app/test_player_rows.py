"""The players' rows of the side panel: a long name never costs a seat its progress."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from sorry_game.app import draw
from sorry_game.app.table import panel
from sorry_game.app.theme import Theme

GREEN = (40, 200, 90)


@pytest.mark.parametrize(("width", "u"), [(212, 15), (250, 19), (300, 26)])
def test_a_long_name_is_cut_and_the_progress_pips_stay(monkeypatch, width, u):
    """A one-line row (the one-column panel, the stacked panel) with a name longer than
    its room: the name is cut with "…" and the pips still show the seat's progress (it
    used to give the pips' room to the name)."""
    drawn: list[str] = []
    real = panel.blit_text
    monkeypatch.setattr(
        panel, "blit_text", lambda s, text, *a, **k: drawn.append(text) or real(s, text, *a, **k)
    )
    panel.PANEL.clear()  # (drawn afresh: the stamp of an earlier test holds no words)
    name = "Bartholomew-Maximilian of Somewhere"
    row = panel.PlayerRow(name, "", GREEN, 1, 1, 4, "", False, False)
    rh = int(u * 1.6)
    lay = SimpleNamespace(players=pygame.Rect(0, 0, width, rh), u=u, row_h=rh)
    surface = pygame.Surface((width, rh))
    surface.fill((0, 0, 0))
    panel.draw_players(surface, draw.Palette(Theme()), lay, [row])
    shown = [text for text in drawn if text.startswith("Barth")]
    assert shown and shown[0].endswith("…")
    # the first pip (progress 1 of 4) is filled with the seat's colour at the row's end
    pips_w = 4 * (max(3, int(u * 0.28)) * 2 + 3)
    pip_r = max(3, int(u * 0.28))
    x = int(width - u * 0.4 - pips_w + pip_r)
    assert tuple(surface.get_at((x, (rh - 2) // 2)))[:3] == GREEN


def test_the_header_leaves_no_word_alone_on_its_last_line():
    """ "Green · normal computer / passes" (800x600, B): a smaller size or the short form
    (the colour left out: the token shows it) before a lone word on a line."""
    u = 15
    top = max(11, int(u * 0.95))
    tw = panel.text_width("Green · normal computer", top) + 2
    got = panel._sub_lines("Green · normal computer · passes", "", u, tw, 200, False)
    assert got is not None
    _size, lines = got
    assert len(lines) == 1 or " " in lines[-1], lines


#: the guided game's seats, named by colour (`draw_colour_rows`)
COLOUR_NAMES = [("You", ""), ("Blue", " (easy)"), ("Yellow", " (easy)"), ("Green", " (easy)")]


def draw_colour_rows(monkeypatch, width: int, u: int) -> tuple[dict[str, int], list[str]]:
    """The four colour-named seats' rows drawn `width` px wide at unit `u`: each drawn
    text's size by its words, and the seats whose pips were drawn, in order."""
    sizes: dict[str, int] = {}
    pips: list[str] = []
    real_text, real_pips = panel.blit_text, panel._draw_progress

    def text(s, words, size, *a, **k):
        sizes[words] = size
        return real_text(s, words, size, *a, **k)

    def progress(s, pal, row_info, *a, **k):
        pips.append(row_info.name)
        return real_pips(s, pal, row_info, *a, **k)

    monkeypatch.setattr(panel, "blit_text", text)
    monkeypatch.setattr(panel, "_draw_progress", progress)
    panel.PANEL.clear()
    rows = [
        panel.PlayerRow(n, d, GREEN, i, 0, 4, "", i == 0, False)
        for i, (n, d) in enumerate(COLOUR_NAMES)
    ]
    rh = int(u * 1.6)
    lay = SimpleNamespace(players=pygame.Rect(0, 0, width, rh * 4), u=u, row_h=rh)
    panel.draw_players(pygame.Surface((width, rh * 4)), draw.Palette(Theme()), lay, rows)
    return sizes, pips


@pytest.mark.parametrize(("width", "u"), [(120, 15), (160, 24), (210, 30), (260, 38), (400, 24)])
def test_every_seats_row_is_alike_pips_and_size(monkeypatch, width, u):
    """The rows of You, Blue, Yellow and Green in a narrow panel (the guided game's at
    large text showed pips for You and Blue only, and "Green" smaller): every name at one
    size, and the pips for every seat or for none."""
    sizes, pips = draw_colour_rows(monkeypatch, width, u)
    shown = {
        w: size
        for w, size in sizes.items()
        if w.split(" ")[0].rstrip("…") in "You Blue Yellow Green"
    }
    assert len(shown) == 4, sizes
    assert len(set(shown.values())) == 1, shown
    assert pips in ([], [n for n, _ in COLOUR_NAMES]), pips


def test_the_colour_names_keep_their_pips_in_a_narrow_row(monkeypatch):
    """The guided game's computers are named by colour ("Yellow", "Green"): at 200 % text
    in 1280x800 the stacked panel's rows (277 px, unit 42) left no room for the pips
    beside "Yellow", so no seat showed its progress where a table of short names did.
    Smaller pips come before none: every seat's pips, every name whole."""
    width, u = 277, 42
    sizes, pips = draw_colour_rows(monkeypatch, width, u)
    assert pips == [n for n, _ in COLOUR_NAMES]
    assert {"You", "Blue", "Yellow", "Green"} <= set(sizes), sizes
