"""Computer players for every game (DESIGN §5). Never imports pygame.

`agents.py` holds the game-independent players (random, easy, greedy) and
`decide` (a fair decision on what a seat can see); `levels.py` finds each game's own
computer player, `sorry_game.ai.<id>` (an `evaluate` and perhaps its own agents);
`board.py` is the Sorry! board judgement Sorry! and Sorry My Ass! share; `worker.py`
runs computer moves in a process of their own.
"""

from sorry_game.ai.agents import (
    Agent,
    EasyAgent,
    GreedyAgent,
    RandomAgent,
)
from sorry_game.ai.levels import LEVEL_NAMES, computer_of, make_agent

__all__ = [
    "LEVEL_NAMES",
    "Agent",
    "EasyAgent",
    "GreedyAgent",
    "RandomAgent",
    "computer_of",
    "make_agent",
]
