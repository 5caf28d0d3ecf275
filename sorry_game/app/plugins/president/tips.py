"""Sorry My Ass!'s tips, by phase: the trade between rounds, playing cards President
style (lead, beat, pass) and moving a pawn with each card played."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sorry_game.app.plugins.board.tips import card_tip, move_tip
from sorry_game.engine.picking import Choice
from sorry_game.engine.view import View

RANKS = "3 4 5 7 8 10 11 12 SORRY! 1 2"
PLAY_TIPS: dict[str, str] = {
    "lead": "Leading low keeps your high cards for tricks; each card is also a move.",
    "forced": "A lead costs least with a low card nobody wants to beat.",
    "beat": f"Cards rank low to high: {RANKS}. Passing keeps your cards for later.",
    "count": "More cards of a rank are harder to beat, and each one moves a pawn.",
    "trade": "Give the card you need least: the Asshole gives back their best.",
    "skip": "None of these cards can move a pawn: they are skipped.",
}


def tip(view: View[Any], options: Sequence[Choice], chosen: Sequence[Choice]) -> str:
    game = view.game
    keys = {c.key for c in options if c.kind == "button"}
    if game.phase == "trade":
        return PLAY_TIPS["trade"]
    if game.phase == "move" and game.moving is not None:
        if keys == {"skip"}:
            return PLAY_TIPS["skip"]
        return move_tip(game.moving.card, options, chosen) or card_tip(game.moving.card)
    if any(str(k).startswith("play") for k in keys):
        return PLAY_TIPS["count"]
    if game.forced_lead:
        return PLAY_TIPS["forced"]
    return PLAY_TIPS["beat"] if game.trick else PLAY_TIPS["lead"]
