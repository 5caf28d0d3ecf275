"""Sorry My Ass!'s judge weighs a trick by the round it belongs to (issue 42).

Mid-round, the cards still in a hand are moves still to come: a seat that wins a
trick early and sheds its cards at once only looks ahead of the others until they play
theirs. The judge's rollouts once stopped 24 decisions on and read the board there, so
it found keeping the high cards (the normal player's way) costly, marked normal below
easy and made its parts hundreds of points. They now play 24 decisions and then on to
the round's end (stopping at the first round's end misjudged a pawn's move just before
it: `test_review_judging.py`'s position 14 at 130 plies)."""

from __future__ import annotations

from game_helpers import replayed

from sorry_game.ai.judging import judge_for
from sorry_game.games.catalogue import get_game
from sorry_game.review.compute import Decision, ReviewSettings, weigh
from sorry_game.review.marks import Mark, mark_of

#: a game of the bench (`bench/review.py`, game 0: easy, normal, hard, easy) at its
#: 25th action: Green, 11 cards against 8, may beat the lead's 2s with two 1s or pass
SEED = 1227844342346046657
OPENING = (
    "play 5x1, skip 5, play 2x1, 2: start, pass, pass, pass, play 4x1, 4: move R0 -4, "
    "play Sx1, S: sorry R0, play 1x1, 1: start, play 2x1, 2: start, pass, pass, pass, "
    "play 10x2, 10: move G0 -1, 10: move G0 -1, play Sx2, S: sorry G0, S: sorry B0"
).split(", ")


def _position():
    return get_game("president"), replayed("president", 4, SEED, OPENING)


def _weigh(game, state, chosen: str):
    action = next(a for a in state.legal_actions() if str(a) == chosen)
    decision = Decision(len(OPENING) + 1, state.current_player(), state, action)
    return weigh(game, judge_for(game, state), decision, ReviewSettings(seed=5))


def test_keeping_the_1s_early_in_a_round_is_not_marked_P_12():
    """Played on to the game's end (forty deals, the normal player), passing
    here wins about 37 % and the two 1s about 10 %: the 1s win the trick, but the
    others play their cards later in the round all the same, and the 1s are gone. The
    judge that stopped mid-round marked the pass a blunder of about 20 points."""
    game, state = _position()
    assert sorted(str(a) for a in state.legal_actions()) == ["pass", "play 1x2"]
    kept = _weigh(game, state, "pass")
    assert kept.best == "pass" and kept.cost == 0.0
    assert mark_of(kept.cost, kept.error) is Mark.BEST
    spent = _weigh(game, state, "play 1x2")
    assert spent.best == "pass" and spent.cost > spent.error
