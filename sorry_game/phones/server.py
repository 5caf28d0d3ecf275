"""The phones' web server: aiohttp on its own thread and event loop (docs/PHONES.md).

The game's thread never waits on the network. It hands the server what each seat may
see (`publish`, `tell`, `revoke`: scheduled on the server's loop) and reads the phones'
decisions from `inbox`, a thread-safe queue, once a frame. The server keeps, per seat,
the last message sent and the actions it offered, so it can refuse a decision out of
turn, stale, replayed or not offered before the game's thread sees it; the engine checks
again before the session plays it.
"""

from __future__ import annotations

import asyncio
import hmac
import logging
import queue
import secrets
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from aiohttp import WSMsgType, web

from sorry_game.phones import protocol
from sorry_game.phones.address import lan_address as lan_address
from sorry_game.phones.protocol import Message, Refusal, dumps, error

log = logging.getLogger(__name__)

STATIC = Path(__file__).resolve().parent / "static"
#: the page's files, by the path they are served at (nothing else is served)
PAGES = {
    "/": ("index.html", "text/html"),
    "/phone.css": ("phone.css", "text/css"),
    "/phone.js": ("phone.js", "text/javascript"),
}
HEADERS = {
    "Content-Security-Policy": "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
    "X-Frame-Options": "DENY",
}
#: WebSocket close codes (4000-4999 are the application's)
REPLACED, REVOKED, REFUSED = 4001, 4002, 4003
#: messages dropped in a row (a flood) before the socket is closed
FLOOD_CLOSE = 400


class PhoneServerError(OSError):
    """The server could not start (no address, no port): said in the window."""


def new_code() -> str:
    """A pairing code: `CODE_LENGTH` letters of `CODE_LETTERS`, at random."""
    return "".join(secrets.choice(protocol.CODE_LETTERS) for _ in range(protocol.CODE_LENGTH))


def new_token() -> str:
    """A seat's token: 32 random bytes (256 bits), URL-safe text."""
    return secrets.token_urlsafe(32)


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
    socket: web.WebSocketResponse | None = None
    joins: int = 0
    #: the pairing code to type instead of scanning, and when it stops working
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


class PhoneServer:
    """The server of one table's phone seats. `start()` binds `address` on a free port
    (PhoneServerError when it cannot); `stop()` closes every socket."""

    def __init__(self, address: str = "127.0.0.1", port: int = 0) -> None:
        self.address = address
        self.port = port
        #: (seat, version, what, action): what is "play" (with the action's text) or
        #: "undo" (take back the seat's last move), read by the game's thread
        self.inbox: queue.Queue[tuple[int, int, str, str]] = queue.Queue()
        self._seats: dict[int, SeatLine] = {}
        self._lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None
        self._pages = {path: (STATIC / name).read_bytes() for path, (name, _t) in PAGES.items()}
        self._sockets: dict[str, int] = {}
        self._wrong: dict[str, deque[float]] = {}
        #: counts for the bench and the tests: refusals by code
        self.refused: dict[str, int] = {}

    # --- the game's thread -------------------------------------------------------------
    @property
    def url(self) -> str:
        return f"http://{self.address}:{self.port}/"

    def link(self, seat: int) -> str:
        """The seat's link: the page, with the token in the fragment (never sent)."""
        with self._lock:
            return f"{self.url}#{self._seats[seat].token}"

    def add_seat(self, seat: int, welcome: dict[str, Any]) -> str:
        """Open `seat` to a phone with a new token (an old one is revoked); its token."""
        token = new_token()
        line = SeatLine(token, {"type": "welcome", "seat": seat, **welcome})
        with self._lock:
            old = self._seats.get(seat)
            self._seats[seat] = line
        if old is not None and old.socket is not None:
            self._call(self._close(old.socket, REVOKED, "bye", "This link was replaced."))
        return token

    def revoke(self, seat: int, words: str) -> None:
        """`seat` is no longer played from a phone: its token stops working, its phone
        is told `words`."""
        with self._lock:
            line = self._seats.pop(seat, None)
        if line is not None and line.socket is not None:
            self._call(self._close(line.socket, REVOKED, "bye", words))

    def publish(self, seat: int, message: dict[str, Any], actions: frozenset[str]) -> None:
        """The seat's new `state` message (sent now if its phone is there)."""
        text = dumps(message)
        with self._lock:
            line = self._seats.get(seat)
            if line is None:
                return
            line.message, line.version = text, int(message["version"])
            line.yours, line.actions = bool(message["yours"]), actions
            line.undo = bool(message.get("undo"))
            ws = line.socket
        if ws is not None:
            self._call(self._send(ws, text))

    def tell(self, seat: int, code: str, words: str = "") -> None:
        """Send `seat`'s phone an error (a decision the engine refused)."""
        with self._lock:
            line = self._seats.get(seat)
            ws = line.socket if line is not None else None
        if ws is not None:
            self._call(self._send(ws, error(code, words)))

    def code(self, seat: int) -> str:
        """The seat's pairing code now (a new one once the last was used or expired)."""
        with self._lock:
            line = self._seats[seat]
            if not line.code or time.monotonic() >= line.code_until:
                line.code = new_code()
                line.code_until = time.monotonic() + protocol.CODE_SECONDS
            return line.code

    def joined(self, seat: int) -> bool:
        with self._lock:
            line = self._seats.get(seat)
            return line is not None and line.socket is not None

    def joins(self, seat: int) -> int:
        with self._lock:
            line = self._seats.get(seat)
            return line.joins if line is not None else 0

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

    def _call(self, coro: Any) -> None:
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
        app = web.Application(client_max_size=protocol.MAX_MESSAGE)
        for path in PAGES:
            app.router.add_get(path, self._page)
        app.router.add_get("/ws", self._socket)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.address, self.port, reuse_address=False)
        await site.start()
        sockets: Any = getattr(site._server, "sockets", None) or ()
        self.port = int(sockets[0].getsockname()[1])

    async def _shutdown(self) -> None:
        with self._lock:
            sockets = [line.socket for line in self._seats.values() if line.socket is not None]
        for ws in sockets:
            await self._close(ws, REVOKED, "bye", "The game on the table has closed.")
        if self._runner is not None:
            await self._runner.cleanup()

    def _host_ok(self, request: web.Request) -> bool:
        """The request names this server (a page of another site that resolves its
        name to this address is refused: DNS rebinding)."""
        hosts = {f"{self.address}:{self.port}"}
        if self.address == "127.0.0.1":
            hosts.add(f"localhost:{self.port}")
        return request.host in hosts

    async def _page(self, request: web.Request) -> web.Response:
        if not self._host_ok(request):
            return web.Response(status=421, text="Misdirected request", headers=HEADERS)
        kind = PAGES[request.path][1]
        return web.Response(body=self._pages[request.path], content_type=kind, headers=HEADERS)

    def _refuse(self, code: str) -> str:
        self.refused[code] = self.refused.get(code, 0) + 1
        return error(code)

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        peer = request.remote or "?"
        origin = request.headers.get("Origin")
        ws = web.WebSocketResponse(max_msg_size=protocol.MAX_FRAME, heartbeat=20.0)
        await ws.prepare(request)
        if not self._host_ok(request) or (
            origin is not None and origin != f"http://{request.host}"
        ):
            await self._close(ws, REFUSED, "bad-origin")
            return ws
        total = sum(self._sockets.values())
        if (
            total >= protocol.MAX_SOCKETS
            or self._sockets.get(peer, 0) >= protocol.MAX_SOCKETS_PER_ADDRESS
        ):
            await self._close(ws, REFUSED, "full")
            return ws
        self._sockets[peer] = self._sockets.get(peer, 0) + 1
        seat: int | None = None
        try:
            seat = await self._hello(ws, peer)
            if seat is not None:
                await self._serve(ws, seat)
        finally:
            self._sockets[peer] -= 1
            if not self._sockets[peer]:
                del self._sockets[peer]
            if seat is not None:
                with self._lock:
                    line = self._seats.get(seat)
                    if line is not None and line.socket is ws:
                        line.socket = None
        return ws

    async def _hello(self, ws: web.WebSocketResponse, peer: str) -> int | None:
        """The seat the socket's first message names by its token (None: refused)."""
        try:
            msg = await ws.receive(timeout=protocol.HELLO_WITHIN)
        except asyncio.TimeoutError:
            await self._close(ws, REFUSED, "no-hello")
            return None
        if msg.type != WSMsgType.TEXT:
            await self._close(ws, REFUSED, "no-hello")
            return None
        read = protocol.read(msg.data)
        if isinstance(read, Refusal) or read.type != "hello":
            code = read.code if isinstance(read, Refusal) else "no-hello"
            await self._close(ws, REFUSED, code)
            return None
        wrong = self._wrong.setdefault(peer, deque())
        now = time.monotonic()
        while wrong and now - wrong[0] > protocol.WRONG_TOKEN_WINDOW:
            wrong.popleft()
        if len(wrong) >= protocol.MAX_WRONG_TOKENS:
            await self._close(ws, REFUSED, "too-many-tries")
            return None
        seat = self._seat_of(read.token) if read.token else self._seat_of_code(read.code)
        if seat is None:
            wrong.append(now)
            log.info("phones: a wrong token or code from %s", peer[:60])
            await self._close(ws, REFUSED, "bad-token" if read.token else "bad-code")
            return None
        with self._lock:
            line = self._seats[seat]
            old, line.socket = line.socket, ws
            line.joins += 1
            welcome, message = dict(line.welcome), line.message
            if read.code:  # the page keeps the seat's link from now on (it rejoins with it)
                welcome["token"] = line.token
        if old is not None:
            await self._close(old, REPLACED, "replaced", "")
        await ws.send_str(dumps(welcome))
        if message:
            await ws.send_str(message)
        return seat

    def _seat_of_code(self, code: str) -> int | None:
        """The seat whose pairing code this is, still good (compared in constant time);
        the code is used up."""
        found = None
        now = time.monotonic()
        with self._lock:
            for seat, line in self._seats.items():
                good = bool(line.code) and now < line.code_until
                if hmac.compare_digest(code.encode(), line.code.encode()) and good:
                    found = seat
            if found is not None:
                self._seats[found].code = ""  # one join per code
        return found

    def _seat_of(self, token: str) -> int | None:
        """The seat whose token this is: every seat's compared in constant time."""
        found = None
        given = token.encode()
        with self._lock:
            for seat, line in self._seats.items():
                if hmac.compare_digest(given, line.token.encode()):
                    found = seat
        return found

    async def _serve(self, ws: web.WebSocketResponse, seat: int) -> None:
        bucket, dropped = Bucket(), 0
        async for msg in ws:
            if msg.type != WSMsgType.TEXT:
                if msg.type == WSMsgType.BINARY:
                    await ws.send_str(self._refuse("bad-message"))
                continue
            if not bucket.take():
                dropped += 1
                self.refused["slow-down"] = self.refused.get("slow-down", 0) + 1
                if dropped == 1:
                    await ws.send_str(error("slow-down"))  # told once a flood, not per message
                elif dropped > FLOOD_CLOSE:
                    await self._close(ws, REFUSED, "slow-down")
                    return
                continue
            dropped = 0
            read = protocol.read(msg.data)
            if isinstance(read, Refusal):
                await ws.send_str(self._refuse(read.code))
                continue
            if read.type == "ping":
                await ws.send_str(dumps({"type": "pong"}))
            elif read.type in ("play", "undo"):
                reply = self._play(seat, read)
                if reply:
                    await ws.send_str(reply)
                current = self._current(seat)
                if reply and current and protocol.code_of(reply) == "stale":
                    await ws.send_str(current)  # the game as it is now
            else:
                await ws.send_str(self._refuse("bad-message"))

    def _play(self, seat: int, msg: Message) -> str:
        """A decision or a take-back, checked against what the seat was offered; "" when
        queued for the game's thread, else the refusal. One of them per version: a
        replayed message is stale."""
        with self._lock:
            line = self._seats.get(seat)
            if line is None:
                return self._refuse("bad-token")
            if msg.version != line.version or line.played == line.version:
                return self._refuse("stale")
            if msg.type == "undo" and not line.undo:
                return self._refuse("no-undo")
            if msg.type == "play" and not line.yours:
                return self._refuse("not-your-turn")
            if msg.type == "play" and msg.action not in line.actions:
                return self._refuse("illegal")
            line.played = line.version
        self.inbox.put((seat, msg.version, msg.type, msg.action))
        return ""

    def _current(self, seat: int) -> str:
        with self._lock:
            line = self._seats.get(seat)
            return line.message if line is not None else ""

    async def _send(self, ws: web.WebSocketResponse, text: str) -> None:
        if not ws.closed:
            try:
                await ws.send_str(text)
            except (ConnectionError, RuntimeError):
                pass

    async def _close(
        self, ws: web.WebSocketResponse, code: int, kind: str, words: str = ""
    ) -> None:
        """Tell the phone why (`kind`: an error code, "bye" with `words`, "replaced"),
        then close its socket."""
        if kind in protocol.WORDS:
            text = self._refuse(kind)
        elif kind == "bye":
            text = dumps({"type": "bye", "message": words})
        else:
            text = dumps({"type": kind})
        try:
            if not ws.closed:
                await ws.send_str(text)
                await ws.close(code=code, message=kind.encode()[:100])
        except (ConnectionError, RuntimeError):
            pass
