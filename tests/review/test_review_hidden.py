"""A review never reads a hidden card (issue 42): each decision is judged on what its
seat could know. Dealing again everything the seat cannot see (the other hands, the
pile's order, the future shuffles) gives the same judgement, to the last digit."""

from __future__ import annotations

import dataclasses
import random

import pytest
from review_helpers import played

from sorry_game.ai.judging import judge_for
from sorry_game.games.catalogue import get_game
from sorry_game.review.compute import Decision, ReviewSettings, decisions_of, weigh

#: games that hide cards (the pile's order is hidden in every game with cards)
GAMES = [("revenge", 4, 6), ("president", 4, 2), ("toy", 2, 3), ("classic", 4, 2)]


@pytest.mark.parametrize("game_id,players,seed", GAMES)
def test_dealing_again_what_the_seat_cannot_see_gives_the_same_review(game_id, players, seed):
    game = get_game(game_id)
    record = played(game_id, players, seed)
    decisions = decisions_of(game, record)
    judge = judge_for(game, game.new_state(record.config, record.seed))
    settings = ReviewSettings(seed=11, effort=0.1)
    deal = random.Random(seed)
    changed = 0
    for decision in decisions[:: max(1, len(decisions) // 8)]:
        state = decision.state
        dealt = state.determinize(decision.seat, deal)
        if dealt.to_dict() != state.to_dict():
            changed += 1
        same = weigh(
            game, judge, Decision(decision.number, decision.seat, dealt, decision.action), settings
        )
        real = weigh(game, judge, decision, settings)
        assert dataclasses.replace(same, seconds=0.0) == dataclasses.replace(real, seconds=0.0)
    assert changed, "the deal changed nothing: the test would prove nothing"
