"""Seat names follow the theme's colours (issue 39): the Colour-safe theme's vermillion
and bluish-green seats are "Orange" and "Teal" wherever a seat's colour is named — the
header, the players' rows, the move log, setup, Results, the rules pages — while a name
typed in a field stays as typed. What is checked is what is drawn (`recorded_sizes`
keeps the words of every line drawn)."""

from __future__ import annotations

import re

import pygame
import pytest
from table_helpers import make_app, make_session, settle_forced

from sorry_game.app import draw
from sorry_game.app.theme import parse_theme

THEMED = re.compile(r"\b(Red|Green)\b")


@pytest.fixture(autouse=True)
def _plain_words_after(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")
    yield
    draw.set_seat_words({})  # the next test's windows name the colours as the games do


def drawn(scene) -> list[str]:
    surface = pygame.Surface(scene.size)
    with draw.recorded_sizes() as sizes:
        scene.draw(surface)
    return [words for _px, words in sizes]


def test_a_theme_names_its_seat_colours() -> None:
    text = "names:\n  red: Orange\n  green: Teal\n  blue: '#1'\n  mauve: Pink\n"
    theme, warnings = parse_theme(text, "t", "themes/t.yaml")
    assert theme.seat_names == {"red": "Orange", "green": "Teal"}
    assert any("names.blue" in w for w in warnings)
    assert any("names.mauve" in w for w in warnings)
    words = theme.seat_words([("Red", "red"), ("Blue", "blue"), ("Green", "green")])
    assert words == {"Red": "Orange", "Green": "Teal"}


@pytest.mark.parametrize("game_id", ["classic", "president", "revenge"])
def test_the_colour_safe_table_says_orange_and_teal(game_id: str) -> None:
    app = make_app((1280, 800))
    app.set_theme("colour-safe", persist=False)
    table = app.open_table(make_session(game_id, seed=3))
    app.step([])
    said = ""
    for _ in range(60):  # moves until the header names a seat the theme renames (the
        # header tells the seat acting now: whose turn a frame falls on is the game's)
        for _ in range(10):
            app.step([], dt=0.2)
        settle_forced(app, table)
        lines = drawn(table)
        assert not [line for line in lines if THEMED.search(line)]
        said = " ".join(lines)
        if "Orange" in said or "Teal" in said:
            break
    assert "Orange" in said or "Teal" in said
    app.set_theme("classic-round", persist=False)
    plain = " ".join(drawn(table))
    assert "Red" in plain or "Green" in plain
    assert "Orange" not in plain and "Teal" not in plain
    app.close()


@pytest.mark.parametrize("scene", ["setup", "rules", "results"])
def test_the_colour_safe_screens_say_orange_and_teal(scene: str) -> None:
    import importlib

    app = make_app((1280, 800))
    app.set_theme("colour-safe", persist=False)
    if scene == "setup":
        app.go("setup")
    else:
        module = importlib.import_module(f"sorry_game.app.scenes.{scene}")
        app.push(module.screenshot_scene(app, "classic"))
    app.step([])
    lines = drawn(app.top)
    assert not [line for line in lines if THEMED.search(line)]
    app.close()


def test_a_typed_name_stays_as_typed() -> None:
    from sorry_game.app.widgets import TextField

    app = make_app((1280, 800))
    app.set_theme("colour-safe", persist=False)
    field = TextField("Red")
    field.rect = pygame.Rect(10, 10, 300, 40)
    surface = pygame.Surface((400, 100))
    with draw.recorded_sizes() as sizes:
        field.draw(surface, app, False)
    assert [w for _px, w in sizes] == ["Red"]
    app.close()
