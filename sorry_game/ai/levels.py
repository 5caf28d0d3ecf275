"""Which agent plays each level of each game (a table, not a cascade)."""

from __future__ import annotations

from collections.abc import Callable

from sorry_game.ai.agents import Agent, EasyAgent, GreedyAgent, LookaheadAgent, RandomAgent
from sorry_game.ai.evaluators import Evaluator, evaluator_for

LEVEL_NAMES = ("random", "easy", "normal", "hard")

_BUILDERS: dict[str, Callable[[Evaluator, int | None], Agent]] = {
    "easy": lambda ev, seed: EasyAgent(ev, seed),
    "normal": lambda ev, seed: GreedyAgent(ev, seed),
    "hard": lambda ev, seed: LookaheadAgent(ev, seed),
}


def build_agent(level: str, game_id: str, seed: int | None = None) -> Agent:
    if level not in LEVEL_NAMES:
        raise ValueError(f"unknown computer level {level!r} (choose {', '.join(LEVEL_NAMES)})")
    evaluate = evaluator_for(game_id)
    if level == "random" or evaluate is None:
        return RandomAgent(seed)
    return _BUILDERS[level](evaluate, seed)
