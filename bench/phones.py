"""Phones over real sockets: seeded games of every game played by 2-4 simulated phones
(and a computer where the game seats more), on 127.0.0.1, through the same server and
host the table uses. One line per game:

    phones GAME: games G, decisions D, latency median M ms p95 P ms, rejoins R, leaks L, errors E

The headless table reads the phones once a frame at 60 frames a second, as the real
table does. Latency is from a phone's choice to every other phone's update (each other phone, each
decision); R counts a phone that drops its socket mid-game and joins again with its link
(one per game); L counts messages that differ from the same position with everything
their seat cannot see dealt anew (`state.determinize`); E counts unexpected errors (a
refusal sent to a phone that played only what it was offered, a failure of the table).
Targets: median <= 30 ms, p95 <= 100 ms, L = 0, E = 0.

Then the real table (the pygame app, headless, 1280x800, animations at normal speed)
plays a game with two seats on simulated phones over real sockets and the others
computers, for up to `--seconds`; one line per game:

    phones table GAME: fps median F, worst second W, decisions D

Target: the table keeps >= 50 frames a second while phones play (F and W).

With `--hostile`, the phones play at the real table while strangers attack the server
(bench/phone_hostile.py says how); two lines:

    hostile: attackers A, joins J, join median M ms p95 P ms, refused R, table fps F
    hostile files: writes W, failed X, most open files D of L; ...

Targets: R = 0, P <= 1,000 ms, F >= 50, X = 0.

    python bench/phones.py                 # every game, 3 games each, then the table
    python bench/phones.py --game revenge --games 5 --seconds 10
    python bench/phones.py --hostile --game revenge --seconds 30
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SORRY_GAME_HOME", tempfile.mkdtemp(prefix="sorry-phones-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import aiohttp  # noqa: E402

from sorry_game.ai.agents import RandomAgent  # noqa: E402
from sorry_game.engine.interface import GameConfig  # noqa: E402
from sorry_game.games.catalogue import all_games, get_game  # noqa: E402
from sorry_game.phones.host import PhoneHost  # noqa: E402
from sorry_game.phones.loopback import SimPhone, TableLoop, play_out  # noqa: E402
from sorry_game.session import Seat, Session  # noqa: E402

#: the table's frame: it reads the phones' decisions once a frame, at 60 frames a second
FRAME = 1 / 60


def seats_for(game_id: str) -> tuple[int, list[int], list[int]]:
    """Players, phone seats and computer seats: up to 4 players, one a computer when
    there are 3 or more (2-3 phones), else every seat a phone."""
    game = get_game(game_id)
    players = min(4, game.max_players)
    phones = list(range(players - 1)) if players >= 3 else list(range(players))
    return players, phones, [s for s in range(players) if s not in phones]


def latencies(phones: list[SimPhone]) -> list[float]:
    """For each decision a phone sent, the time until each other phone had a newer
    state (ms)."""
    out = []
    for phone in phones:
        for sent_at, version in phone.sent:
            for other in phones:
                if other is phone:
                    continue
                came = [
                    t
                    for t, m in other.received
                    if m.get("type") == "state" and m["version"] > version and t >= sent_at
                ]
                if came:
                    out.append((min(came) - sent_at) * 1000.0)
    return out


def one_game(game_id: str, seed: int) -> dict[str, float | int | list[float]]:
    players, phone_seats, computer_seats = seats_for(game_id)
    game = get_game(game_id)
    config = game.validate_config(GameConfig(players))
    colours = game.seat_colours(config)
    seats = [Seat(f"P{i + 1}", colour=colours[i]) for i in range(players)]
    for s in computer_seats:
        seats[s].kind = "computer"
    session = Session.new(game_id, config, seed, seats)
    host = PhoneHost(session, phone_seats, "127.0.0.1")
    host.start()
    computers = {s: RandomAgent(seed + s) for s in computer_seats}
    table = TableLoop(host, computers, leaks=True, tick=FRAME)
    errors = 0

    async def play() -> tuple[int, list[SimPhone]]:
        async with aiohttp.ClientSession() as http:
            phones = []
            for seat in phone_seats:
                phone = SimPhone(host.link(seat))
                await phone.connect(http)
                await phone.until("welcome")
                await phone.until("state")
                phones.append(phone)
            decisions = await play_out(phones, seed, drop_at=3)
            for phone in phones:
                await phone.close()
            return decisions, phones

    try:
        with table:
            decisions, phones = asyncio.run(play())
    finally:
        host.stop()
    errors += len(table.errors)
    errors += sum(1 for p in phones for _t, m in p.received if m.get("type") == "error")
    errors += 0 if session.state.is_over() else 1
    return {
        "decisions": decisions,
        "latency": latencies(phones),
        "rejoins": sum(p.rejoins for p in phones),
        "leaks": table.leaked,
        "errors": errors,
    }


def measure(game_id: str, games: int, seed: int = 1) -> str:
    decisions = rejoins = leaks = errors = 0
    times: list[float] = []
    for n in range(games):
        result = one_game(game_id, seed + n)
        decisions += int(result["decisions"])  # type: ignore[arg-type]
        times += result["latency"]  # type: ignore[arg-type]
        rejoins += int(result["rejoins"])  # type: ignore[arg-type]
        leaks += int(result["leaks"])  # type: ignore[arg-type]
        errors += int(result["errors"])  # type: ignore[arg-type]
    median = statistics.median(times) if times else 0.0
    p95 = statistics.quantiles(times, n=20)[-1] if len(times) >= 2 else median
    return (
        f"phones {game_id}: games {games}, decisions {decisions}, latency median {median:.1f} ms "
        f"p95 {p95:.1f} ms, rejoins {rejoins}, leaks {leaks}, errors {errors}"
    )


def table_fps(game_id: str, seconds: float, seed: int = 1) -> str:
    """The real table's frame rate while two phones play (see the module's docstring)."""
    import threading
    import time

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from sorry_game.app.app import FPS, App
    from sorry_game.app.settings import Settings

    game = get_game(game_id)
    players = max(game.min_players, min(3, game.max_players))
    config = game.validate_config(GameConfig(players))
    colours = game.seat_colours(config)
    seats = [
        Seat(f"P{i + 1}", "human" if i < 2 else "computer", "easy", colours[i])
        for i in range(players)
    ]
    for seat in seats[:2]:
        seat.where = "phone"
    app = App(size=(1280, 800), audio=False, settings=Settings.for_tool()[0])
    app.settings.last_setup = {"phones": "local"}
    table = app.open_table(Session.new(game_id, config, seed, seats))
    app.step([])
    host = table.phones.host
    done = threading.Event()
    counted: list[int] = []

    def phones() -> None:
        async def play() -> None:
            async with aiohttp.ClientSession() as http:
                joined = []
                for seat in (0, 1):
                    phone = SimPhone(host.link(seat))
                    await phone.connect(http)
                    await phone.until("welcome")
                    joined.append(phone)
                counted.append(await play_out(joined, seed, timeout=seconds + 30))

        try:
            asyncio.run(play())
        except Exception:  # the table stopped first: the time was up
            pass
        done.set()

    worker = threading.Thread(target=phones, daemon=True)
    worker.start()
    clock = pygame.time.Clock()
    start = time.perf_counter()
    per_second: dict[int, int] = {}
    while not done.is_set() and time.perf_counter() - start < seconds:
        dt = min(clock.tick(FPS) / 1000, 0.1)
        app.step([], dt)
        second = int(time.perf_counter() - start)
        per_second[second] = per_second.get(second, 0) + 1
    full = [n for s, n in per_second.items() if s < int(time.perf_counter() - start)]
    decisions = len(table.session.actions)
    app.quit()
    app.close()
    worker.join(5)
    fps = statistics.median(full) if full else 0
    return (
        f"phones table {game_id}: fps median {fps:.0f}, worst second {min(full, default=0)}, "
        f"decisions {decisions}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", help="a game id (default: every game)")
    parser.add_argument("--games", type=int, default=3, help="games per game (default 3)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--seconds", type=float, default=15.0, help="the table's part, per game (0: skip it)"
    )
    parser.add_argument(
        "--hostile", action="store_true", help="two phones at the table while strangers attack"
    )
    args = parser.parse_args(argv)
    if not 1 <= args.games <= 1000:
        parser.error("--games must be 1 to 1000")
    if args.hostile:
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        from phone_hostile import hostile

        game_id = (args.game or ["revenge"])[0]
        for line in hostile(game_id, min(max(args.seconds, 5.0), 600.0), args.seed):
            print(line, flush=True)
        return 0
    ids = args.game or [g.id for g in all_games() if g.available]
    for game_id in ids:
        print(measure(game_id, args.games, args.seed), flush=True)
    if args.seconds > 0:
        for game_id in ids:
            print(table_fps(game_id, min(args.seconds, 600.0), args.seed), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
