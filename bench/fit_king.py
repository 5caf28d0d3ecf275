"""Fit Sorry, King!'s score-to-chance curve (`ai/king.py`'s `chance_of`, issue 42) on the
calibration pass's games, and check it on other games.

The calibration pass (`bench/calibration.py --game king --save FILE`) keeps every
sampled position's chances as the review gave them. The curve is strictly monotone, so
each chance is turned back into the search's score by the curve it was made with
(`--made-with`, by default the one in the code), once; the bend's three numbers (A, P,
KNEE of logistic(A · ((|s|·SLOPE + KNEE)^P − KNEE^P)); SLOPE stays, as scaling it is
the same as changing A and KNEE) are then fitted by least log loss (Nelder-Mead, no
numpy needed), on `--fit` games only. `--check` games (another seed) are scored with
the fitted curve exactly as the calibration pass would score them with it in the code
(a King calibration game is a function of its seed, and its scores do not depend on
the curve): the bench line, its interval and noise floor, log loss beside the curve
made with.

    python bench/calibration.py --game king --seed 9000 --positions 8 --save fit.json
    python bench/calibration.py --game king --seed 1 --positions 8 --save check.json
    python bench/fit_king.py --fit fit.json --check check.json [--knee-least 0.5]
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import calibration as calibrating  # noqa: E402  (bench/calibration.py: the calibration pass)

from sorry_game.ai import king  # noqa: E402

#: (A, P, KNEE) of a bend
Bend = tuple[float, float, float]
#: one position: the score of seat 0's search, as seat 0 sees it, and seat 0's result
Point = tuple[float, float]


def chance(score: float, bend: Bend, slope: float = king.CHANCE_SLOPE) -> float:
    """`king.chance_of` with another bend (the same at the code's own)."""
    if abs(score) >= king.WIN / 2:
        return 1.0 if score > 0 else 0.0
    a, p, knee = bend
    bent = a * ((abs(score) * slope + knee) ** p - knee**p)
    x = max(-50.0, min(50.0, math.copysign(bent, score)))
    return 1.0 / (1.0 + math.exp(-x))


def score_of(p: float, bend: Bend, slope: float = king.CHANCE_SLOPE) -> float:
    """The score a chance was made from by `bend` (its inverse; a sure chance is a found
    win or loss).

    >>> bend = (king.CHANCE_A, king.CHANCE_P, king.CHANCE_KNEE)
    >>> round(score_of(king.chance_of(345.0), bend), 6), score_of(1.0, bend) == king.WIN
    (345.0, True)
    """
    if p >= 1.0 or p <= 0.0:
        return math.copysign(king.WIN, p - 0.5)
    a, power, knee = bend
    x = abs(math.log(p / (1.0 - p)))
    s = ((x / a + knee**power) ** (1.0 / power) - knee) / slope
    return math.copysign(s, p - 0.5)


def points(path: str, bend: Bend) -> list[list[Point]]:
    """Each saved game's positions as (seat 0's score, seat 0's result)."""
    games = json.loads(Path(path).read_text(encoding="utf-8"))["king"]
    return [[(score_of(row[0], bend), g["result"][0]) for row in g["chances"]] for g in games]


def log_loss(games: Sequence[Sequence[Point]], bend: Bend) -> float:
    """Mean cross-entropy of the bend's chances against the results (a draw's halves)."""
    total, count = 0.0, 0
    for game in games:
        for score, won in game:
            p = min(1 - 1e-9, max(1e-9, chance(score, bend)))
            total -= won * math.log(p) + (1 - won) * math.log(1 - p)
            count += 1
    return total / max(1, count)


def _toward(centre: Sequence[float], worst: Sequence[float], t: float) -> list[float]:
    return [c + t * (w - c) for c, w in zip(centre, worst, strict=True)]


def nelder_mead(f: Callable[[Sequence[float]], float], start: Sequence[float]) -> list[float]:
    """The least of `f` near `start` (the simplex method, 400 steps)."""
    simplex = [list(start)] + [
        [x * (1.25 if i == j else 1.0) for j, x in enumerate(start)] for i in range(len(start))
    ]
    values = [f(x) for x in simplex]
    for _ in range(400):
        order = sorted(range(len(simplex)), key=values.__getitem__)
        simplex, values = [simplex[i] for i in order], [values[i] for i in order]
        centre = [sum(x[j] for x in simplex[:-1]) / (len(simplex) - 1) for j in range(len(start))]

        reflected = _toward(centre, simplex[-1], -1.0)
        fr = f(reflected)
        if fr < values[0]:
            expanded = _toward(centre, simplex[-1], -2.0)
            fe = f(expanded)
            simplex[-1], values[-1] = (expanded, fe) if fe < fr else (reflected, fr)
        elif fr < values[-2]:
            simplex[-1], values[-1] = reflected, fr
        else:
            inner = _toward(centre, simplex[-1], 0.5)
            fi = f(inner)
            if fi < values[-1]:
                simplex[-1], values[-1] = inner, fi
            else:
                best = simplex[0]
                simplex = [best] + [
                    [(b + x) / 2 for b, x in zip(best, s, strict=True)] for s in simplex[1:]
                ]
                values = [values[0]] + [f(s) for s in simplex[1:]]
    return simplex[min(range(len(simplex)), key=values.__getitem__)]


def fit_bend(games: Sequence[Sequence[Point]], start: Bend, knee_least: float) -> Bend:
    """The bend of least log loss on `games`, from `start`, its KNEE at least
    `knee_least` (a sharper knee marks a few centipawns near even)."""

    def loss(x: Sequence[float]) -> float:
        a, p, knee = x
        if a <= 0 or not 0.02 <= p <= 3.0 or knee < knee_least:
            return 1e9
        return log_loss(games, (a, p, knee))

    a, p, knee = nelder_mead(loss, list(start))
    return (a, p, knee)


def sampled(games: Sequence[Sequence[Point]], bend: Bend) -> list[calibrating.Sampled]:
    """The games as the calibration pass would have kept them with `bend` in the code."""
    out = []
    for i, game in enumerate(games):
        rows = tuple((chance(s, bend), 1.0 - chance(s, bend)) for s, _ in game)
        result = (game[0][1], 1.0 - game[0][1]) if game else (0.5, 0.5)
        out.append(calibrating.Sampled(i, rows, result))
    return out


def line(name: str, games: Sequence[Sequence[Point]], bend: Bend) -> str:
    """The calibration pass's line for these games with `bend`."""
    kept = sampled(games, bend)
    pairs = [p for g in kept for p in g.pairs()]
    lo, hi = calibrating.interval(kept)
    return (
        f"{name}: bend A {bend[0]:.3f}, P {bend[1]:.3f}, KNEE {bend[2]:.3f}: games {len(kept)}, "
        f"chances {len(pairs)}, calibration error {calibrating.calibration(pairs):.1f} points "
        f"[{lo:.1f}-{hi:.1f}], brier {calibrating.brier(pairs):.3f} (constant guess "
        f"{calibrating.brier(pairs, 0.5):.3f}), noise floor {calibrating.noise_floor(kept):.1f} "
        f"(95 % below {calibrating.noise_top(kept):.1f}), log loss {log_loss(games, bend):.4f}"
    )


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--fit", required=True, help="a calibration --save file to fit on")
    ap.add_argument("--check", default="", help="a calibration --save file of other seeds")
    ap.add_argument(
        "--made-with",
        default=f"{king.CHANCE_A},{king.CHANCE_P},{king.CHANCE_KNEE}",
        help="A,P,KNEE of the curve the files' chances were made with",
    )
    ap.add_argument(
        "--knee-least",
        type=float,
        default=king.CHANCE_KNEE,
        help="the least KNEE allowed (a sharp knee marks a few centipawns near even)",
    )
    ap.add_argument("--bins", action="store_true")
    args = ap.parse_args(argv)
    made = tuple(float(x) for x in args.made_with.split(","))
    assert len(made) == 3, "--made-with takes A,P,KNEE"
    then: Bend = (made[0], made[1], made[2])
    fit = points(args.fit, then)

    bend = fit_bend(fit, then, args.knee_least)
    print(line("fit (as made)", fit, then), flush=True)
    print(line("fit (fitted)", fit, bend), flush=True)
    for label, used in (("as made", then), ("fitted", bend)):
        if args.check:
            check = points(args.check, then)
            print(line(f"check ({label})", check, used), flush=True)
            if args.bins:
                pairs = [q for g in sampled(check, used) for q in g.pairs()]
                for text in calibrating.bins(pairs):
                    print(text, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
