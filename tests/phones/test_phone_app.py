"""The phones' application (`server.make_app`) served by aiohttp's own test server
(`aiohttp.test_utils`): the guards on every response, errors included, the page's
policy, Host and Origin refused before the WebSocket handshake, a seat joined."""

from __future__ import annotations

import json
import re

import aiohttp
import pytest
from aiohttp.test_utils import TestClient, TestServer
from phone_helpers import run

from sorry_game.phones import protocol
from sorry_game.phones.seats import Seats
from sorry_game.phones.server import make_app

GUARDS = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
    "X-Frame-Options": "DENY",
}


def guarded(headers: aiohttp.typedefs.LooseHeaders, what: str) -> None:
    for name, value in GUARDS.items():
        assert headers.get(name) == value, (what, name, headers)
    assert "frame-ancestors 'none'" in headers["Content-Security-Policy"], what
    server = headers.get("Server", "")
    assert not re.search(r"\d", server) and "aiohttp" not in server.lower(), (what, server)


def sources(policy: str, directive: str) -> list[str]:
    for part in policy.split(";"):
        words = part.split()
        if words and words[0] == directive:
            return words[1:]
    return []


def test_every_response_errors_included_carries_the_guards_and_names_no_version() -> None:
    async def go() -> None:
        async with TestClient(TestServer(make_app(Seats()))) as client:
            host = f"{client.host}:{client.port}"
            checks = [
                ("GET", "/", {}, 200),
                ("GET", "/phone.js", {}, 200),
                ("GET", "/nothing", {}, 404),
                ("GET", "/../pyproject.toml", {}, 404),
                ("POST", "/", {}, 405),
                ("GET", "/ws", {}, 400),  # no WebSocket asked for
                ("GET", "/", {"Host": "evil.example"}, 421),
                ("GET", "/ws", {"Origin": "http://evil.example", "Host": host}, 403),
            ]
            for method, path, headers, status in checks:
                async with client.request(method, path, headers=headers) as response:
                    assert response.status == status, (method, path)
                    guarded(response.headers, f"{method} {path} {status}")

    run(go())


def test_the_pages_policy_lets_it_open_websockets_to_its_own_address_only() -> None:
    async def go() -> None:
        async with TestClient(TestServer(make_app(Seats()))) as client:
            async with client.get("/") as page:
                policy = page.headers["Content-Security-Policy"]
            own = f"ws://{client.host}:{client.port}"
        connect = sources(policy, "connect-src")
        assert connect == ["'self'", own], policy
        assert sources(policy, "default-src") == ["'self'"]
        for scheme in ("ws:", "wss:", "*", "http:", "https:"):
            assert scheme not in connect

    run(go())


@pytest.mark.parametrize(
    ("headers", "status"),
    [({"Origin": "http://evil.example"}, 403), ({"Host": "evil.example"}, 421)],
)
def test_host_and_origin_are_refused_before_the_websocket_handshake(headers, status) -> None:
    seats = Seats()
    token, _old = seats.add(0, {"name": "Ana"})

    async def go() -> None:
        async with TestClient(TestServer(make_app(seats))) as client:
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await client.ws_connect("/ws", headers=headers)
            assert refused.value.status == status
            ws = await client.ws_connect("/ws", headers={"Origin": str(client.make_url(""))})
            await ws.send_str(json.dumps({"v": 1, "type": "hello", "token": token}))
            welcome = json.loads((await ws.receive(timeout=5)).data)
            assert welcome["type"] == "welcome" and welcome["name"] == "Ana"
            await ws.close()

    run(go())
    assert seats.refused.get("bad-origin", 0) == (1 if status == 403 else 0)
    assert seats.joins(0) == 1


def test_a_socket_gets_no_compression_to_inflate() -> None:
    """Messages are small: a socket asking for permessage-deflate gets none (nothing a
    stranger deflated is ever inflated)."""

    async def go() -> None:
        async with TestClient(TestServer(make_app(Seats()))) as client:
            ws = await client.ws_connect("/ws", compress=15)
            assert ws.compress == 0
            await ws.close()

    run(go())


def test_a_hello_that_is_not_text_is_cut_without_a_word() -> None:
    """No page sends a binary frame or a ping before its hello: such a socket is cut
    at once (a ping flood costs the server nothing more)."""
    seats = Seats()

    async def go() -> None:
        async with TestClient(TestServer(make_app(seats))) as client:
            ws = await client.ws_connect("/ws", autoping=False)
            await ws.ping(b"x")
            msg = await ws.receive(timeout=5)
            assert msg.type in (aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.ERROR)
            assert ws.closed

    run(go())
    assert seats.refused["no-hello"] == 1


def test_a_socket_that_never_says_hello_is_told_within_its_deadline(monkeypatch) -> None:
    monkeypatch.setattr(protocol, "HELLO_WITHIN", 0.2)

    async def go() -> None:
        async with TestClient(TestServer(make_app(Seats()))) as client:
            ws = await client.ws_connect("/ws")
            msg = await ws.receive(timeout=5)
            assert json.loads(msg.data)["code"] == "no-hello"
            assert (await ws.receive(timeout=5)).type == aiohttp.WSMsgType.CLOSE

    run(go())
