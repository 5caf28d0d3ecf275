"""The move log at 800x600 (issue 39): every entry keeps its seat's mark and name at
every text size — in the panel's column and in the drawer that holds the log at 200 %,
as wide as the play area lets it, where a move and its seat's name take one line."""

from __future__ import annotations

import pygame
import pytest
from table_helpers import make_app, press

from sorry_game.app.table import movelog
from sorry_game.engine.logline import joined
from sorry_game.session import sample_session

GAMES = ("classic", "president", "king", "revenge")
#: lines per entry in the drawer at 200 % (Sorry, King!'s entries say three facts and
#: more: a chess move, its checker, a rank controlled, a piece turned)
DRAWER_LINES = {"king": 1.25}


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def entries_named(table) -> list[tuple[str, str]]:
    """(the seat's name, the entry's first row) of each seat's entry laid out."""
    names = table.session.names()
    return [
        (names[seat], text)
        for seat, text, first in table.log.lines
        if first and seat is not None and 0 <= seat < len(names)
    ]


@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize("game_id", GAMES)
def test_every_log_entry_names_its_seat_at_800x600(game_id, scale):
    """Each seat's entry begins with its name (the mark is drawn before it: `draw_log`),
    also where the column is narrow (it told the seat by its token alone at 200 %)."""
    app = make_app((800, 600))
    app.set_ui_scale(scale)
    table = app.open_table(sample_session(game_id, 7, 120))
    surface = pygame.Surface(app.size)
    table.draw(surface)
    named = entries_named(table)  # (at 200 %: the column's newest entries, if any)
    if table.lay.drawer_u:  # the drawer holds the whole log: open it
        app.step([press(pygame.K_l)])
        table.draw(surface)
        assert table.lay.drawer.height > 0
        named += entries_named(table)
    assert named, "no seat's entry laid out"
    unnamed = [text for name, text in named if not text.startswith(name)]
    assert not unnamed, unnamed[:5]
    app.set_ui_scale(100)
    app.close()


@pytest.mark.parametrize("game_id", GAMES)
def test_the_drawer_sets_a_move_and_its_seat_on_one_line_at_200(game_id):
    """At 200 % in 800x600 the drawer is as wide as a move and its seat's name need:
    most entries one line (in the column's width they took two or three: 1.5-2.3)."""
    app = make_app((800, 600))
    app.set_ui_scale(200)
    session = sample_session(game_id, 7, 300)
    table = app.open_table(session)
    table.draw(pygame.Surface(app.size))
    app.step([press(pygame.K_l)])
    table.draw(pygame.Surface(app.size))
    assert table.area.contains(table.lay.drawer) or table.lay.drawer.left < table.area.right
    entries = len(joined([movelog.entry_line(e) for e in session.log]))
    assert len(table.log.lines) / entries <= DRAWER_LINES.get(game_id, 1.1)
    app.set_ui_scale(100)
    app.close()


def test_the_column_keeps_the_players_rows_where_they_fit_above_the_handle():
    """At 200 % in 800x600 (the drawer's column) the room the words leave holds the
    players' rows where they fit; a long prompt leaves none, and the drawer has them."""
    from sorry_game.app.table import panel as side

    plan = side.window_plan((800, 600), 1.0, 2.0)
    assert plan.drawer

    def lay(prompt: str):
        parts = side.PanelParts(prompt=prompt)
        return side.layout_panel(plan.panel, True, parts, 4, 2.0, 0, plan.drawer)

    short = lay("Choose a pawn.")
    assert short.players.height == short.row_h * 4
    assert short.players.bottom <= short.handle.top and short.log.height == 0
    long = lay("Choose a pawn to move, or your START, or pass: " * 6)
    assert long.players.height == 0 and long.handle.height >= 0
