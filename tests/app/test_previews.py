"""The move preview (issue 16, item 7): each plugin draws what the hovered option's action
would do — from the events of that action applied to a copy of the game, handed over in
`TableUI.preview` — and draws nothing without one.

Each test plays a seeded game on the real table to a human decision with the wanted
kind of option, draws the play area with and without the preview, and looks at the
pixels where the events say something happens."""

from __future__ import annotations

import dataclasses
import math

import pygame
import pytest
from preview_helpers import (
    box,
    diff_box,
    draw_play_area,
    open_table,
    play_to_preview,
    ui_with,
)

from sorry_game.app.draw import luminance
from sorry_game.app.table import frame
from sorry_game.games.board.events import CardDrawn, PawnBumped, PawnMoved, PawnSlid
from sorry_game.games.board.geometry import HOME, START

SIZES = [(800, 600), (1920, 1080)]
THEMES = ["classic-round", "classic-square", "high-contrast"]


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def close(a, b, tol=70):
    return sum((int(x) - int(y)) ** 2 for x, y in zip(a[:3], b[:3], strict=False)) <= tol * tol


def near(surface, point, colour, radius=2, tol=70):
    x0, y0 = round(point[0]), round(point[1])
    w, h = surface.get_size()
    for dx in range(-radius, radius + 1):
        for dy in range(-radius, radius + 1):
            x, y = x0 + dx, y0 + dy
            if 0 <= x < w and 0 <= y < h and close(surface.get_at((x, y)), colour, tol):
                return True
    return False


def drawings(table, target, events):
    """The play area drawn without a preview, and with `events` as the preview (the
    same target hovered in both)."""
    with_preview = ui_with(table, target, events)
    without = dataclasses.replace(with_preview, preview=[])
    return draw_play_area(table, without), draw_play_area(table, with_preview)


# --- the Sorry! board ------------------------------------------------------------------
def slides_to_a_free_square(events):
    bumped = {e.src for e in events if isinstance(e, PawnBumped)}
    slides = [e for e in events if isinstance(e, PawnSlid)]
    return bool(slides) and slides[-1].dest not in bumped


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("theme", THEMES)
def test_board_ghost_where_the_pawn_ends_after_its_slide(size, theme):
    app, table = open_table("classic", size, theme, seed=3)
    target, events = play_to_preview(table, slides_to_a_free_square)
    plain, shown = drawings(table, target, events)
    lay = table.plugin.board
    slide = [e for e in events if isinstance(e, PawnSlid)][-1]
    end = lay.pawn_point(slide.pawn, slide.dest)
    r = lay.pawn_radius
    # a ghost of the pawn stands at the end of the slide, ringed
    assert diff_box(plain, shown, box(end, r)) > r * r
    colour = table.palette.player(slide.pawn >> 2)
    assert near(shown, (end[0] - r * 0.3, end[1] - r * 0.62), colour, 2, 110)  # its head
    assert near(shown, (end[0] + r * 1.3, end[1]), table.palette["highlight"], 3)
    # its way is drawn faintly: the slide's middle changed
    first = lay.pawn_point(slide.pawn, slide.src)
    mid = ((first[0] + end[0]) / 2, (first[1] + end[1]) / 2)
    assert diff_box(plain, shown, box(mid, lay.cell * 0.3)) > 0
    app.close()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("theme", THEMES)
def test_board_bumped_pawns_are_crossed_out(size, theme):
    app, table = open_table("classic", size, theme, seed=3)
    target, events = play_to_preview(table, lambda evs: any(e.kind == "bump" for e in evs))
    plain, shown = drawings(table, target, events)
    lay = table.plugin.board
    danger = table.palette["danger"]
    arm = lay.pawn_radius * 0.78
    for ev in events:
        if isinstance(ev, PawnBumped):
            x, y = lay.pawn_point(ev.pawn, ev.src)
            for sx in (-1, 1):  # both strokes of the cross (their lower halves: a
                # target's label may stand over the pawn's top)
                at = (x + sx * arm * 0.6, y + arm * 0.6)
                assert near(shown, at, danger, 2, 60), (ev, at)
                assert not near(plain, at, danger, 0, 20)
            # a faint ghost of it back in its START
            home = lay.pawn_point(ev.pawn, START)
            assert diff_box(plain, shown, box(home, lay.pawn_radius * 0.8)) > 0
    app.close()


@pytest.mark.parametrize("theme", THEMES)
def test_board_switch_is_an_arc_between_the_two_pawns(theme):
    app, table = open_table("classic", (1280, 800), theme, seed=3)
    target, events = play_to_preview(
        table, lambda evs: any(getattr(e, "how", "") == "switch" for e in evs)
    )
    plain, shown = drawings(table, target, events)
    lay = table.plugin.board
    mover = next(e for e in events if isinstance(e, PawnMoved) and e.how == "switch")
    a, b = lay.pawn_point(mover.pawn, mover.src), lay.pawn_point(mover.pawn, mover.dest)
    # the arc's middle: bulging off the straight line between the two pawns
    dist = math.dist(a, b)
    nx, ny = -(b[1] - a[1]) / dist, (b[0] - a[0]) / dist
    cx, cy = lay.centre
    if ((a[0] + b[0]) / 2 - cx) * nx + ((a[1] + b[1]) / 2 - cy) * ny < 0:
        nx, ny = -nx, -ny  # bowed away from the board's middle
    bulge = min(dist * 0.3, lay.cell * 3)
    mid = ((a[0] + b[0]) / 2 + nx * bulge / 2, (a[1] + b[1]) / 2 + ny * bulge / 2)
    assert near(shown, mid, table.palette["selected"], 3, 40)
    assert diff_box(plain, shown, box(mid, 4)) > 0
    app.close()


@pytest.mark.parametrize("size", SIZES)
def test_board_pawn_reaching_home(size):
    app, table = open_table("classic", size, "classic-round", seed=3)
    target, events = play_to_preview(
        table, lambda evs: any(isinstance(e, PawnMoved) and e.dest == HOME for e in evs)
    )
    plain, shown = drawings(table, target, events)
    lay = table.plugin.board
    ev = next(e for e in events if isinstance(e, PawnMoved) and e.dest == HOME)
    slot = lay.pawn_point(ev.pawn, HOME)
    assert diff_box(plain, shown, box(slot, lay.pawn_radius)) > lay.pawn_radius**2
    cx, cy = lay.home[ev.pawn >> 2]
    ring_at = (cx, cy - lay.circle_radius * 1.08)
    assert near(shown, ring_at, table.palette["highlight"], 3, 40)
    app.close()


def test_board_nothing_without_a_preview_and_never_a_drawn_card():
    """No preview: the same pixels as before the preview existed; a preview of only a
    card drawn (the next player's, hidden) draws nothing either."""
    app, table = open_table("classic", (1280, 800), "high-contrast", seed=3)
    target, events = play_to_preview(table, lambda evs: any(e.kind == "move" for e in evs))
    plain, shown = drawings(table, target, events)
    rect = table.plugin.board.rect
    assert diff_box(plain, shown, rect) > 0
    ui = frame.table_ui(table)
    assert ui.preview == []
    before = draw_play_area(table, ui)
    assert diff_box(before, draw_play_area(table, dataclasses.replace(ui, preview=[])), rect) == 0
    drawn = [e for e in events if isinstance(e, CardDrawn)] or [CardDrawn(1, 5)]
    card_only = dataclasses.replace(ui, preview=drawn)
    assert diff_box(before, draw_play_area(table, card_only), rect) == 0
    app.close()


def test_president_board_draws_the_preview_too():
    app, table = open_table("president", (1280, 800), "classic-round", seed=3)
    target, events = play_to_preview(
        table, lambda evs: any(isinstance(e, PawnMoved) and e.how == "move" for e in evs)
    )
    plain, shown = drawings(table, target, events)
    lay = table.plugin.board
    ev = [e for e in events if isinstance(e, (PawnMoved, PawnSlid))][-1]
    end = lay.pawn_point(ev.pawn, ev.dest)
    assert diff_box(plain, shown, box(end, lay.pawn_radius)) > 0
    app.close()


# --- Sorry! Revenge: the total a card would make ---------------------------------------
def dial_box(table):
    tab = table.plugin.tableau(table.view)
    (cx, cy), radius = tab.total_centre, tab.total_radius
    return (cx, cy), radius


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("theme", THEMES)
def test_revenge_new_total_on_the_dial(size, theme):
    from sorry_game.games.revenge.events import CardPlayed

    def plain_total(evs):
        kinds = {e.kind for e in evs}
        return any(isinstance(e, CardPlayed) for e in evs) and not kinds & {"21", "bust"}

    app, table = open_table("revenge", size, theme, seed=3)
    target, events = play_to_preview(table, plain_total)
    plain, shown = drawings(table, target, events)
    (cx, cy), radius = dial_box(table)
    # the words under the number change ("of 21" → an arrow and the new total)
    words = pygame.Rect(0, 0, round(radius * 1.4), round(radius * 0.4))
    words.center = (round(cx), round(cy + radius * 0.6))
    assert diff_box(plain, shown, words) > 10
    # nothing outside the dial moves
    outside = table.plugin.area.copy()
    outside.height = round(cy - radius * 1.3) - outside.top
    assert diff_box(plain, shown, outside) == 0
    app.close()


@pytest.mark.parametrize("kind", ["21", "bust"])
def test_revenge_dial_says_21_or_bust(kind):
    app, table = open_table("revenge", (1280, 800), "classic-round", seed=3)
    target, events = play_to_preview(table, lambda evs: any(e.kind == kind for e in evs))
    plain, shown = drawings(table, target, events)
    (cx, cy), radius = dial_box(table)
    tab = table.plugin.tableau(table.view)
    thick = max(4, radius * 0.14)
    colour = table.palette["highlight" if kind == "21" else "danger"]
    ring_at = (cx, cy - radius - thick * 0.6)  # the ring round the dial, at its top
    assert near(shown, ring_at, colour, 2, 40)
    assert tab is not None
    app.close()


# --- Sorry, King! ----------------------------------------------------------------------
def test_king_capture_is_crossed_out():
    from sorry_game.app.plugins.king.preview import captured_square
    from sorry_game.games.king.events import ChessMoved

    app, table = open_table("king", (1280, 800), "high-contrast", seed=3)
    target, events = play_to_preview(
        table, lambda evs: any(isinstance(e, ChessMoved) and e.captured for e in evs)
    )
    plain, shown = drawings(table, target, events)
    lay = table.plugin.lay
    ev = next(e for e in events if isinstance(e, ChessMoved))
    x, y = lay.square_centre(captured_square(ev))
    arm = lay.cell * 0.34
    danger = table.palette["danger"]
    assert near(shown, (x + arm * 0.6, y + arm * 0.6), danger, 2, 60)
    assert near(shown, (x + arm * 0.6, y - arm * 0.6), danger, 2, 60)
    app.close()


@pytest.mark.parametrize("theme", THEMES)
def test_king_checker_landing_and_its_capture(theme):
    from sorry_game.games.king.events import CheckerCaptured, CheckerMoved

    app, table = open_table("king", (1280, 800), theme, seed=3)
    target, events = play_to_preview(
        table, lambda evs: any(isinstance(e, CheckerCaptured) for e in evs)
    )
    plain, shown = drawings(table, target, events)
    lay = table.plugin.lay
    moved = next(e for e in events if isinstance(e, CheckerMoved))
    cap = next(e for e in events if isinstance(e, CheckerCaptured))
    x, y = lay.ring_centre(cap.square)
    arm = lay.checker_radius * 0.8
    assert near(shown, (x + arm * 0.6, y + arm * 0.6), table.palette["danger"], 2, 60)
    land = lay.ring_centre(moved.dest)
    ring_at = (land[0], land[1] - lay.checker_radius * 1.28)
    assert near(shown, ring_at, table.palette["highlight"], 3, 40)
    app.close()


def test_king_line_it_would_control():
    from sorry_game.games.king.events import LineControlled

    app, table = open_table("king", (1280, 800), "classic-round", seed=3)
    target, events = play_to_preview(
        table, lambda evs: any(isinstance(e, LineControlled) for e in evs)
    )
    plain, shown = drawings(table, target, events)
    lay = table.plugin.lay
    ev = next(e for e in events if isinstance(e, LineControlled))
    a, b = lay.ring_centre(ev.ends[0]), lay.ring_centre(ev.ends[1])
    accent = table.palette["accent"]
    # the line joining the two ends, across the board
    for k in (0.3, 0.5, 0.7):
        at = (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k)
        assert near(shown, at, accent, 2, 60), (k, at)
    app.close()


def test_king_nothing_without_a_preview():
    app, table = open_table("king", (800, 600), "high-contrast", seed=3)
    target, events = play_to_preview(table, lambda evs: bool(evs))
    plain, shown = drawings(table, target, events)
    ui = frame.table_ui(table)
    again = draw_play_area(table, dataclasses.replace(ui, hover=target, preview=[]))
    assert diff_box(plain, again, table.plugin.area) == 0
    app.close()


def test_preview_marks_contrast_with_the_board():
    """The bump's badge (a white cross on a danger disc with a dark rim, beside the
    pawn) reads on the track, the table and every pawn in every theme."""
    from sorry_game.app.draw import Palette
    from sorry_game.app.plugins.board.layout import BoardLayout
    from sorry_game.app.plugins.board.preview import bump_badge, bump_mark
    from sorry_game.app.theme import load_theme

    for theme in THEMES:
        pal = Palette(load_theme(theme)[0])
        lay = BoardLayout(pygame.Rect(0, 0, 600, 600), "round")
        grounds = [pal["track"], pal["table"], *(pal.player(c) for c in range(4))]
        for ground in grounds:
            surface = pygame.Surface((600, 600))
            surface.fill(ground)
            at = lay.track[10].centre
            bump_mark(surface, pal, lay, at)
            bx, by, arm = bump_badge(lay, at)
            y = round(by + arm * 0.25)  # across both strokes of its cross
            diffs = [
                abs(luminance(surface.get_at((round(bx) + d, y))[:3]) - luminance(ground))
                for d in range(-round(arm) - 4, round(arm) + 4)
            ]
            assert max(diffs) >= 0.35, (theme, ground)
