"""Agents: anything that picks a legal action for the player to move."""

from __future__ import annotations

import random
from typing import Protocol

from sorry_game.engine.actions import Action
from sorry_game.engine.interface import State


class Agent(Protocol):
    name: str

    def choose(self, state: State) -> Action: ...


class RandomAgent:
    """Uniformly random legal action: the baseline and the playout policy of last resort."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State) -> Action:
        return self.rng.choice(state.legal_actions())


def make_agent(level: str, game_id: str, seed: int | None = None) -> Agent:
    """The computer player for `level` (random, easy, normal, hard) in game `game_id`."""
    from sorry_game.ai.levels import build_agent

    return build_agent(level, game_id, seed)
