"""The table's messages about the play, each for its moment:

- the **news** of a move (a forfeit, a bust, a steal: its events' headlines), up once
  the move has landed. It has a moment of its own (`beat`: the next decision waits for
  it, or for a click) and ends when the next decision starts — anyone's: it is never
  seen beside the next player's question. How the game ended is not news: the header
  says who won (and the log how).
- a **toast**: a word from the table about now (a refused key and why, "Game saved.")
  for a few seconds. It never takes the place of the question the player must answer
  (the prompt stays) and it says nothing the log says (a take-back is the log's).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sorry_game.engine.events import Event

RGB = tuple[int, int, int]
#: seconds the news of a move has before the next decision starts (at normal speed,
#: longer when slow, shorter when fast; a click or Space goes on at once)
BANNER_TIME = 1.6
#: the news's moment at instant speed, where nothing else waits: a glance
INSTANT_TIME = 0.3
#: seconds a toast stays
TOAST_TIME = 2.6
#: events whose headline is the header's (who won)
HEADER_KINDS = frozenset({"win", "draw"})


@dataclass
class News:
    #: the news on screen: (text, colour), or None
    banner: tuple[str, RGB] | None = None
    #: the news of the action being animated: shown once it has landed
    waiting: tuple[str, RGB] | None = None
    #: what is left of the news's moment (seconds)
    time_left: float = 0.0
    #: the toast on screen: (text, colour), or None
    toast: tuple[str, RGB] | None = None
    toast_left: float = 0.0

    def hold(self, events: Sequence[Event], names: list[str], colour: RGB) -> None:
        """Keep the headlines of an action's events for when it has landed (the win
        aside: the header says it)."""
        lines = [line for e in events if e.kind not in HEADER_KINDS and (line := e.headline(names))]
        if lines:
            self.waiting = ("\n".join(dict.fromkeys(lines)), colour)  # a line each

    def land(self, speed: float) -> None:
        """The move has landed: its news comes up for its moment (`speed`: the table's
        speed factor; 0, instant: a glance)."""
        if self.waiting is not None:
            self.banner, self.waiting = self.waiting, None
            self.time_left = BANNER_TIME * max(0.6, speed) if speed else INSTANT_TIME

    @property
    def beat(self) -> bool:
        """The news has its moment now: the next decision waits."""
        return self.banner is not None and self.time_left > 0

    def update(self, dt: float) -> None:
        self.time_left = max(0.0, self.time_left - dt)
        if self.toast is not None:
            self.toast_left -= dt
            if self.toast_left <= 0:
                self.toast = None

    def skip(self) -> None:
        """A click or Space: the news's moment is over."""
        self.time_left = 0.0

    def end(self) -> None:
        """The next decision starts: the news of the move before is old."""
        self.banner = self.waiting = None
        self.time_left = 0.0

    def say(self, text: str, colour: RGB, seconds: float = TOAST_TIME) -> None:
        """A toast now (a refused key and why, "Game saved."), for `seconds`."""
        self.toast, self.toast_left = (text, colour), seconds

    def clear(self) -> None:
        self.banner = self.waiting = self.toast = None
        self.time_left = self.toast_left = 0.0
