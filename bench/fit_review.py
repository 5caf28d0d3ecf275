"""Fit the curves that make the review's judges speak in chances to win (issue 42), on
the outcomes of the project's own games.

- `--curve softmax` (a game whose judge ends its rollouts on a softmax of `evaluate`,
  `ai.judging.evaluation_chances`): the temperature T of P(seat wins) = softmax over
  the seats of evaluate(state, seat) / T, of least log loss over every position of
  games between normal players (every hidden card dealt: the rollouts' worlds);
- `--curve search` (Sorry, King!): the slope k of P(the seat to decide wins) =
  1 / (1 + e^(−k · score)), score the review's own search (`KingJudge`) in
  centipawns, a draw counting half, at every few decisions of games between normal
  players.

Each game starts with a few random moves (`--explore`), so that the games differ.
One number is fitted, by golden-section search on its logarithm (no numpy needed);
the script prints it with its log loss beside that of even chances, and a twentieth
of the games held out.

    python bench/fit_review.py --game president --curve softmax [--games 400] [--players 4]
    python bench/fit_review.py --game king --curve search [--games 80] [--jobs 2]
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections.abc import Callable, Sequence
from multiprocessing import get_context
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from review import budget_of  # noqa: E402  (bench/review.py: the levels' fixed budgets)

from sorry_game.ai.judging import result_values  # noqa: E402
from sorry_game.ai.levels import computer_of, make_agent  # noqa: E402
from sorry_game.ai.rollouts import softmax  # noqa: E402
from sorry_game.engine.interface import GameConfig  # noqa: E402
from sorry_game.games.catalogue import get_game  # noqa: E402

#: (each seat's score, each seat's result)
Sample = tuple[list[float], tuple[float, ...]]


#: --levels mixed: the bench's levels, rotated through the seats (`bench/review.py`)
MIXED = ("easy", "normal", "hard")


def play_one(job: tuple[str, int, str, int, int, int, str]) -> list[Sample]:
    """The samples of one game between normal players, or between the levels of the
    bench (`--levels mixed`): a function of the job."""
    game_id, players, curve, seed, explore, every, levels = job
    game = get_game(game_id)
    config = GameConfig(players)
    state = game.new_state(config, seed)
    rng = random.Random(seed)
    names = ["normal"] * players
    if levels == "mixed":
        pairs = [(a, b) for a in MIXED for b in MIXED if a != b]
        names = (
            list(pairs[seed % len(pairs)])
            if players == 2
            else [MIXED[(s + seed) % len(MIXED)] for s in range(players)]
        )
    agents = [
        make_agent(n, game_id, seed * 7 + s, budget_of(game_id, n)) for s, n in enumerate(names)
    ]
    evaluate = computer_of(game).evaluate
    judge = None
    if curve == "search":
        from sorry_game.ai.judging import judge_for

        judge = judge_for(game, state)
    taken: list[list[float]] = []
    decided = 0
    while not state.is_over():
        legal = state.legal_actions()
        seat = state.current_player()
        assert seat is not None
        if len(legal) > 1:
            decided += 1
        if len(legal) > 1 and decided % every == 0 and decided > explore:
            if judge is not None:
                judgement = judge.weigh(state, legal[0], 1.0, random.Random(seed + decided))
                best = judgement.best.chances[seat]
                # back from the chance to the score, the slope being 1
                score = _score_of(best)
                taken.append([score if s == seat else 0.0 for s in range(players)])
            else:
                world = state.determinize(seat, rng) if game.hides(config) else state
                taken.append([evaluate(world, s) for s in range(players)])
        if decided <= explore and len(legal) > 1:
            action = legal[rng.randrange(len(legal))]
        else:
            seen = state.determinize(seat, rng) if game.hides(config) else state
            action = agents[seat].choose(seen)
        state.apply_fast(action)
    outcome = state.outcome()
    assert outcome is not None
    result = result_values(outcome)
    return [(scores, result) for scores in taken]


def _score_of(chance: float) -> float:
    """The score behind a chance of `KingJudge` (its curve inverted): the fit then
    rescales it, so the search is read once and any slope can be tried."""
    from sorry_game.ai import king

    p = min(1 - 1e-12, max(1e-12, chance))
    return math.log(p / (1 - p)) / king.CHANCE_SLOPE


def log_loss(samples: Sequence[Sample], scale: float) -> float:
    """Mean cross-entropy of softmax(scores · scale) against the results."""
    total = 0.0
    for scores, result in samples:
        odds = softmax([x * scale for x in scores])
        total -= sum(r * math.log(max(1e-12, p)) for r, p in zip(result, odds, strict=True))
    return total / len(samples)


def golden(f: Callable[[float], float], low: float, high: float, steps: int = 60) -> float:
    """The x in [low, high] (a log scale) where f is least (f unimodal)."""
    ratio = (math.sqrt(5) - 1) / 2
    a, b = low, high
    c, d = b - ratio * (b - a), a + ratio * (b - a)
    fc, fd = f(c), f(d)
    for _ in range(steps):
        if fc < fd:
            b, d, fd = d, c, fc
            c = b - ratio * (b - a)
            fc = f(c)
        else:
            a, c, fc = c, d, fd
            d = a + ratio * (b - a)
            fd = f(d)
    return (a + b) / 2


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", required=True)
    ap.add_argument("--curve", choices=("softmax", "search"), required=True)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--explore", type=int, default=4, help="random decisions to start")
    ap.add_argument("--every", type=int, default=3, help="a sample every N decisions")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=9000)
    ap.add_argument(
        "--levels", choices=("normal", "mixed"), default="normal", help="who plays the games"
    )
    args = ap.parse_args(argv)
    players = 2 if args.curve == "search" else args.players
    jobs = [
        (args.game, players, args.curve, args.seed + i, args.explore, args.every, args.levels)
        for i in range(args.games)
    ]
    with get_context("spawn").Pool(args.jobs) as pool:
        games = pool.map(play_one, jobs, chunksize=1)
    held = max(1, len(games) // 20)
    train = [s for g in games[held:] for s in g]
    test = [s for g in games[:held] for s in g]
    # the softmax's temperature T is 1/scale; the search's slope k is the scale (its
    # samples are (score, 0): softmax(k · (score, 0)) is the logistic curve)
    best = math.exp(golden(lambda x: log_loss(train, math.exp(x)), -12.0, 4.0))
    even = math.log(players)
    print(
        f"fit {args.game} ({args.curve}, {players} players, {args.levels}): {len(train)} positions of "
        f"{len(games) - held} games; held out {len(test)} of {held}"
    )
    print(
        f"  log loss {log_loss(train, best):.4f} (even chances {even:.4f}), held out {log_loss(test, best):.4f}"
    )
    if args.curve == "softmax":
        print(f"  REVIEW_TEMPERATURE = {1 / best:.4g}")
    else:
        print(f"  CHANCE_SLOPE = {best:.4g}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
