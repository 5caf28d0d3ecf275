"""The review's bars and list read without a seat's colour or a guess: a loss in the
waterfall is never drawn in a seat's colour (the Red seat's red read as "you"), and a
list of decisions too long for its box says how many rows are hidden (issue 42)."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from sorry_game.app.draw import PlacedLines
from sorry_game.app.review import parts
from sorry_game.app.theme import list_themes, load_theme

LOSS = parts.Part("Luck", "−60 points", 80.0, 20.0, "step")


def far(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    return sum((x - y) ** 2 for x, y in zip(a, b, strict=True)) ** 0.5


@pytest.mark.parametrize("name", list_themes())
def test_a_loss_bar_is_in_no_seats_colour_in_any_theme(name: str, monkeypatch) -> None:
    pygame.font.init()
    theme, _warnings = load_theme(name)
    seats = [theme.player_colour(k) for k in ("red", "blue", "yellow", "green", "white", "black")]
    monkeypatch.setattr(parts, "rows", lambda review, seat: [LOSS])
    monkeypatch.setattr(parts, "accuracy_words", lambda s: "")
    monkeypatch.setattr(parts, "mark_words", lambda review, seat: "")
    monkeypatch.setattr(parts, "beyond_words", lambda review, seat: "")
    surface = pygame.Surface((400, 60))
    panel = theme.colour("panel")
    surface.fill(panel)
    font = pygame.font.Font(None, 20)
    review = SimpleNamespace(seats=[None])
    rect = pygame.Rect(0, 0, 400, 60)
    parts.draw_parts(surface, rect, review, 0, seats[0], theme, font, font, PlacedLines())  # type: ignore[arg-type]
    line = font.get_linesize()
    bar_x = 400 * 9 // 20 + line // 2  # the bar's place in draw_parts
    bar_w = 400 - bar_x - font.size(LOSS.value)[0] - line // 2
    inside = range(bar_x + bar_w * 25 // 100, bar_x + bar_w * 75 // 100)  # of 20..80
    drawn = {tuple(surface.get_at((x, y)))[:3] for x in inside for y in range(60)}
    drawn = {c for c in drawn if far(c, panel) > 40}  # the bar's own pixels
    assert drawn  # the loss is drawn …
    for colour in drawn:  # … in none of the seats' colours
        assert min(far(colour, seat) for seat in seats) > 60, (name, colour)
