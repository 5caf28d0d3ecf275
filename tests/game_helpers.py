"""Games set up the way several test modules need them: every configuration worth a
look, and a seeded position some random moves in."""

from __future__ import annotations

from typing import Any

from sorry_game.ai.agents import RandomAgent
from sorry_game.engine.interface import GameConfig
from sorry_game.games.catalogue import get_game


def configs(game: Any) -> list[GameConfig]:
    """The smallest and largest player counts with the default options, and every other
    choice of every option (at the largest player count it applies to)."""
    counts = sorted({game.min_players, game.max_players})
    out = [GameConfig(n) for n in counts]
    for spec in game.options():
        n = max(c for c in range(game.min_players, game.max_players + 1) if spec.applies_to(c))
        out += [GameConfig(n, {spec.key: choice}) for choice in spec.choices[1:]]
    return out


def position(game_id: str, players: int, options: dict, seed: int, plies: int) -> Any:
    """`plies` random moves into a seeded game, then on to a decision with a choice."""
    state = get_game(game_id).new_state(GameConfig(players, options), seed)
    agent = RandomAgent(seed)
    for _ in range(plies):
        state.apply_fast(agent.choose(state))
    while len(state.legal_actions()) < 2:
        state.apply_fast(agent.choose(state))
    assert not state.is_over()
    return state


def replayed(game_id: str, players: int, seed: int, opening: list[str]) -> Any:
    """A seeded game with the actions named in `opening` (as `str(action)` says them)
    played in turn: a position written down as the moves that reach it."""
    state = get_game(game_id).new_state(GameConfig(players), seed)
    for text in opening:
        state.apply_fast(next(a for a in state.legal_actions() if str(a) == text))
    return state
