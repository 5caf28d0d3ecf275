"""Truncated rollouts with common random numbers: the hard search of a game whose only
hidden thing is the order of the draw pile (issue 18; Sorry! drawn one card a turn).

A move's worth is what happens after it. For each legal move the search plays the
game on for a few rounds (`plies` decisions) and asks the game's `values` (each seat's
chance to win, in [0, 1]) what the position is then worth; a finished game pays 1 to
its winners. It does this again and again, each time in a new *world*: the pile put in
an order drawn at random from what this seat knows (`determinize`: the pile's make-up is
public, its order is not). Then it plays the move with the best average.

- **Common random numbers.** Every move is played out in the same worlds (the same
  cards in the same order), so two moves are compared under the same luck and the
  difference between them is measured far more sharply than either alone.
- **Who plays what.** The others play the move the model of them plays (the game's
  normal player: people and computers who play sensibly); this seat plays the move
  that `values` rates best (one look ahead). Three rounds of that see a SORRY! coming,
  a pawn left in reach, a safety zone that a 7 split reaches.
- **Its thinking time.** Worlds are added until the budget ends or `WORLDS_PER_SECOND`
  times its seconds are played; the answer sharpens with every world, and it stops at
  once on the stop signal. A Budget's `iterations` count worlds, so that `Budget(0, n)`
  decides the same on every machine. Before the first world is done the answer is the
  model's move.

Where the draw is not the only thing unseen (`has_draw` is False: hands of five) or
`values` has no answer for the table, the `fallback` agent (the tree search,
`search.py`) decides instead.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from sorry_game.ai.agents import Agent
from sorry_game.ai.budget import Budget, interrupted
from sorry_game.engine.actions import Action
from sorry_game.engine.interface import State

#: each seat's value of a position in [0, 1], or None when the table is not covered
LeafValues = Callable[[Any], "Sequence[float] | None"]

#: how many decisions a world is played on after the move: three rounds of four seats
PLIES = 12

#: worlds per second of the budget at most: enough to tell moves apart (hard: 0.8 s,
#: 256 worlds; expert: 3 s, 960); a clear choice is then made in a fifth of a second
WORLDS_PER_SECOND = 320


class RolloutAgent:
    """Hard and expert for Sorry!: truncated rollouts (see the module docstring)."""

    def __init__(
        self,
        values: LeafValues,
        policy: Agent,
        fallback: Agent,
        seed: int | None = None,
        budget: Budget | None = None,
        *,
        name: str = "hard",
        plies: int = PLIES,
        max_worlds: int | None = None,
    ) -> None:
        self.name = name
        self.values = values
        self.policy = policy
        self.fallback = fallback
        self.rng = random.Random(seed)
        self.budget = budget or Budget()
        self.plies = plies
        seconds = self.budget.seconds
        #: the worlds a decision plays at most (None: the budget's iterations decide)
        self.max_worlds = max_worlds or (
            max(1, round(WORLDS_PER_SECOND * seconds)) if seconds > 0 else None
        )
        #: what the last decision did (for benches and tests)
        self.worlds = 0
        self.seconds = 0.0

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
        has_draw = getattr(state, "has_draw", None)
        if has_draw is None or not has_draw() or self.values(state) is None:
            return self.fallback.choose(state)
        start = time.perf_counter()
        deadline = self.budget.deadline()
        totals = [0.0] * len(legal)
        self.worlds = 0
        cap = self.max_worlds
        while (cap is None or self.worlds < cap) and not self.budget.spent(self.worlds, deadline):
            world = state.determinize(seat, random.Random(self.rng.getrandbits(64)))
            worths = self._in_world(world, legal, seat)
            if worths is None:
                break
            totals = [t + w for t, w in zip(totals, worths, strict=True)]
            self.worlds += 1
        self.seconds = time.perf_counter() - start
        if self.worlds == 0:
            return self.policy.choose(state)
        # the first of equal moves: the legal order, which the game fixes
        return legal[max(range(len(legal)), key=totals.__getitem__)]

    # --- one world ------------------------------------------------------------------------

    def _in_world(self, world: Any, legal: Sequence[Action], seat: int) -> list[float] | None:
        """What each move is worth in `world`; None when the stop signal came halfway (a
        half-played world would compare moves under different luck)."""
        worths = []
        for action in legal:
            if interrupted():
                return None
            after = world.clone()
            after.apply_fast(action)
            worths.append(self._play_on(after, seat))
        return worths

    def _worth(self, state: Any, seat: int) -> float:
        outcome = state.outcome()
        if outcome is not None:
            return 1.0 / len(outcome.winners) if seat in outcome.winners else 0.0
        values = self.values(state)
        assert values is not None
        return values[seat]

    def _play_on(self, state: Any, seat: int) -> float:
        """`state` played on for `plies` decisions, then what it is worth to `seat`."""
        for _ in range(self.plies):
            if state.is_over():
                break
            legal = state.legal_actions()
            if len(legal) == 1:
                action = legal[0]
            elif state.current_player() == seat:
                action = self._best_now(state, legal, seat)
            else:
                action = self.policy.choose(state)
            state.apply_fast(action)
        return self._worth(state, seat)

    def _best_now(self, state: Any, legal: Sequence[Action], seat: int) -> Action:
        """This seat's move in a world: the one `values` rates best one look ahead."""
        best, best_value = legal[0], -1.0
        for action in legal:
            child = state.clone()
            child.apply_fast(action)
            value = self._worth(child, seat)
            if value > best_value:
                best, best_value = action, value
        return best
