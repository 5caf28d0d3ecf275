"""Soak test of the rules (not in CI): many random games of every registered game, with
the engine contract checked after every action, and one line per game:

    GAME: games N, actions A, failures F

then, if F > 0, the first failing game (its seed and configuration) and what failed.
After every action: the game goes on with legal actions (or is over with none, no
decider, an outcome that agrees with the ranking); a clone equals the state and stays
apart from it; `to_dict` -> `state_from_dict` gives the same state (its invariants hold);
every `--every` actions, what each seat sees is the same in two determinizations of
what it knows. A failing game is replayed by its seed:

    python bench/soak.py                         # 10,000 games of every game
    python bench/soak.py --games 200 --game king --seed 7
    python bench/soak.py --games 50 --toy        # with the tests' toy game too
    python bench/soak.py --storage --games 200   # two windows, a failing disk, kills (storage.py)
    python bench/soak.py --lists                 # History / Load game opening on 5,000 files
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sorry_game.engine import Outcome  # noqa: E402
from sorry_game.engine.interface import Game, GameConfig  # noqa: E402
from sorry_game.games.catalogue import all_games, get_game  # noqa: E402

#: a game longer than this many actions is a failure (it does not end)
MAX_ACTIONS = 20_000


class SoakFailure(AssertionError):
    """An invariant that did not hold, with the action at which it broke."""


@dataclass
class Tally:
    game_id: str
    games: int = 0
    actions: int = 0
    failures: int = 0
    first: str = ""
    seconds: float = 0.0
    detail: list[str] = field(default_factory=list)

    def line(self) -> str:
        return (
            f"{self.game_id}: games {self.games}, actions {self.actions}, failures {self.failures}"
        )


def configs(game: Game) -> list[GameConfig]:
    """Every player count with the default options, and each other choice of each option
    (at the largest player count it applies to): the games cycle through them."""
    out = [GameConfig(n) for n in range(game.min_players, game.max_players + 1)]
    for spec in game.options():
        n = max(c for c in range(game.min_players, game.max_players + 1) if spec.applies_to(c))
        out += [GameConfig(n, {spec.key: choice}) for choice in spec.choices[1:]]
    return out


def check(ok: bool, what: str) -> None:
    if not ok:
        raise SoakFailure(what)


def check_position(game: Game, state: Any, players: int) -> None:
    """The invariants of any position: who decides, legal actions, clone, round trip."""
    over = state.is_over()
    legal = state.legal_actions()
    if over:
        check(legal == [], "legal actions after the end")
        check(state.current_player() is None, "a decider after the end")
    else:
        check(bool(legal), "no legal action while the game runs")
        decider = state.current_player()
        check(decider is not None and 0 <= decider < players, f"decider {decider!r}")
        check(state.turn_player() is not None, "no turn player while the game runs")
    data = state.to_dict()
    twin = state.clone()
    check(twin.to_dict() == data, "a clone differs from its original")
    if legal:
        twin.apply_fast(legal[0])
        check(state.to_dict() == data, "a clone shares state with its original")
    try:
        back = game.state_from_dict(data)
    except ValueError as exc:
        raise SoakFailure(f"state_from_dict refuses a real position: {exc}") from None
    check(back.to_dict() == data, "to_dict -> state_from_dict -> to_dict changes the position")
    check(back.legal_actions() == legal, "the loaded position has other legal actions")


def check_views(state: Any, players: int, rng: random.Random) -> None:
    """view(p) shows only what p knows: the same in two determinizations of it."""
    for p in range(players):
        view = state.view(p)
        check(view.viewer == p and len(view.seats) == players, "a view of the wrong seat")
        for _ in range(2):
            other = state.determinize(p, random.Random(rng.getrandbits(32)))
            check(other.view(p) == view, f"view({p}) shows what seat {p} cannot know")


def check_end(state: Any, players: int) -> None:
    outcome = state.outcome()
    check(isinstance(outcome, Outcome), "no outcome at the end")
    check(len(outcome.results) == players, "an outcome for the wrong number of seats")
    ranking = state.ranking()
    check(sorted(ranking) == list(range(players)), f"ranking {ranking} is not every seat once")
    if outcome.winners:
        check(
            set(ranking[: len(outcome.winners)]) == set(outcome.winners),
            "the winners are not ranked first",
        )
    else:
        check(outcome.is_draw, "an outcome without winners that is no draw")
    view = state.view(None)
    check(view.over and view.outcome == outcome, "the view does not show the end")


def play(game: Game, config: GameConfig, seed: int, every: int) -> int:
    """One random game with every check; returns its number of actions."""
    rng = random.Random(seed)
    state = game.new_state(config, seed)
    players = config.players
    step = 0
    while True:
        try:
            check_position(game, state, players)
            if step % every == 0:
                check_views(state, players, rng)
        except SoakFailure as exc:
            raise SoakFailure(f"after {step} actions: {exc}") from None
        if state.is_over():
            break
        legal = state.legal_actions()
        state.apply(legal[int(rng.random() * len(legal))])
        step += 1
        check(step < MAX_ACTIONS, f"no end after {MAX_ACTIONS} actions")
    check_end(state, players)
    return step


def soak(game: Game, games: int, seed: int, every: int, verbose: bool) -> Tally:
    tally = Tally(game.id)
    choices = configs(game)
    start = time.perf_counter()
    for i in range(games):
        config = choices[i % len(choices)]
        game_seed = seed * 1_000_003 + i
        tally.games += 1
        try:
            tally.actions += play(game, config, game_seed, every)
        except Exception as exc:  # noqa: BLE001 - every failure is counted and named
            tally.failures += 1
            if not tally.first:
                tally.first = f"seed {game_seed}, config {config.to_dict()}: {exc!r}"
                if verbose:
                    tally.detail.append(traceback.format_exc())
    tally.seconds = time.perf_counter() - start
    return tally


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=10_000, help="games per game (10,000)")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--seed", type=int, default=1, help="base seed (1)")
    parser.add_argument("--every", type=int, default=7, help="views checked every K actions")
    parser.add_argument("--toy", action="store_true", help="also the tests' toy game")
    parser.add_argument("--verbose", action="store_true", help="the first failure's traceback")
    parser.add_argument(
        "--storage",
        action="store_true",
        help="two windows on one folder, a failing disk, kills and broken locks",
    )
    parser.add_argument("--kills", type=int, default=30, help="--storage: windows killed (30)")
    parser.add_argument(
        "--lists", action="store_true", help="History and Load game opening on 5,000 files each"
    )
    args = parser.parse_args(argv)
    if args.lists and not args.storage:
        import storage

        print(storage.lists(), flush=True)
        return 0
    if args.storage:
        import storage

        games = args.games if "--games" in (argv or sys.argv) else 200
        line, why = storage.run(games, args.seed, kills=args.kills)
        print(line, flush=True)
        for text in why[: None if args.verbose else 3]:
            print(f"  {text}", flush=True)
        if args.lists:
            print(storage.lists(), flush=True)
        wanted = ("lost 0,", "unreported 0,", "crashes 0,", "temp left 0,", "miscounted 0")
        return 0 if all(w in line + "," for w in wanted) else 1
    if args.toy:
        sys.path.insert(0, str(ROOT / "tests"))
        import toy

        toy.install()
    games = (
        [get_game(g) for g in args.game] if args.game else [g for g in all_games() if g.available]
    )
    failures = 0
    for game in games:
        tally = soak(game, args.games, args.seed, max(1, args.every), args.verbose)
        failures += tally.failures
        print(f"{tally.line()}  ({tally.seconds:.0f} s)", flush=True)
        if tally.first:
            print(f"  first failing game: {tally.first}", flush=True)
            for text in tally.detail:
                print(text, flush=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
