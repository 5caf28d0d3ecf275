"""Drawing Sorry My Ass!'s part of the side panel: what is on the table — the play to
beat (its card, who played it), the card being moved and what it does, the trade, a
new trick — and the viewer's card under the mouse or chosen, under it.

What the panel says is said nowhere else at the same time: the header says who decides
(and, for a computer, what it may do: "may beat it"), the prompt what the player at
the screen must do ("Choose two higher cards, or pass."), the board which card of a
play is moving ("1 of 2") and who passed (each seat's "Pass" chip), the log what
happened.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from sorry_game.app.draw import Palette, blit_text, caption_lines, font, wrap_balanced
from sorry_game.app.draw.cardart import draw_card
from sorry_game.app.plugins.president.paint import seat_name
from sorry_game.app.table.plugin import TableUI
from sorry_game.engine.events import verb_for
from sorry_game.engine.view import View
from sorry_game.games.board.cards import CARD_SHORT, CARD_TEXT, card_label
from sorry_game.games.president.cards import play_text
from sorry_game.games.president.events import TrickWon
from sorry_game.games.president.view import Moving, PresidentView, TrickPlay


def card_text(card: int) -> str:
    """What a card does on the board here (no "draw again": there is no draw pile)."""
    return CARD_TEXT.get(card, "").replace(" Then draw again.", "")


#: the caption's first phrase while the trick's news is up (the play stood; the news
#: says who takes it)
UNBEATEN = "Unbeaten:"
#: the title while no card is on the table (a trick just taken, the next to lead)
NEW_TRICK = "A new trick"


def new_trick(view: View[PresidentView]) -> bool:
    """No card on the table and none moving: the panel's part says "A new trick" and,
    under it, the trade or the viewer's pointed card only (no card picture)."""
    game = view.game
    return view.outcome is None and game.phase == "play" and not game.trick and not game.moving


def new_trick_height(view: View[PresidentView], width: int, unit: int) -> int:
    """The part's height at a new trick: its title, and one line under it where there
    is one to say — the trade, or the card the viewer points at while they lead — not
    the card's room (an empty gap under the title meant nothing)."""
    big, size = max(11, int(unit * 1.05)), max(10, int(unit * 0.9))
    height = len(wrap_balanced(NEW_TRICK, big, width, True)) * font(big, True).get_linesize()
    trade = view.game.trade
    traded = trade is not None and trade.gave is not None and trade.received is not None
    if traded or (view.viewer is not None and view.decider == view.viewer):
        height += font(size).get_linesize()
    return height + unit // 3


def trick_leader(view: View[PresidentView], ui: TableUI) -> int | None:
    """Who leads the new trick, while the move that took the last one lands (its
    moment, `ui.told`): the header names the mover, the log what they did, the news
    who took it ("The trick goes to Bo"), the panel who leads next (P-7). None
    otherwise."""
    if ui.told is None or not view.game.trick:
        return None
    won = [ev for ev in ui.last_events if isinstance(ev, TrickWon)]
    if won:
        return won[-1].leader
    top = view.game.trick[-1].seat  # (events not out yet: the trick goes to the last play)
    return top if view.game.hand_sizes[top] else None


def _card_choice(key: object) -> int | None:
    return key if isinstance(key, int) else None


def card_short(card: int) -> str:
    """A card's words in short ("11 forward, or switch"), for a line of its own."""
    return CARD_SHORT.get(card, "").replace("; draw again", "")


def panel_words(
    view: View[PresidentView], ui: TableUI, names: Sequence[str], short: bool = False
) -> tuple[int | None, str, list[str]]:
    """(the card shown, the title, the lines under it): the table's play (the card to
    beat, the card moving), and the viewer's card in focus in the last line (`short`:
    its words in short) — the card beside the title stays the play to beat."""
    props = ui.anim.props
    trick: list[TrickPlay] = props.get("trick") or []
    moving: Moving | None = props.get("moving")
    picked = next((_card_choice(c.key) for c in ui.chosen if c.kind == "card"), None)
    pointed = ui.hover or ui.focus  # under the mouse, or the keyboard's focus
    hover = (
        _card_choice(pointed.choice.key)
        if pointed is not None and pointed.choice.kind == "card"
        else None
    )
    title, lines = "", []
    card = None
    game = view.game
    if moving:
        card = moving.card
        who = seat_name(names, view, moving.player)
        title = f"{who} {verb_for(who, 'moves')} the {card_label(card)}"
        if moving.total > 1:  # which card of the play it is: the board's "1 of 2"
            lines.append("the last one" if moving.left <= 1 else f"{moving.left - 1} more after it")
        if not ui.forced:  # (no choice: the prompt says the move in full)
            lines.append(card_text(card))
    elif trick:
        top = trick[-1]
        card = top.card
        play = play_text(top.card, top.count)
        # P-7: while the move that took the trick lands, the play on the table has
        # nothing left to beat: it stood. Who takes the trick is the news's ("The trick
        # goes to Bo"): the caption names nobody ("Won by Bo" beside it said it twice).
        # The table's part gives way while that news is up (`PresidentPlugin.news_tells`)
        taken = ui.told is not None and any(isinstance(ev, TrickWon) for ev in ui.last_events)
        who = seat_name(names, view, top.seat)
        if taken:
            title = f"{UNBEATEN} {play}"
        else:
            title = f"To beat: {play}"
            lines.append(f"played by {who}")
    elif game.phase == "trade":
        title = "The trade"
        if game.titles is not None:
            pres, ass = game.titles.president, game.titles.asshole
            lines.append(f"From the President ({seat_name(names, view, pres)}): any card")
            lines.append(f"From the Asshole ({seat_name(names, view, ass)}): the highest")
    elif view.outcome is None:
        title = NEW_TRICK
        leader = trick_leader(view, ui)
        if leader is not None:  # a trick just taken (the header tells the mover)
            who = seat_name(names, view, leader)
            lines.append(f"{who} {verb_for(who, 'leads')}")
    shown = picked if picked is not None else hover
    focused = shown is not None and ui.active and not moving
    if focused and shown is not None:
        if title != NEW_TRICK:  # (a new trick: the hand's own card shows it, raised)
            card = card if card is not None else shown  # the play to beat stays in view
        text = card_short(shown) if short else card_text(shown)
        lines = [*lines[:1], f"Your {card_label(shown)}: {text[:1].lower()}{text[1:]}"]
    trade = game.trade
    if (
        trade is not None
        and trade.gave is not None
        and trade.received is not None
        and not moving
        and not focused
        and not ui.log_tells  # (a replay's log tells the trade)
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
    big, size = max(11, int(u * 1.05)), max(10, int(u * 0.9))
    if card is not None:
        draw_card(surface, pal, cr, card_label(card), "")
    else:
        tr = pygame.Rect(cr.left, tr.top, tr.right - cr.left, tr.height)
    if title == NEW_TRICK and any(len(wrap_balanced(t, size, tr.width)) > 1 for t in lines):
        lines = panel_words(view, ui, names, short=True)[2]  # its one line (its height)
    # every word shown: the title and the lines wrap, between their phrases only
    # (`caption_lines`), and the sizes shrink until they fit the part (a narrow panel at
    # large text) with no phrase broken
    while True:
        shown: list[tuple[str, int, bool]] = []
        whole = True
        texts = [(title, big, True)] if title else []
        for text, sz, bold in texts + [(t, size, False) for t in lines]:
            wrapped, kept = caption_lines(text, sz, tr.width, bold)
            shown += [(line, sz, bold) for line in wrapped]
            whole = whole and kept
        height = sum(font(sz, bold).get_linesize() for _l, sz, bold in shown)
        if (height <= tr.height and whole) or size <= 9:
            break
        big, size = max(size, big - 1), size - 1
    y = tr.top
    if title == NEW_TRICK:  # its room holds a line more while the viewer leads
        y += max(0, tr.height - height) // 2
    for line, sz, bold in shown:
        colour = pal["text"] if bold else pal["muted_text"]
        blit_text(surface, line, sz, colour, (tr.left, y), bold=bold)
        y += font(sz, bold).get_linesize()


__all__ = [
    "NEW_TRICK",
    "UNBEATEN",
    "card_short",
    "card_text",
    "draw_panel",
    "new_trick_height",
    "panel_words",
]
