"""The viewer's hand along the bottom of the Sorry! Revenge tableau: face up, equal
cards as one small stack, the cards that can be picked lit (the others veiled), the
chosen or hovered card raised, the card that would answer an out-of-turn question
raised and glowing, number-key labels; a spectator sees the bottom seat's backs.

Only `view.game.hand` is ever drawn face up: it is the viewer's own.
"""

from __future__ import annotations

import pygame

from sorry_game.app.draw import blit_text, draw_keycap, mix, text_scale
from sorry_game.app.plugins.revenge.frame import Frame, answer_card, tag
from sorry_game.app.plugins.revenge.layout import hand_groups, hand_of
from sorry_game.app.plugins.revenge.steps import minus


def draw_hand(f: Frame) -> None:
    """The viewer's hand (or, for a spectator, the bottom seat's backs)."""
    pal = f.pal
    tab = f.tab
    ui = f.ui
    surface = f.surface
    hand = hand_of(f.view)
    if hand is None:  # a spectator: the bottom seat's hand as backs
        draw_spectator_hand(f)
        return
    shown = minus(hand, f.props.get("incoming", ()))
    groups = hand_groups(shown)
    rects = tab.hand_slots([code for code, _n in groups])
    targets = {t.choice.key: t for t in ui.targets if t.choice.kind == "card" and t.kind != "pill"}
    alternates = {t.choice.key for t in ui.alternates if t.choice.kind == "card"}
    chosen = next((c.key for c in ui.chosen if c.kind == "card"), None)
    hover = None
    if ui.hover is not None and ui.hover.choice.kind == "card" and ui.hover.kind != "pill":
        hover = ui.hover.choice.key
    hinted = {c.key for c in ui.hint if c.kind == "card"}
    answer = answer_card(f.view) if not f.busy else None
    picking = ui.active and bool(targets)
    label = tab.key_px() / text_scale()
    raised: list[int] = []
    order = list(range(len(groups)))
    for i in order:
        code = groups[i][0]
        if ui.active and (code == chosen or code == hover) or code == answer:
            raised.append(i)
    for i in [*[k for k in order if k not in raised], *raised]:
        code, count = groups[i]
        r = rects[i]
        lift_by = 0
        if ui.active and code == chosen and ui.mark is None:
            lift_by = tab.raise_h
        elif ui.active and code == chosen:
            # a still picture's (the review's moment): in its place, edged in its
            # legend's colour; raised, its frame ran over the seat's pawn cards above
            lift_by = 0
        elif code == answer:
            lift_by = tab.raise_h
        elif ui.active and code == hover:
            lift_by = round(tab.raise_h * 0.6)
        rr = r.move(0, -lift_by)
        if i and rects[i - 1].right > r.left:  # a fan: a shade on the card under it
            shade_left(surface, rr)
        if count > 1:  # equal cards: a small stack
            off = max(2, r.width // 14)
            f.cards.draw_face(surface, code, rr.move(off, -off))
        f.cards.draw_face(surface, code, rr)
        radius = max(3, rr.width // 10)
        if picking and code not in targets and code != chosen and code not in alternates:
            veil = pygame.Surface(rr.size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (*pal["background"], 150), veil.get_rect(), border_radius=radius)
            surface.blit(veil, rr)
        edge = None
        width = max(3, rr.width // 18)
        if ui.active and code == chosen:  # (a still picture's in its legend's colour)
            edge = ui.mark or pal["selected"]
        elif ui.active and code == hover and code in targets:
            edge = pal["selected"]
        elif ui.active and code in targets:
            edge = pal["highlight"]
        elif ui.active and code in alternates:
            edge, width = mix(pal["highlight"], pal["background"], 0.45), max(2, width - 1)
        elif code == answer:  # the card an answer on the buttons would play
            edge = pal["selected"]
            glow = pygame.Surface(rr.inflate(width * 6, width * 6).size, pygame.SRCALPHA)
            pygame.draw.rect(
                glow, (*pal["selected"], 90), glow.get_rect(), border_radius=radius + width * 3
            )
            surface.blit(glow, rr.inflate(width * 6, width * 6))
            f.cards.draw_face(surface, code, rr, shadow=False)
        if edge is not None:
            pygame.draw.rect(
                surface,
                edge,
                rr.inflate(width, width),
                width,
                border_radius=radius + width // 2,
            )
        if code in hinted and ui.active:
            pygame.draw.rect(
                surface,
                pal["accent"],
                rr.inflate(width * 4, width * 4),
                max(2, width - 1),
                border_radius=radius + width * 2,
            )
        if count > 1:  # how many equal cards the slot holds, on its top edge
            tag(f, f"x{count}", label, pal["accent"], (rr.right + tab.pad // 2, rr.top), rr)
        if ui.active and (code in targets or code in alternates):
            draw_keycap(surface, pal, str(i + 1), label, (r.centerx, r.bottom + 2), bold=True)


def shade_left(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A soft shadow along a fanned card's left edge, on the card it covers: the
    overlap reads as cards laid over each other, not frames crossing."""
    w = max(3, rect.width // 12)
    shade = pygame.Surface((w, rect.height), pygame.SRCALPHA)
    for x in range(w):
        pygame.draw.line(shade, (0, 0, 0, 90 * (x + 1) // w), (x, 4), (x, rect.height - 4))
    surface.blit(shade, (rect.left - w, rect.top))


def draw_spectator_hand(f: Frame) -> None:
    """A spectator sees the bottom seat's hand as backs, and its count."""
    tab = f.tab
    sizes = f.props["sizes"]
    n = sizes[tab.bottom] if tab.bottom < len(sizes) else 0
    for r in tab.hand_rects(n):
        f.cards.draw_back(f.surface, r)
    if tab.seats.get(tab.bottom) is not None:
        small = tab.small_px / text_scale()
        words = "1 card" if n == 1 else f"{n} cards"
        blit_text(
            f.surface,
            words,
            small,
            f.pal["muted_text"],
            (tab.hand_box.centerx, tab.hand_box.bottom),
            "midbottom",
        )


__all__ = ["draw_hand", "draw_spectator_hand"]
