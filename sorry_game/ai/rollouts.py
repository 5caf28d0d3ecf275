"""Truncated rollouts with common random numbers: the hard search of a game whose
computer can tell each seat's chance to win from a position (issue 18; Sorry! drawn one
card a turn, Sorry! Revenge at four players).

A move's worth is what happens after it. For each legal move the search plays the
game on for a few rounds (`plies` decisions) and asks the game's `values` (each seat's
chance to win, in [0, 1]) what the position is then worth; a finished game pays 1 to
its winners. It does this again and again, each time in a new *world*: what this seat
cannot see dealt at random from what it knows (`determinize`: in Sorry! the pile's
make-up is public, its order is not; in Revenge the other hands are dealt again too).
Then it plays the move with the best average.

- **Common random numbers.** Every move is played out in the same worlds (the same
  cards in the same order), so two moves are compared under the same luck and the
  difference between them is measured far more sharply than either alone.
- **Who plays what.** The others play the move the model of them plays (the game's
  normal player: people and computers who play sensibly); this seat plays the move
  that `values` rates best (one look ahead), or the model's move too where the game's
  normal player judges a turn better (`own`). Three rounds of that see a SORRY!
  coming, a pawn left in reach, a safety zone that a 7 split reaches.
- **A race between the moves.** After `LOOK` worlds, and again and again as worlds are
  added, a move that the worlds so far show to be worse than the leader (by `SURE`
  standard errors of the difference, world by world) is set aside, and so is one that
  could be better by a `NEGLIGIBLE` margin at most (or that leads to the same position:
  it is worth the same in every world). The time goes to the moves still in doubt; when
  one move is left the decision is made.
- **Its thinking time.** Otherwise worlds are added until the budget ends; the answer
  sharpens with every world, and it stops at once on the stop signal. A Budget's
  `iterations` count worlds, so that `Budget(0, n)` decides the same on every machine.
  Before the first world is done the answer is the model's move.

Where `values` has no answer (a table the chances were not fitted for, or Sorry!'s
hands of five), the `fallback` agent (the tree search, `search.py`) decides instead.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import Any

from sorry_game.ai.agents import Agent, Reseedable
from sorry_game.ai.budget import Budget, interrupted
from sorry_game.engine.actions import Action
from sorry_game.engine.interface import State

#: each seat's value of a position in [0, 1], or None when the table is not covered
LeafValues = Callable[[Any], "Sequence[float] | None"]

#: how many decisions a world is played on after the move: three rounds of four seats
PLIES = 12

#: worlds every move plays before any is set aside
LOOK = 16
#: a move is set aside when its average falls short of the leader's by this many
#: standard errors of the difference (the same worlds make that error small)...
SURE = 2.5
#: ...or when it can be better than the leader by this much at most (a win chance of a
#: fifth of a percent is not worth the wait)
NEGLIGIBLE = 0.002


class RolloutAgent:
    """Hard and expert where the game tells chances to win: truncated rollouts (see the
    module docstring)."""

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
        own: Agent | None = None,
    ) -> None:
        self.name = name
        self.values = values
        self.policy = policy
        #: who plays this seat's later moves in a world: None, the move `values` rates
        #: best one look ahead; else that agent (the model's own seeded ties)
        self.own = own
        self.fallback = fallback
        self.rng = random.Random(seed)
        self.budget = budget or Budget()
        self.plies = plies
        #: the worlds the last decision played (for tests)
        self.worlds = 0

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
        if self.values(state) is None:
            return self.fallback.choose(state)
        deadline = self.budget.deadline()
        worths: list[list[float]] = [[] for _ in legal]
        alive = list(range(len(legal)))
        self.worlds = 0
        look = LOOK
        while len(alive) > 1 and not self.budget.spent(self.worlds, deadline):
            seed = self.rng.getrandbits(64)
            world = state.determinize(seat, random.Random(seed))
            row = self._in_world(world, [legal[i] for i in alive], seat, seed)
            if row is None:
                break
            for i, worth in zip(alive, row, strict=True):
                worths[i].append(worth)
            self.worlds += 1
            if self.worlds == look:
                alive = survivors(alive, worths)
                look += max(LOOK, look // 8)
        if self.worlds == 0:
            return self.policy.choose(state)
        return legal[leader(alive, worths)]

    # --- one world ------------------------------------------------------------------------

    def _in_world(
        self, world: Any, moves: Sequence[Action], seat: int, seed: int
    ) -> list[float] | None:
        """What each move is worth in `world` (seeded by `seed`); None when the stop
        signal came halfway (a half-played world would compare moves under different
        luck). The model's ties fall the same way after every move: two moves that lead
        to the same position are worth the same."""
        worths = []
        players: list[Reseedable] = []
        for agent in (self.policy, self.own):
            if isinstance(agent, Reseedable) and agent not in players:
                players.append(agent)  # the model may play this seat too: seeded once
        for action in moves:
            if interrupted():
                return None
            for player in players:
                player.reseed(seed)
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
                own = self.own
                action = self._best_now(state, legal, seat) if own is None else own.choose(state)
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


# --- a game's chances to win, from scores ---------------------------------------------------


def softmax(scores: Sequence[float]) -> list[float]:
    """Each seat's chance to win from its score: exp(score) / sum of exp(every score),
    the form of a game's learned `win_chances`.

    >>> [round(p, 3) for p in softmax([0.0, 0.0, math.log(2)])]
    [0.25, 0.25, 0.5]
    """
    top = max(scores)
    odds = [math.exp(s - top) for s in scores]
    total = sum(odds)
    return [p / total for p in odds]


# --- which moves are still in the race -------------------------------------------------------


def leader(alive: Sequence[int], worths: Sequence[Sequence[float]]) -> int:
    """The move with the best average so far; of equal ones the first (the legal order,
    which the game fixes)."""
    return max(alive, key=lambda i: (sum(worths[i]), -i))


def survivors(alive: Sequence[int], worths: Sequence[Sequence[float]]) -> list[int]:
    """The moves still worth playing out: the leader, and every move the worlds so far do
    not show to be worse (`SURE`) by more than a `NEGLIGIBLE` margin. All moves still
    alive were played in the same worlds, so they are compared world by world."""
    best = leader(alive, worths)
    lead = worths[best]
    n = len(lead)
    keep = []
    for i in alive:
        if i != best:
            diffs = [a - b for a, b in zip(lead, worths[i], strict=True)]
            mean = sum(diffs) / n
            spread = sum((d - mean) ** 2 for d in diffs) / (n - 1)
            error = SURE * math.sqrt(spread / n)
            if mean >= error or mean + error < NEGLIGIBLE:
                continue
        keep.append(i)
    return keep
