"""Sorry!'s tips: advice on the card drawn, then on each step (the board's step tips),
and the answers when no move is possible. The card's rule is the panel's, the
question the prompt's: a tip says neither again."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sorry_game.app.plugins.board.tips import card_tip, move_tip
from sorry_game.engine.picking import Choice
from sorry_game.engine.view import View

#: the words for an answer button, by its key
BUTTON_TIPS: dict[str, str] = {
    "pass": "This card cannot move any pawn of yours: press P or choose Continue.",
    "discard": "Discard the card you can spare: you draw a new one in its place.",
}
HAND_TIP = "Hand of five: keep a SORRY! or an 11 for when it hurts most."


def tip(view: View[Any], options: Sequence[Choice], chosen: Sequence[Choice]) -> str:
    game = view.game
    kinds = {c.kind for c in options}
    if kinds == {"button"}:
        key = next(iter(options)).key
        if key == "pass" and len(options) == 1 and game.card == 11:
            return "Only a trade of places is possible: take it, or keep your pawns where they are."
        return BUTTON_TIPS.get(str(key), "")
    if not chosen and "card" in kinds:
        return HAND_TIP
    card = game.card
    if chosen and chosen[0].kind == "card" and isinstance(chosen[0].key, int):
        card, chosen = chosen[0].key, chosen[1:]  # hand of five: the card chosen
    return move_tip(card, options, chosen) or card_tip(card)
