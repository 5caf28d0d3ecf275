"""The table's coach: the tips overlay (any game, F1 turns it on and off) and the
guided first game's script (its pointer, its Skip tutorial button, S by key).

The table asks it three things: may a click take this choice (`allows`), did it use an
event (`handle`), and draws it last (`draw`). It names no game: the words come from the
game's plugin (`tips.py`), the script from its `tutorial.py`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import pygame

from sorry_game.app.draw import Palette, record
from sorry_game.app.table.animator import Animator
from sorry_game.app.table.controller import PickController
from sorry_game.app.table.guide import SKIP_LABEL, WATCH_TEXT, Guide, Pointed
from sorry_game.app.table.overlays import Message, Placed
from sorry_game.app.table.paint import draw_message
from sorry_game.app.table.panel import PanelLayout
from sorry_game.app.table.targets import Targets
from sorry_game.app.table.tips import clear_arrow, draw_pointer, tip_text
from sorry_game.engine.interface import Game
from sorry_game.engine.picking import Choice
from sorry_game.engine.view import View

TOGGLE_KEYS = (pygame.K_F1,)
#: the key of Skip tutorial (shown on the button)
SKIP_KEYS = (pygame.K_s,)


class Coached(Protocol):
    """What the coach reads of the table."""

    app: Any
    game: Game
    plugin: Any
    session: Any
    humans: list[int]
    palette: Palette
    view: View[Any]
    options: Targets
    controller: PickController
    animator: Animator
    lay: PanelLayout
    area: pygame.Rect
    time: float
    forced_in: float | None

    def human_input(self) -> bool: ...


def computers_move(t: Coached) -> bool:
    """A computer's move is landing, or a computer decides now (never the player's own
    move: the table does not say "watch the computers" while it moves your pawn)."""
    if t.animator.busy:
        mover = t.session.actors[-1] if t.session.actors else None
    else:
        mover = t.session.state.current_player()
    return mover is not None and mover not in t.humans


def asked(choice: Choice) -> str:
    """A choice as a refusal names it: its label where that is a name ("Red pawn 2",
    "START", "Let it go"), a chess square by name ("e2"), else "the <kind> in its ring"
    (a "+7" says nothing on its own)."""
    label, key = choice.label, choice.key
    if isinstance(key, str) and len(key) == 2 and key[0].isalpha() and key[1].isdigit():
        return key
    if label and label[0].isalpha() and choice.kind != "square":
        return label
    return f"the {choice.kind} in its ring"


class Coach:
    def __init__(self, settings: Any, guide: Guide | None = None) -> None:
        #: called when the player skips the script (the table makes it a normal game)
        self.on_skip: Callable[[], None] | None = None
        self.settings = settings
        self.guide = guide
        #: the tips show (on for a guided game, else the player's setting)
        self.on = guide is not None or bool(getattr(settings, "tips", False))
        #: the tip drawn last frame (clicks on its Skip button), None when none shows
        self.box: Placed | None = None
        #: what the tip points at now (the guided game's step), None when nothing
        self.pointed: Pointed | None = None
        self.hover = (-1, -1)

    @property
    def scripted(self) -> bool:
        """A guided game's script runs (the table then asks only what it names)."""
        return self.guide is not None and self.guide.running

    @property
    def practice(self) -> bool:
        """A guided game the player has not skipped: neither saved nor counted."""
        return self.guide is not None and self.guide.practice

    # --- input -------------------------------------------------------------------------
    def toggle(self) -> None:
        """F1: tips on or off (kept in the settings, outside a guided game)."""
        self.on = not self.on
        if self.guide is None and self.settings is not None:
            self.settings.tips = self.on

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in TOGGLE_KEYS:
            self.toggle()
            return True
        plain = not getattr(event, "mod", 0) & (
            pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META | pygame.KMOD_SHIFT
        )
        if event.type == pygame.KEYDOWN and event.key in SKIP_KEYS and plain and self.scripted:
            self.skip()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.skip_rect() is not None
        ):
            rect = self.skip_rect()
            if rect is not None and rect.collidepoint(event.pos):
                self.skip()
                return True
        return False

    def skip_rect(self) -> pygame.Rect | None:
        """Where the Skip tutorial button is (while the script runs)."""
        if self.guide is None or not self.guide.running or self.box is None:
            return None
        return self.box.button if self.box.button.width else None

    def skip(self) -> None:
        """Skip tutorial: the script ends, the game goes on as a normal game (saved and
        counted: `on_skip`)."""
        if self.guide is not None and self.guide.running:
            self.guide.skip()
            if self.on_skip is not None:
                self.on_skip()

    def allows(self, choice: Choice, options: Targets, at: tuple[int, int]) -> bool:
        """May a click take `choice` (at (actions played, choices made))?"""
        return self.guide is None or self.guide.allows(choice, options, at)

    def asks_for(self, options: Targets) -> str:
        """Why the script refused a choice: what its tip asks for ("The tip asks for
        pawn 2")."""
        pointed = self.guide.pointed(options) if self.guide is not None else None
        if pointed is None:
            return "The tip asks for another choice."
        return f"The tip asks for {asked(pointed.choice)}."

    def update(self, dt: float, at: tuple[int, int]) -> None:
        if self.guide is not None:
            self.guide.rewind(at)
            self.guide.update(dt)

    # --- what shows --------------------------------------------------------------------
    def words(self, t: Coached) -> tuple[str, Pointed | None]:
        """The line to show now and what it points at ("" when nothing shows)."""
        guide = self.guide
        human = t.human_input()
        if guide is not None and guide.running:
            if not human or t.animator.busy:
                return (WATCH_TEXT if computers_move(t) else ""), None
            pointed = guide.pointed(t.options)
            step = guide.step
            if pointed is not None and step is not None and t.forced_in is None:
                return step.text, pointed
            return self.decision_text(t), None
        if guide is not None and guide.closing_words:
            return guide.closing_words, None
        if self.on and human and not t.animator.busy:
            return self.decision_text(t), None
        return "", None

    def decision_text(self, t: Coached) -> str:
        options = t.controller.options()
        return tip_text(t.game, t.view, options, t.controller.chosen, t.controller.prompt())

    def message(self, t: Coached, near: tuple[float, float]) -> Message | None:
        """The tip as a message for the table to place (None when none shows): it
        belongs next to what it points at (else `near`) and never covers it."""
        text, pointed = self.words(t)
        self.pointed = pointed
        if not text:
            return None
        running = self.guide is not None and self.guide.running
        label = SKIP_LABEL if running else ""
        # in the drawer's one column (200 % text at 800x600) it has no room to grow: it
        # may spread over the play area (`overlays.place`)
        spread = running and bool(t.lay.drawer_u)
        if pointed is None:
            return Message("tip", text, None, near, label, spread=spread)
        r = pointed.around
        clear = tuple((a.x, a.y, a.w, a.h) for a in self.targets(t))
        return Message("tip", text, None, r.center, label, clear, spread=spread)

    def targets(self, t: Coached) -> list[pygame.Rect]:
        """What the step's tip must never cover: the choice it points at (its ring) and
        the places its words explain (`Step.about`: the total's dial, your seat's tag),
        as the game's plugin has them now ([] when no step points at anything)."""
        step = self.guide.step if self.guide is not None else None
        if self.pointed is None or step is None:
            return []
        spots = t.plugin.spots(t.view) if step.about else {}
        return [self.pointed.around, *(pygame.Rect(spots[n]) for n in step.about if n in spots)]

    @staticmethod
    def obstacles(t: Coached, placed: Placed) -> list[pygame.Rect]:
        """What the tip's arrow may not cross: the play area's things and options, and
        the panel's parts (its words, buttons and players; a corner of their box is
        no word) but the tip's own box."""
        lay = t.lay
        parts = [lay.header, lay.plugin, lay.status, lay.prompt, lay.buttons, lay.log]
        parts += [lay.players, lay.footer, lay.handle]
        inner = [p.inflate(-lay.pad, -lay.pad) for p in parts if not p.contains(placed.rect)]
        # a board's empty squares are no obstacle: an arrow runs over the track, and
        # over the play area's edge (from the panel)
        things = [r.rect for r in t.plugin.regions(t.view) if r.kind not in ("square", "frame")]
        options = [*t.options.targets, *t.options.pills, *t.options.alternates]
        things += [o.rect for o in options]
        return things + [p for p in inner if p.w > 0 and p.h > 0]

    def draw(self, surface: pygame.Surface, t: Coached, placed: Placed | None) -> None:
        """The tip where the table placed it, and the pointer from it to its target."""
        self.box = placed
        if placed is None:
            return
        if self.pointed is not None:  # no arrow across the panel's words (two columns)
            rect = self.pointed.around  # round the card's key and badge, not over them
            room = self.pointed.room  # a tray's edge, else the play area's for its things
            if room is None and t.plugin.area.contains(self.pointed.rect):
                room = t.plugin.area
            # an arrow that would cross cards or words: the ring alone shows the target
            side = clear_arrow(rect, placed.rect, self.obstacles(t, placed), room)
            arrow = side is not None and not (placed.in_panel and t.lay.wide)
            u = t.lay.u
            # under the other options' keys and badges too (a neighbour's "x2")
            under = [o.ring for o in t.options.targets if o.ring is not None]
            tray = self.pointed.room is not None  # a hand's: its floor bare between cards
            args = (t.time, u, arrow, bool(side), room, under, tray)
            draw_pointer(surface, t.palette, rect, placed.rect, *args)
        with record.part("message:tip"):
            draw_message(surface, t.palette, placed, self.hover)


__all__ = ["Coach", "Coached", "TOGGLE_KEYS"]
