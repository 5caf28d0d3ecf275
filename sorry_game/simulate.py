"""Headless tournaments: `python main.py --simulate classic --games 200 --seats normal,random`.

Computers decide fairly, as in the window: in a game that hides cards each decides on
what its seat can see (`ai.agents.decide`). Never imports pygame. Prints wins per seat with 95% confidence intervals, the average
number of turns per game and games per second.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Any

from sorry_game.ai import make_agent
from sorry_game.ai.agents import decide
from sorry_game.engine import GameConfig
from sorry_game.games.catalogue import get_game


@dataclass
class TournamentResult:
    game_id: str
    seats: list[str]
    games: int = 0
    wins: list[float] = field(default_factory=list)
    draws: int = 0
    turns: int = 0
    seconds: float = 0.0

    def win_rate(self, seat: int) -> float:
        return self.wins[seat] / self.games if self.games else 0.0

    def interval(self, seat: int, z: float = 1.96) -> tuple[float, float]:
        """Wilson score interval of the seat's win rate."""
        n = self.games
        if not n:
            return (0.0, 0.0)
        p = self.win_rate(seat)
        denom = 1 + z * z / n
        centre = (p + z * z / (2 * n)) / denom
        half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
        return (max(0.0, centre - half), min(1.0, centre + half))

    def report(self) -> str:
        lines = [f"{self.game_id}: {self.games} games, seats {','.join(self.seats)}"]
        for seat, level in enumerate(self.seats):
            lo, hi = self.interval(seat)
            lines.append(
                f"  seat {seat + 1} ({level:>6}): {self.wins[seat]:7.1f} wins  "
                f"{100 * self.win_rate(seat):5.1f}%  (95% CI {100 * lo:4.1f}-{100 * hi:4.1f}%)"
            )
        if self.draws:
            lines.append(f"  draws: {self.draws} ({100 * self.draws / self.games:.1f}%)")
        avg = self.turns / self.games if self.games else 0.0
        rate = self.games / self.seconds if self.seconds else float("inf")
        lines.append(f"  average turns per game: {avg:.1f}")
        lines.append(f"  games per second: {rate:.1f}")
        return "\n".join(lines)


def run_tournament(
    game_id: str,
    seats: list[str],
    games: int,
    seed: int = 1,
    options: dict[str, Any] | None = None,
) -> TournamentResult:
    """Play `games` games; seat i is always played by level seats[i]. Shared wins
    (a winning team, a shared tie) are split between the winners; draws are counted."""
    game = get_game(game_id)
    config = GameConfig(len(seats), dict(options or {}))
    game.validate_config(config)
    result = TournamentResult(game_id, list(seats), wins=[0.0] * len(seats))
    start = time.perf_counter()
    for i in range(games):
        game_seed = seed * 1_000_003 + i
        state = game.new_state(config, game_seed)
        agents = [make_agent(level, game_id, game_seed * 31 + k) for k, level in enumerate(seats)]
        fair = random.Random(game_seed)
        hides = game.hides(config)
        while (seat := state.current_player()) is not None:
            state.apply_fast(decide(agents[seat], state, hides, fair))
        outcome = state.outcome()
        winners = outcome.winners if outcome is not None else ()
        for w in winners:
            result.wins[w] += 1 / len(winners)
        if not winners:
            result.draws += 1
        result.turns += state.view(None).turns
        result.games += 1
    result.seconds = time.perf_counter() - start
    return result
