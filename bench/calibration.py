"""The review's calibration measured on many games (issue 42): bench/review.py's E and B.

The decisions of one game share its outcome, so the review's own games (a few dozen)
hold a few dozen independent outcomes: a perfectly calibrated predictor shows an E of
several points there. This pass measures the same chances on many more games, cheaply:

1. it plays seeded games between the fast levels, easy and normal, rotated through the
   seats (`FAST`; hard's searches would cost a minute a game in Sorry My Ass!), with the
   bench's fixed budgets where a level searches (Sorry, King!);
2. it samples `POSITIONS` decisions per game, one in each equal stretch of the game's
   decisions, chosen by the game's seed alone (never by its outcome);
3. it asks the review's own estimator for every seat's chance there: `compute.weigh`
   with the review's judge and settings (effort 1, the deciding seat's own view), the
   chance the review stores as the decision's `before`;
4. E (10 bins, in points) and the Brier score over every (chance, result) pair, E's 95 %
   interval by resampling whole games, and the *noise floor*: the mean E of outcomes
   drawn from the predictions themselves, one draw per game shared by its positions
   (a game has one winner), so what a perfectly calibrated predictor would show here.

    python bench/calibration.py [--game ID[,ID]] [--calibration-games 400] [--seed 1] [--bins]
    python bench/calibration.py --fit --seed 9000     (the power of `ai.judging.sharpened`)
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import multiprocessing
import random
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sorry_game.ai.agents import decide  # noqa: E402
from sorry_game.ai.budget import Budget  # noqa: E402
from sorry_game.ai.judging import judge_for, result_values, sharpened  # noqa: E402
from sorry_game.ai.levels import make_agent  # noqa: E402
from sorry_game.engine.interface import GameConfig  # noqa: E402
from sorry_game.engine.rng import derive_seed  # noqa: E402
from sorry_game.games.catalogue import all_games, get_game  # noqa: E402
from sorry_game.review.compute import Decision, ReviewSettings, weigh  # noqa: E402

#: the levels that play the calibration games (the fast ones)
FAST = ("easy", "normal")
#: decisions sampled per game
POSITIONS = 4
#: calibration games per game by default (bench/review.py's --calibration-games)
GAMES = 400
BINS = 10
#: the calibration games' seeds are their own stream, apart from the review games'
STREAM = 0xCA11B


#: each level's fixed budget where it searches (never the clock, so a game replays):
#: Sorry, King!'s easy and normal, whose searches are timed in play (bench/review.py)
BUDGETS: dict[str, dict[str, int]] = {"king": {"easy": 20_000, "normal": 20_000}}


@dataclass(frozen=True)
class Sampled:
    """One calibration game: every sampled position's chances and the game's result."""

    index: int
    #: every seat's chance at each sampled position (the review's `before`)
    chances: tuple[tuple[float, ...], ...]
    result: tuple[float, ...]
    #: this process's seconds for the game (playing and weighing)
    seconds: float = 0.0

    def pairs(self) -> list[tuple[float, float]]:
        return [(p, self.result[s]) for row in self.chances for s, p in enumerate(row)]


def fast_lineup(players: int, seed: int) -> list[str]:
    """A calibration game's seats: each easy or normal, drawn from the game's seed, so
    every mix of the two meets the estimator (it is not told who plays).

    >>> sorted({tuple(fast_lineup(2, s)) for s in range(40)})
    [('easy', 'easy'), ('easy', 'normal'), ('normal', 'easy'), ('normal', 'normal')]
    """
    rng = random.Random(derive_seed(seed, 2))
    return [FAST[rng.randrange(len(FAST))] for _ in range(players)]


def stretches(count: int, take: int, rng: random.Random) -> list[int]:
    """`take` indices of `count`, one drawn in each of `take` equal stretches (all of
    them when there are no more than `take`).

    >>> stretches(3, 4, random.Random(1))
    [0, 1, 2]
    >>> [lo <= i < hi for i, (lo, hi) in zip(stretches(100, 4, random.Random(1)),
    ...  [(0, 25), (25, 50), (50, 75), (75, 100)])]
    [True, True, True, True]
    """
    if count <= take:
        return list(range(count))
    edges = [count * k // take for k in range(take + 1)]
    return [rng.randrange(edges[k], edges[k + 1]) for k in range(take)]


def sample_game(job: tuple[str, int, int, int, int]) -> Sampled:
    """Play calibration game `index` and weigh its sampled decisions (a function of
    the job alone)."""
    game_id, players, base, index, positions = job
    seed = derive_seed(base, STREAM, index) % (2**62)
    started = time.process_time()
    game = get_game(game_id)
    config = GameConfig(players)
    state = game.new_state(config, seed)
    hides = game.hides(config)
    agents = []
    for place, level in enumerate(fast_lineup(players, seed)):
        nodes = BUDGETS.get(game_id, {}).get(level)
        budget = None if nodes is None else Budget(0.0, nodes)
        agents.append(make_agent(level, game_id, seed * 31 + place, budget))
    fair = random.Random(seed * 1009)
    decisions: list[Decision] = []
    number = 0
    while (seat := state.current_player()) is not None:
        legal = state.legal_actions()
        action = legal[0] if len(legal) == 1 else decide(agents[seat], state, hides, fair)
        number += 1
        if len(legal) > 1:
            decisions.append(Decision(number, seat, state.clone(), action))
        state.apply_fast(action)
    outcome = state.outcome()
    assert outcome is not None
    pick = stretches(len(decisions), positions, random.Random(derive_seed(seed, 1)))
    judge = judge_for(game, game.new_state(config, seed))
    settings = ReviewSettings(seed=seed)
    chances = []
    for i in pick:
        before = weigh(game, judge, decisions[i], settings).before
        chances.append(tuple(max(0.0, min(1.0, float(p))) for p in before))
    return Sampled(index, tuple(chances), result_values(outcome), time.process_time() - started)


def calibration(pairs: Sequence[tuple[float, float]], bins: int = BINS) -> float:
    """Expected calibration error in points: the mean over bins of |mean prediction −
    mean outcome|, weighted by the bin's share of the predictions.

    >>> calibration([(0.25, 0.0), (0.25, 1.0), (0.25, 0.0), (0.25, 0.0)])
    0.0
    >>> calibration([(0.9, 1.0), (0.1, 1.0)])
    50.0
    """
    groups: list[list[tuple[float, float]]] = [[] for _ in range(bins)]
    for p, y in pairs:
        groups[min(bins - 1, int(p * bins))].append((p, y))
    total = len(pairs)
    if not total:
        return 0.0
    return round(
        100.0
        * sum(
            len(g) / total * abs(sum(p for p, _ in g) / len(g) - sum(y for _, y in g) / len(g))
            for g in groups
            if g
        ),
        9,
    )


def brier(pairs: Sequence[tuple[float, float]], guess: float | None = None) -> float:
    return sum(((p if guess is None else guess) - y) ** 2 for p, y in pairs) / max(1, len(pairs))


def interval(games: Sequence[Sampled], draws: int = 400) -> tuple[float, float]:
    """E's 95 % interval, resampling whole games."""
    rng = random.Random(11)
    values = sorted(
        calibration([p for _ in games for p in games[rng.randrange(len(games))].pairs()])
        for _ in range(draws)
    )
    return values[int(0.025 * draws)], values[int(0.975 * draws) - 1]


def drawn(game: Sampled, u: float) -> list[tuple[float, float]]:
    """The game's pairs with an outcome drawn from its own chances: at every position
    the seat where the running sum of the chances passes `u` wins (one `u` per game, so
    its positions share an outcome as a real game's do)."""
    out: list[tuple[float, float]] = []
    for row in game.chances:
        total = sum(row) or 1.0
        edge, winner = 0.0, len(row) - 1
        for s, p in enumerate(row):
            edge += p / total
            if u < edge:
                winner = s
                break
        out.extend((p, 1.0 if s == winner else 0.0) for s, p in enumerate(row))
    return out


def noise_draws(games: Sequence[Sampled], draws: int = 200) -> list[float]:
    """The E of a perfectly calibrated predictor on these games, `draws` times, least
    first: outcomes drawn from the predictions themselves (`drawn`)."""
    rng = random.Random(13)
    return sorted(
        calibration([p for g in games for p in drawn(g, rng.random())]) for _ in range(draws)
    )


def noise_floor(games: Sequence[Sampled], draws: int = 200) -> float:
    """The mean E of a perfectly calibrated predictor on these games (`noise_draws`)."""
    values = noise_draws(games, draws)
    return sum(values) / max(1, len(values))


def noise_top(games: Sequence[Sampled], draws: int = 200) -> float:
    """The E that a perfectly calibrated predictor stays below in 95 % of the draws."""
    values = noise_draws(games, draws)
    return values[int(0.95 * len(values)) - 1] if values else 0.0


def log_loss(games: Sequence[Sampled], power: float) -> float:
    """Mean cross-entropy of the sampled chances, `sharpened` by `power`, against the
    results (a draw's halves as they are)."""
    total, count = 0.0, 0
    for g in games:
        for row in g.chances:
            odds = sharpened(row, power)
            scale = sum(odds) or 1.0
            total -= sum(
                r * math.log(max(1e-9, p / scale)) for r, p in zip(g.result, odds, strict=True)
            ) / (sum(g.result) or 1.0)
            count += 1
    return total / max(1, count)


def sharpened_pairs(games: Sequence[Sampled], power: float) -> list[tuple[float, float]]:
    return [
        (p, g.result[s])
        for g in games
        for row in g.chances
        for s, p in enumerate(sharpened(row, power))
    ]


def fit_power(games: Sequence[Sampled]) -> float:
    """The power (`ai.judging.sharpened`) of least log loss over the games' chances: by
    golden-section search on its logarithm, between 1/8 and 8."""
    ratio = (math.sqrt(5) - 1) / 2
    a, b = math.log(0.125), math.log(8.0)
    c, d = b - ratio * (b - a), a + ratio * (b - a)
    fc, fd = log_loss(games, math.exp(c)), log_loss(games, math.exp(d))
    for _ in range(50):
        if fc < fd:
            b, d, fd = d, c, fc
            c = b - ratio * (b - a)
            fc = log_loss(games, math.exp(c))
        else:
            a, c, fc = c, d, fd
            d = a + ratio * (b - a)
            fd = log_loss(games, math.exp(d))
    return math.exp((a + b) / 2)


def bins(pairs: Sequence[tuple[float, float]], count: int = BINS) -> list[str]:
    """Each bin's predictions: how many, their mean, the mean outcome (--bins)."""
    groups: list[list[tuple[float, float]]] = [[] for _ in range(count)]
    for p, y in pairs:
        groups[min(count - 1, int(p * count))].append((p, y))
    return [
        f"  bin {i / count:.1f}-{(i + 1) / count:.1f}: {len(g)} chances, mean "
        f"{100 * sum(p for p, _ in g) / len(g):.1f} %, won {100 * sum(y for _, y in g) / len(g):.1f} %"
        for i, g in enumerate(groups)
        if g
    ]


def run(
    game_id: str,
    players: int,
    games: int,
    seed: int,
    jobs: int,
    positions: int = POSITIONS,
    each: Callable[[list[Sampled]], None] | None = None,
) -> list[Sampled]:
    """The calibration games of one game, on `jobs` processes, in order; `each` is told
    the games so far as each one ends (so a long pass stopped early keeps them)."""
    work = [(game_id, players, seed, i, positions) for i in range(games)]
    done: list[Sampled] = []
    if not work:
        return done
    with contextlib.ExitStack() as stack:
        if jobs <= 1:
            results: Iterator[Sampled] = map(sample_game, work)
        else:
            pool = stack.enter_context(multiprocessing.get_context("spawn").Pool(jobs))
            results = pool.imap(sample_game, work, chunksize=4)
        for game in results:
            done.append(game)
            if each is not None:
                each(done)
    return done


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="", help="comma list of game ids (default: every game)")
    ap.add_argument("--calibration-games", type=int, default=GAMES)
    ap.add_argument("--positions", type=int, default=POSITIONS)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bins", action="store_true")
    ap.add_argument(
        "--fit",
        action="store_true",
        help="fit the power that calibrates the judge's chances (use a --seed the bench does not)",
    )
    ap.add_argument(
        "--save",
        default="",
        help="write every game's chances to this JSON file (again as each game ends)",
    )
    args = ap.parse_args(argv)
    kept: dict[str, list[dict[str, object]]] = {}
    wanted = [g for g in args.game.split(",") if g]
    for game in all_games():
        if not game.available or (wanted and game.id not in wanted):
            continue
        players = 4 if game.min_players <= 4 <= game.max_players else game.max_players

        def save(done: list[Sampled], game_id: str = game.id) -> None:
            kept[game_id] = [
                {"index": g.index, "chances": g.chances, "result": g.result} for g in done
            ]
            if args.save:
                Path(args.save).write_text(json.dumps(kept), encoding="utf-8")

        sampled = run(
            game.id, players, args.calibration_games, args.seed, args.jobs, args.positions, save
        )
        save(sampled)
        pairs = [p for g in sampled for p in g.pairs()]
        lo, hi = interval(sampled)
        even = 1.0 / players
        print(
            f"calibration {game.id}: games {len(sampled)}, chances {len(pairs)}, calibration error "
            f"{calibration(pairs):.1f} points [{lo:.1f}-{hi:.1f}], brier {brier(pairs):.3f} "
            f"(constant guess {brier(pairs, even):.3f}), noise floor {noise_floor(sampled):.1f} "
            f"(95 % below {noise_top(sampled):.1f}), "
            f"{sum(g.seconds for g in sampled) / len(sampled):.2f} s a game",
            flush=True,
        )
        if args.fit:
            power = fit_power(sampled)
            print(
                f"  fit {game.id}: power {power:.3f} on the judge's chances (log loss "
                f"{log_loss(sampled, power):.4f}, as they are {log_loss(sampled, 1.0):.4f}); "
                f"calibration error with it {calibration(sharpened_pairs(sampled, power)):.1f}",
                flush=True,
            )
        if args.bins:
            for line in bins(pairs):
                print(line, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
