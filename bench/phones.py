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

    python bench/phones.py                 # every game, 3 games each
    python bench/phones.py --game revenge --games 5
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", help="a game id (default: every game)")
    parser.add_argument("--games", type=int, default=3, help="games per game (default 3)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if not 1 <= args.games <= 1000:
        parser.error("--games must be 1 to 1000")
    ids = args.game or [g.id for g in all_games() if g.available]
    for game_id in ids:
        print(measure(game_id, args.games, args.seed), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
