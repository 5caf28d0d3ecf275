"""The join screen (issue 33): a table that starts with phone seats no phone holds shows
every seat's QR code large, over the whole window, before the game goes on — readable
at 800x600 and at 200 % text, where the side panel has no room for the codes; a phone
joining over a real socket is shown at once, the screen closes by itself when every
phone is in, Enter and Esc close it, and Pause opens it again while a seat waits.

Played with the toy game (tests/toy) and, for three phone seats, Sorry My Ass!."""

from __future__ import annotations

import asyncio
import json

import aiohttp
import pygame
import pytest
from test_phone_seats import close, open_table, toy_session

from sorry_game.app.scenes.phones_join import CLOSE_AFTER, PhonesJoinScene
from sorry_game.phones.qr import matrix
from sorry_game.session import Session

pytestmark = pytest.mark.timeout(60)


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")


def three_phones() -> Session:
    """Four seats of Sorry My Ass!: the screen's human and three on phones."""
    return toy_session("sppp", 5, "president")


def join_screen(app) -> PhonesJoinScene:
    top = app.top
    assert isinstance(top, PhonesJoinScene), type(top).__name__
    return top


async def join(app, table, seat: int) -> aiohttp.ClientWebSocketResponse:
    """A phone opens `seat`'s link over a real socket and says hello (left open)."""
    link = table.phones.host.link(seat)
    url, token = link.split("#")
    client = aiohttp.ClientSession()
    ws = await client.ws_connect(url + "ws", headers={"Origin": url.rstrip("/")})
    await ws.send_str(json.dumps({"v": 1, "type": "hello", "token": token}))
    welcome = json.loads(await ws.receive_str(timeout=5))
    assert welcome["type"] == "welcome" and welcome["seat"] == seat
    ws._test_client = client  # type: ignore[attr-defined]  # closed with the socket
    return ws


async def leave(ws) -> None:
    await ws.close()
    await ws._test_client.close()


def codes_drawn(app, screen: PhonesJoinScene, seats: list[int]) -> None:
    """Each waiting seat's code is drawn whole inside the window (the page scrolled to
    it where it is taller than the window) at 3 px a module or more: its dark modules
    dark and its light ones light, at the centre of each module."""
    assert sorted(c.seat for c in screen.cards) == sorted(seats)
    w, h = screen.window
    for card in screen.cards:
        rows = matrix(card.link)
        px = card.square.width // len(rows)
        assert px >= 3 and card.square.width == px * len(rows), (screen.window, px)
        assert card.square.height <= h and 0 <= card.square.left and card.square.right <= w
        screen.show_rect(card.square)  # a scroll where the page is taller than the window
        app.draw()
        surface = pygame.display.get_surface()
        top = card.square.top - screen.page_y
        assert 0 <= top and top + card.square.height <= h
        for y in range(len(rows)):
            for x in range(len(rows)):
                at = (card.square.x + x * px + px // 2, top + y * px + px // 2)
                shade = sum(surface.get_at(at)[:3]) / 3
                assert (shade < 60) if rows[y][x] else (shade > 200), (screen.window, x, y)


# --- it opens where it should -------------------------------------------------------------
def test_the_join_screen_opens_on_a_table_with_waiting_phone_seats_and_not_without():
    app, table = open_table(toy_session("sp"), join_screen=True)
    screen = join_screen(app)
    assert screen.table is table and [c.seat for c in screen.cards] == [1]
    card = screen.cards[0]
    assert card.name == "Bo" and card.rgb == table.seat_rgb(1)
    colour = table.game.colours[table.view.colours[1]].name
    assert colour in " ".join(card.band_lines) and card.link == table.phones.host.link(1)
    close(app)

    app, table = open_table(toy_session("ss"), join_screen=True)  # no phone seat
    assert not any(isinstance(s, PhonesJoinScene) for s in app.scenes)
    close(app)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("scale", [100, 200])
def test_every_waiting_seats_code_is_drawn_whole_in_the_window(monkeypatch, size, scale):
    """Three phone seats: each code at 3 px a module or more, in the window, at 800x600
    and 1280x800, at 100 % and 200 % text (where the panel shows none; at 800x600 the
    drawer, L, shows the first ones and says where the others are)."""
    session = three_phones()
    app, table = open_table(session, size, join_screen=True)
    app.set_ui_scale(scale)
    app.step([])
    screen = join_screen(app)
    codes_drawn(app, screen, [1, 2, 3])
    if scale == 200 and table.lay.drawer_u:  # 800x600: the log and players in a drawer
        while len(app.scenes) > 2:  # (the join screen closed)
            app.pop()
        app.step([key(pygame.K_l)])  # the drawer holds the first code and says where the others are
        table.draw(pygame.display.get_surface())
        seats = [b.seat for b in table.phones.codes.blocks]  # (the drawer is as wide as
        assert seats and seats == [1, 2, 3][: len(seats)]  # the play area: one or two fit)
        assert len(seats) == 3 or "in Pause" in " ".join(table.phones.codes.note)
    elif scale == 200:
        table.draw(pygame.display.get_surface())
        assert table.phones.codes.blocks == []  # the panel has no room for them here...
        assert "in Pause" in " ".join(table.phones.codes.note)  # ...and says where they are
    close(app)


def test_a_phone_joining_over_a_socket_shows_joined_and_the_screen_closes_itself():
    app, table = open_table(toy_session("pp"), join_screen=True)
    screen = join_screen(app)
    surface = pygame.display.get_surface()

    async def go() -> None:
        first = await join(app, table, 0)
        for _ in range(50):
            app.step([], 0.02)
            if screen.joined(0):
                break
            await asyncio.sleep(0.01)
        assert screen.joined(0) and not screen.joined(1)
        assert app.top is screen  # one phone still waits: the screen stays
        for _ in range(100):
            app.step([], 0.05)
        assert app.top is screen and screen.all_in is None
        seen: list[str] = []
        monkey = screen._paint_card

        def spy(surf, card):  # the words drawn in each card
            seen.append(f"{card.seat}:{'Joined' if screen.joined(card.seat) else 'Waiting'}")
            monkey(surf, card)

        screen._paint_card = spy  # type: ignore[method-assign]
        screen.draw(surface)
        assert seen == ["0:Joined", "1:Waiting"]
        assert [b.name for b in screen.buttons()] == ["play", "screen"]
        assert screen.screen_button.text == "Play Bo on this screen"
        second = await join(app, table, 1)
        for _ in range(200):
            app.step([], 0.02)
            await asyncio.sleep(0.005)
            if app.top is table:
                break
        assert app.top is table  # every phone in: closed by itself, after a moment
        speed = max(0.3, app.settings.speed_factor)
        assert screen.all_in is not None and screen.all_in >= CLOSE_AFTER * speed > 0.3
        await leave(first)
        await leave(second)

    asyncio.run(go())
    close(app)


@pytest.mark.parametrize("k", [pygame.K_RETURN, pygame.K_ESCAPE])
@pytest.mark.parametrize("scale", [100, 200])
def test_enter_and_esc_close_the_join_screen_and_the_panel_keeps_the_code(k, scale):
    """At 200 % text on 800x600 the page scrolls and opens at its top (the codes) with
    no focus shown: Enter is still Play."""
    app, table = open_table(toy_session("sp"), (800, 600), join_screen=True)
    app.set_ui_scale(scale)
    app.pop()  # opened again at this text size, as at the start
    table.phones.lobby(table)
    screen = join_screen(app)
    app.step([])
    if scale == 200:
        assert screen.page_room > 0 and screen.page_y == 0 and not screen.focus_shown()
    else:
        assert screen.form.focus is screen.play_button and screen.focus_shown()
    app.step([key(k)])
    assert app.top is table and table.session.seats[1].on_phone  # still on its phone
    table.draw(pygame.display.get_surface())
    if scale == 100:
        assert [b.seat for b in table.phones.codes.blocks] == [1]  # the panel's code
    close(app)


def test_play_on_this_screen_takes_the_waiting_seats_back_by_keys():
    app, table = open_table(toy_session("pp"), join_screen=True)
    screen = join_screen(app)
    app.step([key(pygame.K_TAB)])  # from Play to "Play Ana and Bo on this screen"
    if screen.form.focus is screen.play_button:
        app.step([key(pygame.K_TAB)])
    assert screen.form.focus is screen.screen_button
    assert screen.screen_button.text == "Play Ana and Bo on this screen"
    app.step([key(pygame.K_RETURN)])
    assert app.top is table
    assert [s.where for s in table.session.seats] == ["screen", "screen"]
    assert table.phones.host is None  # no phone seat left: the server stops
    close(app)


# --- Pause opens it again -----------------------------------------------------------------
def test_pause_shows_the_phones_codes_while_a_seat_waits():
    app, table = open_table(toy_session("sp"))
    assert app.top is table
    table.open_pause()
    pause = app.top
    entry = next(b for b in pause.buttons if b.name == "codes")
    assert entry.text == "Show the phones' codes"
    entry.on_click()
    screen = join_screen(app)
    assert app.scenes[-2] is table  # Pause gave way: Play goes back to the game
    codes_drawn(app, screen, [1])
    screen.close()
    assert app.top is table
    close(app)


def test_pause_has_no_codes_entry_when_every_phone_is_in():
    app, table = open_table(toy_session("sp"))

    async def go() -> None:
        ws = await join(app, table, 1)
        for _ in range(50):
            app.step([], 0.02)
            if table.phones.host.joined(1):
                break
            await asyncio.sleep(0.01)
        table.open_pause()
        assert "codes" not in [b.name for b in app.top.buttons]
        await leave(ws)

    asyncio.run(go())
    close(app)


def test_the_screenshot_draws_the_table_and_the_join_screen_on_request(tmp_path):
    from sorry_game.app.screenshot import render_scene, render_surface

    table = render_surface("toy", seed=3, turns=0, size=(800, 600), players=2, phones=1)
    lobby = render_scene("phones", "toy", (800, 600))
    assert table.get_size() == lobby.get_size() == (800, 600)
    # the join screen's code is larger than the panel's: more light (quiet zone) pixels
    light = [
        sum(
            1 for x in range(0, 800, 4) for y in range(0, 600, 4) if min(s.get_at((x, y))[:3]) > 240
        )
        for s in (table, lobby)
    ]
    assert light[1] > 2 * light[0]


def test_a_seat_joined_by_its_link_shows_no_code_and_the_code_seen_opens_nothing():
    """The code on the join screen dies when its seat joins by the QR link: the card
    shows no code any more, and whoever read it cannot take the seat with it."""
    from sorry_game.phones.protocol import shown_code

    app, table = open_table(toy_session("pp"), join_screen=True)
    screen = join_screen(app)
    seen = table.phones.host.code(0)
    assert shown_code(seen) in " ".join(next(c for c in screen.cards if c.seat == 0).link_lines)

    async def go() -> None:
        phone = await join(app, table, 0)
        for _ in range(50):
            app.step([], 0.02)
            if screen.joined(0):
                break
            await asyncio.sleep(0.01)
        app.step([], 0.02)
        card = next(c for c in screen.cards if c.seat == 0)
        assert shown_code(seen) not in " ".join(card.link_lines)
        assert table.phones.typed(0) == ""
        url = table.phones.host.address()
        async with aiohttp.ClientSession() as client:
            ws = await client.ws_connect(url + "ws", headers={"Origin": url.rstrip("/")})
            await ws.send_str(json.dumps({"v": 1, "type": "hello", "code": seen}))
            assert json.loads(await ws.receive_str(timeout=5))["code"] == "bad-code"
            await ws.close()
        await leave(phone)

    asyncio.run(go())
    close(app)
