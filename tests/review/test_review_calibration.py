"""The review's chances calibrated (issue 42): a judge whose chances came out too timid
against the outcomes of many games (`bench/calibration.py`) is given a fitted power
(`ai.judging.sharpened`), applied to every weighed choice, with each uncertainty carried
through; the order of a seat's chances, their total and a sure result are kept."""

from __future__ import annotations

import random

import pytest
from bench_scripts import BENCH, bench_script
from game_helpers import position
from hypothesis import given
from hypothesis import strategies as st

from sorry_game.ai.judging import RolloutJudge, judge_for, sharpened, through
from sorry_game.games.catalogue import get_game

rows = st.lists(st.floats(0.0, 1.0), min_size=2, max_size=4).filter(lambda r: sum(r) > 0.01)


@given(rows, st.floats(0.25, 4.0))
def test_sharpened_chances_keep_their_total_and_each_seats_order(row, power):
    out = sharpened(row, power)
    assert sum(out) == pytest.approx(sum(row), abs=1e-9)
    for a in range(len(row)):
        for b in range(len(row)):
            if row[a] > row[b] + 1e-9:
                assert out[a] >= out[b] - 1e-9


def test_a_power_above_one_makes_the_favourite_surer_and_a_sure_result_stays():
    assert sharpened((0.4, 0.2, 0.2, 0.2), 1.5)[0] > 0.4
    assert sharpened((0.1, 0.3, 0.3, 0.3), 1.5)[0] < 0.1
    assert sharpened((0.0, 1.0, 0.0, 0.0), 1.5) == (0.0, 1.0, 0.0, 0.0)
    # a team's two seats share its chance: the teams are sharpened as two seats are
    teams = sharpened((0.6, 0.4, 0.6, 0.4), 2.0)
    assert teams[0] == teams[2] and teams[0] + teams[1] == pytest.approx(1.0)
    assert teams[0] == pytest.approx(sharpened((0.6, 0.4), 2.0)[0])


def test_an_uncertainty_is_carried_through_the_map():
    assert through((0.5, 0.5), 0, 0.1, 1.0) == 0.1
    # steeper at even chances, flatter where the chance is near sure
    assert through((0.5, 0.5), 0, 0.1, 2.0) > 0.1
    assert through((0.95, 0.05), 0, 0.04, 2.0) < 0.04


def test_a_judge_with_a_power_gives_the_sharpened_chances_of_the_same_worlds():
    game = get_game("classic")
    state = position("classic", 4, {}, 3, 20)
    plain = judge_for(game, state)
    assert isinstance(plain, RolloutJudge)
    chosen = state.legal_actions()[-1]
    raw = RolloutJudge(plain.chances, plain.policy, worlds=16, power=1.0)
    sharp = RolloutJudge(plain.chances, plain.policy, worlds=16, power=1.6)
    a = raw.weigh(state, chosen, 1.0, random.Random(4))
    b = sharp.weigh(state, chosen, 1.0, random.Random(4))
    assert [c.action for c in a.choices] == [c.action for c in b.choices]
    for x, y in zip(a.choices, b.choices, strict=True):
        assert y.chances == sharpened(x.chances, 1.6)
        assert y.error == through(x.chances, a.seat, x.error, 1.6)
    assert b.best.chances != a.best.chances


def _games(cal, count: int, power: float, seed: int = 5) -> list:
    """`count` games of four positions whose outcome is drawn from sharp chances, the
    predictions those chances raised to `power` (1: calibrated; below 1: too timid)."""
    rng = random.Random(seed)
    games = []
    for index in range(count):
        weights = [rng.random() ** 3 for _ in range(4)]
        truth = tuple(w / sum(weights) for w in weights)
        u, edge, winner = rng.random(), 0.0, 3
        for s, p in enumerate(truth):
            edge += p
            if u < edge:
                winner = s
                break
        result = tuple(1.0 if s == winner else 0.0 for s in range(4))
        games.append(cal.Sampled(index, (sharpened(truth, power),) * 4, result))
    return games


def test_the_benchs_noise_floor_is_what_calibrated_chances_show_and_timid_ones_stand_above_it():
    cal = bench_script("calibration")
    calibrated, timid = _games(cal, 400, 1.0), _games(cal, 400, 0.4)
    floor = cal.noise_floor(calibrated, draws=40)
    assert 0.5 < floor < 4.0
    assert cal.calibration([p for g in calibrated for p in g.pairs()]) < 2.5 * floor
    assert cal.calibration([p for g in timid for p in g.pairs()]) > 2 * cal.noise_floor(timid, 40)
    # the fitted power undoes the timidity
    assert 1.8 < cal.fit_power(timid) < 3.5


def test_a_calibration_game_samples_its_decisions_by_its_seed_and_asks_the_reviews_judge():
    cal = bench_script("calibration")
    game = cal.sample_game(("revenge", 4, 1, 0, 3))
    again = cal.sample_game(("revenge", 4, 1, 0, 3))
    assert (game.chances, game.result) == (again.chances, again.result)  # the job alone
    assert len(game.chances) == 3 and sorted(game.result) == [0.0, 0.0, 0.0, 1.0]
    for row in game.chances:
        assert sum(row) == pytest.approx(1.0, abs=1e-6) and len(row) == 4


def test_a_long_calibration_pass_saves_its_games_as_each_one_ends(tmp_path):
    """`--save` is written again as each game ends, so a pass stopped early on a busy
    machine keeps every game it finished (bench/fit_king.py reads such files)."""
    import json

    cal = bench_script("calibration")
    seen: list[int] = []
    games = cal.run("revenge", 4, 2, 1, 1, 1, lambda done: seen.append(len(done)))
    assert seen == [1, 2] and [g.index for g in games] == [0, 1]
    path = tmp_path / "saved.json"
    assert (
        cal.main(
            [
                "--game",
                "revenge",
                "--calibration-games",
                "1",
                "--positions",
                "1",
                "--jobs",
                "1",
                "--save",
                str(path),
            ]
        )
        == 0
    )
    saved = json.loads(path.read_text(encoding="utf-8"))["revenge"]
    assert [g["chances"] for g in saved] == [[list(row) for row in games[0].chances]]


def test_four_player_revenges_review_gives_its_chances_calibrated_by_the_fitted_power():
    """Sorry! Revenge at four seats: the rollouts' chances came out too timid against the
    outcomes of 240 games (`bench/calibration.py --fit`); its judge sharpens them by the
    fitted power. The three-seat table was not fitted: its chances stay as found."""
    from sorry_game.ai import revenge

    game = get_game("revenge")
    state = position("revenge", 4, {}, 6, 8)
    judge = judge_for(game, state)
    assert isinstance(judge, RolloutJudge) and revenge.REVIEW_POWER[4] > 1.0
    raw = RolloutJudge(judge.chances, judge.policy, worlds=16)
    fitted = RolloutJudge(judge.chances, judge.policy, worlds=16, power=judge.power)
    chosen = state.legal_actions()[0]
    a = raw.weigh(state, chosen, 1.0, random.Random(2))
    b = fitted.weigh(state, chosen, 1.0, random.Random(2))
    assert b.best.chances == sharpened(a.best.chances, revenge.REVIEW_POWER[4])
    three = judge_for(game, position("revenge", 3, {}, 6, 8))
    assert isinstance(three, RolloutJudge) and three.power == 1.0


def test_the_review_bench_passes_its_positions_to_the_calibration_pass(monkeypatch):
    """`bench/review.py --positions N`: N decisions of each calibration game (a lower
    noise floor for each game played, where playing costs most: Sorry, King!)."""
    monkeypatch.syspath_prepend(str(BENCH))  # bench/review.py imports bench/calibration.py
    review = bench_script("review")
    asked: list[tuple[object, ...]] = []

    def run(*args: object) -> list[object]:
        asked.append(args)
        raise SystemExit(0)

    monkeypatch.setattr(review.calibrating, "run", run)
    with pytest.raises(SystemExit):
        review.main(["--game", "king", "--games", "0", "--jobs", "1", "--positions", "8"])
    assert asked and asked[0][-1] == 8 and asked[0][0] == "king"


def test_the_benchs_accuracy_by_points_is_the_old_measure_beside_the_review_s_own():
    """`bench/review.py --by-kind`'s diagnostic: the accuracy with each charged cost in
    points, whatever the seat's chance (the review's own counts it at its stake)."""
    rev = bench_script("review")
    from sorry_game.review.marks import move_accuracy

    assert rev.points_accuracy(("easy", "play", 0.0, 3.0, 1.0, 0.25)) == pytest.approx(
        move_accuracy(2.0)
    )
    assert rev.points_accuracy(("easy", "play", 0.0, 3.0, 1.0, 0.125)) == pytest.approx(
        move_accuracy(2.0)
    )
    assert rev.points_accuracy(("hard", "pass", 0.0, 1.0, 1.5, 0.01)) == 100.0


def test_a_kept_game_outlives_a_change_to_how_the_bench_reports(monkeypatch):
    """`--keep`'s fingerprint covers the code that plays and reviews a game, not the
    bench's report: a new diagnostic line must not play an hour of games again."""
    rev = bench_script("review")
    mark = rev.code_mark()
    monkeypatch.setattr(rev, "report", lambda *a: ["changed"])
    monkeypatch.setattr(rev, "by_kind", lambda *a: ["changed"])
    assert rev.code_mark() == mark
    monkeypatch.setattr(rev, "BUDGETS", {**rev.BUDGETS, "classic": {"hard": 49}})
    assert rev.code_mark() != mark
