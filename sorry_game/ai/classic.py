"""The computer player of Sorry! (classic): the shared Sorry! board judgement
(`ai/board.py`: progress, SAFETY, risk, the leader) for a seat and its partner. The
levels are the default ones (`ai/levels.py`): greedy on this evaluation for normal,
the tree search (`ai/search.py`) for hard and expert."""

from __future__ import annotations

from sorry_game.ai.board import board_score
from sorry_game.games.classic.state import ClassicState

WIN_SCORE = 10_000.0


#: what counts as a clear lead in `evaluate` (the tree search's value scale)
VALUE_SCALE = 120.0


def evaluate(state: ClassicState, seat: int) -> float:
    """How good the position is for `seat` (and its partner, C-15); a won or lost game
    outweighs any position."""
    rules = state.rules
    if state.winners:
        return WIN_SCORE if seat in state.winners else -WIN_SCORE
    team = tuple({rules.colours[seat], rules.colours[rules.partner(seat)]})
    return board_score(state.board.pos, team, rules.colours)
