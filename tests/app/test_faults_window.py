"""Fault 6 (issue 17): a window made really small (≤ about 200x150) raised
`pygame.error: Invalid resolution for Surface` in Sorry!, Sorry, King! and Revenge.

The display is really resized (`set_mode` then the resize event, as a window manager
does); the old monkey test only sent resize events. Below the minimum the scenes lay
out for a canvas of at least `MIN_SIZE`, scaled into the window (viewport.py), so every
game draws and every click lands on what it shows.
"""

from __future__ import annotations

import pygame
import pytest
from table_helpers import click_at, clickables, make_app, make_session, press, step_idle

from sorry_game.app.settings import MIN_SIZE
from sorry_game.games.catalogue import all_games

GAMES = [game.id for game in all_games()]
SMALL = [(1, 1), (2, 300), (160, 120), (200, 150), (320, 240), (799, 599)]


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def resize_window(app, size) -> None:
    """Really resize the display, then tell the app (the window manager's order)."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])


def human_decides(app, table, frames: int = 3000) -> bool:
    """Step until a human may click an option on the table."""
    for _ in range(frames):
        if app.top is table and table.human_input() and clickables(table):
            return True
        if type(app.top).__name__ == "PassScreenScene":
            app.step([press(pygame.K_RETURN, text="\r")])
        else:
            step_idle(app)
    return False


@pytest.mark.timeout(120)
@pytest.mark.parametrize("game_id", GAMES)
def test_a_tiny_window_draws_every_game_and_takes_clicks(game_id):
    app = make_app((800, 600))
    table = app.open_table(make_session(game_id, seed=5, humans=(0,)))
    app.step([])
    for size in SMALL:
        resize_window(app, size)
        assert pygame.display.get_surface().get_size() == size
        w, h = table.size
        assert w >= MIN_SIZE[0] and h >= MIN_SIZE[1], "the table never lays out below the minimum"
        for pos in ((0, 0), (size[0] // 2, size[1] // 2), (size[0] - 1, size[1] - 1)):
            app.step(click_at(pos))
        app.step([press(pygame.K_TAB), press(pygame.K_RETURN, text="\r")])
        step_idle(app)
    app.close()


@pytest.mark.timeout(120)
@pytest.mark.parametrize("game_id", GAMES)
def test_a_click_in_a_tiny_window_picks_what_it_shows(game_id):
    """At 200x150 the table is shown at a quarter of its size: a click on the scaled
    picture of an option picks that option."""
    app = make_app((800, 600))
    table = app.open_table(make_session(game_id, seed=5, humans=(0, 1)))
    app.step([])
    resize_window(app, (200, 150))
    assert human_decides(app, table)
    before = (len(table.session.actions), len(table.controller.chosen))
    rect, _choice = clickables(table)[0]
    scale = 200 / table.size[0]
    offset_y = (150 - table.size[1] * scale) / 2
    app.step(click_at((rect.centerx * scale, rect.centery * scale + offset_y)))
    after = (len(table.session.actions), len(table.controller.chosen))
    assert after != before, "the click did not pick the option it was on"
    app.close()
