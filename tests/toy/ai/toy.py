"""High Card's computer player (in a release: sorry_game/ai/toy.py): the default
levels, judging a position by the lead in points."""

from __future__ import annotations

from typing import Any

from sorry_game.ai.agents import GreedyAgent
from sorry_game.ai.judging import Judge, RolloutJudge, evaluation_chances


def evaluate(state: Any, seat: int) -> float:
    """The seat's lead in points (a won game outweighs any lead)."""
    lead = state.scores[seat] - state.scores[1 - seat]
    if state.is_over():
        return 1000.0 * (lead > 0) - 1000.0 * (lead < 0)
    return float(lead)


def review_judge(state: Any) -> Judge:
    """The game review's judge (issue 42): each choice played on in deals of the hidden
    cards, judged by a softmax of the lead in points."""
    return RolloutJudge(evaluation_chances(evaluate, 2, 3.0), GreedyAgent(evaluate), worlds=32)
