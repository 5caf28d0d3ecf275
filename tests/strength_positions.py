"""The positions of `test_strength.py`, and how they were found (issue 30).

A position is `seed` and `plies`: a seeded game of random moves that many plies in
(then on until a decision with a choice). Its good moves are judged by the searcher
itself with a long budget, every move in the same worlds: for the rollouts (four-player
Sorry! and Sorry! Revenge) each move's worth in `worlds` worlds; for the tree search
each candidate's reward in `worlds` paired iterations. A move is good unless it is
worse than the best by three standard errors of the world-by-world difference and by
at least `MARGIN` of the chance to win.

    python tests/strength_positions.py --game classic --players 4 --seeds 1-8
    python tests/strength_positions.py --game president --players 4 --search --seeds 10-20

prints, for every position where hard (from each of four seeds, with `--budget`) plays
one good move and the normal player (from each of three seeds) a move that is not good,
the line to put in the test. Slow (minutes): not a test.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game_helpers import position

from sorry_game.ai.budget import Budget
from sorry_game.ai.levels import make_agent
from sorry_game.ai.rollouts import RolloutAgent
from sorry_game.ai.search import Node, SearchAgent
from sorry_game.engine.actions import Action

#: a move worse than the best by less than this chance to win is good enough
MARGIN = 0.005
#: a move is worse when it is behind by this many standard errors
SURE = 3.0


def search_of(agent: Any) -> SearchAgent:
    """The tree search of a level (the rollouts keep it for the tables they do not know)."""
    if isinstance(agent, RolloutAgent):
        agent = agent.fallback
    assert isinstance(agent, SearchAgent)
    return agent


def rollout_worths(game_id: str, state: Any, worlds: int) -> dict[Action, list[float]]:
    """Every legal move's worth in each of `worlds` worlds (the same for every move)."""
    agent = make_agent("hard", game_id, 99)
    assert isinstance(agent, RolloutAgent)
    seat = state.current_player()
    legal = state.legal_actions()
    rows: dict[Action, list[float]] = {a: [] for a in legal}
    seeds = random.Random(12345)
    for _ in range(worlds):
        seed = seeds.getrandbits(64)
        world = state.determinize(seat, random.Random(seed))
        row = agent._in_world(world, legal, seat, seed)
        assert row is not None
        for action, worth in zip(legal, row, strict=True):
            rows[action].append(worth)
    return rows


def search_rewards(game_id: str, state: Any, iterations: int) -> dict[Action, list[float]]:
    """Each candidate root move's reward in each of `iterations` paired iterations."""
    agent = search_of(make_agent("hard", game_id, 99, Budget(0.0, iterations)))
    rows: dict[Action, list[float]] = {}
    paired = agent._iterate_paired

    def noted(root_state: Any, seat: int, root: Node, values: Any, moves: list[Action]) -> None:
        before = {m: root.children[m].total for m in moves}
        paired(root_state, seat, root, values, moves)
        for m in moves:
            rows.setdefault(m, []).append(root.children[m].total - before[m])

    agent._iterate_paired = noted  # type: ignore[method-assign]
    agent.choose(state.clone())
    return rows


def behind(best: Sequence[float], other: Sequence[float]) -> tuple[float, float]:
    """(mean, standard error) of best - other, world by world."""
    diffs = [a - b for a, b in zip(best, other, strict=True)]
    n = len(diffs)
    mean = sum(diffs) / n
    spread = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(spread / n)


def good_moves(rows: dict[Action, list[float]]) -> list[Action]:
    """The moves not shown worse than the best (see the module docstring)."""
    best = max(rows, key=lambda a: sum(rows[a]))
    out = []
    for action, row in rows.items():
        mean, error = behind(rows[best], row)
        if action == best or mean < SURE * error or mean < MARGIN:
            out.append(action)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", default="classic")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--options", default="", help="comma list of options set true")
    p.add_argument("--search", action="store_true", help="the tree search (else rollouts)")
    p.add_argument("--seeds", default="1-8")
    p.add_argument("--plies", default="20,40,60,80,100")
    p.add_argument("--budget", type=int, default=48, help="hard's budget in the test")
    p.add_argument("--worlds", type=int, default=1000, help="the long judgement's budget")
    p.add_argument("--most-moves", type=int, default=8, help="skip decisions with more")
    args = p.parse_args(argv)
    options = {o: True for o in args.options.split(",") if o}
    first, last = (int(x) for x in args.seeds.split("-"))
    for seed in range(first, last + 1):
        for plies in (int(x) for x in args.plies.split(",")):
            try:
                state = position(args.game, args.players, options, seed, plies)
            except (AssertionError, IndexError):
                continue  # the game was over
            if len(state.legal_actions()) > args.most_moves:
                continue
            normal = {make_agent("normal", args.game, k).choose(state.clone()) for k in range(3)}
            hard = set()
            for k in range(4):
                agent = make_agent("hard", args.game, k, Budget(0.0, args.budget))
                hard.add((search_of(agent) if args.search else agent).choose(state.clone()))
            if len(hard) != 1 or hard & normal:
                continue
            rows = (
                search_rewards(args.game, state, args.worlds)
                if args.search
                else rollout_worths(args.game, state, args.worlds)
            )
            good = good_moves(rows)
            if hard <= set(good) and not normal & set(good) and normal <= set(rows):
                best = max(rows, key=lambda a: sum(rows[a]))
                gap = min(behind(rows[best], rows[n]) for n in normal)
                words = {str(a) for a in good}
                print(
                    f"({seed}, {plies}, {words}),  # ahead of normal by {gap[0]:.3f} ± {gap[1]:.4f}"
                )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
