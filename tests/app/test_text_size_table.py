"""Text size that means it at the table (issue 32): at 200 % the side panel's words
(prompt, move log, players, buttons) are drawn about twice as tall as at 100 % at
1280x800 — the panel widens and takes two columns where one column beside the board
cannot hold them — with nothing cut, the board still large enough to play, and 100 %
laid out exactly as before."""

from __future__ import annotations

from dataclasses import dataclass

import pygame
import pytest

from sorry_game.app import draw
from sorry_game.app.app import App
from sorry_game.app.table import panel as side
from sorry_game.games.catalogue import all_games
from sorry_game.session import sample_session

GAMES = [g.id for g in all_games()]


@dataclass
class Shown:
    """The table's layout as drawn."""

    wide: int
    area: pygame.Rect
    panel_rect: pygame.Rect
    lay: side.PanelLayout
    targets: list[pygame.Rect]


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def _table(game_id: str, size: tuple[int, int], scale: int):
    """The table of a seeded game at `scale` %: the lines it draws, the cut ones, and
    the table itself (its layout)."""
    app = App(size=size, audio=False)
    app.set_ui_scale(scale)
    table = app.open_table(sample_session(game_id, 3, 40))
    app.step([])
    surface = pygame.Surface(size)
    with draw.recorded_sizes() as sizes, draw.recorded_cuts() as cuts:
        table.draw(surface)
    shown = Shown(
        table.wide,
        table.area.copy(),
        table.panel_rect.copy(),
        table.lay,
        [t.rect.copy() for t in [*table.options.targets, *table.options.pills]],
    )
    app.set_ui_scale(100)
    app.close()
    return sizes, cuts, shown


@pytest.mark.parametrize("game_id", GAMES)
def test_the_panel_text_is_twice_as_tall_at_200(game_id: str) -> None:
    normal, _, small = _table(game_id, (1280, 800), 100)
    large, cuts, table = _table(game_id, (1280, 800), 200)
    assert draw.text_size_ratio(large, normal) >= 1.8
    assert cuts == []
    # the panel made room: two columns, at most about half the window wide
    assert table.wide and table.panel_rect.width <= 1280 * side.WIDE_SHARE
    assert table.lay.log.left > table.lay.prompt.right
    # and the board is still a board: every target a finger's width or more
    assert table.area.width >= 0.45 * 1280 * 0.95
    assert all(min(r.size) >= 24 for r in table.targets)
    assert small.wide == 0


@pytest.mark.parametrize("size", [(1280, 800), (800, 600), (1920, 1080), (600, 800)])
def test_100_percent_is_laid_out_as_before(size) -> None:
    """At 100 % the plan is the plain split (one column, the panel's usual width)."""
    for aspect in (1.0, 1.25, 0.8):
        assert side.window_plan(size, aspect, 1.0) == (*side.split_window(size, aspect), 0)


@pytest.mark.parametrize("scale", [150, 200])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("game_id", GAMES)
def test_nothing_is_cut_at_large_text(game_id: str, size, scale: int) -> None:
    """The players' names keep their words in a narrow column (their progress goes
    under them), and a small window's board keeps its targets large enough to hit."""
    _, cuts, table = _table(game_id, size, scale)
    assert cuts == []
    assert all(min(r.size) >= 20 for r in table.targets)
