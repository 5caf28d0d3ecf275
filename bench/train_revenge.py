"""Fit the Sorry! Revenge chances to win (`win_chances` in `sorry_game/ai/revenge.py`)
on games between normal players.

Plays `--games` four-player games of Sorry! Revenge between normal players (each move a
random one with chance `--explore`, so that the positions vary), keeps `--per-game`
positions of each with the game's winner, and fits a multinomial logistic regression
(`fit_chances.py`). Prints the log loss on held-out games of a fit without them, then
the weights fitted on every game as a literal to paste into revenge.py. The defaults
give the weights there (60,000 games: under two minutes on two cores).

    python bench/train_revenge.py [--games 60000] [--jobs 2] [--seed 500000]
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import cast

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fit_chances import Sample, fit, have_numpy, log_loss, play_games, trainer_options  # noqa: E402

from sorry_game.ai import revenge  # noqa: E402
from sorry_game.ai.levels import make_agent  # noqa: E402
from sorry_game.engine import GameConfig  # noqa: E402
from sorry_game.games.catalogue import get_game  # noqa: E402
from sorry_game.games.revenge.state import RevengeState  # noqa: E402

PLAYERS = 4


def play(args: tuple[int, float, int]) -> list[Sample]:
    """One game between normal players: `per_game` of its positions, with the winner
    (none from a game without a single winner)."""
    seed, explore, per_game = args
    state = cast(RevengeState, get_game("revenge").new_state(GameConfig(PLAYERS), seed))
    agents = [make_agent("normal", "revenge", seed * 10 + k) for k in range(PLAYERS)]
    rng = random.Random(seed)
    seen: list[list[list[float]]] = []
    while not state.is_over():
        legal = state.legal_actions()
        if len(legal) > 1 and rng.random() < explore:
            action = legal[rng.randrange(len(legal))]
        else:
            seat = state.current_player()
            assert seat is not None
            action = legal[0] if len(legal) == 1 else agents[seat].choose(state)
        state.apply_fast(action)
        if not state.is_over():
            seen.append(revenge.features(state))
    if len(state.winners) != 1:
        return []
    kept = rng.sample(seen, min(per_game, len(seen)))
    return [(rows, state.winners[0]) for rows in kept]


def main(argv: list[str] | None = None) -> int:
    ap = trainer_options(
        __doc__.splitlines()[0], games=60_000, per_game=12, explore=0.05, seed=500_000
    )
    args = ap.parse_args(argv)
    if not have_numpy():
        return 2
    jobs = [(args.seed + g, args.explore, args.per_game) for g in range(args.games)]
    every, train, test = play_games(play, jobs, args.jobs, chunksize=20)
    zero = [0.0] * len(revenge.TERMS)
    current = revenge.as_vector(revenge.FOUR_PLAYERS)
    print(f"{len(every)} positions of {args.games} games; {len(test)} held out")
    print(
        f"held-out log loss: fitted without them {log_loss(test, fit(train, zero, 1e-6)):.4f}, "
        f"current {log_loss(test, current):.4f}, even chances {log_loss(test, zero):.4f}"
    )
    weights = fit(every, zero, 1e-6)
    print("FOUR_PLAYERS: dict[str, float] = {")
    for term, value in zip(revenge.TERMS, weights, strict=True):
        print(f"    {term!r}: {round(value, 4)},")
    print("}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
