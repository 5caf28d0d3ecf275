"""The Sorry! Revenge part of the side panel: the card in focus, in full (the card under
the pointer, the one chosen, else the top of the play pile, who played it and what it
did for them), or the round and how the last one ended.
"""

from __future__ import annotations

from typing import Any

import pygame

from sorry_game.app.draw import Palette, blit_text, fit_text, font, mix, wrap_text
from sorry_game.app.plugins.revenge.cards import CardPainter, card_name, card_text, played_text
from sorry_game.app.plugins.revenge.frame import ROUND_WORDS, Names
from sorry_game.app.plugins.revenge.steps import public
from sorry_game.app.table.plugin import TableUI
from sorry_game.engine.view import View
from sorry_game.games.revenge.events import CardPlayed
from sorry_game.games.revenge.view import RevengeView


def focus_card(view: View[RevengeView], ui: TableUI, names: Names) -> tuple[str | None, str, str]:
    """(the card code in focus or None, the heading above its name, its text). A card
    in the hand speaks to its holder ("you"); the card on the pile speaks of who
    played it ("Ada wins the round!"), "you" only for the person at the screen."""
    if ui.hover is not None and ui.hover.choice.kind == "card":
        code = str(ui.hover.choice.key)
        return code, "Your card", card_text(code)
    chosen = next((c.key for c in ui.chosen if c.kind == "card"), None)
    if chosen is not None:
        return str(chosen), "Chosen", card_text(str(chosen))
    pile = (ui.anim.props if ui.anim.busy else public(view)).get("pile", ())
    if not pile:
        return None, "", ""
    code = pile[-1]
    for ev in reversed(ui.last_events):
        if ev.kind == "play" and isinstance(ev, CardPlayed) and ev.card == code:
            name = names.seat_name(ev.player)
            by = "you" if name == "You" else name
            return code, f"Played by {by}", played_text(code, name)
    return code, "On the pile", played_text(code, None)


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
    code, heading, text = focus_card(view, ui, names)
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
        for line in wrap_text(text, small, tr.width):
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
