"""Agents: anything that picks a legal action for the player to move (DESIGN §5)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Protocol, runtime_checkable

from sorry_game.engine.actions import Action
from sorry_game.engine.errors import IllegalAction
from sorry_game.engine.interface import State

#: how good a position is for a seat (higher is better): each game's `evaluate`
Evaluator = Callable[[Any, int], float]


class Agent(Protocol):
    name: str

    def choose(self, state: State) -> Action: ...


@runtime_checkable
class Reseedable(Protocol):
    """An agent whose only chance is its own seeded generator: seeded again, it makes the
    same choices again (the rollouts replay the same world after every candidate move)."""

    def reseed(self, seed: int) -> None: ...


class RandomAgent:
    """Uniformly random legal action: the baseline opponent and the playout policy."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def reseed(self, seed: int) -> None:
        self.rng.seed(seed)

    def choose(self, state: State) -> Action:
        legal = state.legal_actions()
        return legal[int(self.rng.random() * len(legal))]


class ScoringAgent:
    """An agent that scores every legal action (`scored`) and plays the best one, ties
    broken at random from its own seed (so a game replays)."""

    name = "normal"
    rng: random.Random

    def reseed(self, seed: int) -> None:
        self.rng.seed(seed)

    def scored(self, state: State) -> list[tuple[float, Action]]:
        raise TypeError(f"{type(self).__name__} must define scored()")

    def choose(self, state: State) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        scored = self.scored(state)
        best = max(score for score, _ in scored)
        ties = [a for s, a in scored if s >= best - 1e-9]
        return ties[int(self.rng.random() * len(ties))]


class GreedyAgent(ScoringAgent):
    """Normal level: one-ply look-ahead, the move whose result evaluates best."""

    name = "normal"

    def __init__(self, evaluate: Evaluator, seed: int | None = None) -> None:
        self.evaluate = evaluate
        self.rng = random.Random(seed)

    def scored(self, state: State) -> list[tuple[float, Action]]:
        """Every legal action with the evaluation of the position it leads to."""
        seat = state.current_player()
        assert seat is not None, "the game is over"
        out = []
        for action in state.legal_actions():
            child = state.clone()
            child.apply_fast(action)
            out.append((self.evaluate(child, seat), action))
        return out


class EasyAgent:
    """Easy level: mostly random, sometimes the sensible move (random, slightly biased)."""

    name = "easy"

    def __init__(self, evaluate: Evaluator, seed: int | None = None, sense: float = 0.35) -> None:
        self.greedy = GreedyAgent(evaluate, seed)
        self.rng = random.Random(None if seed is None else seed + 1)
        self.sense = sense

    def choose(self, state: State) -> Action:
        if self.rng.random() < self.sense:
            return self.greedy.choose(state)
        legal = state.legal_actions()
        return legal[int(self.rng.random() * len(legal))]


def decide(agent: Agent, state: State, hides: bool, rng: random.Random) -> Action:
    """The agent's action for the seat deciding now, chosen fairly: in a game that hides
    cards the agent sees a copy in which everything that seat cannot see is dealt at
    random (`determinize`), whatever its evaluation reads."""
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    seat = state.current_player()
    if seat is None:
        raise ValueError("the game is over: there is no move to choose")
    blind = isinstance(agent, RandomAgent)  # it reads the legal actions only
    seen = state.determinize(seat, rng) if hides and not blind else state
    action = agent.choose(seen)
    if action not in legal:  # a bug in the agent: say so, never play something else
        raise IllegalAction(action, f"the {agent.name} computer chose a move that is not legal")
    return action
