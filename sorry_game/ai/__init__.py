"""Computer players for every game (DESIGN §5). Never imports pygame."""

from sorry_game.ai.agents import (
    Agent,
    EasyAgent,
    GreedyAgent,
    LookaheadAgent,
    RandomAgent,
    make_agent,
)
from sorry_game.ai.levels import LEVEL_NAMES

__all__ = [
    "LEVEL_NAMES",
    "Agent",
    "EasyAgent",
    "GreedyAgent",
    "LookaheadAgent",
    "RandomAgent",
    "make_agent",
]
