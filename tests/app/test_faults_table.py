"""Regression tests for what a new user ran into on the table (issue 8 §3), and for the
save/name faults found by trying: each fault once, by name."""

from __future__ import annotations

import json

import pygame
import pytest
from table_helpers import click_at, make_app, make_session, open_game, press

from sorry_game.ai import worker
from sorry_game.app import draw
from sorry_game.app.table.computer import Computers
from sorry_game.engine.errors import SaveError
from sorry_game.engine.interface import GameConfig
from sorry_game.games.board.cards import SORRY
from sorry_game.games.catalogue import all_games, get_game
from sorry_game.session import Seat, Session


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def test_prompt_mentions_start_only_when_a_pawn_can_leave_it():
    """A fault: '…or your START' was shown on a 3, 5 or 8."""
    app, table, session = open_game(seed=2, humans=(0, 1, 2, 3))
    state = session.state
    for card, start in ((3, False), (5, False), (8, False), (1, True), (2, True)):
        state.card, state._legal = card, None
        state.board.pos[0] = 30  # one pawn out, three in START
        state.board.track[30] = 0
        table.land_now()
        prompt = table.controller.prompt()
        assert ("START" in prompt) == start, (card, prompt)
        state.board.pos[0] = 66
        state.board.track[30] = -1
    app.close()


def test_banner_never_covers_the_card_in_play():
    """A fault: pop-ups about the previous move covered the current card."""
    for size in ((800, 600), (1280, 800), (1920, 1080)):
        app, table, session = open_game(size, seed=2)
        table.news.banner = ("Ann cannot move with an 8 — turn forfeited", (200, 50, 50))
        surface = pygame.Surface(size)
        table.draw(surface)
        board = table.plugin.board
        card = board.card_rect.union(board.pile_extent())
        (news,) = [p for p in table.overlays.placed if p.message.kind == "news"]
        assert news.in_panel or not news.rect.colliderect(card)
        assert news.in_panel or not any(news.rect.colliderect(r) for r in table.covered())
        app.close()


def test_curtain_waits_until_the_move_has_landed():
    """A fault: the curtain came up before the mover had seen their move land."""
    app, table, session = open_game(
        (1280, 800), seed=4, options={"hand": True}, humans=(0, 1), players=2
    )
    app.settings.speed = "normal"
    while type(app.top).__name__ == "PassScreenScene":
        app.step(click_at(app.top.reveal.rect.center))
    mover = session.state.current_player()
    table.apply(session.state.legal_actions()[0])
    assert session.state.current_player() != mover
    app.step([], dt=0.05)
    assert app.top is table, "the curtain must not hide the move while it lands"
    for _ in range(400):
        app.step([], dt=0.05)
        if app.top is not table:
            break
    assert type(app.top).__name__ == "PassScreenScene"
    assert table.viewer() is None  # the mover's hand was hidden as soon as they moved
    app.close()


def test_curtain_lets_the_mover_take_back_their_own_move():
    app, table, session = open_game(
        (1280, 800), seed=4, options={"hand": True}, humans=(0, 1), players=2
    )
    while type(app.top).__name__ == "PassScreenScene":
        app.step(click_at(app.top.reveal.rect.center))
    table.apply(session.state.legal_actions()[0])
    for _ in range(100):
        app.step([], dt=0.1)
        if app.top is not table:
            break
    curtain = app.top
    assert curtain.take_back is not None
    app.step(click_at(curtain.take_back.rect.center))
    assert app.top is table and session.actions == []
    app.close()


def test_nul_and_control_characters_in_a_seat_name_are_dropped(tmp_path):
    """A fault: a NUL in a seat name was copied into the autosave and broke every start."""
    seats = [Seat("An\x00n\x07"), Seat("Bo\tb", "computer")]
    session = Session.new("classic", GameConfig(2), 3, seats, save_path=tmp_path / "a.sorry")
    assert [s.name for s in session.seats] == ["Ann", "Bob"]
    text = (tmp_path / "a.sorry").read_text()
    assert "\x00" not in text
    # an old autosave that already holds one loads with the name cleaned
    text = text.replace('"Ann"', '"An\\u0000n"')
    assert Session.from_text(text).seats[0].name == "Ann"


def save_text(seats_meta) -> str:
    seats_meta = [{"kind": "human", **seat} for seat in seats_meta]  # who plays is never guessed
    return (
        "sorry-game save\nformat 1\ngame classic\nseed 3\n"
        'config {"options": {}, "players": 2}\n'
        f"meta {json.dumps({'seats': seats_meta})}\nactions\nend 0\n"
    )


def test_loaded_seat_colour_99_is_refused_and_a_non_text_name_replaced():
    with pytest.raises(SaveError) as info:
        Session.from_text(save_text([{"name": "A", "colour": 99}, {"name": "B", "colour": 2}]))
    assert info.value.line == 6 and "colour" in info.value.reason
    session = Session.from_text(save_text([{"name": 5, "colour": 0}, {"name": {}, "colour": 2}]))
    assert [s.name for s in session.seats] == ["Player 1", "Player 2"]
    long = Session.from_text(save_text([{"name": "x" * 10_000, "colour": 0}, {"colour": 2}]))
    assert len(long.seats[0].name) <= 14


def test_save_with_a_byte_order_mark_loads():
    session = Session.from_text(
        "\ufeff" + save_text([{"name": "A", "colour": 0}, {"name": "B", "colour": 2}])
    )
    assert session.names() == ["A", "B"]


def test_a_very_long_line_in_a_save_is_refused_not_replayed(tmp_path):
    text = save_text([{"name": "A", "colour": 0}, {"name": "B", "colour": 2}])
    text = text.replace("actions\nend 0", "actions\n" + "move R0 +5 " * 100_000 + "\nend 1")
    with pytest.raises(SaveError) as info:
        Session.from_text(text)
    assert info.value.line == 8 and len(str(info.value)) < 200


def test_an_endless_file_is_refused_without_reading_it_all(tmp_path):
    with pytest.raises(SaveError, match="too large"):
        Session.load("/dev/zero")


def test_wrapping_a_huge_word_measures_logarithmically(monkeypatch):
    """A fault: fonts.wrap was quadratic, so a very long name or save line hung the window."""
    calls = []
    real = draw.px_width
    monkeypatch.setattr(draw, "px_width", lambda *a, **k: calls.append(1) or real(*a, **k))
    lines = draw.wrap_px("W" * 200_000, 16, 300)
    assert all(draw.px_width(line, 16) <= 300 for line in lines)
    per_line = len(calls) / len(lines)
    assert per_line < 40, per_line  # a binary search per line, not a scan per character
    calls.clear()
    assert draw.ellipsize_px("W" * 200_000, 16, 300).endswith("…")
    assert len(calls) < 40


def sorry_in_hand(pawns: dict[int, int]):
    """A table where Red (a human) holds a SORRY! with these opponent pawns on the track."""
    app = make_app((1280, 800))
    session = make_session(seed=3, humans=(0, 1, 2, 3))
    state = session.state
    state.current, state.card, state._legal = 0, SORRY, None
    for pawn, square in pawns.items():
        state.board.pos[pawn] = square
        state.board.track[square] = pawn
    return app, app.open_table(session), session


def test_sorry_target_click_is_one_move_in_draw_mode():
    app, table, session = sorry_in_hand({4: 20, 8: 35})
    app.step([])
    squares = [t for t in table.options.targets if t.choice.kind == "square"]
    assert sorted(t.choice.key for t in squares) == [20, 35]
    app.step(click_at(next(t for t in squares if t.choice.key == 20).point))
    assert session.actions == ["sorry B0"]
    app.step([press(pygame.K_ESCAPE)])
    app.close()


def test_a_sorry_with_one_target_plays_itself():
    """No click without a choice: one pawn to bump is no decision; the table shows it
    for a beat (normal speed), then plays it."""
    app, table, session = sorry_in_hand({4: 20})
    app.settings.speed = "normal"
    table.land_now()
    assert table.controller.forced is not None and table.forced_in > 0
    assert not table.options.targets and not table.options.pills
    assert table.controller.hint  # the move it will be is marked
    app.step([], dt=0.1)
    assert session.actions == []
    for _ in range(20):
        app.step([], dt=0.1)
    assert session.actions == ["sorry B0"]
    app.close()


def test_make_session_default_colours():
    session = make_session(players=2)
    assert [s.colour for s in session.seats] == [0, 2]


@pytest.mark.parametrize("theme", ["classic-round", "classic-square", "high-contrast"])
def test_the_deck_stands_out_from_the_table_in_every_theme(theme):
    """A fault: the high-contrast theme's deck (black) was invisible on its black table."""
    from sorry_game.app.theme import load_theme

    loaded, warnings = load_theme(theme)
    assert not warnings
    back, table = loaded.colour("card.back"), loaded.colour("table")
    assert sum((a - b) ** 2 for a, b in zip(back, table, strict=True)) ** 0.5 > 90
    app, table_scene, session = open_game((1280, 800), seed=2)
    app.set_theme(theme, persist=False)
    surface = pygame.Surface(app.size)
    table_scene.draw(surface)
    pile = table_scene.plugin.board.pile_rect
    assert tuple(surface.get_at((pile.left + pile.width // 20, pile.centery))[:3]) == back
    app.close()


@pytest.mark.parametrize("game_id", [game.id for game in all_games()])
def test_the_computer_knows_the_game_after_a_take_back_and_another_move(game_id):
    """Found by the monkey (issue 17): after a take-back, a different move brought the
    game back to as many actions as the worker had been sent, so the worker was sent
    nothing new and went on thinking about the game that was taken back (a computer
    then chose a move that was not legal, or a legal one for another position)."""
    game = get_game(game_id)  # two players: a computer's one reply after each move
    session = make_session(game_id, seed=6, humans=(0,), players=game.min_players)
    computers = Computers(session)
    taken_back = 0

    def computers_move() -> None:
        while not session.state.is_over() and session.state.current_player() != 0:
            reply = None
            while reply is None:
                reply = computers.play("easy", 1.0, 0.0)
            copy = worker._copies[computers.link.key].state
            assert copy.to_dict() == session.state.to_dict(), "the worker's game is another"
            assert reply.error == "" and reply.action is not None, reply.error
            session.apply(reply.action)

    computers_move()
    for _ in range(60):
        if session.state.is_over() or taken_back == 3:
            break
        legal = session.state.legal_actions()
        session.apply(legal[0])
        computers_move()
        if len(legal) > 1 and session.undo(by=0):
            taken_back += 1
            session.apply(legal[1])  # another move: as many actions as before
            computers_move()
    assert taken_back, "no take-back was tried"
