"""Fit the Sorry! chances to win (`sorry_game/ai/race.py`) on games between normal players.

Plays `--games` games of Sorry! between normal players (each move a random one with
chance `--explore`, so that the positions vary), keeps `--per-game` positions of each
with the game's winner, and fits a multinomial logistic regression: P(seat wins) =
softmax over the seats of `weights · race.features(position)`. Prints the log loss on
held-out games next to the current weights' and the fitted weights as a `RaceWeights`
literal to paste into race.py.

The games need only the project; the fit needs numpy and scipy (not dependencies of
the game: `pip install numpy scipy`). The weights in race.py: 120,000 games, 24
positions each, four players (about 10 minutes of play on two cores and 15 of fitting).

    python bench/train_race.py [--games 120000] [--players 4] [--jobs 2] [--seed 1000]
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import cast

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fit_chances import Sample, fit, have_numpy, log_loss, play_games, trainer_options  # noqa: E402

from sorry_game.ai import race  # noqa: E402
from sorry_game.ai.levels import make_agent  # noqa: E402
from sorry_game.engine import GameConfig  # noqa: E402
from sorry_game.games.catalogue import get_game  # noqa: E402
from sorry_game.games.classic.state import ClassicState  # noqa: E402


def play(args: tuple[int, int, float, int]) -> list[Sample]:
    """One game between normal players: `per_game` of its positions, with the winner."""
    seed, players, explore, per_game = args
    state = cast(ClassicState, get_game("classic").new_state(GameConfig(players), seed))
    agents = [make_agent("normal", "classic", seed * 10 + k) for k in range(players)]
    rng = random.Random(seed)
    seen: list[tuple[list[int], int, list[int]]] = []
    while not state.is_over():
        legal = state.legal_actions()
        if len(legal) > 1 and rng.random() < explore:
            action = legal[int(rng.random() * len(legal))]
        else:
            action = legal[0] if len(legal) == 1 else agents[state.current].choose(state)
        state.apply_fast(action)
        if not state.is_over():
            seen.append((state.board.pos[:], state.current, [*state.pile, state.card]))
    winner = state.winners[0]
    colours = state.rules.colours
    kept = rng.sample(seen, min(per_game, len(seen)))
    return [(race.features(pos, mover, colours, held), winner) for pos, mover, held in kept]


def main(argv: list[str] | None = None) -> int:
    ap = trainer_options(
        __doc__.splitlines()[0], games=120_000, per_game=24, explore=0.03, seed=1000
    )
    ap.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    args = ap.parse_args(argv)
    if not have_numpy():
        return 2
    jobs = [(args.seed + g, args.players, args.explore, args.per_game) for g in range(args.games)]
    _every, train, test = play_games(play, jobs, args.jobs, chunksize=50)
    current = race.WEIGHTS.get(args.players, race.FOUR_PLAYERS)
    w = fit(train, race.as_vector(current))
    print(f"{len(train)} positions fitted, {len(test)} held out")
    print(
        f"held-out log loss: fitted {log_loss(test, w):.4f}, "
        f"current {log_loss(test, race.as_vector(current)):.4f}, "
        f"even chances {log_loss(test, [0.0] * race.N_FEATURES):.4f}"
    )
    print(repr(race.from_vector([round(v, 4) for v in w])))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
