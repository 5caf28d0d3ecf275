"""Large text in a small window (issue 39): at 200 % in 800x600 the panel keeps its
place and one column, its words 1.6 times as tall as at 100 % or more, and the board
keeps its size (every target as large as at 100 %); the move log and the players slide
over the board in a drawer on demand — L or the handle at the foot of the panel opens
it, L, Esc or a click beside it closes it, and your decision opens with it closed."""

from __future__ import annotations

import pygame
import pytest
from table_helpers import click_at, press, step_idle

from sorry_game.app import draw
from sorry_game.app.app import App
from sorry_game.app.table import panel as side
from sorry_game.session import sample_session

GAMES = ["classic", "president", "king", "revenge"]


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def table_at(game_id: str, scale: int, size=(800, 600)):
    app = App(size=size, audio=False)
    app.settings.speed = "instant"
    app.set_ui_scale(scale)
    table = app.open_table(sample_session(game_id, 3, 24))
    app.step([])
    for _ in range(100):  # the last move lands
        if not table.animator.busy:
            break
        step_idle(app)
    return app, table


def drawn(table, size=(800, 600)):
    with draw.recorded_sizes() as sizes:
        table.draw(pygame.Surface(size))
    return sizes


@pytest.mark.parametrize("game_id", GAMES)
def test_the_text_is_at_least_1_6_times_as_tall_and_the_board_as_large(game_id: str) -> None:
    """The play area keeps its place and size; its targets stay within 5 % of their
    100 % size: Sorry, King!'s files and ranks stand in a gutter of their own inside the
    area that grows with the Text size (a design choice, up to 1.45x, so they read at
    200 %), which takes a pixel from each square (46 -> 45 px at 800x600)."""
    app, small = table_at(game_id, 100)
    normal, area, targets = drawn(small), small.area.copy(), small.options.targets
    smallest = min((min(t.rect.size) for t in targets), default=0)
    app.close()
    app, table = table_at(game_id, 200)
    large = drawn(table)
    assert draw.text_size_ratio(large, normal) >= 1.6
    assert table.lay.drawer_u and table.area == area  # the board keeps its place and size
    assert min((min(t.rect.size) for t in table.options.targets), default=0) >= smallest * 0.95
    app.set_ui_scale(100)
    app.close()


def test_l_opens_the_drawer_over_the_board_and_l_esc_or_a_click_closes_it() -> None:
    app, table = table_at("classic", 200)
    lay = table.lay
    assert lay.players.height == 0 and lay.handle.height > 0  # closed: the players in it
    app.step([press(pygame.K_l)])
    lay = table.lay
    assert lay.drawer.height > 0 and table.area.colliderect(lay.drawer)
    assert lay.drawer.contains(lay.players) and lay.drawer.contains(lay.log)
    assert lay.players.height >= lay.row_h * 4 and lay.log.height > lay.u * 5
    words = [w for _px, w in drawn(table)]
    assert "You" in " ".join(words)  # the players' rows are drawn in it
    app.step([press(pygame.K_l)])
    assert table.lay.drawer.height == 0
    app.step([press(pygame.K_l)])
    app.step([press(pygame.K_ESCAPE)])
    assert table.lay.drawer.height == 0 and app.top is table  # Esc closed it, no pause
    app.step([press(pygame.K_l)])
    app.step(click_at(table.area.topleft))  # beside it: closed, nothing taken
    assert table.lay.drawer.height == 0
    app.set_ui_scale(100)
    app.close()


def test_the_handle_is_a_button_tab_reaches_and_your_decision_closes_the_drawer() -> None:
    app, table = table_at("classic", 200)
    handle = [b for b in table.options.buttons if b.name == "moves"]
    assert handle and handle[0].rect == table.lay.handle
    assert any(it[0] == "button" and it[2][0] == "moves" for it in table.options.focus_order())
    app.step(click_at(table.lay.handle.center))
    assert table.input.drawer.open and table.lay.drawer.height > 0
    for _ in range(400):  # until the human's next decision opens
        if table.human_input() and not table.animator.busy and table.forced_in is None:
            if not table.input.drawer.open:
                break
        step_idle(app)
    assert not table.input.drawer.open and table.lay.drawer.height == 0
    app.set_ui_scale(100)
    app.close()


def test_no_drawer_at_150_or_in_a_large_window() -> None:
    for size, scale in (((800, 600), 150), ((1280, 800), 200), ((1920, 1080), 200)):
        plan = side.window_plan(size, 1.0, scale / 100)
        assert plan.drawer == 0, (size, scale)


def tip_size(game_id: str, scale: int) -> int:
    """The size of the tips overlay's (F1) words at a human's decision, at 800x600."""
    app, table = table_at(game_id, scale)
    for _ in range(400):
        if table.human_input() and table.forced_in is None and not table.animator.busy:
            break
        step_idle(app)
    table.coach.on = True
    table.draw(pygame.Surface((800, 600)))
    table.draw(pygame.Surface((800, 600)))
    sizes = [p.size for p in table.overlays.placed if p.message.kind == "tip"]
    app.set_ui_scale(100)
    app.close()
    assert sizes, "no tip drawn"
    return sizes[0]


@pytest.mark.parametrize("game_id", ["classic", "revenge"])
def test_a_tip_in_the_column_grows_with_the_text_size(game_id: str) -> None:
    """At 200 % the tip in the drawer's column has the room to the table's buttons (the
    log's and the handle's) and grows; it stayed at its 100 % size there."""
    assert tip_size(game_id, 200) > tip_size(game_id, 100) * 1.2
