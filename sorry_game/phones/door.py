"""Who may hold a connection to the phones' server, and for how long (docs/PHONES.md).

A stranger on the network must never crowd out a player. Every connection that is not
a seat's socket yet (a page request, a socket before its hello) waits in one small
pool: it lives `WAITING_SECONDS` at most whatever it does (idle, a request sent a byte
at a time, a page it never reads, a socket that never says hello), and when the pool
or one address's share of it is full, the oldest connection of the address holding the
most makes room for the newcomer — so a phone, with one or two connections of its own,
always gets in while strangers use fewer than `MAX_WAITING / 2` addresses. A socket
whose hello opened a seat leaves the pool and has no deadline; what is sent to it has
one (`SEND_WITHIN`). The pool is kept far below the process's open-file limit, so the
game's own files always have room.

`Door` keeps the count; `DoorRunner` is aiohttp's `AppRunner` whose server tells the
door of each connection as it opens and closes (the one place aiohttp sees them).
"""

from __future__ import annotations

import asyncio
import time
from collections import OrderedDict
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

from aiohttp import web

from sorry_game.phones import protocol

#: what every response says it is (no software named, no version)
SERVER_NAME = "sorry-game"
#: seconds between two looks for connections that stopped reading
LOOK_EVERY = 0.5
#: the most a WebSocket frame's head takes (2 bytes, 8 of length, 4 of mask)
FRAME_HEAD = 14


def waiting_limit() -> int:
    """The pool's size: `MAX_WAITING`, fewer under a low open-file limit (one
    connection for `FILES_PER_WAITING` files, at least 4)."""
    try:
        import resource  # not on Windows, which has no such limit to keep below
    except ImportError:
        return protocol.MAX_WAITING
    try:
        soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    except (OSError, ValueError):
        return protocol.MAX_WAITING
    if soft == resource.RLIM_INFINITY or soft <= 0:
        return protocol.MAX_WAITING
    return max(4, min(protocol.MAX_WAITING, soft // protocol.FILES_PER_WAITING))


@dataclass(eq=False)
class Visit:
    """One connection: where from, when it opened, and when it is cut (None: a seat's
    socket, never)."""

    peer: str
    transport: asyncio.BaseTransport
    opened: float
    until: float | None
    timer: asyncio.TimerHandle | None = None
    #: since when data waits to be sent to it (None: nothing waits)
    stuck: float | None = None


class Door:
    """The connections of one server: the waiting pool, its deadlines and who makes
    room (see the module's docstring). Used on the server's loop only."""

    def __init__(self, limit: int | None = None, per_address: int | None = None) -> None:
        self.limit = limit if limit is not None else waiting_limit()
        self.per_address = min(self.limit, per_address or protocol.MAX_WAITING_PER_ADDRESS)
        self._visits: dict[asyncio.BaseTransport, Visit] = {}
        #: the waiting connections by address, oldest first
        self._waiting: dict[str, OrderedDict[asyncio.BaseTransport, Visit]] = {}
        self.waiting = 0
        #: connections cut, by why: "room" (made room for a newcomer), "time" (a
        #: deadline passed), "stuck" (it stopped reading); and the most open at once
        self.cut: dict[str, int] = {"room": 0, "time": 0, "stuck": 0}
        self.most = 0

    @property
    def open(self) -> int:
        return len(self._visits)

    def enter(self, transport: asyncio.BaseTransport) -> None:
        """A connection opened: into the pool, with its deadline; room made if needed."""
        peername = transport.get_extra_info("peername")
        peer = str(peername[0]) if isinstance(peername, tuple) and peername else "?"
        now = time.monotonic()
        visit = Visit(peer, transport, now, now + protocol.WAITING_SECONDS)
        self._visits[transport] = visit
        self._wait(visit)
        self._arm(visit)
        self.most = max(self.most, len(self._visits))
        while self.waiting > self.limit or len(self._waiting.get(peer, ())) > self.per_address:
            self._cut(self._victim(peer), "room")

    def upgraded(self, transport: asyncio.BaseTransport | None) -> None:
        """The connection is a WebSocket now: `HELLO_WITHIN` for its hello from here
        (and `CLOSE_WITHIN` to be told it did not come)."""
        visit = self._visits.get(transport) if transport is not None else None
        if visit is not None and visit.until is not None:
            visit.until = time.monotonic() + protocol.HELLO_WITHIN + protocol.CLOSE_WITHIN
            self._arm(visit)

    def seated(self, transport: asyncio.BaseTransport | None) -> None:
        """A hello opened a seat: out of the pool, no deadline."""
        visit = self._visits.get(transport) if transport is not None else None
        if visit is not None and visit.until is not None:
            self._unwait(visit)
            visit.until = None
            self._arm(visit)

    def unseated(self, transport: asyncio.BaseTransport | None) -> None:
        """A seat's socket is closing: cut if it is not gone in `CLOSE_WITHIN`."""
        visit = self._visits.get(transport) if transport is not None else None
        if visit is not None and visit.until is None:
            visit.until = time.monotonic() + protocol.CLOSE_WITHIN
            self._arm(visit)

    def left(self, transport: asyncio.BaseTransport | None) -> None:
        """The connection closed."""
        visit = self._visits.pop(transport, None) if transport is not None else None
        if visit is None:
            return
        if visit.timer is not None:
            visit.timer.cancel()
        self._unwait(visit)

    def close_all(self) -> None:
        """Cut every connection (the server is stopping)."""
        for visit in list(self._visits.values()):
            self._cut(visit, "")

    def look(self) -> None:
        """Cut every connection that has had data waiting to be sent for `SEND_WITHIN`
        (a peer that stopped reading): whatever wrote it — a message, a pong, a
        closing frame, a page — waits no longer than that."""
        now = time.monotonic()
        for visit in list(self._visits.values()):
            waiting = getattr(visit.transport, "get_write_buffer_size", lambda: 0)()
            if not waiting:
                visit.stuck = None
            elif visit.stuck is None:
                visit.stuck = now
            elif now - visit.stuck >= protocol.SEND_WITHIN:
                self._cut(visit, "stuck")

    async def watch(self, app: web.Application) -> AsyncIterator[None]:
        """aiohttp's cleanup context: `look` every `LOOK_EVERY` seconds while the
        application runs."""
        loop = asyncio.get_running_loop()
        handle: list[asyncio.TimerHandle] = []

        def tick() -> None:
            self.look()
            handle[:] = [loop.call_later(LOOK_EVERY, tick)]

        handle.append(loop.call_later(LOOK_EVERY, tick))
        try:
            yield
        finally:
            handle[0].cancel()

    # --- inside ----------------------------------------------------------------------
    def _wait(self, visit: Visit) -> None:
        self._waiting.setdefault(visit.peer, OrderedDict())[visit.transport] = visit
        self.waiting += 1

    def _unwait(self, visit: Visit) -> None:
        queue = self._waiting.get(visit.peer)
        if queue is not None and queue.pop(visit.transport, None) is not None:
            self.waiting -= 1
            if not queue:
                del self._waiting[visit.peer]

    def _victim(self, peer: str) -> Visit:
        """Who makes room: `peer`'s own oldest when it is over its share, else the
        oldest connection of the address with the most (the oldest such on a tie)."""
        own = self._waiting[peer]
        if len(own) > self.per_address:
            return next(iter(own.values()))
        busiest = max(
            self._waiting.values(), key=lambda q: (len(q), -next(iter(q.values())).opened)
        )
        return next(iter(busiest.values()))

    def _arm(self, visit: Visit) -> None:
        if visit.timer is not None:
            visit.timer.cancel()
            visit.timer = None
        if visit.until is not None:
            loop = asyncio.get_running_loop()
            later = loop.time() + max(0.0, visit.until - time.monotonic())
            visit.timer = loop.call_at(later, self._expire, visit)

    def _expire(self, visit: Visit) -> None:
        visit.timer = None
        if visit.until is not None and self._visits.get(visit.transport) is visit:
            self._cut(visit, "time")

    def _cut(self, visit: Visit, why: str) -> None:
        """Close the connection now, unsent data and all (a peer that never reads
        holds nothing), and forget it."""
        if why:
            self.cut[why] += 1
        self.left(visit.transport)
        abort = getattr(visit.transport, "abort", None)
        if abort is not None:
            abort()
        else:
            visit.transport.close()


class DoorServer(web.Server):
    """aiohttp's low-level server, telling `door` of each connection it opens and
    closes, with request handlers that answer even a request they cannot read with the
    guards (`GuardedHandler`)."""

    def __init__(self, door: Door, made: web.Server, handler_args: dict[str, Any]) -> None:
        super().__init__(
            made.request_handler,
            request_factory=made.request_factory,
            handler_cancellation=made.handler_cancellation,
            **handler_args,
        )
        self.door = door
        self.handler_args = handler_args
        self._transports: dict[web.RequestHandler, asyncio.BaseTransport] = {}

    def __call__(self) -> web.RequestHandler:
        return GuardedHandler(self, loop=asyncio.get_running_loop(), **self.handler_args)

    def connection_made(self, handler: web.RequestHandler, transport: asyncio.Transport) -> None:
        super().connection_made(handler, transport)
        self._transports[handler] = transport
        self.door.enter(transport)

    def connection_lost(
        self, handler: web.RequestHandler, exc: BaseException | None = None
    ) -> None:
        super().connection_lost(handler, exc)
        self.door.left(self._transports.pop(handler, None))


#: the headers of every response (the page's own policy replaces this one's)
GUARDS = {
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
    "X-Frame-Options": "DENY",
    "Server": SERVER_NAME,
}


class GuardedHandler(web.RequestHandler):
    """A request handler whose answer to a request it could not read (400, 431 …,
    made before the application sees anything) carries the guards too."""

    def handle_error(
        self,
        request: Any,
        status: int = 500,
        exc: BaseException | None = None,
        message: str | None = None,
    ) -> web.StreamResponse:
        response = super().handle_error(request, status, exc, message)
        response.headers.update(GUARDS)
        return response

    def set_parser(self, parser: Any, data_received_cb: Any = None) -> None:
        """The connection becomes a WebSocket. A page sends nothing before its
        handshake is answered, and then a hello of `MAX_MESSAGE` bytes at most: what
        came already beyond that (a flood) is dropped with the connection, unread."""
        if len(getattr(self, "_message_tail", b"")) > protocol.MAX_MESSAGE + FRAME_HEAD:
            self._message_tail = b""
            if self.transport is not None:
                self.transport.abort()
        super().set_parser(parser, data_received_cb)


class DoorRunner(web.AppRunner):
    """`web.AppRunner` whose server lets connections in through `door`; `handler_args`
    go to each connection's request handler (aiohttp's `keepalive_timeout` …)."""

    def __init__(
        self, app: web.Application, door: Door, shutdown_timeout: float, **handler_args: Any
    ) -> None:
        super().__init__(
            app, shutdown_timeout=shutdown_timeout, handler_cancellation=True, **handler_args
        )
        self.door = door
        self.handler_args = handler_args

    async def _make_server(self) -> web.Server:
        made = await super()._make_server()  # the application started, its handler
        return DoorServer(self.door, made, self.handler_args)
