"""A headless table and simulated phones, for the protocol tests and `bench/phones.py`.

`TableLoop` does on a thread what the table does once a frame — `host.sync()`,
`host.take()`, play what came — and plays the computer seats; `SimPhone` is a phone's
page without the page: it joins with its token over a real socket, records every
message with the time it came, and chooses a random pick when its seat decides.
"""

from __future__ import annotations

import asyncio
import json
import random
import threading
import time
from dataclasses import dataclass, field
from typing import Any

import aiohttp

from sorry_game.ai.agents import decide
from sorry_game.phones import protocol
from sorry_game.phones.host import PhoneHost

#: seconds between two frames of the headless table (tests); the bench uses the real
#: table's 60 frames a second
TICK = 0.002


class TableLoop:
    """Runs `host` like a table: the phones' decisions in, each position out, computer
    seats (`computers`: seat -> agent) played at once. `errors` holds what went wrong."""

    def __init__(
        self,
        host: PhoneHost,
        computers: dict[int, Any] | None = None,
        leaks: bool = False,
        tick: float = TICK,
    ) -> None:
        self.host = host
        self.tick = tick
        #: check every message against the same position with what its seat cannot see
        #: dealt anew (`state.determinize`): a difference is a leak, counted in `leaked`
        self.check_leaks = leaks
        self.leaked = 0
        self.checked = 0
        self.computers = computers or {}
        self.errors: list[str] = []
        self.applied: list[tuple[int, str, float]] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="table", daemon=True)
        self._rng = random.Random(0)
        self.lock = threading.Lock()

    def __enter__(self) -> TableLoop:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(10.0)

    def _run(self) -> None:
        while not self._stop.is_set():
            with self.lock:
                try:
                    self.frame()
                except Exception as exc:  # recorded for the test, never lost
                    self.errors.append(repr(exc))
            time.sleep(self.tick)

    def frame(self) -> None:
        session = self.host.session
        self.sync()
        for seat, action in self.host.take():
            session.apply(action)
            self.applied.append((seat, str(action), time.perf_counter()))
            self.sync()
        for seat in self.host.take_backs():  # the host judges, as the table does
            plan = self.host.take_back(seat)
            if plan.count and session.undo(by=seat):
                self.sync()
            else:
                self.host.refuse_take_back(seat, plan.why)
        decider = session.state.current_player()
        while decider is not None and decider in self.computers:
            action = decide(self.computers[decider], session.state, True, self._rng)
            session.apply(action)
            decider = session.state.current_player()
            self.sync()

    def sync(self) -> None:
        if not self.host.sync() or not self.check_leaks:
            return
        state = self.host.session.state
        for seat in self.host.seats:
            poisoned = state.determinize(seat, random.Random(self._rng.random()))
            self.checked += 1
            if self.host.message(seat, poisoned) != self.host.last[seat]:
                self.leaked += 1


@dataclass
class SimPhone:
    """One simulated phone (see the module's docstring)."""

    link: str
    seed: int = 0
    origin: str | None = None
    received: list[tuple[float, dict[str, Any]]] = field(default_factory=list)
    sent: list[tuple[float, int]] = field(default_factory=list)
    ws: Any = None
    http: Any = None
    #: times this phone dropped its socket and joined again
    rejoins: int = 0

    @property
    def token(self) -> str:
        return self.link.split("#", 1)[1]

    @property
    def socket_url(self) -> str:
        return self.link.split("#", 1)[0].replace("http://", "ws://") + "ws"

    async def connect(self, http: aiohttp.ClientSession, hello: bool = True) -> None:
        self.http = http
        headers = {"Origin": self.origin} if self.origin else None
        self.ws = await http.ws_connect(self.socket_url, headers=headers, max_msg_size=0)
        if hello:
            await self.send({"v": 1, "type": "hello", "token": self.token})

    async def send(self, message: dict[str, Any] | str) -> None:
        assert self.ws is not None
        text = message if isinstance(message, str) else json.dumps(message)
        await self.ws.send_str(text)

    async def receive(self, timeout: float = 5.0) -> dict[str, Any] | None:
        """The next message (None: the socket closed)."""
        assert self.ws is not None
        msg = await self.ws.receive(timeout=timeout)
        if msg.type != aiohttp.WSMsgType.TEXT:
            return None
        data = json.loads(msg.data)
        self.received.append((time.perf_counter(), data))
        return data

    async def until(self, kind: str, timeout: float = 5.0, **match: Any) -> dict[str, Any]:
        """The next message of type `kind` (with the fields in `match`)."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"no {kind} message came")
            data = await self.receive(left)
            if data is None:
                raise ConnectionError(f"the socket closed before a {kind} message")
            if data.get("type") == kind and all(data.get(k) == v for k, v in match.items()):
                return data

    def latest(self) -> dict[str, Any] | None:
        states = [m for _t, m in self.received if m.get("type") == "state"]
        return states[-1] if states else None

    async def play(self, state: dict[str, Any], rng: random.Random) -> str:
        """Choose one of the picks at random and send it, no faster than a phone may
        (`protocol.RATE`: a person taps far slower); the action's text."""
        if self.sent:
            wait = self.sent[-1][0] + 1.0 / protocol.RATE - time.perf_counter()
            if wait > 0:
                await asyncio.sleep(wait)
        action = rng.choice(state["picks"])["action"]
        self.sent.append((time.perf_counter(), int(state["version"])))
        await self.send({"v": 1, "type": "play", "version": state["version"], "action": action})
        return str(action)

    async def rejoin(self) -> dict[str, Any]:
        """Drop the socket (a phone asleep, Wi-Fi lost) and join again with the same
        link; the state it is sent on joining."""
        await self.close()
        await self.connect(self.http)
        await self.until("welcome")
        self.rejoins += 1
        return await self.until("state")

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()


async def play_out(
    phones: list[SimPhone], seed: int, timeout: float = 120.0, drop_at: int = 0
) -> int:
    """Every phone plays a random pick whenever its seat decides, until the game is
    over; the number of decisions the phones sent. Each phone must be connected. With
    `drop_at`, the first phone drops and rejoins after its `drop_at`-th decision."""
    rng = random.Random(seed)
    decisions = 0

    async def one(phone: SimPhone) -> None:
        nonlocal decisions
        played = -1
        data = phone.latest()  # the state that came with the join, then each new one
        while True:
            if data is None:
                data = await phone.receive(timeout)
            if data is None:
                raise ConnectionError("a phone's socket closed during the game")
            message, data = data, None
            if message.get("type") != "state":
                continue
            if message["over"]:
                return
            if message["yours"] and message["version"] > played and message["picks"]:
                played = message["version"]
                await phone.play(message, rng)
                decisions += 1
                mine = len(phone.sent)
                if phone is phones[0] and mine == drop_at:
                    data = await phone.rejoin()

    await asyncio.gather(*(one(phone) for phone in phones))
    return decisions
