"""Computer moves in a worker process (DESIGN §3): a plain, picklable function.

The table sends the game as save text (config + seed + actions), so the worker needs
nothing but this package; it replays the game, asks the agent and returns the action
as text, which the table parses and applies through the session.
"""

from __future__ import annotations

from sorry_game.engine.savefile import load


def choose_from_save(save_text: str, level: str, seed: int) -> str:
    """The action text that a `level` computer chooses in the saved position."""
    from sorry_game.ai import make_agent

    record, state = load(save_text)
    if state.is_over():
        raise ValueError("the game is over: there is no move to choose")
    agent = make_agent(level, record.game_id, seed)
    return str(agent.choose(state))


def warm_up() -> bool:
    """Import the engine in a fresh worker so the first real move is quick."""
    import sorry_game.games  # noqa: F401

    return True
