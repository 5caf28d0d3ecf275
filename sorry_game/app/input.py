"""Commands: what a player's input means, whatever device it came from (DESIGN §3).

Mouse, keyboard and the AI all end in the same `Session.apply(action)`; a per-game
controller turns a series of commands into one legal engine action. This module holds
the command types and the keyboard mapping helpers shared by every scene.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame


@dataclass(frozen=True)
class Command:
    """Base class of every command."""


@dataclass(frozen=True)
class Select(Command):
    """Pick something: a pawn, a card, a square, a menu entry (`target` is game-defined)."""

    target: Any = None


@dataclass(frozen=True)
class Confirm(Command):
    """Accept the current choice (Enter / Space)."""


@dataclass(frozen=True)
class Cancel(Command):
    """Step back from the current choice (Esc / right click)."""


@dataclass(frozen=True)
class Pass(Command):
    """Pass or skip when the rules allow it (P)."""


@dataclass(frozen=True)
class Cycle(Command):
    """Move the keyboard focus over the legal choices: +1 next (Tab, Right, Down), -1 back."""

    step: int = 1


@dataclass(frozen=True)
class Hint(Command):
    """Ask the computer for a suggestion (H)."""


@dataclass(frozen=True)
class Undo(Command):
    """Take back your last real choice and what followed it (Ctrl+Z / U)."""


@dataclass(frozen=True)
class Save(Command):
    """Save the game now (Ctrl+S)."""


@dataclass(frozen=True)
class Quit(Command):
    """Leave (Ctrl+Q); the game is saved first."""


ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
NUMBER_KEYS = {getattr(pygame, f"K_{n}"): n for n in range(10)}
NUMBER_KEYS.update({getattr(pygame, f"K_KP{n}"): n for n in range(10)})


def _ctrl(event: pygame.event.Event) -> bool:
    return bool(getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META))


def is_key(event: pygame.event.Event, *keys: int) -> bool:
    return event.type == pygame.KEYDOWN and event.key in keys


def number_key(event: pygame.event.Event) -> int | None:
    """0-9 from the top row or the keypad, else None (Ctrl/Alt combos excluded)."""
    if event.type != pygame.KEYDOWN or _ctrl(event):
        return None
    return NUMBER_KEYS.get(event.key)


def focus_step(event: pygame.event.Event) -> int:
    """+1 / -1 to move keyboard focus (Tab, Shift+Tab, Down, Up), 0 for other events."""
    if event.type != pygame.KEYDOWN:
        return 0
    shift = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
    if event.key == pygame.K_TAB:
        return -1 if shift else 1
    if event.key == pygame.K_DOWN:
        return 1
    if event.key == pygame.K_UP:
        return -1
    return 0


#: the arrow keys, and the direction (dx, dy) each moves the keyboard focus on a screen
ARROWS = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
}
ARROW_KEYS = tuple(ARROWS)


def arrow_direction(key: int) -> tuple[int, int] | None:
    """(dx, dy) of an arrow key (the focus moves that way on the screen), else None."""
    return ARROWS.get(key)


def arrow_step(event: pygame.event.Event) -> int:
    """-1 for Left, +1 for Right (changing a value), 0 otherwise."""
    if event.type != pygame.KEYDOWN:
        return 0
    return {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}.get(event.key, 0)


def command_for_event(event: pygame.event.Event) -> Command | None:
    """The generic command of a key press or click, or None.

    Enter/Space → Confirm, Esc/right click → Cancel, P → Pass, H → Hint,
    Tab/arrows → Cycle(±1),
    Ctrl+Z/U → Undo, Ctrl+S → Save, Ctrl+Q → Quit, 1-9 → Select(n).
    Scenes handle clicks on things themselves (`Select(thing)`).
    """
    if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 3:
        return Cancel()
    if event.type != pygame.KEYDOWN:
        return None
    key = event.key
    if _ctrl(event):
        return {pygame.K_s: Save(), pygame.K_q: Quit(), pygame.K_z: Undo()}.get(key)
    if key in ACTIVATE_KEYS:
        return Confirm()
    if key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
        return Cancel()
    if key == pygame.K_p:
        return Pass()
    if key == pygame.K_h:
        return Hint()
    step = focus_step(event) or arrow_step(event)
    if step:
        return Cycle(step)
    if key == pygame.K_u:
        return Undo()
    n = number_key(event)
    if n is not None and n > 0:
        return Select(n)
    return None
