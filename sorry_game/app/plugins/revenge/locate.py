"""Where the choices of a Sorry! Revenge decision are on the tableau, and number keys.

"card" choices are the viewer's hand cards (one slot per kind of card, as drawn), and
"seat" choices (whose pawn card a SORRY! flip-back turns) the seats' blocks. Anything
else (the answers out of turn) is the table's: a button or a pill.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from sorry_game.app.draw import font, text_scale, text_width
from sorry_game.app.plugins.revenge.layout import Tableau, hand_groups, hand_of
from sorry_game.app.table.plugin import Target
from sorry_game.engine.picking import Choice
from sorry_game.engine.view import View
from sorry_game.games.revenge.view import RevengeView


def locate(choice: Choice, view: View[RevengeView], tab: Tableau) -> Target | None:
    """The target of `choice` on the tableau, or None (the table offers it)."""
    if choice.kind == "card":
        hand = hand_of(view)
        if hand is None:
            return None
        counted = hand_groups(hand)
        groups = [c for c, _n in counted]
        if choice.key not in groups:
            return None
        i = groups.index(str(choice.key))
        r = tab.hand_slots(groups)[i]
        ring = ring_rect(tab, r, counted[i][1])
        room = tab.area.inflate(-tab.pad, -tab.pad)  # (the tableau's edge)
        return Target(choice, pygame.Rect(r), r.center, ring=ring, room=room)
    if choice.kind == "seat" and isinstance(choice.key, int):
        spot = tab.seats.get(choice.key)
        if spot is None:
            return None
        return Target(choice, pygame.Rect(spot.rect), spot.rect.center)
    return None


def ring_rect(tab: Tableau, r: pygame.Rect, count: int) -> pygame.Rect:
    """A hand card with its number key under it and its "x2" tag (`hand.draw_hand`):
    what the focus ring goes round (it covered them)."""
    size = tab.key_px() / text_scale()
    lh = font(size, True).get_linesize()
    out = r.union(pygame.Rect(r.centerx - lh, r.bottom + 2, 2 * lh, lh))
    if count > 1:  # the tag's right end on the card's top edge, half a pad beyond it
        w = text_width(f"x{count}", size, True) + tab.pad * 2
        h = font(size, True).get_height() + tab.pad // 2
        out.union_ip(pygame.Rect(r.right + tab.pad // 2 - w, r.top - h // 2, w, h))
    return out


def hotkey(n: int, options: Sequence[Choice], view: View[RevengeView]) -> Choice | None:
    """Number key n picks the n-th card of the hand (as drawn, left to right)."""
    hand = hand_of(view) or []
    groups = [c for c, _n in hand_groups(hand)]
    if 1 <= n <= len(groups):
        return next((c for c in options if c.ident == ("card", groups[n - 1])), None)
    return None


__all__ = ["hotkey", "locate"]
