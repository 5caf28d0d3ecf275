"""The review's chart (issue 42): the big moments' badges stand on their line (or on a
stem to it) and never on each other, their numbers in their middles; every line reads
on the navy (a black seat too) and ends in its seat's shape."""

from __future__ import annotations

import math

import pygame
import pytest
from shell_helpers import make_app

from sorry_game.app.draw import PlacedLines, contrast_ratio, contrast_text, darken
from sorry_game.app.draw.charts import LINE_CONTRAST, chart_point, line_y
from sorry_game.app.review.chart import draw_chance_chart, line_looks
from sorry_game.app.scenes.review import screenshot_scene


def drawn(game_id: str):
    app = make_app(size=(1280, 800))
    scene = screenshot_scene(app, game_id)
    app.push(scene)
    app.step([])
    surface = pygame.Surface(app.size)
    rect = pygame.Rect(scene.chart_rect)
    body = scene.fonts3()[0]
    colours = scene.colours()
    plot = draw_chance_chart(
        surface,
        rect,
        scene.review,
        scene.seat,
        colours,
        app.theme,
        body,
        PlacedLines(),
        shapes=scene.shapes(),
    )
    return scene, surface, plot, colours


def test_badges_stand_on_their_line_never_on_each_other_their_numbers_in_the_middle():
    """Classic's sample: badges 2 and 3 (turns 354 and 362) overlapped, off their line."""
    scene, surface, plot, colours = drawn("classic")
    assert len(plot.badges) == 3
    line = [chart_point(plot.plot, x, y, scene.review.length) for x, y in scene.review.chart(0)]
    r = plot.badge_r
    centres = [c for _i, c in plot.badges]
    for k, (a, b) in enumerate(zip(centres, plot.anchors, strict=True)):
        assert abs(b[1] - line_y(line, b[0])) < 1.5  # its point is on the seat's line
        for other in centres[k + 1 :]:  # no badge on another
            assert abs(a[0] - other[0]) >= 2 * r + 2 or abs(a[1] - other[1]) >= 2 * r + 2
        for _s, end in plot.ends:  # nor on a line's end
            assert abs(a[0] - end[0]) >= 2 * r or abs(a[1] - end[1]) >= 2 * r
        if a != b:  # set off (beside or above): its stem (the text colour) runs between
            # them (the point, the stem and the badge's ring are all the text colour)
            far = math.dist(a, b)
            t = (far - r) / 2 / far
            mx, my = b[0] + (a[0] - b[0]) * t, b[1] + (a[1] - b[1]) * t
            around = [(int(mx) + dx, int(my) + dy) for dx in (0, 1) for dy in (-1, 0, 1)]
            text = scene.app.theme.colour("text")
            assert any(surface.get_at(p)[:3] == text for p in around), (a, b)
        # the number's pixels centred in the disc
        ink = contrast_text(darken(colours[0], 0.35))
        ys = [
            y
            for y in range(int(a[1] - r + 2), int(a[1] + r - 1))
            for x in range(int(a[0] - r + 2), int(a[0] + r - 1))
            if sum(abs(p - q) for p, q in zip(surface.get_at((x, y))[:3], ink, strict=True)) < 60
        ]
        assert ys and abs((min(ys) + max(ys)) / 2 - a[1]) <= 1.5


@pytest.mark.parametrize("game_id", ["classic", "king"])
def test_every_line_ends_in_its_seats_shape_at_its_result(game_id: str):
    """The lines were told apart by colour only; three ending at 0 % hid each other.
    Each end's mark stands at the height of the seat's result, the line's last point
    (stepped back along the line, a loser's mark read as a chance left)."""
    scene, surface, plot, colours = drawn(game_id)
    assert sorted(s for s, _c in plot.ends) == list(range(len(scene.seats)))
    r = plot.end_r
    for k, (s, (x, y)) in enumerate(plot.ends):
        line = [chart_point(plot.plot, a, b, scene.review.length) for a, b in scene.review.chart(s)]
        assert abs(y - line[-1][1]) < 1.5 and x <= line[-1][0] + 0.5
        for _t, (x2, y2) in plot.ends[k + 1 :]:
            assert abs(x - x2) >= 2 * r + 2 or abs(y - y2) >= 2 * r + 2
        # the mark at the middle is lighter than the seat's colour (its shape)
        assert surface.get_at((round(x), round(y)))[:3] != tuple(colours[s])


def test_a_seat_as_dark_as_the_chart_draws_a_line_that_reads():
    """Sorry, King!'s Black was a thin dark-grey line on navy, nearly invisible."""
    scene, _surface, _plot, colours = drawn("king")
    background = darken(scene.app.theme.colour("panel"), 0.25)
    dark = [c for c in colours if contrast_ratio(c, background) < LINE_CONTRAST]
    assert dark  # the black seat
    for c in colours:
        line, edge, width = line_looks(c, background, 4)
        assert contrast_ratio(line, background) >= LINE_CONTRAST
        if c in dark:
            assert width >= 8 and contrast_ratio(edge, background) > contrast_ratio(
                line, background
            )


def test_a_stem_runs_under_the_badges_and_no_ring_touches_another():
    """Sorry, King!'s sample: moments 2 and 3 on one move, '3' set off above '2' with a
    stem from their shared point, drawn after '2': the stem and its dot covered the
    '2' and the two rings touched. The stems go under every badge; rings keep apart."""
    from sorry_game.app.review.chart import RING

    scene, surface, plot, colours = drawn("king")
    r = plot.badge_r
    centres = [c for _i, c in plot.badges]
    shared = [
        (k, j) for k, c in enumerate(centres) for j, at in enumerate(plot.anchors)
        if j != k and abs(c[0] - at[0]) < r and abs(c[1] - at[1]) < r
    ]  # fmt: skip
    assert shared  # (the sample has a stem that starts under another badge)
    text = scene.app.theme.colour("text")
    ink = contrast_text(darken(colours[0], 0.35))
    assert ink != text
    for k, a in enumerate(centres):
        for other in centres[k + 1 :]:
            assert (a[0] - other[0]) ** 2 + (a[1] - other[1]) ** 2 >= (2 * (r + RING)) ** 2
        inside = [
            (x, y)
            for y in range(int(a[1] - r + 3), int(a[1] + r - 2))
            for x in range(int(a[0] - r + 3), int(a[0] + r - 2))
            if (x - a[0]) ** 2 + (y - a[1]) ** 2 <= (r - 3) ** 2
            and surface.get_at((x, y))[:3] == text
        ]
        assert not inside, (k + 1, inside[:5])
