"""Which agent plays each level of each game (tables, not a cascade).

By default a level is built from the game's evaluator (`evaluators.py`): easy = mostly
random, normal = one-ply greedy, hard = determinized look-ahead. A game whose computer
needs its own search (e.g. alpha-beta for Sorry, King!) names a module in `AGENT_PATHS`
that defines `build_agent(level, seed) -> Agent | None` (None: use the default).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

from sorry_game.ai.agents import Agent, EasyAgent, GreedyAgent, LookaheadAgent, RandomAgent
from sorry_game.ai.evaluators import Evaluator, evaluator_for

LEVEL_NAMES = ("random", "easy", "normal", "hard")

_BUILDERS: dict[str, Callable[[Evaluator, int | None], Agent]] = {
    "easy": lambda ev, seed: EasyAgent(ev, seed),
    "normal": lambda ev, seed: GreedyAgent(ev, seed),
    "hard": lambda ev, seed: LookaheadAgent(ev, seed),
}

#: game id -> module with its own `build_agent(level, seed)`
AGENT_PATHS: dict[str, str] = {
    "president": "sorry_game.ai.president",
    "king": "sorry_game.ai.king",
    "revenge": "sorry_game.ai.revenge",
}


def build_agent(level: str, game_id: str, seed: int | None = None) -> Agent:
    if level not in LEVEL_NAMES:
        raise ValueError(f"unknown computer level {level!r} (choose {', '.join(LEVEL_NAMES)})")
    if level == "random":
        return RandomAgent(seed)
    path = AGENT_PATHS.get(game_id)
    if path is not None:
        try:
            module = importlib.import_module(path)
        except ImportError:
            module = None
        builder = getattr(module, "build_agent", None)
        if builder is not None:
            agent = builder(level, seed)
            if agent is not None:
                return agent
    evaluate = evaluator_for(game_id)
    if evaluate is None:
        return RandomAgent(seed)
    return _BUILDERS[level](evaluate, seed)
