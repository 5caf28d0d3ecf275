"""Sorry! Revenge on a phone: the seat's hand as cards, the running total, pawn cards.

Built from the seat's view alone (`View[RevengeView]`): the viewer's own hand and the
others' counts (docs/PHONES.md). The phone holds the hand, so the shared screen shows
the table only; a card is played by tapping it.
"""

from __future__ import annotations

from typing import Any

from sorry_game.engine.interface import SORRY_COLOURS
from sorry_game.engine.view import View
from sorry_game.games.revenge.cards import BY_CODE, CARDS, NUMBER, SLIDE, SORRY
from sorry_game.games.revenge.view import RevengeView

#: the card face's colour by group: numbers plain, slides blue, actions black, SORRY! red
TONES = {NUMBER: "plain", SLIDE: "blue", SORRY: "red"}
#: the card's short words on a phone (the full rule is on the table's card)
SUBS = {
    "slide10": "total = 10",
    "slide15": "total = 15",
    "slide21": "total = 21",
    "take2": "draw two",
    "switch": "reverse the turn",
    "play2": "then two numbers",
    "steal": "steal a 21",
    "flipback": "flip a pawn back",
    "dontbe": "block a SORRY!",
}


def card_id(code: str) -> str:
    """Every copy of a card has the same id: tapping any of them plays that card."""
    return f"card:{code}"


def _card(code: str) -> dict[str, Any]:
    kind = CARDS[BY_CODE[code]]
    sub = SUBS.get(code, f"+{kind.value}" if kind.group == NUMBER else "")
    text = kind.label if kind.group != SORRY else "SORRY!"
    return {"id": card_id(code), "text": text, "sub": sub, "tone": TONES.get(kind.group, "black")}


def _name(view: View[RevengeView], seat: int) -> str:
    return SORRY_COLOURS[view.colours[seat]].name


def private(view: View[RevengeView]) -> dict[str, Any]:
    game = view.game
    cards = [_card(code) for code in game.hand or ()]
    lines = []  # (the total is the public line's, the last card played the log's)
    if game.pending is not None and game.pending.kind == "play2":
        lines.append(f"Play 2: {game.pending.left} number cards to go")
    for seat in range(view.players):
        who = "You" if seat == view.viewer else _name(view, seat)
        note = view.seats[seat].note or f"{view.seats[seat].progress} of 4 HOME"
        lines.append(f"{who}: {note} · {game.hand_sizes[seat]} cards")
    way = "clockwise" if game.direction > 0 else "counter-clockwise"  # (the window's word)
    lines.append(f"Round {game.round} · play goes {way} · {game.draw_pile} cards to draw")
    return {"cards": cards, "lines": lines}


def public(view: View[RevengeView]) -> str:
    if view.over or view.turn is None:
        return "Game over"  # (the page's prompt says the rest)
    return f"{_name(view, view.turn)}'s turn · Total {view.game.total}"


def target(kind: str, key: Any) -> str | None:
    return card_id(str(key)) if kind == "card" else None
