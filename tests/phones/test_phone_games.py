"""Every game played from phones over real sockets: two phones and a computer (or two
phones, in a two-player game) play a whole game, a phone drops and rejoins mid-game,
and no message to a seat depends on anything that seat cannot see (docs/PHONES.md)."""

from __future__ import annotations

import json

import aiohttp
import pytest
from phone_helpers import joined, run, served

from sorry_game.games.catalogue import all_games, get_game
from sorry_game.phones.loopback import play_out

GAMES = [game.id for game in all_games() if game.available]


def seating(game_id: str) -> tuple[int, tuple[int, ...], tuple[int, ...]]:
    """Players, phone seats and computer seats: two phones, the rest computers (at
    least one where the game seats three or more)."""
    game = get_game(game_id)
    players = max(game.min_players, min(3, game.max_players))
    return players, (0, 1), tuple(range(2, players))


@pytest.mark.parametrize("game_id", GAMES)
def test_two_phones_and_the_computers_play_a_whole_game(game_id: str) -> None:
    players, phones, computers = seating(game_id)
    with served(game_id, players, phones, computers, seed=5, leaks=True) as (session, host, table):

        async def go() -> tuple[int, list]:
            async with aiohttp.ClientSession() as http:
                seats = [await joined(host, http, s) for s in phones]
                decisions = await play_out(seats, seed=5, drop_at=2)
                return decisions, seats

        decisions, seats = run(go())
    assert session.state.is_over()
    phone_moves = [
        a for a, seat in zip(session.actions, session.actors, strict=True) if seat in phones
    ]
    assert decisions == len(phone_moves) > 0
    assert seats[0].rejoins == 1
    assert table.checked > 0 and table.leaked == 0
    for phone in seats:
        errors = [m for _t, m in phone.received if m.get("type") == "error"]
        assert errors == []
        states = [m for _t, m in phone.received if m.get("type") == "state"]
        assert states[-1]["over"] and all(len(json.dumps(m)) < 60_000 for m in states)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_phone_sees_its_own_hidden_cards_and_nobody_elses(game_id: str) -> None:
    """The message to a seat is exactly the one built from its own view: each
    determinization of what it cannot see (the others' hands, the deck's order) gives
    the same message."""
    import random

    players, phones, computers = seating(game_id)
    with served(game_id, players, phones, computers, seed=9) as (session, host, table):
        with table.lock:
            state = session.state
            for seat in phones:
                mine = host.message(seat, state)
                for k in range(5):
                    poisoned = state.determinize(seat, random.Random(k))
                    assert host.message(seat, poisoned) == mine


def test_the_phone_and_the_window_say_counter_clockwise_alike() -> None:
    """Issue 39: the phone said "anticlockwise" where the game window says
    "counter-clockwise"; one word everywhere (Revenge's direction, King's option)."""
    from sorry_game.engine.interface import GameConfig
    from sorry_game.games.revenge.phone import private

    state = get_game("revenge").new_state(GameConfig(4), 3)
    state.direction = -1
    lines = " ".join(private(state.view(0))["lines"])
    assert "counter-clockwise" in lines and "anticlockwise" not in lines
    king = get_game("king")
    labels = [label for spec in king.options() for label in spec.labels]
    words = " ".join(labels + [s.text for s in king.rules]).lower()
    assert "anticlockwise" not in words and "counter-clockwise" in words
