"""Sorry! (classic) on the table: the Sorry! board (`app/plugins/board`) with the draw
pile and the card in play in its centre, and in the side panel the card with what it
does and the hand of five (option C-14); the parts are `layout.py` and `paint.py`.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

import pygame

from sorry_game.app.draw import Palette
from sorry_game.app.plugins.board.motion import CardFlight
from sorry_game.app.plugins.board.plugin import SorryBoardPlugin
from sorry_game.app.plugins.board.regions import centre_regions
from sorry_game.app.plugins.classic.layout import (
    PanelLayout,
    card_width,
    layout_panel,
    panel_height,
    text_width_beside,
)
from sorry_game.app.plugins.classic.motion import Box, box_of, draw_flights, play_flights
from sorry_game.app.plugins.classic.paint import card_text_height, draw_panel, words_fit_beside
from sorry_game.app.table.animator import Step
from sorry_game.app.table.plugin import Region, TableUI, Target
from sorry_game.engine.events import Event
from sorry_game.engine.interface import Game
from sorry_game.engine.picking import Choice
from sorry_game.engine.view import View
from sorry_game.games.board.events import CardPlayed
from sorry_game.games.classic.view import ClassicView


class ClassicPlugin(SorryBoardPlugin[ClassicView]):
    """Sorry!: the board plus the card in play (draw mode) or the hand of five."""

    #: a still picture frames the pawn and the square it goes to apart
    frames_apart = "round"

    def __init__(self, palette: Palette, game: Game) -> None:
        super().__init__(palette, game)
        self.panel_layout = PanelLayout()
        #: a drawn card turning over on its way to its place, a played card flying
        self.flight = CardFlight(palette)
        #: the hand and the face-up card before the action being animated
        self._before: tuple[tuple[int, ...] | None, int | None] = (None, None)

    def face_up(self, view: View[ClassicView]) -> int | None:
        """The card shown face up: the one in play, or (hand of five) the last played."""
        game = view.game
        return game.card or (game.discard_top if game.hand_mode else None)

    def shown(self, view: View[ClassicView]) -> tuple[dict[Hashable, Any], dict[str, Any]]:
        pawns, _props = super().shown(view)
        self._before = (view.game.hand, self.face_up(view))
        return pawns, {"card": self.face_up(view)}

    def steps(self, events: Sequence[Event], view: View[ClassicView]) -> list[Step]:
        """The board's steps; a drawn card turns over on its way from the pile, and
        with the hand of five a played card flies to the board."""
        steps = super().steps(events, view)
        if not view.game.hand_mode:
            return draw_flights(steps)
        hand, face = self._before

        def source(ev: CardPlayed) -> Box | None:
            rects = self.panel_layout.hand
            if ev.player == view.viewer and hand and ev.card in hand:
                i = hand.index(ev.card)
                return box_of(rects[i]) if i < len(rects) else None
            if not 0 <= ev.player < len(view.colours):
                return None
            x, y = self.board.start[view.colours[ev.player]]
            w, h = self.board.card_rect.size
            return (round(x - w / 4), round(y - h / 4), w // 2, h // 2)

        return play_flights(steps, events, face, source)

    def centre_regions(self, view: View[ClassicView]) -> list[Region]:
        """The draw pile, its count and the card face up."""
        return centre_regions(self.board, view.game.pile, bool(self.face_up(view)))

    # --- the side panel -----------------------------------------------------------------
    def panel_height(self, width: int, unit: int, view: View[ClassicView]) -> int:
        hand_mode = view.game.hand_mode
        cards = [c for c in (view.game.card, view.game.discard_top) if c is not None]
        room = text_width_beside(width, unit, hand_mode)
        card_h = int(card_width(width, unit, hand_mode) * 1.4)
        below = not words_fit_beside(unit, room)
        if below:  # the words' height across the whole width, under the card
            room = width
        text_h = max((card_text_height(c, unit, room, card_h, below) for c in cards), default=0)
        return panel_height(width, unit, hand_mode, text_h, below)

    def layout_panel(self, rect: pygame.Rect, unit: int, view: View[ClassicView]) -> None:
        super().layout_panel(rect, unit, view)
        title_y = self.panel_layout.hand_title_y
        hand_mode = view.game.hand_mode
        below = not words_fit_beside(unit, text_width_beside(rect.width, unit, hand_mode))
        self.panel_layout = layout_panel(rect, unit, hand_mode, title_y, below)

    # --- input --------------------------------------------------------------------------
    def locate(self, choice: Choice, view: View[ClassicView]) -> Target | None:
        if choice.kind == "card":
            hand = view.game.hand or ()
            rects = self.panel_layout.hand
            for i, card in enumerate(hand):
                if card == choice.key and i < len(rects):
                    r = rects[i]
                    return Target(choice, r, r.center)
            return None
        return super().locate(choice, view)

    def hotkey(self, n: int, options: Sequence[Choice], view: View[ClassicView]) -> Choice | None:
        """Number keys pick the n-th card of the hand; without cards to pick, the
        moving colour's pawn with that number (the board's)."""
        hand = view.game.hand or ()
        if 1 <= n <= len(hand):
            for c in options:
                if c.ident == ("card", hand[n - 1]):
                    return c
        if any(c.kind == "card" for c in options):
            return None
        return super().hotkey(n, options, view)

    def hotkey_why(self, n: int, options: Sequence[Choice], view: View[ClassicView]) -> str:
        hand = view.game.hand or ()
        if any(c.kind == "card" for c in options):
            return f"You have {len(hand)} cards: keys 1 to {len(hand)} pick one."
        return super().hotkey_why(n, options, view)

    def key_help(self, view: View[ClassicView]) -> list[tuple[str, str]]:
        if view.game.hand is None:
            return super().key_help(view)
        return [("1-5", "a card of your hand; then 1-4: the pawn")]

    # --- drawing ------------------------------------------------------------------------
    def draw_centre(self, surface: pygame.Surface, view: View[ClassicView], ui: TableUI) -> None:
        """The board's middle: the draw pile and the card in play."""
        card = ui.anim.props.get("card")
        self.painter.draw_centre(surface, self.board, card, view.game.pile, "")
        if ui.anim.busy:
            if self.flight.palette is not self.palette:
                self.flight = CardFlight(self.palette)
            self.flight.draw(surface, self.board, ui.anim.moving())

    def draw_panel(self, surface: pygame.Surface, view: View[ClassicView], ui: TableUI) -> None:
        if self.panel.height <= 0:  # the panel had no room for the game's part (a tip)
            return
        draw_panel(surface, self.palette, self.panel_layout, self.panel.left, view, ui)


__all__ = ["ClassicPlugin"]
