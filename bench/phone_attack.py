"""Strangers on the network, for `bench/phones.py --hostile` and the door's tests: a
process of its own (its sockets never count against the game's open files) that
attacks the phones' server from several addresses of 127.0.0.0/8 at once:

- idle: TCP connections that never send a byte;
- partial: requests sent a byte a second, never finished;
- silent: WebSockets opened (the handshake right) that never say hello, reopened
  every few seconds;
- floods: WebSockets that send ping frames as fast as they can and never read.

Each kind keeps its number of connections open, opening a new one (after a short
pause) whenever the server closes one. At the end one JSON line: per kind, the
connections opened and how long the server let them live (seconds, median and most).

    python bench/phone_attack.py --port 8000 --sources 8 --idle 300 --seconds 30
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import json
import os
import random
import resource
import statistics
import sys
import time
from dataclasses import dataclass, field

#: seconds a silent socket is held before it is reopened; the pause before opening a
#: connection again once the server closed one (a few seconds, at random)
SILENT_HOLD = 3.0
PAUSE = (1.0, 3.0)
#: a ping frame's payload (the most a control frame may carry)
PING_PAYLOAD = b"p" * 125


@dataclass
class Tally:
    """One kind of attack: connections opened, refused at connect, and lifetimes."""

    opened: int = 0
    refused: int = 0
    lives: list[float] = field(default_factory=list)

    def summary(self) -> dict[str, float | int]:
        return {
            "opened": self.opened,
            "refused": self.refused,
            "median_life": round(statistics.median(self.lives), 2) if self.lives else 0.0,
            "longest_life": round(max(self.lives), 2) if self.lives else 0.0,
        }


def sources(count: int, first: int = 2) -> list[str]:
    """`count` addresses of 127.0.0.0/8 (127.0.0.2 on), one per stranger."""
    return [f"127.0.0.{first + i}" for i in range(count)]


def handshake(host: str, port: int) -> bytes:
    """A WebSocket upgrade request a page of the game would send."""
    key = base64.b64encode(os.urandom(16)).decode()
    return (
        f"GET /ws HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\n"
        f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
        f"Sec-WebSocket-Version: 13\r\nOrigin: http://{host}:{port}\r\n\r\n"
    ).encode()


def ping_frame() -> bytes:
    """A masked ping frame, as a client sends it."""
    mask = os.urandom(4)
    body = bytes(b ^ mask[i % 4] for i, b in enumerate(PING_PAYLOAD))
    return bytes([0x89, 0x80 | len(PING_PAYLOAD)]) + mask + body


async def until_closed(reader: asyncio.StreamReader, limit: float | None) -> None:
    """Read (and drop) until the server closes, or `limit` seconds pass."""

    async def drain() -> None:
        while await reader.read(4096):
            pass

    try:
        await asyncio.wait_for(drain(), limit)
    except (asyncio.TimeoutError, OSError):
        pass


async def one(kind: str, host: str, port: int, source: str, tally: Tally, end: float) -> None:
    """Keep one connection of `kind` open from `source` until `end`."""
    frame = ping_frame()
    while time.monotonic() < end:
        try:
            reader, writer = await asyncio.wait_for(
                asyncio.open_connection(host, port, local_addr=(source, 0)), 5.0
            )
        except (OSError, asyncio.TimeoutError):
            tally.refused += 1
            await asyncio.sleep(random.uniform(*PAUSE))
            continue
        tally.opened += 1
        began = time.monotonic()
        left = max(0.1, end - began)
        try:
            if kind == "idle":
                await until_closed(reader, left)
            elif kind == "partial":
                writer.write(f"GET / HTTP/1.1\r\nHost: {host}:{port}\r\nX-Slow: ".encode())
                while time.monotonic() < end and not reader.at_eof():
                    writer.write(b"a")
                    await writer.drain()
                    await until_closed(reader, 1.0)
            elif kind == "silent":
                writer.write(handshake(host, port))
                await until_closed(reader, min(left, SILENT_HOLD))
            else:  # a flood of pings, never read
                writer.write(handshake(host, port))
                while time.monotonic() < end:
                    writer.write(frame * 64)
                    await asyncio.wait_for(writer.drain(), left)
        except (OSError, asyncio.TimeoutError):
            pass
        life = time.monotonic() - began
        if time.monotonic() < end:
            tally.lives.append(life)
        writer.transport.abort()
        await asyncio.sleep(random.uniform(*PAUSE))


async def attack(
    host: str, port: int, addresses: list[str], counts: dict[str, int], seconds: float
) -> dict[str, dict[str, float | int]]:
    """Run every kind of attack for `seconds`; each kind's tally."""
    end = time.monotonic() + seconds
    tallies = {kind: Tally() for kind in counts}
    jobs = []
    for kind, count in counts.items():
        for i in range(count):
            source = addresses[i % len(addresses)]
            jobs.append(one(kind, host, port, source, tallies[kind], end))
    await asyncio.gather(*jobs)
    return {kind: tally.summary() for kind, tally in tallies.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--sources", type=int, default=8, help="addresses 127.0.0.2 on")
    for kind, default in (("idle", 300), ("partial", 100), ("silent", 32), ("floods", 16)):
        parser.add_argument(f"--{kind}", type=int, default=default)
    parser.add_argument("--seconds", type=float, default=30.0)
    args = parser.parse_args(argv)
    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))  # the strangers' own files
    counts = {
        "idle": args.idle,
        "partial": args.partial,
        "silent": args.silent,
        "floods": args.floods,
    }
    result = asyncio.run(attack(args.host, args.port, sources(args.sources), counts, args.seconds))
    print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
