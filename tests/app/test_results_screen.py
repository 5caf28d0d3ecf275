"""Results tells the right story and uses its screen (issue 39): who won ends on top of
the chart (a Sorry, King! checkmate with fewer tours too), every seat's line stands out
from the chart's background (black on navy included), the places and the story fill the
window between the title and the buttons, and at 200 % text no row's words overlap or
shrink — the rows take three lines and the page scrolls."""

from __future__ import annotations

import pygame
import pytest
from shell_helpers import make_app

from sorry_game.app.draw import contrast_ratio, darken
from sorry_game.app.draw.charts import chart_point, draw_line_chart
from sorry_game.app.scenes import results as results_module
from sorry_game.app.scenes.results import screenshot_scene as results_picture
from sorry_game.games.catalogue import all_games
from sorry_game.session import sample_session
from sorry_game.story import story_of

GAMES = [g.id for g in all_games() if g.available and g.id != "toy"]
SIZES = [(800, 600), (1280, 800), (1920, 1080)]


def test_a_checkmate_with_fewer_tours_ends_with_the_winner_on_top() -> None:
    """The seeded King game of the screenshots: White mates with 1 tour to Black's 2."""
    session = sample_session("king", 7)
    outcome = session.state.outcome()
    (winner,) = outcome.winners
    assert session.state.view(None).seats[winner].progress < 2  # fewer tours than Black
    story = story_of(session.game, session.record(), session.names())
    last = story.progress[-1]
    assert all(last[winner] > p for seat, p in enumerate(last) if seat != winner)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_ends_with_its_winner_on_top(game_id: str) -> None:
    session = sample_session(game_id, 7)
    story = story_of(session.game, session.record(), session.names())
    last = story.progress[-1]
    for winner in session.state.outcome().winners:
        assert last[winner] == max(last)


def test_a_black_line_stands_out_on_navy() -> None:
    """Each line's pixels reach 3:1 (WCAG's contrast for graphics) against the chart's
    background somewhere across its width: a black line on navy got a black edge."""
    navy = darken((15, 37, 56), 0.25)
    black, white = (42, 42, 49), (243, 239, 228)
    rect = pygame.Rect(0, 0, 300, 120)
    for colour in (black, white):
        surface = pygame.Surface(rect.size)
        points = [(0, 0.2), (50, 0.5), (100, 0.8)]
        draw_line_chart(surface, rect, [(colour, points)], (60, 70, 80), navy)
        x, y = chart_point(rect.inflate(-20, -20), 50, 0.5, 100)
        column = [tuple(surface.get_at((round(x), yy)))[:3] for yy in range(rect.h)]
        assert max(contrast_ratio(c, navy) for c in column) >= 3, colour


def layout_of(game_id: str, size, scale: int = 100):
    app = make_app(size=size)
    app.set_ui_scale(scale)
    results = results_picture(app, game_id)
    app.push(results)
    app.step([])
    return app, results


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", GAMES)
def test_the_screen_is_used_from_the_title_to_the_buttons(game_id: str, size) -> None:
    """At 100 % the page is the window; the places and the story take at least half of
    its height and nothing is left empty under the buttons' caption but a margin."""
    app, results = layout_of(game_id, size)
    w, h = size
    assert results.size == (w, h)
    boxes = results.panel.union(results.story_rect)
    assert boxes.height >= h * 0.5
    assert h - (results.rematch_button.rect.bottom + results.px(0.07)) <= h * 0.1
    assert not results.panel.colliderect(results.story_rect)
    app.close()


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", GAMES)
def test_the_rows_never_overlap_nor_shrink_at_200(game_id: str, size, monkeypatch) -> None:
    """Issue 39: at 200 % a row's name and its lines were shrunk to 6 px and drawn over
    the progress. Every word of the places is drawn at its size, apart."""
    drawn: list[tuple[str, pygame.Rect, int]] = []
    real = results_module.draw_text

    def record(surface, text, font, colour, pos, *args, **kwargs):
        rect = real(surface, text, font, colour, pos, *args, **kwargs)
        drawn.append((text, rect, font.get_height()))
        return rect

    monkeypatch.setattr(results_module, "draw_text", record)
    heights = {}
    for scale in (100, 200):
        app, results = layout_of(game_id, size, scale)
        drawn.clear()
        surface = pygame.Surface(results.size)
        results.paint(surface)
        inside = [(t, r, fh) for t, r, fh in drawn if results.panel.contains(r)]
        heights[scale] = {t: fh for t, _r, fh in inside}
        rects = [r for _t, r, _fh in inside]
        for i, a in enumerate(rects):
            assert not any(a.colliderect(b) for b in rects[i + 1 :]), inside[i][0]
        app.set_ui_scale(100)
        app.close()
    for text, px in heights[100].items():
        if text in heights[200]:
            assert heights[200][text] >= 1.7 * px, text
