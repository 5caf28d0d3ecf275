"""Fit Sorry, King!'s score-to-chance curve (`ai/king.py`'s `chance_of`, issue 42) on the
calibration pass's games, and check it on other games.

The calibration pass (`bench/calibration.py --game king --save FILE`) keeps every
sampled position's chances as the review gave them. The curve is strictly monotone, so
each chance is turned back into the search's score by the curve it was made with
(`--made-with`, by default the one in the code), once; the bend's three numbers (A, P,
KNEE of logistic(A · ((|s|·SLOPE + KNEE)^P − KNEE^P)); SLOPE stays, as scaling it is
the same as changing A and KNEE) are then fitted by least log loss (Nelder-Mead, no
numpy needed), on `--fit` games only; with `--material`, then the bend's scale by the
chessmen on the board (`CHANCE_MATERIAL`; `--keep-bend`: the scale alone), each
position's chessmen found by playing the files' games again once (`--replay`, kept in
the files). `--check` games (another seed) are scored with
the fitted curve exactly as the calibration pass would score them with it in the code
(a King calibration game is a function of its seed, and its scores do not depend on
the curve): the bench line, its interval and noise floor, log loss beside the curve
made with.

    python bench/calibration.py --game king --seed 9000 --positions 8 --save fit.json
    python bench/calibration.py --game king --seed 1 --positions 8 --save check.json
    python bench/fit_king.py --fit fit.json --check check.json [--knee-least 0.5]
    python bench/fit_king.py --fit fit.json --check check.json --material --keep-bend
                             --replay 9000,1,8
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import calibration as calibrating  # noqa: E402  (bench/calibration.py: the calibration pass)

from sorry_game.ai import king  # noqa: E402
from sorry_game.ai.agents import decide  # noqa: E402
from sorry_game.ai.budget import Budget  # noqa: E402
from sorry_game.ai.levels import make_agent  # noqa: E402
from sorry_game.engine.interface import GameConfig  # noqa: E402
from sorry_game.engine.rng import derive_seed  # noqa: E402
from sorry_game.games.catalogue import get_game  # noqa: E402
from sorry_game.games.king.state import KingState  # noqa: E402

#: (A, P, KNEE, K0, K1) of a curve: the bend and its scale by the chessmen on the board
Curve = tuple[float, float, float, float, float]
#: one position: the score of seat 0's search, as seat 0 sees it, seat 0's result, and
#: the chessmen on the board
Point = tuple[float, float, int]


def the_code() -> Curve:
    """The curve in `ai/king.py`."""
    return (king.CHANCE_A, king.CHANCE_P, king.CHANCE_KNEE, *king.CHANCE_MATERIAL)


def scale_of(curve: Curve, pieces: int) -> float:
    low, high = king.CHANCE_SCALES
    return max(low, min(high, curve[3] + curve[4] * (pieces - 28) / 6))


def chance(score: float, curve: Curve, pieces: int = 28) -> float:
    """`king.chance_of` with another curve (the same at the code's own)."""
    if abs(score) >= king.WIN / 2:
        return 1.0 if score > 0 else 0.0
    a, p, knee = curve[:3]
    bent = scale_of(curve, pieces) * a * ((abs(score) * king.CHANCE_SLOPE + knee) ** p - knee**p)
    x = max(-50.0, min(50.0, math.copysign(bent, score)))
    return 1.0 / (1.0 + math.exp(-x))


def score_of(p: float, curve: Curve, pieces: int = 28) -> float:
    """The score a chance was made from by `curve` (its inverse; a sure chance is a
    found win or loss).

    >>> round(score_of(king.chance_of(345.0, 31), the_code(), 31), 6)
    345.0
    >>> score_of(1.0, the_code()) == king.WIN
    True
    """
    if p >= 1.0 or p <= 0.0:
        return math.copysign(king.WIN, p - 0.5)
    a, power, knee = curve[:3]
    x = abs(math.log(p / (1.0 - p))) / scale_of(curve, pieces)
    s = ((x / a + knee**power) ** (1.0 / power) - knee) / king.CHANCE_SLOPE
    return math.copysign(s, p - 0.5)


def points(path: str, curve: Curve) -> list[list[Point]]:
    """Each saved game's positions as `Point`s (28 chessmen where the file does not say:
    `--replay` finds them)."""
    games = json.loads(Path(path).read_text(encoding="utf-8"))["king"]
    out = []
    for g in games:
        pieces = g.get("pieces") or [28] * len(g["chances"])
        out.append(
            [
                (score_of(row[0], curve, n), g["result"][0], n)
                for row, n in zip(g["chances"], pieces, strict=True)
            ]
        )
    return out


def pieces_of(base: int, index: int, positions: int) -> list[int]:
    """The chessmen on the board at each sampled position of calibration game `index`
    (the game played again as `calibration.sample_game` plays it, without weighing)."""
    seed = derive_seed(base, calibrating.STREAM, index) % (2**62)
    game, config = get_game("king"), GameConfig(2)
    state, hides = game.new_state(config, seed), game.hides(config)
    agents = []
    for place, level in enumerate(calibrating.fast_lineup(2, seed)):
        nodes = calibrating.BUDGETS["king"][level]
        agents.append(make_agent(level, "king", seed * 31 + place, Budget(0.0, nodes)))
    fair, seen = random.Random(seed * 1009), []
    while (seat := state.current_player()) is not None:
        legal = state.legal_actions()
        action = legal[0] if len(legal) == 1 else decide(agents[seat], state, hides, fair)
        if len(legal) > 1:
            assert isinstance(state, KingState)
            seen.append(len(state.board.piece_map()))
        state.apply_fast(action)
    pick = calibrating.stretches(len(seen), positions, random.Random(derive_seed(seed, 1)))
    return [seen[i] for i in pick]


def replay(path: str, base: int, positions: int) -> None:
    """Add each game's `pieces` to a saved file, writing it again as each game is done."""
    saved = json.loads(Path(path).read_text(encoding="utf-8"))
    for g in saved["king"]:
        if "pieces" not in g:
            g["pieces"] = pieces_of(base, g["index"], positions)
            Path(path).write_text(json.dumps(saved), encoding="utf-8")


def log_loss(games: Sequence[Sequence[Point]], curve: Curve) -> float:
    """Mean cross-entropy of the curve's chances against the results (a draw's halves)."""
    total, count = 0.0, 0
    for game in games:
        for score, won, pieces in game:
            p = min(1 - 1e-9, max(1e-9, chance(score, curve, pieces)))
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


def fit_curve(
    games: Sequence[Sequence[Point]],
    start: Curve,
    knee_least: float,
    material: bool,
    bend: bool = True,
) -> Curve:
    """The curve of least log loss on `games`, from `start`: with `bend` the bend (its
    KNEE at least `knee_least`: a sharper knee marks a few centipawns near even), then
    with `material` its scale by the chessmen."""

    def bend_loss(x: Sequence[float]) -> float:
        a, p, knee = x
        if a <= 0 or not 0.02 <= p <= 3.0 or knee < knee_least:
            return 1e9
        return log_loss(games, (a, p, knee, *start[3:]))

    a, p, knee = nelder_mead(bend_loss, list(start[:3])) if bend else start[:3]
    if not material:
        return (a, p, knee, *start[3:])

    def scale_loss(x: Sequence[float]) -> float:
        return log_loss(games, (a, p, knee, x[0], x[1])) if x[0] > 0 else 1e9

    k0, k1 = nelder_mead(scale_loss, [start[3], start[4] or 0.1])
    return (a, p, knee, k0, k1)


def sampled(games: Sequence[Sequence[Point]], curve: Curve) -> list[calibrating.Sampled]:
    """The games as the calibration pass would have kept them with `curve` in the code."""
    out = []
    for i, game in enumerate(games):
        rows = tuple((chance(s, curve, n), 1.0 - chance(s, curve, n)) for s, _, n in game)
        result = (game[0][1], 1.0 - game[0][1]) if game else (0.5, 0.5)
        out.append(calibrating.Sampled(i, rows, result))
    return out


def line(name: str, games: Sequence[Sequence[Point]], curve: Curve) -> str:
    """The calibration pass's line for these games with `curve`."""
    kept = sampled(games, curve)
    pairs = [p for g in kept for p in g.pairs()]
    lo, hi = calibrating.interval(kept)
    return (
        f"{name}: A {curve[0]:.3f}, P {curve[1]:.3f}, KNEE {curve[2]:.3f}, material "
        f"{curve[3]:.3f} + {curve[4]:.3f}·(n−28)/6: games {len(kept)}, "
        f"chances {len(pairs)}, calibration error {calibrating.calibration(pairs):.1f} points "
        f"[{lo:.1f}-{hi:.1f}], brier {calibrating.brier(pairs):.3f} (constant guess "
        f"{calibrating.brier(pairs, 0.5):.3f}), noise floor {calibrating.noise_floor(kept):.1f} "
        f"(95 % below {calibrating.noise_top(kept):.1f}), log loss {log_loss(games, curve):.4f}"
    )


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--fit", required=True, help="a calibration --save file to fit on")
    ap.add_argument("--check", default="", help="a calibration --save file of other seeds")
    ap.add_argument(
        "--made-with",
        default=",".join(str(x) for x in the_code()),
        help="A,P,KNEE,K0,K1 of the curve the files' chances were made with",
    )
    ap.add_argument(
        "--knee-least",
        type=float,
        default=king.CHANCE_KNEE,
        help="the least KNEE allowed (a sharp knee marks a few centipawns near even)",
    )
    ap.add_argument("--material", action="store_true", help="fit the scale by the chessmen too")
    ap.add_argument("--keep-bend", action="store_true", help="fit the scale alone")
    ap.add_argument(
        "--replay",
        default="",
        help="FIT_SEED,CHECK_SEED,POSITIONS: find each position's chessmen by playing the "
        "files' games again (kept in the files)",
    )
    ap.add_argument("--bins", action="store_true")
    args = ap.parse_args(argv)
    made = tuple(float(x) for x in args.made_with.split(","))
    assert len(made) == 5, "--made-with takes A,P,KNEE,K0,K1"
    then: Curve = (made[0], made[1], made[2], made[3], made[4])
    if args.replay:
        fit_seed, check_seed, positions = (int(x) for x in args.replay.split(","))
        replay(args.fit, fit_seed, positions)
        if args.check:
            replay(args.check, check_seed, positions)
    fit = points(args.fit, then)
    curve = fit_curve(fit, then, args.knee_least, args.material, not args.keep_bend)
    print(line("fit (as made)", fit, then), flush=True)
    print(line("fit (fitted)", fit, curve), flush=True)
    for label, used in (("as made", then), ("fitted", curve), ("in the code", the_code())):
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
