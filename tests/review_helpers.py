"""Finished games to review, as their records: played by seeded computers, quickly."""

from __future__ import annotations

import random
from collections.abc import Sequence

from sorry_game.ai.agents import decide
from sorry_game.ai.levels import make_agent
from sorry_game.engine.interface import GameConfig
from sorry_game.engine.savefile import SaveRecord
from sorry_game.games.catalogue import get_game
from sorry_game.review.compute import ReviewSettings

#: a quick review for the tests: a tenth of the review's worlds (or search)
QUICK = ReviewSettings(seed=3, effort=0.1)


def played(
    game_id: str,
    players: int,
    seed: int,
    levels: Sequence[str] = ("easy", "normal", "normal", "normal"),
    upto: int | None = None,
) -> SaveRecord:
    """A seeded game between computers of `levels` (the easy and normal players: no
    search), to its end or its first `upto` actions, as a record with named seats."""
    game = get_game(game_id)
    config = GameConfig(players)
    state = game.new_state(config, seed)
    agents = [make_agent(levels[s % len(levels)], game_id, seed * 7 + s) for s in range(players)]
    fair = random.Random(seed)
    actions: list[str] = []
    while not state.is_over() and (upto is None or len(actions) < upto):
        action = decide(agents[state.current_player()], state, game.hides(config), fair)
        actions.append(str(action))
        state.apply_fast(action)
    seats = [
        {"name": f"P{s + 1}", "kind": "computer", "level": levels[s % len(levels)], "colour": s}
        for s in range(players)
    ]
    return SaveRecord(game_id, config, seed, actions, {"seats": seats})
