"""Tips for a Sorry! move on the shared board (Sorry! and Sorry My Ass! use them): advice
on the card in play, then on each step of the move. A tip says what the panel (the
card's rule), the prompt (the question) and the log do not: how to play it well."""

from __future__ import annotations

from collections.abc import Sequence

from sorry_game.engine.picking import Choice
from sorry_game.games.board.cards import SORRY

#: what the player is told at a step of a move, by the kinds of the options offered
STEP_TIPS: dict[str, str] = {
    "switch": "A trade of places pays most with a pawn far ahead of yours.",
    "backward": "Going back from near your START leaves a short way round to SAFETY.",
    "square": "A slide start of another colour carries your pawn along the slide.",
    "split": "Split the 7: now the second pawn takes the rest.",
    "sorry": "Bump the pawn nearest its HOME: its player loses the most.",
}
#: advice on a card, before the first step (its rule is the panel's)
CARD_TIPS: dict[int, str] = {
    1: "With few pawns out, a new pawn is often the best use of a 1.",
    2: "A 2 comes with another turn: the next card is yours too.",
    4: "Back 4 from just past your START puts a pawn close to its SAFETY zone.",
    7: "Two pawns can share the 7: one into HOME and one on, for instance.",
    10: "Back 1 can beat forward 10 when it lands near your SAFETY zone.",
    11: "A trade of places pays most with a pawn far ahead of yours.",
    SORRY: "Bump the pawn nearest its HOME: its player loses the most.",
}
#: for a card with no advice of its own
CARD_TIP = "Landing on another colour's pawn sends it back to its START."


def card_tip(card: int | None) -> str:
    """Advice on playing `card` (empty for no card)."""
    if card is None:
        return ""
    return CARD_TIPS.get(card, CARD_TIP)


def move_tip(card: int | None, options: Sequence[Choice], chosen: Sequence[Choice]) -> str:
    """The tip for one step of a move with `card` (empty when there is nothing to add)."""
    labels = {c.label for c in options}
    kinds = {c.kind for c in options}
    if chosen and "square" in kinds:
        if card == SORRY or "SORRY!" in labels:
            return STEP_TIPS["sorry"]
        if "switch" in labels:
            return STEP_TIPS["switch"]
        if any(label.startswith(("−", "-")) for label in labels):
            return STEP_TIPS["backward"]
        return STEP_TIPS["square"]
    if card == 7 and len(chosen) >= 2 and "pawn" in kinds:
        return STEP_TIPS["split"]
    return ""
