"""The guided first game: a short script of decisions, each with one line of words and
the thing to click, played from a fixed seed against computers that play the same way
every time (so the script meets the positions it was written for).

A game's script is data in its plugin package, the module `tutorial` with

    TUTORIAL = Tutorial(seed=…, players=…, steps=(Step("Drew a 1: …", "start"), …))

The player decides first, and the first step is a real choice: a game whose opening
moves are all forced (Sorry! waits for a 1 or a 2) starts from an `opening`, moves
already played when the player sits down. A step names what to click by the choice's kind (and key, when it matters); the
pointer rings the target the table's clicks use for that choice. Only that target
takes a click while the step is shown. Should the game stray from the script, the
guide points at nothing and lets the player choose (and the tips still explain).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field
from typing import Any

import pygame

from sorry_game.app.table.plugin import plugin_module
from sorry_game.app.table.targets import Targets
from sorry_game.engine.errors import PartError
from sorry_game.engine.interface import Game
from sorry_game.engine.parts import optional_part
from sorry_game.engine.picking import Choice

#: the last words of every guided game, once its script is done
DONE_TEXT = "That's the guided part. The game goes on: press F1 for tips, ? for the keys."
#: how long the last words stay (seconds)
DONE_TIME = 8.0
#: while the computers play
WATCH_TEXT = "Watch the computers take their turns."
SKIP_LABEL = "Skip tutorial (S)"
#: clicks off the script before the guide gives up (the game went its own way)
MAX_STRAYS = 8


@dataclass(frozen=True)
class Step:
    """One decision of the script: the words, and what to click."""

    #: one line in player language: why this is the move
    text: str
    #: the kind of the choice to click ("pawn", "card", "square", "button" …)
    kind: str
    #: which one (a pawn number, a card, a square), None: the first of its kind
    key: Hashable | None = None
    #: the play area's places the words explain (the plugin's `spots`: "total", "you"):
    #: the tip never covers them, nor the choice it points at
    about: tuple[str, ...] = ()

    def matches(self, choice: Choice) -> bool:
        return choice.kind == self.kind and (self.key is None or choice.key == self.key)


@dataclass(frozen=True)
class Tutorial:
    """A guided first game: the seed and table it is played at, and its steps."""

    seed: int
    players: int
    steps: tuple[Step, ...]
    #: the seat the player takes
    seat: int = 0
    #: how the computers play (a level whose moves follow from the seed)
    level: str = "easy"
    options: Mapping[str, Any] = field(default_factory=dict)
    #: moves already played when the player sits down (save-file text): a game under
    #: way, so that the first thing asked is the player's real choice
    opening: tuple[str, ...] = ()


def tutorial_module(game: Game) -> str:
    return f"{plugin_module(game)}.tutorial"


def tutorial_for(game: Game) -> Tutorial | None:
    """The game's guided first game, None when its plugin has none."""
    name = tutorial_module(game)
    module = optional_part(game.id, "tutorial", name)
    if module is None:
        return None
    script = getattr(module, "TUTORIAL", None)
    if not isinstance(script, Tutorial):
        raise PartError(game.id, "tutorial", name, "its TUTORIAL is not a Tutorial")
    return script


@dataclass
class Pointed:
    """Where the step's choice is on the screen (the rectangle a click there hits), and
    what the pointer's ring goes round (`Target.ring`: a card with its number key and
    its "x2" badge, which a ring round the card alone covered)."""

    choice: Choice
    rect: pygame.Rect
    ring: pygame.Rect | None = None
    #: the box the ring stays inside (`Target.room`)
    room: pygame.Rect | None = None

    @property
    def around(self) -> pygame.Rect:
        return pygame.Rect(self.ring if self.ring is not None else self.rect)


class Guide:
    """A script being played: which step is shown, and what it points at."""

    def __init__(self, tutorial: Tutorial) -> None:
        self.tutorial = tutorial
        self.index = 0
        #: where each step taken was taken: (actions played, choices made) before it
        self.marks: list[tuple[int, int]] = []
        self.skipped = False
        #: practice: neither saved nor counted, until the player skips the script
        self.practice = True
        #: clicks taken off the script (none of them was the step's choice)
        self.strays = 0
        #: seconds the last words have shown (after the script or a skip)
        self.done_for = 0.0

    @property
    def step(self) -> Step | None:
        """The step shown now; None once the script is done or skipped."""
        if self.skipped or self.index >= len(self.tutorial.steps):
            return None
        return self.tutorial.steps[self.index]

    @property
    def running(self) -> bool:
        return self.step is not None

    @property
    def finished(self) -> bool:
        """Every step was played (not skipped)."""
        return not self.skipped and self.index >= len(self.tutorial.steps)

    def skip(self, by_player: bool = True) -> None:
        """The script ends. Skipped by the player (Skip tutorial), the game is a normal
        game from now on (no longer practice); a game far off its script (`by_player`
        False) only loses its script."""
        self.skipped = True
        if by_player:
            self.practice = False
        self.done_for = DONE_TIME  # a skip ends quietly

    def pointed(self, options: Targets) -> Pointed | None:
        """The option of the current step, where a click takes it (a target on the
        play area, a pill, or one of the game's buttons)."""
        step = self.step
        if step is None:
            return None
        for t in [*options.targets, *options.pills]:
            if t.kind != "alias" and step.matches(t.choice):
                return Pointed(t.choice, t.rect, t.ring, t.room)
        for b in options.buttons:
            if b.name == "choice" and b.choice is not None and step.matches(b.choice):
                return Pointed(b.choice, b.rect)
        return None

    def allows(self, choice: Choice, options: Targets, at: tuple[int, int] = (0, 0)) -> bool:
        """Whether a click may take `choice` now (only the pointed one, while there is
        one); taking the pointed choice moves the script on. `at`: (actions played,
        choices made) now, so that a step taken back is shown again."""
        step = self.step
        if step is None:
            return True
        pointed = self.pointed(options)
        if pointed is None:
            # not the script's decision (a click the player asked to confirm, or a game
            # that strayed): the player chooses; a game far off the script ends it
            self.strays += 1
            if self.strays > MAX_STRAYS:
                self.skip(by_player=False)
            return True
        if choice.ident != pointed.choice.ident:
            return False
        self.index += 1
        self.marks.append(at)
        return True

    def rewind(self, at: tuple[int, int]) -> None:
        """Show again the steps taken back (Undo, a right click): those taken at or
        after the position `at`."""
        while self.marks and not self.skipped and self.marks[-1] >= at:
            self.marks.pop()
            self.index -= 1

    def update(self, dt: float) -> None:
        if self.step is None:
            self.done_for += dt

    @property
    def closing_words(self) -> str:
        """The words after the script (shown for a while), else empty."""
        if self.step is None and not self.skipped and self.done_for < DONE_TIME:
            return DONE_TEXT
        return ""


__all__ = [
    "DONE_TEXT",
    "SKIP_LABEL",
    "WATCH_TEXT",
    "Guide",
    "Pointed",
    "Step",
    "Tutorial",
    "tutorial_for",
    "tutorial_module",
]
