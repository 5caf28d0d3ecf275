"""Headless tournaments: `python main.py --simulate classic --games 200 --seats hard,normal`.

Fair by construction, so that a win rate measures the player and not its chair:

- **rotation**: the lineup (`--seats`) is rotated between games, so every level sits in
  every seat equally often (in a two-player game with a fixed first colour, it plays each
  colour half the time). Games come in blocks of one game per rotation; the number of
  games is rounded up to a whole number of blocks (the report says so).
- **paired luck**: the games of a block share one deal seed (the same shuffle and the same
  draws where the game's randomness comes from its state), so luck is paired across
  positions and a stronger player shows through sooner.
- computers decide as in the window: in a game that hides cards each decides on what its
  seat can see (`ai.agents.decide`).

Results are reported per level (a level in several seats is pooled): wins (a shared win
is split), the win rate with its 95 % Wilson interval, for games with draws the share of
decided games and the win share of those, and the thinking time per decision (median and
95th percentile, counting only decisions with at least two legal moves: a forced move is
played at once). `jobs` plays games in parallel processes (spawned, so this works on
every platform); each game is seeded by its index alone, so the results are the same for
any number of jobs (only the clock figures differ). Never imports pygame.
"""

from __future__ import annotations

import math
import multiprocessing
import random
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from itertools import repeat
from typing import Any

from sorry_game.ai import make_agent
from sorry_game.ai.agents import decide
from sorry_game.ai.budget import Budget
from sorry_game.ai.levels import LEVEL_BY_NAME
from sorry_game.engine import GameConfig
from sorry_game.games.catalogue import get_game

#: the z of a 95 % interval
Z95 = 1.959964
#: deal seeds of successive blocks are this far apart per tournament seed
SEED_STRIDE = 1_000_003


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a rate (successes may be fractional: split wins).
    Unlike the normal approximation it stays inside 0..1 and is honest for few games.

    >>> [round(x, 4) for x in wilson(5, 10)]
    [0.2366, 0.7634]
    """
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[float], share: float) -> float:
    """The nearest-rank percentile (`share` 0.5: the median's upper neighbour for an even
    count; 0.95: the value 95 % of the values do not exceed). 0.0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, math.ceil(share * len(ordered)))
    return ordered[rank - 1]


def median(values: Sequence[float]) -> float:
    """The median (the mean of the middle two for an even count); 0.0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    mid = len(ordered) // 2
    return ordered[mid] if len(ordered) % 2 else (ordered[mid - 1] + ordered[mid]) / 2


def milliseconds(value: float) -> str:
    """Milliseconds with the digits that matter (810, 4.2, 0.05)."""
    return f"{value:.0f}" if value >= 10 else f"{value:.1f}" if value >= 1 else f"{value:.2f}"


def budget_for(level: str, think: float | None, iterations: int | None) -> Budget | None:
    """The budget a level is given: None (its own) unless it searches (its `LEVELS`
    entry thinks for some seconds) and `think` or `iterations` says otherwise.
    `iterations` alone is deterministic (no clock); with `think` too, whichever ends
    first stops the search."""
    entry = LEVEL_BY_NAME.get(level)
    if entry is None or entry.seconds <= 0 or (think is None and iterations is None):
        return None
    if iterations is not None and think is None:
        return Budget(seconds=0.0, iterations=iterations)
    return entry.budget(seconds=think, iterations=iterations)


def rounded_games(games: int, seats: int) -> int:
    """`games` rounded up to whole blocks of one game per rotation of `seats` seats."""
    return -(-games // seats) * seats


def seating(players: int, rotation: int) -> tuple[int, ...]:
    """Who sits where in a rotation: seat s is played by lineup position (s + rotation)
    mod players, so over `players` rotations each position sits in every seat once.

    >>> seating(3, 0), seating(3, 1)
    ((0, 1, 2), (1, 2, 0))
    """
    return tuple((seat + rotation) % players for seat in range(players))


@dataclass(frozen=True)
class Spec:
    """What every game of a tournament shares (sent once to each worker)."""

    game_id: str
    lineup: tuple[str, ...]
    seed: int
    options: tuple[tuple[str, Any], ...] = ()
    think: float | None = None
    iterations: int | None = None

    def deal_seed(self, index: int) -> int:
        """The seed of game `index`'s deal: the same for every game of its block."""
        return self.seed * SEED_STRIDE + index // len(self.lineup)


@dataclass(frozen=True)
class GameRecord:
    """One game's result, by lineup position (not seat): who sat where, who won (shared
    winners each; none: a draw), its turns, and each position's thinking times in
    seconds for its decisions with at least two legal moves."""

    index: int
    deal_seed: int
    order: tuple[int, ...]
    winners: tuple[int, ...]
    turns: int
    think: tuple[tuple[float, ...], ...]


def play_game(spec: Spec, index: int) -> GameRecord:
    """Play game `index` of the tournament (a function of `spec` and `index` alone)."""
    game = get_game(spec.game_id)
    players = len(spec.lineup)
    config = GameConfig(players, dict(spec.options))
    deal = spec.deal_seed(index)
    rotation = index % players
    order = seating(players, rotation)
    state = game.new_state(config, deal)
    agents = []
    for position in order:
        level = spec.lineup[position]
        budget = budget_for(level, spec.think, spec.iterations)
        agents.append(make_agent(level, spec.game_id, deal * 31 + position, budget))
    fair = random.Random(deal * 1009 + rotation)
    hides = game.hides(config)
    think: list[list[float]] = [[] for _ in range(players)]
    clock = time.perf_counter
    while (seat := state.current_player()) is not None:
        legal = state.legal_actions()
        if len(legal) == 1:  # forced: played at once, not a decision worth timing
            state.apply_fast(legal[0])
            continue
        start = clock()
        action = decide(agents[seat], state, hides, fair)
        think[order[seat]].append(clock() - start)
        state.apply_fast(action)
    outcome = state.outcome()
    winners = tuple(sorted(order[w] for w in (outcome.winners if outcome is not None else ())))
    return GameRecord(index, deal, order, winners, state.view(None).turns, tuple(map(tuple, think)))


def _adopt(paths: tuple[tuple[str, ...], ...]) -> None:
    """A worker's start: find the games (and computer players) where the parent does —
    a game added by folders (as the tests add one) is on the packages' search paths."""
    import sorry_game.ai as ai_package
    import sorry_game.games as games_package
    from sorry_game.games import catalogue

    for package, extra in zip((games_package, ai_package), paths, strict=True):
        for folder in extra:
            if folder not in package.__path__:
                package.__path__.append(folder)
    catalogue.reset()


def _search_paths() -> tuple[tuple[str, ...], ...]:
    import sorry_game.ai as ai_package
    import sorry_game.games as games_package

    return (tuple(games_package.__path__), tuple(ai_package.__path__))


def play_games(spec: Spec, indices: Sequence[int], jobs: int = 1) -> list[GameRecord]:
    """The records of games `indices`, in that order, played by `jobs` processes."""
    workers = min(jobs, len(indices))
    if workers <= 1:
        return [play_game(spec, i) for i in indices]
    context = multiprocessing.get_context("spawn")
    chunk = max(1, len(indices) // (workers * 4))
    with ProcessPoolExecutor(
        workers, mp_context=context, initializer=_adopt, initargs=(_search_paths(),)
    ) as pool:
        return list(pool.map(play_game, repeat(spec), indices, chunksize=chunk))


@dataclass
class TournamentResult:
    """The records of a tournament and what they say, per level of the lineup."""

    game_id: str
    seats: list[str]
    asked: int = 0
    records: list[GameRecord] = field(default_factory=list)
    seconds: float = 0.0
    jobs: int = 1
    seed: int = 1

    @property
    def games(self) -> int:
        return len(self.records)

    @property
    def levels(self) -> list[str]:
        """The lineup's levels, each once, in lineup order."""
        return list(dict.fromkeys(self.seats))

    def _level(self, who: int | str) -> str:
        """A level by name, or by lineup position (seats[i])."""
        return self.seats[who] if isinstance(who, int) else who

    def seats_of(self, who: int | str) -> int:
        """How many seats of each game the level plays."""
        return self.seats.count(self._level(who))

    def wins(self, who: int | str) -> float:
        """The level's wins (a win shared by k winners counts 1/k to each)."""
        level = self._level(who)
        return sum(
            sum(self.seats[p] == level for p in r.winners) / len(r.winners)
            for r in self.records
            if r.winners
        )

    @property
    def draws(self) -> int:
        return sum(not r.winners for r in self.records)

    @property
    def decided(self) -> int:
        return self.games - self.draws

    @property
    def turns(self) -> int:
        return sum(r.turns for r in self.records)

    def win_rate(self, who: int | str) -> float:
        """Wins per seat-game: 0.25 is par for one level of four (a level in three seats
        has three chances per game)."""
        trials = self.games * self.seats_of(who)
        return self.wins(who) / trials if trials else 0.0

    def interval(self, who: int | str) -> tuple[float, float]:
        """The 95 % Wilson interval of the level's win rate (its seats taken as separate
        trials)."""
        return wilson(self.wins(who), self.games * self.seats_of(who))

    def decided_rate(self, who: int | str) -> float:
        """The level's win share of the decided games (a game with draws: the draws
        left out)."""
        trials = self.decided * self.seats_of(who)
        return self.wins(who) / trials if trials else 0.0

    def decided_interval(self, who: int | str) -> tuple[float, float]:
        return wilson(self.wins(who), self.decided * self.seats_of(who))

    def think_times(self, who: int | str) -> list[float]:
        """The level's thinking time of every decision with at least two legal moves."""
        level = self._level(who)
        return [
            t
            for r in self.records
            for p, times in enumerate(r.think)
            if self.seats[p] == level
            for t in times
        ]

    def think_ms(self, who: int | str) -> tuple[float, float, int]:
        """(median, 95th percentile) thinking time in milliseconds, and the decisions."""
        times = self.think_times(who)
        return (1000 * median(times), 1000 * percentile(times, 0.95), len(times))

    def report(self) -> str:
        games = self.games
        head = f"{self.game_id}: {games} games, seats {','.join(self.seats)}, seed {self.seed}"
        lines = [head]
        if self.asked and self.asked != games:
            lines.append(
                f"  ({self.asked} asked, rounded up to a multiple of {len(self.seats)}: "
                "every level sits in every seat equally often)"
            )
        lines.append("  seats rotate between games; each block of rotations shares one deal")
        width = max(len(level) for level in self.seats)
        for level in self.levels:
            lo, hi = self.interval(level)
            med, p95, n = self.think_ms(level)
            count = self.seats_of(level)
            lines.append(
                f"  {level:<{width}} ({count} seat{'s' if count > 1 else ''}): "
                f"{self.wins(level):.1f} wins, {100 * self.win_rate(level):.1f} % "
                f"(95 % CI {100 * lo:.1f}-{100 * hi:.1f} %), "
                f"think median {milliseconds(med)} ms p95 {milliseconds(p95)} ms over {n} decisions"
            )
        if self.draws:
            lines.append(
                f"  draws: {self.draws} ({100 * self.draws / games:.1f} %); decided games: "
                f"{self.decided} ({100 * self.decided / games:.1f} %)"
            )
            for level in self.levels:
                lo, hi = self.decided_interval(level)
                lines.append(
                    f"  {level:<{width}} wins {100 * self.decided_rate(level):5.1f} % of "
                    f"decided games (95 % CI {100 * lo:4.1f}-{100 * hi:4.1f} %)"
                )
        lines.append(
            "  think time counts decisions with at least 2 legal moves (forced moves are instant)"
        )
        avg = self.turns / games if games else 0.0
        rate = games / self.seconds if self.seconds else float("inf")
        lines.append(f"  average turns per game: {avg:.1f}")
        jobs = f" ({self.jobs} jobs)" if self.jobs > 1 else ""
        lines.append(f"  games per second: {rate:.1f}{jobs}")
        return "\n".join(lines)


def run_tournament(
    game_id: str,
    seats: Sequence[str],
    games: int,
    seed: int = 1,
    options: dict[str, Any] | None = None,
    *,
    jobs: int = 1,
    think: float | None = None,
    iterations: int | None = None,
) -> TournamentResult:
    """Play at least `games` games of the lineup `seats` (rounded up to whole blocks of
    rotations), `jobs` at a time. `think` overrides the seconds of the searching levels
    (hard, expert); `iterations` gives them a deterministic budget. ValueError for a
    configuration the game refuses (checked before any game is played)."""
    if not seats:
        raise ValueError("a tournament needs at least one seat")
    game = get_game(game_id)
    game.validate_config(GameConfig(len(seats), dict(options or {})))
    spec = Spec(
        game_id,
        tuple(seats),
        seed,
        tuple(sorted((options or {}).items())),
        think,
        iterations,
    )
    total = rounded_games(games, len(seats))
    start = time.perf_counter()
    records = play_games(spec, range(total), jobs)
    return TournamentResult(
        game_id,
        list(seats),
        asked=games,
        records=records,
        seconds=time.perf_counter() - start,
        jobs=max(1, min(jobs, total)),
        seed=seed,
    )
