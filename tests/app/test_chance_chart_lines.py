"""The review's chance chart tells its lines apart without colour (issue 39: Sorry,
King!'s cream and white-edged grey lines on navy were one in colour and in greyscale):
each seat's own dashes, every line at 3:1 against the chart in every theme, each line's
name at its end, the names never on one another nor out of the chart, and the big
moments' badges clear of the lines' ends and names."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame
import pytest

from sorry_game.app.draw import PlacedLines, contrast_ratio, darken
from sorry_game.app.draw.charts import line_looks
from sorry_game.app.draw.text import Fonts
from sorry_game.app.review.chart import draw_chance_chart
from sorry_game.app.theme import list_themes, load_theme
from sorry_game.games.catalogue import all_games

GAMES = [g for g in all_games() if g.available and g.id != "toy"]


@dataclass
class Seat:
    name: str
    result: float


@dataclass
class Swing:
    number: int
    points: float


@dataclass
class Review:
    """A finished game's chances as the chart reads them (`GameReview`'s shape)."""

    lines: list[list[tuple[int, float]]]
    names: list[str]
    swings: list[Swing] = field(default_factory=list)

    @property
    def seats(self) -> list[Seat]:
        return [
            Seat(n, 1.0 if line[-1][1] > 0.9 else 0.0)
            for n, line in zip(self.names, self.lines, strict=True)
        ]

    @property
    def length(self) -> int:
        return max(line[-1][0] for line in self.lines)

    def chart(self, seat: int) -> list[tuple[int, float]]:
        return self.lines[seat]

    def swings_of(self, seat: int) -> list[Swing]:
        return self.swings if seat == 0 else []


def game_colours(theme, game) -> list[tuple[int, int, int]]:
    return [theme.player_colour(c.key) for c in game.colours]


def runs(surface: pygame.Surface, y: int, x0: int, x1: int, ink) -> tuple[int, ...]:
    """The line's on and off runs along row `y` (pixels near `ink`): its dash pattern."""
    near = [
        sum(abs(a - b) for a, b in zip(tuple(surface.get_at((x, y)))[:3], ink, strict=True)) < 60
        for x in range(x0, x1)
    ]
    out, count = [], 1
    for a, b in zip(near, near[1:], strict=False):
        if a == b:
            count += 1
        else:
            out.append(count)
            count = 1
    return tuple(out[1:])  # the first run starts anywhere


@pytest.mark.parametrize("theme_id", list_themes())
@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_every_line_differs_from_every_other_without_colour(theme_id, game) -> None:
    """Flat lines, one a seat: along each the pattern of its dashes differs from every
    other's (whatever the colours), and its colour stands 3:1 from the chart's ground."""
    theme, _ = load_theme(theme_id)
    colours = game_colours(theme, game)
    seats = min(4, len(colours))
    heights = [0.2 + 0.2 * s for s in range(seats)]
    review: Any = Review([[(0, h), (100, h)] for h in heights], [f"P{s}" for s in range(seats)])
    surface = pygame.Surface((700, 400))
    font = Fonts().get(14)
    plot = draw_chance_chart(
        surface, surface.get_rect(), review, 0, colours, theme, font, PlacedLines()
    ).plot
    background = darken(theme.colour("panel"), 0.25)
    seen = {}
    for s, h in enumerate(heights):
        ink = line_looks(colours[s], background, 2)[0]
        assert contrast_ratio(ink, background) >= 3.0, (theme_id, s)
        y = round(plot.bottom - 1 - h * (plot.h - 1))
        seen[s] = runs(surface, y, plot.x + 10, plot.right - 40, ink)
    for s in seen:
        for t in seen:
            if s < t:
                assert seen[s] != seen[t], (theme_id, game.id, s, t, seen[s])


@pytest.mark.parametrize("size", [(640, 300), (900, 420)])
def test_every_end_mark_stands_at_its_seats_result(size) -> None:
    """Three losers' lines drop to 0 % at the last move: their end marks stepped back
    along their lines to the chances before the drop (12-22 %) and read as chances left
    beside 'Result: lost'. Each mark stands at its result's height, side by side."""
    theme, _ = load_theme(None)
    lines = [[(0, 0.25), (280, 0.1 + 0.05 * s), (300, 0.0)] for s in range(4)]
    lines[3] = [(0, 0.25), (280, 0.5), (300, 1.0)]
    review: Any = Review(lines, ["Ada", "Bo", "Cy", "You"], [])
    surface = pygame.Surface(size)
    drawn = draw_chance_chart(
        surface,
        surface.get_rect(),
        review,
        0,
        [(240, 236, 224)] * 4,
        theme,
        Fonts().get(14),
        PlacedLines(),
        shapes=[0, 1, 2, 3],
    )
    zero, top = drawn.plot.bottom - 1, drawn.plot.top
    for s, (_x, y) in drawn.ends:
        assert abs(y - (top if s == 3 else zero)) <= 2, (s, y, zero, top)
    xs = sorted(x for s, (x, _y) in drawn.ends if s != 3)
    assert all(b - a >= 2 * drawn.end_r for a, b in zip(xs, xs[1:], strict=False)), xs


def review_chart(size, scale: int, game_id: str = "president"):
    """The sample game's review scene at `size` and text `scale`, shown once: the app,
    the scene, its chart's rectangle and the chart's font."""
    from shell_helpers import make_app

    from sorry_game.app.scenes.review import screenshot_scene

    app = make_app(size=size)
    app.set_ui_scale(scale)
    scene = screenshot_scene(app, game_id)
    app.push(scene)
    app.step([])
    return app, scene, pygame.Rect(scene.chart_rect), scene.fonts3()[0]


def overlap(a: pygame.Rect, b: pygame.Rect) -> bool:
    return a.w > 0 and b.w > 0 and a.colliderect(b)


@pytest.mark.parametrize("size", [(640, 300), (420, 260), (900, 420)])
@pytest.mark.parametrize("count", [2, 4])
def test_names_at_the_ends_stand_apart_inside_the_chart_and_clear_of_the_badges(
    size, count
) -> None:
    """Every line ends at 0 % (three players' chances to nothing at once): their names
    stack apart in the chart, none under another, and a big moment at the last move
    keeps its badge off every end mark and name."""
    theme, _ = load_theme(None)
    lines = [[(0, 0.25), (300, 0.0)] for _ in range(count)]
    lines[count - 1] = [(0, 0.25), (290, 0.3), (300, 1.0)]
    names = ["Ada", "Bartholomew", "Cy", "You"][:count]
    review: Any = Review(lines, names, [Swing(299, 30.0), Swing(300, 20.0)])
    surface = pygame.Surface(size)
    font = Fonts().get(14)
    placed = PlacedLines()
    colours = [(240, 236, 224), (50, 50, 56), (200, 40, 40), (40, 90, 220)]
    shapes = [0, 1, 2, 3]
    rect = surface.get_rect()
    drawn = draw_chance_chart(
        surface, rect, review, 0, colours, theme, font, placed, shapes=shapes[:count]
    )
    assert len(drawn.labels) == count
    boxes = [box for _s, box in drawn.labels]
    for i, a in enumerate(boxes):
        assert rect.contains(a), (a, rect)
        assert a.left >= drawn.plot.right  # beside the plot, not on its lines
        for b in boxes[i + 1 :]:
            assert not overlap(a, b), (a, b)
    for _i, (x, y) in drawn.badges:
        badge = pygame.Rect(0, 0, 2 * drawn.badge_r, 2 * drawn.badge_r)
        badge.center = (round(x), round(y))
        assert not any(overlap(badge, box) for box in boxes)
        for _s, (ex, ey) in drawn.ends:
            apart = max(abs(x - ex), abs(y - ey))
            assert apart >= drawn.badge_r + drawn.end_r, ((x, y), (ex, ey))
    for _s, (ex, ey) in drawn.ends:  # the end marks whole in the chart
        assert rect.left <= ex - drawn.end_r and ex + drawn.end_r <= rect.right
        assert rect.top <= ey - drawn.end_r and ey + drawn.end_r <= rect.bottom


@pytest.mark.parametrize("reviewed", [1, 2])
def test_the_reviewed_seats_line_is_solid_and_every_other_its_own_dashes(reviewed) -> None:
    """Four dashed lines were busy (the reviewed seat's dashed too, and You's solid
    beside it): the seat reviewed is solid and thicker, every other in dashes of its
    own, still told apart without colour."""
    theme, _ = load_theme(None)
    game = GAMES[0]
    colours = game_colours(theme, game)
    heights = [0.2, 0.4, 0.6, 0.8]
    review: Any = Review([[(0, h), (100, h)] for h in heights], [f"P{s}" for s in range(4)])
    surface = pygame.Surface((700, 400))
    font = Fonts().get(14)
    plot = draw_chance_chart(
        surface, surface.get_rect(), review, reviewed, colours, theme, font, PlacedLines()
    ).plot
    background = darken(theme.colour("panel"), 0.25)
    seen = {}
    for s, h in enumerate(heights):
        ink = line_looks(colours[s], background, 2)[0]
        y = round(plot.bottom - 1 - h * (plot.h - 1))
        seen[s] = runs(surface, y, plot.x + 10, plot.right - 40, ink)
        thick = sum(
            1
            for dy in range(-8, 9)
            if sum(
                abs(a - b)
                for a, b in zip(surface.get_at((plot.x + 12, y + dy))[:3], ink, strict=True)
            )
            < 60
        )
        if s == reviewed:
            assert seen[s] == () and thick >= 4, (s, seen[s], thick)
        else:
            assert len(seen[s]) >= 4, (s, seen[s])  # dashed
    assert len(set(seen.values())) == 4, seen


def test_the_names_leaders_never_run_under_a_badge() -> None:
    """A leader from a line's end to its stacked name ran under a big moment's numbered
    badge: the badges keep clear of every leader."""
    from sorry_game.app.review.chart import seg_distance

    theme, _ = load_theme(None)
    lines = [[(0, 0.25), (300, 0.0)] for _ in range(4)]
    lines[0] = [(0, 0.25), (280, 0.1), (300, 0.05)]
    review: Any = Review(lines, ["You", "Ada", "Bo", "Cy"], [Swing(296, 12.0), Swing(299, 9.0)])
    colours = [(240, 236, 224), (50, 50, 56), (200, 40, 40), (40, 90, 220)]
    checked = 0
    for size in [(640, 300), (420, 260), (900, 420), (560, 200)]:
        surface = pygame.Surface(size)
        drawn = draw_chance_chart(
            surface, surface.get_rect(), review, 0, colours, theme, Fonts().get(14), PlacedLines()
        )
        assert drawn.leaders, size
        for _i, centre in drawn.badges:
            for a, b in drawn.leaders:
                assert seg_distance(centre, a, b) > drawn.badge_r, (size, centre, a, b)
                checked += 1
    assert checked


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_names_at_the_ends_stand_apart_on_the_review_screen(size, scale) -> None:
    """Issue 42: four seats ending near one chance put their names in one crowded block
    (each name on the next's edge). On the review screen's own chart (its rectangle and
    words at 800x600 and 1280x800, 100 and 200 % text), for its game and for four ends
    within a point of each other at 0, 50 and 100 %: every name inside the chart, no two
    intersecting, and a fifth of a line at least between neighbours."""
    app, scene, rect, font = review_chart(size, scale)
    names = ["You", "Ada", "Bo", "Cy"]
    crowded: list[Any] = [
        Review([[(0, 0.25), (600, end + k * 0.004)] for k in range(4)], names)
        for end in (0.0, 0.5, 0.996)
    ]
    for review in [scene.review, *crowded]:
        surface = pygame.Surface(size)
        drawn = draw_chance_chart(
            surface, rect, review, 0, scene.colours(), app.theme, font, PlacedLines()
        )
        boxes = sorted((box for _s, box in drawn.labels), key=lambda b: b.y)
        assert len(boxes) == 4
        for box in boxes:
            assert rect.contains(box), (box, rect)
        for a, b in zip(boxes, boxes[1:], strict=False):
            assert not a.colliderect(b), (a, b)
            assert b.top - a.bottom >= font.get_linesize() / 5, (a, b)
