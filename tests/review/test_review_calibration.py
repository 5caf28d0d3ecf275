"""The review's chances calibrated (issue 42): a judge whose chances came out too timid
against the outcomes of many games (`bench/calibration.py`) is given a fitted power
(`ai.judging.sharpened`), applied to every weighed choice, with each uncertainty carried
through; the order of a seat's chances, their total and a sure result are kept."""

from __future__ import annotations

import random

import pytest
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
