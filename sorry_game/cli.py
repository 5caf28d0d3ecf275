"""The command line: play (default), --simulate, --screenshot, --load, --selftest, --version.

Parsing and the headless commands never import pygame; the window is imported only
when it is needed. Unknown values print usage and exit with status 2.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from sorry_game import __version__

SPEEDS = ("slow", "normal", "fast", "instant")


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x800, not {text!r}") from None
    if not (320 <= w <= 8192 and 240 <= h <= 8192):
        raise argparse.ArgumentTypeError(f"size {w}x{h} is out of range (320x240 … 8192x8192)")
    return (w, h)


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"expected a number >= 0, not {value}")
    return value


def _options(text: str) -> dict[str, object]:
    """`hand=1,partners=0` → {"hand": True, "partners": False}."""
    out: dict[str, object] = {}
    for item in filter(None, text.split(",")):
        key, sep, value = item.partition("=")
        if not sep:
            raise argparse.ArgumentTypeError(f"option {item!r} must look like key=value")
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
    p.add_argument("--size", type=_size, metavar="WxH", help="window or screenshot size")
    p.add_argument("--simulate", metavar="GAME", help="play computer-only games headless")
    p.add_argument("--games", type=_positive, default=100, help="games to simulate (100)")
    p.add_argument("--players", type=int, help="number of players (default: seats, else 4)")
    p.add_argument(
        "--seats",
        metavar="LEVELS",
        help="computer level per seat, e.g. normal,random,random,random",
    )
    p.add_argument("--seed", type=int, help="seed of the (first) game")
    p.add_argument("--options", type=_options, default={}, metavar="K=V,…", help="game options")
    p.add_argument("--screenshot", metavar="PATH", help="render the table to a PNG and exit")
    p.add_argument("--game", default="classic", help="game for --screenshot (classic)")
    p.add_argument("--turns", type=_positive, default=0, help="computer turns before --screenshot")
    return p


def _seats(args: argparse.Namespace, parser: argparse.ArgumentParser) -> list[str]:
    from sorry_game.ai import LEVEL_NAMES

    if args.seats:
        seats = [s.strip() for s in args.seats.split(",")]
        bad = [s for s in seats if s not in LEVEL_NAMES]
        if bad:
            parser.error(f"unknown level {bad[0]!r} in --seats (choose {', '.join(LEVEL_NAMES)})")
        if args.players is not None and args.players != len(seats):
            parser.error(f"--players {args.players} does not match {len(seats)} --seats")
        return seats
    return ["random"] * (args.players if args.players is not None else 4)


def simulate(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from sorry_game.engine import get_game
    from sorry_game.simulate import run_tournament

    try:
        game = get_game(args.simulate)
    except KeyError as exc:
        parser.error(str(exc.args[0]))
    if not game.available:
        parser.error(f"{game.title} ({game.id}) is not playable yet")
    seats = _seats(args, parser)
    try:
        result = run_tournament(
            game.id, seats, args.games, seed=args.seed or 1, options=args.options
        )
    except ValueError as exc:
        parser.error(str(exc))
    print(result.report())
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.selftest:
        from sorry_game.selftest import run_selftest

        return run_selftest()
    if args.simulate:
        return simulate(args, parser)
    if args.screenshot:
        from sorry_game.engine import get_game

        try:
            if not get_game(args.game).available:
                parser.error(f"game {args.game!r} is not playable yet")
        except KeyError as exc:
            parser.error(str(exc.args[0]))
        from sorry_game.app.screenshot import render_screenshot

        path = render_screenshot(
            args.screenshot,
            game_id=args.game,
            seed=args.seed if args.seed is not None else 1,
            turns=args.turns,
            size=args.size or (1280, 800),
            theme=args.theme,
            options=args.options or None,
        )
        print(f"wrote {path}")
        return 0
    from sorry_game.app.app import run_app

    return run_app(load=args.load, theme=args.theme, size=args.size)


if __name__ == "__main__":
    sys.exit(main())
