"""Sorry, King!'s review turns a search's score into a chance to win by a curve fitted
on the game's own outcomes (issue 42): a chess site's logistic curve was too timid in
the middle (given 65 %, won 87 %)."""

from __future__ import annotations

import math

import pytest
from bench_scripts import bench_script

from sorry_game.ai.king import CHANCE_A, CHANCE_KNEE, CHANCE_P, CHANCE_SLOPE, WIN, chance_of
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


def _saved(tmp_path, bend, games: int, seed: int):
    """A calibration --save file of games whose outcomes are drawn from `bend`'s chances
    (so `bend` is calibrated there), its chances made by the code's own curve."""
    import json
    import random

    fit = bench_script("fit_king")
    rng = random.Random(seed)
    kept = []
    for index in range(games):
        scores = [rng.gauss(0.0, 600.0) for _ in range(8)]
        won = 1.0 if rng.random() < fit.chance(scores[3], bend) else 0.0
        rows = [(chance_of(s), 1.0 - chance_of(s)) for s in scores]
        kept.append({"index": index, "chances": rows, "result": (won, 1.0 - won)})
    path = tmp_path / f"saved{seed}.json"
    path.write_text(json.dumps({"king": kept}), encoding="utf-8")
    return path


def test_the_curve_fit_reads_the_scores_back_and_finds_a_bend_that_fits_better(tmp_path):
    """bench/fit_king.py: a saved chance is read back as its score through the curve it
    was made with, and on games whose outcomes follow another bend the fit comes closer
    to that bend's log loss than the curve made with."""
    fit = bench_script("fit_king")
    made = (CHANCE_A, CHANCE_P, CHANCE_KNEE)
    for s in (-2500.0, -300.0, -7.0, 0.0, 45.0, 900.0):
        assert fit.score_of(chance_of(s), made) == pytest.approx(s, abs=1e-6)
        assert fit.chance(s, made) == pytest.approx(chance_of(s))
    truth = (3.0, 0.6, 0.5)
    games = fit.points(str(_saved(tmp_path, truth, 300, 5)), made)
    fitted = fit.fit_bend(games, made, 0.1)
    assert fit.log_loss(games, fitted) < fit.log_loss(games, made) - 0.005
    assert fit.log_loss(games, fitted) <= fit.log_loss(games, truth) + 1e-3
