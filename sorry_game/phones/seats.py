"""The seats the phones' server opens: tokens, pairing codes, what each seat was last
sent and offered, and the decisions that came (docs/PHONES.md).

`Seats` is shared by the game's thread (it opens and revokes seats, publishes each
seat's message, reads `inbox`) and the server's loop (joins, decisions), under one lock.
Nothing here waits on the network: the server does the sending, with the `Link` of a
seat's socket that a call here hands back.
"""

from __future__ import annotations

import asyncio
import hmac
import queue
import secrets
import threading
import time
from collections import OrderedDict, deque
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from sorry_game.phones import protocol
from sorry_game.phones.protocol import Message, dumps


def new_code() -> str:
    """A pairing code: `CODE_LENGTH` letters of `CODE_LETTERS`, at random."""
    return "".join(secrets.choice(protocol.CODE_LETTERS) for _ in range(protocol.CODE_LENGTH))


def new_token() -> str:
    """A seat's token: 32 random bytes (256 bits), URL-safe text."""
    return secrets.token_urlsafe(32)


@dataclass(eq=False)
class Link:
    """One phone's socket: the WebSocket, and its connection (cut when a deadline
    passes: `transport.abort()` frees it whatever the phone does)."""

    ws: web.WebSocketResponse
    transport: asyncio.BaseTransport | None
    peer: str


@dataclass
class SeatLine:
    """One phone seat as the server knows it."""

    token: str
    welcome: dict[str, Any]
    #: the last state message sent (or to send on join), and what it offered
    message: str = ""
    version: int = 0
    yours: bool = False
    actions: frozenset[str] = frozenset()
    #: the seat may take back its last move now
    undo: bool = False
    #: a decision was taken for this version already (a replay is refused)
    played: int = -1
    socket: Link | None = None
    joins: int = 0
    #: the pairing code to type instead of scanning ("" once used: a seat joined by any
    #: route), and when it stops working
    code: str = ""
    code_until: float = 0.0


@dataclass
class Bucket:
    """A token bucket: `RATE` messages a second, bursts of `BURST`."""

    level: float = protocol.BURST
    at: float = field(default_factory=time.monotonic)

    def take(self) -> bool:
        now = time.monotonic()
        self.level = min(protocol.BURST, self.level + (now - self.at) * protocol.RATE)
        self.at = now
        if self.level < 1.0:
            return False
        self.level -= 1.0
        return True


@dataclass(frozen=True)
class Joined:
    """A hello that opened its seat: what to send the phone, and the socket it replaced
    (to close, told `replaced`)."""

    seat: int
    welcome: str
    message: str
    replaced: Link | None


class Seats:
    """Every phone seat of one table (see the module's docstring)."""

    def __init__(self) -> None:
        self._lines: dict[int, SeatLine] = {}
        self._lock = threading.Lock()
        #: (seat, version, what, action): what is "play" (with the action's text) or
        #: "undo" (take back the seat's last move), read by the game's thread
        self.inbox: queue.Queue[tuple[int, int, str, str]] = queue.Queue()
        #: refusals by code (the bench and the tests read them)
        self.refused: dict[str, int] = {}
        #: wrong tokens and codes by address: the times of the last ones (bounded)
        self._wrong: OrderedDict[str, deque[float]] = OrderedDict()

    # --- the game's thread -----------------------------------------------------------
    def add(self, seat: int, welcome: dict[str, Any]) -> tuple[str, Link | None]:
        """Open `seat` with a new token: the token, and the socket of the old one (to
        close: its token no longer works)."""
        line = SeatLine(new_token(), {"type": "welcome", "seat": seat, **welcome})
        with self._lock:
            old = self._lines.get(seat)
            self._lines[seat] = line
        return line.token, old.socket if old is not None else None

    def remove(self, seat: int) -> Link | None:
        """Close `seat` to phones: its token stops working; the socket to tell."""
        with self._lock:
            line = self._lines.pop(seat, None)
        return line.socket if line is not None else None

    def token(self, seat: int) -> str:
        with self._lock:
            return self._lines[seat].token

    def publish(
        self, seat: int, message: dict[str, Any], actions: frozenset[str]
    ) -> tuple[str, Link | None]:
        """Keep the seat's new `state` message: its text, and the socket to send it to."""
        text = dumps(message)
        with self._lock:
            line = self._lines.get(seat)
            if line is None:
                return text, None
            line.message, line.version = text, int(message["version"])
            line.yours, line.actions = bool(message["yours"]), actions
            line.undo = bool(message.get("undo"))
            return text, line.socket

    def socket(self, seat: int) -> Link | None:
        with self._lock:
            line = self._lines.get(seat)
            return line.socket if line is not None else None

    def sockets(self) -> list[Link]:
        with self._lock:
            return [line.socket for line in self._lines.values() if line.socket is not None]

    def code(self, seat: int) -> str:
        """The seat's pairing code now: a new one when the last was used or expired,
        none ("") while a phone holds the seat (a code seen on the join screen after
        its seat joined opens nothing)."""
        with self._lock:
            line = self._lines[seat]
            if line.socket is not None:
                line.code = ""
                return ""
            if not line.code or time.monotonic() >= line.code_until:
                line.code = new_code()
                line.code_until = time.monotonic() + protocol.CODE_SECONDS
            return line.code

    def joined(self, seat: int) -> bool:
        with self._lock:
            line = self._lines.get(seat)
            return line is not None and line.socket is not None

    def joins(self, seat: int) -> int:
        with self._lock:
            line = self._lines.get(seat)
            return line.joins if line is not None else 0

    # --- the server's loop -----------------------------------------------------------
    def count(self, code: str) -> None:
        """Count a refusal (or a message dropped, `slow-down`)."""
        self.refused[code] = self.refused.get(code, 0) + 1

    def refuse(self, code: str) -> str:
        """Count a refusal; its error message."""
        self.count(code)
        return protocol.error(code)

    def join(self, hello: Message, link: Link) -> Joined | str:
        """The seat a hello opens (by its token or its pairing code) with `link` as its
        socket from now on, or the code of the refusal. Either way the seat's pairing
        code is used up: a join by the QR link kills it too."""
        now = time.monotonic()
        wrong = self._tries(link.peer, now)
        if len(wrong) >= protocol.MAX_WRONG_TOKENS:
            return "too-many-tries"
        with self._lock:
            seat = self._by_token(hello.token) if hello.token else self._by_code(hello.code, now)
            if seat is None:
                wrong.append(now)
                return "bad-token" if hello.token else "bad-code"
            line = self._lines[seat]
            old, line.socket = line.socket, link
            line.joins += 1
            line.code = ""
            welcome = dict(line.welcome)
            if hello.code:  # the page keeps the seat's link from now on (it rejoins with it)
                welcome["token"] = line.token
            return Joined(seat, dumps(welcome), line.message, old)

    def leave(self, seat: int, link: Link) -> None:
        """`link` closed: the seat waits for a phone (unless a newer socket holds it)."""
        with self._lock:
            line = self._lines.get(seat)
            if line is not None and line.socket is link:
                line.socket = None

    def play(self, seat: int, msg: Message) -> str:
        """A decision or a take-back, checked against what the seat was offered; "" when
        queued for the game's thread, else the refusal's code. One of them per version:
        a replayed message is stale."""
        with self._lock:
            line = self._lines.get(seat)
            if line is None:
                return "bad-token"
            if msg.version != line.version or line.played == line.version:
                return "stale"
            if msg.type == "undo" and not line.undo:
                return "no-undo"
            if msg.type == "play" and not line.yours:
                return "not-your-turn"
            if msg.type == "play" and msg.action not in line.actions:
                return "illegal"
            line.played = line.version
        self.inbox.put((seat, msg.version, msg.type, msg.action))
        return ""

    def current(self, seat: int) -> str:
        """The seat's last state message ("" when none or the seat is gone)."""
        with self._lock:
            line = self._lines.get(seat)
            return line.message if line is not None else ""

    def _tries(self, peer: str, now: float) -> deque[float]:
        """The recent wrong tries of `peer` (the oldest address forgotten past
        `WRONG_ADDRESSES`)."""
        wrong = self._wrong.get(peer)
        if wrong is None:
            wrong = self._wrong[peer] = deque()
            while len(self._wrong) > protocol.WRONG_ADDRESSES:
                self._wrong.popitem(last=False)
        self._wrong.move_to_end(peer)
        while wrong and now - wrong[0] > protocol.WRONG_TOKEN_WINDOW:
            wrong.popleft()
        return wrong

    def _by_token(self, token: str) -> int | None:
        """The seat whose token this is: every seat's compared in constant time."""
        found = None
        given = token.encode()
        for seat, line in self._lines.items():
            if hmac.compare_digest(given, line.token.encode()):
                found = seat
        return found

    def _by_code(self, code: str, now: float) -> int | None:
        """The seat whose pairing code this is, still good (compared in constant time)."""
        found = None
        for seat, line in self._lines.items():
            good = bool(line.code) and now < line.code_until
            if hmac.compare_digest(code.encode(), line.code.encode()) and good:
                found = seat
        return found
