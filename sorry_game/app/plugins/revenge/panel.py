"""The Sorry! Revenge part of the side panel: the card in focus, in full (the card under
the pointer, the one chosen, else the top of the play pile and who played it), or the
round and how the last one ended.
"""

from __future__ import annotations

from typing import Any

import pygame

from sorry_game.app.draw import Palette, blit_text, fit_text, font, mix, wrap_text
from sorry_game.app.plugins.revenge.cards import CardPainter, card_name, card_text
from sorry_game.app.plugins.revenge.frame import ROUND_WORDS, Names
from sorry_game.app.plugins.revenge.steps import public
from sorry_game.app.table.plugin import TableUI
from sorry_game.engine.view import View
from sorry_game.games.revenge.events import CardPlayed
from sorry_game.games.revenge.view import RevengeView


def focus_card(view: View[RevengeView], ui: TableUI, names: Names) -> tuple[str | None, str]:
    """(the card code in focus or None, the heading above its name)."""
    code, heading = None, ""
    if ui.hover is not None and ui.hover.choice.kind == "card":
        code, heading = str(ui.hover.choice.key), "Your card"
    chosen = next((c.key for c in ui.chosen if c.kind == "card"), None)
    if code is None and chosen is not None:
        code, heading = str(chosen), "Chosen"
    pile = (ui.anim.props if ui.anim.busy else public(view)).get("pile", ())
    if code is None and pile:
        code = pile[-1]
        heading = "On the pile"
        for ev in reversed(ui.last_events):
            if ev.kind == "play" and isinstance(ev, CardPlayed) and ev.card == code:
                heading = f"Played by {names.seat_name(ev.player)}"
                break
    return code, heading


def draw_panel(
    surface: pygame.Surface,
    view: View[RevengeView],
    ui: TableUI,
    pal: Palette,
    cards: CardPainter,
    names: Names,
    card_rect: pygame.Rect,
    text_rect: pygame.Rect,
) -> None:
    """The card in focus in `card_rect`, its name and text in `text_rect`; without a
    card, the round and how the last one ended."""
    u = ui.unit
    code, heading = focus_card(view, ui, names)
    r = card_rect
    if code is not None:
        cards.draw_face(surface, code, r)
    else:
        pygame.draw.rect(
            surface,
            mix(pal["panel"], pal["text"], 0.2),
            r,
            1,
            border_radius=max(3, r.width // 10),
        )
    tr = text_rect
    small = max(11, int(u * 0.8))
    size = max(11, int(u * 0.95))
    y = tr.top
    lines: list[tuple[str, float, Any, bool]] = []
    if code is not None:
        lines.append((heading, small, pal["muted_text"], False))
        lines.append((card_name(code), size, pal["text"], True))
        for line in wrap_text(card_text(code), small, tr.width):
            lines.append((line, small, pal["text"], False))
    else:
        last = view.game.last_round
        lines.append((f"Round {view.game.round}", size, pal["text"], True))
        text = "The play pile is empty: the next card starts the count."
        if last:
            words = ROUND_WORDS.get(last.result, "")
            text = "Last round: " + names.round_text(last, words) + "."
        for line in wrap_text(text, small, tr.width):
            lines.append((line, small, pal["text"], False))
    for text, sz, colour, bold in lines:
        lh = font(sz, bold).get_linesize()
        if y + lh > tr.bottom:
            break
        blit_text(surface, fit_text(text, sz, tr.width, bold), sz, colour, (tr.left, y), bold=bold)
        y += lh


__all__ = ["draw_panel", "focus_card"]
