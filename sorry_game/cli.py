"""The command line: play (default), --simulate, --screenshot, --load, --review, --selftest,
--version.

Parsing and the headless commands never import pygame; the window is imported only
when it is needed. A value that cannot work (a bad or out-of-range number, an option
the game refuses, a file that is not a regular file or not a saved game, a screenshot
path that is a folder) prints usage and one clear line of at most `MAX_LINE`
characters (a long value is cut) and exits with status 2 — never a traceback, never
a hang. Numbers are ASCII digits (`--size` is `<width>x<height>` with a small x).
"""

from __future__ import annotations

import argparse
import os
import re
import stat
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

from sorry_game import __version__

SPEEDS = ("slow", "normal", "fast", "instant")
#: the smallest window every screen fits (sorry_game.app.settings.MIN_SIZE, kept equal
#: by a test; not imported here so that parsing stays light)
MIN_WINDOW = (800, 600)
MAX_WINDOW = 8192
#: the ranges of the counts (a game takes far fewer players; the game then says so)
MAX_PLAYERS = 99
MAX_GAMES = 1_000_000
MAX_TURNS = 100_000
MAX_SEED = 2**63 - 1
#: --simulate: parallel processes, a searching level's seconds and iterations per decision
MAX_JOBS = 64
MAX_THINK = 600
MAX_ITERATIONS = 10_000_000
#: no error line is longer than this; a value in it is cut to `SHOWN` characters
MAX_LINE = 300
SHOWN = 40
_DIGITS = re.compile(r"-?[0-9]+")
_SIZE = re.compile(r"([0-9]{1,6})x([0-9]{1,6})")
_SECONDS = re.compile(r"[0-9]{1,4}(\.[0-9]{0,3})?|\.[0-9]{1,3}")
_OPTION_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,39}")


def shown(value: object) -> str:
    """A value as an error line names it: quoted, printable, cut to `SHOWN` characters.

    >>> shown("800X600"), shown("9" * 400)
    ("'800X600'", "'9999999999999999999999999999999999999...' (400 characters)")
    """
    text = value if isinstance(value, str) else str(value)
    if len(text) <= SHOWN:
        return printable(repr(text))
    return f"{printable(repr(text[: SHOWN - 3] + '...'))} ({len(text)} characters)"


def printable(text: str) -> str:
    """`text` with what cannot be shown (a lone surrogate, a control character) escaped."""
    return "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in text)


def one_line(message: str) -> str:
    """A message as one printable line of at most MAX_LINE characters (with the
    'sorry-game: error: ' in front)."""
    text = printable(" ".join(message.split()))
    limit = MAX_LINE - len("sorry-game: error: ")
    return text if len(text) <= limit else text[: limit - 3] + "..."


class Parser(argparse.ArgumentParser):
    """An ArgumentParser whose error is usage and one short line (argparse itself
    echoes a bad value whole: an unknown flag of 100 kB, a 400-digit number)."""

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: error: {one_line(message)}\n")


def _size(text: str) -> tuple[int, int]:
    m = _SIZE.fullmatch(text)
    if m is None:
        raise argparse.ArgumentTypeError(
            f"size must be digits 0-9, a small x and digits, like 1280x800; not {shown(text)}"
        )
    w, h = int(m.group(1)), int(m.group(2))
    lw, lh = MIN_WINDOW
    if not (lw <= w <= MAX_WINDOW and lh <= h <= MAX_WINDOW):
        raise argparse.ArgumentTypeError(
            f"size {w}x{h} is out of range: from {lw}x{lh} (the smallest window every "
            f"screen fits) to {MAX_WINDOW}x{MAX_WINDOW}"
        )
    return (w, h)


def _whole(text: str, low: int, high: int) -> int:
    """A whole number of ASCII digits from `low` to `high`.

    >>> _whole("-0", 0, 5), _whole("007", 0, 9)
    (0, 7)
    """
    if not _DIGITS.fullmatch(text):
        raise argparse.ArgumentTypeError(f"expected a whole number (digits 0-9), not {shown(text)}")
    if len(text.lstrip("-").lstrip("0")) > len(str(max(abs(low), high))):
        end = f">= {low}" if text.startswith("-") else f"<= {high}"
        raise argparse.ArgumentTypeError(f"expected a number {end}, not {shown(text)}")
    value = int(text)
    if value < low:
        raise argparse.ArgumentTypeError(f"expected a number >= {low}, not {value}")
    if value > high:
        raise argparse.ArgumentTypeError(f"expected a number <= {high}, not {value}")
    return value


def _turns(text: str) -> int:
    """A count that may be 0 (--turns)."""
    return _whole(text, 0, MAX_TURNS)


def _phones(text: str) -> int:
    """How many seats are on phones (--phones): 0 to 3."""
    return _whole(text, 0, MAX_PLAYERS - 1)


def _games(text: str) -> int:
    return _whole(text, 1, MAX_GAMES)


def _players(text: str) -> int:
    return _whole(text, 1, MAX_PLAYERS)


def _jobs(text: str) -> int:
    return _whole(text, 1, MAX_JOBS)


def _iterations(text: str) -> int:
    return _whole(text, 1, MAX_ITERATIONS)


def _think(text: str) -> float:
    """Seconds of thinking: ASCII digits with at most 3 decimals, above 0, at most
    MAX_THINK (no exponent, no sign, no inf or nan: float() would take them).

    >>> _think("0.5"), _think("2"), _think(".25")
    (0.5, 2.0, 0.25)
    """
    if not _SECONDS.fullmatch(text):
        raise argparse.ArgumentTypeError(
            f"expected seconds like 0.5 (digits 0-9 and a point), not {shown(text)}"
        )
    value = float(text)
    if not 0 < value <= MAX_THINK:
        raise argparse.ArgumentTypeError(
            f"expected seconds above 0 and at most {MAX_THINK}, not {shown(text)}"
        )
    return value


def _seed(text: str) -> int:
    try:
        return _whole(text, 0, MAX_SEED)
    except argparse.ArgumentTypeError:
        raise argparse.ArgumentTypeError(
            f"a seed is a whole number from 0 to {MAX_SEED}, not {shown(text)}"
        ) from None


def _options(text: str) -> dict[str, object]:
    """`hand=1,partners=0` → {"hand": True, "partners": False}; a number of ASCII digits
    is a number, any other value a word."""
    out: dict[str, object] = {}
    for item in filter(None, (part.strip() for part in text.split(","))):
        key, sep, value = item.partition("=")
        key = key.strip()
        if not sep or not key:
            raise argparse.ArgumentTypeError(f"option {shown(item)} must look like key=value")
        if not _OPTION_KEY.fullmatch(key):
            raise argparse.ArgumentTypeError(
                f"option {shown(key)}: a name is letters, digits and _ (like hand)"
            )
        value = value.strip()
        if len(value) > SHOWN or not value.isprintable():
            raise argparse.ArgumentTypeError(f"option {key}: {shown(value)} is not a value")
        low = value.lower()
        if low in ("1", "true", "yes", "on"):
            out[key] = True
        elif low in ("0", "false", "no", "off"):
            out[key] = False
        elif _DIGITS.fullmatch(value) and len(value) <= 18:
            out[key] = int(value)
        else:
            out[key] = value
    return out


def _scene(text: str) -> str:
    """--scene: one of the screens `--screenshot` can draw."""
    from sorry_game.app.screenshot import SCENE_NAMES

    if text not in SCENE_NAMES:
        raise argparse.ArgumentTypeError(
            f"{shown(text)} is not a screen; choose one of {', '.join(SCENE_NAMES)}"
        )
    return text


def _name(text: str) -> str:
    """A game's or a theme's name: not empty, printable, no longer than a name is."""
    if not text.strip():
        raise argparse.ArgumentTypeError("expected a name, not nothing")
    if len(text) > 64 or not text.isprintable():
        raise argparse.ArgumentTypeError(f"{shown(text)} is not a name")
    return text


def _file(text: str) -> str:
    if not text.strip():
        raise argparse.ArgumentTypeError("needs a file name, like shot.png or game.sorry")
    if "\x00" in text:
        raise argparse.ArgumentTypeError(f"{shown(text)} is not a file name")
    return text


def build_parser() -> argparse.ArgumentParser:
    p = Parser(
        prog="sorry-game",
        description="Four Sorry!-family games. With no options, opens the game window.",
    )
    p.add_argument("--version", action="version", version=f"sorry-game {__version__}")
    p.add_argument("--selftest", action="store_true", help="smoke-test this build and exit")
    p.add_argument("--load", type=_file, metavar="FILE", help="open a saved game")
    p.add_argument(
        "--review",
        type=_file,
        metavar="FILE",
        help="print the review of a finished game (a saved or History file) as text",
    )
    p.add_argument(
        "--theme", type=_name, metavar="NAME", help="theme name from themes/ (e.g. classic-square)"
    )
    p.add_argument(
        "--size", type=_size, metavar="WxH", help="window or screenshot size (at least 800x600)"
    )
    p.add_argument(
        "--simulate",
        type=_name,
        metavar="GAME",
        help="play computer-only games headless (seats rotate)",
    )
    p.add_argument(
        "--games",
        type=_games,
        default=100,
        help="games to simulate (100; rounded up to whole rotations of the seats)",
    )
    p.add_argument(
        "--players",
        type=_players,
        help="number of players (default: seats, else the game's usual: 4, or 2 for chess)",
    )
    p.add_argument(
        "--seats",
        metavar="LEVELS",
        help="computer levels, e.g. hard,normal,normal,normal (rotated between games)",
    )
    p.add_argument(
        "--jobs",
        type=_jobs,
        default=1,
        help="--simulate: games played at once; --review: its processes (1)",
    )
    p.add_argument(
        "--think",
        type=_think,
        metavar="SECONDS",
        help="--simulate: seconds per decision of the searching levels (hard, expert)",
    )
    p.add_argument(
        "--iterations",
        type=_iterations,
        metavar="N",
        help="--simulate: fixed search iterations for hard and expert (replays exactly)",
    )
    p.add_argument("--seed", type=_seed, help="seed of the (first) game (a number from 0)")
    p.add_argument("--options", type=_options, default={}, metavar="K=V,…", help="game options")
    p.add_argument(
        "--screenshot", type=_file, metavar="PATH", help="render the table to a PNG and exit"
    )
    p.add_argument("--game", type=_name, help="game for --screenshot (the first of the menu)")
    p.add_argument(
        "--scene",
        type=_scene,
        default="table",
        metavar="NAME",
        help="screen for --screenshot: table (default), rules, tutorial, replay, stats, results",
    )
    p.add_argument("--turns", type=_turns, default=0, help="computer turns before --screenshot")
    p.add_argument(
        "--settings",
        type=_file,
        metavar="FILE",
        help="--screenshot: draw with the settings in FILE, read only (default: the "
        "default settings; your own settings file is never read nor written)",
    )
    p.add_argument(
        "--phones",
        type=_phones,
        default=0,
        metavar="N",
        help="--screenshot: the N seats after yours are played from phones (their QR codes)",
    )
    return p


def _seats(args: argparse.Namespace, parser: argparse.ArgumentParser, game) -> list[str]:
    """The level of each seat: --seats, else random for --players seats, else the
    game's usual number of players (4 where it can, 2 for a two-player game)."""
    from sorry_game.ai import LEVEL_NAMES

    if args.seats is not None:
        seats = [s.strip() for s in args.seats.split(",", MAX_PLAYERS)]
        if not any(seats):
            parser.error(f"--seats needs a level per seat (choose {', '.join(LEVEL_NAMES)})")
        if len(seats) > MAX_PLAYERS:
            parser.error(f"--seats: more than {MAX_PLAYERS} seats")
        bad = [s for s in seats if s not in LEVEL_NAMES]
        if bad:
            what = f"unknown level {shown(bad[0])}" if bad[0] else "an empty level"
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
            game.id,
            seats,
            args.games,
            seed=_first_seed(args),
            options=args.options,
            jobs=args.jobs,
            think=args.think,
            iterations=args.iterations,
        )
    except ValueError as exc:
        parser.error(str(exc))
    print(result.report())
    return 0


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def file_problem(path: str, new: bool = False) -> str | None:
    """Why `path` cannot be read (or, `new`, written) as a regular file, or None.
    Nothing is opened: a pipe or a device would block or never end. A new file may be
    given in folders that do not exist yet (they are made)."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        if not new:
            return "cannot read it: no such file"
        parent = Path(path).parent
        while not parent.exists() and parent != parent.parent:
            parent = parent.parent
        return None if parent.is_dir() else f"{shown(str(parent))} is not a folder"
    except (OSError, ValueError) as exc:
        verb = "write" if new else "read"
        return f"cannot {verb} it ({getattr(exc, 'strerror', None) or exc})"
    if stat.S_ISREG(mode):
        return None
    what = _kind(mode)
    example = "a file like shot.png" if new else "a saved game file"
    return f"is {what}; give {example}"


def screenshot(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from sorry_game.engine import GameConfig
    from sorry_game.games.catalogue import default_game

    game = _playable(args.game or default_game().id, parser)
    if args.screenshot.endswith(("/", "\\")):
        parser.error(
            f"--screenshot {shown(args.screenshot)}: is a folder; give a file like shot.png"
        )
    try:
        args.screenshot.encode("utf-8")
    except UnicodeEncodeError:  # pygame would write it under another name
        parser.error(f"--screenshot {shown(args.screenshot)}: give a file name of UTF-8 text")
    problem = file_problem(args.screenshot, new=True)
    if problem is not None:
        parser.error(f"--screenshot {shown(args.screenshot)}: {problem}")
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
    settings_file = Path(args.settings) if args.settings is not None else None
    if settings_file is not None and not settings_file.is_file():
        parser.error(f"--settings {shown(args.settings)}: is not a settings file")
    import pygame

    from sorry_game.app.screenshot import render_screenshot
    from sorry_game.app.settings import Settings

    for warning in Settings.for_tool(settings_file)[1]:  # drawn with the defaults where bad
        print(f"--settings: {warning}", file=sys.stderr)

    try:
        path = render_screenshot(
            args.screenshot,
            scene=args.scene,
            game_id=game.id,
            seed=_first_seed(args),
            turns=args.turns,
            size=args.size or (1280, 800),
            theme=args.theme,
            options=options or None,
            players=players,
            phones=min(args.phones, players - 1),
            settings_file=settings_file,
        )
    except (OSError, ValueError, pygame.error) as exc:
        parser.error(f"--screenshot {shown(args.screenshot)}: {exc}")
    print(f"wrote {path}")
    return 0


def check_save(path: str, parser: argparse.ArgumentParser) -> None:
    """--load: the file must be a saved game this version can open (read bounded)."""
    from sorry_game.engine.errors import SaveError
    from sorry_game.session import Session

    problem = file_problem(path)
    if problem is not None:
        parser.error(f"--load {shown(path)}: {problem}")
    try:
        Session.load(Path(path))
    except SaveError as exc:
        parser.error(f"--load {shown(path)}: {exc}")
    except (OSError, ValueError) as exc:
        parser.error(f"--load {shown(path)}: cannot open it ({exc})")


def review(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """--review FILE: the review of a finished game as text (`review/words.py`), computed
    with --seed (1) in --jobs processes (1: here); progress on a terminal's stderr."""
    import time

    from sorry_game.engine.errors import SaveError
    from sorry_game.engine.savefile import loads
    from sorry_game.review.background import BackgroundReview
    from sorry_game.review.compute import ReviewSettings
    from sorry_game.review.words import report
    from sorry_game.store.records import read_save_text

    path = args.review
    problem = file_problem(path)
    if problem is not None:
        parser.error(f"--review {shown(path)}: {problem}")
    try:
        record = loads(read_save_text(Path(path), devices=True))
    except SaveError as exc:
        parser.error(f"--review {shown(path)}: {exc}")
    settings = ReviewSettings(seed=_first_seed(args))
    job = BackgroundReview(record, settings, workers=args.jobs if args.jobs > 1 else 0)
    show = sys.stderr.isatty()
    while not job.done:
        job.poll()
        if show and job.progress.total:
            print(f"\rreviewing: {100 * job.progress.fraction:.0f} %", end="", file=sys.stderr)
        if args.jobs > 1:
            time.sleep(0.05)
    if show:
        print(file=sys.stderr)
    if job.review is None:
        parser.error(f"--review {shown(path)}: {job.problem}")
    print(report(job.review), end="")
    return 0


def check_theme(name: str, parser: argparse.ArgumentParser) -> None:
    """--theme: a theme that is there (a broken one starts, with its problems shown)."""
    from sorry_game.app.theme import list_themes

    names = list_themes()
    if name not in names:
        parser.error(f"--theme: no theme {shown(name)} (choose {', '.join(names)})")


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
    # the plain window checks once its first frame is drawn (run_app), the rest now
    window = not (
        args.selftest
        or args.simulate
        or args.screenshot is not None
        or args.load
        or args.review is not None
    )
    problem = None if window else check_parts(plugins=not (args.simulate or args.review))
    if problem is not None:
        print(f"sorry-game cannot start: {problem}", file=sys.stderr)
        return 1
    if args.selftest:
        from sorry_game.selftest import run_selftest

        return run_selftest()
    if args.simulate:
        return simulate(args, parser)
    if args.review is not None:
        return review(args, parser)
    if args.theme is not None:
        check_theme(args.theme, parser)
    if args.screenshot is not None:
        from sorry_game.store.log import start_log

        start_log()  # as the window does: a log that cannot be opened never stops it
        return screenshot(args, parser)
    if args.load is not None:
        check_save(args.load, parser)
    from sorry_game.app.app import run_app

    if window:
        return run_app(theme=args.theme, size=args.size, check=lambda: check_parts(True))
    return run_app(load=args.load, theme=args.theme, size=args.size)


if __name__ == "__main__":
    sys.exit(main())
