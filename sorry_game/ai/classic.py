"""The computer player of Sorry! (classic).

- `evaluate`: the shared Sorry! board judgement (`ai/board.py`: progress, SAFETY, risk,
  the leader) for a seat and its partner; normal plays greedy on it.
- `win_chances`: each seat's chance to win, learned from games between normal players
  (`ai/race.py`); hard and expert play each move on for three rounds in many orders of
  the pile and judge where they end with it (`ai/rollouts.py`) where it was fitted
  (four players, no partners), and run the tree search
  (`ai/search.py`) on `evaluate` elsewhere (partners, hands of five)."""

from __future__ import annotations

from sorry_game.ai import race
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


def win_chances(state: ClassicState) -> list[float] | None:
    """Each seat's chance to win from here (`ai/race.py`), or None for a table the
    chances were not fitted for, or with hands of five (C-14: the chances know the pile,
    not the cards in hand)."""
    rules = state.rules
    weights = race.odds_for(rules.players, rules.partners)
    if weights is None or state.hands is not None:
        return None
    held = [*state.pile, state.card]  # the cards still to come: public (C-2, face up)
    return race.chances(state.board.pos, state.current, rules.colours, held, weights)
