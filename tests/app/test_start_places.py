"""START on the Sorry! board reads as a place for pawns (issue 39): each of its four
places is a socket in the dish, in a shade of the seat's colour (an empty place shows
where a pawn goes back to), and the turn ring's shapes are dark in the seat's colour, not
white spots beside the pawns' white marks."""

from __future__ import annotations

import pygame
import pytest

from sorry_game.app.draw import Palette, luminance, mix
from sorry_game.app.draw.figures import BASE_Y
from sorry_game.app.plugins.board import marks, paint
from sorry_game.app.plugins.board.layout import BoardLayout
from sorry_game.app.theme import Theme, list_themes, load_theme
from sorry_game.games.board.geometry import START


def board(size: int = 760) -> tuple[Palette, BoardLayout, pygame.Surface]:
    palette = Palette(Theme())
    lay = BoardLayout(pygame.Rect(0, 0, size, size), palette.layout, 1.0, 1.0)
    surface = pygame.Surface((size, size))
    paint.BoardPainter(palette).draw_static(surface, lay, [0, 1, 2, 3])
    return palette, lay, surface


def test_every_start_place_is_a_socket_in_the_seats_colour():
    """Under each of the four places of every START (no pawn drawn), a shade darker
    than its dish, of the seat's own hue: a place, not bare dish."""
    palette, lay, surface = board()
    for c in range(4):
        col = palette.player(c)
        for pos in (START,):
            centre = lay.start[c]
            dish = surface.get_at((round(centre[0]), round(centre[1] + lay.circle_radius * 0.62)))
            for i in range(4):
                x, y = lay.point(pos, c, i)
                got = surface.get_at((round(x), round(y + lay.pawn_radius * BASE_Y)))
                assert luminance(got[:3]) < luminance(dish[:3]) - 0.04, (c, pos, i, got, dish)
                # of the seat's hue: nearer its colour darkened than grey
                assert (
                    max(abs(a - b) for a, b in zip(got[:3], mix(col, (0, 0, 0), 0.3), strict=True))
                    < 60
                )


def changed_pixels(a: pygame.Surface, b: pygame.Surface) -> list[tuple[int, int]]:
    """The pixels where two surfaces of one size differ (row by row, as bytes)."""
    w, h = a.get_size()
    ra, rb = pygame.image.tobytes(a, "RGB"), pygame.image.tobytes(b, "RGB")
    out = []
    for y in range(h):
        row = slice(y * w * 3, (y + 1) * w * 3)
        if ra[row] != rb[row]:
            out += [(x, y) for x in range(w) if a.get_at((x, y)) != b.get_at((x, y))]
    return out


def test_the_turn_rings_shapes_stay_inside_the_circle_and_off_the_tag():
    """The three shapes that say whose START is up are drawn inside its circle, a shade
    darker than its dish (they stuck out round it as dark copies and one covered the
    START tag): every pixel they change is inside the circle, none is on the tag, and
    some are drawn."""
    from sorry_game.app.plugins.board.paint import tag_rect

    for size in (760, 420):
        palette, lay, surface = board(size)
        paint.BoardPainter(palette).draw_tags(surface, lay, [0, 1, 2, 3])
        for c in range(4):
            before = surface.copy()
            marks.turn_marks(surface, palette, lay, c)
            cx, cy = lay.start[c]
            tag = tag_rect("START", (cx, cy), lay)
            changed = 0
            for x, y in changed_pixels(before, surface):
                changed += 1
                assert (x - cx) ** 2 + (y - cy) ** 2 <= (lay.circle_radius * 0.9 + 1) ** 2
                assert not tag.collidepoint(x, y), (c, x, y)
            assert changed > 20, (size, c)
            dish = before.get_at((round(cx), round(cy - lay.circle_radius * 0.62)))
            got = surface.get_at((round(cx), round(cy - lay.circle_radius * 0.9 * 0.75)))
            assert luminance(got[:3]) < luminance(dish[:3]), (c, got, dish)


@pytest.mark.parametrize("theme", list_themes())
def test_a_choosable_pawns_halo_reads_on_any_ground_and_in_grey(theme):
    """A pawn that may be chosen has a thick halo: a band of the highlight at least a
    fifth of a square wide between two dark bands (the guided game's pointer's look),
    so that in grey it stands out on Yellow's slide, the track and the table alike. (A
    thin highlight ring, a tenth of a square, on Yellow's yellow slide vanished.)"""
    from types import SimpleNamespace

    loaded, _warnings = load_theme(theme)
    palette = Palette(loaded)
    lay = BoardLayout(pygame.Rect(0, 0, 760, 760), palette.layout, 1.0, 1.0)
    hi = palette["highlight"]
    at = (200.0, 200.0)
    target = SimpleNamespace(kind="board", choice=SimpleNamespace(kind="pawn"), point=at)
    ui = SimpleNamespace(targets=[target], chosen=[])
    for ground in (hi, palette.player(2), palette["track"], palette["background"]):
        surface = pygame.Surface((400, 400))
        surface.fill(ground)
        marks.choosable(surface, palette, lay, ui)  # type: ignore[arg-type]
        start = round(at[0] + lay.pawn_radius * marks.HALO_IN)
        greys = [luminance(surface.get_at((x, round(at[1])))[:3]) for x in range(start, 400)]
        kinds = [
            "L" if abs(g - luminance(hi)) < 0.03 else "D" if g < luminance(hi) - 0.3 else "."
            for g in greys
        ]
        runs: list[tuple[str, int]] = []
        for k in kinds:
            if runs and runs[-1][0] == k:
                runs[-1] = (k, runs[-1][1] + 1)
            else:
                runs.append((k, 1))
        band = [r for r in runs if r[0] != "."][:3]
        assert [k for k, _n in band] == ["D", "L", "D"], (theme, ground, runs[:6])
        assert band[1][1] >= lay.cell * 0.19, (theme, band, lay.cell)
        assert band[0][1] >= 2 and band[2][1] >= 2, (theme, band)
        # in grey, the light band or the dark edge round it stands off the ground
        edge = max(
            abs(luminance(hi) - luminance(ground)),
            abs(greys[-1] - greys[sum(n for _k, n in runs[: runs.index(band[2]) + 1]) - 1]),
        )
        assert edge >= 0.25, (theme, ground)
