"""Decisions with a known best choice are judged so (issue 42): the positions of
`test_strength.py`, one move clearly best and the normal player's move not (Sorry,
King!'s mates in two: `games/test_king_review.py`). The best choice is the review's
best and never marked; the losing choice is judged worse than the best.

The positions' good moves were found by the computer's own long searches (1000 worlds
of rollouts, or 400-600 paired iterations of the tree search). The review weighs a
decision with far less, so a losing choice that gives away only a point or two is
within the review's uncertainty in some positions of Sorry! Revenge (its worlds vary
the most): there it is not called worse, and these positions are left out of the
second test below (`UNRESOLVED`), never the first."""

from __future__ import annotations

import pytest
from game_helpers import position
from test_strength import HEURISTIC_MISSES, ROLLOUT_POSITIONS, SEARCH_POSITIONS

from sorry_game.ai.judging import judge_for
from sorry_game.ai.levels import make_agent
from sorry_game.games.catalogue import get_game
from sorry_game.review.compute import Decision, ReviewSettings, weigh
from sorry_game.review.marks import Mark, mark_of

#: every position: (game, players, options, seed, plies, its good moves, the losing
#: move: None for the normal player's)
POSITIONS = (
    [
        (game, players, {}, seed, plies, good, None)
        for (game, players), table in ROLLOUT_POSITIONS.items()
        for seed, plies, good in table
    ]
    + [
        (game, players, {option: True} if option else {}, seed, plies, good, None)
        for (game, players, option), (_, table) in SEARCH_POSITIONS.items()
        for seed, plies, good in table
        if game != "president"
    ]
    # Sorry My Ass!'s normal searches: the heuristic it searches over plays the losing
    # move. Its hard-against-normal position is left out: 30 iterations against 8 tell
    # apart moves 2.7 points of the search's own value apart, which the review's judge
    # (rollouts to the round's end) does not rank the same way
    + [("president", 4, {}, *case) for case in HEURISTIC_MISSES]
)
#: (game, players, seed, plies) where the normal player's move loses less than the
#: review's uncertainty at four times its effort (see the module docstring)
UNRESOLVED = {
    ("revenge", 4, 2, 16),
    ("revenge", 4, 12, 8),
    ("revenge", 4, 12, 12),
    ("revenge", 4, 19, 8),
    ("revenge", 4, 24, 20),
    ("revenge", 3, 76, 16),
    ("revenge", 3, 109, 24),
    ("president", 4, 23, 10),
}


def _weigh(game_id, state, action, effort):
    game = get_game(game_id)
    judge = judge_for(game, state)
    decision = Decision(1, state.current_player(), state, action)
    return weigh(game, judge, decision, ReviewSettings(seed=5, effort=effort))


def _ids(p):
    return f"{p[0]}{p[1]}-{p[3]}-{p[4]}"


@pytest.mark.slow
@pytest.mark.parametrize("case", POSITIONS, ids=[_ids(p) for p in POSITIONS])
def test_the_clearly_best_move_is_the_reviews_best_and_never_marked(case):
    game_id, players, options, seed, plies, good, _ = case
    state = position(game_id, players, options, seed, plies)
    chosen = next(a for a in state.legal_actions() if str(a) in good)
    w = _weigh(game_id, state, chosen, 1.0)
    assert w.best in good, (w.best, w.cost)
    assert mark_of(w.cost, w.error) is Mark.BEST and w.cost == 0.0


@pytest.mark.slow
@pytest.mark.parametrize(
    "case",
    [p for p in POSITIONS if p[:2] + p[3:5] not in UNRESOLVED],
    ids=[_ids(p) for p in POSITIONS if p[:2] + p[3:5] not in UNRESOLVED],
)
def test_the_normal_players_losing_move_is_judged_worse_than_the_best(case):
    """The normal player's move (Sorry My Ass!: its heuristic's, which its search
    overrules) is judged worse than the best, at four times the review's effort."""
    game_id, players, options, seed, plies, good, losing = case
    state = position(game_id, players, options, seed, plies)
    if losing is None:
        normal = make_agent("normal", game_id, 0).choose(state.clone())
    else:
        normal = next(a for a in state.legal_actions() if str(a) == losing)
    assert str(normal) not in good
    w = _weigh(game_id, state, normal, 4.0)
    assert w.best in good
    assert w.cost > w.error > 0.0 and mark_of(w.cost, w.error) is not Mark.BEST
