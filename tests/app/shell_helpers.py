"""Shared pieces of the shell tests: a stand-in table scene and synthetic input."""

from __future__ import annotations

import pygame

from sorry_game.app.app import App
from sorry_game.app.scene import Scene


class FakeTable(Scene):
    """Stands in for TableScene: holds the session; Esc opens Pause (Scene.back)."""

    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session

    def draw(self, surface) -> None:
        surface.fill((0, 80, 0))


def make_app(table: str = "fake", **kwargs) -> App:
    """An 800x600 app stepped once; `table="real"` uses the real TableScene."""
    factory = FakeTable if table == "fake" else None
    app = App(size=(800, 600), table_factory=factory, **kwargs)
    app.step([])
    return app


def key(app: App, k: int, mod: int = 0, text: str = "") -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=text, scancode=0)])


def click(app: App, widget) -> None:
    pos = widget.rect.center
    app.step(
        [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ]
    )
