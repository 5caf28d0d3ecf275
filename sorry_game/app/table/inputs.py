"""Mouse and keys at the table, the same for every game.

A click takes the option under it (or skips the animation), a right click or Esc steps
back one choice (Esc with nothing chosen pauses), Tab moves the keyboard focus in
reading order and the arrows to the nearest option that way (`targets.py`), Enter /
Space take it (or the only option there is), P passes, number keys pick through the
game's plugin (a pawn, a card of a hand), H asks for a hint (the focus goes to it),
U / Ctrl+Z take back, Ctrl+S saves, `?` shows the key legend; any other key goes to the
plugin (F turns a chess board round). A key that cannot do anything now says why.

The focus starts on the likeliest option when a decision (or its next step) opens: the
tip's choice, the hint's, else (part-way) the one nearest the choice just made (a
chess piece's next square), else the middle one; the ring shows from the start when
the last input was a key. It only points: Enter takes.
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from sorry_game.app.draw import Palette
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
from sorry_game.app.table.coach import Coach
from sorry_game.app.table.controller import PickController
from sorry_game.app.table.drawer import Drawer
from sorry_game.app.table.legend import Legend
from sorry_game.app.table.movelog import MoveLog
from sorry_game.app.table.news import News
from sorry_game.app.table.panel import PanelLayout
from sorry_game.app.table.plugin import TablePlugin
from sorry_game.app.table.targets import PASS, Point, Targets, item_choice
from sorry_game.engine.interface import State
from sorry_game.engine.picking import Choice
from sorry_game.engine.view import View
from sorry_game.session import Session

SKIP_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
#: the arrows: the direction each moves the focus on the screen
ARROWS = {
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
}
#: a refused key's words stay this long (seconds)
REFUSAL_TIME = 2.6
NO_PASS = "You cannot pass now: you have a move."
NOTHING = "Nothing to choose now."


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
    news: News
    palette: Palette
    session: Session
    humans: list[int]
    coach: Coach

    @property
    def state(self) -> State: ...
    def human_input(self) -> bool: ...
    def position(self) -> tuple[int, int]: ...
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
        #: the last input was a key: the next decision opens with the focus ring shown
        self.keyed = False
        #: where the last choice taken was on the screen (the focus starts nearest it)
        self.last_point: Point | None = None
        #: the key legend (`?`)
        self.legend = Legend()
        #: the move log and the players over the play area (a small window, large text)
        self.drawer = Drawer()

    def handle(self, event: pygame.event.Event) -> bool:
        t = self.table
        if self.legend.handle(event) or self.drawer.handle(event, t.lay):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            return False
        if event.type == pygame.MOUSEWHEEL:
            if t.lay.log.collidepoint(self.hover):
                t.log.scroll_by(event.y * 2, t.log_lines)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.keyed = False
            return self.click(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.keyed = False
            if t.controller.back():  # a right click steps back, never pauses
                t.build_targets()
                self.start_focus()
            return True
        if event.type == pygame.KEYDOWN:
            self.keyed = True
            return self.key(event)
        return False

    def click(self, pos: tuple[int, int]) -> bool:
        t = self.table
        t.options.focus_visible = False
        if t.animator.busy:
            t.animator.skip()
            return True
        if self.legend.click(pos):
            return True
        spot = t.options.button_at(pos)
        if spot is not None:
            t.sound("click")
            self.press(spot.name, spot.choice)
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
        mods = getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META)
        arrow = ARROWS.get(event.key) if not mods else None
        if arrow is not None:
            t.options.move(*arrow)
            return True
        command = command_for_event(event)
        if command is None:
            item = t.options.focused() or t.options.at_focus()
            used = t.plugin.key(event, t.view)
            if used:
                t.build_targets()  # the play area may have turned: targets move
                choice = item_choice(item) if item is not None else None
                found = t.options.index_of([choice.ident]) if choice is not None else None
                t.options.focus = found if found is not None else t.options.focus
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
                self.start_focus()
        elif isinstance(command, Cycle):
            t.options.cycle(command.step)
        elif isinstance(command, Confirm):
            self.confirm()
        elif not t.human_input():
            self.refuse(self.waiting())
        elif isinstance(command, Hint):
            t.show_hint()
        elif isinstance(command, Pass):
            options = t.controller.options()
            choice = next((c for c in options if c.ident == PASS), None)
            if choice is not None:
                t.take(choice)
            else:
                self.refuse(NO_PASS)
        elif isinstance(command, Select) and isinstance(command.target, int):
            n, options = command.target, t.controller.options()
            choice = t.plugin.hotkey(n, options, t.view)
            if choice is not None:
                t.take(choice)
            else:
                why = t.plugin.hotkey_why(n, options, t.view)
                self.refuse(why or f"Key {n} picks nothing now.")
        else:
            return False
        return True

    def confirm(self) -> None:
        """Enter / Space: activate what has the focus; with the ring hidden, take the
        only option there is, or show the ring where the focus starts."""
        t = self.table
        item = t.options.focused()
        if t.forced_in is not None and (item is None or item[0] != "button"):
            t.play_forced()  # no need to wait for the beat
            return
        if item is None:
            only = t.options.only_option()
            if not t.human_input():
                self.refuse(self.waiting())
            elif only is not None:
                t.take(only)
            elif t.options.focus_order():
                t.options.cycle(1)
            else:
                self.refuse(NOTHING)
            return
        kind, _rect, what = item
        if kind == "target":
            t.take(what.choice)
        elif what[0] == "skip":  # the tip's Skip tutorial, reached by Tab
            t.coach.skip()
        else:
            name, choice = what
            self.press(name, choice)

    def press(self, name: str, choice: Choice | None) -> None:
        """A button of the panel: one of the game's answers, a utility or the drawer's
        handle."""
        t = self.table
        if name == "choice" and choice is not None:
            t.take(choice)
        elif name == "menu":
            t.open_pause()
        elif name == "hint":
            t.show_hint()
        elif name == "undo":
            t.request_undo()
        elif name == "moves":
            self.drawer.open = not self.drawer.open

    # --- where the focus starts, and why a key does nothing ----------------------------
    def may_take(self, choice: Choice) -> bool:
        """Whether `choice` may be taken now: not when the guided game's tip asks for
        another (then say which); if so, remember where it is (the focus starts near)."""
        t = self.table
        if not t.coach.allows(choice, t.options, t.position()):
            self.refuse(t.coach.asks_for(t.options))
            return False
        self.took(choice)
        return True

    def took(self, choice: Choice) -> None:
        """A choice is being taken: remember where it is (the next focus starts near)."""
        options = self.table.options
        for target in [*options.targets, *options.pills]:
            if target.choice.ident == choice.ident:
                self.last_point = (float(target.rect.centerx), float(target.rect.centery))
                return

    def start_focus(self) -> None:
        """Put the focus on the likeliest option of the decision now open (see the
        module's words); the ring shows when the last input was a key."""
        t = self.table
        if t.human_input():
            self.drawer.slide_away()  # your decision wants the play area whole
        prefer = []
        guide = t.coach.guide
        if t.coach.scripted and guide is not None:
            pointed = guide.pointed(t.options)
            if pointed is not None:
                prefer.append(pointed.choice.ident)
        prefer += [c.ident for c in hint_ahead(t.controller)]
        near = self.last_point if t.controller.chosen else None
        t.options.start(prefer, near, self.keyed)

    def shown_again(self, keyed: bool) -> None:
        """The table is on top again (back from the pause menu or a curtain): the ring
        shows when a key brought it back (`keyed`), as at the start of a turn."""
        self.keyed = keyed
        if self.table.human_input():
            if self.table.options.focus is None:
                self.start_focus()
            self.table.options.focus_visible = keyed

    def waiting(self) -> str:
        """Why no key plays now: whose decision the table waits for."""
        t = self.table
        state = t.state
        if state.is_over():
            return "The game is over."
        seat = state.current_player()
        if seat is not None and seat not in t.humans:
            return f"Wait for your turn: {t.session.names()[seat]} is playing."
        return "Wait: the last move is still landing."

    def refuse(self, words: str) -> None:
        """Say why a key did nothing, in the table's message place (never over the
        game: `overlays.py`), until the next move or pick."""
        t = self.table
        t.news.say(words, t.palette["highlight"], len(t.session.actions), REFUSAL_TIME)


def hint_ahead(controller: PickController) -> list[Choice]:
    """The hint's choices still to make (all of them when the player has strayed)."""
    hint, chosen = controller.hint, controller.chosen
    done = [c.ident for c in hint[: len(chosen)]] == [c.ident for c in chosen]
    return hint[len(chosen) :] if done else hint
