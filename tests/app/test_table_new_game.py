"""A new game needs no change to the table: the toy game of the tests (hidden hands, an
out-of-turn decision, a draw) with its small UI plugin is played to the end through the
real TableScene by clicks, alone against the computer and between two humans at one
screen (with the curtain)."""

from __future__ import annotations

import random

import pygame
import pytest
from table_helpers import click_at, clickables, make_app, make_session, play


@pytest.fixture(autouse=True)
def _toy(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def test_toy_game_played_to_the_end_by_clicks_against_the_computer():
    app = make_app((1024, 700))
    session = make_session("toy", seed=3, humans=(0,), players=2)
    table = app.open_table(session)
    rng = random.Random(2)
    out_of_turn = 0

    def choose(t):
        nonlocal out_of_turn
        state = session.state
        if state.current_player() != state.turn_player():
            out_of_turn += 1  # seat 0 counts seat 1's card
        rect, _choice = rng.choice(clickables(t))
        return click_at(rect.center)

    for seed in range(6):  # a few games: some are won, one may be drawn
        play(app, table, choose)
        assert session.state.is_over()
        if seed < 5:
            session = make_session("toy", seed=seed + 10, humans=(0,), players=2)
            app.reset(app.top)
            table = app.open_table(session)
    assert out_of_turn > 0
    app.close()


def test_T1_the_higher_total_wins_and_equal_totals_draw():
    """The toy's one rule (T-1), over games of random play."""
    from sorry_game.engine.interface import GameConfig
    from sorry_game.games.catalogue import get_game

    game = get_game("toy")
    outcomes = set()
    for seed in range(40):
        state = game.new_state(GameConfig(2), seed)
        rng = random.Random(seed)
        while not state.is_over():
            state.apply(rng.choice(state.legal_actions()))
        a, b = state.scores
        outcome = state.outcome()
        assert outcome.winners == (() if a == b else ((0,) if a > b else (1,)))
        outcomes.add(len(outcome.winners))
    assert outcomes == {0, 1}  # both a win and a draw happened


def card_faces(surface, palette) -> int:
    """Pixels of the card-face colour: a face-up card is on screen when there are many."""
    face = palette["card_face"]
    w, h = surface.get_size()
    return sum(
        1 for x in range(0, w, 4) for y in range(0, h, 4) if surface.get_at((x, y))[:3] == face
    )


def test_two_humans_pass_the_screen_and_the_curtain_hides_every_card():
    app = make_app((1024, 700))
    session = make_session("toy", seed=5, humans=(0, 1), players=2)
    table = app.open_table(session)
    rng = random.Random(4)
    shots = []

    def on_curtain(scene):
        surface = pygame.Surface(app.size)
        app.draw()
        surface.blit(pygame.display.get_surface(), (0, 0))
        shots.append(card_faces(surface, table.palette))
        return click_at(scene.reveal.rect.center)

    def choose(t):
        assert t.viewer() == session.state.current_player()  # only the decider's hand
        rect, _choice = rng.choice(clickables(t))
        return click_at(rect.center)

    play(app, table, choose, on_curtain=on_curtain)
    assert shots, "two humans with hidden hands never saw the curtain"
    assert max(shots) == 0, "a card face shows while the curtain is up"
    app.close()
