"""One tree search for every game: information-set Monte Carlo tree search (issue 18).

Single-observer ISMCTS (Cowling, Powley & Whitehouse 2012; OpenSpiel's `ismcts`), over
nothing but the engine contract (`determinize`, `clone`, `legal_actions`, `apply_fast`,
`current_player`, `outcome`):

- **Worlds.** Every iteration starts from a fresh `determinize(seat, rng)` of the root:
  the cards this seat cannot see are dealt again and the future shuffles reseeded, so
  the tree never reads a hidden card, and chance (the next draw, the next deal) is
  sampled anew each time: the draw is a chance node whose outcome each world fixes.
- **The tree** is keyed by the decisions taken from the root (open loop): a child is
  *available* in a world when its action is legal there, and UCB uses the availability
  count instead of the parent's visits (ISMCTS's subset-armed bandit). Forced moves
  (one legal action) are played through without a node.
- **The other players** are modelled by the game's normal player (its judgement,
  now and then a random move): the tree branches on this seat's own decisions, and the
  others' replies and the cards drawn are the world it plays in. Against people and
  computers who play sensibly this finds deeper plans in the same time than letting
  every seat search (max-n, `model_opponents=False`, kept for comparison).
- **Its own later play.** Below the root a decision first tries the normal player's
  move, and another move only once the node has been visited `widen` times per move it
  has (progressive widening): the seat's future self plays sensibly from the start
  instead of at random, which in these games of chance matters more than breadth.
- **A head start.** Each root move starts with a few virtual visits worth the position
  right after it (progressive bias), so a short search falls back on the normal
  player's judgement instead of on chance.
- **Leaves.** A short playout by the game's own normal player (its judgement as the
  rollout policy, with a little randomness), then the game's evaluation turned into a
  value in [0, 1] for every seat (`tanh` of the evaluation over the game's scale); a
  finished game is worth 1 to its winners and 0 to the others.
- **Time.** The search runs until its `Budget` is spent, stops at once when
  `budget.interrupted()` says the answer is no longer wanted, and stops early when no
  other move could overtake the most visited one in the time left. The most visited
  root move is played.
- **Reuse.** The tree holds this seat's decisions only, so the subtree of the move
  played is the tree of its next decision, whatever the others did in between: the
  agent keeps it (`forget` drops it when the game is taken back).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from sorry_game.ai.agents import Agent, Evaluator
from sorry_game.ai.budget import Budget, interrupted
from sorry_game.engine.actions import Action
from sorry_game.engine.interface import State

#: the seats' values of a position, each in [0, 1] (higher is better for that seat)
Values = Callable[[Any], Sequence[float]]

#: how many iterations between looks at the clock and the stop signal
CHECK_EVERY = 16


class Node:
    """Statistics of one decision reached from the root by a fixed sequence of actions."""

    __slots__ = ("avail", "children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.avail = 1
        self.total = 0.0  # reward of the seat that chose this node's action

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


def evaluation_values(evaluate: Evaluator, seats: int, scale: float) -> Values:
    """Per-seat values from a game's evaluation: a finished game pays its winners (shared
    wins split), a running one `0.5 + 0.5 * tanh(evaluate / scale)` to every seat.

    >>> class S:
    ...     def outcome(self): return None
    >>> [round(v, 3) for v in evaluation_values(lambda s, seat: 10.0 * seat, 2, 10.0)(S())]
    [0.5, 0.881]
    """

    def values(state: Any) -> list[float]:
        outcome = state.outcome()
        if outcome is not None:
            winners = outcome.winners
            if not winners:  # a draw
                return [0.5] * seats
            return [1.0 / len(winners) if s in winners else 0.0 for s in range(seats)]
        return [0.5 + 0.5 * math.tanh(evaluate(state, s) / scale) for s in range(seats)]

    return values


class SearchAgent:
    """Hard and expert: ISMCTS within a time budget, the game's normal player as the
    rollout policy and its evaluation as the leaf value (see the module docstring)."""

    def __init__(
        self,
        evaluate: Evaluator,
        policy: Agent,
        seed: int | None = None,
        budget: Budget | None = None,
        *,
        name: str = "hard",
        scale: float = 20.0,
        exploration: float = 0.15,
        rollout: int = 12,
        explore_rollout: float = 0.05,
        prior: int = 10,
        model_opponents: bool = True,
        paired: bool = True,
        candidates: int = 6,
        widen: int = 8,
        values: Callable[[int], Values] | None = None,
    ) -> None:
        self.name = name
        self.evaluate = evaluate
        self.policy = policy
        self.rng = random.Random(seed)
        self.budget = budget or Budget()
        self.scale = scale
        self.exploration = exploration
        self.rollout = rollout
        self.explore_rollout = explore_rollout
        self.prior = prior
        self.model_opponents = model_opponents
        self.paired = paired
        self.candidates = candidates
        self.widen = widen
        self.make_values = values
        self._values: Values | None = None
        self._seats = 0
        self.root: Node | None = None
        #: what the last search did (for benches and tests)
        self.iterations = 0
        self.seconds = 0.0

    # --- the tree kept between decisions -------------------------------------------------

    def forget(self) -> None:
        """Drop the kept tree: the game was taken back or is another game."""
        self.root = None

    # --- deciding --------------------------------------------------------------------------

    def choose(self, state: State) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1:
            self.root = None
            return legal[0]
        seat = state.current_player()
        assert seat is not None, "the game is over"
        values = self._values_for(state)
        root = self.root if self.root is not None and self.root.children else Node()
        self.root = root
        if self.prior:
            self._seed_root(state, seat, root, legal, values)
        moves = self._candidates(root, legal) if self.paired else []
        start = time.perf_counter()
        deadline = self.budget.deadline()
        done = 0
        stopped = False
        while True:
            if moves:
                self._iterate_paired(state, seat, root, values, moves)
            else:
                self._iterate(state, seat, root, values)
            done += 1
            if done % CHECK_EVERY == 0 or self.budget.iterations is not None:
                if interrupted():
                    stopped = True
                    break
                if self.budget.spent(done, deadline):
                    break
                if self._settled(root, done, start, deadline):
                    break
        self.iterations = done
        self.seconds = time.perf_counter() - start
        if moves:  # every candidate was tried in every world: the best average wins
            best = max(moves, key=lambda a: root.children[a].mean())
        else:
            best = max(
                (a for a in legal if a in root.children),
                key=lambda a: (root.children[a].visits, root.children[a].mean()),
            )
        # keep the subtree for the next decision; not after a stop (the answer is
        # unwanted, the game will go on some other way)
        self.root = root.children[best] if self.model_opponents and not stopped else None
        return best

    def _seed_root(
        self, state: State, seat: int, root: Node, legal: list[Action], values: Values
    ) -> None:
        """Progressive bias: each new root move starts with `prior` virtual visits worth
        what the position right after it is worth (the normal player's judgement), so
        that a short search falls back on that judgement, not on chance. The moves are
        tried in one world of this seat's own dealing (a move may draw a card)."""
        world = state.determinize(seat, self.rng)
        for action in legal:
            if action in root.children:
                continue
            child = Node()
            after = world.clone()
            after.apply_fast(action)
            child.visits = self.prior
            child.avail = self.prior
            child.total = self.prior * values(after)[seat]
            root.children[action] = child

    def _candidates(self, root: Node, legal: list[Action]) -> list[Action]:
        """The root moves worth comparing: the `candidates` best by what is known of them
        (the head start, or the kept tree), every one when the search has no head start."""
        known = [a for a in legal if a in root.children]
        if len(known) < len(legal):
            for action in legal:
                root.children.setdefault(action, Node())
            return list(legal)
        known.sort(key=lambda a: -root.children[a].mean())
        return known[: self.candidates]

    def _values_for(self, state: State) -> Values:
        if self._values is None:
            seats = len(state.ranking())
            self._seats = seats
            self._values = (
                self.make_values(seats)
                if self.make_values is not None
                else evaluation_values(self.evaluate, seats, self.scale)
            )
        return self._values

    def _settled(self, root: Node, done: int, start: float, deadline: float) -> bool:
        """True when the most visited move cannot be overtaken in the time left (the
        answer cannot change, so thinking on would only spend the player's time)."""
        if deadline == float("inf") or len(root.children) < 2:
            return False
        now = time.perf_counter()
        rate = done / max(now - start, 1e-6)
        left = rate * (deadline - now)
        first, second = sorted((c.visits for c in root.children.values()), reverse=True)[:2]
        return first - second > left

    def _iterate(self, root_state: State, seat: int, root: Node, values: Values) -> None:
        """One iteration: a world, a walk down the tree, one new node, a playout, and the
        values carried back up."""
        self._descend(root_state.determinize(seat, self.rng), seat, root, [], values)

    def _iterate_paired(
        self, root_state: State, seat: int, root: Node, values: Values, moves: list[Action]
    ) -> None:
        """One paired iteration: every candidate root move is tried in the same world, so
        that the moves are compared under the same luck (the same cards to come)."""
        world = root_state.determinize(seat, self.rng)
        for action in moves:
            child = root.children[action]
            branch = world.clone()
            branch.apply_fast(action)
            self._descend(branch, seat, child, [(child, seat)], values)

    def _descend(
        self, world: State, seat: int, node: Node, path: list[tuple[Node, int]], values: Values
    ) -> None:
        """From `node` in `world`: down the tree, one new node, a playout, and the values
        carried back up along `path`."""
        rng = self.rng
        c = self.exploration
        expanded = bool(path)  # a paired branch starts below the root: play it out
        while not world.is_over():
            legal = world.legal_actions()
            player = world.current_player()
            assert player is not None
            if len(legal) == 1:
                world.apply_fast(legal[0])
                continue
            if player != seat and self.model_opponents:
                self._policy_move(world, legal)
                continue
            children = node.children
            tried = [a for a in legal if a in children]
            for a in tried:
                children[a].avail += 1
            if len(tried) < len(legal) and (
                not path or not tried or len(tried) * self.widen <= node.visits
            ):
                if path and not tried:  # this seat's own later play: its judgement first
                    action = self.policy.choose(world)
                else:
                    untried = [a for a in legal if a not in children]
                    action = untried[int(rng.random() * len(untried))]
                child = Node()
                children[action] = child
                world.apply_fast(action)
                path.append((child, player))
                expanded = True
                break
            best_score = -1.0
            action = legal[0]
            for a in tried:
                ch = children[a]
                score = ch.total / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                if score > best_score:
                    best_score, action = score, a
            child = children[action]
            world.apply_fast(action)
            path.append((child, player))
            node = child
        if expanded:
            self._playout(world)
        reward = values(world)
        for child, player in path:
            child.visits += 1
            child.total += reward[player]

    def _playout(self, world: State) -> None:
        """A few plies by the rollout policy (sometimes a random move, so that the
        playouts do not all repeat one line)."""
        for _ in range(self.rollout):
            if world.is_over():
                return
            legal = world.legal_actions()
            if len(legal) == 1:
                world.apply_fast(legal[0])
            else:
                self._policy_move(world, legal)

    def _policy_move(self, world: State, legal: list[Action]) -> None:
        """The rollout policy's move (now and then a random one)."""
        rng = self.rng
        if rng.random() < self.explore_rollout:
            world.apply_fast(legal[int(rng.random() * len(legal))])
        else:
            world.apply_fast(self.policy.choose(world))
