"""The rules pictures keep every piece once (fresh-eyes review): a picture of a move
shows the position after it as far as the pieces go — a pawn taken out of START is not
also drawn in START (Sorry!'s first page showed five red pawns) — and every seat of
the game is at the table."""

from __future__ import annotations

import math
from typing import Any

import pytest
from shell_helpers import make_app

from sorry_game.app.draw import Palette
from sorry_game.app.plugins.board import paint, preview
from sorry_game.app.rulebook.diagram import reach, render_position
from sorry_game.app.rulebook.pages import pages_of
from sorry_game.games.board.geometry import HOME, START
from sorry_game.games.catalogue import get_game

#: the games drawn on the Sorry! board
BOARD_GAMES = ["classic", "president"]


def board_pictures() -> list[tuple[str, int]]:
    return [
        (g, i)
        for g in BOARD_GAMES
        for i, p in enumerate(pages_of(get_game(g)))
        if p.diagram is not None
    ]


@pytest.mark.parametrize(("game_id", "index"), board_pictures())
def test_each_start_and_home_circle_holds_the_pawns_it_holds_after_the_move(
    game_id: str, index: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every figure of a pawn drawn in a START or HOME circle (standing, or the ghost of
    where a move takes it) is one the circle holds after the move: as many as the
    engine's position after it has there (a pawn leaving START leaves its place empty;
    a bumped pawn's faint ghost fills its place)."""
    app = make_app()
    game = get_game(game_id)
    page = pages_of(game)[index]
    position = page.diagram
    assert position is not None
    drawn: list[tuple[int, tuple[float, float]]] = []
    lays: list[Any] = []
    draw_pawn = paint.BoardPainter.draw_pawn
    ghost = preview.ghost

    def record_pawn(self: Any, surface: Any, layout: Any, pawn: int, at: Any, *a: Any) -> None:
        drawn.append((pawn, at))
        lays.append(layout)
        draw_pawn(self, surface, layout, pawn, at, *a)

    def record_ghost(surface: Any, pal: Any, lay: Any, pawn: int, at: Any, alpha: int) -> None:
        drawn.append((pawn, at))
        ghost(surface, pal, lay, pawn, at, alpha)

    monkeypatch.setattr(paint.BoardPainter, "draw_pawn", record_pawn)
    monkeypatch.setattr(preview, "ghost", record_ghost)
    render_position((600, 600), Palette(app.theme), game, position)
    state, _ = reach(game, position)
    if position.show is not None:
        state.apply(game.parse_action(position.show))
    after = state.to_dict()["pawns"]
    lay = lays[0]
    for colour in range(position.players):
        for where, centres in ((START, lay.start), (HOME, lay.home)):
            held = sum(1 for p, at in enumerate(after) if p >> 2 == colour and at == where)
            cx, cy = centres[colour]
            inside = [
                p for p, (x, y) in drawn if math.hypot(x - cx, y - cy) < lay.circle_radius * 0.9
            ]
            assert len(inside) == held, (page.heading, colour, where, inside, held)
    app.close()


@pytest.mark.parametrize("game_id", ["classic", "president", "king", "revenge"])
def test_the_rules_pictures_seat_every_colour_the_game_can(game_id: str) -> None:
    """Each picture seats as many players as the game can (Revenge's had no Green): a
    seat left out reads as missing from the game."""
    game = get_game(game_id)
    for page in pages_of(game):
        if page.diagram is not None:
            assert page.diagram.players == game.max_players, (game_id, page.heading)
