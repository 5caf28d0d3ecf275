"""Tips for a Sorry! move on the shared board (Sorry! and Sorry My Ass! use them): the
card's words from the rules' card table, then what to choose at each step of the move."""

from __future__ import annotations

from collections.abc import Sequence

from sorry_game.engine.picking import Choice
from sorry_game.games.board.cards import CARD_TEXT, SORRY, card_label

#: what the player is told at a step of a move, by the kinds of the options offered
STEP_TIPS: dict[str, str] = {
    "switch": "Move forward 11, or choose an opponent's pawn to switch places with it.",
    "backward": "Choose forward or backward: backward can put a pawn near its SAFETY zone.",
    "square": "Choose where the pawn goes; a slide start of another colour sends it sliding.",
    "split": "Split the 7: now choose the second pawn, which moves the rest.",
    "sorry": "Choose the opponent's pawn to send back to its START.",
}


def card_words(card: int | None) -> str:
    """'a 7: move one pawn forward 7, or split …' (empty for no card)."""
    if card is None or card not in CARD_TEXT:
        return ""
    label = card_label(card)
    article = "an" if label in ("8", "11") else "a"
    text = CARD_TEXT[card]
    return f"{article} {label}: {text[:1].lower()}{text[1:]}"


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
