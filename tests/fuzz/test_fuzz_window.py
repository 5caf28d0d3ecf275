"""The window fuzzer (issue 17): for every registered game, every scene it reaches is
shown in a window really made 1x1, 160x120, 320x240 and 3840x2160 (and odd shapes:
thin, tall, one pixel over the minimum) — `set_mode`, then the resize event, as a window
manager does — with random clicks, drags, keys and wheel turns at each size (dummy video
driver). Nothing raises; below the minimum size the scenes
lay out for the minimum (viewport.py) and a game that is shown is always a legal game.
"""

from __future__ import annotations

import random
import time

import pygame
import pytest
from monkey_input import SCENES, random_events, reach

from sorry_game.app.app import App
from sorry_game.app.review import job as jobs
from sorry_game.app.settings import MIN_SIZE
from sorry_game.games.catalogue import all_games
from sorry_game.review import ReviewSettings

GAMES = {game.id: game for game in all_games()}
SIZES = [(1, 1), (160, 120), (320, 240), (3840, 2160)]
#: odd shapes too: one side below the minimum, the other huge; one pixel over it
ODD_SIZES = [(3840, 90), (90, 2160), (801, 601), (2000, 600), (800, 1600)]
#: frames of random input at each size, and events per frame
FRAMES, EVENTS = 5, 10


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")
    # Results starts the game's review; inline (no worker process) it weighs a decision
    # a frame, at full effort seconds each in Sorry My Ass!: the windows are what is
    # tried here, so the review weighs quickly
    monkeypatch.setattr(jobs, "SETTINGS", ReviewSettings(effort=0.05))


def new_app() -> App:
    app = App(size=(800, 600), audio=False)
    app.step([])
    return app


def resize_window(app: App, size: tuple[int, int]) -> None:
    """Really resize the display, then tell the app (the window manager's order)."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])


def check_shown(app: App) -> None:
    for scene in app.scenes:
        w, h = scene.size
        assert w >= MIN_SIZE[0] and h >= MIN_SIZE[1], (type(scene).__name__, scene.size)
    session = app.session
    if session is not None:
        assert session.record().replay(session.game).to_dict() == session.state.to_dict()


@pytest.mark.timeout(90)
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_scene_at_every_window_size(game_id):
    game = GAMES[game_id]
    rng = random.Random(f"window {game_id}")
    app = new_app()
    deadline = time.monotonic() + 60
    shown: set[str] = set()
    try:
        for name in SCENES:
            for size in SIZES + ODD_SIZES:
                assert time.monotonic() < deadline, f"too slow at {name} {size}"
                if not app.running:  # the fuzzer found Quit: start again
                    app.close()
                    app = new_app()
                pygame.display.set_mode((800, 600), pygame.RESIZABLE)
                app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(800, 600), w=800, h=600)])
                scene = reach(app, name, game, rng)
                if scene is None:  # a game without rounds has no summary
                    continue
                shown.add(name)
                resize_window(app, size)
                assert pygame.display.get_surface().get_size() == size
                for _ in range(FRAMES):
                    if not app.running:
                        break
                    events = random_events(rng, app.window_pixels, EVENTS)
                    app.step(events, dt=rng.choice((1 / 60, 0.1, 0.3)))
                    check_shown(app)
    finally:
        app.close()
    assert shown >= set(SCENES) - {"summary"}, shown
