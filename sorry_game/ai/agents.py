"""Agents: anything that picks a legal action for the player to move (DESIGN §5)."""

from __future__ import annotations

import random
import time
from typing import Any, Protocol

from sorry_game.ai.evaluators import Evaluator
from sorry_game.engine.actions import Action
from sorry_game.engine.interface import State


class Agent(Protocol):
    name: str

    def choose(self, state: State) -> Action: ...


def _apply(state: Any, action: Action) -> None:
    fast = getattr(state, "apply_fast", None)
    if fast is not None:
        fast(action)
    else:
        state.apply(action)


class RandomAgent:
    """Uniformly random legal action: the baseline opponent and the playout policy."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State) -> Action:
        legal = state.legal_actions()
        return legal[int(self.rng.random() * len(legal))]


class GreedyAgent:
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
            _apply(child, action)
            out.append((self.evaluate(child, seat), action))
        return out

    def choose(self, state: State) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        scored = self.scored(state)
        best = max(score for score, _ in scored)
        ties = [a for s, a in scored if s >= best - 1e-9]
        return ties[int(self.rng.random() * len(ties))]


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


class MonteCarloAgent:
    """Hard level: determinized Monte Carlo over the best candidate moves.

    For each candidate (the normal player's top few), many times: resample what this
    seat cannot see (`determinize`), play the candidate, continue with random play for
    `depth` actions, and judge the position with the game's evaluator. The candidate
    with the best average wins. Bounded by a time budget and a playout count.
    """

    name = "hard"

    def __init__(
        self,
        evaluate: Evaluator,
        seed: int | None = None,
        budget: float = 0.6,
        max_playouts: int = 2400,
        candidates: int = 6,
        depth: int = 16,
    ) -> None:
        self.evaluate = evaluate
        self.greedy = GreedyAgent(evaluate, seed)
        self.rng = random.Random(seed)
        self.budget = budget
        self.max_playouts = max_playouts
        self.candidates = candidates
        self.depth = depth

    def choose(self, state: State) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        seat = state.current_player()
        assert seat is not None
        scored = sorted(self.greedy.scored(state), key=lambda sa: -sa[0])
        top = [a for _, a in scored[: self.candidates]]
        prior = {id(a): s for s, a in scored}
        totals = [0.0] * len(top)
        counts = [0] * len(top)
        rng = self.rng
        deadline = time.perf_counter() + self.budget
        n = 0
        while n < self.max_playouts and (n % 16 or time.perf_counter() < deadline):
            i = n % len(top)
            world = state.determinize(seat, rng)
            _apply(world, top[i])
            for _ in range(self.depth):
                if world.is_over():
                    break
                options = world.legal_actions()
                _apply(world, options[int(rng.random() * len(options))])
            totals[i] += self.evaluate(world, seat)
            counts[i] += 1
            n += 1
        best = max(
            range(len(top)),
            key=lambda i: (totals[i] / counts[i] if counts[i] else -1e18, prior[id(top[i])]),
        )
        return top[best]


def make_agent(level: str, game_id: str, seed: int | None = None) -> Agent:
    """The computer player for `level` (random, easy, normal, hard) in game `game_id`."""
    from sorry_game.ai.levels import build_agent

    return build_agent(level, game_id, seed)
