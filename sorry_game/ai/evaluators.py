"""Per-game position evaluators: `evaluate(state, seat) -> float`, higher is better for seat.

The normal player takes the move whose resulting position evaluates best; the hard
player uses the same judgement at the end of its look-ahead playouts. Each game's
evaluator lives in its own module, named here by game id and imported on first use
(a game with no entry plays random legal moves).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

Evaluator = Callable[[Any, int], float]

#: game id -> "module:function" of its evaluator
EVALUATOR_PATHS: dict[str, str] = {
    "classic": "sorry_game.ai.classic_heuristic:evaluate_state",
    "president": "sorry_game.ai.president:evaluate",
    "king": "sorry_game.ai.king:evaluate",
    "revenge": "sorry_game.ai.revenge:evaluate",
}


def evaluator_for(game_id: str) -> Evaluator | None:
    path = EVALUATOR_PATHS.get(game_id)
    if path is None:
        return None
    module, _, name = path.partition(":")
    try:
        return getattr(importlib.import_module(module), name)
    except (ImportError, AttributeError):
        return None


def classic_evaluate(state: Any, seat: int) -> float:
    """Sorry! (classic): progress, safety, risk and the leader (classic_heuristic)."""
    from sorry_game.ai.classic_heuristic import evaluate_state

    return evaluate_state(state, seat)
