"""Phone seats at the table (issue 33, docs/PHONES.md): Setup makes one, the table serves
it (a QR code in the panel, never over the board), a decision sent from a phone over a
real socket is played like a click, no curtain comes up for it and its hand is never
drawn on the shared screen, Pause gives it back to the screen or to a computer, a save
keeps it, and a server that cannot start is said in words while the game goes on.

Played with the toy game (tests/toy: its phone part is the example of the contract);
where a test needs more seats than the toy has, Sorry My Ass! with its own phone part.
"""

from __future__ import annotations

import asyncio
import json

import aiohttp
import pygame
import pytest
from table_helpers import make_app, step_idle

from sorry_game.app.scenes.setup import SetupScene
from sorry_game.app.scenes.setup.choices import who_choices
from sorry_game.engine.errors import PartError
from sorry_game.engine.interface import GameConfig
from sorry_game.games.catalogue import get_game
from sorry_game.phones import host as host_module
from sorry_game.phones import server as server_module
from sorry_game.phones.qr import matrix
from sorry_game.session import Seat, Session

pytestmark = pytest.mark.timeout(60)


def toy_session(wheres: str = "ps", seed: int = 3, game_id: str = "toy") -> Session:
    """A game (the toy unless `game_id`), a seat per letter: p on a phone, s at the
    screen, c a computer."""
    game = get_game(game_id)
    colours = game.default_colours(len(wheres))
    seats = [
        Seat(
            ["Ana", "Bo", "Cy", "Di"][i],
            "computer" if w == "c" else "human",
            "normal",
            colours[i],
            "phone" if w == "p" else "screen",
        )
        for i, w in enumerate(wheres)
    ]
    return Session.new(game_id, GameConfig(len(wheres)), seed, seats)


def open_table(session: Session, size=(1280, 800), join_screen: bool = False):
    """The table of `session` on 127.0.0.1; the join screen it opens over itself is
    closed with Play (as the host does) unless `join_screen`."""
    app = make_app(size)
    app.settings.last_setup = {"phones": "local"}  # "This computer only": 127.0.0.1
    table = app.open_table(session)
    if not join_screen and type(app.top).__name__ == "PhonesJoinScene":
        app.top.close()
    app.step([])
    return app, table


def close(app) -> None:
    app.quit()
    app.close()


def decide_on(table) -> int:
    """Step until a human decides now (the phone seat or the screen's)."""
    for _ in range(100):
        if not table.animator.busy and table.forced_in is None:
            seat = table.state.current_player()
            if seat is not None and table.session.seats[seat].is_human:
                return seat
        step_idle(table.app, 0.05)
    raise AssertionError("no human decides")


async def phone_plays(app, table, seat: int, pick: int = 0) -> dict:
    """A phone joins `seat` by its link over a real socket and plays its `pick`-th
    option; the app's frames run meanwhile. Returns the state message it played from."""
    link = table.phones.host.link(seat)
    url, token = link.split("#")
    async with aiohttp.ClientSession() as client:
        async with client.ws_connect(url + "ws", headers={"Origin": url.rstrip("/")}) as ws:
            await ws.send_str(json.dumps({"v": 1, "type": "hello", "token": token}))
            welcome = json.loads(await ws.receive_str(timeout=5))
            assert welcome["type"] == "welcome" and welcome["seat"] == seat
            state = {}
            while not state.get("yours"):
                app.step([], 0.02)
                state = json.loads(await ws.receive_str(timeout=5))
            before = len(table.session.actions)
            action = state["picks"][pick]["action"]
            await ws.send_str(
                json.dumps({"v": 1, "type": "play", "version": state["version"], "action": action})
            )
            for _ in range(200):
                app.step([], 0.02)
                if len(table.session.actions) > before:
                    break
                await asyncio.sleep(0.005)
            assert str(table.session.actions[before]) == action
            return state


# --- Setup --------------------------------------------------------------------------------
def test_setup_makes_a_phone_seat_and_asks_where_phones_join_by_keys():
    app = make_app((1280, 800))
    setup = app.push(SetupScene(app))
    setup.pick_game(get_game("toy"))
    app.step([])
    assert setup.phones.cycler not in setup.form.widgets  # no phone seat: no row for it
    who = setup.rows[1].who
    who.set_index(who_choices(setup.game).index(("phone", "normal")))
    assert who.value_label == "On a phone"
    assert setup.phones.cycler in setup.form.widgets and setup.phones.cycler.rect.height > 0
    assert setup.left_panel.contains(setup.phones.cycler.rect)
    assert setup.phones.cycler.value_label.startswith(("Network", "No network"))
    setup.form.set_focus(setup.phones.cycler, True)  # by keys: Right changes the choice
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="")])
    assert setup.phones.cycler.value_label == "This computer only"
    setup.start()
    session = app.session
    assert session is not None
    phone = [s for s in session.seats if s.on_phone]
    assert len(phone) == 1 and phone[0].is_human and phone[0].kind == "human"
    remembered = app.settings.last_setup
    assert remembered["phones"] == "local"
    assert [s["kind"] for s in remembered["seats"][:2]] == ["human", "phone"]
    table = app.top
    assert table.phones.host is not None and table.phones.host.server.address == "127.0.0.1"
    close(app)


def test_setup_says_a_game_without_a_phone_part_cannot_be_played_on_a_phone(monkeypatch):
    import sorry_game.app.scenes.setup.choices as setup_choices

    def missing(game):
        raise PartError(game.id, "phone", "x.phone", "no module")

    monkeypatch.setattr(setup_choices, "phone_part", missing)
    app = make_app((1280, 800))
    setup = app.push(SetupScene(app))
    setup.pick_game(get_game("toy"))
    setup.rows[1].who.set_index(1)
    setup.start()
    assert app.top is setup and "cannot be played on a phone" in setup.error
    close(app)


# --- the table ----------------------------------------------------------------------------
def test_the_table_shows_a_phone_seats_code_in_the_panel_never_over_the_board():
    """Pixels: the QR's dark modules are drawn dark and its quiet zone light, at 3 px a
    module or more, inside the panel, over none of the board's things."""
    for size in ((800, 600), (1280, 800), (1920, 1080)):
        app, table = open_table(toy_session("sp"), size)
        host = table.phones.host
        assert host is not None and host.started and table.phones.waiting() == [1]
        surface = pygame.display.get_surface()
        table.draw(surface)
        [block] = table.phones.codes.blocks
        rows = matrix(host.link(1))
        px = block.square.width // len(rows)
        assert px >= 3 and block.square.width == px * len(rows)
        assert table.panel_rect.contains(block.rect) and table.panel_rect.contains(block.square)
        assert not block.square.colliderect(table.area)
        for region in table.plugin.regions(table.view):
            assert not block.rect.colliderect(region.rect)
        assert not block.rect.colliderect(table.lay.log) and not block.rect.colliderect(
            table.lay.players
        )
        for y in range(len(rows)):
            for x in range(len(rows)):
                at = (block.square.x + x * px + px // 2, block.square.y + y * px + px // 2)
                shade = sum(surface.get_at(at)[:3]) / 3
                assert (shade < 60) if rows[y][x] else (shade > 200), (size, x, y)
        assert "Scan to play Bo's seat" in block.caption
        close(app)


def test_a_decision_from_a_phone_over_a_socket_is_played_and_no_curtain_comes_up():
    """The phone seat (Ana) decides first: the table waits ("decides on the phone"), then
    plays what the phone sent, through the engine's check; the screen's human (Bo) is
    the only one whose hand is drawn, and no curtain ever comes up."""
    app, table = open_table(toy_session("ps"))
    assert table.humans == [1] and table.phones.seats == [0]
    assert decide_on(table) == 0
    assert "Waiting for Ana's phone" in table.prompt_line()[0]
    state = asyncio.run(phone_plays(app, table, 0))
    assert state["yours"] and state["seat"] == 0
    assert table.session.actors[-1] == 0
    for _ in range(30):
        step_idle(app, 0.05)
        assert app.top is table  # no curtain, no other scene
        assert table.viewer() == 1 and table.view.viewer == 1
    close(app)


def test_the_phone_seats_hand_is_never_drawn_and_the_table_waits_for_it(monkeypatch):
    """A phone seat and a computer (no human at the screen): the view drawn is a
    spectator's, never the phone seat's, while both play a whole game."""
    app, table = open_table(toy_session("pc"))
    drawn: list[int | None] = []
    original = table.plugin.draw

    def spy(surface, view, ui):
        drawn.append(view.viewer)
        return original(surface, view, ui)

    monkeypatch.setattr(table.plugin, "draw", spy)
    host = table.phones.host
    surface = pygame.display.get_surface()
    for _ in range(400):
        if table.state.is_over():
            break
        seat = table.state.current_player()
        if seat == 0 and not table.landing:  # (a move and its news landed)
            assert "Ana" in table.prompt_line()[0] and table.busy  # the frames run
            host.sync()
            legal = table.state.legal_actions()
            host.server.inbox.put((0, host.version, "play", str(legal[-1])))
        app.step([], 0.05)
        table.draw(surface)
        assert app.top is table or type(app.top).__name__ in ("ResultsScene", "SummaryScene")
    assert table.state.is_over() and 0 in table.session.actors
    assert drawn and set(drawn) == {None}
    close(app)


def test_a_forced_phone_decision_plays_itself_after_the_beat(monkeypatch):
    app, table = open_table(toy_session("ps"))
    assert decide_on(table) == 0
    legal = table.state.legal_actions()
    import sorry_game.app.table.phones as phones_module

    class One:
        def __init__(self, entries, lone=True):
            self.forced = legal[0]

    monkeypatch.setattr(phones_module, "Picker", One)
    table.phones._forced_at = -1
    app.settings.speed = "normal"  # the beat is 0.7 s
    before = len(table.session.actions)
    app.step([], 0.05)
    assert table.phones.forced_in is not None and "plays itself" in table.prompt_line()[0]
    for _ in range(40):
        app.step([], 0.05)
    assert len(table.session.actions) > before
    assert table.session.actions[before] == str(legal[0])
    close(app)


# --- Pause --------------------------------------------------------------------------------
@pytest.mark.parametrize("to", ["screen", "computer"])
def test_pause_gives_a_phone_seat_back_to_the_screen_or_to_a_computer(tmp_path, to):
    session = toy_session("ps")
    session.save_path = tmp_path / "auto.sorry"
    app, table = open_table(session)
    assert decide_on(table) == 0
    link = table.phones.host.link(0)
    table.open_pause()
    pause = app.top
    names = [b.name for b in pause.buttons]
    assert "phone-screen-0" in names and "phone-computer-0" in names
    words = {b.name: b.text for b in pause.buttons}
    assert words["phone-screen-0"] == "Play Ana on this screen"
    assert words["phone-computer-0"] == "Give Ana to the computer"
    next(b for b in pause.buttons if b.name == f"phone-{to}-0").on_click()
    assert app.top is table
    seat = session.seats[0]
    assert seat.where == "screen" and table.phones.seats == []
    assert table.phones.host is None  # no phone seat left: the server stops
    saved = Session.load(session.save_path)
    assert saved.seats[0].where == "screen" and saved.seats[0].kind == seat.kind
    assert "where" not in json.dumps(saved.record().meta["seats"][0])
    if to == "screen":
        assert seat.is_human and table.humans == [0, 1]
        for _ in range(10):
            step_idle(app, 0.05)
        assert type(app.top).__name__ == "PassScreenScene" or table.human_input()
    else:
        assert seat.kind == "computer" and seat.level == "normal" and table.humans == [1]
        for _ in range(200):
            step_idle(app, 0.05)
            if table.session.actors and table.session.actors[0] == 0:
                break
        assert table.session.actors[0] == 0  # the computer played Ana's decision
    assert link  # (the old link was revoked with the seat: tests/phones test revoke)
    close(app)


# --- saves and take-backs -----------------------------------------------------------------
def test_a_resumed_game_with_a_phone_seat_offers_a_new_link_and_a_take_back_is_sent(tmp_path):
    session = toy_session("sp")
    session.save_path = tmp_path / "auto.sorry"
    app, table = open_table(session)
    assert decide_on(table) == 0
    first = table.phones.host.link(1)
    table.take(table.controller.options()[0])  # the screen's human plays
    assert decide_on(table) == 1
    host = table.phones.host
    version = host.version
    assert table.request_undo()  # the screen's human takes it back before the phone plays
    app.step([], 0.05)
    assert host.version > version and table.session.actions == []  # sent again
    assert decide_on(table) == 0
    table.take(table.controller.options()[0])
    assert decide_on(table) == 1
    asyncio.run(phone_plays(app, table, 1))
    close(app)

    resumed = Session.load(session.save_path)
    assert [s.where for s in resumed.seats] == ["screen", "phone"]
    app, table = open_table(resumed)
    assert table.phones.host is not None and table.phones.host.link(1) != first
    close(app)


def test_a_server_that_cannot_start_is_said_and_the_seat_plays_on_the_screen(monkeypatch):
    monkeypatch.setattr(server_module.PhoneServer, "start", _refuse)
    app, table = open_table(toy_session("ps"))
    assert table.phones.host is None and "Phones cannot join" in table.error
    assert "Ana" in table.error and table.prompt_line()[1] == "danger"
    assert table.humans == [0, 1] and table.session.seats[0].where == "screen"
    assert decide_on(table) == 0
    for _ in range(20):
        step_idle(app, 0.05)
        if type(app.top).__name__ == "PassScreenScene" or table.human_input():
            break
    assert type(app.top).__name__ == "PassScreenScene" or table.human_input()  # the game goes on
    close(app)


def test_a_game_without_a_phone_part_is_said_and_played_on_the_screen(monkeypatch):
    def missing(game):
        raise PartError(game.id, "phone", "x.phone", "it has no phone part yet")

    monkeypatch.setattr(host_module, "phone_part", missing)
    app, table = open_table(toy_session("ps"))
    assert "Phones cannot join" in table.error and "no phone part" in table.error
    assert table.humans == [0, 1]
    close(app)


def _refuse(self) -> None:
    raise server_module.PhoneServerError(f"cannot listen on {self.address}: no such address")


# --- a mix: phones, screen humans with the curtain, a computer ------------------------------
def test_a_mix_of_phone_seats_screen_humans_and_a_computer(monkeypatch):
    """Four seats of a game with hidden hands: a phone seat, two screen humans (the
    curtain between them as before) and a computer. The phone seat never gets a
    curtain nor has its hand drawn; the screen's humans do."""
    app, table = open_table(toy_session("pssc", 5, "president"))
    host = table.phones.host
    assert table.humans == [1, 2] and table.screen.passing
    curtains: set[int] = set()
    surface = pygame.display.get_surface()
    for _ in range(600):
        top = app.top
        if type(top).__name__ == "PassScreenScene":
            curtains.add(table.state.current_player())
            top.show()  # "I am Bo: ready"
            app.step([], 0.05)
            continue
        seat = table.state.current_player()
        if not table.animator.busy and table.forced_in is None and top is table:
            if seat == 0:
                host.sync()
                host.server.inbox.put(
                    (0, host.version, "play", str(table.state.legal_actions()[0]))
                )
            elif seat in (1, 2) and table.human_input() and table.controller.active:
                table.apply(table.state.legal_actions()[0])
        step_idle(app, 0.05)
        table.draw(surface)
        assert table.viewer() != 0 and table.view.viewer != 0
        if {1, 2} <= curtains and 0 in table.session.actors and 3 in table.session.actors:
            break
    assert {1, 2} <= curtains and 0 not in curtains
    assert 0 in table.session.actors and 3 in table.session.actors
    close(app)


def test_a_phone_takes_no_move_back_once_the_screens_human_decides():
    """Ana plays from her phone; Bo, the screen's only human, decides now (no curtain:
    his turn is in front of him). Ana's phone offers no take-back, as the screen's Undo
    never goes back past the human deciding; one sent anyway is refused in words, and
    the screen keeps its holder."""
    app, table = open_table(toy_session("ps"))
    assert decide_on(table) == 0

    async def go() -> None:
        link = table.phones.host.link(0)
        url, token = link.split("#")
        async with aiohttp.ClientSession() as client:
            async with client.ws_connect(url + "ws") as ws:
                await ws.send_str(json.dumps({"v": 1, "type": "hello", "token": token}))

                async def message_where(test) -> dict:
                    for _ in range(400):
                        app.step([], 0.02)
                        try:
                            data = json.loads(await ws.receive_str(timeout=0.02))
                        except asyncio.TimeoutError:
                            continue
                        if test(data):
                            return data
                    raise AssertionError("no such message came")

                first = await message_where(lambda d: d["type"] == "state" and d["yours"])
                assert first["undo"] is False
                play = {"v": 1, "type": "play", "version": first["version"]}
                await ws.send_str(json.dumps({**play, "action": first["picks"][0]["action"]}))
                after = await message_where(
                    lambda d: d["type"] == "state" and d["version"] > first["version"]
                )
                assert after["undo"] is False and not after["yours"] and after["decider"] == 1
                table.phones.host.server.inbox.put((0, after["version"], "undo", ""))
                refused = await message_where(lambda d: d["type"] == "error")
                assert refused["code"] == "no-undo"
                assert refused["message"] == "Bo is deciding now: your last move stays."

    asyncio.run(go())
    assert len(table.session.actions) == 1
    assert "takes back" not in table.session.log[-1].text
    assert table.viewer() == 1 and table.screen.holder == 1
    close(app)


def test_the_panel_shows_what_to_type_instead_of_the_long_link_and_a_new_code_once_used():
    """Under the code: the page's address and the seat's pairing code (not the
    43-letter token); once the code is used the panel shows the new one."""
    from sorry_game.phones.protocol import Message, shown_code
    from sorry_game.phones.seats import Link

    app, table = open_table(toy_session("ps"))
    host = table.phones.host
    code = host.code(0)
    words = " ".join(table.phones.codes.blocks[0].link)
    assert shown_code(code) in words and host.server.url.split("//")[1].rstrip("/") in words
    assert host.link(0).split("#")[1] not in words.replace(" ", "")
    link = Link(None, None, "127.0.0.1")  # a phone joined with the code, then dropped
    assert host.server.seats.join(Message("hello", code=code), link).seat == 0
    host.server.seats.leave(0, link)
    step_idle(app, 0.05)
    words = " ".join(table.phones.codes.blocks[0].link)
    assert shown_code(code) not in words and shown_code(host.code(0)) in words
    close(app)


def test_a_phone_may_take_back_until_the_next_screen_humans_curtain_comes_up():
    """Sorry My Ass! with a phone seat (Ana) before two screen humans in pass-and-play:
    while Ana's move lands and the table waits for the screen to change hands, Bo has
    not begun to decide and Ana's phone may take it back; once Bo's curtain is up the
    phone is told it may not (the table serves no phone behind the curtain), and the
    host refuses one in Bo's name."""
    app, table = open_table(toy_session("pssc", 5, "president"))
    app.settings.speed = "fast"  # (instant: the curtain comes up as the move lands)
    host = table.phones.host
    seen: dict[str, bool] = {}
    for _ in range(800):
        top = app.top
        seat = table.state.current_player()
        ana_last = seat in (1, 2) and table.take_back(0).count > 0  # Ana's move to take
        if type(top).__name__ == "PassScreenScene":
            if ana_last and "curtain" not in seen:
                seen["curtain"] = host.last[0]["undo"]
                plan = host.take_back(0)
                name = table.session.seats[seat].name
                assert not plan.count and plan.why.startswith(name), plan
                break
            top.show()
            app.step([], 0.05)
            continue
        if ana_last and table.screen.needs_curtain(seat):
            if not table.screen.curtain_up and table.screen.curtain_in > 0 and top is table:
                host.sync()
                seen["look"] = host.last[0]["undo"]
        if not table.animator.busy and table.forced_in is None and top is table:
            if seat == 0:
                host.sync()
                legal = table.state.legal_actions()
                host.server.inbox.put((0, host.version, "play", str(legal[0])))
            elif seat in (1, 2) and table.human_input() and table.controller.active:
                table.apply(table.state.legal_actions()[0])
        step_idle(app, 0.05)
    assert seen == {"look": True, "curtain": False}, seen
    close(app)
