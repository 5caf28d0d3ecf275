"""Drawing Sorry!'s part of the side panel: the card in play (or the last one played)
with what it does, and the viewer's hand of five (option C-14).

Only `ClassicView.hand` is ever drawn face up: the view holds the viewer's own hand and
nobody else's.
"""

from __future__ import annotations

import pygame

from sorry_game.app.draw import Palette, blit_text, font, wrap_balanced, wrap_text
from sorry_game.app.draw.cardart import draw_card
from sorry_game.app.plugins.classic.layout import PanelLayout
from sorry_game.app.table.plugin import TableUI
from sorry_game.engine.view import View
from sorry_game.games.board.cards import CARD_TEXT, card_label
from sorry_game.games.classic.view import ClassicView


def chosen_card(ui: TableUI) -> int | None:
    """The card of the hand chosen so far, or None."""
    for c in ui.chosen:
        if c.kind == "card" and isinstance(c.key, int):
            return c.key
    return None


def draw_panel(
    surface: pygame.Surface,
    pal: Palette,
    lay: PanelLayout,
    left: int,
    view: View[ClassicView],
    ui: TableUI,
) -> None:
    """The card with its text, then the hand (`left`: the panel's left edge)."""
    u = ui.unit
    hand_mode = view.game.hand_mode
    picked = chosen_card(ui)
    card = picked if picked is not None else ui.anim.props.get("card")
    if card:
        draw_card(surface, pal, lay.card, card_label(card), "")
        body = CARD_TEXT.get(card, "")
    else:
        draw_card(surface, pal, lay.card, None, face_up=False)
        body = "Choose a card from your hand." if hand_mode and ui.active else ""
    tr = lay.text
    y = tr.top
    size = max(11, int(u * 1.0))
    if hand_mode and card and picked is None:
        small = max(11, int(u * 0.85))
        blit_text(surface, "Last played", small, pal["muted_text"], (tr.left, y))
        y += font(small).get_linesize()
    lines = wrap_balanced(body, size, tr.width)
    lh = font(size).get_linesize()

    def split(lines: list[str]) -> bool:  # a word too wide for the column, broken
        return " ".join(lines).split() != body.split()

    # the whole text, every word whole: smaller until it fits
    while (len(lines) * lh > tr.bottom - y or split(lines)) and size > 10:
        size = max(10, int(size * 0.9))
        lines = wrap_balanced(body, size, tr.width)
        lh = font(size).get_linesize()
    for line in lines[: max(1, (tr.bottom - y) // lh)]:
        blit_text(surface, line, size, pal["text"], (tr.left, y))
        y += lh
    if hand_mode and lay.hand:
        draw_hand(surface, pal, lay, left, view, ui)


def card_text_height(card: int, unit: int, width: int, card_h: int) -> int:
    """The height a card's words need beside a card `card_h` tall: none more than the
    card where they fit it at 0.85 of the unit (the panel draws them so, as it always
    has); else (large text in a narrow column) their height at their full size."""
    words = CARD_TEXT.get(card, "")

    def height(size: int) -> int:
        return len(wrap_text(words, size, max(1, width))) * font(size).get_linesize()

    if height(max(11, int(unit * 0.85))) <= card_h:
        return card_h
    return height(max(11, unit))


def draw_hand(
    surface: pygame.Surface,
    pal: Palette,
    lay: PanelLayout,
    left: int,
    view: View[ClassicView],
    ui: TableUI,
) -> None:
    """The hand of five, the playable cards highlighted, the chosen one raised, with
    the number keys under them (or five backs for a spectator)."""
    u = ui.unit
    hand = view.game.hand
    title = ui.hand_title(view.viewer) if hand is not None else "Hand hidden"
    blit_text(
        surface,
        title,
        max(11, int(u * 0.85)),
        pal["muted_text"],
        (left, lay.hand_title_y),
        "bottomleft",
    )
    playable = {t.choice.key for t in ui.targets if t.choice.kind == "card"}
    picked = chosen_card(ui)
    marked = False
    for i, r in enumerate(lay.hand):
        if hand is None or i >= len(hand):
            draw_card(surface, pal, r, None, face_up=False, mark=False)
            continue
        card = hand[i]
        selected = ui.active and card == picked and not marked
        marked = marked or selected
        rr = r.move(0, -int(u * 0.5)) if selected else r
        hl = (
            pal["selected"]
            if selected
            else (pal["highlight"] if card in playable and ui.active else None)
        )
        draw_card(surface, pal, rr, card_label(card), "", highlight=hl)
        if ui.active:
            blit_text(
                surface,
                str(i + 1),
                max(10, int(u * 0.75)),
                pal["muted_text"],
                (r.centerx, r.bottom + 2),
                "midtop",
            )
    for t in ui.targets:
        if t.choice.kind == "card" and ui.hover is t:
            pygame.draw.rect(
                surface,
                pal["selected"],
                t.rect.inflate(6, 6),
                2,
                border_radius=max(3, t.rect.width // 10),
            )


__all__ = ["chosen_card", "draw_hand", "draw_panel"]
