"""Computer moves in a worker process (DESIGN §3): a plain, picklable function.

The table sends the game as save text (config + seed + actions), so the worker needs
nothing but this package; it replays the game, asks the agent and returns the action
as text, which the table parses and applies through the session.

`watch_parent` is the worker's initializer: a worker ends itself when the program that
started it is gone (killed, crashed), so no computer player outlives its window.
"""

from __future__ import annotations

import os
import random
import threading

from sorry_game.engine.savefile import load

#: how often the watcher also checks the parent's pid (a second, slower signal)
PARENT_POLL_S = 1.0


def choose_from_save(save_text: str, level: str, seed: int) -> str:
    """The action text that a `level` computer chooses in the saved position.

    A computer plays fair: in a game that hides cards it decides on a copy in which
    everything its seat cannot see is dealt at random (`determinize`), so no agent can
    peek at another hand or at the draw pile, whatever its evaluation reads."""
    from sorry_game.ai.agents import decide
    from sorry_game.ai.levels import make_agent
    from sorry_game.games.catalogue import get_game

    record, state = load(save_text, get_game)
    if state.is_over():
        raise ValueError("the game is over: there is no move to choose")
    hides = get_game(record.game_id).hides(record.config)
    agent = make_agent(level, record.game_id, seed)
    return str(decide(agent, state, hides, random.Random(seed)))


def warm_up() -> bool:
    """Import the engine in a fresh worker so the first real move is quick."""
    from sorry_game.games.catalogue import all_games

    all_games()

    return True


def watch_parent(parent_pid: int | None = None) -> threading.Thread | None:
    """Start a daemon thread that ends this process as soon as its parent is gone.

    It waits on the parent's sentinel (`multiprocessing.parent_process()`: readable
    when the parent dies, on every system) and also checks every second that the
    parent pid is still ours (POSIX re-parents orphans). Returns the thread, or None
    when this process has no multiprocessing parent to watch."""
    import multiprocessing

    parent = multiprocessing.parent_process()
    ppid = parent_pid if parent_pid is not None else os.getppid()
    sentinel = getattr(parent, "sentinel", None) if parent is not None else None
    if sentinel is None and parent_pid is None:
        return None

    def parent_gone() -> bool:
        if sentinel is not None:
            from multiprocessing.connection import wait

            try:
                if wait([sentinel], timeout=PARENT_POLL_S):
                    return True
            except (OSError, ValueError):
                return True
        else:
            threading.Event().wait(PARENT_POLL_S)
        return os.name != "nt" and os.getppid() != ppid

    def watch() -> None:
        while not parent_gone():
            pass
        os._exit(0)  # no cleanup to do: the worker holds nothing but a search

    thread = threading.Thread(target=watch, name="watch-parent", daemon=True)
    thread.start()
    return thread
