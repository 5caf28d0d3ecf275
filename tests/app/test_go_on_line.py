"""The prompt while a move lands and at the end: "Click or press Space to go on." only on
the way to a human's decision (a computer's turn goes on by itself), under the news it
ends, never above it; once the game is over, what comes next (Results, by itself: a
quiet countdown)."""

from __future__ import annotations

import re

import pygame
import pytest
from table_helpers import make_app, make_session, press

from sorry_game.app.draw import record
from sorry_game.app.table import columns

GO_ON = "Click or press Space to go on."


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def play(table, app, steps: int, check) -> None:
    """Step the table at normal speed, calling `check` on every frame it is up."""
    for _ in range(steps):
        app.step([], dt=0.05)
        if app.top is not table:
            app.step([press(pygame.K_RETURN, text="\r")])  # a round's summary
            continue
        if table.state.is_over():
            return
        options = table.controller.options() if table.human_input() else []
        if options and not table.landing and table.forced_in is None:
            table.take(options[0])
        check()


@pytest.mark.parametrize("game_id", ["classic", "president", "revenge"])
def test_go_on_is_said_only_before_a_humans_decision(game_id):
    """The president table said 'Click or press Space to go on.' on a computer's turn."""
    app = make_app((1280, 800))
    app.settings.speed = "normal"
    table = app.open_table(make_session(game_id, seed=3, humans=(0,)))
    said = {"human": 0, "computer": 0}

    def check() -> None:
        if not table.landing:
            return
        line = table.prompt_line()[0]
        human_next = table.view.decider in table.humans
        if line == GO_ON:
            assert human_next, (line, table.view.decider)
            said["human"] += 1
        elif not human_next:
            said["computer"] += 1

    play(table, app, 3000, check)
    assert said["computer"] > 0 and said["human"] > 0, said
    app.close()


def test_the_news_in_the_panel_stands_above_the_line_that_ends_it():
    """King's news 'Your rook turns black!' sat under 'Click or press Space to go on.'"""
    parts = columns.PanelParts(prompt=GO_ON, notice_height=lambda _w, _u: 60, notice_first=True)
    lay = columns.layout_panel(pygame.Rect(800, 0, 480, 800), True, parts, 2)
    assert lay.notice.height == 60 and lay.notice.bottom <= lay.prompt.top
    asking = columns.PanelParts(prompt="Choose a pawn.", notice_height=lambda _w, _u: 60)
    lay = columns.layout_panel(pygame.Rect(800, 0, 480, 800), True, asking, 2)
    assert lay.notice.top >= lay.prompt.bottom  # a tip about the question: under it


def test_the_table_lays_the_landing_news_out_above_the_go_on_line():
    app = make_app((1280, 800))
    app.settings.speed = "normal"
    table = app.open_table(make_session("king", seed=7, humans=(0,)))
    seen = 0

    def check() -> None:
        nonlocal seen
        table.arrange()
        news = [p for p in table.overlays.placed if p.message.kind == "news"]
        in_panel = [p for p in news if p.in_panel]
        if in_panel and table.prompt_line()[0] == GO_ON:
            seen += 1
            assert table.lay.notice.bottom <= table.lay.prompt.top

    play(table, app, 3000, check)
    assert seen, "no news in the panel before a decision of yours"
    app.close()


@pytest.mark.parametrize("game_id", ["classic", "president", "revenge"])
def test_the_end_says_the_results_come_next_and_nothing_stale(game_id):
    """After 'Game over' the panel kept the last trick ('To beat: a 2 · played by Cy ·
    Trade: …'), the last card ('Played by you') or the face-down deck, the last move's
    news stayed up, and nothing said what came next."""
    app = make_app((1280, 800))  # instant: the last news has a glance
    table = app.open_table(make_session(game_id, seed=3, humans=()))
    for _ in range(40000):
        app.step([], dt=0.05)
        if app.top is not table:
            app.step([press(pygame.K_RETURN, text="\r")])
            continue
        if table.state.is_over() and not table.landing:  # its news told in its moment
            break
    assert table.state.is_over()
    assert re.fullmatch(r"Results in \d s", table.prompt_line()[0])  # a quiet countdown
    assert table.lay.plugin.height == 0  # the game's part says nothing once it is over
    with record.recorded_text() as rec:
        table.draw(pygame.Surface(table.size))
    assert not [t for p, _px, t in rec.lines if p == "panel" and t not in table.view.status]
    assert "Game over" in [t for p, _px, t in rec.lines if p == "header"]
    for _ in range(100):  # by itself: no click, no key; the last news ends first
        app.step([], dt=0.05)
        if app.top is table:
            assert table.news.banner is None or table.news_moment
    assert type(app.top).__name__ == "ResultsScene"
    app.close()


def _colours(surface: pygame.Surface, rect: pygame.Rect) -> set[tuple[int, int, int]]:
    rect = rect.clip(surface.get_rect())
    return {
        tuple(surface.get_at((x, y)))[:3]
        for y in range(rect.top, rect.bottom)
        for x in range(rect.left, rect.right)
    }


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_P7_the_trick_taken_is_the_one_statement_then_a_live_go_on(size):
    """Sorry My Ass! at 200 % text, 'The trick goes to you' up: 'Unbeaten: a SORRY!'
    beside it said it again, the news sat under the go-on line (the part beside the
    header pushed it down) and 'Click or press Space to go on.' was drawn grey, as if
    disabled. Now the game's part gives the news its room, the news stands above the
    line that ends it, and that line is in the text's colour (every game's)."""
    app = make_app(size)
    app.settings.speed = "normal"
    app.settings.ui_scale = 200
    table = app.open_table(make_session("president", seed=3, humans=(0,)))

    def up() -> bool:
        banner = table.news.banner
        return banner is not None and "trick goes to" in banner[0] and table.moment is not None

    for _ in range(6000):
        if up() and table.prompt_line()[0] == GO_ON:
            break
        app.step([], dt=0.05)
        if app.top is not table:
            app.step([press(pygame.K_RETURN, text="\r")])
        elif table.human_input() and not table.landing and table.forced_in is None:
            table.take(table.controller.options()[0])
    else:
        raise AssertionError("no taken trick's news before a decision of yours")
    assert table.prompt_line() == (GO_ON, "text")
    surface = pygame.Surface(table.size)
    with record.recorded_text() as rec:
        table.draw(surface)
    panel = [t for p, _px, t in rec.lines if p == "panel" and t not in table.told.status]
    assert panel == [] and table.lay.plugin.height == 0, panel
    lay = table.lay
    assert lay.notice.height > 0 and lay.notice.bottom <= lay.prompt.top
    pal = table.palette
    ink = _colours(surface, lay.prompt)
    assert tuple(pal["text"])[:3] in ink and tuple(pal["muted_text"])[:3] not in ink
    app.close()
