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
from sorry_game.ai.agents import GreedyAgent
from sorry_game.ai.board import board_score
from sorry_game.ai.judging import Judge, RolloutJudge, evaluation_chances
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


#: the review's chances where `win_chances` knows none (two or three players,
#: partners, hands of five): a softmax of `evaluate` over a temperature, by players,
#: fitted on 200 games between normal players each (`bench/fit_review.py`)
REVIEW_TEMPERATURE = {2: 302.0, 3: 174.0, 4: 186.0}


def review_judge(state: ClassicState) -> Judge:
    """The game review's judge (issue 42): each choice played on in many orders of the
    pile by the normal player, then judged by `win_chances` where they were fitted, by
    a softmax of `evaluate` elsewhere."""
    rules = state.rules
    teams = ((0, 2), (1, 3)) if rules.partners else ()
    temperature = REVIEW_TEMPERATURE.get(rules.players, 186.0)
    fallback = evaluation_chances(evaluate, rules.players, temperature, teams)
    if race.odds_for(rules.players, rules.partners) is None or rules.hand:
        return RolloutJudge(fallback, GreedyAgent(evaluate))
    return RolloutJudge(lambda s: win_chances(s) or fallback(s), GreedyAgent(evaluate))
