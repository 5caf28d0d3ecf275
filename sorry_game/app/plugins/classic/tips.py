"""Sorry!'s tips: what the card drawn lets you do, then what to choose (the board's
step tips), and the answers when no move is possible."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sorry_game.app.plugins.board.tips import card_words, move_tip
from sorry_game.engine.picking import Choice
from sorry_game.engine.view import View

#: the words for an answer button, by its key
BUTTON_TIPS: dict[str, str] = {
    "pass": "No move is possible with this card: press P or choose Continue to pass your turn.",
    "discard": "No card in your hand can move: discard one and draw a new one.",
}
HAND_TIP = "Hand of five: choose which card to play; you draw a new one after."


def tip(view: View[Any], options: Sequence[Choice], chosen: Sequence[Choice]) -> str:
    game = view.game
    kinds = {c.kind for c in options}
    if kinds == {"button"}:
        key = next(iter(options)).key
        if key == "pass" and len(options) == 1 and game.card == 11:
            return "An 11 that can only switch: switch, or pass and lose the turn."
        return BUTTON_TIPS.get(str(key), "")
    if not chosen and "card" in kinds:
        return HAND_TIP
    card = game.card
    if chosen and chosen[0].kind == "card" and isinstance(chosen[0].key, int):
        card, chosen = chosen[0].key, chosen[1:]  # hand of five: the card chosen
    step = move_tip(card, options, chosen)
    if step:
        return step
    words = card_words(card)
    return f"You drew {words}" if words else ""
