"""The seam between the one table and a game: a UI plugin per game id.

The table runs every game (turn flow, computer turns, the pass-and-play curtain, undo,
hints, buttons, banners, the move log, results). A plugin adds only what is particular
to its game, from the engine's `View` (never from a state's internals):

- `layout(area)`: place the play area (board or tableau) in the rectangle it is given;
- `panel_height(width, unit, view)` / `layout_panel(rect, unit, view)`: its part of the
  side panel
  (a card face, a hand of cards…), 0 when it has none;
- `shown(view)`: the positions of the things that move (tokens → model positions) and
  props (a face-up card…), which the animator keeps between events;
- `steps(events, view)`: animation steps for the events of one action;
- `prepare(chosen, view)` then `locate(choice, view)`: where a choice
  (engine.picking.Choice) is on the screen — a `Target` — or None (the table then offers
  it as a labelled pill or button);
- `draw(surface, view, ui)` / `draw_panel(surface, view, ui)`: draw from the view,
  the animator's shown state and the table's `TableUI` (options, choices made, hover,
  focus, hint, last events);
- `hotkey(n, options, view)`: the option picked by number key n (a card in a hand), or None;
  `key(event, view)`: any other key the table leaves free (F to flip a board).

Plugins register by game id in `PLUGIN_PATHS` ("module:Class", imported on first use)
or at run time with `register_plugin` (the tests' toy game does).
"""

from __future__ import annotations

import importlib
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from sorry_game.app.draw import Palette
from sorry_game.app.table.animator import Animator, Step
from sorry_game.engine.events import Event
from sorry_game.engine.picking import Choice
from sorry_game.engine.view import View

Point = tuple[float, float]


@dataclass
class Target:
    """A choice on the screen: what clicking `rect` picks, and its centre."""

    choice: Choice
    rect: pygame.Rect
    point: Point
    #: "board" (drawn by the plugin), "alias" (another place that picks the same),
    #: "pill" or "button" (drawn by the table)
    kind: str = "board"


@dataclass
class TableUI:
    """What the table tells a plugin each frame."""

    #: a human is picking now: options are highlighted and clickable
    active: bool
    #: the options on the board/tableau (kind "board" and "alias")
    targets: list[Target]
    #: the choices made so far for the action being picked
    chosen: list[Choice]
    #: options of the step before, which a click may take instead (a different pawn)
    alternates: list[Target]
    hover: Target | None
    focus: Target | None
    #: the hint: the choices of the suggested action
    hint: list[Choice]
    anim: Animator
    time: float
    #: the events of the last applied action (e.g. where the last move started)
    last_events: list[Event]
    viewer: int | None
    #: seat → RGB of its colour
    seat_colours: list[tuple[int, int, int]]
    unit: int = 16
    #: seat → the player's name ("You" for a seat so named)
    names: list[str] = field(default_factory=list)


class TablePlugin:
    """Defaults for a game's UI plugin; a game overrides what it needs."""

    def __init__(self, palette: Palette, game: Any) -> None:
        self.palette = palette
        self.game = game
        self.area = pygame.Rect(0, 0, 0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        #: the players' names, from the last frame's TableUI (labels on the play area)
        self.names: list[str] = []

    # --- layout -------------------------------------------------------------------------
    def preferred_aspect(self) -> float:
        """Width / height the play area looks best at (a square board: 1.0)."""
        return 1.0

    def layout(self, area: pygame.Rect) -> None:
        self.area = pygame.Rect(area)

    def panel_height(self, width: int, unit: int, view: View) -> int:
        return 0

    def layout_panel(self, rect: pygame.Rect, unit: int, view: View) -> None:
        self.panel = pygame.Rect(rect)

    def banner_point(self) -> Point:
        """Where a banner goes: over the play area, covering nothing that matters."""
        return (self.area.centerx, self.area.top + self.area.height * 0.08)

    # --- animation -----------------------------------------------------------------------
    def shown(self, view: View) -> tuple[dict[Hashable, Any], dict[str, Any]]:
        """(positions of moving things, props) as the model has them now."""
        return {}, {}

    def steps(self, events: Sequence[Event], view: View) -> list[Step]:
        return []

    # --- input ---------------------------------------------------------------------------
    def prepare(self, chosen: Sequence[Choice], view: View) -> None:
        """Called before the table locates the options, with the choices made so far
        (where a choice goes may depend on them: a promotion next to its square)."""

    def locate(self, choice: Choice, view: View) -> Target | None:
        return None

    def hotkey(self, n: int, options: Sequence[Choice], view: View) -> Choice | None:
        return None

    def key(self, event: pygame.event.Event, view: View) -> bool:
        """A key the table does not use (e.g. F to flip a board); True when used."""
        return False

    # --- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view: View, ui: TableUI) -> None:
        pass

    def draw_panel(self, surface: pygame.Surface, view: View, ui: TableUI) -> None:
        pass


#: game id -> "module:Class" of its plugin (imported on first use)
PLUGIN_PATHS: dict[str, str] = {
    "classic": "sorry_game.app.plugins.classic:ClassicPlugin",
    "president": "sorry_game.app.plugins.president:PresidentPlugin",
    "king": "sorry_game.app.plugins.king:KingPlugin",
    "revenge": "sorry_game.app.plugins.revenge:RevengePlugin",
}
_registered: dict[str, type[TablePlugin]] = {}


def register_plugin(game_id: str, cls: type[TablePlugin]) -> None:
    _registered[game_id] = cls


def plugin_class(game_id: str) -> type[TablePlugin]:
    """The plugin of a game; a game without one gets the bare `TablePlugin` (every
    choice is then offered as a labelled button, so it is still playable)."""
    cls = _registered.get(game_id)
    if cls is not None:
        return cls
    path = PLUGIN_PATHS.get(game_id)
    if path is not None:
        module, _, name = path.partition(":")
        try:
            cls = getattr(importlib.import_module(module), name)
        except (ImportError, AttributeError):
            cls = None
    cls = cls or TablePlugin
    _registered[game_id] = cls
    return cls


__all__ = [
    "Point",
    "TablePlugin",
    "TableUI",
    "Target",
    "plugin_class",
    "register_plugin",
]
