"""The table's news banner: what an action did that is worth a headline (a forfeit, a
steal, a win), shown once the move has landed on the screen and gone again when its
time is up or the next action has landed."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sorry_game.engine.events import Event

RGB = tuple[int, int, int]
#: seconds a banner stays (at normal speed)
BANNER_TIME = 2.6


@dataclass
class News:
    #: the banner on screen: (text, colour), or None
    banner: tuple[str, RGB] | None = None
    #: the news of the action being animated: shown once it has landed
    waiting: tuple[str, RGB] | None = None
    time_left: float = 0.0
    #: the number of actions played when the banner came up
    action: int = 0

    def hold(self, events: Sequence[Event], names: list[str], colour: RGB) -> None:
        """Keep the headlines of an action's events for when it has landed."""
        lines = [line for e in events if (line := e.headline(names))]
        if lines:
            self.waiting = ("\n".join(dict.fromkeys(lines)), colour)  # a line each

    def land(self, actions: int, speed: float) -> None:
        """The move has landed: its news comes up."""
        if self.waiting is not None:
            self.banner, self.waiting = self.waiting, None
            self.action = actions
            self.time_left = BANNER_TIME * max(0.6, speed or 0.6)

    def update(self, dt: float, actions: int, animating: bool) -> None:
        if self.banner is None:
            return
        self.time_left -= dt
        # a banner belongs to the action that raised it: it ends when the next one lands
        stale = actions > self.action
        if self.time_left <= 0 or (stale and not animating):
            self.banner = None

    def say(self, text: str, colour: RGB, actions: int, seconds: float = BANNER_TIME) -> None:
        """A word from the table now (a refused key and why), until its time is up, the
        next move lands or the player picks."""
        self.banner, self.action, self.time_left = (text, colour), actions, seconds

    def clear(self) -> None:
        self.banner = self.waiting = None
