"""Where things go in Sorry!'s part of the side panel, from the rectangle it is given:

    +------+--------------------+
    | card | what the card does |   the card in play (or the last one played)
    +------+--------------------+
    [1] [2] [3] [4] [5]             the hand of five (option C-14), under the card

With large text in a narrow column (a word of the card's too wide beside the card at
full size) the words go under the card, across the part's whole width.

Pure geometry (no drawing, no view). The board itself is `app/plugins/board/layout.py`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

#: C-14: cards in the hand of five
HAND = 5


def hand_card_size(width: int, unit: int) -> tuple[int, int, int]:
    """(card width, card height, gap) of the hand of five in a panel `width` wide."""
    gap = max(4, unit // 3)
    hw = min((width - 4 * gap) // HAND, int(unit * 4.2))
    return hw, int(hw * 1.4), gap


def card_width(width: int, unit: int, hand_mode: bool) -> int:
    return min(int(width * 0.3), int(unit * (4.2 if hand_mode else 4.6)))


def text_width_beside(width: int, unit: int, hand_mode: bool) -> int:
    """The width of the card's words beside the card."""
    return width - card_width(width, unit, hand_mode) - unit // 2


def panel_height(
    width: int, unit: int, hand_mode: bool, text_h: int = 0, below: bool = False
) -> int:
    """The height the panel part needs: the card (or its words beside it, `text_h`,
    when they are taller: large text in a narrow column; or under it, `below`), and the
    hand of five under it."""
    card_h = int(card_width(width, unit, hand_mode) * 1.4)
    h = card_h + unit // 3 + text_h if below else max(card_h, text_h)
    if hand_mode:
        _hw, hh, _gap = hand_card_size(width, unit)
        h += int(unit * 0.6) + hh + int(unit * 1.3) + unit // 2
    return h


@dataclass
class PanelLayout:
    """The rectangles of the panel part."""

    #: the card in play (or the last one played)
    card: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    #: what the card does, beside it
    text: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    #: the five cards of the hand, left to right (none without the option)
    hand: list[pygame.Rect] = field(default_factory=list)
    #: the baseline of "Your hand" over the hand
    hand_title_y: int = 0
    #: the card's words under the card (large text in a narrow column), not beside it
    below: bool = False


def layout_panel(
    rect: pygame.Rect, unit: int, hand_mode: bool, title_y: int = 0, below: bool = False
) -> PanelLayout:
    """The panel part in `rect` (`title_y`: the hand's title line when there is no hand;
    `below`: the card's words under the card, not beside it)."""
    u = unit
    hand_h = 0
    hw, hh, gap = hand_card_size(rect.width, u)
    card_h = rect.height
    if hand_mode:  # the hand of five under the card
        hand_h = int(u * 0.6) + hh + int(u * 1.3)
        card_h = rect.height - hand_h - u // 2
    top_h = card_h  # the words beside the card may take more height than the card
    card_w = min(int(rect.width * 0.3), int(card_h / 1.4), card_width(rect.width, u, hand_mode))
    card_h = int(card_w * 1.4)
    card = pygame.Rect(rect.left, rect.top, card_w, card_h)
    if below:
        under = card_h + u // 3
        text = pygame.Rect(rect.left, rect.top + under, rect.width, max(0, top_h - under))
    else:
        text = pygame.Rect(
            rect.left + card_w + u // 2, rect.top, rect.width - card_w - u // 2, top_h
        )
    out = PanelLayout(card=card, text=text, hand_title_y=title_y, below=below)
    if hand_h:
        top = rect.bottom - hh - int(u * 1.3)
        total = HAND * hw + (HAND - 1) * gap
        hx = rect.left + (rect.width - total) // 2
        out.hand = [pygame.Rect(hx + i * (hw + gap), top, hw, hh) for i in range(HAND)]
        out.hand_title_y = top - int(u * 0.15)
    return out


__all__ = ["HAND", "PanelLayout", "hand_card_size", "layout_panel", "panel_height"]
