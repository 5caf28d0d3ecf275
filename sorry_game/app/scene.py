"""The scene base class and what a scene may use of the application (DESIGN §4).

The app keeps a stack of scenes (`router.Router`); the top one gets input, updates and
draws (overlay scenes draw over the scene beneath them). A scene never imports another
scene: it asks for the next one by name (`self.app.go("pause", session)`), and the one
table of routes (`app/routes.py`) builds it.

Lifecycle, called by the router:
    resize(size)   before the scene is first shown and on every window resize or theme
                   change: compute the layout from the window size here (no fixed pixels)
    enter()        when pushed (after resize)
    resume()       when the scene above it is popped and it is on top again
    leave()        when removed from the stack (also when the app quits)
    handle(event)  one pygame event; return True when used
    update(dt)     seconds since the last frame (at most 0.1)
    draw(surface)  draw everything (an overlay: only itself; the app draws what is below);
                   drawing never changes the game

`busy` True keeps the loop at full frame rate (animating, a computer thinking); when the
top scene is not busy the loop sleeps until an event arrives (low idle CPU).
`back()` is what Esc does: pop by default; a scene with a live `session` opens Pause.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, Protocol

import pygame

from sorry_game.app.audio import Audio
from sorry_game.app.draw.fonts import Fonts
from sorry_game.app.settings import Settings
from sorry_game.app.theme import Theme

if TYPE_CHECKING:  # the session is the top of the program: no import cycle, types only
    from sorry_game.session import Session

#: how a scene goes on the stack: on top, instead of the top one, or alone
How = Literal["push", "replace", "reset"]


@dataclass
class Notice:
    """A message for the player (shown on the title screen until dismissed)."""

    title: str
    lines: list[str] = field(default_factory=list)
    kind: str = "warning"  # warning | error | info


class Host(Protocol):
    """What a scene may use of the application that shows it (`app.App`): the window's
    size, theme, fonts, sound and settings, messages for the player, and the stack."""

    theme: Theme
    fonts: Fonts
    audio: Audio
    settings: Settings
    notices: list[Notice]
    #: rematches played since the window opened (seeds of a series differ)
    rematches: int
    #: whether the window is full screen now
    fullscreen: bool
    #: whether the last input was a key (a screen then shows its focus from the start)
    key_last: bool

    @property
    def ui_scale(self) -> float: ...

    @property
    def size(self) -> tuple[int, int]: ...
    @property
    def scenes(self) -> list[Scene]: ...
    @property
    def top(self) -> Scene | None: ...
    @property
    def session(self) -> Session | None: ...

    def go(self, name: str, *args: Any, how: How = "push", **kwargs: Any) -> Scene | None:
        """Show the scene named `name` (a route), built with these arguments."""
        ...

    def push(self, scene: Scene) -> Scene: ...
    def pop(self) -> Scene | None: ...
    def replace(self, scene: Scene) -> Scene: ...
    def reset(self, scene: Scene) -> Scene: ...
    def open_table(self, session: Session, replace: bool = False) -> Scene | None: ...
    def open_save(self, path: Path, notice_title: str = ...) -> bool: ...
    def notify(self, title: str, lines: Any = (), kind: str = "warning") -> None: ...
    def set_theme(self, name: str, persist: bool = True) -> None: ...
    def set_fullscreen(self, on: bool) -> None: ...
    def set_ui_scale(self, percent: int) -> None: ...
    def save_settings(self) -> None: ...
    def apply_audio_settings(self) -> None: ...
    def quit(self, code: int = 0) -> None: ...
    def later(self, job: Callable[[], None]) -> None:
        """Run `job` once the window's first frame is shown (now, when it is)."""
        ...


class Scene:
    overlay: bool = False  # True: the scene beneath is drawn first (Pause)
    busy: bool = False  # True: animating / waiting for a computer → keep the frame rate
    session: Any = None  # the Session a scene plays, if any (saved when the app quits)

    def __init__(self, app: Host) -> None:
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
            self.app.go("pause", self.session)
        elif len(self.app.scenes) > 1 and self.app.top is self:
            self.app.pop()
