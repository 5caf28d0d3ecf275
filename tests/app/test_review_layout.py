"""The review's screens use their room: the list of decisions fills its box and is as
tall as the right column allows, a better choice is never cut, the chart's last move is
the replay's, the comparison boards keep the play area's word size, and a
small comparison board drops a caption rather than cut it (issue 42)."""

from __future__ import annotations

import re

import pygame
import pytest
from review_helpers import QUICK, played
from shell_helpers import click, make_app

from sorry_game.app import draw
from sorry_game.app.review import job as jobs
from sorry_game.app.review import moment
from sorry_game.app.scenes import review as review_scene
from sorry_game.app.scenes.replay import ReplayScene
from sorry_game.app.scenes.review import ReviewScene
from sorry_game.review import review_game


@pytest.fixture(autouse=True)
def _quick(monkeypatch):
    monkeypatch.setattr(jobs, "WORKERS", 0)
    monkeypatch.setattr(jobs, "SETTINGS", QUICK)
    yield
    jobs._live.clear()


def reviewed(app, game_id: str = "classic", seed: int = 5, players: int = 4) -> ReviewScene:
    record = played(game_id, players, seed)
    job = jobs.ReviewJob(record, keep=False)
    job.review = review_game(record, QUICK)
    scene = ReviewScene(app, record, seat=0, keep=False, job=job)
    app.push(scene)
    app.step([])
    return scene


def test_the_list_of_decisions_fills_the_right_column_and_its_box():
    app = make_app(size=(1920, 1080))
    scene = reviewed(app)
    box = scene.decisions.rect
    assert box.bottom > scene.back_button.rect.top  # the buttons' row is the list's
    # a quarter before the buttons gave it their row (less a line now that the parts'
    # sum is written out under their bars: 0.33 before)
    assert box.h >= 1080 * 0.3
    scene.decisions.key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END))
    app.step([])
    shown = scene.decisions.shown
    items = scene.decisions.items
    assert shown[-1][0] == len(items) - 1  # the last row in sight …
    if len(shown) < len(items):  # … and the rows before it fill the box
        font = scene.decisions.fonts[0]  # type: ignore[index]
        width = shown[0][1].w
        before = scene.decisions.row_height(font, width, items[shown[0][0] - 1])
        # (above the selected decision's detail and the line that counts the hidden)
        foot = scene.decisions.detail_rect
        assert foot is not None and foot.bottom <= box.bottom
        assert foot.top - font.get_linesize() - shown[-1][1].bottom < before + font.get_linesize()


def test_the_review_charts_last_move_is_the_replays_last_move(monkeypatch):
    """The review screen numbers by move, as its list of decisions ('Move 252: …') and
    the replay ('Move 252 of 549') do: its chart's axis ended 'Turn 364' beside
    them. Results keeps its own count, 'Turn N' with its 'N turns' and its story's
    moments numbered by turn (test_results_story_chart_becomes_the_chances_once_…)."""
    app = make_app(size=(1280, 800))
    scene = reviewed(app, "revenge", 2)
    review = scene.review
    assert review is not None
    replay = ReplayScene(app, scene.record)
    assert review.length == len(replay)  # the replay's 'of N'
    words: list[str] = []
    chart = review_scene.draw_chance_chart

    def watched(surface, rect, review, seat, colours, theme, font, lines, *rest, **named):
        plot = chart(surface, rect, review, seat, colours, theme, font, lines, *rest, **named)
        words.extend(lines.words)  # (the scene's lines go on to its parts)
        return plot

    monkeypatch.setattr(review_scene, "draw_chance_chart", watched)
    scene.draw(app.screen)
    assert f"Move {review.length}" in words and not any(w.startswith("Turn ") for w in words)


def test_a_small_comparison_board_of_sorry_king_cuts_no_word():
    app = make_app(size=(800, 600))
    app.push(moment.screenshot_scene(app, "king", 3))
    app.step([])
    surface = pygame.Surface(app.size)
    with draw.recorded_cuts() as cuts:
        app.top.draw(surface)
    assert cuts == []


def test_historys_replay_shows_the_review_results_computed():
    """Results keeps the game in History and its review beside it; History's replay of
    that game offers Review the game, which shows the same review, computed nothing."""
    from sorry_game.app.scenes.records import RecordsScene
    from sorry_game.app.scenes.replay import ReplayScene
    from sorry_game.session import Session, seats_of

    record = played("revenge", 4, 2)
    seats = seats_of(record.meta, 4, 4)
    session = Session.new("revenge", record.config, record.seed, seats, save_path=None)
    for text in record.actions:
        session.apply(session.game.parse_action(text))
    app = make_app()
    app.go("results", session)
    results = app.top
    job = results.review.job
    for _ in range(5000):
        app.step([])
        if job.state != jobs.COMPUTING:
            break
    assert job.state == jobs.READY and job.review is not None
    app.go("history", how="reset")
    history = app.top
    assert isinstance(history, RecordsScene)
    row = next(i for i, r in enumerate(history.rows) if r.ok)
    history.select(row)
    history.open_selected()
    replay = app.top
    assert isinstance(replay, ReplayScene) and replay.review_button.visible
    replay.open_review()
    app.step([])
    scene = app.top
    assert isinstance(scene, ReviewScene)
    assert scene.job.stored and scene.job.background is None
    assert scene.review is not None and scene.review.to_dict() == job.review.to_dict()


def test_results_story_chart_becomes_the_chances_once_the_review_is_computed():
    """Issue 42: the chance chart replaces Results' progress chart (the winner's line
    ends on top) once the review is there; its last turn is Results' count."""
    from sorry_game.app.scenes.results import ResultsScene
    from sorry_game.session import Session, seats_of

    record = played("revenge", 4, 2)
    seats = seats_of(record.meta, 4, 4)
    session = Session.new("revenge", record.config, record.seed, seats, save_path=None)
    for text in record.actions:
        session.apply(session.game.parse_action(text))
    app = make_app(size=(1280, 800))
    results = ResultsScene(app, session)
    app.push(results)
    panel = results.story_panel
    assert panel is not None and panel.chart is None  # the progress while it computes
    results.draw(app.screen)
    assert "100 %" not in panel.lines.words
    job = results.review.job
    for _ in range(5000):
        app.step([])
        if job.state != jobs.COMPUTING:
            break
    assert job.review is not None and panel.chart is not None
    results.draw(app.screen)
    turns = session.state.view(None).turns
    assert "100 %" in panel.lines.words and f"Turn {turns}" in panel.lines.words


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_at_200_back_stays_in_the_window_however_far_the_review_scrolls(size) -> None:
    """At 800x600 and 200 % Back was below the bottom edge of a page that scrolls: it
    stands in a band at the window's foot, the review scrolling above it."""
    app = make_app(size=size)
    app.set_ui_scale(200)
    scene = reviewed(app)
    assert scene.page_room > 0
    for y in (0, scene.page_room // 2, scene.page_room):
        scene.page_to(y)
        window = pygame.Rect(0, scene.page_y, *size)
        assert window.contains(scene.back_button.rect)
        assert scene.foot_rect.contains(scene.back_button.rect)
    assert scene.decisions.rect.bottom <= scene.foot_rect.top
    app.set_ui_scale(100)
    app.close()


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_at_200_the_player_and_the_sum_of_the_game_lead_the_page(size) -> None:
    """At 200 % the chart first filled the window: who is reviewed, their accuracy and
    what decided the result waited below the fold (fresh eyes). The player's strip
    comes first under the title, whole above the band, then the parts with the first
    line of the accuracy in sight, and the chart (a quarter of the window tall at
    least) after them, before the big moments it numbers."""
    app = make_app(size=size)
    app.set_ui_scale(200)
    scene = reviewed(app)
    assert scene.page_y == 0 and scene.foot_h > 0
    seen = pygame.Rect(0, 0, size[0], size[1] - scene.foot_h)
    assert seen.contains(scene.player.rect)
    line = scene.fonts3()[0].get_linesize()
    assert scene.parts_rect.top >= scene.player.rect.bottom
    assert scene.parts_rect.top + 2 * line <= seen.bottom  # its first words in sight
    chart = scene.chart_rect
    assert chart.top >= scene.parts_rect.bottom
    assert chart.h >= size[1] // 4
    assert scene.moments_rect.top >= chart.bottom
    app.set_ui_scale(100)
    app.close()


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_at_200_the_decisions_tab_shows_the_first_rows_without_scrolling(size) -> None:
    """At 200 % only the chart was in sight: the list of decisions waited below the
    fold and a player did not find it. The band at the window's foot offers the
    decisions as a tab beside Back; chosen, the first row of the list is whole in the
    window above the band, and the tab leads back to the chart."""
    app = make_app(size=size)
    app.set_ui_scale(200)
    scene = reviewed(app)
    tab = scene.tab_button
    assert tab.visible and tab.text == "Decisions"
    assert scene.foot_rect.contains(tab.rect)
    click(app, tab)
    app.step([])
    scene.draw(app.screen)
    assert scene.page_y == 0 and tab.text == "Chart"
    seen = pygame.Rect(0, 0, size[0], size[1] - scene.foot_h)
    assert scene.decisions.shown
    assert seen.contains(scene.decisions.shown[0][1])
    assert seen.contains(scene.decisions.rect)
    assert "Big moments" not in scene.lines.words  # the chart's page is the other tab
    click(app, tab)
    assert tab.text == "Decisions" and scene.chart_rect.h >= size[1] // 4
    app.set_ui_scale(100)
    app.close()


def test_at_100_the_review_has_no_tabs_its_columns_show_all():
    app = make_app(size=(800, 600))
    scene = reviewed(app)
    assert not scene.tab_button.visible and not scene.listing
    app.close()


LONE_FIGURE = re.compile(r"^[−+-]?\d+(?:\.\d+)?[\s\xa0]?%[,.;]?$")


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("game_id", ["classic", "king"])
def test_at_800x600_no_part_label_wraps_and_no_line_is_a_lone_figure(game_id, scale) -> None:
    """At 800x600 the parts' labels wrapped ("Chance to win at / the start", "The
    others' / decisions") and a big moment left "−11 %" alone on a line: a label takes
    its short form where the long one would wrap, a figure keeps its words."""
    from sorry_game.app.review.parts import rows

    app = make_app(size=(800, 600))
    app.set_ui_scale(scale)
    scene = reviewed(app, game_id, players=2 if game_id == "king" else 4)
    scene.draw(app.screen)
    drawn = scene.lines.words
    for part in rows(scene.review, scene.seat):
        assert part.words in drawn or part.short in drawn, part
    body = scene.fonts3()[0]
    told = [t for _n, t in scene.moment_lines(body, scene.moments_rect.w - 2 * scene.px(0.03))]
    assert told and not [t for t in told if LONE_FIGURE.match(t.strip())]
    app.set_ui_scale(100)
    app.close()


def test_a_big_moments_figure_is_never_alone_on_a_line():
    app = make_app(size=(800, 600))
    font_ = app.fonts.get(20)
    said = "Bo draws a SORRY! on move 41: your chance to win −11 %"
    width = font_.size(said)[0] - font_.size("1 %")[0]  # the figure would go alone
    assert draw.wrap(font_, said, width)[-1] == "−11 %"
    lines = review_scene.with_its_words(draw.wrap(font_, said, width))
    assert lines[-1] == "win −11 %" and " ".join(lines) == said
    assert all(font_.size(line)[0] <= width for line in lines)
    app.close()


def test_a_big_moment_breaks_before_how_the_chance_moved():
    """ "Ada draws a 3; Bo draws a 1 on move 354: your chance to / win +11 %" broke the
    clause a reader takes in at once: a moment breaks after what happened, how the
    chance moved stays whole on its line (or after the event's last words where they
    fit together); only where that clause alone is wider than a line does it break."""
    app = make_app(size=(800, 600))
    font_ = app.fonts.get(20)
    said = "Ada draws a 3; Bo draws a 1 on move 354: your chance to win +11 %"
    clause = "your chance to win +11 %"
    width = font_.size(said)[0] - font_.size("to win +11 %")[0]  # the clause would break
    assert clause not in draw.wrap(font_, said, width)[-1]
    lines = review_scene.at_its_clause(font_, said, width)
    assert lines[-1].endswith(clause) and " ".join(lines) == said
    assert all(font_.size(line)[0] <= width for line in lines)
    narrow = font_.size("your chance to")[0]  # the clause itself too wide: words alone
    lines = review_scene.at_its_clause(font_, said, narrow)
    assert " ".join(lines) == said and lines[-1] != "+11 %"
    app.close()
