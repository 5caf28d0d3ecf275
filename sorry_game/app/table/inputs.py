"""Mouse and keys at the table, the same for every game.

A click takes the option under it (or skips the animation), a right click or Esc steps
back one choice (Esc with nothing chosen pauses), Tab and the arrows move the keyboard
focus and Enter / Space take it (or the only option there is), P passes, number keys
pick through the game's plugin (a card of a hand), H asks for a hint, U / Ctrl+Z take
back, Ctrl+S saves; any other key goes to the plugin (F turns a chess board round).
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from sorry_game.app.input import (
    Cancel,
    Confirm,
    Cycle,
    Hint,
    Pass,
    Save,
    Select,
    Undo,
    command_for_event,
)
from sorry_game.app.table.animator import Animator
from sorry_game.app.table.controller import PickController
from sorry_game.app.table.panel import MoveLog, PanelLayout
from sorry_game.app.table.plugin import TablePlugin
from sorry_game.app.table.targets import Targets
from sorry_game.engine.picking import Choice
from sorry_game.engine.view import View

SKIP_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)


class Table(Protocol):
    """What input may use and ask of the table."""

    controller: PickController
    options: Targets
    animator: Animator
    plugin: TablePlugin[Any]
    view: View[Any]
    lay: PanelLayout
    log: MoveLog
    log_lines: int
    #: seconds until a decision with one way to go plays itself (None: none waits)
    forced_in: float | None

    def human_input(self) -> bool: ...
    def take(self, choice: Choice) -> None: ...
    def press(self, name: str, choice: Choice | None) -> None: ...
    def build_targets(self) -> None: ...
    def open_pause(self) -> None: ...
    def show_hint(self) -> None: ...
    def request_undo(self) -> bool: ...
    def save_now(self) -> None: ...
    def play_forced(self) -> None: ...
    def sound(self, kind: str) -> None: ...


class TableInput:
    def __init__(self, table: Table) -> None:
        self.table = table
        #: where the mouse is (hover marks, the log's wheel)
        self.hover = (-1, -1)

    def handle(self, event: pygame.event.Event) -> bool:
        t = self.table
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            return False
        if event.type == pygame.MOUSEWHEEL:
            if t.lay.log.collidepoint(self.hover):
                t.log.scroll_by(event.y * 2, t.log_lines)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.click(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            if t.controller.back():  # a right click steps back, never pauses
                t.build_targets()
            return True
        if event.type == pygame.KEYDOWN:
            return self.key(event)
        return False

    def click(self, pos: tuple[int, int]) -> bool:
        t = self.table
        t.options.focus_visible = False
        if t.animator.busy:
            t.animator.skip()
            return True
        spot = t.options.button_at(pos)
        if spot is not None:
            t.sound("click")
            t.press(spot.name, spot.choice)
            return True
        if t.forced_in is not None:  # no need to wait for the beat
            t.play_forced()
            return True
        target = t.options.hit(pos)
        if target is None:
            return False
        t.sound("click")
        t.take(target.choice)
        return True

    def key(self, event: pygame.event.Event) -> bool:
        t = self.table
        if t.animator.busy and event.key in SKIP_KEYS:
            t.animator.skip()
            return True
        command = command_for_event(event)
        if command is None:
            used = t.plugin.key(event, t.view)
            if used:
                t.build_targets()  # the play area may have turned: targets move
            return used
        if isinstance(command, Save):
            t.save_now()
        elif isinstance(command, Undo):
            t.request_undo()
        elif isinstance(command, Cancel):
            if not t.controller.back():
                t.open_pause()
            else:
                t.build_targets()
        elif isinstance(command, Hint):
            t.show_hint()
        elif isinstance(command, Cycle):
            t.options.cycle(command.step)
        elif isinstance(command, Confirm):
            self.confirm()
        elif not t.human_input():
            return False
        elif isinstance(command, Pass):
            options = t.controller.options()
            choice = next((c for c in options if c.ident == ("button", "pass")), None)
            if choice is not None:
                t.take(choice)
        elif isinstance(command, Select) and isinstance(command.target, int):
            choice = t.plugin.hotkey(command.target, t.controller.options(), t.view)
            if choice is not None:
                t.take(choice)
        else:
            return False
        return True

    def confirm(self) -> None:
        """Enter / Space: activate what has the focus; with nothing focused, take the only
        option there is, or show the focus on the first."""
        t = self.table
        item = t.options.focused()
        if t.forced_in is not None and (item is None or item[0] != "button"):
            t.play_forced()  # no need to wait for the beat
            return
        if item is None:
            only = t.options.only_option()
            if t.human_input() and only is not None:
                t.take(only)
            elif t.options.focus_order():
                t.options.focus, t.options.focus_visible = 0, True
            return
        kind, _rect, what = item
        if kind == "target":
            t.take(what.choice)
        else:
            name, choice = what
            t.press(name, choice)
