"""Text size that means it at the table (issue 32): at 200 % the side panel's words
(prompt, move log, players, buttons) are drawn about twice as tall as at 100 % at
1280x800 — the panel widens and takes two columns where one column beside the board
cannot hold them — with nothing cut, the board still large enough to play, and 100 %
laid out exactly as before."""

from __future__ import annotations

import statistics
from dataclasses import dataclass

import pygame
import pytest

from sorry_game.app import draw
from sorry_game.app.app import App
from sorry_game.app.draw import record
from sorry_game.app.table import panel as side
from sorry_game.games.catalogue import all_games
from sorry_game.session import sample_session

GAMES = [g.id for g in all_games()]
#: the side panel's parts as `frame.draw_table` tags them (draw/record.py)
PANEL_PARTS = ("header", "panel", "prompt", "options", "players", "log")


@dataclass
class Shown:
    """The table's layout as drawn."""

    wide: int
    area: pygame.Rect
    panel_rect: pygame.Rect
    lay: side.PanelLayout
    targets: list[pygame.Rect]


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def _table(game_id: str, size: tuple[int, int], scale: int):
    """The table of a seeded game at `scale` %: the lines its side panel draws (by part),
    the cut ones, and the table itself (its layout)."""
    app = App(size=size, audio=False)
    app.set_ui_scale(scale)
    table = app.open_table(sample_session(game_id, 3, 40))
    app.step([])
    surface = pygame.Surface(size)
    with draw.recorded_cuts() as cuts, record.recorded_text() as said:
        table.draw(surface)
    # the side panel's words by part (header, prompt, log …): the board's own words are
    # checked on their own (bench/layout.py: no board word smaller at 200 %)
    sizes: dict[str, list[tuple[int, str]]] = {}
    for part, px, words in said.lines:
        if part in PANEL_PARTS:
            sizes.setdefault(part, []).append((px, words))
    shown = Shown(
        table.wide,
        table.area.copy(),
        table.panel_rect.copy(),
        table.lay,
        [t.rect.copy() for t in [*table.options.targets, *table.options.pills]],
    )
    app.set_ui_scale(100)
    app.close()
    return sizes, cuts, shown


@pytest.mark.parametrize("game_id", GAMES)
def test_the_panel_text_is_twice_as_tall_at_200(game_id: str) -> None:
    normal, _, small = _table(game_id, (1280, 800), 100)
    large, cuts, table = _table(game_id, (1280, 800), 200)
    # each part's words as a part (a move log that says a move in fewer words does not
    # shift the panel's measure towards its other parts' sizes)
    ratios = [draw.text_size_ratio(large.get(part, []), normal[part]) for part in normal]
    assert statistics.median(ratios) >= 1.8, dict(zip(normal, ratios, strict=True))
    assert cuts == []
    # the panel made room: two columns, at most about half the window wide
    lay = table.lay
    if lay.stacked:  # two columns beside the header, the log across under them
        assert table.wide and table.panel_rect.width <= 1280 * side.STACKED_SHARE
        assert lay.players.left > lay.header.right
        if lay.plugin.left > lay.header.right:  # Sorry, King!: its part beside the header
            assert lay.players.bottom <= lay.header.bottom
            assert lay.log.top >= lay.prompt.bottom and lay.log.width == lay.prompt.width
        else:  # a card game: its card under the header, the words under the players
            assert lay.plugin.top >= lay.header.bottom and lay.plugin.right < lay.players.left
            assert lay.prompt.left == lay.players.left and lay.prompt.top >= lay.players.bottom
            assert lay.log.top >= max(lay.prompt.bottom, lay.plugin.bottom)
        assert lay.log.width > table.panel_rect.width * 0.8
    else:
        assert table.wide and table.panel_rect.width <= 1280 * side.WIDE_SHARE
        assert lay.log.left > lay.prompt.right
    # and the board is still a board: every target a finger's width or more
    assert table.area.width >= 0.45 * 1280 * 0.95
    assert all(min(r.size) >= 24 for r in table.targets)
    assert small.wide == 0


@pytest.mark.parametrize("size", [(1280, 800), (800, 600), (1920, 1080), (600, 800)])
def test_100_percent_is_laid_out_as_before(size) -> None:
    """At 100 % the plan is the plain split (one column, the panel's usual width)."""
    for aspect in (1.0, 1.25, 0.8):
        assert side.window_plan(size, aspect, 1.0) == (*side.split_window(size, aspect), 0, 0)


@pytest.mark.parametrize("scale", [150, 200])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("game_id", GAMES)
def test_nothing_is_cut_at_large_text(game_id: str, size, scale: int) -> None:
    """The players' names keep their words in a narrow column (their progress goes
    under them), and a small window's board keeps its targets large enough to hit."""
    _, cuts, table = _table(game_id, size, scale)
    assert cuts == []
    assert all(min(r.size) >= 20 for r in table.targets)


# --- the guided game's tip and the card's words in two columns ---------------------------
@pytest.mark.parametrize("game_id", [g for g in GAMES if g != "toy"])
def test_a_tip_at_200_sits_above_the_log_inside_the_window(game_id: str) -> None:
    """At 200 % the tip ran out of the window (Skip tutorial 200 px below it) or over
    the Hint button: in two columns it goes above the move log (the stacked panel's:
    under the prompt, above the log), and it and its button
    lie inside the panel, over none of the panel's other parts."""
    from sorry_game.app.tutorial import open_tutorial

    app = App(size=(1280, 800), audio=False)
    app.set_ui_scale(200)
    table = open_tutorial(app, game_id)
    for _ in range(3000):
        if app.top is table and table.human_input() and not table.animator.busy:
            break
        app.step([], dt=0.1)
    table.draw(pygame.Surface(app.size))
    lay = table.lay
    tips = [p for p in table.overlays.in_panel() if p.message.kind == "tip"]
    assert lay.wide and tips
    for tip in tips:
        assert lay.panel.contains(tip.rect) and tip.rect.contains(tip.button)
        if lay.stacked and lay.prompt.left > lay.header.right:  # a card game's: under
            # its card, and across the panel under the words beside it too where they
            # leave it more room (test_tip_text_size.py: its words grow), above the log
            assert tip.rect.top >= lay.plugin.bottom and tip.rect.bottom <= lay.log.top
            beside = max(lay.prompt.bottom, lay.buttons.bottom)
            assert tip.rect.right < lay.prompt.left or tip.rect.top >= beside
        elif lay.stacked:  # across the panel, under the prompt, above the log
            assert tip.rect.top >= lay.prompt.bottom and tip.rect.bottom <= lay.log.top
        else:
            assert tip.rect.left >= lay.prompt.right  # the second column
        parts = (lay.header, lay.plugin, lay.prompt, lay.buttons, lay.players, lay.footer)
        for part in (*parts, lay.log):
            assert not tip.rect.colliderect(part), part
    app.set_ui_scale(100)
    app.close()


def test_the_cards_words_beside_it_show_whole_at_200() -> None:
    """Sorry!'s card words were cut after three lines at 200 % (no "…"): the game's part
    of the panel now takes the height they need: whole, at the full size of the panel's
    unit (1.5 times its 100 % unit in two columns at 1280x800), not shrunk to fit: the
    whole words at 100 %, their short form where the column is too narrow for them
    (never a word broken to fit, issue 39)."""
    from sorry_game.games.board.cards import CARD_SHORT, CARD_TEXT

    px = {}
    for scale in (100, 200):
        app = App(size=(1280, 800), audio=False)
        app.set_ui_scale(scale)
        table = app.open_table(sample_session("classic", 3, 40))  # the SORRY! card: long
        app.step([])
        card = table.view.game.card or table.view.game.discard_top
        assert card is not None
        with draw.recorded_sizes() as sizes:
            table.draw(pygame.Surface(app.size))
        shown = " ".join(line.strip() for _px, line in sizes)
        words = CARD_TEXT[card] if scale == 100 else CARD_SHORT[card]
        assert words in shown, scale  # every word of it, in order
        px[scale] = next(px for px, line in sizes if line.strip() and words.startswith(line))
        app.set_ui_scale(100)
        app.close()
    assert px[200] >= 1.4 * px[100]
