"""Engine speed, per available game: random games per second (fast path and with events),
legal-move generations per second, and the normal computer player's median thinking time.

Prints medians of several runs. Targets (issues 2, 9, 10, 11): Sorry! >= 200 games/s
(4 players), Sorry My Ass! >= 100, Sorry! Revenge >= 500; Sorry, King! reports turns/s.
    python bench/engine.py [--games N] [--runs 5] [--game ID]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sorry_game.ai import make_agent  # noqa: E402
from sorry_game.engine import GameConfig  # noqa: E402
from sorry_game.games.catalogue import all_games, get_game  # noqa: E402

#: game id -> (players, games/s target or None, games per run)
TARGETS: dict[str, tuple[int, float | None, int]] = {
    "classic": (4, 200.0, 200),
    "president": (4, 100.0, 100),
    "king": (2, None, 10),
    "revenge": (4, 500.0, 400),
}


def random_games(game_id: str, players: int, n: int, seed: int, with_events: bool):
    """Play n random games; returns (seconds, total actions)."""
    game = get_game(game_id)
    rng = random.Random(seed)
    actions = 0
    start = time.perf_counter()
    for i in range(n):
        state = game.new_state(GameConfig(players), seed * 100_003 + i)
        apply = state.apply if with_events else state.apply_fast
        while not state.is_over():
            legal = state.legal_actions()
            apply(legal[int(rng.random() * len(legal))])
            actions += 1
    return time.perf_counter() - start, actions


def sample_states(game_id: str, players: int, count: int, seed: int) -> list:
    game = get_game(game_id)
    rng = random.Random(seed)
    states = []
    state = game.new_state(GameConfig(players), seed)
    while len(states) < count:
        if state.is_over():
            state = game.new_state(GameConfig(players), rng.randrange(1 << 30))
        states.append(state.clone())
        state.apply_fast(rng.choice(state.legal_actions()))
    return states


def legal_generations(game_id: str, players: int, count: int, seed: int) -> float:
    """Legal-move generations per second over positions sampled from random games
    (each on a fresh clone, so no cached list is reused)."""
    states = [s.clone() for s in sample_states(game_id, players, count, seed)]
    for s in states:
        if hasattr(s, "_legal"):
            s._legal = None
    start = time.perf_counter()
    for s in states:
        s.legal_actions()
    return len(states) / (time.perf_counter() - start)


def think_times(game_id: str, players: int, count: int, seed: int) -> list[float]:
    """Seconds the normal computer takes per real decision (two or more legal actions),
    over positions sampled from random games."""
    out = []
    states = [
        s for s in sample_states(game_id, players, count * 20, seed) if len(s.legal_actions()) > 1
    ]
    for i, state in enumerate(states[:: max(1, len(states) // count)][:count]):
        agent = make_agent("normal", game_id, seed + i)
        start = time.perf_counter()
        agent.choose(state)
        out.append(time.perf_counter() - start)
    return out


def bench_game(game_id: str, runs: int, games: int | None) -> None:
    players, target, default_games = TARGETS.get(game_id, (2, None, 50))
    n = games or default_games
    med = statistics.median
    fast, full, gens, per_game, rates = [], [], [], [], []
    for run in range(runs):
        secs, actions = random_games(game_id, players, n, run, with_events=False)
        fast.append(n / secs)
        per_game.append(actions / n)
        rates.append(actions / secs)
        secs, _ = random_games(game_id, players, max(1, n // 2), run + 50, with_events=True)
        full.append(max(1, n // 2) / secs)
        gens.append(legal_generations(game_id, players, 2_000, run))
    thinks = think_times(game_id, players, 20, 7)
    goal = f"  (target >= {target:.0f})" if target else ""
    print(f"{get_game(game_id).title} ({game_id}, {players} players)")
    print(f"  random games/s (apply_fast):     {med(fast):10.1f}{goal}")
    print(f"  random actions/s (apply_fast):   {med(rates):10.0f}")
    print(f"  random games/s (with events):    {med(full):10.1f}")
    print(f"  legal-move generations/s:        {med(gens):10.0f}")
    print(f"  actions per game (median):       {med(per_game):10.1f}")
    print(f"  normal computer, median think:   {1000 * med(thinks):10.2f} ms")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=None, help="games per run (per-game default)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--game", default=None, help="one game id (default: every game)")
    args = parser.parse_args()
    ids = [args.game] if args.game else [g.id for g in all_games() if g.available]
    for game_id in ids:
        bench_game(game_id, args.runs, args.games)
    print(f"medians of {args.runs} runs, Python {sys.version.split()[0]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
