"""The review names players, not colours (fresh eyes, mission item 1): a Sorry! switch
was reviewed as "switch pawn 1 with Green's pawn 1" where Green is the player called Cy,
and every other screen says "Cy". A choice's words name another seat's pieces by its
player ("Cy's pawn 1", "your pawn 1" for the seat called You, "a pawn card of Cy"), in
the review computed here and in the background's workers alike."""

from __future__ import annotations

import dataclasses
import re

import pytest
from review_helpers import QUICK, played

from sorry_game.games.board.geometry import COLOUR_NAMES
from sorry_game.review.background import weigh_task
from sorry_game.review.compute import decisions_of, game_of, weigh_all

NAMES = ("You", "Ada", "Bo", "Cy")
#: the words of a choice that name another seat (by colour, as the game says them)
OTHERS = re.compile(r"\b(?:" + "|".join(COLOUR_NAMES) + r")(?:'s pawn| \()|pawn card of \w+")


def named_record(game_id: str, seed: int):
    record = played(game_id, 4, seed)
    seats = [dict(s, name=name) for s, name in zip(record.meta["seats"], NAMES, strict=True)]
    return dataclasses.replace(record, meta={**record.meta, "seats": seats})


def naming_decision(game_id: str):
    """The first seeded game's first decision whose choice names another seat (by its
    colour, as the game says it without names), and the words."""
    for seed in range(1, 30):
        record = named_record(game_id, seed)
        for d in decisions_of(game_of(record), record):
            words = d.state.describe_action(d.action)
            if OTHERS.search(words):
                return record, d, words
    raise AssertionError("no choice of the games names another seat")


@pytest.mark.parametrize("game_id", ["classic", "president", "revenge"])
def test_a_reviewed_choice_names_the_other_seat_by_its_player(game_id):
    record, decision, by_colour = naming_decision(game_id)
    (w,) = weigh_all(record, QUICK, [decision.number])
    said = w.chosen_words
    for colour in COLOUR_NAMES:
        assert colour not in said, (said, by_colour)
    owner = re.search(r"(\w+)'s pawn|(your) pawn|pawn card of (\w+)", said)
    assert owner is not None, said
    name = next(g for g in owner.groups() if g)
    assert name in {"your", "you", *NAMES[1:]} and name != NAMES[decision.seat], said
    # the background's workers weigh it alike
    (worker,) = weigh_task(record.dumps(), QUICK, (decision.number,))
    assert worker.chosen_words == said


def test_the_reviewed_seats_own_pawn_is_yours():
    """Another seat's choice that switches with or bumps the pawn of the seat called
    You says "your pawn", as the log says "you"."""
    game_id = "classic"
    for seed in range(4, 40):
        record = named_record(game_id, seed)
        game = game_of(record)
        for d in decisions_of(game, record):
            if d.seat != 0 and "Red's pawn" in d.state.describe_action(d.action):
                said = d.state.describe_action(d.action, list(NAMES))
                assert "your pawn" in said and "Red" not in said, said
                return
    raise AssertionError("no choice of another seat names the pawn of You")
