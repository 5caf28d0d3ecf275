"""`bench/phones.py --hostile`: two phones play at the real table while strangers
attack the phones' server (bench/phone_attack.py, a process of its own, from eight
addresses of 127.0.0.0/8: idle connections, requests sent a byte a second, sockets
that never say hello reopened every few seconds, ping floods that never read). The
strangers run at the lowest priority (`nice 19`): on a network they would be other
devices, and here their own work would take the table's share of this machine's
cores; what the server does for them is the game's, and counted.

Each phone (from an address of its own) joins, plays its seat's decisions for a second
or two, drops its socket and joins again, over and over; every other join loads the
page first, as a reload does. A join is timed from its first byte to the seat's state
on the phone; a join that fails or takes over 5 s is refused. Meanwhile the game's
process runs under an open-file limit of 1,024 and writes a file in its data folder
twenty times a second. Two lines:

    hostile: attackers A, joins J, join median M ms p95 P ms, refused R, table fps F
    hostile files: writes W, failed X, most open files D of L; cut by the door: ...

Targets: R = 0, P <= 1,000 ms, F >= 50 (the median second), X = 0.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp

#: the game process's open-file limit while attacked (the usual default)
FILE_LIMIT = 1024
#: a join slower than this counts as refused
JOIN_LIMIT = 5.0
#: the phones' own addresses (the strangers use 127.0.0.2 on)
PHONES = ("127.0.0.201", "127.0.0.202")
PAGE = ("", "phone.css", "board.js", "phone.js")


@dataclass
class Joins:
    """What the two phones saw: each join's time (ms), refusals and why."""

    times: list[float] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)
    decisions: int = 0


@dataclass
class Files:
    """The game's own files while attacked."""

    writes: int = 0
    failed: int = 0
    most_open: int = 0


def open_files() -> int:
    try:
        return len(os.listdir("/proc/self/fd"))
    except OSError:
        return 0


def keep_writing(folder: Path, stop: threading.Event, files: Files) -> None:
    """Write, replace and read back a file in the game's data folder 20 times a second."""
    n = 0
    while not stop.wait(0.05):
        n += 1
        path = folder / f"hostile-{n % 8}.txt"
        try:
            spare = path.with_suffix(".tmp")
            spare.write_text(f"write {n}\n" * 50)
            os.replace(spare, path)
            if path.read_text() != f"write {n}\n" * 50:
                raise OSError("read back something else")
            files.writes += 1
        except OSError:
            files.failed += 1
        files.most_open = max(files.most_open, open_files())


async def join(http: aiohttp.ClientSession, link: str, page: bool) -> tuple[Any, dict[str, Any]]:
    """Join the seat of `link` (after loading the page when `page`): the socket and
    the state it was sent."""
    base, token = link.split("#", 1)
    if page:
        for name in PAGE:
            async with http.get(base + name) as response:
                if response.status != 200:
                    raise ConnectionError(f"the page's {name or 'index'}: {response.status}")
                await response.read()
    ws = await http.ws_connect(base.replace("http://", "ws://") + "ws", max_msg_size=0)
    await ws.send_str(json.dumps({"v": 1, "type": "hello", "token": token}))
    kinds = []
    while True:
        msg = await ws.receive()
        if msg.type != aiohttp.WSMsgType.TEXT:
            raise ConnectionError(f"closed after {kinds}")
        data = json.loads(msg.data)
        kinds.append(data.get("type"))
        if data.get("type") == "error":
            raise ConnectionError(f"refused: {data.get('code')}")
        if data.get("type") == "state":
            return ws, data


async def phone(link: str, source: str, end: float, seed: int, joins: Joins) -> None:
    """One phone: join, play a second or two, drop; again until `end`."""
    rng = random.Random(seed)
    connector = aiohttp.TCPConnector(local_addr=(source, 0), force_close=True)
    async with aiohttp.ClientSession(connector=connector) as http:
        n = 0
        while time.monotonic() < end:
            began = time.perf_counter()
            try:
                ws, state = await asyncio.wait_for(join(http, link, n % 2 == 1), JOIN_LIMIT)
            except (OSError, asyncio.TimeoutError, aiohttp.ClientError) as exc:
                joins.refused.append(f"{type(exc).__name__}: {exc}"[:120])
                await asyncio.sleep(0.2)
                continue
            joins.times.append((time.perf_counter() - began) * 1000.0)
            n += 1
            played = -1
            until = min(end, time.monotonic() + rng.uniform(1.0, 2.0))
            while True:
                if state["yours"] and state["picks"] and state["version"] > played:
                    played = state["version"]
                    action = rng.choice(state["picks"])["action"]
                    play = {"v": 1, "type": "play", "version": played, "action": action}
                    await ws.send_str(json.dumps(play))
                    joins.decisions += 1
                left = until - time.monotonic()
                if left <= 0:
                    break
                try:
                    msg = await ws.receive(timeout=left)
                except asyncio.TimeoutError:
                    break
                if msg.type != aiohttp.WSMsgType.TEXT:
                    break
                data = json.loads(msg.data)
                if data.get("type") == "state":
                    state = data
            await ws.close()


#: the strangers of the bench: connections of each kind held at once
STRANGERS = {"idle": 300, "partial": 100, "silent": 32, "floods": 16}


def hostile(
    game_id: str,
    seconds: float,
    seed: int = 1,
    strangers: dict[str, int] | None = None,
    addresses: int = 8,
) -> tuple[str, str]:
    """The two lines (see the module's docstring)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    limit = FILE_LIMIT if soft == resource.RLIM_INFINITY else min(FILE_LIMIT, soft)
    resource.setrlimit(resource.RLIMIT_NOFILE, (limit, hard))
    try:
        return attacked(game_id, seconds, seed, strangers or STRANGERS, addresses, limit)
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


def attacked(
    game_id: str, seconds: float, seed: int, strangers: dict[str, int], addresses: int, limit: int
) -> tuple[str, str]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from sorry_game.app.app import FPS, App
    from sorry_game.app.settings import Settings
    from sorry_game.engine.interface import GameConfig
    from sorry_game.games.catalogue import get_game
    from sorry_game.session import Seat, Session
    from sorry_game.store.paths import data_dir

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
    app = App(size=(1280, 800), audio=False, settings=Settings.for_tool()[0])  # not the player's
    app.settings.last_setup = {"phones": "local"}
    table = app.open_table(Session.new(game_id, config, seed, seats))
    app.step([])
    host = table.phones.host
    assert host is not None, table.phones.problem
    attack = Path(__file__).resolve().parent / "phone_attack.py"
    kinds = [f"--{kind}={count}" for kind, count in strangers.items()]
    command = [sys.executable, str(attack), "--port", str(host.server.port)]
    command += ["--seconds", str(seconds), "--sources", str(addresses), *kinds]
    own = resource.getrusage(resource.RUSAGE_SELF)
    nice = ["nice", "-n", "19"] if shutil.which("nice") else []
    process = subprocess.Popen([*nice, *command], stdout=subprocess.PIPE, text=True)
    joins, files = Joins(), Files()
    stop = threading.Event()
    writer = threading.Thread(target=keep_writing, args=(data_dir(), stop, files), daemon=True)
    writer.start()
    time.sleep(1.0)  # the strangers in place first
    end = time.monotonic() + seconds - 1.5

    def phones() -> None:
        links = [host.link(0), host.link(1)]
        jobs = [phone(links[i], PHONES[i], end, seed + i, joins) for i in (0, 1)]

        async def both() -> None:
            await asyncio.gather(*jobs)

        asyncio.run(both())

    worker = threading.Thread(target=phones, daemon=True)
    worker.start()
    clock = pygame.time.Clock()
    start = time.perf_counter()
    per_second: dict[int, int] = {}
    while worker.is_alive() and time.perf_counter() - start < seconds + 10:
        dt = min(clock.tick(FPS) / 1000, 0.1)
        app.step([], dt)
        second = int(time.perf_counter() - start)
        per_second[second] = per_second.get(second, 0) + 1
    full = [n for s, n in per_second.items() if s < int(time.perf_counter() - start)]
    worker.join(10)
    out, _err = process.communicate(timeout=60)
    used = resource.getrusage(resource.RUSAGE_SELF)
    theirs = resource.getrusage(resource.RUSAGE_CHILDREN)
    game_cpu = used.ru_utime + used.ru_stime - own.ru_utime - own.ru_stime
    stranger_cpu = theirs.ru_utime + theirs.ru_stime
    stop.set()
    writer.join(5)
    door = host.server.door
    cut = dict(door.cut) if door is not None else {}
    most = door.most if door is not None else 0
    app.quit()
    app.close()
    tallies = json.loads(out.strip().splitlines()[-1]) if out.strip() else {}
    opened = sum(int(t["opened"]) for t in tallies.values())
    times = joins.times
    median = statistics.median(times) if times else 0.0
    p95 = statistics.quantiles(times, n=20)[-1] if len(times) >= 2 else median
    fps = statistics.median(full) if full else 0
    line = (
        f"hostile: attackers {sum(strangers.values())}, joins {len(times)}, join median "
        f"{median:.0f} ms p95 {p95:.0f} ms, refused {len(joins.refused)}, table fps {fps:.0f}"
    )
    detail = (
        f"hostile files: writes {files.writes}, failed {files.failed}, most open files "
        f"{files.most_open} of {limit}; strangers from {addresses} addresses opened "
        f"{opened} connections, the door cut {cut}, most open at once {most}; worst "
        f"second {min(full, default=0)} fps; phone decisions {joins.decisions}; CPU: the "
        f"game {game_cpu:.1f} s, the strangers {stranger_cpu:.1f} s"
    )
    if joins.refused:
        detail += "; refused: " + " | ".join(sorted(set(joins.refused))[:5])
    return line, detail
