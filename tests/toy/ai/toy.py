"""High Card's computer player (in a release: sorry_game/ai/toy.py): the default
levels, judging a position by the lead in points."""

from __future__ import annotations

from typing import Any


def evaluate(state: Any, seat: int) -> float:
    """The seat's lead in points (a won game outweighs any lead)."""
    lead = state.scores[seat] - state.scores[1 - seat]
    if state.is_over():
        return 1000.0 * (lead > 0) - 1000.0 * (lead < 0)
    return float(lead)
