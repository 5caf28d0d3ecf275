"""What every painter of the Sorry! Revenge tableau is given for one frame, and the few
drawing helpers they share.

`Frame` bundles the surface, the view, the table's `TableUI`, the tableau's geometry,
the palette and card painter, the props the animator shows now and the tokens in
flight; `Names` says seats in player words. The painters (paint.py, seats.py,
centre.py, hand.py, moment.py) are functions of a `Frame`; nothing here changes the
view or the model.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

import pygame

from sorry_game.app.draw import Colour, Palette, blit_text, contrast_text, darken, font
from sorry_game.app.plugins.revenge.cards import CardPainter
from sorry_game.app.plugins.revenge.layout import SeatSpot, Tableau
from sorry_game.app.table.animator import Tween
from sorry_game.app.table.plugin import TableUI
from sorry_game.engine.interface import Game
from sorry_game.engine.view import View
from sorry_game.games.revenge.view import LastRound, RevengeView

#: tokens in flight: token -> (its tween, how far it is, 0..1)
Moving = dict[Hashable, tuple[Tween, float]]

#: what LastRound.result says, with the seat's and the other's colour names
ROUND_WORDS = {
    "21": "{seat} made 21",
    "stolen": "{seat} stole the 21 of {by}",
    "steal_blocked": "{seat} blocked the steal of {by}",
    "bust": "{seat} went bust with {total}",
    "flip_blocked": "{seat} blocked the SORRY! of {by}",
    "flipped_back": "{by} flipped back a pawn card of {seat}",
}


class Names:
    """Seats in player words: the players' names, else their colours."""

    def __init__(
        self, game: Game, view: View[RevengeView], names: list[str], you: bool = True
    ) -> None:
        self.game = game
        self.view = view
        self.names = names
        #: the viewer is the person at the screen (False in a replay: names only)
        self.you = you

    def colour_name(self, seat: int) -> str:
        try:
            return self.game.colours[self.view.colours[seat]].name
        except (IndexError, AttributeError):
            return f"Seat {seat + 1}"

    def seat_name(self, seat: int) -> str:
        """A seat's label on the tableau: "You" for the viewer at the screen, else the
        player's name."""
        return "You" if self.you and seat == self.view.viewer else self.who(seat)

    def who(self, seat: int) -> str:
        """A seat in player words: its player's name, else its colour."""
        names = self.names
        return names[seat] if 0 <= seat < len(names) else self.colour_name(seat)

    def seat_shape(self, seat: int) -> int | None:
        colours = getattr(self.game, "colours", ())
        return self.view.colours[seat] if len(colours) == 4 else None

    def round_text(self, last: LastRound, words: str) -> str:
        """`words` (a ROUND_WORDS entry) about the round `last`, with colour names."""
        seat, by = last.seat, last.by
        return words.format(
            seat=self.colour_name(seat) if isinstance(seat, int) else "",
            by=self.colour_name(by) if isinstance(by, int) else "",
            total=last.total,
        )


@dataclass
class Frame:
    """One frame of the tableau, for the painters."""

    surface: pygame.Surface
    view: View[RevengeView]
    ui: TableUI
    tab: Tableau
    pal: Palette
    cards: CardPainter
    #: the play area (labels are kept inside it)
    area: pygame.Rect
    names: Names
    #: the public table as the animator shows it now (steps.public)
    props: dict[str, Any]
    moving: Moving
    #: an animation runs: the moment's marks wait for it
    busy: bool


def tag(
    f: Frame,
    text: str,
    size: float,
    colour: Colour,
    anchor: tuple[float, float],
    within: pygame.Rect,
) -> pygame.Rect:
    """A small label pill on a block's edge."""
    fo = font(size, True)
    pad = f.tab.pad
    w = fo.size(text)[0] + pad * 2
    h = fo.get_height() + pad // 2
    r = pygame.Rect(0, 0, w, h)
    r.midright = (round(anchor[0]), round(anchor[1]))
    r.clamp_ip(f.area)
    pygame.draw.rect(f.surface, darken(colour, 0.45), r.inflate(2, 2), border_radius=h // 2)
    pygame.draw.rect(f.surface, colour, r, border_radius=h // 2)
    blit_text(f.surface, text, size, contrast_text(colour), r.center, "center", bold=True)
    return r


def flash(moving: Moving, style: str) -> float | None:
    """How far a flash of `style` ("21", "bust") is, or None when none runs."""
    for token, (tween, t) in moving.items():
        if isinstance(token, tuple) and token[0] == "flash" and tween.style == style:
            return t
    return None


def answer_card(view: View[RevengeView]) -> str | None:
    """The card the viewer would play to answer an out-of-turn question now."""
    ask = view.game.pending
    if ask is None or view.viewer is None or ask.seat != view.viewer:
        return None
    if ask.kind == "steal":
        return "steal"
    if ask.kind == "block":
        return "dontbe"
    return None


def mark_flip_back(f: Frame, spot: SeatSpot, colour: Colour) -> None:
    """Frame the pawn card of `spot` that a flip-back would turn."""
    flips = f.view.game.flips
    if spot.seat >= len(flips):
        return
    n = flips[spot.seat]
    index = n - 1 if n <= 4 else n - 5
    if 0 <= index < len(spot.pawns):
        width = max(3, f.tab.pad // 2)
        r = spot.pawns[index].inflate(width * 2, width * 2)
        pygame.draw.rect(f.surface, colour, r, width, border_radius=max(3, r.width // 6))


__all__ = [
    "ROUND_WORDS",
    "Frame",
    "Moving",
    "Names",
    "answer_card",
    "flash",
    "mark_flip_back",
    "tag",
]
