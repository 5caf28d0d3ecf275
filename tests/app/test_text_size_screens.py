"""Text size that means it on the screens around the table (issue 32): Results, the
rules, Load game, the statistics and Setup at 100 %, 150 % and 200 % text draw no
words cut short at 800x600 and 1280x800 (the layout wraps, stacks or scrolls instead),
and at 200 % their body text is at least 1.8 times as tall as at 100 % at 1280x800."""

from __future__ import annotations

import pygame
import pytest
from shell_helpers import drawn_lines as drawn

from sorry_game.app import draw
from sorry_game.app.app import App
from sorry_game.games.catalogue import all_games

GAMES = [g.id for g in all_games()]
SIZES = [(800, 600), (1280, 800)]


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def shrunk(normal, large) -> list[tuple[str, int, int]]:
    """The lines drawn at both sizes that are less than 1.8 times as tall at 200 %
    (shrunk to fit), their words and sizes; a line wrapped at 200 % counts by its
    words' first line."""
    at_100 = {words: px for px, words in normal}
    return [(w, at_100[w], px) for px, w in large if w in at_100 and px < 1.8 * at_100[w]]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize("game_id", GAMES)
def test_results_cut_no_words(game_id: str, scale: int, size) -> None:
    """The story's heading and the game's length share a line only when both fit."""
    _, cuts = drawn("results", game_id, size, scale)
    assert cuts == []


@pytest.mark.parametrize("game_id", GAMES)
def test_the_rules_are_twice_as_tall_at_200(game_id: str) -> None:
    normal, _ = drawn("rules", game_id, (1280, 800), 100)
    large, _ = drawn("rules", game_id, (1280, 800), 200)
    assert draw.text_size_ratio(large, normal) >= 1.8


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", GAMES)
def test_no_rules_page_is_cut_at_200(game_id: str, size) -> None:
    """Every page and the contents: the diagram goes under the words and the page
    grows (it scrolls) rather than the words shrink; Contents and Back take a row of
    their own rather than lose their words."""
    from sorry_game.app.scenes import rules

    app = App(size=size, audio=False)
    app.set_ui_scale(200)
    app.push(rules.screenshot_scene(app, game_id))
    app.step([])
    scene = app.top
    body = scene.font_px("body")
    cuts, shrunk, outside = [], [], []
    for index in [*range(len(scene.pages)), -1]:
        if index < 0:
            scene.toggle_contents()
        else:
            scene.open_page(index)
        with draw.recorded_cuts() as cut:
            scene.draw(pygame.Surface(scene.size))
        cuts += cut
        if index >= 0 and scene.text.px < body:
            shrunk.append(index)
        page = pygame.Rect((0, 0), scene.size)
        outside += [w.name for w in scene.form.widgets if w.visible and not page.contains(w.rect)]
    app.set_ui_scale(100)
    app.close()
    assert cuts == [] and shrunk == [] and outside == []


def _saves() -> None:
    """A few named saves of every game, with long names (the list's real content)."""
    from sorry_game.session import sample_session
    from sorry_game.store import saves

    for k, game_id in enumerate(GAMES[:4]):
        saves.save_as(sample_session(game_id, k, 12), f"Sunday evening with the cousins {k}")


@pytest.mark.parametrize("size", SIZES)
def test_load_game_keeps_its_words_at_200(size) -> None:
    """Each save's lines wrap in a taller row rather than shrink: 1.8x at 1280x800."""
    _saves()
    normal, _ = drawn("load", "", size, 100)
    large, cuts = drawn("load", "", size, 200)
    assert cuts == [] and shrunk(normal, large) == []
    if size == (1280, 800):
        assert draw.text_size_ratio(large, normal) >= 1.8


@pytest.mark.parametrize("scene", ["load", "history"])
def test_an_empty_list_says_so_at_full_size(scene: str) -> None:
    normal, _ = drawn(scene, "", (800, 600), 100)
    large, cuts = drawn(scene, "", (800, 600), 200)
    assert cuts == [] and shrunk(normal, large) == []


@pytest.mark.parametrize("size", SIZES)
def test_the_statistics_keep_their_words_at_200(size) -> None:
    """Real rows (the screen's made-up games): at 200 % a card per player, its numbers
    in words that wrap, rather than columns that cut their headings and names."""
    normal, _ = drawn("stats", GAMES[0], size, 100)
    large, cuts = drawn("stats", GAMES[0], size, 200)
    assert cuts == [] and shrunk(normal, large) == []
    assert draw.text_size_ratio(large, normal) >= 1.8
    words = " ".join(w for _px, w in large)
    assert "Computer (normal)" in words and "Games\u00a05" in words


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 4])
def test_setup_reflows_at_200(size, players: int) -> None:
    """Setup in one column at 200 %: fewer tiles to a row, a seat's level under its
    colour and name where they do not fit on a line; nothing cut, twice as tall at
    1280x800, every control on the page and none over another."""
    app = App(size=size, audio=False)
    app.set_ui_scale(200)
    app.go("setup")
    scene = app.top
    scene.set_players_count(players)
    app.step([])
    with draw.recorded_sizes() as large, draw.recorded_cuts() as cuts:
        scene.draw(pygame.Surface(scene.size))
    page = pygame.Rect((0, 0), scene.size)
    shown = [w for w in scene.form.widgets if w.visible and w.rect.w]
    outside = [w.name for w in shown if not page.contains(w.rect)]
    overlaps = [
        (a.name, b.name)
        for i, a in enumerate(shown)
        for b in shown[i + 1 :]
        if a.rect.colliderect(b.rect)
    ]
    page_h = scene.size[1]
    app.set_ui_scale(100)
    app.close()
    assert cuts == [] and outside == [] and overlaps == []
    assert page_h > size[1]  # the page scrolls
    if size == (1280, 800):
        normal, _ = drawn("setup", "", size, 100)
        assert draw.text_size_ratio(large, normal) >= 1.8


@pytest.mark.parametrize("size", SIZES)
def test_settings_help_lines_clear_of_the_focus_ring_at_200(size) -> None:
    """Settings at 200 % stacks each row's words above its control: the focus ring
    round the control covered the help line above it ("Expert thinks up to 3 s")."""
    from sorry_game.app.widgets.base import focus_outset

    app = App(size=size)
    app.set_ui_scale(200)
    app.step([])
    app.go("settings")
    app.step([])
    scene = app.scenes[-1]
    assert scene.stacked
    for (_text, widget, _help), label in zip(scene.rows, scene.label_rects, strict=True):
        o = focus_outset(widget.rect.h)
        assert not label.colliderect(widget.rect.inflate(2 * o, 2 * o)), _text
    app.set_ui_scale(100)
    app.close()
