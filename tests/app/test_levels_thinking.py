"""Issue 18: the levels a player can choose come from the table of levels, each with its
player words in Setup (Expert only in a game whose computer offers it); how long Hard thinks is a setting that
reaches the computer (Expert thinks in proportion); and a question that is not wanted
any more stops its search at once, so the next answer does not wait for it."""

from __future__ import annotations

import functools
import multiprocessing
import time

import pytest
import stand_in_worker
from shell_helpers import click
from shell_helpers import make_app as make_shell_app
from table_helpers import make_app

from sorry_game.ai import make_agent, worker
from sorry_game.ai.budget import Budget
from sorry_game.ai.levels import LEVEL_BY_NAME, LEVELS, OFFERED, offered_levels
from sorry_game.ai.worker import Question, answer
from sorry_game.app import ai_worker
from sorry_game.app.scenes.settings import SettingsScene
from sorry_game.app.scenes.setup import SetupScene
from sorry_game.app.scenes.setup.choices import Choices, who_choices, who_labels
from sorry_game.app.settings import THINK_SECONDS, Settings, think_seconds
from sorry_game.app.table.computer import Computers, MoveJob, WorkerLink
from sorry_game.engine.errors import PartError
from sorry_game.engine.interface import GameConfig
from sorry_game.engine.savefile import SaveRecord
from sorry_game.games.catalogue import all_games, get_game
from sorry_game.session import Seat, Session
from sorry_game.store.paths import config_dir

#: a wait for a worker that has a real answer to give (a hang guard, not a speed limit)
HANG_S = 120.0


def a_decision(level: str = "normal", seed: int = 9) -> Session:
    """Four computers of `level`, played on at random until the one deciding has a
    choice (a decision with one way to go never asks the computer)."""
    seats = [Seat(f"C{i}", "computer", level, i) for i in range(4)]
    session = Session.new("classic", GameConfig(4), seed, seats)
    agent = make_agent("random", "classic", 1)
    while len(session.state.legal_actions()) < 2:
        session.apply(agent.choose(session.state))
    return session


def open_setup(app) -> SetupScene:
    click(app, app.top.buttons["new"])
    assert isinstance(app.top, SetupScene)
    return app.top


# --- 1. the levels in Setup ------------------------------------------------------------
def test_setup_offers_the_games_levels_weakest_first_expert_where_it_was_measured():
    king, classic = get_game("king"), get_game("classic")
    assert [lv.name for lv in offered_levels(king)] == [lv.name for lv in LEVELS]
    assert [lv.name for lv in offered_levels(classic)] == list(OFFERED)
    assert who_choices(king)[2:] == tuple(("computer", lv.name) for lv in LEVELS)
    assert who_labels(king)[2:] == [f"{lv.label} computer" for lv in LEVELS]
    assert "Expert computer" in who_labels(king)
    assert "Expert computer" not in who_labels(classic)
    assert who_labels(classic)[-1] == "Hard computer"


def test_a_computer_module_that_offers_an_unknown_level_is_a_part_error(monkeypatch):
    from sorry_game.ai import king, levels

    monkeypatch.setattr(king, "OFFERED_LEVELS", ("easy", "grandmaster"))
    levels._computer.cache_clear()
    try:
        with pytest.raises(PartError, match="OFFERED_LEVELS"):
            offered_levels(get_game("king"))
    finally:
        levels._computer.cache_clear()


def test_choosing_expert_shows_its_words_and_it_starts_the_game():
    app = make_shell_app()
    app.settings.last_setup = {"game": "king", "players": 2}
    setup = open_setup(app)
    table = who_choices(setup.game)
    expert = table.index(("computer", "expert"))
    setup.rows[1].who.set_index(expert)
    app.step([])
    assert setup.choices.seats[1].level == "expert"
    assert " ".join(setup.level_words.lines) == LEVEL_BY_NAME["expert"].words
    setup.rows[1].who.set_index(table.index(("computer", "hard")))
    app.step([])
    assert " ".join(setup.level_words.lines) == LEVEL_BY_NAME["hard"].words
    # back to Expert, and the seat plays at that level
    setup.rows[1].who.set_index(expert)
    config, seats = setup.choices.config(setup.game)
    assert [s.level for s in seats if s.kind == "computer"] == ["expert"]
    setup.remember()
    again = Choices.from_last(app.settings.last_setup, all_games(), 4)
    assert (again.seats[1].kind, again.seats[1].level) == ("computer", "expert")
    app.close()


def test_an_expert_seat_plays_hard_in_a_game_that_does_not_offer_expert():
    app = make_shell_app()
    app.settings.last_setup = {
        "game": "king",
        "players": 2,
        "seats": [{"kind": "human"}, {"kind": "computer", "level": "expert"}],
    }
    setup = open_setup(app)
    assert setup.rows[1].who.value_label == "Expert computer"
    setup.pick_game(get_game("classic"))
    app.step([])
    assert setup.choices.seats[1].level == "hard"
    assert setup.rows[1].who.value_label == "Hard computer"
    assert setup.rows[1].who.choices == who_labels(get_game("classic"))
    config, seats = setup.choices.config(setup.game)
    assert "expert" not in [s.level for s in seats]
    # remembered from a game that offered it, it comes back as Hard too
    again = Choices.from_last({**setup.choices.remembered(), "game": "revenge"}, all_games(), 4)
    assert again.seats[1].level == "hard"
    app.close()


def test_the_words_follow_the_seat_pointed_at():
    app = make_shell_app()
    app.settings.last_setup = {
        "game": "classic",
        "players": 3,
        "seats": [{"kind": "human"}, {"kind": "computer", "level": "easy"}]
        + [{"kind": "computer", "level": "hard"}],
    }
    setup = open_setup(app)
    app.step([])
    assert " ".join(setup.level_words.lines) == LEVEL_BY_NAME["easy"].words  # the first computer
    setup.rows[2].who.hover = True
    app.step([])
    assert " ".join(setup.level_words.lines) == LEVEL_BY_NAME["hard"].words
    setup.rows[2].who.hover = False
    setup.rows[0].who.set_index(0)  # a human seat has no level: the words stay
    app.step([])
    assert " ".join(setup.level_words.lines) == LEVEL_BY_NAME["easy"].words
    app.close()


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_the_level_words_fit_under_the_seats(size):
    app = make_shell_app(size=size)
    app.settings.last_setup = {"game": "king", "players": 2}
    setup = open_setup(app)
    for level in LEVELS:
        setup.rows[1].who.set_index(who_choices(setup.game).index(("computer", level.name)))
        app.step([])
        assert " ".join(setup.level_words.lines) == level.words, (size, level.name)
        font = setup.help_font
        rect = setup.level_words.rect
        assert all(font.size(line)[0] <= rect.w for line in setup.level_words.lines)
        assert (
            rect.y + len(setup.level_words.lines) * font.get_linesize() <= setup.left_panel.bottom
        )
    app.close()


# --- 2. the thinking-time setting ---------------------------------------------------------
def test_expert_thinks_in_proportion_to_hard_and_the_others_at_once():
    for hard in THINK_SECONDS:
        assert think_seconds("hard", hard) == hard
        expert = think_seconds("expert", hard)
        ratio = LEVEL_BY_NAME["expert"].seconds / LEVEL_BY_NAME["hard"].seconds
        assert expert == pytest.approx(hard * ratio, abs=1e-3)
    assert think_seconds("expert", Settings().hard_seconds) == LEVEL_BY_NAME["expert"].seconds
    assert think_seconds("normal", 3.0) is None and think_seconds("easy", 3.0) is None


@pytest.mark.parametrize(("text", "value"), [("1.5", 1.5), ("3", 3.0), ("0.5", 0.5)])
def test_the_thinking_time_is_read_and_saved(text, value):
    (config_dir() / "settings.yaml").write_text(f"hard_seconds: {text}\n", encoding="utf-8")
    settings, warnings = Settings.load()
    assert warnings == [] and settings.hard_seconds == value
    assert settings.to_dict()["hard_seconds"] == value
    assert Settings().hard_seconds == 0.8


@pytest.mark.parametrize("text", ["2", "0", "-1", ".inf", "true", "'0.8'", "[0.8]", "null"])
def test_a_thinking_time_not_offered_is_named_and_the_default_used(text):
    (config_dir() / "settings.yaml").write_text(f"hard_seconds: {text}\n", encoding="utf-8")
    settings, warnings = Settings.load()
    assert settings.hard_seconds == 0.8
    assert warnings[0].startswith("settings: hard_seconds ") and "0.5, 0.8, 1.5, 3" in warnings[0]


def test_the_settings_screen_says_how_long_hard_and_expert_think():
    app = make_shell_app()
    click(app, app.top.buttons["settings"])
    scene = app.top
    assert isinstance(scene, SettingsScene)
    row = next(r for r in scene.rows if r[1] is scene.think)
    assert row[0] == "Hard thinks up to" and scene.think.value_label == "0.8 s"
    assert row[2] == "Expert thinks up to 3 s"
    scene.think.set_index(THINK_SECONDS.index(1.5))
    app.step([])
    assert app.settings.hard_seconds == 1.5 and scene.think.value_label == "1.5 s"
    row = next(r for r in scene.rows if r[1] is scene.think)
    assert row[2] == "Expert thinks up to 5.6 s"
    assert Settings.load()[0].hard_seconds == 1.5  # saved at once
    assert scene.done.rect.bottom <= app.size[1]  # Done still on an 800x600 screen
    app.close()


def test_the_worker_builds_the_level_with_the_seconds_asked(monkeypatch):
    session = a_decision()
    start = SaveRecord(session.game_id, session.config, session.seed, [], {}).dumps()
    budgets: list[tuple[str, Budget | None]] = []
    real = worker.make_agent

    def spy(level, game_id, seed=None, budget=None):
        budgets.append((level, budget))
        return real("normal", game_id, seed)  # the answer itself does not matter here

    monkeypatch.setattr(worker, "make_agent", spy)
    actions = tuple(session.actions)
    for level, seconds in (("hard", 1.5), ("expert", 5.625), ("normal", None), ("hard", None)):
        answer(Question("k", start, 0, actions, level, 1, seconds))
    assert budgets == [
        ("hard", Budget(1.5)),
        ("expert", Budget(5.625)),
        ("normal", None),
        ("hard", None),  # no time asked: the level's own (make_agent's default)
    ]


@pytest.mark.parametrize(("level", "expected"), [("hard", 1.5), ("expert", 5.625)])
def test_the_setting_reaches_the_question_and_a_hint_stays_quick(monkeypatch, level, expected):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")
    asked: list[Question] = []

    def first_legal(question: Question) -> str:
        asked.append(question)
        record = SaveRecord(session.game_id, session.config, session.seed, [], {})
        record.actions = list(question.actions)  # the whole game: a fresh link
        return str(record.replay(session.game).legal_actions()[0])

    monkeypatch.setattr(ai_worker, "answer", first_legal)
    app = make_app()
    app.settings.hard_seconds = 1.5
    session = a_decision(level)
    table = app.open_table(session)
    for _ in range(50):
        app.step([], dt=0.1)
        if asked:
            break
    assert asked and asked[0].level == level and asked[0].seconds == expected
    # a hint: the normal computer, at once, whatever the setting
    computers = Computers(session)
    computers.ask_hint()
    assert asked[-1].level == "normal" and asked[-1].seconds is None
    table.leave()
    app.close()


# --- 3. stopping a search at once ---------------------------------------------------------
@pytest.fixture
def stand_in(monkeypatch):
    """A real worker process whose Hard computer thinks until it is stopped; yields the
    count of searches it started."""
    monkeypatch.delenv("SORRY_GAME_INLINE_AI", raising=False)
    started = multiprocessing.get_context("spawn").Value("q", 0)
    ai_worker.shutdown()
    monkeypatch.setattr(
        ai_worker, "INITIALIZER", functools.partial(stand_in_worker.start, started=started)
    )
    try:
        yield started
    finally:
        ai_worker.shutdown()


def wait_for(check, what: str) -> None:
    """Wait (a hang guard, not a speed limit) until `check()`."""
    give_up = time.monotonic() + HANG_S
    while not check():
        assert time.monotonic() < give_up, what
        time.sleep(0.01)


def reply_of(job: MoveJob):
    wait_for(lambda: job.poll() is not None, "a reply")
    return job.poll()


def test_a_stopped_search_ends_and_the_next_question_is_answered(stand_in):
    session = a_decision("hard")
    link = WorkerLink()
    long = MoveJob(link, session, "hard", 3, seconds=3.0)
    wait_for(lambda: stand_in.value == 1, "the stand-in search started")
    assert not long.future.done()  # it thinks until it is stopped
    long.cancel()
    after = MoveJob(link, session, "normal", 3)
    assert after.generation > long.generation
    # the stopped search answered (a legal move, never "never stopped"), then the next
    assert long.future.result(timeout=HANG_S) in {str(a) for a in session.state.legal_actions()}
    reply = reply_of(after)
    assert reply.action in session.state.legal_actions()
    assert ai_worker._stopped is not None and ai_worker._stopped.value == long.generation
    # the worker kept its copy of the game in step: the question after carried no actions
    assert after.future.done() and not after._resent


@pytest.mark.parametrize("how", ["take back", "leave the table"])
def test_taking_back_or_leaving_stops_the_computer_thinking(stand_in, how):
    session = a_decision("hard")
    computers = Computers(session)
    assert computers.play("hard", 0.0, 0.0, seconds=3.0) is None
    thinking = computers.move
    assert thinking is not None
    wait_for(lambda: stand_in.value == 1, "the stand-in search started")
    if how == "take back":
        computers.stop()
    else:
        computers.close()
    assert computers.move is None and not computers.thinking
    # the worker is free again: the next question (a new search) is answered
    later = Computers(session)
    wait_for(lambda: later.play("normal", 0.1, 0.0) is not None, "the next answer")
    assert thinking.future.done() and thinking.future.exception() is None
    assert stand_in.value == 1  # the stopped search was not asked again


def test_inline_mode_still_answers_and_stopping_is_harmless(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")
    ai_worker.shutdown()
    session = a_decision()
    job = MoveJob(WorkerLink(), session, "normal", 2)
    assert job.future.done()
    job.cancel()  # after the answer: nothing to stop
    ai_worker.stop(job.generation)
    reply = job.poll()
    assert reply is not None and reply.action in session.state.legal_actions()
    assert ai_worker._stopped is None and ai_worker.worker_pids() == []
