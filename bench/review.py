"""The game review checked against what happened and against a deeper search (issue 42).

Plays seeded games between the computer levels of each game (easy, normal and hard,
rotated through the seats; hard with a fixed budget, so a game replays), reviews each
(`sorry_game.review`), and prints per game

    review GAME: games G, decisions D, calibration error E points [LO-HI], brier B (constant guess B0), marked blunders K, confirmed P %, seconds per decision S, noise floor F (95 % below F95; C calibration games; the reviewed games' own E E2 [LO-HI])
    accuracy GAME: easy A % [LO-HI], normal A % [LO-HI], hard A % [LO-HI]: apart|overlapping
    targets GAME: ...

- E: the expected calibration error of the review's chances against the real
  outcomes, in 10 bins of the predicted chance, in points, with its 95 % interval by
  resampling whole games; B: their Brier score, B0 that of always guessing the even
  chance (1/seats). They are measured by the calibration pass (`bench/calibration.py`):
  `--calibration-games` more games between the fast levels (easy and normal), a few
  decisions of each chosen by the seed, every seat's chance there asked of the review's
  own judge and settings; the decisions of one game share its outcome, so the review's
  40 games alone show an E of several points however calibrated the chances are. F,
  the noise floor: the mean E of outcomes drawn from the chances themselves, what a
  perfectly calibrated review would show on those games (F95: 95 % of such draws
  stay below it) (`--calibration-games 0`:
  E and B of the reviewed games' own chances, as before, and no F);
- K: the decisions marked blunders; P: the share of them that a judge with four times
  the effort (another seed, the same information) also finds to cost at least the
  blunder threshold;
- S: the median seconds one reviewed decision took (of one core's time: the process's
  own, so that other programs on a busy machine do not count);
- accuracy: each level's mean move accuracy over its decisions with something to
  choose, with a 95 % interval by resampling whole games.

Targets per game: E ≤ 3, B < B0, P ≥ 90 %, S ≤ 0.3 s, and easy below normal below
hard with the intervals apart.

    python bench/review.py [--games 40] [--calibration-games 400] [--positions 4]
                           [--game ID[,ID]] [--jobs 2] [--seed 1] [--bins] [--keep FILE]
                           [--by-kind]
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import inspect
import json
import multiprocessing
import random
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))  # its neighbour, also when imported

import calibration as calibrating  # noqa: E402  (bench/calibration.py: the calibration pass)

from sorry_game.ai.agents import decide  # noqa: E402
from sorry_game.ai.budget import Budget  # noqa: E402
from sorry_game.ai.judging import judge_for  # noqa: E402
from sorry_game.ai.levels import make_agent  # noqa: E402
from sorry_game.engine.interface import GameConfig  # noqa: E402
from sorry_game.engine.rng import derive_seed  # noqa: E402
from sorry_game.engine.savefile import SaveRecord  # noqa: E402
from sorry_game.games.catalogue import all_games, get_game  # noqa: E402
from sorry_game.review.compute import (  # noqa: E402
    ReviewSettings,
    assemble,
    decisions_of,
    weigh,
)
from sorry_game.review.marks import BLUNDER_POINTS, Mark, charged, move_accuracy  # noqa: E402
from sorry_game.review.model import SeatReview  # noqa: E402

LEVELS = ("easy", "normal", "hard")
#: each level's fixed budget where it searches (worlds, iterations or searched
#: positions: never the clock, so a game replays and a busy machine plays the same):
#: hard everywhere, and Sorry, King!'s easy and normal, whose searches are timed in play
#: (enough positions to finish their one and two whole turns)
BUDGETS: dict[str, dict[str, int]] = {
    "classic": {"hard": 48},
    "revenge": {"hard": 48},
    "president": {"hard": 200},
    "king": {"easy": 20_000, "normal": 20_000, "hard": 8_000},
}


def budget_of(game_id: str, level: str) -> Budget | None:
    """A level's fixed budget in the bench (None: the level does not search)."""
    nodes = BUDGETS.get(game_id, {"hard": 48}).get(level)
    return None if nodes is None else Budget(0.0, nodes)


#: the deeper check's effort
CONFIRM_EFFORT = 4.0
BINS = 10
TARGET_E, TARGET_P, TARGET_S = 3.0, 0.90, 0.3


@dataclass(frozen=True)
class GameStats:
    """What one reviewed game tells the bench."""

    index: int
    #: (predicted chance, outcome) of every seat before every reviewed decision
    pairs: tuple[tuple[float, float], ...]
    #: (level, move accuracy) of every decision with something to choose
    accuracies: tuple[tuple[str, float], ...]
    blunders: int
    confirmed: int
    seconds: tuple[float, ...]
    decisions: int
    even: float
    total_seconds: float
    #: the largest per-seat part (skill, luck, others) of the game, in points
    largest_part: float = 0.0
    #: (level, kind, accuracy, cost, uncertainty, the seat's chance before) of every
    #: decision with something to choose, its kind the first word of its choice in
    #: player words ("play", "pass", "move"): a level's mean accuracy compares
    #: different mixes of decisions, at different stakes
    kinds: tuple[tuple[str, str, float, float, float, float], ...] = ()


def lineup(players: int, index: int) -> list[str]:
    """The levels of game `index`'s seats: every level in every seat, in turn."""
    if players == 2:
        pairs = [(a, b) for a in LEVELS for b in LEVELS if a != b]
        return list(pairs[index % len(pairs)])
    return [LEVELS[(seat + index) % len(LEVELS)] for seat in range(players)]


def play(game_id: str, players: int, seed: int, levels: Sequence[str]) -> SaveRecord:
    """A seeded game between `levels`, as its record."""
    game = get_game(game_id)
    config = GameConfig(players)
    state = game.new_state(config, seed)
    agents = [
        make_agent(level, game_id, seed * 31 + seat, budget_of(game_id, level))
        for seat, level in enumerate(levels)
    ]
    fair = random.Random(seed * 1009)
    actions = []
    while (seat := state.current_player()) is not None:
        action = decide(agents[seat], state, game.hides(config), fair)
        actions.append(str(action))
        state.apply_fast(action)
    seats = [
        {
            "name": f"{level.capitalize()} {seat + 1}",
            "kind": "computer",
            "level": level,
            "colour": seat,
        }
        for seat, level in enumerate(levels)
    ]
    return SaveRecord(game_id, config, seed, actions, {"seats": seats})


def one_game(job: tuple[str, int, int, int]) -> GameStats:
    """Play, review and check game `index` (a function of the job alone)."""
    game_id, players, base, index = job
    seed = derive_seed(base, index) % (2**62)
    levels = lineup(players, index)
    record = play(game_id, players, seed, levels)
    settings = ReviewSettings(seed=seed)
    game = get_game(game_id)
    started = time.perf_counter()
    decisions = decisions_of(game, record)
    judge = judge_for(game, game.new_state(record.config, record.seed))
    weighings, seconds = [], []
    for decision in decisions:
        spent = time.process_time()
        weighings.append(weigh(game, judge, decision, settings))
        seconds.append(time.process_time() - spent)
    review = assemble(record, weighings, settings, judge.chance)
    total = time.perf_counter() - started
    result = [s.result for s in review.seats]
    pairs = tuple((p, result[s]) for d in review.decisions for s, p in enumerate(d.before))
    accuracies = tuple((levels[d.seat], d.accuracy) for d in review.decisions if not d.equal)
    blunders = {d.number for d in review.decisions if d.mark is Mark.BLUNDER}
    deeper = ReviewSettings(seed=seed + 1, effort=CONFIRM_EFFORT)
    confirmed = sum(
        weigh(game, judge, d, deeper).cost >= BLUNDER_POINTS
        for d in decisions
        if d.number in blunders
    )
    return GameStats(
        index,
        pairs,
        accuracies,
        len(blunders),
        confirmed,
        tuple(seconds),
        len(review.decisions),
        sum(s.start for s in review.seats) / len(review.seats),
        total,
        max(abs(x) for s in review.seats for x in parts_of(s)),
        tuple(
            (
                levels[d.seat],
                d.chosen_words.split(" ")[0],
                d.accuracy,
                d.cost,
                d.error,
                d.chance_before,
            )
            for d in review.decisions
            if not d.equal
        ),
    )


def parts_of(seat: SeatReview) -> tuple[float, ...]:
    """A seat's parts of its result less its start, in points."""
    return (seat.skill, seat.luck, seat.others)


calibration = calibrating.calibration
brier = calibrating.brier
bins = calibrating.bins


def interval(
    games: Sequence[GameStats], level: str, draws: int = 1000, by_points: bool = False
) -> tuple[float, float, float]:
    """A level's mean move accuracy and its 95 % interval, resampling whole games;
    `by_points`: each decision's charged cost in points, not at its stake (`points_accuracy`)."""
    if by_points:
        per_game = [[points_accuracy(k) for k in g.kinds if k[0] == level] for g in games]
    else:
        per_game = [[a for lv, a in g.accuracies if lv == level] for g in games]
    per_game = [xs for xs in per_game if xs]
    flat = [a for xs in per_game for a in xs]
    if not flat:
        return 0.0, 0.0, 0.0
    rng = random.Random(7)
    means = []
    for _ in range(draws):
        pick = [per_game[rng.randrange(len(per_game))] for _ in per_game]
        values = [a for xs in pick for a in xs]
        means.append(sum(values) / len(values))
    means.sort()
    return sum(flat) / len(flat), means[int(0.025 * draws)], means[int(0.975 * draws) - 1]


def calibration_interval(games: Sequence[GameStats], draws: int = 400) -> tuple[float, float]:
    """E's 95 % interval, resampling whole games (a game's chances share its outcome, so
    a few games say little whatever their decisions)."""
    rng = random.Random(11)
    values = sorted(
        calibration([p for _ in games for p in games[rng.randrange(len(games))].pairs])
        for _ in range(draws)
    )
    return values[int(0.025 * draws)], values[int(0.975 * draws) - 1]


def points_accuracy(kind: tuple[str, str, float, float, float, float]) -> float:
    """A decision's accuracy with its charged cost in points, not at its stake (a
    diagnostic of `--by-kind`: the review's accuracy before it counted a loss as a share
    of the seat's chance; in a four-seat game a trailing seat's slips cost few points of
    a small chance, so a weak level, often behind, looked accurate by points alone)."""
    _, _, _, cost, error, _ = kind
    return move_accuracy(charged(cost, error))


def by_kind(game_id: str, games: Sequence[GameStats]) -> list[str]:
    """Each level's accuracy and mean cost by kind of decision (`--by-kind`): where the
    levels' order comes from (Sorry My Ass!'s normal never passes, and passes rate high)."""
    table: dict[tuple[str, str], list[tuple[float, float]]] = {}
    for g in games:
        for level, kind, accuracy, cost, *_ in g.kinds:
            table.setdefault((kind, level), []).append((accuracy, cost))
    levels = [(lv, *interval(games, lv, by_points=True)) for lv in LEVELS]
    chances = {
        lv: statistics.mean([k[5] for g in games for k in g.kinds if k[0] == lv] or [0.0])
        for lv in LEVELS
    }
    stake = [
        f"  accuracy by points {game_id} (each cost in points, not at its stake; the seats' mean chance): "
        + ", ".join(
            f"{lv} {m:.1f} % [{lo:.1f}-{hi:.1f}] at {100 * chances[lv]:.0f} %"
            for lv, m, lo, hi in levels
        )
    ]
    return stake + [
        f"  kind {game_id} {kind} {level}: decisions {len(v)}, accuracy "
        f"{statistics.mean(a for a, _ in v):.1f} %, mean cost {statistics.mean(c for _, c in v):.1f} points"
        for (kind, level), v in sorted(table.items())
    ]


def report(
    game_id: str, games: Sequence[GameStats], sampled: Sequence[calibrating.Sampled] = ()
) -> list[str]:
    """The bench's lines for one game: E and B from the calibration pass (`sampled`),
    or from the reviewed games' own chances when there was none."""
    if sampled:
        pairs = [pair for g in sampled for pair in g.pairs()]
        even = 1.0 / len(sampled[0].result)
        e_lo, e_hi = calibrating.interval(sampled)
        own = [pair for g in games for pair in g.pairs]
        o_lo, o_hi = calibration_interval(games)
        floor = (
            f", noise floor {calibrating.noise_floor(sampled):.1f} "
            f"(95 % below {calibrating.noise_top(sampled):.1f}; {len(sampled)} calibration "
            f"games; the reviewed games' own E "
            f"{calibration(own):.1f} [{o_lo:.1f}-{o_hi:.1f}])"
        )
    else:
        pairs = [pair for g in games for pair in g.pairs]
        even = statistics.mean(g.even for g in games)
        e_lo, e_hi = calibration_interval(games)
        floor = ""
    e = calibration(pairs)
    b, b0 = brier(pairs), brier(pairs, even)
    k = sum(g.blunders for g in games)
    confirmed = sum(g.confirmed for g in games)
    p = confirmed / k if k else 1.0
    seconds = [s for g in games for s in g.seconds]
    s = statistics.median(seconds) if seconds else 0.0
    decisions = sum(g.decisions for g in games)
    per_game = statistics.mean(g.total_seconds for g in games)
    largest = max(g.largest_part for g in games)
    lines = [
        f"review {game_id}: games {len(games)}, decisions {decisions}, calibration error "
        f"{e:.1f} points [{e_lo:.1f}-{e_hi:.1f}], brier {b:.3f} (constant guess {b0:.3f}), marked blunders {k}, "
        f"confirmed {100 * p:.0f} %, seconds per decision {s:.2f}{floor}"
    ]
    levels = [(lv, *interval(games, lv)) for lv in LEVELS]
    apart = all(levels[i][3] < levels[i + 1][2] for i in range(len(levels) - 1))
    lines.append(
        f"accuracy {game_id}: "
        + ", ".join(f"{lv} {m:.1f} % [{lo:.1f}-{hi:.1f}]" for lv, m, lo, hi in levels)
        + (": apart" if apart else ": overlapping")
        + f" (a game reviewed in {per_game:.1f} s on one core)"
    )
    lines.append(
        f"parts {game_id}: the largest seat's part {largest:.0f} points"
        + (" (past 100: said so in words on the review's page)" if largest > 100 else "")
    )
    checks = {
        f"E ≤ {TARGET_E:g}": e <= TARGET_E,
        "B < B0": b < b0,
        f"P ≥ {100 * TARGET_P:.0f} %": p >= TARGET_P,
        f"S ≤ {TARGET_S:g} s": s <= TARGET_S,
        "easy < normal < hard, apart": apart,
    }
    lines.append(
        f"targets {game_id}: " + ", ".join(f"{k} {'yes' if v else 'NO'}" for k, v in checks.items())
    )
    return lines


def code_mark() -> str:
    """A fingerprint of the code a kept game was reviewed with (the headless packages
    that play and review it, and the bench's own playing of it): a kept game of other
    code is played again, never mixed in; a change to the screens, or to how the bench
    reports what it kept, keeps it."""
    digest = hashlib.sha256()
    root = Path(__file__).resolve().parent.parent / "sorry_game"
    parts = ("engine", "games", "ai", "review")
    paths = sorted(p for part in parts for p in (root / part).rglob("*.py"))
    for path in paths:
        digest.update(path.read_bytes())
    for made in (GameStats, lineup, play, one_game, budget_of):
        digest.update(inspect.getsource(made).encode())
    digest.update(repr((LEVELS, BUDGETS, CONFIRM_EFFORT)).encode())
    return digest.hexdigest()[:16]


def reviewed(
    jobs: Sequence[tuple[str, int, int, int]],
    processes: int,
    ctx: multiprocessing.context.BaseContext,
    keep: Path | None,
) -> list[GameStats]:
    """Every job's game, in order: the kept ones read back, the others played on
    `processes` processes and each added to `keep` as it ends."""
    mark = code_mark()
    known: dict[tuple[object, ...], GameStats] = {}
    if keep is not None and keep.exists():
        for line in keep.read_text(encoding="utf-8").splitlines():
            try:
                row = json.loads(line)
                if row.pop("code") != mark:
                    continue
                key = tuple(row.pop("job"))
                known[key] = GameStats(
                    **{
                        k: (tuple(tuple(x) if isinstance(x, list) else x for x in v))
                        if isinstance(v, list)
                        else v
                        for k, v in row.items()
                    }
                )
            except (ValueError, KeyError, TypeError):
                continue  # a torn last line of a stopped run: that game is played again
    todo = [job for job in jobs if tuple(job) not in known]
    if todo:
        print(f"  {len(jobs) - len(todo)} kept games read back, {len(todo)} to play", flush=True)
        with ctx.Pool(processes) as pool:
            for job, stats in zip(todo, pool.imap(one_game, todo, chunksize=1), strict=True):
                known[tuple(job)] = stats
                if keep is not None:
                    row = {"code": mark, "job": list(job), **dataclasses.asdict(stats)}
                    with keep.open("a", encoding="utf-8") as out:
                        out.write(json.dumps(row) + "\n")
    return [known[tuple(job)] for job in jobs]


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--game", default="", help="comma list of game ids (default: every game)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument(
        "--calibration-games",
        type=int,
        default=calibrating.GAMES,
        help="games of the calibration pass (E and B; 0: the reviewed games' own chances)",
    )
    ap.add_argument(
        "--positions",
        type=int,
        default=calibrating.POSITIONS,
        help="decisions sampled per calibration game (more: a lower noise floor per game played)",
    )
    ap.add_argument("--bins", action="store_true", help="print the calibration's bins")
    ap.add_argument(
        "--by-kind",
        action="store_true",
        help="each level's accuracy and cost by kind of decision (play, pass, move, ...)",
    )
    ap.add_argument(
        "--keep",
        default="",
        help="a JSON-lines file of reviewed games: each game is added as it ends, and a run "
        "again with the same code, seed and game reads its games back (a long run stopped "
        "early loses nothing)",
    )
    args = ap.parse_args(argv)
    wanted = [g for g in args.game.split(",") if g]
    games = [g for g in all_games() if g.available and (not wanted or g.id in wanted)]
    ctx = multiprocessing.get_context("spawn")
    for game in games:
        players = 4 if game.min_players <= 4 <= game.max_players else game.max_players
        jobs = [(game.id, players, args.seed, i) for i in range(args.games)]
        stats = reviewed(jobs, args.jobs, ctx, Path(args.keep) if args.keep else None)
        sampled = calibrating.run(
            game.id, players, max(0, args.calibration_games), args.seed, args.jobs, args.positions
        )
        for line in report(game.id, stats, sampled):
            print(line, flush=True)
        if args.by_kind:
            for line in by_kind(game.id, stats):
                print(line, flush=True)
        if args.bins:
            chances = [p for g in sampled for p in g.pairs()] or [p for g in stats for p in g.pairs]
            for line in bins(chances):
                print(line, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
