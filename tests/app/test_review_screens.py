"""The game review's screens (issue 42): Results offers it and shows its progress,
Cancel stops it, a finished review is kept and shown again at once, a decision opens
the replay before it with the better choice drawn, the keys reach every control, and
the chart's winner line ends on top."""

from __future__ import annotations

import time

import pygame
import pytest
from review_helpers import QUICK, played
from shell_helpers import make_app

from sorry_game.app.draw import PlacedLines, darken
from sorry_game.app.review import job as jobs
from sorry_game.app.review.chart import draw_chance_chart, line_looks, moments
from sorry_game.app.review.compare import shows_better
from sorry_game.app.review.decisions import row_words, verdict
from sorry_game.app.review.parts import rows
from sorry_game.app.scenes.replay import ReplayScene
from sorry_game.app.scenes.results import ResultsScene
from sorry_game.app.scenes.review import ReviewScene
from sorry_game.app.table.frame import what_it_does
from sorry_game.review import review_game
from sorry_game.review.model import SURE_PART
from sorry_game.session import Session, seats_of
from sorry_game.store.reviews import review_path


@pytest.fixture(autouse=True)
def _quick(monkeypatch):
    """Reviews weighed here (no worker process), with a tenth of the effort."""
    monkeypatch.setattr(jobs, "WORKERS", 0)
    monkeypatch.setattr(jobs, "SETTINGS", QUICK)
    yield
    jobs._live.clear()


def finished_session(game_id: str = "classic", players: int = 4, seed: int = 5) -> Session:
    record = played(game_id, players, seed)
    seats = seats_of(record.meta, players, 4)
    seats[0].kind = "human"
    session = Session.new(game_id, record.config, record.seed, seats, save_path=None)
    for text in record.actions:
        session.apply(session.game.parse_action(text))
    assert session.state.is_over()
    return session


def run_to_end(job: jobs.ReviewJob, frames: int = 5000) -> None:
    for _ in range(frames):
        job.poll()
        if job.state != jobs.COMPUTING:
            return
    raise AssertionError("the review did not finish")


def test_results_offers_the_review_and_shows_its_progress():
    app = make_app()
    session = finished_session()
    results = ResultsScene(app, session)
    app.push(results)
    strip = results.review
    assert strip.open_button in results.form.widgets and strip.open_button.visible
    assert strip.job.state == jobs.COMPUTING  # started at once, while Results is read
    deadline = time.monotonic() + 30  # the workers' first decisions (a busy machine)
    while strip.job.fraction == 0 and time.monotonic() < deadline:
        app.step([])
        time.sleep(0.01)
    assert strip.job.fraction > 0
    surface = pygame.Surface(app.size)
    assert strip.draw(surface, app, app.fonts.get(16))
    said = " ".join(strip.lines.words)
    assert "Reviewing every decision:" in said  # with the time left, once one is timed
    assert " left" in said or "almost done" in said
    assert strip.cancel_button.visible


def test_cancel_stops_the_review_and_review_the_game_starts_it_again():
    app = make_app()
    results = ResultsScene(app, finished_session())
    app.push(results)
    app.step([])
    results.review.cancel_button.activate()
    job = results.review.job
    assert job.state == jobs.STOPPED and job.background is not None
    assert job.background.cancelled
    app.step([])
    assert not results.review.cancel_button.visible
    assert not results.review.draw(pygame.Surface(app.size), app, app.fonts.get(16))
    results.review.open_button.activate()  # starts again and shows the review screen
    assert isinstance(app.top, ReviewScene) and app.top.job is job
    assert job.state == jobs.COMPUTING


def test_leaving_results_stops_its_review():
    app = make_app()
    results = ResultsScene(app, finished_session())
    app.push(results)
    job = results.review.job
    app.pop()
    assert job.state == jobs.STOPPED and jobs.live(job.record) is None


def test_a_finished_review_is_kept_and_shown_again_at_once():
    session = finished_session("revenge", 4, 2)
    record = session.record()
    job = jobs.ReviewJob(record)
    job.start()
    run_to_end(job)
    assert job.state == jobs.READY
    assert review_path(record).is_file()
    again = jobs.ReviewJob(record)  # History's replay, another day
    assert again.state == jobs.READY and again.stored
    assert again.review is not None and job.review is not None
    assert again.review.to_dict() == job.review.to_dict()
    app = make_app()
    scene = ReviewScene(app, record)
    app.push(scene)
    assert scene.job.background is None and scene.review is not None  # nothing computed
    assert scene.decisions.visible and scene.decisions.items


def reviewed_scene(app, game_id="classic", seed=5, players=4):
    session = finished_session(game_id, players, seed)
    record = session.record()
    job = jobs.ReviewJob(record, keep=False)
    job.review = review_game(record, QUICK)
    scene = ReviewScene(app, record, seat=0, keep=False, job=job)
    app.push(scene)
    app.step([])
    return scene


def test_choosing_a_decision_opens_the_replay_there_with_the_better_choice_drawn():
    app = make_app()
    scene = reviewed_scene(app)
    items = scene.decisions.items
    wanted = next(i for i, d in enumerate(items) if shows_better(d))
    scene.form.set_focus(scene.decisions, True)
    scene.decisions.key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME))
    for _ in range(wanted):
        scene.decisions.key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN))
    decision = items[wanted]
    scene.decisions.key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN))
    replay = app.top
    assert isinstance(replay, ReplayScene)
    assert replay.step == decision.number - 1 and replay.comparing()
    told: list[list] = []
    assert replay.compare is not None
    real = replay.compare.plugin.draw

    def spy(surface, view, ui):
        told.append(list(ui.preview))
        real(surface, view, ui)

    replay.compare.plugin.draw = spy  # type: ignore[method-assign]
    app.step([])
    game = replay.game
    best = what_it_does(replay.state, game.parse_action(decision.best))
    chosen = what_it_does(replay.state, game.parse_action(decision.chosen))
    # one board drawn bare, then with each choice's preview (laid over it)
    assert told == [[], chosen, best]
    assert best != chosen
    # one move on: the replay's own board again; Back returns to the review
    replay.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT))
    assert not replay.comparing()
    replay.back()
    assert app.top is scene


def test_keys_reach_every_control_of_the_review_and_results():
    app = make_app()
    scene = reviewed_scene(app)
    controls = [w for w in scene.form.widgets if w.interactive]
    assert {w.name for w in controls} >= {"player", "decisions", "back"}
    assert set(map(id, scene.form.reachable())) == set(map(id, controls))
    results = ResultsScene(app, finished_session())
    app.push(results)
    app.step([])
    controls = [w for w in results.form.widgets if w.interactive]
    assert "review" in {w.name for w in controls} and "cancel" in {w.name for w in controls}
    assert set(map(id, results.form.reachable())) == set(map(id, controls))


def test_the_player_chosen_changes_the_list_and_the_parts_add_up():
    app = make_app()
    scene = reviewed_scene(app)
    review = scene.review
    assert review is not None
    scene.form.set_focus(scene.player, True)
    scene.player.key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT))
    assert scene.seat == 1
    assert all(d.seat == 1 for d in scene.decisions.items)
    for seat in range(len(review.seats)):
        parts = rows(review, seat)
        steps = sum(p.end - p.start for p in parts if p.kind == "step")
        assert parts[0].end + steps == pytest.approx(parts[-1].end, abs=0.06)


def test_the_winners_line_ends_on_top_of_the_chart():
    app = make_app()
    scene = reviewed_scene(app)
    review = scene.review
    assert review is not None
    winner = next(s.seat for s in review.seats if s.result == 1.0)
    colours = [(200, 30, 30), (30, 30, 200), (230, 200, 20), (20, 160, 60)]
    surface = pygame.Surface((600, 400))
    font = app.fonts.get(14)
    for seat in range(len(review.seats)):  # whoever is reviewed
        plot = draw_chance_chart(
            surface, surface.get_rect(), review, seat, colours, app.theme, font, PlacedLines()
        ).plot
        end = (plot.right - 1, plot.y)
        # (a colour as dark as the chart's navy draws its line lighter: `line_looks`)
        background = darken(app.theme.colour("panel"), 0.25)
        assert tuple(surface.get_at(end))[:3] == line_looks(colours[winner], background, 2)[0]


def test_the_lists_move_number_is_the_one_the_opened_replay_tells():
    """Sorry My Ass!'s list said 'Turn 30' where the replay opened at it said 'Move 46
    of 1299': the list numbers its decisions as the replay numbers its moves."""
    app = make_app()
    scene = reviewed_scene(app, "president", 5)
    items = scene.decisions.items
    wanted = next(i for i, d in enumerate(items) if d.turn != d.number)
    decision = items[wanted]
    first, _better = row_words(decision)
    said = int(first.split(" · ")[0].removeprefix("Move "))
    scene.decisions.selected = wanted
    scene.decisions.key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN))
    replay = app.top
    assert isinstance(replay, ReplayScene) and replay.comparing()
    assert replay.label() == f"Move {said} of {len(replay)}"


@pytest.mark.parametrize("game_id", ["classic", "president", "king", "revenge"])
def test_every_game_says_its_costs_and_its_moments_in_the_same_words(game_id):
    """A cost is '% chance to win against the best move', a moment says how the chance
    to win moved (and for a decision, which part of its cost): one unit, the chart's,
    and the same words in all four games."""
    app = make_app()
    king = game_id == "king"  # (seed 3: a King game with big moments at the quick effort)
    scene = reviewed_scene(app, game_id, 3 if king else 5, 2 if king else 4)
    review = scene.review
    assert review is not None
    costs = [verdict(d) for d in scene.decisions.items if ": lost " in verdict(d)]
    # ("Good: lost 1.7 to 44.7 % chance to win against the best move (most likely 23.2 % …)")
    shape = " % chance to win against the best move (most likely "
    assert costs and all(shape in c for c in costs), [c for c in costs if shape not in c]
    body = app.fonts.get(14)
    lines = [text for number, text in scene.moment_lines(body, 4000) if number]
    assert lines and all(" chance to win " in text and "points" not in text for text in lines)
    decided = [s for s in moments(review, scene.seat) if s.kind in ("skill", "others")]
    assert all(s.text(review.names(), 0).endswith(SURE_PART) for s in decided)


def test_a_short_list_of_decisions_ends_under_its_words():
    """Sorry, King!'s two decisions stood in a box to the window's foot: a third of the
    column an empty panel. A list whose rows all fit ends under its words and its
    detail (every row shown, no count of hidden ones); a long one keeps the column."""
    app = make_app()  # 1280x800
    scene = reviewed_scene(app, "king", 3, 2)
    box = scene.decisions
    assert scene.columns and len(box.items) > 12
    full = box.rect.bottom
    assert full == scene.right.bottom  # dozens of decisions: the whole column
    box.set_items(box.items[:2])  # a short game's two
    box.selected = 1
    scene.layout()
    scene.draw(app.screen)
    assert [i for i, _r in box.shown] == list(range(len(box.items)))
    assert box.cue_rect is None and box.detail_rect is not None
    assert box.rect.bottom < scene.right.bottom - 4 * box.fonts[0].get_linesize()
    assert box.detail_rect.bottom <= box.rect.bottom
    app.close()
