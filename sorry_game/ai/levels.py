"""Which agent plays each level of each game."""

from __future__ import annotations

from sorry_game.ai.agents import Agent, RandomAgent

LEVEL_NAMES = ("random", "easy", "normal", "hard")


def build_agent(level: str, game_id: str, seed: int | None = None) -> Agent:
    if level not in LEVEL_NAMES:
        raise ValueError(f"unknown computer level {level!r} (choose {', '.join(LEVEL_NAMES)})")
    return RandomAgent(seed)
