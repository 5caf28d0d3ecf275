"""Sorry, King!'s review turns a search's score into a chance to win by a curve fitted
on the game's own outcomes (issue 42): a chess site's logistic curve was too timid in
the middle (given 65 %, won 87 %)."""

from __future__ import annotations

import math

from sorry_game.ai.king import CHANCE_SLOPE, WIN, chance_of
from sorry_game.review.marks import THRESHOLDS, Mark


def test_the_curve_is_even_rising_and_sure_of_a_found_win():
    scores = [-WIN, -2000.0, -500.0, -100.0, 0.0, 100.0, 500.0, 2000.0, WIN]
    chances = [chance_of(s) for s in scores]
    assert chances == sorted(chances) and len(set(chances)) == len(chances)
    assert all(math.isclose(chance_of(s) + chance_of(-s), 1.0) for s in scores)
    assert chance_of(WIN) > 0.999 and chance_of(0.0) == 0.5


def test_the_middle_is_bolder_than_the_logistic_the_ends_as_sure():
    """The fitted bend: a pawn and a half up is clearly better than the logistic's 65 %
    made it, and far from even the two agree within a few points."""

    def logistic(s: float) -> float:
        return 1.0 / (1.0 + math.exp(-CHANCE_SLOPE * s))

    assert chance_of(300.0) - logistic(300.0) > 0.08
    assert abs(chance_of(2000.0) - logistic(2000.0)) < 0.03


def test_a_few_centipawns_near_even_never_cost_a_mark():
    """The knee: ten centipawns where the game is even cost under an inaccuracy."""
    inaccuracy = dict(THRESHOLDS)[Mark.INACCURACY]
    for s in (0.0, 20.0, 50.0, 150.0):
        assert 100 * (chance_of(s + 10.0) - chance_of(s)) < inaccuracy
