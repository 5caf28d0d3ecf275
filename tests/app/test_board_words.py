"""Large text that holds on the board (issue 39): at 200 % no word the play area draws
(START and HOME, a pile's count, a seat's name, a strip's caption, a card's key) is
smaller than at 100 % — the panel's room for large text made the board smaller, and
its words shrank with it — and the smallest of them is no smaller either."""

from __future__ import annotations

import pygame
import pytest

from sorry_game.app import draw
from sorry_game.app.app import App
from sorry_game.session import sample_session

GAMES = ["classic", "president", "king", "revenge"]
SIZES = [(800, 600), (1280, 800), (1920, 1080)]


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def board_words(game_id: str, size, scale: int) -> dict[str, int]:
    """Each word the play area draws, at its smallest pixel size."""
    app = App(size=size, audio=False)
    app.settings.speed = "instant"
    app.set_ui_scale(scale)
    table = app.open_table(sample_session(game_id, 3, 24))
    app.step([])
    for _ in range(60):
        if not table.animator.busy:
            break
        app.step([], dt=0.1)
    drawn: list[tuple[int, str]] = []
    real = table.plugin.draw

    def draw_board(surface, view, ui):
        with draw.recorded_sizes() as sizes:
            real(surface, view, ui)
        drawn.extend(sizes)

    table.plugin.draw = draw_board
    table.draw(pygame.Surface(size))
    app.set_ui_scale(100)
    app.close()
    out: dict[str, int] = {}
    for px, words in drawn:
        out[words] = min(px, out.get(words, px))
    return out


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", GAMES)
def test_no_board_word_is_smaller_at_200(game_id: str, size) -> None:
    normal = board_words(game_id, size, 100)
    large = board_words(game_id, size, 200)
    assert min(large.values()) >= min(normal.values())
    # the words (not a card's big number: art that shrinks with its card)
    words = {w for w in normal if w in large and not w.strip().isdigit()}
    smaller = {w: (normal[w], large[w]) for w in words if large[w] < normal[w]}
    assert not smaller
