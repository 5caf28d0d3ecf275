"""The command line: play (default), --simulate, --screenshot, --load, --selftest, --version.

Parsing and the headless commands never import pygame; the window is imported only
when it is needed. A value that cannot work (a bad number, an option the game refuses,
a file that is not a saved game, a screenshot path that is a folder) prints usage and
a clear message and exits with status 2 — never a traceback.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from sorry_game import __version__

SPEEDS = ("slow", "normal", "fast", "instant")
#: the smallest window every screen fits (sorry_game.app.settings.MIN_SIZE, kept equal
#: by a test; not imported here so that parsing stays light)
MIN_WINDOW = (800, 600)
MAX_WINDOW = 8192


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x800, not {text!r}") from None
    lw, lh = MIN_WINDOW
    if not (lw <= w <= MAX_WINDOW and lh <= h <= MAX_WINDOW):
        raise argparse.ArgumentTypeError(
            f"size {w}x{h} is out of range: from {lw}x{lh} (the smallest window every "
            f"screen fits) to {MAX_WINDOW}x{MAX_WINDOW}"
        )
    return (w, h)


def _whole(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None


def _positive(text: str) -> int:
    """A count that may be 0 (--turns)."""
    value = _whole(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"expected a number >= 0, not {value}")
    return value


def _at_least_one(text: str) -> int:
    """A count that must be 1 or more (--games, --players)."""
    value = _whole(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a number >= 1, not {value}")
    return value


def _seed(text: str) -> int:
    value = _whole(text)
    if not 0 <= value < 2**63:
        raise argparse.ArgumentTypeError(f"a seed is a whole number from 0, not {value}")
    return value


def _options(text: str) -> dict[str, object]:
    """`hand=1,partners=0` → {"hand": True, "partners": False}."""
    out: dict[str, object] = {}
    for item in filter(None, (part.strip() for part in text.split(","))):
        key, sep, value = item.partition("=")
        key = key.strip()
        if not sep or not key:
            raise argparse.ArgumentTypeError(f"option {item!r} must look like key=value")
        value = value.strip()
        low = value.lower()
        if low in ("1", "true", "yes", "on"):
            out[key] = True
        elif low in ("0", "false", "no", "off"):
            out[key] = False
        else:
            try:
                out[key] = int(value)
            except ValueError:
                out[key] = value
    return out


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="sorry-game",
        description="Four Sorry!-family games. With no options, opens the game window.",
    )
    p.add_argument("--version", action="version", version=f"sorry-game {__version__}")
    p.add_argument("--selftest", action="store_true", help="smoke-test this build and exit")
    p.add_argument("--load", metavar="FILE", help="open a saved game")
    p.add_argument("--theme", metavar="NAME", help="theme name from themes/ (e.g. classic-square)")
    p.add_argument(
        "--size", type=_size, metavar="WxH", help="window or screenshot size (at least 800x600)"
    )
    p.add_argument("--simulate", metavar="GAME", help="play computer-only games headless")
    p.add_argument("--games", type=_at_least_one, default=100, help="games to simulate (100)")
    p.add_argument(
        "--players",
        type=_at_least_one,
        help="number of players (default: seats, else the game's usual: 4, or 2 for chess)",
    )
    p.add_argument(
        "--seats",
        metavar="LEVELS",
        help="computer level per seat, e.g. normal,random,random,random",
    )
    p.add_argument("--seed", type=_seed, help="seed of the (first) game (a number from 0)")
    p.add_argument("--options", type=_options, default={}, metavar="K=V,…", help="game options")
    p.add_argument("--screenshot", metavar="PATH", help="render the table to a PNG and exit")
    p.add_argument("--game", help="game for --screenshot (the first of the menu)")
    p.add_argument("--turns", type=_positive, default=0, help="computer turns before --screenshot")
    return p


def _seats(args: argparse.Namespace, parser: argparse.ArgumentParser, game) -> list[str]:
    """The level of each seat: --seats, else random for --players seats, else the
    game's usual number of players (4 where it can, 2 for a two-player game)."""
    from sorry_game.ai import LEVEL_NAMES

    if args.seats is not None:
        seats = [s.strip() for s in args.seats.split(",")]
        if not any(seats):
            parser.error(f"--seats needs a level per seat (choose {', '.join(LEVEL_NAMES)})")
        bad = [s for s in seats if s not in LEVEL_NAMES]
        if bad:
            what = f"unknown level {bad[0]!r}" if bad[0] else "an empty level"
            parser.error(f"{what} in --seats (choose {', '.join(LEVEL_NAMES)})")
        if args.players is not None and args.players != len(seats):
            parser.error(f"--players {args.players} does not match {len(seats)} --seats")
        return seats
    default = max(game.min_players, min(4, game.max_players))
    return ["random"] * (args.players if args.players is not None else default)


def _playable(name: str, parser: argparse.ArgumentParser):
    from sorry_game.games.catalogue import get_game

    try:
        game = get_game(name)
    except KeyError as exc:
        parser.error(str(exc.args[0]))
    if not game.available:
        parser.error(f"{game.title} ({game.id}) is not playable yet")
    return game


def _first_seed(args: argparse.Namespace) -> int:
    """The seed asked for (0 is a seed like any other), else 1."""
    return args.seed if args.seed is not None else 1


def simulate(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from sorry_game.simulate import run_tournament

    game = _playable(args.simulate, parser)
    seats = _seats(args, parser, game)
    try:
        result = run_tournament(
            game.id, seats, args.games, seed=_first_seed(args), options=args.options
        )
    except ValueError as exc:
        parser.error(str(exc))
    print(result.report())
    return 0


def screenshot(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from sorry_game.engine import GameConfig
    from sorry_game.games.catalogue import default_game

    game = _playable(args.game or default_game().id, parser)
    target = Path(args.screenshot)
    if target.is_dir() or args.screenshot.endswith(("/", "\\")):
        parser.error(f"--screenshot {args.screenshot}: is a folder; give a file like shot.png")
    options = dict(args.options)
    players = args.players
    if players is None:
        players = options.pop("players", None)
        if not isinstance(players, int) or isinstance(players, bool):
            players = max(game.min_players, min(4, game.max_players))
    else:
        options.pop("players", None)
    try:
        game.validate_config(GameConfig(players, options))
    except ValueError as exc:
        parser.error(str(exc))
    import pygame

    from sorry_game.app.screenshot import render_screenshot

    try:
        path = render_screenshot(
            args.screenshot,
            game_id=game.id,
            seed=_first_seed(args),
            turns=args.turns,
            size=args.size or (1280, 800),
            theme=args.theme,
            options=options or None,
            players=players,
        )
    except (OSError, ValueError, pygame.error) as exc:
        parser.error(f"--screenshot {args.screenshot}: {exc}")
    print(f"wrote {path}")
    return 0


def check_save(path: str, parser: argparse.ArgumentParser) -> None:
    """--load: the file must be a saved game this version can open (read bounded)."""
    from sorry_game.engine.errors import SaveError
    from sorry_game.session import Session

    try:
        Session.load(Path(path))
    except SaveError as exc:
        parser.error(f"--load {path}: {exc}")
    except (OSError, ValueError) as exc:
        parser.error(f"--load {path}: cannot open it ({exc})")


def check_parts(plugins: bool) -> str | None:
    """Every game of the catalogue and its computer player (and, for the window, its
    table plugin) can be loaded: a missing or broken part is found at start-up and named,
    never met mid-game. Returns the problem, or None."""
    from sorry_game.ai.levels import computer_of
    from sorry_game.engine.errors import PartError
    from sorry_game.games.catalogue import all_games

    try:
        games = [g for g in all_games() if g.available]
        for game in games:
            computer_of(game)
        if plugins:
            from sorry_game.app.table.plugin import plugin_class

            for game in games:
                plugin_class(game)
    except PartError as exc:
        return str(exc)
    return None


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    problem = check_parts(plugins=not args.simulate)
    if problem is not None:
        print(f"sorry-game cannot start: {problem}", file=sys.stderr)
        return 1
    if args.selftest:
        from sorry_game.selftest import run_selftest

        return run_selftest()
    if args.simulate:
        return simulate(args, parser)
    if args.screenshot is not None:
        if not args.screenshot.strip():
            parser.error("--screenshot needs a file name, like shot.png")
        return screenshot(args, parser)
    if args.load is not None:
        check_save(args.load, parser)
    from sorry_game.app.app import run_app

    return run_app(load=args.load, theme=args.theme, size=args.size)


if __name__ == "__main__":
    sys.exit(main())
