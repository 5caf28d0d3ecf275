"""The phone protocol over real sockets, with the toy game (docs/PHONES.md): joins,
decisions, and every kind of bad input — each refused with its code, closing nothing
else."""

from __future__ import annotations

import json
import logging
import random

import aiohttp
import pytest
from phone_helpers import joined, run, served

from sorry_game.phones import protocol, server
from sorry_game.phones.loopback import SimPhone, play_out


def test_a_phone_joins_its_seat_and_sees_its_own_hand_only() -> None:
    with served("toy") as (session, host, _table):

        async def go() -> None:
            async with aiohttp.ClientSession() as http:
                phone = SimPhone(host.link(1))
                await phone.connect(http)
                welcome = await phone.until("welcome")
                state = await phone.until("state")
                assert welcome["seat"] == 1 and welcome["name"] == "P2"
                assert welcome["colour"]["name"] == "Blue"
                hand = [c["text"] for c in state["private"]["cards"]]
                assert hand == [str(c) for c in session.state.view(1).game.hand]
                assert state["yours"] is False and state["picks"] == []
                assert host.joined(1) and not host.joined(0)

        run(go())


def test_two_phones_play_a_whole_game() -> None:
    with served("toy") as (session, host, _table):

        async def go() -> int:
            async with aiohttp.ClientSession() as http:
                phones = [await joined(host, http, s) for s in (0, 1)]
                return await play_out(phones, seed=3)

        decisions = run(go())
    assert session.state.is_over()
    assert decisions == len(session.actions) > 0


def test_a_phone_that_drops_rejoins_with_the_same_link_and_sees_the_game_as_it_is() -> None:
    with served("toy") as (session, host, table):

        async def go() -> None:
            async with aiohttp.ClientSession() as http:
                phone = await joined(host, http, 0)
                first = phone.latest()
                await phone.play(first, random.Random(1))
                await phone.until("state", version=first["version"] + 1)
                await phone.close()
                assert not host.joined(0) or True
                again = await joined(host, http, 0)
                now = again.latest()
                assert now["version"] > first["version"]
                assert len(session.actions) == 1
                assert host.server.joins(0) == 2

        run(go())


async def _refused(phone: SimPhone, message, code: str) -> dict:
    await phone.send(message)
    reply = await phone.until("error")
    assert reply["code"] == code, reply
    assert reply["message"] == protocol.WORDS[code]
    return reply


async def _still_open(phone: SimPhone) -> None:
    await phone.send({"v": 1, "type": "ping"})
    await phone.until("pong")


def test_a_decision_out_of_turn_is_refused() -> None:
    with served("toy") as (session, host, _table):

        async def go() -> None:
            async with aiohttp.ClientSession() as http:
                phone = await joined(host, http, 1)  # seat 0 plays first
                state = phone.latest()
                play = {"v": 1, "type": "play", "version": state["version"], "action": "play 2"}
                await _refused(phone, play, "not-your-turn")
                await _still_open(phone)

        run(go())
    assert session.actions == []


def test_an_illegal_a_stale_and_a_replayed_decision_are_refused() -> None:
    with served("toy") as (session, host, _table):

        async def go() -> None:
            async with aiohttp.ClientSession() as http:
                phone = await joined(host, http, 0)
                state = phone.latest()
                version = state["version"]
                bad = {"v": 1, "type": "play", "version": version, "action": "play 99"}
                await _refused(phone, bad, "illegal")
                old = {"v": 1, "type": "play", "version": version - 1, "action": "play 2"}
                await _refused(phone, old, "stale")
                assert (await phone.receive())["version"] == version  # the game as it is
                good = {**bad, "action": state["picks"][0]["action"]}
                await phone.send(good)
                await phone.send(good)  # the same message again: played once only
                seen = set()
                while not {"error", version + 1} <= seen:  # in either order
                    reply = await phone.receive()
                    if reply["type"] == "error":
                        assert reply["code"] == "stale"
                        seen.add("error")
                    else:
                        assert reply["version"] in (version, version + 1)
                        seen.add(reply["version"])

        run(go())
    assert len(session.actions) == 1
    assert host.server.refused["stale"] == 2  # the old version, then the replay


def test_the_engine_checks_a_decision_again_before_it_is_played() -> None:
    """A decision that got past the server's checks (here: put straight in the inbox)
    is still refused by the engine on the game's thread."""
    with served("toy") as (session, host, table):
        with table.lock:
            host.server.inbox.put((0, host.version, "play", "play 99"))
            host.server.inbox.put((0, host.version, "play", "no such action"))
            host.server.inbox.put((0, host.version + 5, "play", "play 2"))
            assert host.take() == []
    assert session.actions == []


def test_a_phone_takes_back_its_own_last_move_and_only_when_it_may() -> None:
    """Seat 0 plays, the computer replies, seat 0 decides again: its phone offers the
    take-back (its move and the computer's replies go), then not again."""
    with served("toy", computers=(1,)) as (session, host, _table):

        async def go() -> None:
            async with aiohttp.ClientSession() as http:
                phone = await joined(host, http, 0)
                state = phone.latest()
                assert state["undo"] is False  # nothing to take back yet
                await _refused(
                    phone, {"v": 1, "type": "undo", "version": state["version"]}, "no-undo"
                )
                hand = [c["text"] for c in state["private"]["cards"]]
                await phone.play(state, random.Random(3))
                after = await phone.until("state", yours=True)
                assert after["undo"] is True and len(after["private"]["cards"]) == len(hand) - 1
                undo = {"v": 1, "type": "undo", "version": after["version"]}
                await phone.send(undo)
                back = await phone.until("state", version=after["version"] + 1)
                assert [c["text"] for c in back["private"]["cards"]] == hand
                assert back["yours"] is True and back["undo"] is False
                await _refused(phone, undo, "stale")  # the same take-back again

        run(go())
    assert session.actions == []


def test_a_phone_is_not_offered_a_take_back_once_another_human_decides() -> None:
    """Seat 0 plays from its phone; seat 1, a human on its own phone, decides now: seat
    0's page offers no take-back (the table's Undo never goes back past the human
    deciding), the server refuses one sent anyway, and a take-back that gets past the
    server (put straight in the inbox) is refused by the host in words."""
    with served("toy") as (session, host, table):

        async def go() -> None:
            async with aiohttp.ClientSession() as http:
                phones = [await joined(host, http, s) for s in (0, 1)]
                state = phones[0].latest()
                await phones[0].play(state, random.Random(3))
                after = await phones[0].until("state", version=state["version"] + 1)
                assert after["decider"] == 1 and after["undo"] is False
                undo = {"v": 1, "type": "undo", "version": after["version"]}
                await _refused(phones[0], undo, "no-undo")
                with table.lock:
                    host.server.inbox.put((0, host.version, "undo", ""))
                reply = await phones[0].until("error")
                assert reply["code"] == "no-undo"
                assert reply["message"] == "P2 is deciding now: your last move stays."
                await _still_open(phones[0])

        run(go())
    assert len(session.actions) == 1


def test_the_take_back_waits_on_a_human_behind_the_curtain_only() -> None:
    """While the next human has not begun to decide (the table's `begun`: a screen
    seat behind the pass-and-play curtain), the phone's last move may still be taken
    back; once they have, it may not, and the phone is told so in a new position."""
    with served("toy", phones=[0]) as (session, host, table):
        curtain = {1: True}
        with table.lock:
            host.begun = lambda seat: not curtain.get(seat, False)

        async def go() -> None:
            async with aiohttp.ClientSession() as http:
                phone = await joined(host, http, 0)
                state = phone.latest()
                await phone.play(state, random.Random(3))
                after = await phone.until("state", version=state["version"] + 1)
                assert after["decider"] == 1 and after["undo"] is True
                with table.lock:
                    curtain[1] = False  # seat 1 takes the screen
                now = await phone.until("state", version=after["version"] + 1)
                assert now["undo"] is False and session.actions  # the same position

        run(go())
    assert len(session.actions) == 1


@pytest.mark.parametrize(
    ("raw", "code"),
    [
        ("{not json", "bad-json"),
        ("[1, 2]", "bad-message"),
        (json.dumps({"v": 2, "type": "ping"}), "bad-message"),
        (json.dumps({"v": 1, "type": "dance"}), "bad-message"),
        (json.dumps({"v": 1, "type": "play", "version": "3", "action": "x"}), "bad-message"),
        (json.dumps({"v": 1, "type": "play", "version": 3, "action": "x\n"}), "bad-message"),
        (json.dumps({"v": 1, "type": "play", "version": True, "action": "x"}), "bad-message"),
        (json.dumps({"v": 1, "type": "ping", "extra": 1}), "bad-message"),
        ('{"v": 1, "type": "ping", "n": NaN}', "bad-message"),
        ("[" * 1500 + "]" * 1500, "too-big"),
        ("[" * 900 + "]" * 900, "bad-message"),
        ("x" * (protocol.MAX_MESSAGE + 1), "too-big"),
    ],
)
def test_malformed_and_oversized_messages_get_a_clear_error_and_close_nothing(raw, code) -> None:
    with served("toy") as (_session, host, _table):

        async def go() -> None:
            async with aiohttp.ClientSession() as http:
                phone = await joined(host, http, 0)
                other = await joined(host, http, 1)
                await _refused(phone, raw, code)
                await _still_open(phone)
                await _still_open(other)

        run(go())


def test_a_frame_beyond_the_hard_limit_closes_that_socket_only() -> None:
    with served("toy") as (_session, host, _table):

        async def go() -> None:
            async with aiohttp.ClientSession() as http:
                phone = await joined(host, http, 0)
                other = await joined(host, http, 1)
                await phone.send("x" * (protocol.MAX_FRAME + 10))
                while (await phone.receive()) is not None:
                    pass
                await _still_open(other)
                back = await joined(host, http, 0)
                await _still_open(back)

        run(go())


def test_a_wrong_or_missing_token_is_refused() -> None:
    with served("toy") as (_session, host, _table):

        async def go() -> None:
            async with aiohttp.ClientSession() as http:
                wrong = SimPhone(host.link(0)[:-4] + "AAAA")
                await wrong.connect(http)
                assert (await wrong.until("error"))["code"] == "bad-token"
                assert await wrong.receive() is None  # and closed
                nohello = SimPhone(host.link(0))
                await nohello.connect(http, hello=False)
                await nohello.send({"v": 1, "type": "ping"})
                assert (await nohello.until("error"))["code"] == "no-hello"
                assert not host.joined(0)

        run(go())


def test_a_socket_that_never_says_hello_is_closed(monkeypatch) -> None:
    monkeypatch.setattr(protocol, "HELLO_WITHIN", 0.2)
    with served("toy") as (_session, host, _table):

        async def go() -> None:
            async with aiohttp.ClientSession() as http:
                silent = SimPhone(host.link(0))
                await silent.connect(http, hello=False)
                assert (await silent.until("error"))["code"] == "no-hello"

        run(go())


def test_guessing_tokens_is_stopped_after_ten_tries() -> None:
    with served("toy") as (_session, host, _table):

        async def go() -> None:
            async with aiohttp.ClientSession() as http:
                for _ in range(protocol.MAX_WRONG_TOKENS):
                    guess = SimPhone(host.link(0).split("#")[0] + "#" + "A" * 43)
                    await guess.connect(http)
                    assert (await guess.until("error"))["code"] == "bad-token"
                right = SimPhone(host.link(0))  # even the right token, for a minute
                await right.connect(http)
                assert (await right.until("error"))["code"] == "too-many-tries"

        run(go())


def test_a_flood_of_messages_is_slowed_and_the_other_phone_plays_on() -> None:
    with served("toy") as (session, host, _table):

        async def go() -> None:
            async with aiohttp.ClientSession() as http:
                flood = await joined(host, http, 1)
                other = await joined(host, http, 0)
                for _ in range(200):
                    await flood.send({"v": 1, "type": "ping"})
                await flood.until("error", code="slow-down")
                state = other.latest()
                await other.play(state, random.Random(2))
                await other.until("state", version=state["version"] + 1)

        run(go())
    assert host.server.refused["slow-down"] > 100
    assert len(session.actions) == 1


def test_one_address_beyond_its_share_of_waiting_sockets_closes_its_own_oldest() -> None:
    """Sockets that have not said hello share a pool: an address past its share makes
    room by losing its own oldest, and a phone joins all the same."""
    with served("toy") as (_session, host, _table):

        async def go() -> None:
            async with aiohttp.ClientSession() as http:
                held = []
                for _ in range(protocol.MAX_WAITING_PER_ADDRESS + 1):
                    phone = SimPhone(host.link(0))
                    await phone.connect(http, hello=False)
                    held.append(phone)
                assert await held[0].receive(timeout=2.0) is None  # cut to make room
                extra = SimPhone(host.link(1))
                await extra.connect(http)
                await extra.until("welcome")
                for phone in held:
                    await phone.close()

        run(go())
    assert host.server.door is not None and host.server.door.cut["room"] >= 1


def test_a_second_device_on_the_same_link_takes_the_seat_and_the_first_is_told() -> None:
    with served("toy") as (session, host, _table):

        async def go() -> None:
            async with aiohttp.ClientSession() as http:
                first = await joined(host, http, 0)
                second = await joined(host, http, 0)
                await first.until("replaced")
                assert await first.receive() is None
                state = second.latest()
                await second.play(state, random.Random(4))
                await second.until("state", version=state["version"] + 1)

        run(go())
    assert len(session.actions) == 1


def test_a_page_of_another_site_is_refused_before_the_handshake() -> None:
    """A socket opened by another site's page (its Origin), or a request naming another
    host (DNS rebinding), gets no WebSocket at all: 403 and 421, before the handshake."""
    with served("toy") as (_session, host, _table):

        async def go() -> None:
            async with aiohttp.ClientSession() as http:
                evil = SimPhone(host.link(0), origin="http://evil.example")
                with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                    await evil.connect(http)
                assert refused.value.status == 403
                headers = {"Host": "evil.example"}
                with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                    await http.ws_connect(SimPhone(host.link(0)).socket_url, headers=headers)
                assert refused.value.status == 421
                async with http.get(host.server.url, headers=headers) as r:
                    assert r.status == 421
                good = SimPhone(host.link(0), origin=host.server.url.rstrip("/"))
                await good.connect(http)
                await good.until("welcome")

        run(go())
    assert host.server.refused["bad-origin"] == 1


def test_the_page_is_served_with_its_guards_and_nothing_else_is() -> None:
    with served("toy") as (_session, host, _table):

        async def go() -> None:
            async with aiohttp.ClientSession() as http:
                async with http.get(host.server.url) as page:
                    assert page.status == 200
                    assert "text/html" in page.headers["Content-Type"]
                    assert page.headers["Content-Security-Policy"].startswith("default-src 'self'")
                    assert page.headers["X-Content-Type-Options"] == "nosniff"
                    assert page.headers["Cache-Control"] == "no-store"
                for path in ("phone.js", "board.js", "phone.css"):
                    async with http.get(host.server.url + path) as r:
                        assert r.status == 200
                for path in ("../pyproject.toml", "static/index.html", "%2e%2e/server.py", "x"):
                    async with http.get(host.server.url + path) as r:
                        assert r.status == 404

        run(go())


def test_a_released_seat_is_told_and_its_link_stops_working() -> None:
    with served("toy") as (_session, host, table):

        async def go() -> None:
            async with aiohttp.ClientSession() as http:
                phone = await joined(host, http, 0)
                link = host.link(0)
                with table.lock:
                    host.release(0, "Your seat is back on the table's screen.")
                bye = await phone.until("bye")
                assert bye["message"] == "Your seat is back on the table's screen."
                again = SimPhone(link)
                await again.connect(http)
                assert (await again.until("error"))["code"] == "bad-token"

        run(go())


def test_a_restarted_host_gives_new_links() -> None:
    """A resumed game offers new links: the old token opens nothing."""
    with served("toy") as (session, host, _table):
        old = host.link(0)
    from sorry_game.phones.host import PhoneHost

    again = PhoneHost(session, [0, 1])
    again.start()
    try:
        assert again.link(0) != old
        assert len(old.split("#")[1]) >= 43  # 256 bits, URL-safe
    finally:
        again.stop()


def test_the_lan_address_is_an_address() -> None:
    import ipaddress

    ipaddress.ip_address(server.lan_address())


def test_junk_from_the_network_writes_no_log_line(caplog) -> None:
    """Broken requests, a socket that says nothing and a wrong token leave the player's
    log as it was (nothing at warning level or above)."""
    import socket

    caplog.set_level(logging.WARNING)
    with served("toy") as (_session, host, _table):
        for junk in (
            b"GET /\\x00\\xff HTTP/1.1\r\n\r\n",
            b"\x16\x03\x01" + b"A" * 5000,
            b"HELLO\r\n",
        ):
            with socket.create_connection((host.server.address, host.server.port), 5) as raw:
                raw.sendall(junk)
                raw.settimeout(2)
                try:
                    raw.recv(4096)
                except OSError:
                    pass

        async def go() -> None:
            async with aiohttp.ClientSession() as http:
                wrong = SimPhone(host.link(0)[:-4] + "AAAA")
                await wrong.connect(http)
                await wrong.until("error")

        run(go())
    assert [r for r in caplog.records if r.levelno >= logging.WARNING] == []


def test_a_pairing_code_joins_once_and_then_works_no_more() -> None:
    """The short code the table shows (instead of the long link) joins its seat once,
    typed in any case and with a dash; the welcome then carries the seat's token for
    rejoining; the used code, a wrong one and an expired one are refused."""
    with served("toy") as (_session, host, _table):
        code = host.code(1)
        assert len(code) == protocol.CODE_LENGTH and set(code) <= set(protocol.CODE_LETTERS)

        async def hello(http, typed: str) -> tuple[SimPhone, dict]:
            phone = SimPhone(host.link(1))
            await phone.connect(http, hello=False)
            await phone.send({"v": 1, "type": "hello", "code": typed})
            return phone, await phone.receive()

        async def go() -> None:
            async with aiohttp.ClientSession() as http:
                phone, welcome = await hello(http, code.lower()[:4] + "-" + code.lower()[4:])
                assert welcome["type"] == "welcome" and welcome["seat"] == 1
                assert welcome["token"] == host.link(1).split("#")[1]
                assert (await hello(http, code))[1]["code"] == "bad-code"  # used up
                assert (await hello(http, "ABCDEFGH"))[1]["code"] == "bad-code"
                await phone.close()
                await wait_until(lambda: not host.joined(1))
                fresh = host.code(1)
                assert fresh and fresh != code
                host.server.seats._lines[1].code_until = 0.0  # ten minutes later
                assert (await hello(http, fresh))[1]["code"] == "bad-code"
                assert host.code(1) != fresh  # the table shows a new one

        run(go())


async def wait_until(check, timeout: float = 5.0) -> None:
    import asyncio
    import time

    end = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < end, "timed out"
        await asyncio.sleep(0.01)
