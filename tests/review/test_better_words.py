"""The review's words (issue 39): a better choice is said without its verb doubled by a
card's name ("Better: play the Play 2"), and a big moment's line starts with a capital
("the deal; …" began lower-case)."""

from __future__ import annotations

import re

import pytest

from sorry_game.ai.agents import RandomAgent
from sorry_game.engine.interface import GameConfig
from sorry_game.games.catalogue import get_game
from sorry_game.review.model import Swing

#: a verb said again by the name after it: "play the Play 2", "take the Take 2"
DOUBLED = re.compile(r"\b(\w+) (?:the |a |an |your )?\1\b", re.IGNORECASE)


@pytest.mark.parametrize("game_id", ["classic", "president", "king", "revenge"])
def test_no_choice_is_said_with_its_verb_doubled(game_id: str) -> None:
    """Every choice of a seeded game in its words, as the review's "Better:" says it."""
    game = get_game(game_id)
    state = game.new_state(GameConfig(2 if game_id == "king" else 4), 5)
    agent = RandomAgent(5)
    seen = set()
    for _ in range(400):
        if state.is_over():
            break
        for action in state.legal_actions():
            words = state.describe_action(action)
            seen.add(words)
            assert not DOUBLED.search(words), words
        state.apply_fast(agent.choose(state))
    assert len(seen) > 10


def test_revenge_s_action_cards_are_used_not_played_twice() -> None:
    from sorry_game.games.revenge.actions import Play
    from sorry_game.games.revenge.cards import PLAY2, SWITCH, TAKE2

    state = get_game("revenge").new_state(GameConfig(4), 1)
    words = [state.describe_action(Play(card)) for card in (PLAY2, TAKE2, SWITCH)]
    assert words == ["use the Play 2 card", "use the Take 2 card", "use the Switch card"]


def test_a_big_moment_s_line_starts_with_a_capital() -> None:
    swing = Swing(0, 0, 0, -1, "luck", 12.0, "the deal; Bo draws a 1")
    assert swing.text(["You", "Bo"], 0).startswith("The deal; Bo draws a 1")
