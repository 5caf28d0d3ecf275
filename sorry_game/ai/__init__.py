"""Computer players for every game (DESIGN §5). Never imports pygame."""

from sorry_game.ai.agents import Agent, RandomAgent, make_agent

__all__ = ["Agent", "RandomAgent", "make_agent"]
