"""Engine speed: random 4-player Sorry! games per second and legal-move generations per second.

Prints medians of 5 runs. Target (issue 2): at least 200 games/s, aim for 400.
    python bench/engine.py [--games N] [--runs 5]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sorry_game.engine import GameConfig, get_game  # noqa: E402


def random_games(n: int, seed: int, with_events: bool) -> tuple[float, int]:
    """Play n random 4-player games; returns (seconds, total actions)."""
    game = get_game("classic")
    rng = random.Random(seed)
    actions = 0
    start = time.perf_counter()
    for i in range(n):
        state = game.new_state(GameConfig(4), seed * 100_003 + i)
        apply = state.apply if with_events else state.apply_fast
        while not state.is_over():
            legal = state.legal_actions()
            apply(legal[int(rng.random() * len(legal))])
            actions += 1
    return time.perf_counter() - start, actions


def legal_generations(n_positions: int, seed: int) -> float:
    """Legal-move generations per second over positions sampled from random games."""
    game = get_game("classic")
    rng = random.Random(seed)
    states = []
    state = game.new_state(GameConfig(4), seed)
    while len(states) < n_positions:
        if state.is_over():
            state = game.new_state(GameConfig(4), rng.randrange(1 << 30))
        states.append(state.clone())
        legal = state.legal_actions()
        state.apply_fast(rng.choice(legal))
    start = time.perf_counter()
    for s in states:
        s._legal = None
        s._compute_legal()
    return len(states) / (time.perf_counter() - start)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    fast, full, gens, per_game = [], [], [], []
    for run in range(args.runs):
        secs, actions = random_games(args.games, run, with_events=False)
        fast.append(args.games / secs)
        per_game.append(actions / args.games)
        secs, _ = random_games(args.games // 2, run + 50, with_events=True)
        full.append((args.games // 2) / secs)
        gens.append(legal_generations(20_000, run))
    med = statistics.median
    print(f"random 4-player games/s (apply_fast, AI playouts): {med(fast):8.1f}  (target >= 200)")
    print(f"random 4-player games/s (apply with events):       {med(full):8.1f}")
    print(f"legal-move generations/s:                          {med(gens):8.0f}")
    print(f"actions per game (median):                         {med(per_game):8.1f}")
    print(f"median of {args.runs} runs, {args.games} games each, Python {sys.version.split()[0]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
