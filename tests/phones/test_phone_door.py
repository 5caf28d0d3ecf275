"""Strangers never crowd out a player (docs/PHONES.md, `phones/door.py`): sockets
without a hello from many addresses, ping floods that never read, idle and half-sent
requests, a crowd of connections under a low open-file limit, a phone that stops
reading, a pairing code seen on the join screen, junk the server cannot parse. Each
over real sockets on 127.0.0.0/8 (every address of it is this machine)."""

from __future__ import annotations

import asyncio
import json
import os
import re
import resource
import socket
import subprocess
import sys
import time
from pathlib import Path

import aiohttp
from bench_scripts import bench_script
from phone_helpers import joined, run, served

from sorry_game.phones import door as door_module
from sorry_game.phones import protocol
from sorry_game.phones.door import Door
from sorry_game.phones.loopback import SimPhone

attack = bench_script("phone_attack")
BENCH = Path(__file__).resolve().parent.parent.parent / "bench"


def session_from(address: str) -> aiohttp.ClientSession:
    """A client whose connections come from `address` (a phone or a stranger)."""
    return aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=(address, 0)))


async def timed_join(http: aiohttp.ClientSession, link: str) -> float:
    """Join with `link`, then drop: the seconds from the first byte to the state."""
    began = time.monotonic()
    phone = SimPhone(link)
    await phone.connect(http)
    await phone.until("welcome")
    await phone.until("state")
    await phone.close()
    return time.monotonic() - began


async def closed_by_server(reader: asyncio.StreamReader, within: float) -> bool:
    """The server closed the connection within `within` seconds."""

    async def drain() -> None:
        while await reader.read(65536):
            pass

    try:
        await asyncio.wait_for(drain(), within)
    except asyncio.TimeoutError:
        return False
    except OSError:
        return True
    return True


def test_sockets_without_a_hello_from_many_addresses_never_keep_a_phone_out() -> None:
    """Eight addresses open a dozen sockets each and never say hello (96: three times
    what once filled every slot): a phone still joins and rejoins at once, and the
    waiting connections stay within the pool."""
    with served("toy") as (_session, host, _table):
        server = host.server

        async def go() -> list[float]:
            strangers = [session_from(a) for a in attack.sources(8)]
            held = []
            for http in strangers:
                for _ in range(protocol.MAX_WAITING_PER_ADDRESS):
                    phone = SimPhone(host.link(0))
                    await phone.connect(http, hello=False)
                    held.append(phone)
            assert server.door is not None and server.door.waiting <= server.door.limit
            times = []
            async with session_from("127.0.0.1") as mine:
                for _ in range(3):
                    times.append(await timed_join(mine, host.link(1)))
            for http in strangers:
                await http.close()
            return times

        times = run(go())
    assert max(times) < 1.0, times
    assert host.server.joins(1) == 3


def test_a_ping_flood_that_never_reads_is_cut_before_its_hello() -> None:
    """A socket that floods ping frames and never reads (so no pong could ever be
    written) is cut, not kept: nothing of it is left, a phone joins at once."""
    with served("toy") as (_session, host, _table):

        async def go() -> bool:
            reader, writer = await asyncio.open_connection(
                host.server.address, host.server.port, local_addr=("127.0.0.9", 0)
            )
            writer.write(attack.handshake(host.server.address, host.server.port))
            frame = attack.ping_frame()
            end = time.monotonic() + 3.0
            try:
                while time.monotonic() < end:
                    writer.write(frame * 64)
                    await asyncio.wait_for(writer.drain(), 0.5)
            except (OSError, asyncio.TimeoutError):
                pass
            gone = await closed_by_server(reader, 0.5)
            writer.transport.abort()
            return gone

        assert run(go())

        async def phone() -> float:
            async with session_from("127.0.0.1") as http:
                return await timed_join(http, host.link(0))

        assert run(phone()) < 1.0
        assert host.server.door is not None and host.server.door.waiting == 0


def test_a_phone_that_stops_reading_is_cut_within_the_send_deadline(monkeypatch) -> None:
    """Every send has a deadline: a seat's phone that stops reading while the table
    keeps sending is cut (its seat waits for a phone again), not waited on forever."""
    monkeypatch.setattr(protocol, "SEND_WITHIN", 0.5)
    with served("toy") as (_session, host, _table):
        server = host.server
        token = host.link(0).split("#", 1)[1]

        async def go() -> float:
            raw = socket.socket()
            raw.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
            raw.connect((server.address, server.port))
            raw.setblocking(False)
            reader, writer = await asyncio.open_connection(sock=raw)
            writer.write(attack.handshake(server.address, server.port))
            hello = json.dumps({"v": 1, "type": "hello", "token": token}).encode()
            mask = os.urandom(4)
            body = bytes(b ^ mask[i % 4] for i, b in enumerate(hello))
            writer.write(bytes([0x81, 0x80 | len(hello)]) + mask + body)
            await writer.drain()
            deadline = time.monotonic() + 5.0
            while not server.joined(0):
                assert time.monotonic() < deadline, "never joined"
                await asyncio.sleep(0.01)
            began = time.monotonic()
            words = "x" * 60000
            while server.joined(0) and time.monotonic() - began < 10.0:
                server.tell(0, "stale", words)  # the table talks; the phone reads nothing
                await asyncio.sleep(0.01)
            writer.transport.abort()
            return time.monotonic() - began

        took = run(go())
    assert took < 3.0, took


def test_idle_and_half_sent_requests_are_closed_after_a_few_seconds(monkeypatch) -> None:
    monkeypatch.setattr(protocol, "WAITING_SECONDS", 0.5)
    with served("toy") as (_session, host, _table):
        server = host.server

        async def go() -> list[bool]:
            held = []
            for i in range(20):
                reader, writer = await asyncio.open_connection(
                    server.address, server.port, local_addr=(f"127.0.0.{10 + i % 4}", 0)
                )
                if i % 2:  # a request that never ends, a byte at a time
                    writer.write(f"GET / HTTP/1.1\r\nHost: {server.address}\r\nX-A: ".encode())
                held.append((reader, writer))
            began = time.monotonic()
            for _ in range(10):
                for _reader, writer in held[1::2]:
                    writer.write(b"a")
                await asyncio.sleep(0.1)
            gone = [
                await closed_by_server(r, max(0.1, began + 2.0 - time.monotonic())) for r, _ in held
            ]
            for _reader, writer in held:
                writer.transport.abort()
            return gone

        assert all(run(go()))
        assert server.door is not None and server.door.cut["time"] >= 20


def test_a_crowd_of_connections_leaves_the_game_room_for_its_files(tmp_path) -> None:
    """Under an open-file limit a few hundred above what the game holds, another
    process opens 600 connections from four addresses and holds them: the server keeps
    far fewer open, the game opens its files all the while, a phone joins."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    used = len(os.listdir("/proc/self/fd"))
    limit = min(hard, used + 320)
    resource.setrlimit(resource.RLIMIT_NOFILE, (limit, hard))
    try:
        with served("toy") as (_session, host, _table):
            server = host.server
            assert server.door is not None and server.door.limit == max(4, limit // 16)
            strangers = subprocess.Popen(
                [sys.executable, str(BENCH / "phone_attack.py"), "--port", str(server.port),
                 "--sources", "4", "--idle", "600", "--partial", "0", "--silent", "0",
                 "--floods", "0", "--seconds", "4"],
                stdout=subprocess.PIPE, text=True,
            )  # fmt: skip
            failed = opened = 0
            end = time.monotonic() + 4.0
            while time.monotonic() < end:
                files = []
                try:
                    for n in range(40):
                        files.append(open(tmp_path / f"f{n}", "w"))  # noqa: SIM115
                    opened += 1
                except OSError:
                    failed += 1
                finally:
                    for f in files:
                        f.close()
                time.sleep(0.05)

            async def phone() -> float:
                async with session_from("127.0.0.1") as http:
                    return await timed_join(http, host.link(0))

            took = run(phone())
            out, _err = strangers.communicate(timeout=30)
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    tally = json.loads(out.strip().splitlines()[-1])
    assert tally["idle"]["opened"] >= 600
    assert failed == 0 and opened > 10
    assert server.door.most <= server.door.limit + 2
    assert took < 1.0


def test_a_pairing_code_dies_when_its_seat_joins_by_its_link() -> None:
    """Whoever saw the join screen cannot take the seat with its code once the seat's
    phone joined by the QR link; while a phone holds the seat there is no code; when
    it leaves, a new code comes and works."""
    with served("toy") as (_session, host, _table):
        seen = host.code(0)

        async def hello(http, code: str) -> dict:
            phone = SimPhone(host.link(0))
            await phone.connect(http, hello=False)
            await phone.send({"v": 1, "type": "hello", "code": code})
            reply = await phone.receive()
            await phone.close()
            return reply

        async def go() -> None:
            async with aiohttp.ClientSession() as http:
                phone = await joined(host, http, 0)  # by the QR link: the token
                assert (await hello(http, seen))["code"] == "bad-code"
                assert host.code(0) == "" and host.joined(0)
                await phone.close()
                end = time.monotonic() + 5
                while host.joined(0):
                    assert time.monotonic() < end
                    await asyncio.sleep(0.01)
                fresh = host.code(0)
                assert fresh and fresh != seen
                assert (await hello(http, fresh))["type"] == "welcome"

        run(go())


def test_junk_the_server_cannot_read_is_answered_with_the_guards_and_no_version() -> None:
    """A request aiohttp cannot parse is answered before the application sees it: that
    400 carries the guards too and names no software version."""
    with served("toy") as (_session, host, _table):
        for junk in (b"GET /\x00\xff HTTP/1.1\r\n\r\n", b"HELLO\r\n\r\n"):
            with socket.create_connection((host.server.address, host.server.port), 5) as raw:
                raw.sendall(junk)
                raw.settimeout(5)
                reply = raw.recv(65536).decode("latin-1")
            head = reply.split("\r\n\r\n", 1)[0]
            assert re.match(r"HTTP/1\.[01] 400 ", head), head
            for guard in ("X-Content-Type-Options: nosniff", "Cache-Control: no-store",
                          "X-Frame-Options: DENY", "Referrer-Policy: no-referrer",
                          f"Server: {door_module.SERVER_NAME}"):  # fmt: skip
                assert guard in head, (guard, head)
            assert "aiohttp" not in head.lower() and "python" not in head.lower()


class FakeTransport:
    """A connection for the door alone: where from, and whether it was cut."""

    def __init__(self, peer: str) -> None:
        self.peer = peer
        self.cut = False

    def get_extra_info(self, name: str) -> object:
        return (self.peer, 1234) if name == "peername" else None

    def get_write_buffer_size(self) -> int:
        return 0

    def abort(self) -> None:
        self.cut = True


def test_the_door_makes_room_from_the_address_holding_the_most() -> None:
    """The pool's rule: an address past its share loses its own oldest; a full pool
    loses the oldest connection of the address with the most; a seat's socket is
    never counted or cut."""

    async def go() -> None:
        door = Door(limit=6, per_address=4)
        a = [FakeTransport("10.0.0.1") for _ in range(4)]
        b = [FakeTransport("10.0.0.2") for _ in range(2)]
        for t in a + b:
            door.enter(t)  # 6: full
        seat = FakeTransport("10.0.0.3")
        door.enter(seat)  # 7: a's oldest makes room
        assert a[0].cut and not seat.cut and door.waiting == 6
        door.seated(seat)
        assert door.waiting == 5
        extra = FakeTransport("10.0.0.2")
        for t in (extra, FakeTransport("10.0.0.4")):
            door.enter(t)  # 6, then 7: a (3) and b (3) tie, a's oldest is older
        assert a[1].cut and not b[0].cut and door.waiting == 6
        for _ in range(3):
            door.enter(FakeTransport("10.0.0.2"))  # b holds the most now: its oldest go
        assert b[0].cut and b[1].cut and extra.cut and not seat.cut
        assert door.cut["room"] == 5 and door.open == 7 and door.waiting == 6
        roomy = Door(limit=10, per_address=2)
        x = [FakeTransport("10.0.0.5") for _ in range(3)]
        for t in x:
            roomy.enter(t)  # past its share with room in the pool: its own oldest
        assert [t.cut for t in x] == [True, False, False]

    run(go())
