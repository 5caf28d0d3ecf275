"""A click anywhere at any time never crashes the game: random input across every scene.

Random clicks, keys and window resizes are fed to the real app for thousands of frames
(computer seats think inline, at instant speed); the app must survive, and whenever it
shows a table, the session's state must be a legal game (the engine checks every action).
"""

from __future__ import annotations

import random

import pygame
import pytest

from sorry_game.app.app import App

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


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_input_never_crashes(seed, monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")
    rng = random.Random(seed)
    app = App(size=(800, 600))
    app.settings.speed = "instant"
    app.step([])
    tables = 0
    for frame in range(2500):
        if not app.running:  # the monkey found Quit: start again, as a player would
            app.close()
            app = App(size=(800, 600))
            app.settings.speed = "instant"
            app.step([])
        if frame % 500 == 250:  # resize now and then (layouts recompute)
            size = rng.choice([(800, 600), (1280, 800), (1000, 1000)])
            app.step([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
        app.step(random_event(rng, app.size), dt=0.1)
        session = getattr(app.top, "session", None)
        if session is not None:
            tables += 1
            if tables % 60 == 1:  # the game on screen is exactly the replay of its record
                assert session.record().replay(session.game).to_dict() == session.state.to_dict()
    app.close()
    assert tables > 0, "the monkey never reached a game table"
