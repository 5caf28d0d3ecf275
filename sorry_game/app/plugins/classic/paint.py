"""Drawing Sorry!'s part of the side panel: the card in play (or the last one played)
with what it does, and the viewer's hand of five (option C-14).

Only `ClassicView.hand` is ever drawn face up: the view holds the viewer's own hand and
nobody else's.
"""

from __future__ import annotations

from functools import partial

import pygame

from sorry_game.app.draw import Palette, blit_text, draw_keycap, font, text_width, wrap_balanced
from sorry_game.app.draw.cardart import draw_card
from sorry_game.app.draw.typeset import lone_lines
from sorry_game.app.plugins.classic.layout import PanelLayout
from sorry_game.app.table.plugin import TableUI
from sorry_game.engine.view import View
from sorry_game.games.board.cards import CARD_SHORT, CARD_TEXT, card_label
from sorry_game.games.board.events import TurnForfeited
from sorry_game.games.classic.view import ClassicView


def chosen_card(ui: TableUI) -> int | None:
    """The card of the hand chosen so far, or None."""
    for c in ui.chosen:
        if c.kind == "card" and isinstance(c.key, int):
            return c.key
    return None


def forfeited(ui: TableUI, card: int | None) -> bool:
    """The move landing (its moment, `ui.told`) moved nothing with `card`: what the card
    does ("Move one pawn forward 5.") is no longer true beside the news's "cannot move
    with a 5 — turn forfeited"."""
    return ui.told is not None and any(
        isinstance(ev, TurnForfeited) and ev.card == card for ev in ui.last_events
    )


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
        forms = [CARD_TEXT.get(card, ""), CARD_SHORT.get(card, "")]
        if forfeited(ui, card) or (ui.forced and picked is None):
            forms = [""]  # the card alone: the news says it moved nothing, or the
            # prompt the one move it makes ("No choice: move pawn 1 forward 5.")
    else:
        draw_card(surface, pal, lay.card, None, face_up=False)
        forms = ["Choose a card from your hand." if hand_mode and ui.active else ""]
    tr = lay.text
    y = tr.top
    full = max(11, int(u * 1.0))
    if hand_mode and card and picked is None:
        small = max(11, int(u * 0.85))
        blit_text(surface, "Last played", small, pal["muted_text"], (tr.left, y))
        y += font(small).get_linesize()
    beside = 0 if lay.below else lay.card.height
    size, lines = card_words(forms, full, tr.width, tr.bottom - y, beside)
    lh = font(size).get_linesize()
    for line in lines[: max(1, (tr.bottom - y) // lh)]:
        blit_text(surface, line, size, pal["text"], (tr.left, y))
        y += lh
    if hand_mode and lay.hand:
        draw_hand(surface, pal, lay, left, view, ui)


def whole_words(body: str, size: int, width: int) -> tuple[int, list[str]]:
    """(size, lines): `body` wrapped evenly at the largest size up to `size` (10 at
    least) at which no word is wider than the column, so none is broken."""
    lines = wrap_balanced(body, size, width)
    while " ".join(lines).split() != body.split() and size > 10:
        size -= 1
        lines = wrap_balanced(body, size, width)
    return size, lines


def words_fit_beside(unit: int, room: int) -> bool:
    """Whether every word of the cards' short forms fits `room` (the column beside the
    card) at the words' full size; else they go under the card (one answer for all
    cards: the panel does not change its shape from card to card)."""
    size = max(11, unit)
    return all(text_width(w, size) <= room for t in CARD_SHORT.values() for w in t.split())


def card_words(
    forms: list[str], full: int, width: int, room: int | None, card_h: int = 0
) -> tuple[int, list[str]]:
    """(size, lines) of a card's words: the first of `forms` (its whole words, then its
    short form) that keeps every word whole at 0.85 of `full` or more, within `room`
    (shrunk until it fits) and, beside a card `card_h` tall, no taller than two cards (a
    tall column of two words a line reads badly): a card's words shortened, not shrunk
    nor broken, in a narrow panel (large text). Set as a typesetter would first: no
    line of one short word ("Move one / pawn / forward 12.", issue 39), the full words
    or the short form at the largest size down to 0.85 of `full` that sets them so. A
    form too tall at `full` is shortened, not shrunk to fit (the last may shrink): the long words at 0.85
    in seven lines beside the SORRY! card made the panel's measure (no `room`) ask for
    more than the drawing (with it) then used, which took the short form, and the tip
    under it lost that room at 200 % in 800x600."""
    for k, body in enumerate(forms):
        _got, at_full = whole_words(body, full, width)
        high = len(at_full) * font(full).get_linesize()
        if k < len(forms) - 1 and (
            (room is not None and high > room) or (card_h and high > 2 * card_h)
        ):
            continue
        for size in range(full, int(full * 0.85) - 1, -1):
            got, lines = whole_words(body, size, width)
            lh = font(size).get_linesize()
            tall = len(lines) * lh
            if got != size or (room is not None and tall > room):
                continue
            if card_h and tall > 2 * card_h:
                continue
            measure = partial(text_width, size=size)
            if not lone_lines(lines, measure, width, ends=True):
                return size, lines
    size, lines = full, list[str]()
    for body in forms:
        size, lines = whole_words(body, full, width)
        lh = font(size).get_linesize()
        while room is not None and len(lines) * lh > room and size > 10:
            size, lines = whole_words(body, max(10, int(size * 0.9)), width)
            lh = font(size).get_linesize()
        if size >= int(full * 0.85) and (not card_h or len(lines) * lh <= 2 * card_h):
            break
    return size, lines


def card_text_height(card: int, unit: int, width: int, card_h: int, below: bool = False) -> int:
    """The height a card's words need beside a card `card_h` tall (or under it,
    `below`): none more than the card where they fit it at 0.85 of the unit (the panel
    draws them so, as it always has); else (large text in a narrow column) the height of
    the form `card_words` picks at their full size."""
    full = max(11, unit)
    words = CARD_TEXT.get(card, "")
    if not below:
        size, lines = whole_words(words, max(11, int(unit * 0.85)), max(1, width))
        if len(lines) * font(size).get_linesize() <= card_h:
            return card_h
    forms = [words, CARD_SHORT.get(card, "")]
    size, lines = card_words(forms, full, max(1, width), None, 0 if below else card_h)
    return len(lines) * font(size).get_linesize()


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
            (ui.mark or pal["selected"])  # a still picture's: its legend's colour
            if selected
            else (pal["highlight"] if card in playable and ui.active else None)
        )
        draw_card(surface, pal, rr, card_label(card), "", highlight=hl)
        if ui.active:
            draw_keycap(surface, pal, str(i + 1), max(10, int(u * 0.75)), (r.centerx, r.bottom + 2))
    for t in ui.targets:
        if t.choice.kind == "card" and ui.hover is t:
            pygame.draw.rect(
                surface,
                pal["selected"],
                t.rect.inflate(6, 6),
                2,
                border_radius=max(3, t.rect.width // 10),
            )


__all__ = [
    "forfeited",
    "card_text_height",
    "card_words",
    "chosen_card",
    "draw_hand",
    "draw_panel",
    "whole_words",
    "words_fit_beside",
]
