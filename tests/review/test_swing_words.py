"""The review's big moments name what moved a chance (issue 39, item 4): Sorry My Ass!
deals its hands once a round, so between a seat's decisions no card is drawn, and its
swings of luck read "What came next on move 252" — they name what the stretch showed."""

from __future__ import annotations

import random

from sorry_game.engine.interface import GameConfig
from sorry_game.engine.timeline import Timeline
from sorry_game.games.catalogue import get_game
from sorry_game.review.swings import UNSEEN, _luck
from sorry_game.session import Seat, Session

NAMES = ["You", "Ada", "Bo", "Cy"]


def president_timeline(seed: int = 2, actions: int = 160) -> Timeline:
    game = get_game("president")
    seats = [
        Seat(n, "computer", "easy", c) for n, c in zip(NAMES, game.default_colours(4), strict=True)
    ]
    session = Session.new("president", GameConfig(4), seed, seats)
    rng = random.Random(seed)
    while len(session.actions) < actions and not session.state.is_over():
        session.apply(rng.choice(session.state.legal_actions()))
    return Timeline(game, session.record())


def test_a_stretch_of_luck_with_no_draw_is_named_by_what_it_showed():
    """Every stretch between seat 0's decisions that holds no deal is named — by the
    trick and who took it ("the trick to Cy"), else by the log's words of the first
    other seat's action ("Bo plays two 8s"); with the seat's own moves alone, by what
    moved its belief, "the cards the others hid" (not its own play: the decision's list
    says what that cost) — never "what came next"."""
    timeline = president_timeline()
    mine = [s.number for s in timeline.steps if s.player == 0]
    decided = {s.number for s in timeline.steps}  # every action weighed: no moment told
    named = 0
    for first, nxt in zip(mine, mine[1:], strict=False):
        stretch = timeline.steps[first - 1 : nxt - 1]
        if any(e.kind in ("draw", "deal") for s in stretch for e in s.events):
            continue
        others = [s for s in stretch if s.player not in (None, 0)]
        swing = _luck(timeline, 0, 9.0, first, nxt - 1, decided, NAMES, hidden=True)
        tricks = [e for s in stretch for e in s.events if e.kind == "trick"]
        assert swing.what != "what came next"
        if not others and not tricks:  # the seat's own moves alone: what it cannot see
            assert swing.what == UNSEEN and swing.number == first
        elif tricks:
            name = NAMES[tricks[0].player]
            assert swing.what.startswith(f"the trick to {'you' if name == 'You' else name}")
        else:
            assert swing.what.startswith(NAMES[others[0].player] + " ")
            assert swing.number == others[0].number and swing.actor == others[0].player
        named += 1
    assert named >= 5
