"""Where a Sorry My Ass! card choice is on the screen (a rank of the viewer's hand in the
strip), and the number keys (the n-th rank of the hand, from the left). Board choices
are the shared board's (`app/plugins/board/locate.py`).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from sorry_game.app.plugins.president.hand import ring_rect
from sorry_game.app.plugins.president.layout import HandGroup
from sorry_game.app.table.plugin import Target
from sorry_game.engine.picking import Choice
from sorry_game.games.board.cards import card_label


def locate_card(choice: Choice, groups: Sequence[HandGroup]) -> Target | None:
    """The rank group of the card chosen; its point (where the pills for the count go)
    is at the top of the cards."""
    for g in groups:
        if g.card == choice.key:
            point = (g.rect.centerx, g.rect.top)
            ring, tray = ring_rect(g), pygame.Rect(g.tray)
            return Target(choice, pygame.Rect(g.rect), point, ring=ring, room=tray)
    return None


def hotkey_card(n: int, options: Sequence[Choice], groups: Sequence[HandGroup]) -> Choice | None:
    """Number key n: the n-th rank of the hand (from the left); with a rank already
    chosen, another rank (the table steps back to take it)."""
    ranks = [g.card for g in groups]
    if not 1 <= n <= len(ranks):
        return None
    card = ranks[n - 1]
    for c in options:
        if c.ident == ("card", card):
            return c
    if any(c.kind == "button" and str(c.key).startswith("play") for c in options):
        return Choice("card", card, card_label(card))
    return None


__all__ = ["hotkey_card", "locate_card"]
