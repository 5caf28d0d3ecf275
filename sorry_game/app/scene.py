"""The scene base class (DESIGN §4). The app keeps a stack of scenes; the top one gets
input, updates and draws (overlay scenes draw over the scene beneath them).

Lifecycle, called by `App`:
    resize(size)   before the scene is first shown and on every window resize or theme
                   change: compute the layout from the window size here (no fixed pixels)
    enter()        when pushed (after resize)
    resume()       when the scene above it is popped and it is on top again
    leave()        when removed from the stack (also when the app quits)
    handle(event)  one pygame event; return True when used
    update(dt)     seconds since the last frame (at most 0.1)
    draw(surface)  draw everything (an overlay: only itself; the app draws what is below)

`busy` True keeps the loop at full frame rate (animating, a computer thinking); when the
top scene is not busy the loop sleeps until an event arrives (low idle CPU).
`back()` is what Esc does: pop by default; a scene with a live `session` opens Pause.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from sorry_game.app.app import App


class Scene:
    overlay: bool = False  # True: the scene beneath is drawn first (Pause)
    busy: bool = False  # True: animating / waiting for a computer → keep the frame rate
    session: Any = None  # the Session a scene plays, if any (saved when the app quits)

    def __init__(self, app: App) -> None:
        self.app = app
        self.size: tuple[int, int] = app.size

    # --- lifecycle ---------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self.size = size

    def enter(self) -> None:
        pass

    def resume(self) -> None:
        pass

    def leave(self) -> None:
        pass

    # --- per frame ---------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """Default: Esc goes back (see `back`)."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def back(self) -> None:
        """Esc: a scene holding a game opens Pause; any other scene returns to the previous one."""
        if self.session is not None:
            from sorry_game.app.scenes.pause import PauseScene

            self.app.push(PauseScene(self.app, self.session))
        elif len(self.app.scenes) > 1 and self.app.top is self:
            self.app.pop()
