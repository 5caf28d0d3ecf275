"""The fit shared by the trainers of the chances to win (`train_race.py`, Sorry!, and
`train_revenge.py`, Sorry! Revenge): a multinomial logistic regression, P(seat wins) =
softmax over the seats of `weights · features(seat)`.

The fit needs numpy and scipy (not dependencies of the game: `pip install numpy scipy`).
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable, Sequence
from multiprocessing import Pool
from typing import Any

Sample = tuple[list[list[float]], int]  # each seat's features, the winning seat


def trainer_options(
    description: str, *, games: int, per_game: int, explore: float, seed: int
) -> argparse.ArgumentParser:
    """The options every trainer takes, with its own defaults (a trainer may add more)."""
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("--games", type=int, default=games)
    ap.add_argument("--per-game", type=int, default=per_game)
    ap.add_argument("--explore", type=float, default=explore)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=seed)
    return ap


def play_games(
    play: Callable[[Any], list[Sample]], jobs: Sequence[Any], workers: int, chunksize: int
) -> tuple[list[Sample], list[Sample], list[Sample]]:
    """The samples of every game `play` plays (one per job, `workers` at once), as
    (every sample, those to fit on, those held out): a twentieth of the games is held
    out whole, never positions of a fitted game."""
    with Pool(workers) as pool:
        games = pool.map(play, jobs, chunksize=chunksize)
    held_out = max(1, len(games) // 20)
    every = [s for g in games for s in g]
    train = [s for g in games[held_out:] for s in g]
    test = [s for g in games[:held_out] for s in g]
    return every, train, test


def have_numpy() -> bool:
    """Whether the fit can run; says how to get it when not."""
    try:
        import numpy  # noqa: F401
        import scipy  # type: ignore[import-untyped]  # noqa: F401
    except ImportError:
        import sys

        print("the fit needs numpy and scipy: pip install numpy scipy", file=sys.stderr)
        return False
    return True


def fit(samples: list[Sample], start: list[float], lam: float = 1e-7) -> list[float]:
    """The weights of least log loss (a little L2, `lam`, keeps unseen terms at zero)."""
    import numpy as np
    from scipy.optimize import minimize  # type: ignore[import-untyped]

    x = np.array([f for f, _ in samples], dtype=np.float64)  # (n, seats, features)
    y = np.array([w for _, w in samples])

    def loss(w: np.ndarray) -> tuple[float, np.ndarray]:
        s = x @ w
        s -= s.max(axis=1, keepdims=True)
        lse = np.log(np.exp(s).sum(axis=1))
        p = np.exp(s - lse[:, None])
        value = -(s[np.arange(len(y)), y] - lse).mean() + lam * w @ w
        p[np.arange(len(y)), y] -= 1.0
        grad = np.einsum("ns,nsf->f", p, x) / len(y) + 2 * lam * w
        return float(value), grad

    result = minimize(loss, np.array(start), jac=True, method="L-BFGS-B")
    return [float(v) for v in result.x]


def log_loss(samples: list[Sample], w: list[float]) -> float:
    """The mean log loss of `w` on `samples` (even chances: log of the seats)."""
    total = 0.0
    for rows, winner in samples:
        s = [sum(a * b for a, b in zip(row, w, strict=True)) for row in rows]
        top = max(s)
        total += math.log(sum(math.exp(v - top) for v in s)) - (s[winner] - top)
    return total / len(samples)
