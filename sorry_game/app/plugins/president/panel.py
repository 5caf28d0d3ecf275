"""Drawing Sorry My Ass!'s part of the side panel: a card and a few lines about it —
the card being moved (which of the play, what it does), the play to beat, the trade, a
new trick, the passes; the viewer's card under the mouse or chosen; the viewer's side
of this round's trade.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from sorry_game.app.draw import Palette, blit_text, font, wrap_text
from sorry_game.app.draw.cardart import draw_card
from sorry_game.app.plugins.president.paint import seat_name
from sorry_game.app.table.plugin import TableUI
from sorry_game.engine.view import View
from sorry_game.games.board.cards import CARD_TEXT, card_label
from sorry_game.games.board.geometry import COLOUR_NAMES
from sorry_game.games.president.cards import cards_text
from sorry_game.games.president.view import Moving, PresidentView, TrickPlay


def card_text(card: int) -> str:
    """What a card does on the board here (no "draw again": there is no draw pile)."""
    return CARD_TEXT.get(card, "").replace(" Then draw again.", "")


def _card_choice(key: object) -> int | None:
    return key if isinstance(key, int) else None


def panel_words(
    view: View[PresidentView], ui: TableUI, names: Sequence[str]
) -> tuple[int | None, str, list[str]]:
    """(the card shown, the title, the lines under it)."""
    props = ui.anim.props
    trick: list[TrickPlay] = props.get("trick") or []
    moving: Moving | None = props.get("moving")
    picked = next((_card_choice(c.key) for c in ui.chosen if c.kind == "card"), None)
    hover = (
        _card_choice(ui.hover.choice.key)
        if ui.hover is not None and ui.hover.choice.kind == "card"
        else None
    )
    title, lines = "", []
    card = None
    game = view.game
    if moving:
        card = moving.card
        total, left = moving.total, moving.left
        who = COLOUR_NAMES[view.colours[moving.player] % 4]
        title = f"{who} moves the {card_label(card)}"
        if total > 1:
            number = min(total, total - left + 1)
            after = "the last one" if left <= 1 else f"{left - 1} more after this"
            lines.append(f"card {number} of {total}, {after}")
        lines.append(card_text(card))
    elif trick:
        top = trick[-1]
        card = top.card
        title = f"To beat: {cards_text(top.card, top.count)}"
        lines.append(f"played by {seat_name(names, view, top.seat)}")
    elif game.phase == "trade":
        title = "The trade"
        if game.titles is not None:
            pres, ass = game.titles.president, game.titles.asshole
            lines.append(
                f"{seat_name(names, view, pres)} (President) gives a card to "
                f"{seat_name(names, view, ass)} (Asshole), who gives back "
                "their highest."
            )
    elif view.outcome is None:
        title = "A new trick"
        if game.forced_lead:
            lines.append("Everybody passed: the lead must be played.")
        else:
            lines.append("Lead any number of cards of one rank.")
    passed = props.get("passed") or []
    if passed and not moving:
        who_passed = ", ".join(seat_name(names, view, s) for s in passed)
        lines.append(f"Passed: {who_passed}")
    shown = picked if picked is not None else hover
    if shown is not None and ui.active and not moving:
        card = shown
        lines = [f"Your {card_label(shown)}: {card_text(shown)}"]
        title = title or "Your card"
    trade = game.trade
    if (
        trade is not None
        and trade.gave is not None
        and trade.received is not None
        and not moving
        and shown is None
    ):
        lines.append(f"Trade: you gave {card_label(trade.gave)}, got {card_label(trade.received)}")
    return card, title, lines


def draw_panel(
    surface: pygame.Surface,
    pal: Palette,
    card_rect: pygame.Rect,
    text_rect: pygame.Rect,
    view: View[PresidentView],
    ui: TableUI,
    names: Sequence[str],
) -> None:
    """The card at `card_rect` and the words in `text_rect`; with no card in question
    (a new trick) the words take its place too (an empty outline meant nothing)."""
    card, title, lines = panel_words(view, ui, names)
    u = ui.unit
    cr = card_rect
    tr = text_rect
    if card is not None:
        draw_card(surface, pal, cr, card_label(card), "")
    else:
        tr = pygame.Rect(cr.left, tr.top, tr.right - cr.left, tr.height)
    big = max(11, int(u * 1.05))
    y = tr.top
    # a narrow panel (large text, two columns) wraps the title rather than cut it
    for k, line in enumerate(wrap_text(title, big, tr.width, True) if title else []):
        last = y + 2 * font(big, True).get_linesize() > tr.bottom
        if k and last:
            break
        blit_text(surface, line, big, pal["text"], (tr.left, y), bold=True)
        y += font(big, True).get_linesize()
    size = max(10, int(u * 0.9))
    lh = font(size).get_linesize()
    for text in lines:
        for line in wrap_text(text, size, tr.width):
            if y + lh > tr.bottom:
                return
            blit_text(surface, line, size, pal["muted_text"], (tr.left, y))
            y += lh


__all__ = ["card_text", "draw_panel", "panel_words"]
