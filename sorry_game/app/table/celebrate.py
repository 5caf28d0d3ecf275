"""The win, celebrated the same way in every game: once the action that ends the game
has landed, confetti in the winner's colour over the play area (a draw: none)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sorry_game.app.table.animator import Step
from sorry_game.app.table.bursts import Burst
from sorry_game.engine.view import View

RGB = tuple[int, int, int]

#: how long the table lingers on the win before the results (the confetti goes on)
WIN_PAUSE = 0.6


def win_steps(view: View[Any], seat_rgb: Callable[[int], RGB], seed: int) -> list[Step]:
    """The win's celebration as the last step of an action, when the game has a winner:
    from its start the header says who won (it begins the end's moment)."""
    outcome = view.outcome
    if outcome is None or not outcome.winners:
        return []
    winner = outcome.winners[0]
    burst = Burst(None, seat_rgb(winner), big=True, seed=seed)
    return [Step([], 0.0, None, pause=WIN_PAUSE, bursts=[burst], turn=True)]


__all__ = ["WIN_PAUSE", "win_steps"]
