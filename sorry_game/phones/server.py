"""The phones' web server (docs/PHONES.md), in the shape of aiohttp's own examples.

`make_app(seats)` is the application: its routes (the page's three files and the
socket), the guards on every response, and `on_shutdown` (every phone told the game
closed); `aiohttp.test_utils.TestServer(make_app(...))` serves it in a test.
`PhoneServer` runs it for the table on a thread and event loop of its own, through the
door (`door.py`: who may hold a connection, and for how long).

The game's thread never waits on the network. It hands the server what each seat may
see (`publish`, `tell`, `revoke`: scheduled on the server's loop) and reads the phones'
decisions from `inbox`, a thread-safe queue, once a frame. `Seats` keeps, per seat, the
last message sent and the actions it offered, so the server refuses a decision out of
turn, stale, replayed or not offered before the game's thread sees it; the engine
checks again before the session plays it. Every send and close has a deadline
(`SEND_WITHIN`, `CLOSE_WITHIN`): past it the connection is cut.
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import threading
from collections.abc import Coroutine
from pathlib import Path
from typing import Any

from aiohttp import WSMsgType, web

from sorry_game.phones import protocol
from sorry_game.phones.address import lan_address as lan_address
from sorry_game.phones.door import GUARDS, Door, DoorRunner
from sorry_game.phones.protocol import Message, Refusal, dumps, error
from sorry_game.phones.seats import Bucket, Joined, Link, Seats

log = logging.getLogger(__name__)

STATIC = Path(__file__).resolve().parent / "static"
#: the page's files, by the path they are served at (nothing else is served)
PAGES = {
    "/": ("index.html", "text/html"),
    "/phone.css": ("phone.css", "text/css"),
    "/phone.js": ("phone.js", "text/javascript"),
    "/board.js": ("board.js", "text/javascript"),
}
#: the page's policy: its own files, and WebSockets to its own address only (`'self'`
#: covers them in current browsers; the address, written out, in older ones)
PAGE_POLICY = (
    "default-src 'self'; connect-src 'self' ws://{host}; img-src 'self' data:; "
    "base-uri 'none'; form-action 'none'; frame-ancestors 'none'; object-src 'none'"
)
#: WebSocket close codes (4000-4999 are the application's)
REPLACED, REVOKED, REFUSED = 4001, 4002, 4003
#: messages dropped in a row (a flood) before the socket is closed
FLOOD_CLOSE = 400
#: seconds between the server's pings to a phone (one silent for half that is closed)
HEARTBEAT = 20.0
#: what a phone is told when the table closes
CLOSED = "The game on the table has closed."

SEATS = web.AppKey("seats", Seats)
DOOR = web.AppKey("door", Door)
BODIES = web.AppKey("bodies", dict[str, bytes])
TASKS = web.AppKey("tasks", set[asyncio.Task[None]])


class PhoneServerError(OSError):
    """The server could not start (no address, no port): said in the window."""


# --- the application -------------------------------------------------------------------
def make_app(seats: Seats, door: Door | None = None) -> web.Application:
    """The phones' application: the page, the socket, the guards, the shutdown."""
    app = web.Application(client_max_size=protocol.MAX_MESSAGE)
    app[SEATS] = seats
    app[DOOR] = door if door is not None else Door()
    app[BODIES] = {path: (STATIC / name).read_bytes() for path, (name, _t) in PAGES.items()}
    app[TASKS] = set()
    for path in PAGES:
        app.router.add_get(path, page)
    app.router.add_get("/ws", socket)
    app.on_response_prepare.append(guard)
    app.on_shutdown.append(on_shutdown)
    app.cleanup_ctx.append(app[DOOR].watch)
    return app


async def guard(request: web.Request, response: web.StreamResponse) -> None:
    """Every response the application makes, errors included (404, 405, 421 …),
    carries the guards and names no software version."""
    for name, value in GUARDS.items():
        if name == "Content-Security-Policy":
            response.headers.setdefault(name, value)
        else:
            response.headers[name] = value


async def on_shutdown(app: web.Application) -> None:
    """The table closed: every phone is told, each within `CLOSE_WITHIN`."""
    links = app[SEATS].sockets()
    await asyncio.gather(*(close(link, REVOKED, "bye", CLOSED) for link in links))
    tasks = app[TASKS]
    if tasks:
        await asyncio.wait(tasks, timeout=protocol.CLOSE_WITHIN)


def host_ok(request: web.Request) -> bool:
    """The request names the address and port it came in on (or localhost, on this
    computer): a page of another site whose name resolves to this address is refused
    (DNS rebinding)."""
    transport = request.transport
    where = transport.get_extra_info("sockname") if transport is not None else None
    if not isinstance(where, tuple) or len(where) < 2:
        return False
    address, port = str(where[0]), int(where[1])
    hosts = {f"[{address}]:{port}" if ":" in address else f"{address}:{port}"}
    if ipaddress.ip_address(address).is_loopback:
        hosts.add(f"localhost:{port}")
    return request.host in hosts


def misdirected() -> web.Response:
    return web.Response(status=421, text="Misdirected request")


async def page(request: web.Request) -> web.Response:
    """One of the page's files, with the page's policy."""
    if not host_ok(request):
        return misdirected()
    kind = PAGES[request.path][1]
    policy = {"Content-Security-Policy": PAGE_POLICY.format(host=request.host)}
    body = request.app[BODIES][request.path]
    return web.Response(body=body, content_type=kind, headers=policy)


async def socket(request: web.Request) -> web.StreamResponse:
    """A phone's socket: refused before the handshake when it names another host or
    comes from another site's page; then its hello, within `HELLO_WITHIN` in all
    (reading it and writing the welcome); then the seat's messages."""
    if not host_ok(request):
        return misdirected()
    origin = request.headers.get("Origin")
    if origin is not None and origin != f"http://{request.host}":
        request.app[SEATS].count("bad-origin")
        return web.Response(status=403, text=protocol.WORDS["bad-origin"])
    ws = web.WebSocketResponse(
        max_msg_size=protocol.MAX_FRAME,
        heartbeat=HEARTBEAT,
        autoping=False,  # pongs are sent here, each with its deadline
        timeout=protocol.CLOSE_WITHIN,
        compress=False,  # messages are small: no inflating what a stranger deflated
    )
    if not ws.can_prepare(request):
        return web.Response(status=400, text="This address is the game's socket.")
    seats, door = request.app[SEATS], request.app[DOOR]
    link = Link(ws, request.transport, request.remote or "?")
    door.upgraded(link.transport)
    joined: list[Joined] = []
    try:
        await asyncio.wait_for(hello(request, link, joined), protocol.HELLO_WITHIN)
    except ConnectionError:  # gone during its hello
        if joined:
            seats.leave(joined[0].seat, link)
        cut(link)
        return ws if ws.prepared else web.Response(status=400)
    except asyncio.TimeoutError:
        if joined:  # its welcome was never read: not a phone that holds its seat
            seats.leave(joined[0].seat, link)
            cut(link)
        else:
            seats.count("no-hello")
            await close(link, REFUSED, "no-hello")
        return ws
    if not joined:
        return ws
    seat = joined[0].seat
    door.seated(link.transport)
    try:
        await serve(request.app, link, seat)
    finally:
        seats.leave(seat, link)
        door.unseated(link.transport)
    return ws


async def hello(request: web.Request, link: Link, joined: list[Joined]) -> None:
    """The handshake and the socket's first message, naming its seat by token or
    pairing code; the welcome and the seat's state sent. The seat joined goes in
    `joined` (nothing when refused: the socket is told why and closed)."""
    ws, app = link.ws, request.app
    seats = app[SEATS]
    await ws.prepare(request)
    msg = await ws.receive()
    if msg.type != WSMsgType.TEXT:  # no page sends that first (a ping flood): no goodbye
        seats.count("no-hello")
        cut(link)
        return
    read = protocol.read(msg.data)
    if isinstance(read, Refusal) or read.type != "hello":
        code = read.code if isinstance(read, Refusal) else "no-hello"
        seats.count(code)
        await close(link, REFUSED, code)
        return
    result = seats.join(read, link)
    if isinstance(result, str):
        if result in ("bad-token", "bad-code"):
            log.info("phones: a wrong token or code from %s", link.peer[:60])
        seats.count(result)
        await close(link, REFUSED, result)
        return
    joined.append(result)
    if result.replaced is not None:
        spawn(app, close(result.replaced, REPLACED, "replaced"))
    await ws.send_str(result.welcome)
    if result.message:
        await ws.send_str(result.message)


async def serve(app: web.Application, link: Link, seat: int) -> None:
    """The seat's messages, until its socket closes: each checked and answered;
    a flood slowed, then closed."""
    ws, seats = link.ws, app[SEATS]
    bucket, dropped = Bucket(), 0
    while True:
        msg = await ws.receive()
        if msg.type in (WSMsgType.CLOSE, WSMsgType.CLOSING, WSMsgType.CLOSED, WSMsgType.ERROR):
            return
        if msg.type == WSMsgType.PONG:
            continue
        if not bucket.take():
            dropped += 1
            seats.count("slow-down")
            if dropped == 1:
                await send(link, error("slow-down"))  # told once a flood, not per message
            elif dropped > FLOOD_CLOSE:
                await close(link, REFUSED, "slow-down")
                return
            continue
        dropped = 0
        if msg.type == WSMsgType.PING:
            await pong(link, msg.data)
        elif msg.type != WSMsgType.TEXT:
            await send(link, seats.refuse("bad-message"))
        else:
            await answer(seats, link, seat, protocol.read(msg.data))


async def answer(seats: Seats, link: Link, seat: int, read: Message | Refusal) -> None:
    """One checked message from a seat's phone: a decision queued for the game's
    thread (or refused, with the game as it is now after `stale`), a pong."""
    if isinstance(read, Refusal):
        await send(link, seats.refuse(read.code))
    elif read.type == "ping":
        await send(link, dumps({"type": "pong"}))
    elif read.type in ("play", "undo"):
        code = seats.play(seat, read)
        if code:
            await send(link, seats.refuse(code))
            current = seats.current(seat)
            if code == "stale" and current:
                await send(link, current)
    else:
        await send(link, seats.refuse("bad-message"))


# --- sending, each with its deadline ---------------------------------------------------
def cut(link: Link) -> None:
    """Close the connection now, whatever waits to be sent (a phone that stopped
    reading holds nothing)."""
    abort = getattr(link.transport, "abort", None)
    if abort is not None:
        abort()


async def send(link: Link, text: str) -> None:
    """Send one message within `SEND_WITHIN`, else cut the connection."""
    if link.ws.closed:
        return
    try:
        await asyncio.wait_for(link.ws.send_str(text), protocol.SEND_WITHIN)
    except asyncio.TimeoutError:
        cut(link)
    except (ConnectionError, RuntimeError):
        pass


async def pong(link: Link, data: bytes) -> None:
    if link.ws.closed:
        return
    try:
        await asyncio.wait_for(link.ws.pong(data), protocol.SEND_WITHIN)
    except asyncio.TimeoutError:
        cut(link)
    except (ConnectionError, RuntimeError):
        pass


async def close(link: Link, code: int, kind: str, words: str = "") -> None:
    """Tell the phone why (`kind`: an error code, "bye" with `words`, "replaced"),
    then close its socket, all within `CLOSE_WITHIN` (else it is cut)."""
    ws = link.ws
    if kind in protocol.WORDS:
        text = protocol.error(kind)
    elif kind == "bye":
        text = dumps({"type": "bye", "message": words})
    else:
        text = dumps({"type": kind})

    async def polite() -> None:
        if not ws.closed:
            await ws.send_str(text)
            await ws.close(code=code, message=kind.encode()[:100])

    try:
        await asyncio.wait_for(polite(), protocol.CLOSE_WITHIN)
    except asyncio.TimeoutError:
        cut(link)
    except (ConnectionError, RuntimeError):
        cut(link)


def spawn(app: web.Application, coro: Coroutine[Any, Any, None]) -> None:
    """Run `coro` beside the handlers (kept until done; waited for at shutdown)."""
    task = asyncio.ensure_future(coro)
    tasks = app[TASKS]
    tasks.add(task)
    task.add_done_callback(tasks.discard)


# --- the thread wrapper ----------------------------------------------------------------
class PhoneServer:
    """The server of one table's phone seats on a thread of its own. `start()` binds
    `address` on a free port (PhoneServerError when it cannot); `stop()` tells every
    phone and closes every connection."""

    def __init__(self, address: str = "127.0.0.1", port: int = 0) -> None:
        self.address = address
        self.port = port
        self.seats = Seats()
        #: (seat, version, what, action), read by the game's thread (`Seats.inbox`)
        self.inbox = self.seats.inbox
        #: counts for the bench and the tests: refusals by code
        self.refused = self.seats.refused
        self.door: Door | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: DoorRunner | None = None
        self._app: web.Application | None = None

    # --- the game's thread -------------------------------------------------------------
    @property
    def url(self) -> str:
        return f"http://{self.address}:{self.port}/"

    def link(self, seat: int) -> str:
        """The seat's link: the page, with the token in the fragment (never sent)."""
        return f"{self.url}#{self.seats.token(seat)}"

    def add_seat(self, seat: int, welcome: dict[str, Any]) -> str:
        """Open `seat` to a phone with a new token (an old one is revoked); its token."""
        token, old = self.seats.add(seat, welcome)
        if old is not None:
            self._call(close(old, REVOKED, "bye", "This link was replaced."))
        return token

    def revoke(self, seat: int, words: str) -> None:
        """`seat` is no longer played from a phone: its token stops working, its phone
        is told `words`."""
        old = self.seats.remove(seat)
        if old is not None:
            self._call(close(old, REVOKED, "bye", words))

    def publish(self, seat: int, message: dict[str, Any], actions: frozenset[str]) -> None:
        """The seat's new `state` message (sent now if its phone is there)."""
        text, link = self.seats.publish(seat, message, actions)
        if link is not None:
            self._call(send(link, text))

    def tell(self, seat: int, code: str, words: str = "") -> None:
        """Send `seat`'s phone an error (a decision the engine refused)."""
        link = self.seats.socket(seat)
        if link is not None:
            self._call(send(link, error(code, words)))

    def code(self, seat: int) -> str:
        """The seat's pairing code now ("" while a phone holds the seat; a new one once
        the last was used or expired)."""
        return self.seats.code(seat)

    def joined(self, seat: int) -> bool:
        return self.seats.joined(seat)

    def joins(self, seat: int) -> int:
        return self.seats.joins(seat)

    def start(self) -> None:
        """Bind and serve on a thread of its own; returns once listening. aiohttp's own
        loggers are quietened: what a phone sends never fills the player's log (the
        server's refusals are counted in `refused`, one bounded line for a wrong token)."""
        for name in ("aiohttp.server", "aiohttp.web", "aiohttp.access", "aiohttp.websocket"):
            logging.getLogger(name).setLevel(logging.CRITICAL)
        ready = threading.Event()
        failure: list[BaseException] = []

        def run() -> None:
            loop = asyncio.new_event_loop()
            asyncio.set_event_loop(loop)
            self._loop = loop
            try:
                loop.run_until_complete(self._listen())
            except BaseException as exc:  # reported to start() and the window
                failure.append(exc)
                ready.set()
                loop.run_until_complete(self._shutdown())
                loop.close()
                return
            ready.set()
            loop.run_forever()
            loop.run_until_complete(self._shutdown())
            loop.close()

        self._thread = threading.Thread(target=run, name="phones", daemon=True)
        self._thread.start()
        if not ready.wait(10.0):
            raise PhoneServerError("the phones' server did not start in time")
        if failure:
            exc = failure[0]
            words = getattr(exc, "strerror", None) or str(exc)
            raise PhoneServerError(f"cannot listen on {self.address}: {words}")

    def stop(self) -> None:
        loop, thread = self._loop, self._thread
        if loop is None or thread is None or not thread.is_alive():
            return
        loop.call_soon_threadsafe(loop.stop)
        thread.join(5.0)

    def _call(self, coro: Coroutine[Any, Any, None]) -> None:
        loop = self._loop
        if loop is None or loop.is_closed():
            coro.close()
            return
        try:
            asyncio.run_coroutine_threadsafe(coro, loop)
        except RuntimeError:  # the loop is closing
            coro.close()

    # --- the server's loop -------------------------------------------------------------
    async def _listen(self) -> None:
        self.door = Door()
        self._app = make_app(self.seats, self.door)
        self._runner = DoorRunner(
            self._app,
            self.door,
            shutdown_timeout=protocol.CLOSE_WITHIN,
            access_log=None,
            keepalive_timeout=protocol.WAITING_SECONDS,
            lingering_time=protocol.CLOSE_WITHIN,
        )
        await self._runner.setup()
        # the backlog is also how many connections one wake-up accepts (asyncio): a
        # crowd's burst stays within the door's share of the open-file limit
        backlog = max(16, self.door.limit)
        site = web.TCPSite(
            self._runner, self.address, self.port, reuse_address=False, backlog=backlog
        )
        await site.start()
        self.port = int(self._runner.addresses[0][1])

    async def _shutdown(self) -> None:
        """Tell every phone (`on_shutdown`), close the listening socket and every
        connection left."""
        if self._runner is not None:
            await self._runner.cleanup()
        if self.door is not None:
            self.door.close_all()
