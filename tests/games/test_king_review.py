"""The review of Sorry, King! (issue 42): the mates in two of `test_king_ai.py` are
judged so: the mate is the review's best and never marked, the move that misses it
(the normal player's) is marked (as Lichess marks a forced mate let go)."""

from __future__ import annotations

from helpers_king import make_state
from test_king_ai import MATES_IN_TWO

from sorry_game.ai.budget import Budget
from sorry_game.ai.judging import judge_for
from sorry_game.ai.levels import make_agent
from sorry_game.games.catalogue import get_game
from sorry_game.review.compute import Decision, ReviewSettings, weigh
from sorry_game.review.marks import mark_of


def _weigh(state, action):
    game = get_game("king")
    decision = Decision(1, state.current_player(), state, action)
    return weigh(game, judge_for(game, state), decision, ReviewSettings(seed=5))


def test_a_mate_in_two_is_best_and_missing_it_is_marked():
    """Sorry, King!: the review's search finds each mate in two (in these sparse
    positions its budget reaches three whole turns); a forced win is sure, so the move
    that misses it (the normal player's) is marked by what the position it leaves is
    still worth: an inaccuracy at least, beyond doubt."""
    for fen, mates in MATES_IN_TWO.items():
        state = make_state(fen)
        mate = next(a for a in state.legal_actions() if str(a) in mates)
        found = _weigh(state, mate)
        assert found.best == str(mate) and found.cost == 0.0
        missed = make_agent("normal", "king", 1, Budget(0.0, iterations=6000)).choose(state.clone())
        w = _weigh(state, missed)
        assert w.best in mates and mark_of(w.cost, w.error).marked, (fen, w)
        assert w.cost - w.error >= 2.0
        assert w.before[w.seat] > 0.999  # the mate: a sure win
