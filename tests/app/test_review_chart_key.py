"""The review's chart says what its numbered badges are (a fresh-eyes reviewer: "say
on the chart what the markers 1, 2 and 3 are"), two big moments a move apart read as
two badges (Sorry My Ass!'s '1' and '2' stood one on the other's head, on the line's
jump between them: one marker), and the names' leaders at the right never cross
(Sorry! Revenge)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from test_chance_chart_lines import Review, Swing

from sorry_game.app.draw import PlacedLines
from sorry_game.app.draw.text import Fonts
from sorry_game.app.review.chart import RING, draw_chance_chart
from sorry_game.app.theme import load_theme

COLOURS = [(200, 40, 40), (40, 90, 220), (40, 160, 60), (230, 190, 40)]


def cross(p, q) -> bool:
    """Whether segments p and q meet (sampled: a point of p on either side of q's line
    within q's span)."""
    (ax, ay), (bx, by) = p
    (cx, cy), (dx, dy) = q

    def side(x, y, x0, y0, x1, y1):
        return (x1 - x0) * (y - y0) - (y1 - y0) * (x - x0)

    s1, s2 = side(ax, ay, cx, cy, dx, dy), side(bx, by, cx, cy, dx, dy)
    s3, s4 = side(cx, cy, ax, ay, bx, by), side(dx, dy, ax, ay, bx, by)
    return s1 * s2 <= 0 and s3 * s4 <= 0


def near(a, b, slack: int = 40) -> bool:
    return sum(abs(p - q) for p, q in zip(a[:3], b[:3], strict=True)) < slack


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_chart_says_what_its_numbered_badges_are(size, scale) -> None:
    """On the review screen's own chart (800x600 and 1280x800, 100 and 200 % text):
    "Big moments" drawn in the chart's box in its words' colour, clear of the axis'
    words and of the lines' names, a badge numbered 1 beside it; the moments listed
    under the chart are numbered as the badges."""
    from test_chance_chart_lines import review_chart

    app, scene, rect, font = review_chart(size, scale)
    surface = pygame.Surface(scene.size)  # (the page: at 200 % the chart is below the fold)
    placed = PlacedLines()
    drawn = draw_chance_chart(
        surface,
        rect,
        scene.review,
        scene.seat,
        scene.colours(),
        app.theme,
        font,
        placed,
        shapes=scene.shapes(),
    )
    assert drawn.badges
    said = [(w, r) for w, (r, _b) in zip(placed.words, placed.texts, strict=True)]
    key = [r for w, r in said if w.startswith("Big moments")]
    assert len(key) == 1, placed.words
    words = key[0]
    assert rect.contains(drawn.caption) and drawn.caption.contains(words)
    others = [r for w, r in said if w in ("Start", f"Move {scene.review.length}")]
    assert len(others) == 2
    for box in others + [b for _s, b in drawn.labels]:
        assert not drawn.caption.colliderect(box), (drawn.caption, box)
    muted = app.theme.colour("muted_text")
    assert any(
        near(surface.get_at((x, y)), muted)
        for x in range(words.left, words.right)
        for y in range(words.top, words.bottom)
    )
    # a badge numbered 1 (the badges' light ring) before the words
    ring = app.theme.colour("text")
    left = pygame.Rect(drawn.caption.left, words.top, words.left - drawn.caption.left, words.h)
    assert left.w > 0 and any(
        surface.get_at((x, y))[:3] == ring
        for x in range(left.left, left.right)
        for y in range(left.top, left.bottom)
    )
    numbers = [n for n, _text in scene.moment_lines(font, rect.w) if n]
    assert numbers == [i for i, _c in drawn.badges]
    # the subtitle in a player's words ("214 decisions of all players weighed": jargon;
    # "every player's decisions checked (214)": a figure without its unit)
    many = len(scene.review.decisions)
    assert scene.subtitle() == f"Sorry My Ass! · {many} decisions of all 4 players checked"


@pytest.mark.parametrize("size", [(640, 300), (900, 420)])
@pytest.mark.parametrize("px", [14, 26])
def test_two_moments_a_move_apart_stand_side_by_side(size, px) -> None:
    """Sorry My Ass!: the trick to you on move 30 (+8 %) and a costly SORRY! on move 31
    (-8 %): '1' at the jump's top stood just over '2' at its foot (the line's jump as
    their stem) and read as one marker. The later one stands beside, to the right, at
    a clear gap (a third of a badge at least) between their rings."""
    theme, _ = load_theme(None)
    you = [(0, 0.25), (29, 0.22), (30, 0.30), (31, 0.22), (399, 0.03)]
    lines = [you, [(0, 0.25), (399, 1.0)], [(0, 0.25), (399, 0.1)], [(0, 0.25), (399, 0.0)]]
    review: Any = Review(lines, ["You", "Ada", "Cy", "Bo"], [Swing(30, 8.0), Swing(31, -8.0)])
    surface = pygame.Surface(size)
    drawn = draw_chance_chart(
        surface, surface.get_rect(), review, 0, COLOURS, theme, Fonts().get(px), PlacedLines()
    )
    (_i, a), (_j, b) = drawn.badges
    r = drawn.badge_r + RING
    assert b[0] - a[0] >= 2 * r + drawn.badge_r / 3, (a, b)  # '2' right of '1', apart
    gap = ((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5 - 2 * r
    assert gap >= drawn.badge_r / 3, (a, b)
    for centre in (a, b):
        assert drawn.plot.left <= centre[0] - drawn.badge_r
        assert centre[0] + drawn.badge_r <= drawn.plot.right


def four_ends(size: tuple[int, int], losers: tuple[float, float, float]) -> Any:
    """The chart of four seats that start at 25 %: Ada's line ends at 100 %, You's, Cy's
    and Bo's at `losers` (near or at 0 %), in a `size` surface."""
    theme, _ = load_theme(None)
    you, cy, bo = losers
    lines = [
        [(0, 0.25), (40, 0.13), (50, you)],
        [(0, 0.25), (50, 1.0)],
        [(0, 0.25), (40, 0.06), (50, cy)],
        [(0, 0.25), (40, 0.3), (50, bo)],
    ]
    review: Any = Review(lines, ["You", "Ada", "Cy", "Bo"])
    surface = pygame.Surface(size)
    return draw_chance_chart(
        surface,
        surface.get_rect(),
        review,
        0,
        COLOURS,
        theme,
        Fonts().get(14),
        PlacedLines(),
        shapes=[0, 1, 2, 3],
    )


@pytest.mark.parametrize("size", [(640, 300), (420, 260), (900, 420)])
def test_the_names_leaders_never_cross(size) -> None:
    """Sorry! Revenge: two ends near 0 % stepped back along their lines and their
    names stacked by their ends' heights: the two leaders crossed. No two cross."""
    drawn = four_ends(size, (0.0, 0.05, 0.02))
    assert len(drawn.leaders) >= 3
    for k, a in enumerate(drawn.leaders):
        for b in drawn.leaders[k + 1 :]:
            assert not cross(a, b), (a, b)


@pytest.mark.parametrize("size", [(640, 300), (420, 260), (900, 420)])
def test_marks_side_by_side_have_names_in_their_order_and_leaders_clear_of_them(size) -> None:
    """Three losers' lines end at 0 %: their marks stand side by side, stepped back. The
    names read down in the order the marks read from the left (they read Cy, Ada, You
    over marks You, Cy, Ada: fresh eyes), and no leader runs through another's mark."""
    from sorry_game.app.review.chart import seg_distance

    drawn = four_ends(size, (0.0, 0.0, 0.0))
    at = dict(drawn.ends)
    losers = [s for s in at if s != 1]
    across = sorted(losers, key=lambda s: at[s][0])
    names = dict(drawn.labels)
    down = sorted(losers, key=lambda s: names[s].centery)
    assert across == down
    for a, b in drawn.leaders:  # (a leader starts at its own mark's centre)
        for s, centre in at.items():
            if centre != a:
                assert seg_distance(centre, a, b) > drawn.end_r, (s, a, b)
