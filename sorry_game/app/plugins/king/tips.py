"""Sorry, King!'s tips, by phase: the chess move (and what its piece is worth to a
checker), the checker move, and the colour change of a controlled line — advice, in
words the prompt and the panel do not say."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sorry_game.engine.picking import Choice
from sorry_game.engine.view import View

PIECE_NAMES = {"P": "pawn", "N": "knight", "B": "bishop", "R": "rook", "Q": "queen", "K": "king"}
PHASE_TIPS: dict[str, str] = {
    "chess": "After your chess move one of your checkers goes its piece's value: {values}.",
    "piece": "Worth {n}: think where your checkers land after {n} steps.",
    "checker": "Checkers at both ends of a line take control of it.",
    "change": "Give up the piece you need least: it goes over to the other side.",
}


def values_text(values: Sequence[tuple[str, int]]) -> str:
    """'pawn 1, knight 2, …' from the game's piece values (an option may change them)."""
    return ", ".join(f"{PIECE_NAMES.get(p, p)} {n}" for p, n in values)


def tip(view: View[Any], options: Sequence[Choice], chosen: Sequence[Choice]) -> str:
    game = view.game
    values = dict(game.values)
    if game.phase == "checker":
        return PHASE_TIPS["checker"].format(n=game.distance or "its value")
    if game.phase == "change":
        return PHASE_TIPS["change"]
    if game.phase == "chess" and chosen:
        piece = chosen[0].label.lower()
        letter = next((p for p, name in PIECE_NAMES.items() if name == piece), "")
        if letter in values:
            return PHASE_TIPS["piece"].format(piece=piece, n=values[letter])
    if game.phase == "chess":
        return PHASE_TIPS["chess"].format(values=values_text(game.values))
    return ""
