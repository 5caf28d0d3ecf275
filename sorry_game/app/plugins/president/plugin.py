"""Sorry My Ass! on the table: the Sorry! board (`app/plugins/board`, shared with Sorry!)
with the trick pile in its centre, a tag per seat at its colour's corner (cards in hand,
title, pass, safe), the viewer's hand of up to 12 cards under the board, and the trade,
plays, trick ends and deals animated as cards travelling between them.

This class wires the parts together: `layout.py` (where everything goes), `steps.py`
(events → animation), `locate.py` (cards on screen, number keys), `paint.py` (the
centre, shields, cards in flight), `seats.py` (the tags), `hand.py` (the strip),
`panel.py` (the side panel).

Only `view.game.hand` is ever drawn face up in the hand strip: the view holds the
viewer's own hand and nobody else's. A traded card (`CardGiven`) shows its face only
when the viewer is one of the two seats that may see it (`seen_by`).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

import pygame

from sorry_game.app.draw import SHAPES, Palette
from sorry_game.app.draw.cardart import index_end
from sorry_game.app.draw.figures import disc_mark_px
from sorry_game.app.plugins.board.plugin import SorryBoardPlugin
from sorry_game.app.plugins.president.hand import Drawn, draw_hand
from sorry_game.app.plugins.president.layout import (
    ASPECT,
    HandGroup,
    hand_groups,
    panel_rects,
    pile_card,
    pile_clear,
    pile_room,
    seat_rects,
    split_area,
    still_strip,
    tag_card,
)
from sorry_game.app.plugins.president.locate import hotkey_card, locate_card
from sorry_game.app.plugins.president.paint import (
    TrickPainter,
    draw_flights,
    draw_safe_pawns,
    seat_name,
    seat_rgb,
)
from sorry_game.app.plugins.president.panel import draw_panel, new_trick, new_trick_height
from sorry_game.app.plugins.president.seats import badge_radius, draw_seat
from sorry_game.app.plugins.president.steps import (
    FlightPos,
    card_steps,
    flight_rect,
    hand_pos,
    public_props,
)
from sorry_game.app.table.animator import Step
from sorry_game.app.table.plugin import Region, SeatLook, TableUI, Target
from sorry_game.engine.events import Event
from sorry_game.engine.interface import Game
from sorry_game.engine.picking import Choice
from sorry_game.engine.view import View
from sorry_game.games.president.events import TrickWon
from sorry_game.games.president.view import PresidentView


class PresidentPlugin(SorryBoardPlugin[PresidentView]):
    """Sorry My Ass!: the board, the trick, the seats, the hand, the trade."""

    #: each seat's cards in hand and its chips (President, Asshole, safe) are said by
    #: its box round the board (`seats.py`), not again in the players' rows
    board_says = frozenset({"cards", "note"})
    #: the note "may beat it" is a choice: while a move lands the header says the act
    notes_the_act = False
    #: where the panel widens for large text (200 % at 1280x800), the play area takes
    #: the height beside it: the board as large, the hand strip (its cards) taller
    tall_aspect = 0.75

    def __init__(self, palette: Palette, game: Game) -> None:
        super().__init__(palette, game)
        self.board_rect = pygame.Rect(0, 0, 0, 0)
        self.strip = pygame.Rect(0, 0, 0, 0)
        self.seats: dict[int, pygame.Rect] = {}
        self.pile = pygame.Rect(0, 0, 0, 0)
        self._hand_key: tuple[object, ...] | None = None
        self._groups: list[HandGroup] = []
        #: the public props last given to the animator (the state before an action)
        self._props: dict[str, Any] = {}
        self._tokens = 0
        self.trick = TrickPainter(game)
        #: what the last frame drew face up in the hand strip: [(card, rect)] (tests)
        self.drawn_hand: Drawn = []
        self.panel_card = pygame.Rect(0, 0, 0, 0)
        self.panel_text = pygame.Rect(0, 0, 0, 0)

    # --- layout ----------------------------------------------------------------------
    def preferred_aspect(self) -> float:
        return ASPECT

    def layout(self, area: pygame.Rect) -> None:
        area = pygame.Rect(area)
        least = table = 0
        if self.frame_room and self.table_area.h:  # a still picture: the table's cards
            least = still_strip(area, self.table_area, self.label_scale, self.frame_room)
            # … and its seat tags, beside a board smaller than the table's
            table = split_area(self.table_area, self.label_scale)[0].width
        board, strip = split_area(area, self.label_scale, least)
        super().layout(board)
        self.area = area
        self.board_rect = board
        self.strip = strip
        self.seats = seat_rects(self.board, table, area)
        self.pile = pile_clear(self.board, pile_card(self.board))
        self.trick.room = pile_room(self.board, self.pile)  # clear of the HOME tags
        self.trick.words = self.word_scale
        self.trick.index = self.word_scale / max(1.0, self.word_floor)
        # a fanned play's cards apart by their corner numbers' width ("11" whole)
        self.trick.least = index_end("11", self.pile.width, self.trick.index) + 2
        self._hand_key = None
        self.trick.clear()

    def groups(
        self, view: View[PresidentView], hand: Sequence[int] | None = None
    ) -> list[HandGroup]:
        """The viewer's hand as rank groups in the strip (cached per hand and layout)."""
        if hand is None:
            hand = view.game.hand or ()
        room, framed = self.frame_room, tuple(self.frame_keys)
        key = (tuple(hand), tuple(self.strip), self.label_scale, room, framed)
        if key != self._hand_key:
            self._hand_key = key
            self._groups = hand_groups(self.strip, list(hand), self.label_scale, room, framed)
        return self._groups

    def seat_rect(self, view: View[PresidentView], seat: int) -> pygame.Rect:
        return self.seats[view.colours[seat] % 4]

    def who(self, view: View[PresidentView], seat: int) -> str:
        """A seat in player words: its player's name, else its colour."""
        return seat_name(self.names, view, seat)

    def centre_regions(self, view: View[PresidentView]) -> list[Region]:
        """The trick pile (its fan, the cards turned under it and the count under it),
        the four seat tags and the hand's tray."""
        pile = self.pile
        trick = pile.inflate(round(pile.width * 0.9), round(pile.height * 0.45))
        out = [Region(trick, "pile"), Region(self.strip, "card")]
        out += [Region(self.seat_rect(view, seat), "badge") for seat in range(view.players)]
        return out

    def spots(self, view: View[PresidentView]) -> dict[str, pygame.Rect]:
        """What the guided game's steps explain: the trick pile ("trick"), each seat's
        tag ("seat N", yours also "you"), and the board's (your START and HOME)."""
        pile = self.pile
        out = super().spots(view)
        out |= {"trick": pile.inflate(round(pile.width * 0.9), round(pile.height * 0.45))}
        out |= {f"seat {seat}": self.seat_rect(view, seat) for seat in range(view.players)}
        if view.viewer is not None:
            out["you"] = self.seat_rect(view, view.viewer)
        return out

    # --- animation ---------------------------------------------------------------------
    def shown(self, view: View[PresidentView]) -> tuple[dict[Hashable, Any], dict[str, Any]]:
        pawns, _props = super().shown(view)
        props = public_props(view)
        self._props = props
        return pawns, dict(props)

    def steps(self, events: Sequence[Event], view: View[PresidentView]) -> list[Step]:
        def seat_place(seat: int, card: int | None) -> FlightPos:
            if view.viewer is not None and seat == view.viewer and card is not None:
                return hand_pos(self._groups, self.strip, card)
            return ("seat", seat)

        out = card_steps(events, view, self._props, seat_place, self._token)
        self._props = public_props(view)
        return out

    def _token(self) -> tuple[str, int]:
        self._tokens += 1
        return ("fly", self._tokens)

    def _flight_rect(self, view: View[PresidentView], pos: FlightPos) -> pygame.Rect:
        seat_card = lambda seat: tag_card(self.seat_rect(view, seat))  # noqa: E731
        return flight_rect(pos, self.pile, seat_card, self.trick.room, self.trick.least)

    # --- input -------------------------------------------------------------------------
    def locate(self, choice: Choice, view: View[PresidentView]) -> Target | None:
        if choice.kind == "card":
            return locate_card(choice, self.groups(view))
        return super().locate(choice, view)

    def hotkey(self, n: int, options: Sequence[Choice], view: View[PresidentView]) -> Choice | None:
        """Number keys pick a card of the hand; without cards to pick, the moving
        colour's pawn with that number (the board's)."""
        card = hotkey_card(n, options, self.groups(view))
        if card is not None or any(c.kind == "card" for c in options):
            return card
        return super().hotkey(n, options, view)

    def hotkey_why(self, n: int, options: Sequence[Choice], view: View[PresidentView]) -> str:
        groups = self.groups(view)
        if any(c.kind == "card" for c in options):
            if not 1 <= n <= len(groups):
                return f"You have no card {n}: your hand holds {len(groups)} ranks."
            return f"Card {n} cannot be played now."
        return super().hotkey_why(n, options, view)

    def key_help(self, view: View[PresidentView]) -> list[tuple[str, str]]:
        return [
            ("1-9", "a card of your hand, from the left"),
            ("1-4", "a pawn, once your cards are played"),
        ]

    # --- drawing -------------------------------------------------------------------------
    def seat_looks(self, view: View[PresidentView]) -> list[SeatLook]:
        """The board's looks and each seat's tag: its pawn mark by the name."""
        out = super().seat_looks(view)
        for seat, colour in enumerate(view.colours):
            mark = disc_mark_px(badge_radius(self.seat_rect(view, seat)))
            rgb = seat_rgb(self.palette, self.game, view, seat)
            out.append(SeatLook(seat, "badge", rgb, SHAPES[colour % 4], mark))
        return out

    def draw(self, surface: pygame.Surface, view: View[PresidentView], ui: TableUI) -> None:
        self.names = list(ui.names)
        pal = self.palette
        super().draw(surface, view, ui)
        draw_safe_pawns(surface, pal, self.board, view, ui)
        for seat in range(view.players):
            rgb = seat_rgb(pal, self.game, view, seat)
            rect = self.seat_rect(view, seat)
            words, floor = self.label_scale, self.word_floor
            args = (view, ui.anim.props, seat, self.names, ui.you, words, floor)
            draw_seat(surface, pal, rect, rgb, *args, told=ui.tells(view))
        self.drawn_hand = draw_hand(
            surface, pal, self.strip, view, ui, lambda hand: self.groups(view, hand)
        )
        draw_flights(surface, pal, ui, lambda pos: self._flight_rect(view, pos))

    def draw_centre(self, surface: pygame.Surface, view: View[PresidentView], ui: TableUI) -> None:
        """The centre of the board: the trick pile instead of Sorry!'s draw pile."""
        props = ui.anim.props
        self.trick.draw(surface, self.palette, view, props, self.pile, self.board, self.names)

    # --- the side panel ---------------------------------------------------------------------
    def panel_height(self, width: int, unit: int, view: View[PresidentView]) -> int:
        """The card's room, or at a new trick only the words' (`new_trick_height`)."""
        if new_trick(view):
            return new_trick_height(view, width, unit)
        return int(unit * 5.4)

    def news_tells(self, events: Sequence[Event]) -> bool:
        """P-7: the move that took a trick: the news says who takes it ("The trick goes
        to you"); the play that stood beside it ("Unbeaten: a SORRY!") said it again."""
        return any(isinstance(ev, TrickWon) for ev in events)

    def layout_panel(self, rect: pygame.Rect, unit: int, view: View[PresidentView]) -> None:
        super().layout_panel(rect, unit, view)
        self.panel_card, self.panel_text = panel_rects(rect, unit)

    def draw_panel(self, surface: pygame.Surface, view: View[PresidentView], ui: TableUI) -> None:
        self.names = list(ui.names)
        if self.panel.height <= 0:
            return
        draw_panel(surface, self.palette, self.panel_card, self.panel_text, view, ui, self.names)


__all__ = ["PresidentPlugin"]
