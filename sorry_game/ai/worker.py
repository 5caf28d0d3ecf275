"""Computer moves in a worker process (DESIGN §3): plain, picklable functions.

The worker keeps its own copy of each game it is asked about and applies the actions
as they arrive: a `Question` carries only the actions played since the last question
about that game (`base` says how many the worker should already have). A worker that
has lost step — it was restarted, or a question was cancelled before it ran — answers
`OutOfStep`, and the table asks again with the whole game (`base` 0) once. The answer
is the chosen action as text, which the table checks and applies through the session.

A question carries the thinking time of its level (`seconds`: the window's setting)
and a `generation`, the number the window gave it. The window stops questions it no
longer wants by raising a shared counter, "stopped up to generation g", and the search
answering a question of generation g or earlier stops at once (`budget.interrupted`)
instead of using up its time, so the next question does not wait.

`choose_from_save` is the one-shot form (a whole save, no copy kept): the self-test
and simple tools use it. `watch_parent` is the worker's initializer: a worker ends
itself when the program that started it is gone (killed, crashed), so no computer
player outlives its window; given the shared counter it also installs it.
"""

from __future__ import annotations

import os
import random
import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from sorry_game.ai.agents import Agent, decide
from sorry_game.ai.budget import Budget, set_interrupt
from sorry_game.ai.levels import LEVEL_BY_NAME, make_agent
from sorry_game.engine.interface import Game, State
from sorry_game.engine.savefile import load
from sorry_game.games.catalogue import all_games, get_game

#: how often the watcher also checks the parent's pid (a second, slower signal)
PARENT_POLL_S = 1.0
#: games a worker keeps a copy of (the least recently asked about is forgotten first)
KEEP_GAMES = 4


@dataclass(frozen=True)
class Question:
    """What a `level` computer would play now in the game `key`.

    `start` is the game's save text without actions (game, seed, setup): enough to begin
    it again; `actions` are the actions after the first `base` ones, which the worker
    already has when it is in step. `seconds` is how long the level thinks (None: the
    level's own time); `generation` is the question's number for stopping it (0: never
    stopped)."""

    key: str
    start: str
    base: int
    actions: tuple[str, ...]
    level: str
    seed: int
    seconds: float | None = None
    generation: int = 0


class Counter(Protocol):
    """A number shared with the window (`multiprocessing.Value('q')`)."""

    value: int


#: "stopped up to generation g", shared with the window (None: nothing is ever stopped)
_stopped: Counter | None = None


def budget_for(level: str, seconds: float | None) -> Budget | None:
    """The thinking budget of a `level` computer asked to think `seconds` (None: the
    level's own; a level that does not think has none)."""
    known = LEVEL_BY_NAME.get(level)
    if known is None or known.seconds <= 0 or seconds is None or seconds <= 0:
        return None
    return known.budget(seconds)


def stop_signal(generation: int) -> Callable[[], bool] | None:
    """What the search asks every few iterations: has the window stopped this question?"""
    stopped = _stopped
    if stopped is None or generation <= 0:
        return None
    return lambda: stopped.value >= generation


class OutOfStep(Exception):
    """The worker's copy of the game does not have `base` actions: send the whole game."""


@dataclass
class _Copy:
    game: Game
    hides: bool
    state: State
    count: int
    #: the computers of this game by (seat, level, seconds): a searching computer keeps
    #: its tree from one decision to its next (a new copy, e.g. after a take-back,
    #: starts them afresh)
    agents: dict[tuple[int, str, float | None], Agent] = field(default_factory=dict)


#: this process's copies of the games it was asked about, by key
_copies: OrderedDict[str, _Copy] = OrderedDict()


def answer(question: Question) -> str:
    """The action text a `question.level` computer chooses now, on this worker's copy of
    the game brought up to date with the question's actions.

    A computer plays fair: in a game that hides cards it decides on a copy in which
    everything its seat cannot see is dealt at random (`determinize`)."""
    copy = _copies.get(question.key)
    if question.base == 0:
        record, state = load(question.start, get_game)
        game = get_game(record.game_id)
        copy = _Copy(game, game.hides(record.config), state, 0)
        _copies[question.key] = copy
    elif copy is None or copy.count != question.base:
        raise OutOfStep(question.key)
    _copies.move_to_end(question.key)
    while len(_copies) > KEEP_GAMES:
        _copies.popitem(last=False)
    try:
        for text in question.actions:
            copy.state.apply_fast(copy.game.parse_action(text))
            copy.count += 1
    except Exception:
        del _copies[question.key]  # a copy that failed part-way is no copy
        raise
    state = copy.state
    if state.is_over():
        raise ValueError("the game is over: there is no move to choose")
    seat = state.current_player()
    assert seat is not None
    key = (seat, question.level, question.seconds)
    agent = copy.agents.get(key)
    if agent is None:
        budget = budget_for(question.level, question.seconds)
        agent = make_agent(question.level, copy.game.id, question.seed, budget=budget)
        copy.agents[key] = agent
    rng = random.Random(question.seed)
    set_interrupt(stop_signal(question.generation))
    try:
        return str(decide(agent, state.clone(), copy.hides, rng))
    finally:
        set_interrupt(None)


def choose_from_save(save_text: str, level: str, seed: int) -> str:
    """The action text that a `level` computer chooses in the saved position (one shot:
    the whole save is replayed and no copy is kept)."""
    record, state = load(save_text, get_game)
    if state.is_over():
        raise ValueError("the game is over: there is no move to choose")
    game = get_game(record.game_id)
    agent = make_agent(level, record.game_id, seed)
    return str(decide(agent, state, game.hides(record.config), random.Random(seed)))


def warm_up() -> bool:
    """Import the engine in a fresh worker so the first real move is quick."""
    all_games()
    return True


def watch_parent(
    parent_pid: int | None = None, stopped: Counter | None = None
) -> threading.Thread | None:
    """Start a daemon thread that ends this process as soon as its parent is gone, and
    keep `stopped`, the window's "stopped up to generation g" counter (see `answer`).

    It waits on the parent's sentinel (`multiprocessing.parent_process()`: readable
    when the parent dies, on every system) and also checks every second that the
    parent pid is still ours (POSIX re-parents orphans). Returns the thread, or None
    when this process has no multiprocessing parent to watch."""
    import multiprocessing

    global _stopped
    if stopped is not None:
        _stopped = stopped
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
