"""The Stats screen and the story on Results: a finished game is counted once, a broken
statistics file is explained and kept, and every line of text stays in its panel."""

from __future__ import annotations

import json

import pygame
import pytest
from shell_helpers import click, make_app

from sorry_game.app.scenes.results import ResultsScene, headline
from sorry_game.app.scenes.results import screenshot_scene as results_picture
from sorry_game.app.scenes.stats import EMPTY_TITLE, StatsScene
from sorry_game.app.scenes.stats import screenshot_scene as stats_picture
from sorry_game.engine.interface import GameConfig
from sorry_game.engine.outcome import Outcome
from sorry_game.games.catalogue import all_games
from sorry_game.session import Seat, Session
from sorry_game.store.history import finished_games
from sorry_game.store.paths import autosave_path
from sorry_game.store.stats import SeatResult, Stats, record_game
from sorry_game.store.stats_file import load_stats, stats_path

GAMES = [g.id for g in all_games() if g.available]
SIZES = [(800, 600), (1280, 800), (1920, 1080)]


def finished(game_id: str = "classic") -> Session:
    seats = [Seat("Ann", "human", "normal", 0), Seat("Cy", "computer", "easy", 2)]
    session = Session.new(game_id, GameConfig(2, {"colours": [0, 2]}), 3, seats)
    while not session.state.is_over():
        session.apply(session.state.legal_actions()[0])
    return session


def games_of(name: str, game_id: str = "classic") -> int:
    rows = load_stats().stats.rows(game_id)
    return next((t.games for who, t in rows if who.label == name), 0)


def test_results_count_the_game_once_shown_twice_or_reloaded():
    app = make_app()
    session = finished()
    app.push(ResultsScene(app, session))
    app.step([])
    assert games_of("Ann") == 1 and games_of("Computer (easy)") == 1
    app.push(ResultsScene(app, session))  # Results shown again
    app.push(ResultsScene(app, Session.from_text(session.record().dumps())))  # a reload
    app.step([])
    assert games_of("Ann") == 1
    winner = session.state.outcome().winners[0]
    ann = next(t for who, t in load_stats().stats.rows("classic") if who.label == "Ann")
    assert ann.wins == (1 if winner == 0 else 0)
    assert not app.notices


def test_results_with_a_corrupt_statistics_file_explain_keep_it_and_start_afresh():
    path = stats_path()
    path.write_text("{ this is not json")
    app = make_app()
    app.push(ResultsScene(app, finished()))
    app.step([])
    assert [n.title for n in app.notices] == ["The statistics could not be read"]
    assert any("moved" in line or "kept as" in line for line in app.notices[0].lines)
    (aside,) = path.parent.glob("stats.corrupt-*.json")
    assert aside.read_text() == "{ this is not json"
    assert json.loads(path.read_text())["games"]["classic"]["human:Ann"]["games"] == 1


def test_the_title_opens_statistics_and_an_empty_store_says_so():
    app = make_app()
    click(app, app.top.buttons["stats"])
    scene = app.top
    assert isinstance(scene, StatsScene)
    scene.draw(app.screen)
    assert EMPTY_TITLE in scene.words
    assert not stats_path().exists()  # looking does not write


def test_the_stats_table_shows_each_player_and_level_after_a_game():
    app = make_app()
    app.push(ResultsScene(app, finished()))
    app.go("stats", "classic")
    scene = app.top
    assert [who.label for who, _t in scene.rows] == ["Ann", "Computer (easy)"]
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    ann = load_stats().stats.rows("classic")[0][1]
    assert ann.games == 1
    assert "Ann" in scene.words and "Computer (easy)" in scene.words
    assert ("100%" if ann.wins else "0%") in scene.words
    assert scene.words[-1].startswith("1 game of Sorry! counted")


def test_the_stats_screen_with_a_broken_file_explains_and_shows_a_fresh_table():
    stats_path().write_bytes(b"\xff\xfe not text")
    app = make_app()
    app.go("stats")
    assert app.top.rows == [] and not stats_path().exists()
    assert [n.title for n in app.notices] == ["The statistics could not be read"]
    (aside,) = stats_path().parent.glob("stats.corrupt-*.json")
    assert aside.read_bytes() == b"\xff\xfe not text"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", GAMES)
def test_story_and_stats_text_stay_inside_their_panels(game_id, size):
    app = make_app(size=size)
    surface = pygame.Surface(size)
    results = results_picture(app, game_id)
    app.push(results)
    results.draw(surface)
    panel = results.story_panel
    assert panel is not None and len(panel.texts) >= 2  # the heading and the length
    if game_id != "toy":  # the tests' toy game has no story of its own
        assert len(panel.texts) >= 4 and panel.story.moments[-1].kind in ("win", "draw")
    for rect, bounds in panel.texts:
        assert bounds.contains(rect), (game_id, size, rect, bounds)
    assert not results.panel.colliderect(results.story_rect)
    assert pygame.Rect((0, 0), size).contains(results.story_rect)
    for button in (results.rematch_button, results.menu_button):
        assert not results.story_rect.colliderect(button.rect)
    assert not load_stats().stats.rows(game_id)  # a picture is not counted
    stats = stats_picture(app, game_id)
    app.push(stats)
    stats.draw(surface)
    assert len(stats.texts) > 10
    for rect, bounds in stats.texts:
        assert bounds.contains(rect), (game_id, size, rect, bounds)


def test_the_story_chart_draws_each_seat_in_its_colour():
    app = make_app()
    results = results_picture(app, "revenge")
    app.push(results)
    surface = pygame.Surface(app.size)
    results.draw(surface)
    area = surface.subsurface(results.story_rect)
    colours = {
        tuple(area.get_at((x, y)))[:3]
        for x in range(area.get_width())
        for y in range(0, area.get_height(), 2)
    }
    for seat in range(len(results.game_session.seats)):
        assert results.seat_colour(seat) in colours, seat


def test_a_game_that_ended_before_its_results_is_counted_and_kept_once_by_the_title():
    session = finished()
    session.save(autosave_path())  # the window closed before Results were shown
    app = make_app()
    assert games_of("Ann") == 1
    kept = finished_games()  # and it is in the history, to watch again
    winner = session.names()[session.state.outcome().winners[0]]
    assert len(kept) == 1 and kept[0].ok and kept[0].winner == winner
    app.push(ResultsScene(app, session))  # and its Results later: not counted again
    app.pop()  # back on the title, which looks at the autosave again
    app.step([])
    assert games_of("Ann") == 1 and not app.notices
    assert len(finished_games()) == 1


def test_win_rate_bars_fill_in_proportion_in_theme_colours():
    app = make_app(size=(1280, 800))
    scene = stats_picture(app, "classic")
    app.push(scene)
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    highlight = app.theme.colour("highlight")
    accent = app.theme.colour("accent")
    edges = scene.column_edges()
    left, right = edges[1]

    def filled(label: str, colour) -> int:
        """Pixels of `colour` across the middle of `label`'s bar."""
        index = scene.words.index(label)
        rect, _panel = scene.texts[index]
        y = rect.centery
        return sum(tuple(surface.get_at((x, y)))[:3] == tuple(colour) for x in range(left, right))

    you, ada = filled("You", highlight), filled("Ada", highlight)  # 60% and 40%
    assert you > ada > 0
    assert filled("Computer (normal)", accent) > 0  # 20%, the computers' colour
    assert filled("Computer (easy)", accent) == 0  # 0%


def test_many_players_fit_the_smallest_window_and_scroll_to_the_last():
    stats = Stats()
    for n in range(30):
        seats = [SeatResult(f"Player {n:02}", "human", "", True)]
        seats.append(SeatResult("", "computer", "easy", False))
        record_game(stats, f"g{n}", "classic", seats, 20 + n, "turns")
    app = make_app()
    scene = StatsScene(app, "classic", stats)
    app.push(scene)
    surface = pygame.Surface(app.size)

    def shown() -> list[str]:
        scene.draw(surface)
        for rect, bounds in scene.texts:
            assert bounds.contains(rect), rect
        return [w for w in scene.words if w.startswith(("Player ", "Computer"))]

    first = shown()
    assert 1 < len(first) < 31 and first[0] == scene.rows[0][0].label
    # a scroll bar's thumb beside the rows, in the panel's edge colour, at the top
    lane_x = scene.inner.right + scene.px(0.015) // 2 + 1
    edge = tuple(app.theme.colour("panel_edge"))
    rows_top = scene.texts[scene.words.index(first[0])][0].top
    thumb = [y for y in range(app.size[1]) if tuple(surface.get_at((lane_x, y)))[:3] == edge]
    thumb = [y for y in thumb if rows_top - scene.px(0.06) <= y < scene.inner.bottom]
    assert len(thumb) >= scene.px(0.04) and thumb[-1] - thumb[0] == len(thumb) - 1
    # the wheel scrolls; End shows the last row (30 players and the computer level)
    scene.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2))
    assert shown()[0] == scene.rows[2][0].label
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode=""))
    last = shown()
    assert last[-1] == scene.rows[-1][0].label and len(last) == len(first)
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode=""))
    assert shown() == first
    # scrolling never runs past either end
    scene.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=5))
    assert shown() == first


def test_a_seat_named_you_wins_in_plain_english():
    outcome = Outcome.win(2, [1], "checkmate")
    assert headline(outcome, ["Ann", "You"]) == "You win!"
    assert headline(outcome, ["You", "Bo"]) == "Bo wins!"
