"""Sorry, King!'s review turns a search's score into a chance to win by a curve fitted
on the game's own outcomes (issue 42): a chess site's logistic curve was too timid in
the middle (given 65 %, won 87 %)."""

from __future__ import annotations

import math
import random

import chess
import pytest
from bench_scripts import bench_script

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
    """The knee: ten centipawns where the game is even cost under an inaccuracy, with
    any number of chessmen on the board (the scale stops short of it)."""
    inaccuracy = dict(THRESHOLDS)[Mark.INACCURACY]
    for pieces in range(2, 33):
        for s in (0.0, 20.0, 50.0, 150.0):
            assert 100 * (chance_of(s + 10.0, pieces) - chance_of(s, pieces)) < inaccuracy


def test_the_same_score_is_surer_with_a_full_board_than_in_an_ending():
    """The fitted scale by the chessmen: an ending the search calls won is still lost by
    a slip more often than an opening edge of the same score."""
    for score in (150.0, 500.0, 1500.0):
        full, middle, ending = (chance_of(score, n) for n in (32, 24, 14))
        assert full >= middle > ending > 0.5
        assert chance_of(-score, 14) == pytest.approx(1.0 - ending)
    assert chance_of(500.0, 32) - chance_of(500.0, 14) > 0.1


def test_the_reviews_judge_reads_the_chessmen_of_the_position_it_weighs(monkeypatch):
    from sorry_game.ai import king
    from sorry_game.engine.interface import GameConfig
    from sorry_game.games.catalogue import get_game

    state = get_game("king").new_state(GameConfig(2), 3)
    state.board.remove_piece_at(chess.parse_square("b1"))
    asked: set[int] = set()

    def chance(score: float, pieces: int = 28) -> float:
        asked.add(pieces)
        return 0.5

    monkeypatch.setattr(king, "chance_of", chance)
    judgement = king.KingJudge(nodes=300).weigh(
        state, state.legal_actions()[0], 1.0, random.Random(1)
    )
    assert asked == {31} and judgement.best.chances == (0.5, 0.5)


def _saved(tmp_path, curve, games: int, seed: int):
    """A calibration --save file of games whose outcomes are drawn from `curve`'s chances
    (so `curve` is calibrated there), its chances made by the code's own curve, with the
    chessmen on the board at each position."""
    import json
    import random

    fit = bench_script("fit_king")
    rng = random.Random(seed)
    kept = []
    for index in range(games):
        scores = [rng.gauss(0.0, 600.0) for _ in range(8)]
        pieces = [32 - 2 * k for k in range(8)]
        won = 1.0 if rng.random() < fit.chance(scores[3], curve, pieces[3]) else 0.0
        rows = [
            (chance_of(s, n), 1.0 - chance_of(s, n)) for s, n in zip(scores, pieces, strict=True)
        ]
        kept.append({"index": index, "chances": rows, "result": (won, 1.0 - won), "pieces": pieces})
    path = tmp_path / f"saved{seed}.json"
    path.write_text(json.dumps({"king": kept}), encoding="utf-8")
    return path


def test_the_curve_fit_reads_the_scores_back_and_finds_a_curve_that_fits_better(tmp_path):
    """bench/fit_king.py: a saved chance is read back as its score through the curve it
    was made with (the chessmen's scale too), and on games whose outcomes follow
    another curve the fit comes as close as that curve's log loss, bend and scale."""
    fit = bench_script("fit_king")
    made = fit.the_code()
    for s in (-2500.0, -300.0, -7.0, 0.0, 45.0, 900.0):
        for n in (32, 26, 12):
            assert fit.score_of(chance_of(s, n), made, n) == pytest.approx(s, abs=1e-6)
            assert fit.chance(s, made, n) == pytest.approx(chance_of(s, n))
    truth = (3.0, 0.6, 0.5, 1.0, 0.0)
    games = fit.points(str(_saved(tmp_path, truth, 300, 5)), made)
    fitted = fit.fit_curve(games, made, 0.1, material=False)
    assert fit.log_loss(games, fitted) < fit.log_loss(games, made) - 0.005
    assert fit.log_loss(games, fitted) <= fit.log_loss(games, truth) + 1e-3
    # a scale that grows with the chessmen is found from the code's bend alone
    truth = (*made[:3], 1.0, 0.3)
    games = fit.points(str(_saved(tmp_path, truth, 300, 6)), made)
    fitted = fit.fit_curve(games, made, 0.1, material=True, bend=False)
    assert fitted[:3] == made[:3] and fitted[4] > 0.1
    assert fit.log_loss(games, fitted) <= fit.log_loss(games, truth) + 1e-3


def test_the_curve_fit_finds_each_sampled_positions_chessmen_by_playing_the_game_again():
    """bench/fit_king.py --replay: calibration game 0 of seed 1 played again gives the
    chessmen its eight sampled positions had when the calibration pass weighed them."""
    fit = bench_script("fit_king")
    assert fit.pieces_of(1, 0, 8) == [32, 30, 29, 28, 27, 26, 25, 23]


def test_the_judge_keeps_evaluations_and_moves_without_changing_a_judgement(monkeypatch):
    """The judge keeps its searches' evaluations from decision to decision, and a search
    each position's legal actions from depth to depth (a game's review 20-30 % faster):
    every judgement of a played game is what a judge without them finds."""
    from review_helpers import played

    from sorry_game.ai import king
    from sorry_game.engine.state_base import RulesState
    from sorry_game.games.catalogue import get_game

    game = get_game("king")
    record = played("king", 2, 4, upto=24)
    states, state = [], game.new_state(record.config, record.seed)
    for text in record.actions:
        action = next(a for a in state.legal_actions() if str(a) == text)
        states.append((state.clone(), action))
        state.apply_fast(action)

    def judged(judge: king.KingJudge) -> list[tuple]:
        rng = random.Random(7)
        out = []
        for position, action in states:
            j = judge.weigh(position.clone(), action, 1.0, rng)
            out.append(tuple((w.action, w.chances, w.error) for w in j.choices))
        return out

    kept = king.KingJudge(nodes=600)
    with_both = judged(kept)
    assert any(kept.leaves.values())  # (the kept evaluations are in use)
    monkeypatch.setattr(king.KingAgent, "keep_leaves", lambda *_args: None)
    monkeypatch.setattr(RulesState, "take_legal", lambda self, legal: None)
    assert judged(king.KingJudge(nodes=600)) == with_both
