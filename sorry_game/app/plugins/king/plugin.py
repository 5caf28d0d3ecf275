"""Sorry, King! on the table (RULES §K): the 10x10 board — chess in the middle, the
checkers' ring around it — drawn from the engine's view, its choices located on it.

- The board is seen from the bottom seat's side: the viewer's (`view.viewer`: the only
  human, or in a game between two humans the one deciding now, so the board turns to
  whoever plays), White when nobody is watching. Black at the bottom flips it.
- Chess: click a piece, then its square (dots on empty squares, rings on captures;
  castling also by the rook); a promotion opens a column of four pieces on the
  promotion square's file (keys 1-4: Queen, Rook, Bishop, Knight).
- Checkers: the ones that can move are ringed with their distance, and where each
  lands is marked (its whole path for the one under the pointer).
- Colour change: the line is banded and its candidate pieces ringed.
- Marks: the last move, the king in check (red), the lines just controlled (both end
  squares and the line across the board), the pieces just changed.
- The preview (preview.py): what the option under the pointer would do — a capture
  crossed out, where the checker lands, the line it controls, the piece it turns.
- Each seat's strip beside its side of the board holds its reserve (next to its red
  corner, where checkers enter) and its finished tours, and between their captions,
  where the strip has room, the red corner's legend (the corner in small, "START":
  K-3; the corners meant nothing to a new player); the side panel tells the phase
  ("Chess move", "Rank 5 controlled") and the value of each piece (how far the
  checker moves is the prompt's, or the header's on a computer's turn).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

import pygame

from sorry_game.app.draw import Palette
from sorry_game.app.plugins.king.badges import BadgePlacer
from sorry_game.app.plugins.king.layout import TALL, KingLayout
from sorry_game.app.plugins.king.locate import PROMOTIONS, KingLocator
from sorry_game.app.plugins.king.options import draw_hint, draw_options
from sorry_game.app.plugins.king.paint import (
    KingColours,
    StaticBoard,
    draw_checkers,
    draw_last_checker,
    draw_moving,
    draw_pieces,
    draw_square_marks,
    draw_strips,
)
from sorry_game.app.plugins.king.panel import draw_panel, panel_height
from sorry_game.app.plugins.king.pieces import draw_piece
from sorry_game.app.plugins.king.preview import draw_preview
from sorry_game.app.plugins.king.steps import build_steps, snapshot
from sorry_game.app.table.animator import Step
from sorry_game.app.table.plugin import Point, Region, SeatLook, TablePlugin, TableUI, Target
from sorry_game.engine.events import Event, Mark
from sorry_game.engine.interface import Game
from sorry_game.engine.picking import Choice
from sorry_game.engine.view import View
from sorry_game.games.king.view import KingView


class KingPlugin(TablePlugin[KingView]):
    """The Sorry, King! board, its strips of reserves and tours, and its panel part:
    wires the layout (layout.py), the drawing (paint.py, options.py, panel.py), the
    targets (locate.py) and the animation (steps.py) together."""

    #: at large text the panel stacks: a chess move and its checker take the log's
    #: whole width on one line (two columns left it a quarter of the window)
    stacked_panel = True
    frames_apart = "inside"
    #: each seat's reserve and tours are the strips' words beside the board (the
    #: players' rows name the seats only)
    board_says = frozenset({"note", "progress"})
    #: its part (the values' legend) fits beside the header, its words giving way
    stacked_part_fits = True

    def __init__(self, palette: Palette, game: Game) -> None:
        super().__init__(palette, game)
        self.flipped = False
        #: F pressed: the board shows the other side at the bottom
        self.turned = False
        self.red: tuple[int, int] = (0, 18)
        #: where the red corners' legends were drawn (in the strips, between the captions)
        self.legends: list[pygame.Rect] = []
        self.step_dir = 1
        self.lay = KingLayout(pygame.Rect(0, 0, 100, 120), False, self.red)
        self.colours = KingColours(palette, game)
        self.locator = KingLocator()
        self.badges = BadgePlacer()
        #: the board's cell at 100 % text (`set_scales`): a badge's words never smaller
        self.cell_100 = 0.0
        self._static = StaticBoard()
        #: the snapshot the screen shows once the queued steps are done
        self._model: dict[str, Any] | None = None

    # --- layout -------------------------------------------------------------------------
    def preferred_aspect(self) -> float:
        return 10 / TALL

    def set_scales(self, text: float, area: pygame.Rect, at_100: pygame.Rect) -> None:
        super().set_scales(text, area, at_100)
        self.cell_100 = min(at_100.width / 10, at_100.height / TALL)

    def layout(self, area: pygame.Rect) -> None:
        super().layout(area)
        self._relayout()

    def _relayout(self) -> None:
        scales = (self.word_scale, self.label_scale, self.cell_100)
        self.lay = KingLayout(self.area, self.flipped, self.red, *scales)

    def orient(self, view: View[KingView]) -> KingLayout:
        """Turn the board to the viewer's side (F turns it round); follow the game's red
        squares."""
        flipped = (view.viewer == 1) != self.turned
        game = view.game
        red = game.red_squares
        self.step_dir = game.step
        if flipped != self.flipped or red != self.red:
            self.flipped, self.red = flipped, red
            self._relayout()
        return self.lay

    def banner_point(self) -> Point:
        """Over the top seat's strip: the board stays clear."""
        lay = self.lay
        top = lay.strips[1 - lay.bottom_seat]
        return (lay.board.centerx, top.centery)

    def panel_height(self, width: int, unit: int, view: View[KingView]) -> int:
        return panel_height(unit, width, view)

    def regions(self, view: View[KingView]) -> list[Region]:
        """The ring with the chess board inside it, and each seat's strip (its reserve
        and its tours, with their captions)."""
        lay = self.orient(view)
        return [Region(lay.board, "square")] + [Region(r, "badge") for r in lay.strips.values()]

    def frame_clear(self, view: View[KingView]) -> list[pygame.Rect]:
        """The files and ranks in their strip: the review moment's frames round a
        square on the board's edge stop short of them (its corners covered "a", "1")."""
        return self.orient(view).coordinate_rects()

    def seat_looks(self, view: View[KingView]) -> list[SeatLook]:
        """Each seat's checkers and pieces (one body colour: White and Black are told
        apart by brightness, so they carry no shape) and its panel's colour."""
        colours = self.colours
        out: list[SeatLook] = []
        for seat in range(view.players):
            body = colours.body_fill(seat)
            out.append(SeatLook(seat, "checker", body, "", 0.0))
            out.append(SeatLook(seat, "piece", body, "", 0.0))
        return out

    # --- animation ----------------------------------------------------------------------
    def shown(self, view: View[KingView]) -> tuple[dict[Hashable, Any], dict[str, Any]]:
        snap = snapshot(view)
        self._model = snap
        return {}, dict(snap)

    def steps(self, events: Sequence[Event], view: View[KingView]) -> list[Step]:
        after = snapshot(view)
        colours = tuple(c.key for c in self.game.colours)
        steps = build_steps(self._model, events, after, colours)
        self._model = after
        return steps

    def burst_point(self, at: Hashable) -> Point | None:
        """("tour", seat, k): that seat's k-th tour slot."""
        if isinstance(at, tuple) and len(at) == 3 and at[0] == "tour":
            return self.lay.tour_point(at[1], at[2])
        return None

    # --- input --------------------------------------------------------------------------
    def prepare(self, chosen: Sequence[Choice], view: View[KingView]) -> None:
        self.locator.prepare(chosen)

    def locate(self, choice: Choice, view: View[KingView]) -> Target | None:
        return self.locator.locate(choice, self.orient(view), view.game)

    def key(self, event: pygame.event.Event, view: View[KingView]) -> bool:
        """F turns the board round (the other side at the bottom)."""
        if event.key == pygame.K_f and not getattr(event, "mod", 0) & (
            pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META
        ):
            self.turned = not self.turned
            self.orient(view)
            return True
        return False

    def hotkey(self, n: int, options: Sequence[Choice], view: View[KingView]) -> Choice | None:
        return self.locator.hotkey(n, options)

    def hotkey_why(self, n: int, options: Sequence[Choice], view: View[KingView]) -> str:
        return "Keys 1-4 choose the new piece when a pawn promotes; arrows move the ring."

    def key_help(self, view: View[KingView]) -> list[tuple[str, str]]:
        return [
            ("F", "turn the board round"),
            ("1-4", "Queen, Rook, Bishop or Knight when a pawn promotes"),
        ]

    # --- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view: View[KingView], ui: TableUI) -> None:
        lay = self.orient(view)
        colours = self.colours
        props = ui.anim.props or snapshot(view)
        self.locator.track_pointer(ui)
        self._static.draw(surface, lay, colours, self.step_dir, ui.ground)
        busy = ui.anim.busy
        draw_square_marks(surface, lay, colours, view.game, ui, props, busy)
        draw_pieces(surface, lay, colours, props)
        draw_checkers(surface, lay, colours, props)
        self.legends = draw_strips(surface, lay, colours, props)
        draw_moving(surface, lay, colours, ui)
        if not busy:
            draw_last_checker(surface, lay, colours, ui)
        if ui.active:
            # what the option under the pointer would do: over the options, but under
            # a promotion's column (its cross on a piece taken hid the queen)
            preview = bool(ui.preview) and not busy
            promoting = any(t.choice.kind == "option" for t in ui.targets)
            if preview and promoting:
                draw_preview(surface, lay, colours, ui.preview, props, ui.time, ui.mark)
            draw_options(surface, lay, colours, view, ui, props, self.locator, self.badges)
            if preview and not promoting:
                draw_preview(surface, lay, colours, ui.preview, props, ui.time, ui.mark)
            draw_hint(surface, lay, colours, ui)

    def draw_panel(self, surface: pygame.Surface, view: View[KingView], ui: TableUI) -> None:
        # the moment told (a replay's lit move: its phase, "Chess move" beside the move
        # of a pawn, not the checker move that follows it)
        draw_panel(surface, self.panel, self.colours, ui.tells(view), ui)

    # --- the move log's pictures: a piece as on the board, a checker -----------------------
    def mark_width(self, mark: Mark, height: int) -> int | None:
        return height if mark.kind in ("piece", "checker") else None

    def draw_mark(self, surface: pygame.Surface, mark: Mark, rect: pygame.Rect, size: int) -> bool:
        side = 0 if mark.colour < 0 else mark.colour
        if mark.kind == "piece":  # in the words' colour, as a score sheet's figurines
            draw_piece(surface, mark.label, rect.center, rect.height * 1.25, self.palette["text"])
            return True
        if mark.kind == "checker":
            self.colours.draw_checker(surface, side, rect.center, rect.height * 0.4)
            return True
        return False


__all__ = ["PROMOTIONS", "KingPlugin"]
