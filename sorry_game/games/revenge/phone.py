"""Sorry! Revenge on a phone: the seat's hand as cards, the running total, pawn cards.

Built from the seat's view alone (`View[RevengeView]`): the viewer's own hand and the
others' counts (docs/PHONES.md). The phone holds the hand, so the shared screen shows
the table only; a card is played by tapping it.
"""

from __future__ import annotations

from typing import Any

from sorry_game.engine.interface import SORRY_COLOURS
from sorry_game.engine.view import View, seat_ref
from sorry_game.games.revenge.cards import BY_CODE, CARDS, NUMBER, SLIDE, SORRY
from sorry_game.games.revenge.view import RevengeView

#: the total that wins the round (R-6): the big figure says how far it is
TARGET = 21
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
    lines = []  # (the total and the pawn cards are the board's, the last card the log's)
    if game.pending is not None and game.pending.kind == "play2":
        lines.append(f"Play 2: {game.pending.left} number cards to go")
    for seat in range(view.players):  # (HOME and cards held: the board's)
        if view.seats[seat].note:
            # (named as the page names seats: its mark and player, "You" for its own)
            lines.append(f"{seat_ref(seat)}: {view.seats[seat].note}")
    way = "clockwise" if game.direction > 0 else "counter-clockwise"  # (the window's word)
    # (each fact starts as a line does: on a phone they stand one under another)
    lines.append(f"Round {game.round} · Play goes {way} · {game.draw_pile} cards to draw")
    return {"cards": cards, "lines": lines}


def board(view: View[RevengeView]) -> dict[str, Any]:
    """The table as the page draws it: the play pile's total as a big figure (21 wins
    the round, R-6) with its top card, and each seat's four pawn cards (HOME or START,
    R-1) with how many cards it holds. Counts only: nobody's hand is in it."""
    game = view.game
    top = _card(game.play_pile[-1]) if game.play_pile else None
    if top is not None and top["sub"] == f"total = {game.total}":
        top["sub"] = ""  # (R-5, a slide's "total = 10": the big figure says it, once)
    seats = [
        {
            "name": "You" if seat == view.viewer else _name(view, seat),
            "tone": SORRY_COLOURS[view.colours[seat]].key,
            "pawns": list(game.pawns[seat]),
            "hand": game.hand_sizes[seat],
            "turn": seat == view.turn,
        }
        for seat in range(view.players)
    ]
    return {"kind": "pile", "total": game.total, "goal": TARGET, "top": top, "seats": seats}


def public(view: View[RevengeView]) -> str:
    if view.over or view.turn is None:
        return "Game over"  # (the page's prompt says the rest)
    if view.turn_note and view.decider is not None:  # "Blue may block the SORRY!"
        return f"{_name(view, view.decider)} {view.turn_note}"
    if view.turn == view.viewer:
        return "Your turn"  # (the total: the board's big figure)
    return f"{_name(view, view.turn)}'s turn"


def target(kind: str, key: Any) -> str | None:
    return card_id(str(key)) if kind == "card" else None
