"""Strength of the computer players (issue 18): the matches of the strength table.

Each match is a tournament of `sorry_game.simulate` (seats rotate between games, each
block of rotations shares one deal) and prints one line:

    classic: hard vs 3 normal: 41.2 % [37.0-45.5] over 500 games (target 40 %), think median 810 ms p95 1150 ms

W is the level's share of the *decided* games it won (the win rate where a game cannot
be drawn), [LO-HI] its 95 % Wilson interval; the think times are the level's, per
decision with at least two legal moves. The next line says whether the target is
reached: for a target of the table, when the lower bound is at least the target; for a
match whose target is chance (25 % of four seats, 50 % of two), when the lower bound is
above chance. Timing figures taken while other processes run are noisy.

    python bench/ai.py [--games 200] [--game ID[,ID]] [--match hard] [--jobs 2]
                       [--think S | --iterations N] [--seed 1]

`--match` keeps the matches whose measured level is a given level name (`hard`), or
whose label contains the text (`vs 3 easy`); repeatable or a comma list, like `--game`.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sorry_game.ai.levels import LEVEL_NAMES, computer_of  # noqa: E402
from sorry_game.cli import _games, _iterations, _jobs, _seed, _think  # noqa: E402
from sorry_game.games.catalogue import all_games  # noqa: E402
from sorry_game.simulate import milliseconds, run_tournament  # noqa: E402

#: the strength table: game id -> share of decided games hard must win against normal
HARD_TARGETS: dict[str, float] = {
    "classic": 0.40,
    "president": 0.50,
    "revenge": 0.35,
    "king": 0.80,
}
#: (level, its opponents' level) that must beat chance in every game that offers the
#: level (Expert only where it is offered: measured stronger than Hard), weakest last
CHANCE_MATCHES: tuple[tuple[str, str], ...] = (
    ("normal", "easy"),
    ("easy", "random"),
    ("expert", "hard"),
)


@dataclass(frozen=True)
class Match:
    """One line of the table: `level` against `players - 1` players of `opponent`."""

    game_id: str
    level: str
    opponent: str
    players: int
    target: float | None = None  # None: chance

    @property
    def label(self) -> str:
        """`hard vs 3 normal`, or `hard vs normal` for one opponent."""
        others = self.players - 1
        return (
            f"{self.level} vs {others} {self.opponent}"
            if others > 1
            else (f"{self.level} vs {self.opponent}")
        )

    @property
    def goal(self) -> float:
        return self.target if self.target is not None else 1 / self.players

    def reached(self, low: float) -> bool:
        """A table target: the lower bound reaches it; chance: the lower bound beats it."""
        return low >= self.goal if self.target is not None else low > self.goal

    def wanted(self, terms: Sequence[str]) -> bool:
        """Kept by `--match`: a level name is the measured level, other text a part of
        the label (no terms: every match)."""
        return not terms or any(
            self.level == t if t in LEVEL_NAMES else t in self.label for t in terms
        )


def table(game_ids: Sequence[str] | None = None) -> list[Match]:
    """Every match of the table for the catalogue's playable games (or `game_ids`), at
    each game's usual number of players (four where it can, else two)."""
    out = []
    for game in all_games():
        if not game.available or (game_ids and game.id not in game_ids):
            continue
        players = max(game.min_players, min(4, game.max_players))
        if game.id in HARD_TARGETS:
            out.append(Match(game.id, "hard", "normal", players, HARD_TARGETS[game.id]))
        offered = computer_of(game).offered
        out += [
            Match(game.id, level, other, players)
            for level, other in CHANCE_MATCHES
            if level in offered
        ]
    return out


def percent(value: float) -> str:
    return f"{100 * value:.1f}"


def play(match: Match, args: argparse.Namespace) -> list[str]:
    """Play one match; its line, and whether it reached its target."""
    lineup = [match.level] + [match.opponent] * (match.players - 1)
    result = run_tournament(
        match.game_id,
        lineup,
        args.games,
        seed=args.seed,
        jobs=args.jobs,
        think=args.think,
        iterations=args.iterations,
    )
    low, high = result.decided_interval(match.level)
    med, p95, _ = result.think_ms(match.level)
    line = (
        f"{match.game_id}: {match.label}: {percent(result.decided_rate(match.level))} % "
        f"[{percent(low)}-{percent(high)}] over {result.games} games "
        f"(target {100 * match.goal:g} %), "
        f"think median {milliseconds(med)} ms p95 {milliseconds(p95)} ms"
    )
    verdict = (
        "  reached"
        if match.reached(low)
        else f"  NOT reached (lower bound {percent(low)} % < {100 * match.goal:g} %)"
    )
    return [line, verdict]


def words(values: Sequence[str] | None) -> list[str]:
    """A repeatable option's values, each possibly a comma list."""
    return [w.strip() for value in values or () for w in value.split(",") if w.strip()]


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=_games, default=200, help="games per match (200)")
    p.add_argument("--game", action="append", metavar="ID", help="only these games")
    p.add_argument("--match", action="append", metavar="TEXT", help="only these matches")
    p.add_argument("--jobs", type=_jobs, default=1, help="games at once, in processes (1)")
    p.add_argument("--think", type=_think, metavar="S", help="seconds of hard and expert")
    p.add_argument("--iterations", type=_iterations, metavar="N", help="fixed search size")
    p.add_argument("--seed", type=_seed, default=1)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    game_ids = words(args.game)
    known = [m.game_id for m in table()]
    unknown = [g for g in game_ids if g not in known]
    if unknown:
        parser.error(f"no game {unknown[0]!r} (choose {', '.join(dict.fromkeys(known))})")
    matches = [m for m in table(game_ids) if m.wanted(words(args.match))]
    if not matches:
        parser.error("no match is left by --match")
    for match in matches:
        print("\n".join(play(match, args)), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
