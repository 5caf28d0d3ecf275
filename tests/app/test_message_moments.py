"""A message lives for its moment (issue 39): the news of a move has its moment once the
move has landed, and ends when the next decision starts — anyone's; a confirmation
("Game saved.", why Undo did nothing) is a toast that never takes the prompt's place,
and a take-back is said by the log alone."""

from __future__ import annotations

import pygame
import pytest
from bench_scripts import bench_script
from table_helpers import make_app, make_session, press, settle_forced

from sorry_game.app import draw
from sorry_game.app.draw import record

layout_bench = bench_script("layout")


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def news_drawn(table) -> list[str]:
    """The news lines the table draws now (as bench/layout.py reads a frame)."""
    with record.recorded_text() as rec:
        table.draw(pygame.Surface(table.size))
    return [text for part, _px, text in rec.lines if part == "message:news"]


@pytest.mark.parametrize("game_id", ["classic", "president", "revenge"])
def test_the_news_ends_when_the_next_decision_starts(game_id):
    """All computers at normal speed: whenever the news of a move is drawn, no decision
    after that move has been set up yet (the computer waits: it is not thinking); once
    the next decision is set up, the news is gone."""
    app = make_app((1280, 800))
    app.settings.speed = "normal"
    table = app.open_table(make_session(game_id, seed=3, humans=()))
    layout_bench.watch_decisions(table)  # table.decision_at: when it set up the last one
    seen = 0
    for _ in range(6000):
        app.step([], dt=0.05)
        if app.top is not table:
            app.step([press(pygame.K_RETURN, text="\r")])  # a round's summary
            continue
        if table.state.is_over():
            break
        news = news_drawn(table) if table.news.banner is not None else []
        actions = len(table.session.actions)
        if news:
            seen += 1
            assert table.decision_at < actions, (news, table.decision_at, actions)
            assert not table.computers.thinking
        elif table.decision_at == actions:
            assert table.news.banner is None
        if seen >= 3:
            break
    assert seen >= 3, "no news in the game"
    app.close()


def test_a_click_ends_the_news_and_the_next_decision_starts():
    """The news's moment is the player's to shorten: a click goes on at once."""
    app = make_app((1280, 800))
    app.settings.speed = "normal"
    table = app.open_table(make_session("president", seed=3, humans=()))
    layout_bench.watch_decisions(table)
    for _ in range(6000):
        app.step([], dt=0.05)
        if table.news_moment:
            break
    assert table.news_moment and table.news.banner is not None
    before = table.decision_at
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(5, 5))])
    app.step([], dt=0.01)
    assert not table.news_moment and table.news.banner is None
    for _ in range(40):  # what waited for the news (a taken trick's sweep) lands
        if table.decision_at > before:
            break
        app.step([], dt=0.05)
    assert table.decision_at > before
    app.close()


def test_ctrl_s_says_game_saved_in_a_toast_and_the_question_stays():
    """'Game saved.' took the prompt's place: the question to answer was gone."""
    from sorry_game.store.paths import autosave_path

    app = make_app((1280, 800))
    session = make_session("classic", seed=4, humans=(0, 1), players=2)
    session.save_path = autosave_path()
    table = app.open_table(session)
    app.step([])
    settle_forced(app, table)
    question = table.prompt_line()[0]
    assert table.human_input() and question == table.controller.prompt()
    app.step([press(pygame.K_s, mod=pygame.KMOD_CTRL)])
    assert table.prompt_line()[0] == question
    with record.recorded_text() as rec:
        table.draw(pygame.Surface(table.size))
    assert "Game saved." in [t for p, _px, t in rec.lines if p == "message:toast"]
    prompt = " ".join(t for p, _px, t in rec.lines if p == "prompt")
    assert prompt and "saved" not in prompt
    app.close()


def test_a_take_back_is_the_logs_and_the_question_stays():
    """The take-back line replaced the move prompt; the log says it, the prompt asks."""
    app = make_app((1280, 800))
    table = app.open_table(make_session("classic", seed=4, humans=(0,), players=2))
    app.step([])
    for _ in range(3000):
        settle_forced(app, table)
        if table.human_input() and table.can_undo():
            break
        if table.human_input():
            table.take(table.controller.options()[0])
        app.step([], dt=0.1)
    assert table.can_undo()
    app.step([press(pygame.K_u, text="u")])
    settle_forced(app, table)
    assert "takes back" in table.session.log[-1].text
    with record.recorded_text() as rec:
        table.draw(pygame.Surface(table.size))
    prompt = " ".join(t for p, _px, t in rec.lines if p == "prompt")
    messages = " ".join(t for p, _px, t in rec.lines if p.startswith("message"))
    assert "takes back" not in prompt and "takes back" not in messages
    assert table.prompt_line()[0] == table.controller.prompt()
    app.close()


def test_the_win_is_the_headers_not_the_news():
    """A King checkmate said 'You win' in the header, the news and the log at once."""
    from sorry_game.app.table.news import News
    from sorry_game.games.king.events import GameEnded, PieceChanged

    news = News()
    events = [PieceChanged(0, 1, "pawn", "rank 7", False), GameEnded(0, "checkmate")]
    news.hold(events, ["You", "Ada"], (1, 2, 3))
    news.land(1.0)
    assert news.banner is not None
    assert "win" not in news.banner[0].lower() and "turns" in news.banner[0]
    assert draw.wrap_text(news.banner[0], 14, 400)  # one headline, drawn


def test_at_instant_speed_the_news_has_a_glance():
    """Instant speed waits for little: the news has a glance there, a beat at normal
    speed and a longer one when slow (four computers at instant speed played five moves
    in three seconds, each news waiting a beat)."""
    from sorry_game.app.table.news import BANNER_TIME, INSTANT_TIME, News
    from sorry_game.games.king.events import PieceChanged

    beats = {}
    for speed in (0.0, 1.0, 1.7):
        news = News()
        news.hold([PieceChanged(0, 1, "pawn", "rank 7", False)], ["You", "Ada"], (1, 2, 3))
        news.land(speed)
        assert news.banner is not None
        beats[speed] = (news.beat, news.time_left)
    assert beats[0.0] == (True, INSTANT_TIME) and INSTANT_TIME < BANNER_TIME / 4
    assert beats[1.0] == (True, BANNER_TIME) and beats[1.7][1] > BANNER_TIME
