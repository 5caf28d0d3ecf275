"""Sorry! Revenge on the table: a tableau of cards, drawn from the engine's view.

- every seat's four pawn cards (START / HOME) in its colour, around the felt in the
  order of play; the viewer at the bottom with their hand fanned face up (only
  `view.game.hand`: another seat's hand is only ever drawn as backs and a count);
- on the felt: the draw pile and the discard (counts), the play pile (its last cards
  face up), a large running total with a gauge to 21, and the direction of play as
  arrowheads running round the felt;
- "card" choices are the viewer's hand cards, "seat" choices (a SORRY! flip-back) the
  seats' blocks; out-of-turn questions (steal a 21, block a SORRY!) are the table's
  buttons, and the tableau shows the moment: the 21 and its scorer lit, an arrow from
  the attacker, the card that would answer raised, a callout;
- animations: a card flies to the pile, the total counts up (or slides to its number),
  a 21 rings, a bust flashes, pawn cards flip, drawn cards fly from the draw pile (face
  up only into the viewer's own hand), the pile is swept to the discard;
- the side panel shows the card under the pointer (or the one on the pile) in full.

This class only wires the parts: where things go (layout.py), choices on screen
(locate.py), events to animation steps (steps.py), painting (paint.py with seats.py,
centre.py, hand.py, moment.py; card faces: cards.py; what a frame holds: frame.py),
the side panel (panel.py).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from types import MappingProxyType
from typing import Any

import pygame

from sorry_game.app.draw import Palette
from sorry_game.app.plugins.revenge.cards import CardPainter, log_card_colours
from sorry_game.app.plugins.revenge.frame import ROUND_WORDS, Frame, Names
from sorry_game.app.plugins.revenge.layout import (
    Tableau,
    hand_groups,
    hand_of,
    panel_part_height,
    panel_rects,
)
from sorry_game.app.plugins.revenge.locate import hotkey as hotkey_of
from sorry_game.app.plugins.revenge.locate import locate as target_of
from sorry_game.app.plugins.revenge.paint import draw_table
from sorry_game.app.plugins.revenge.panel import draw_panel, said_now
from sorry_game.app.plugins.revenge.seats import seat_looks
from sorry_game.app.plugins.revenge.steps import build_steps, public
from sorry_game.app.table.animator import Step
from sorry_game.app.table.movelog import draw_card_mark
from sorry_game.app.table.plugin import Point, Region, SeatLook, TablePlugin, TableUI, Target
from sorry_game.engine.events import Event, Mark
from sorry_game.engine.interface import Game
from sorry_game.engine.picking import Choice
from sorry_game.engine.view import View
from sorry_game.games.revenge.view import RevengeView


class RevengePlugin(TablePlugin[RevengeView]):
    """The Sorry! Revenge tableau."""

    seats_round_viewer = True  # the viewer at the bottom, the others round the felt
    #: each seat's cards in hand: its box's backs and count (the viewer's: the hand
    #: itself), not again in the players' rows
    board_says = frozenset({"cards"})
    #: at large text the panel stacks: a card and its total take the log's whole width
    #: on one line; the panel keeps the two columns' width, the tableau its size
    stacked_panel = True
    stacked_widens = False
    #: where the panel widens for large text (200 % at 1280x800), the tableau takes
    #: the height beside it: the hand across its width, its cards as large as at 100 %
    tall_aspect = 0.75
    #: a narrow log's short form: the seats after HOME without "for" (at 800x600 and
    #: 200 % "HOME / for ●●●" broke: the row is narrower than the fact)
    log_narrow = MappingProxyType({"HOME for ": "HOME ", " START for ": " START "})

    def __init__(self, palette: Palette, game: Game) -> None:
        super().__init__(palette, game)
        self.painter = CardPainter(palette)
        self._tab: Tableau | None = None
        self._tab_key: tuple[Any, ...] | None = None
        #: the public table as the last shown()/steps() left it (the "before" of steps)
        self._model: dict[str, Any] = {}
        self.panel_card = pygame.Rect(0, 0, 0, 0)
        self.panel_text = pygame.Rect(0, 0, 0, 0)
        #: where the card's words go: beside it (`panel_text`) or under it
        self.panel_words = pygame.Rect(0, 0, 0, 0)

    # --- layout -----------------------------------------------------------------------
    def preferred_aspect(self) -> float:
        return 1.1

    def layout(self, area: pygame.Rect) -> None:
        super().layout(area)
        self._tab = None
        self._tab_key = None

    def tableau(self, view: View[RevengeView]) -> Tableau:
        bottom = view.viewer if view.viewer is not None else 0
        words, labels, floor = self.word_scale, self.label_scale, self.word_floor
        key = (tuple(self.area), view.players, bottom, words, labels, floor, self.frame_room)
        if self._tab is None or self._tab_key != key:
            area = pygame.Rect(self.area)
            self._tab = Tableau(
                area,
                view.players,
                bottom,
                word_scale=words,
                label_scale=labels,
                more=words / max(1.0, floor),
                framed=self.frame_room,
            )
            self._tab_key = key
        # (a still picture's framed cards stand apart: `Tableau.hand_slots`)
        self._tab.framed_codes = frozenset(str(k) for k in self.frame_keys)
        return self._tab

    def banner_point(self) -> Point:
        """The bottom edge of the felt: never over the total, the piles, the hand, or
        the question in the top strip."""
        tab = self._tab
        if tab is None:
            return super().banner_point()
        return (tab.felt.centerx, tab.felt.bottom - tab.strip_h / 2)

    def panel_height(self, width: int, unit: int, view: View[RevengeView]) -> int:
        return panel_part_height(width, unit, said_now(view))

    def regions(self, view: View[RevengeView]) -> list[Region]:
        """Each seat's block, the draw pile and the discard with their labels, the play
        pile (its cards step up and left), the total's dial, the viewer's hand and the
        play area's edge (`frame_edges`)."""
        tab = self.tableau(view)
        glow = tab.pad * 3  # the turn's glow round a seat's block
        out = [Region(spot.rect.inflate(glow, glow), "badge") for spot in tab.seats.values()]
        a = round(tab.arrow_size)
        for _edge, (x, y) in tab.arrow_points():
            out.append(Region(pygame.Rect(round(x) - a, round(y) - a, 2 * a, 2 * a), "label"))
        for pile in (tab.draw_rect, tab.discard_rect):
            out.append(Region(pile.inflate(8, 8).move(-3, -3), "pile"))
            label = pygame.Rect(pile.left, pile.bottom, pile.width, tab.label_h)
            out.append(Region(label.inflate(tab.label_h * 3, 0), "label"))
        out.append(Region(tab.pile_rect.union(tab.pile_slot(3)), "pile"))
        x, y = tab.total_centre
        r = round(tab.total_radius)
        out.append(Region(pygame.Rect(round(x) - r, round(y) - r, 2 * r, 2 * r), "label"))
        hand = hand_of(view)
        if hand:
            slots = tab.hand_slots([code for code, _n in hand_groups(hand)])
            out += [Region(r.inflate(0, tab.raise_h * 2), "card") for r in slots]
        return out + frame_edges(tab.area, tab.pad)

    def spots(self, view: View[RevengeView]) -> dict[str, pygame.Rect]:
        """What the guided game's steps explain: the total's dial ("total"), the play
        pile ("pile"), each seat's block ("seat N", yours also "you")."""
        tab = self.tableau(view)
        x, y = tab.total_centre
        r = round(tab.total_radius)
        out = {
            "total": pygame.Rect(round(x) - r, round(y) - r, 2 * r, 2 * r),
            "pile": tab.pile_rect.union(tab.pile_slot(3)),
        }
        out |= {f"seat {seat}": pygame.Rect(spot.rect) for seat, spot in tab.seats.items()}
        if view.viewer is not None and view.viewer in tab.seats:
            out["you"] = pygame.Rect(tab.seats[view.viewer].rect)
        return out

    def seat_looks(self, view: View[RevengeView]) -> list[SeatLook]:
        """Each seat's token and pawn cards as drawn (`seats.seat_looks`)."""
        colours = self.game.colours
        four = len(colours) == 4

        def colour_of(seat: int) -> tuple[int, int, int]:
            return self.palette.player(colours[view.colours[seat]].key)

        def shape_of(seat: int) -> int | None:
            return view.colours[seat] if four else None

        return seat_looks(self.tableau(view).seats.values(), colour_of, shape_of)

    def layout_panel(self, rect: pygame.Rect, unit: int, view: View[RevengeView]) -> None:
        super().layout_panel(rect, unit, view)
        self.panel_card, self.panel_text, self.panel_words = panel_rects(rect, unit)

    # --- animation --------------------------------------------------------------------
    def shown(self, view: View[RevengeView]) -> tuple[dict[Hashable, Any], dict[str, Any]]:
        props = public(view)
        self._model = dict(props)
        return {}, props

    def steps(self, events: Sequence[Event], view: View[RevengeView]) -> list[Step]:
        """The events of one action as steps (see steps.py); the public table after
        them is the "before" of the next action."""
        out = build_steps(self._model, events, view)
        self._model = public(view)
        return out

    def burst_point(self, at: Hashable) -> Point | None:
        """("pawn", seat, index): that pawn card of the seat's block."""
        tab = self._tab
        if tab is None or not (isinstance(at, tuple) and len(at) == 3 and at[0] == "pawn"):
            return None
        spot = tab.seats.get(at[1])
        if spot is None or not 0 <= at[2] < len(spot.pawns):
            return None
        return spot.pawns[at[2]].center

    # --- input ------------------------------------------------------------------------
    def locate(self, choice: Choice, view: View[RevengeView]) -> Target | None:
        return target_of(choice, view, self.tableau(view))

    def hotkey(self, n: int, options: Sequence[Choice], view: View[RevengeView]) -> Choice | None:
        return hotkey_of(n, options, view)

    def hotkey_why(self, n: int, options: Sequence[Choice], view: View[RevengeView]) -> str:
        """No card n in the hand, or that card cannot be played now."""
        groups = hand_groups(hand_of(view) or [])
        if not any(c.kind == "card" for c in options):
            return "No card is played now: choose with the arrows and Enter."
        if not 1 <= n <= len(groups):
            return f"You have no card {n}: your hand holds {len(groups)}."
        return f"Card {n} cannot be played now."

    def key_help(self, view: View[RevengeView]) -> list[tuple[str, str]]:
        return [("1-9", "a card of your hand, from the left")]

    # --- drawing ----------------------------------------------------------------------
    def _names(self, view: View[RevengeView], ui: TableUI) -> Names:
        self.names = list(ui.names)
        if self.painter.palette is not self.palette:
            self.painter = CardPainter(self.palette)
        self.painter.words = self.word_floor
        self.painter.grow = self.word_scale
        return Names(self.game, view, self.names, ui.you)

    def draw(self, surface: pygame.Surface, view: View[RevengeView], ui: TableUI) -> None:
        names = self._names(view, ui)
        busy = ui.anim.busy
        props = dict(public(view))
        if busy or ui.anim.held:  # (held: the table as the news of the move is about)
            props.update(ui.anim.props)
        frame = Frame(
            surface=surface,
            view=view,
            ui=ui,
            tab=self.tableau(view),
            pal=self.palette,
            cards=self.painter,
            area=self.area,
            names=names,
            props=props,
            moving=ui.anim.moving(),
            busy=busy,
        )
        draw_table(frame)

    def draw_panel(self, surface: pygame.Surface, view: View[RevengeView], ui: TableUI) -> None:
        names = self._names(view, ui)
        if self.panel.height <= 0:
            return
        rects = (self.panel_card, self.panel_text, self.panel_words)
        draw_panel(surface, view, ui, self.palette, self.painter, names, *rects)

    def mark_width(self, mark: Mark, height: int) -> int | None:
        """A seat's token with room of its own: "HOME for" names several seats side by
        side, and their tokens (a square, a triangle drawn wider than the row is tall)
        ran into each other at their bare height; the table draws each in its middle."""
        return round(height * SEAT_MARK_W) if mark.kind == "seat" else None

    def draw_mark(self, surface: pygame.Surface, mark: Mark, rect: pygame.Rect, size: int) -> bool:
        """A card of the move log in its group's colour (a number card: the table's)."""
        colours = log_card_colours(self.palette, mark.label) if mark.kind == "card" else None
        if colours is None:
            return False
        draw_card_mark(surface, self.palette, mark, rect, size, *colours)
        return True


def frame_edges(area: pygame.Rect, pad: int) -> list[Region]:
    """Four strips just outside the play area's edge: a message over the area's edge
    reaches into them (at 800x600 the guided game's box went to the bottom, over the
    area's edge, while the side panel had room: now it goes to the panel). They keep
    two pads off the edge, so that a message inside the area, even near its edge
    (the room a message keeps round what it avoids), is not pushed out of it."""
    t, off = max(2, pad), max(4, 2 * pad)
    return [
        Region(pygame.Rect(area.left, area.top - off - t, area.width, t), "frame"),
        Region(pygame.Rect(area.left, area.bottom + off, area.width, t), "frame"),
        Region(pygame.Rect(area.left - off - t, area.top, t, area.height), "frame"),
        Region(pygame.Rect(area.right + off, area.top, t, area.height), "frame"),
    ]


#: a seat token's width in the move log, in row heights (`RevengePlugin.mark_width`)
SEAT_MARK_W = 1.55

__all__ = ["ROUND_WORDS", "SEAT_MARK_W", "RevengePlugin"]
