"""Per-game position evaluators: `evaluate(state, seat) -> float`, higher is better for seat.

The normal player takes the move whose resulting position evaluates best; the hard
player uses the same judgement at the end of its look-ahead playouts.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sorry_game.ai import classic_heuristic

Evaluator = Callable[[Any, int], float]


def classic_evaluate(state: Any, seat: int) -> float:
    """Sorry! (classic): progress, safety, risk and the leader (classic_heuristic)."""
    rules = state.rules
    if state.winners:
        return classic_heuristic.final_bonus(state.winners, seat)
    team = tuple({rules.colours[seat], rules.colours[rules.partner(seat)]})
    return classic_heuristic.evaluate(state.board.pos, team, rules.colours)


EVALUATORS: dict[str, Evaluator] = {"classic": classic_evaluate}


def evaluator_for(game_id: str) -> Evaluator | None:
    return EVALUATORS.get(game_id)
