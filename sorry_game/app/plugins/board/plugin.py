"""The Sorry! board on the table, for any game played on it: the board drawn from the
`BoardView` in the game's part of the view, its pawns animated, its choices (pawns,
START, squares) located and marked.

A game subclasses `SorryBoardPlugin[ItsView]` (its view holds `board: BoardView`) and
adds what is its own: the centre of the board (`draw_centre`), its side panel, its
cards.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from types import MappingProxyType
from typing import Any, TypeVar

import pygame

import sorry_game.app.plugins.board.marks as marks
from sorry_game.app.draw import Palette
from sorry_game.app.plugins.board.layout import BoardLayout, Point
from sorry_game.app.plugins.board.locate import locate_on_board
from sorry_game.app.plugins.board.looks import board_looks
from sorry_game.app.plugins.board.paint import BoardPainter, tag_places
from sorry_game.app.plugins.board.preview import draw_paths, draw_preview, leaving
from sorry_game.app.plugins.board.regions import board_regions
from sorry_game.app.plugins.board.steps import board_steps
from sorry_game.app.table.animator import Step
from sorry_game.app.table.plugin import Region, SeatLook, TablePlugin, TableUI, Target
from sorry_game.engine.events import Event
from sorry_game.engine.interface import Game
from sorry_game.engine.picking import Choice
from sorry_game.engine.view import View
from sorry_game.games.board.geometry import HOME, START
from sorry_game.games.board.view import HasBoard

#: the game's part of the view: anything that holds the board (`board: BoardView`)
B = TypeVar("B", bound=HasBoard)


def pawns_shown(ui: TableUI) -> dict[int, int]:
    """The pawns among the animator's tokens (a plugin may also animate cards)."""
    return {t: p for t, p in ui.anim.shown.items() if isinstance(t, int)}


class SorryBoardPlugin(TablePlugin[B]):
    """The Sorry! board: pawns, START/HOME, slides; pawn, START and square choices."""

    #: the log's words: a pawn out of START "enters" (the card's picture beside it says
    #: how), so "1 ⬤1 enters" and a SORRY!'s "⬤1 enters · bumps ⬤2" fit a line
    log_short = MappingProxyType({" leaves START": " enters"})
    #: at large text the panel stacks: a card and its pawn's move take the log's whole
    #: width on one line (its column beside the prompt set "[5] ⬤2 moves · slides" on
    #: two); the panel keeps the two columns' width, the board its size
    stacked_panel = True
    stacked_widens = False

    def __init__(self, palette: Palette, game: Game) -> None:
        super().__init__(palette, game)
        self.painter = BoardPainter(palette)
        self._layout: BoardLayout | None = None

    @property
    def board(self) -> BoardLayout:
        """The board's layout (from the last `layout`)."""
        if self._layout is None:
            raise RuntimeError("the board is not laid out yet")
        return self._layout

    def layout(self, area: pygame.Rect) -> None:
        super().layout(area)
        if self.painter.palette is not self.palette:
            self.painter = BoardPainter(self.palette)
        self._layout = BoardLayout(
            area, self.palette.layout, self.mark_scale, self.word_scale, self.label_scale
        )
        tag_places(self._layout)  # (the tags' size, found once a layout: `looks.tag_scale`)

    def banner_point(self) -> Point:
        lay = self.board
        cx, cy = lay.centre
        return (cx, cy - lay.rect.height * 0.22)

    def regions(self, view: View[B]) -> list[Region]:
        """The board's squares, circles, tags and pawns, and what the game puts in its
        middle (`centre_regions`)."""
        pawns = dict(enumerate(view.game.board.pawns))
        return board_regions(self.board, pawns) + self.centre_regions(view)

    def spots(self, view: View[B]) -> dict[str, pygame.Rect]:
        """Your START and HOME circles ("start", "home"), which a guided game's words
        explain."""
        if self._layout is None or view.viewer is None:
            return {}
        colour = view.colours[view.viewer] & 3
        r = round(self.board.circle_radius)
        out = {}
        for name, points in (("start", self.board.start), ("home", self.board.home)):
            x, y = points[colour]
            out[name] = pygame.Rect(round(x) - r, round(y) - r, 2 * r, 2 * r)
        return out

    def seat_looks(self, view: View[B]) -> list[SeatLook]:
        """Each seat's pawns, START, HOME, slides and turn ring as drawn now
        (`looks.board_looks`: the same sizes the painters use)."""
        return board_looks(self.board, self.palette, view.colours)

    def centre_regions(self, view: View[B]) -> list[Region]:
        """What the game puts on the board besides the pawns (its piles, its seats)."""
        return []

    # --- animation ----------------------------------------------------------------------
    def shown(self, view: View[B]) -> tuple[dict[Hashable, Any], dict[str, Any]]:
        """The pawns where the model has them (a game adds its props)."""
        return dict(enumerate(view.game.board.pawns)), {}

    def steps(self, events: Sequence[Event], view: View[B]) -> list[Step]:
        return board_steps(events)

    def burst_point(self, at: Hashable) -> Point | None:
        """("home", colour): that colour's HOME circle."""
        if isinstance(at, tuple) and len(at) == 2 and at[0] == "home" and self._layout:
            return self._layout.home[at[1] & 3]
        return None

    # --- input --------------------------------------------------------------------------
    def moving_colour(self, view: View[B]) -> int:
        """The colour whose pawns move now (Red once the game is over)."""
        colour = view.game.board.moving_colour
        return colour if colour is not None else 0

    def locate(self, choice: Choice, view: View[B]) -> Target | None:
        return locate_on_board(self.board, choice, view.game.board.pawns, self.moving_colour(view))

    def hotkey(self, n: int, options: Sequence[Choice], view: View[B]) -> Choice | None:
        """Keys 1–4 pick the moving colour's pawn with that number on it; a pawn still
        in START picks START (any pawn there leaves the same way)."""
        if not 1 <= n <= 4:
            return None
        colour = self.moving_colour(view)
        for choice in options:
            key = choice.key
            if choice.kind == "pawn" and isinstance(key, int) and key == colour * 4 + n - 1:
                return choice
        pawns = view.game.board.pawns
        in_start = 0 <= colour * 4 + n - 1 < len(pawns) and pawns[colour * 4 + n - 1] == START
        return next((c for c in options if c.kind == "start"), None) if in_start else None

    def hotkey_why(self, n: int, options: Sequence[Choice], view: View[B]) -> str:
        """Why key n picks no pawn: the pawns are numbered 1-4; that one cannot move."""
        if not 1 <= n <= 4:
            return "Your pawns are numbered 1 to 4."
        if not any(c.kind in ("pawn", "start") for c in options):
            return f"Key {n} picks a pawn, and no pawn is chosen now."
        return f"Pawn {n} cannot move now."

    def key_help(self, view: View[B]) -> list[tuple[str, str]]:
        return [("1-4", "the pawn with that number")]

    # --- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view: View[B], ui: TableUI) -> None:
        lay = self.board
        pal = self.palette
        self.painter.draw_static(surface, lay, list(view.colours), ui.ground)
        colour = self.moving_colour(view)
        told = ui.tells(view)  # the moment the panel tells: its colour's ring
        if told.turn is not None and not ui.anim.busy:
            marks.turn_ring(surface, pal, lay, self.moving_colour(told))
        if ui.active:  # under the tags and the pawns: they stand over the halos
            marks.choosable(surface, pal, lay, ui)
        self.painter.draw_tags(surface, lay, list(view.colours))
        preview = ui.preview if not ui.anim.busy else []
        if preview:  # what the option under the pointer would do: its ways, under all
            draw_paths(surface, pal, lay, preview)
        self.draw_centre(surface, view, ui)
        shown = pawns_shown(ui)
        if preview and not ui.targets:  # a picture of the move (rules, review): a pawn
            # it takes out of START stands only where it goes (START held five)
            out = leaving(preview)
            shown = {p: pos for p, pos in shown.items() if p not in out}
        occupied = {p for p in shown.values() if p < HOME}
        if ui.active:
            marks.destinations(surface, pal, lay, ui, colour, occupied)
        marks.last_from(surface, pal, lay, ui)
        present = set(view.colours) | {colour}
        self.painter.draw_pawns(surface, lay, shown, ui.anim.moving(), present)
        if preview:  # … and where they end, what they bump, over them
            draw_preview(surface, pal, lay, preview, ui.mark)
        if ui.active:
            marks.origins(surface, pal, lay, ui)
            marks.labels(surface, pal, lay, ui, occupied)
            marks.hint(surface, pal, lay, ui, colour)
            marks.hover(surface, pal, lay, ui)

    def draw_centre(self, surface: pygame.Surface, view: View[B], ui: TableUI) -> None:
        """The board's middle, under the pawns: each game draws its own there."""


__all__ = ["SorryBoardPlugin", "pawns_shown"]
