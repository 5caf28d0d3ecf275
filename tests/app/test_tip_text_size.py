"""The guided game's tip at 200 % text: never drawn smaller than at 100 %, and where
the panel has the room (1280x800) larger, like the panel's other words. In the card
games' two-column panel it sat in the first column under the game's part, set at its
100 % size there while the prompt beside it was twice as tall; it now goes across the
panel in the log's room (or stays in the column when the words beside leave less)."""

from __future__ import annotations

import pygame
import pytest

from sorry_game.app.app import App
from sorry_game.app.draw import record
from sorry_game.app.tutorial import screenshot_scene, tutorial_games

GAMES = [g.id for g in tutorial_games()]


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def tip_px(game_id: str, size: tuple[int, int], scale: int) -> int:
    """The largest pixel size of the first tip's words in the guided game."""
    app = App(size=size, audio=False)
    app.set_ui_scale(scale)
    scene = screenshot_scene(app, game_id)
    app.push(scene)
    app.step([])
    with record.recorded_text() as said:
        scene.draw(pygame.Surface(size))
    app.close()
    sizes = [px for part, px, _words in said.lines if part == "message:tip"]
    assert sizes, f"{game_id}: no tip drawn at {scale} %"
    return max(sizes)


@pytest.mark.parametrize("game_id", GAMES)
def test_tip_grows_with_the_text_size_at_1280x800(game_id):
    normal, large = tip_px(game_id, (1280, 800), 100), tip_px(game_id, (1280, 800), 200)
    assert large >= normal * 1.1, (game_id, normal, large)


@pytest.mark.parametrize("game_id", GAMES)
def test_tip_never_smaller_at_200_percent_at_800x600(game_id):
    normal, large = tip_px(game_id, (800, 600), 100), tip_px(game_id, (800, 600), 200)
    assert large >= normal, (game_id, normal, large)


def f1_tip_px(game_id: str, scale: int) -> int | None:
    """The largest pixel size of the F1 tip's words on a seeded game at 1280x800 (None:
    no tip at this position)."""
    from sorry_game.session import sample_session

    app = App(size=(1280, 800), audio=False)
    app.set_ui_scale(scale)
    table = app.open_table(sample_session(game_id, 3, 40))
    table.coach.on = True  # what F1 turns on
    app.step([])
    with record.recorded_text() as said:
        table.draw(pygame.Surface((1280, 800)))
    app.close()
    return max((px for part, px, _w in said.lines if part == "message:tip"), default=None)


def test_f1_tips_grow_with_the_text_size_at_1280x800():
    from sorry_game.games.catalogue import all_games

    grown = 0
    for game in all_games():
        normal = f1_tip_px(game.id, 100)
        if normal is None:  # no tip at this position of this game
            continue
        large = f1_tip_px(game.id, 200)
        assert large is not None and large >= normal * 1.1, (game.id, normal, large)
        grown += 1
    assert grown  # at least one seeded position shows a tip
