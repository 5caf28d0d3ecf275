"""Sorry! Revenge's judge tells the normal player's slips from noise (issue 42).

Its worlds differ the most of any game (the whole pile dealt again), and in 64 of
them a choice's uncertainty was 5 to 10 points: the hard player, which wins about two
games of three against normal, had the same accuracy as normal in the review. It now
weighs a decision in up to 128 worlds (`ai/revenge.py`, `REVIEW_WORLDS`)."""

from __future__ import annotations

from game_helpers import replayed

from sorry_game.ai.judging import judge_for
from sorry_game.games.catalogue import get_game
from sorry_game.review.compute import Decision, ReviewSettings, weigh
from sorry_game.review.marks import Mark, mark_of

#: a game of the bench (`bench/review.py`, game 1: normal, hard, easy, normal) at its
#: 54th action: the first seat (normal) plays a Switch where the Play 2 is better
SEED = 2459150361376443823
OPENING = (
    "play 3, play 6, play 0, play 0, play slide10, play 8, play 1, play 1, play take2, "
    "play 3, play 9, play take2, flipback 1, block, flipback 2, play 1, play 10, play 4, "
    "play 5, play take2, play slide10, play slide15, play switch, play 1, play play2, "
    "play 5, steal, play 4, play slide21, play take2, play play2, play 8, play 0, play 0, "
    "play slide21, play 7, play 3, play 10, play 10, play switch, play 4, play 2, "
    "play switch, play play2, play 4, play 10, play take2, flipback 3, block, play 9, "
    "play take2, play 0, play 3"
).split(", ")


def test_the_normal_players_slip_is_marked_and_known_within_six_points_R():
    game = get_game("revenge")
    state = replayed("revenge", 4, SEED, OPENING)
    chosen = next(a for a in state.legal_actions() if str(a) == "play switch")
    decision = Decision(len(OPENING) + 1, state.current_player(), state, chosen)
    w = weigh(game, judge_for(game, state), decision, ReviewSettings(seed=5))
    assert w.best == "play play2"
    assert w.error < 6.0 and mark_of(w.cost, w.error) in (Mark.MISTAKE, Mark.BLUNDER)
