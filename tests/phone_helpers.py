"""A game served to simulated phones over real sockets on 127.0.0.1 (`served`), and a
way to run a test's coroutine (`run`)."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, TypeVar

import aiohttp

from sorry_game.ai.agents import RandomAgent
from sorry_game.engine.interface import GameConfig
from sorry_game.games.catalogue import get_game
from sorry_game.phones.host import PhoneHost
from sorry_game.phones.loopback import SimPhone, TableLoop
from sorry_game.session import Seat, Session

T = TypeVar("T")


def run(coro: Awaitable[T]) -> T:
    return asyncio.run(coro)  # type: ignore[arg-type]


def new_session(game_id: str, players: int, seed: int, options: dict | None = None) -> Session:
    game = get_game(game_id)
    config = game.validate_config(GameConfig(players, options or {}))
    colours = game.seat_colours(config)
    seats = [Seat(f"P{i + 1}", colour=colours[i]) for i in range(players)]
    return Session.new(game_id, config, seed, seats)


@contextmanager
def served(
    game_id: str,
    players: int = 2,
    phones: Sequence[int] | None = None,
    computers: Sequence[int] = (),
    seed: int = 1,
    options: dict | None = None,
    leaks: bool = False,
) -> Iterator[tuple[Session, PhoneHost, TableLoop]]:
    """A game with phone seats (default: every seat not a computer), its host listening
    on 127.0.0.1 and a headless table running it (checking every message for leaks)."""
    session = new_session(game_id, players, seed, options)
    seats = [s for s in range(players) if s not in computers] if phones is None else phones
    host = PhoneHost(session, seats, "127.0.0.1")
    host.start()
    for s in computers:
        session.seats[s].kind = "computer"
    table = TableLoop(host, {s: RandomAgent(seed + s) for s in computers}, leaks=leaks)
    try:
        with table:
            yield session, host, table
    finally:
        host.stop()
    assert not table.errors, table.errors


async def joined(host: PhoneHost, http: aiohttp.ClientSession, seat: int, **kw: Any) -> SimPhone:
    """A phone joined to `seat`, past its welcome and first state."""
    phone = SimPhone(host.link(seat), **kw)
    await phone.connect(http)
    await phone.until("welcome")
    await phone.until("state")
    return phone
