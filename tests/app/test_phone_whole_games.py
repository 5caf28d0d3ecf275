"""Done when (issue 33): two phones and a computer play a whole game of Sorry! Revenge
and of Sorry My Ass! at the real table — the board on the shared screen, no curtain,
no phone seat's hand ever drawn — the phones joining by their links over real sockets
while the table's frames run, and one phone dropping and rejoining mid-game."""

from __future__ import annotations

import asyncio
import threading

import aiohttp
import pytest
from table_helpers import make_app, step_idle

from sorry_game.engine.interface import GameConfig
from sorry_game.games.catalogue import get_game
from sorry_game.phones.loopback import SimPhone, play_out
from sorry_game.session import Seat, Session

pytestmark = pytest.mark.timeout(300)


@pytest.mark.parametrize(("game_id", "players"), [("revenge", 3), ("president", 4)])
def test_two_phones_and_the_computers_play_a_whole_game_at_the_table(
    game_id: str, players: int, monkeypatch
) -> None:
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")
    game = get_game(game_id)
    config = game.validate_config(GameConfig(players))
    colours = game.seat_colours(config)
    seats = [
        Seat(["Ana", "Bo", "Cy", "Di"][i], "human" if i < 2 else "computer", "easy", colours[i])
        for i in range(players)
    ]
    for seat in seats[:2]:
        seat.where = "phone"
    app = make_app((1280, 800))
    app.settings.last_setup = {"phones": "local"}
    table = app.open_table(Session.new(game_id, config, 11, seats))
    assert type(app.top).__name__ == "PhonesJoinScene"  # the codes, over the table
    host = table.phones.host
    links = [host.link(0), host.link(1)]
    outcome: list[object] = []

    def phones() -> None:
        async def play() -> int:
            async with aiohttp.ClientSession() as http:
                joined = []
                for link in links:
                    phone = SimPhone(link)
                    await phone.connect(http)
                    await phone.until("welcome")
                    joined.append(phone)
                return await play_out(joined, seed=11, timeout=60, drop_at=2)

        try:
            outcome.append(asyncio.run(play()))
        except Exception as exc:  # reported by the test below
            outcome.append(exc)

    worker = threading.Thread(target=phones, daemon=True)
    worker.start()
    scenes: set[str] = set()
    for _ in range(60_000):
        step_idle(app, 0.05)
        scenes.add(type(app.top).__name__)
        assert table.viewer() is None and table.view.viewer is None  # no hand drawn
        if outcome and table.state.is_over():
            break
    worker.join(30)
    assert outcome and isinstance(outcome[0], int) and outcome[0] > 0, outcome
    assert table.state.is_over()
    assert "PassScreenScene" not in scenes  # no curtain, ever
    assert host.server.joins(0) == 2  # the first phone dropped and rejoined
    moves = [seat for seat in table.session.actors if seat in (0, 1)]
    assert len(moves) >= outcome[0]
    app.quit()
    app.close()
