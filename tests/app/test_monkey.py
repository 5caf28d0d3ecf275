"""A click anywhere at any time never crashes the game: random input across every scene.

The monkey roams freely from the title screen, as a player would (tests/fuzz/
test_fuzz_monkey.py aims thousands of events at each scene of each game instead).
Random clicks, keys and real window resizes (the display is resized, from 1x1 to 4K)
are fed to the real app for thousands of frames, a few events a frame (computer seats
think inline and play at random, at instant speed); the app must survive, and whenever
it shows a table, the session's state must be exactly the replay of its record.
"""

from __future__ import annotations

import random

import pygame
import pytest

from sorry_game.ai import worker
from sorry_game.ai.agents import RandomAgent
from sorry_game.app.app import App

#: window sizes the display is really resized to now and then (below the minimum the
#: scenes are drawn scaled down: see viewport.py)
SIZES = [(800, 600), (1280, 800), (1000, 1000), (1, 1), (160, 120), (320, 240), (3840, 2160)]
KEYS = [
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_ESCAPE,
    pygame.K_TAB,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_h,
    pygame.K_1,
    pygame.K_3,
    pygame.K_5,
    pygame.K_a,
    pygame.K_BACKSPACE,
]


def random_event(rng: random.Random, size: tuple[int, int]) -> list[pygame.event.Event]:
    roll = rng.random()
    if roll < 0.6:
        pos = (rng.randrange(size[0]), rng.randrange(size[1]))
        return [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 1, 3))),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ]
    if roll < 0.97:
        key = rng.choice(KEYS)
        return [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)]
    return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)]


def new_app() -> App:
    app = App(size=(800, 600), audio=False)
    app.settings.speed = "instant"
    app.step([])
    return app


@pytest.mark.timeout(300)  # a hang guard: 1,500 frames take ~40 s, far more on a loaded machine
@pytest.mark.parametrize("seed", [1, 2])
def test_random_input_never_crashes(seed, monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")
    monkeypatch.setattr(
        worker, "make_agent", lambda level, game_id, seed, budget=None: RandomAgent(seed)
    )
    rng = random.Random(seed)
    app = new_app()
    tables = 0
    for frame in range(1500):
        if not app.running:  # the monkey found Quit: start again, as a player would
            app.close()
            app = new_app()
        if frame % 150 == 75:  # the window is resized now and then (layouts recompute)
            size = rng.choice(SIZES)
            pygame.display.set_mode(size, pygame.RESIZABLE)
            app.step([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
        events = []
        for _ in range(rng.randint(1, 6)):
            events += random_event(rng, app.window_pixels)
        app.step(events, dt=0.1)
        session = getattr(app.top, "session", None)
        if session is not None:
            tables += 1
            if tables % 60 == 1:  # the game on screen is exactly the replay of its record
                assert session.record().replay(session.game).to_dict() == session.state.to_dict()
    app.close()
    assert tables > 0, "the monkey never reached a game table"
