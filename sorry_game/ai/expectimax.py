"""Expectimax over the draw: the search of a game whose only hidden thing is the next card
(issue 18; Sorry! drawn one card a turn).

When nothing is hidden but the order of the draw pile, a decision's uncertainty is the
cards still to come, and the pile's make-up is public (every played card lies face up).
Then the chance nodes can be *enumerated* instead of sampled: after each move the next
card is every card the pile still holds, weighted by how many it holds
(`draw_chances()`). The search below

- takes, at its own decisions, the best move for its seat (max);
- takes, at the others' decisions, the move its model of them plays (the game's normal
  player: people and computers who play sensibly), so an opponent's turn costs one
  decision, not a branching of its own;
- averages over the cards at every draw (expectation);
- stops at a fixed number of draws and asks the game's `values` (each seat's chance to
  win, in [0, 1]) what the position is worth; a finished game pays 1 to its winners.

It deepens one draw at a time (1, 2, 3 … draws ahead) while the time allows — past
`wide` draws only for the `keep` moves the last look found best — and plays the best
move of the deepest look-ahead it finished (the normal player's move if none
finished: it was stopped at once). A Budget's `iterations` count
positions looked at, so that `Budget(0, n)` decides the same on every machine. Where a
position offers no `draw_chances` (hidden hands) or `values` has no answer for the table,
the `fallback` agent (the tree search, `search.py`) decides instead.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from sorry_game.ai.agents import Agent
from sorry_game.ai.budget import Budget, interrupted
from sorry_game.engine.actions import Action
from sorry_game.engine.interface import State

#: each seat's value of a position in [0, 1], or None when the table is not covered
LeafValues = Callable[[Any], "Sequence[float] | None"]

#: how many positions between looks at the clock and the stop signal
CHECK_EVERY = 64


class DrawState(Protocol):
    """A state whose next card is the only thing unseen."""

    def draw_chances(self) -> list[tuple[int, Any]] | None: ...


class _Stop(Exception):
    """The time, the position budget or the stop signal ended a look-ahead."""


class ExpectimaxAgent:
    """Hard and expert for Sorry!: expectimax over the draw (see the module docstring)."""

    def __init__(
        self,
        values: LeafValues,
        policy: Agent,
        fallback: Agent,
        seed: int | None = None,
        budget: Budget | None = None,
        *,
        name: str = "hard",
        max_draws: int = 6,
        wide: int = 3,
        keep: int = 3,
    ) -> None:
        self.name = name
        self.values = values
        self.policy = policy
        self.fallback = fallback
        self.rng = random.Random(seed)
        self.budget = budget or Budget()
        self.max_draws = max_draws
        self.wide = wide
        self.keep = keep
        #: what the last decision did (for benches and tests)
        self.draws = 0
        self.positions = 0
        self.seconds = 0.0
        self._deadline = float("inf")
        self._seat = 0

    def forget(self) -> None:
        """Nothing is kept between decisions; the fallback may keep a tree."""
        forget = getattr(self.fallback, "forget", None)
        if forget is not None:
            forget()

    def choose(self, state: State) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        seat = state.current_player()
        assert seat is not None, "the game is over"
        draw_chances = getattr(state, "draw_chances", None)
        if draw_chances is None or draw_chances() is None or self.values(state) is None:
            return self.fallback.choose(state)
        start = time.perf_counter()
        self._deadline = self.budget.deadline()
        self._seat = seat
        self.positions = 0
        children = []
        for action in legal:
            child = state.clone()
            child.apply_fast(action)
            children.append((action, child))
        # a small random order: equal moves are chosen from this agent's own seed
        self.rng.shuffle(children)
        best = self.policy.choose(state)  # until a look-ahead finishes: the model's move
        self.draws = 0
        for draws in range(1, self.max_draws + 1):
            began = time.perf_counter()
            try:
                scored = [(self._after_move(child, draws), a, child) for a, child in children]
            except _Stop:
                break
            scored.sort(key=lambda sac: -sac[0])  # stable: ties keep the shuffled order
            best = scored[0][1]
            self.draws = draws
            # past `wide` draws, one draw deeper only for the moves closest to the best
            children = [(a, child) for _, a, child in scored]
            if draws >= self.wide:
                children = children[: self.keep]
            took = (time.perf_counter() - began) * len(children) / len(scored)
            # the next draw costs about the cards' variety times this one: don't start
            # what cannot finish
            if len(children) < 2 or time.perf_counter() + took * 8 > self._deadline:
                break
        self.seconds = time.perf_counter() - start
        return best

    # --- the look-ahead ------------------------------------------------------------------

    def _tick(self) -> None:
        self.positions += 1
        if self.positions % CHECK_EVERY == 0:
            if interrupted() or time.perf_counter() >= self._deadline:
                raise _Stop
        if self.budget.iterations is not None and self.positions > self.budget.iterations:
            raise _Stop

    def _leaf(self, state: Any) -> float:
        outcome = state.outcome()
        if outcome is not None:
            return 1.0 / len(outcome.winners) if self._seat in outcome.winners else 0.0
        values = self.values(state)
        assert values is not None
        return values[self._seat]

    def _after_move(self, state: Any, draws: int) -> float:
        """The value of `state`, just after a move and with the next card face up:
        averaged over every card that could have been drawn."""
        self._tick()
        if draws == 0 or state.is_over():
            return self._leaf(state)
        chances = state.draw_chances()
        total = 0.0
        weight = 0
        for count, world in chances:
            total += count * self._decide(world, draws)
            weight += count
        return total / weight

    def _decide(self, state: Any, draws: int) -> float:
        """The value of a decision with its card known: this seat's best move, the
        model's move for anyone else."""
        legal = state.legal_actions()
        if len(legal) == 1:
            state.apply_fast(legal[0])
            return self._after_move(state, draws - 1)
        if state.current_player() != self._seat:
            state.apply_fast(self.policy.choose(state))
            return self._after_move(state, draws - 1)
        best = 0.0
        for action in legal:
            child = state.clone()
            child.apply_fast(action)
            best = max(best, self._after_move(child, draws - 1))
        return best
